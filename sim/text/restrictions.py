"""An activated ability's "activate only ..." restrictions as written (CR 602.5b): the parts
of "activate only during your turn, and only once each turn", read from the ability's
effect text (``sim.rules.activation.timing_ok`` enforces those it knows); and its own cost
reduction after its effect ("this ability costs {1} less to activate for each ...", 601.2f)."""

from __future__ import annotations

import re

import attrs

from sim.model.abilities import Count
from sim.model.others_activate import ANY_PLAYER
from sim.model.programs import ADD_MANA, Activated
from sim.text.grammar import parse
from sim.text.keyword_names import normalize, self_reference


def restriction_parts(words: str) -> list[str]:
    """"during your turn, and only once each turn" as its parts."""
    parts: list[str] = []
    start = at = 0
    while at < len(words):
        for separator in (", and only ", ", and ", " and only ", " and ", ", "):
            if words.startswith(separator, at):
                parts.append(words[start:at])
                start = at = at + len(separator)
                break
        else:
            at += 1
    parts.append(words[start:])
    return parts


def restrictions(ability: Activated) -> tuple[str, ...]:
    """The "activate only ..." restrictions of ``ability`` (602.5b), lower case, and its
    "activate no more than twice each turn" (``TIMES_EACH_TURN``)."""
    text = normalize(ability.effect)
    out: list[str] = []
    at = text.find("activate ")
    while at >= 0:
        if at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_"):
            rest = text[at + len("activate "):]
            rest = rest[len("this ability "):] if rest.startswith("this ability ") else rest
            if rest.startswith("no more than "):  # "no more than twice each turn"
                out.append(rest.split(".", 1)[0])
            elif rest.startswith("only "):
                words = rest[len("only "):].split(".", 1)[0]
                out += [part.strip() for part in restriction_parts(words) if part.strip()]
                at = len(text) - len(rest) + len("only ") + len(words) - 1
        at = text.find("activate ", at + 1)
    others = any_player(ability)
    return tuple(out) if others is None else (*out, *others)


#: "activate only once" (CR 602.5b; exhaust's, 702.177a): once for as long as the object
#: exists (``sim.rules.activation``)
ONCE = "once"
#: "activate no more than twice | three times each turn" (CR 602.5b): the most activations
#: of the ability, of one object, each turn
TIMES_EACH_TURN = {"no more than twice each turn": 2, "no more than three times each turn": 3}


#: the restrictions "any player may activate this ability but only <restriction>" adds
#: (CR 602.5b, relative to the player activating it, 113.8), beside "as a sorcery" (307.1)
OTHERS_TIMINGS = frozenset(("during their turn", "during their draw step",
                            "during any upkeep step"))

#: a restriction no activation meets: the ability is not run (``sim.text.oracle.runs``)
_NOT_RUN = "<not run: any player>"


def any_player(ability: Activated) -> tuple[str, ...] | None:
    """The restrictions after "any player may activate this ability but only" (CR 602.2,
    602.5b; () with none), the sentence ending the ability's effect; None if it has none. A
    mana ability (605.1a: activated while paying, from its controller's sources) or one
    whose cost taps or untaps its source (302.6) any player may activate is not run (a
    restriction that never holds)."""
    text = normalize(ability.effect).strip().rstrip(".")
    at = text.find(ANY_PLAYER)
    if at < 0:
        return None
    rest = text[at + len(ANY_PLAYER):]
    if at and text[at - 2:at] != ". " or rest and not rest.startswith(" but only ") or \
            ability.cost.tap or ability.cost.untap or ability.program is not None and any(
                op.verb == ADD_MANA for op in ability.program.ops):
        return (_NOT_RUN,)
    return tuple(part.strip() for part in restriction_parts(rest[len(" but only "):])) \
        if rest else ()


#: an activated ability's last sentence reducing its own cost (``own_reduction``)
_OWN_REDUCTION = re.compile(r"(.*[.!]) (this ability costs \{\d+\} less to activate [^.]*)\.?$",
                            re.IGNORECASE | re.DOTALL)


def own_reduction(effect: str, card_name: str) -> tuple[str, tuple[int, Count]] | None:
    """The effect of an activated ability without its last sentence "This ability costs {1}
    less to activate for each legendary creature you control" (CR 601.2f with 602.2b), and
    that reduction (generic mana, the count it is taken off for); None if it has none the
    engine counts."""
    match = _OWN_REDUCTION.fullmatch(effect.strip())
    if match is None:
        return None
    found: tuple[int, Count] | None = parse(
        "ability_reduction", self_reference(normalize(match[2]), card_name))
    return None if found is None else (match[1], found)


def self_named(ability: Activated | None, card_name: str) -> Activated | None:
    """``ability`` with its "activate only ..." sentence naming its card as ~ ("activate only
    if ~ is attacking", CR 201.5), the sentence normalized (``restrictions`` reads it so): the
    restrictions about ~ are read as such (``sim.text.cast_timing_text.self_held``)."""
    if ability is None or not card_name:
        return ability
    at = ability.effect.lower().rfind("activate only ")
    if at < 0 or ability.effect.lower().find(ANY_PLAYER) >= 0:
        return ability
    sentence = self_reference(normalize(ability.effect[at:]), card_name)
    if "~" not in sentence:
        return ability
    return attrs.evolve(ability, effect=ability.effect[:at] + sentence + ".")
