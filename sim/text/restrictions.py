"""An activated ability's "activate only ..." restrictions as written (CR 602.5b): the parts
of "activate only during your turn, and only once each turn", read from the ability's
effect text (``sim.rules.activation.timing_ok`` enforces those it knows); and its own cost
reduction after its effect ("this ability costs {1} less to activate for each ...", 601.2f)."""

from __future__ import annotations

import re

from sim.model.abilities import Count
from sim.model.programs import Activated
from sim.text.grammar import parse
from sim.text.keyword_names import normalize, self_reference


def _restriction_parts(words: str) -> list[str]:
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
    """The "activate only ..." restrictions of ``ability`` (602.5b), lower case."""
    text = normalize(ability.effect)
    out: list[str] = []
    at = text.find("activate ")
    while at >= 0:
        if at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_"):
            rest = text[at + len("activate "):]
            rest = rest[len("this ability "):] if rest.startswith("this ability ") else rest
            if rest.startswith("only "):
                words = rest[len("only "):].split(".", 1)[0]
                out += [part.strip() for part in _restriction_parts(words) if part.strip()]
                at = len(text) - len(rest) + len("only ") + len(words) - 1
        at = text.find("activate ", at + 1)
    return tuple(out)


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
