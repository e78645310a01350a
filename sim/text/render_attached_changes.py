"""An attached object's change rendered back to Oracle text (issue 29, loseabil;
``sim.model.attached_changes``): "enchanted creature loses all abilities and is a blue frog
creature with base power and toughness 1/1", "equipped creature gets +10/+10 and loses
flying" (CR 303.4, 613.1d-f, 613.4b-c)."""

from __future__ import annotations

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Parsed
from sim.model.ability_loss import QUALITIES
from sim.model.attached_changes import change_of
from sim.model.become_verbs import Becoming
from sim.model.qualities import COLOR_NAMES_BY_LETTER
from sim.text.render_becoming import change_words
from sim.text.render_statics import abilities
from sim.text.wording import Piece, alt, listing

#: the subject's words
_HOSTS = {ENCHANTED: "enchanted creature", EQUIPPED: "equipped creature",
          ENCHANTED_PERMANENT: "enchanted permanent"}


def _is_a(b: Becoming) -> Piece:
    """"is a blue frog [creature] with base power and toughness 1/1" (205.1a), "is a spirit",
    "is an artifact | a symbiote in addition to its other types" (205.1b;
    ``sim.text.attached_lists``)."""
    words = [*(COLOR_NAMES_BY_LETTER[c] for c in b.colors or ()),
             *(t.lower() for t in b.subtypes), *(t.lower() for t in b.types)]
    if len(b.colors or ()) == 2:
        words.insert(1, "and")
    return ("is ", "an " if words[0][0] in "aeiou" else "a ", " ".join(words),
            f" with base power and toughness {b.power}/{b.toughness}" if "pt" not in b.order and
            b.power is not None else "", f" {b.still}" if b.still else "")


def _has(b: Becoming, rule: bool = False) -> Piece:
    """"has trample" (layer 6, CR 613.1f): the abilities it has while attached; with ``rule``,
    the restrictions ("can't attack or block", ``QUALITIES``) it states instead."""
    kept = b.add & QUALITIES if rule else b.add & ~QUALITIES
    return listing(abilities(kept)) if rule else ("has ", listing(abilities(kept)))


def _change(b: Becoming, kind: str) -> Piece:
    """The words of one change of an attached object's list."""
    if kind == "retype":
        return _is_a(b)
    if kind in ("has", "rule"):
        return _has(b, kind == "rule")
    if kind == "legendary":  # CR 205.4a
        return "is legendary"
    if kind == "color":  # "is black" (CR 105.3: its colors replaced)
        return ("is ", listing([COLOR_NAMES_BY_LETTER[c] for c in b.colors or ()]))
    if kind == "animate":  # "is a 4/2 red beast creature with trample. it's still a land"
        words = [*(COLOR_NAMES_BY_LETTER[c] for c in b.colors or ()),
                 *(t.lower() for t in b.subtypes)]
        return ("is ", "an " if b.power == 8 else "a ", f"{b.power}/{b.toughness} ",
                *(w + " " for w in words), "creature",
                (" with ", listing(abilities(b.add))) if b.add else "", b.still)
    if kind == "strip" and b.order[-1] == "strip" and b.add:
        return "loses all other abilities"  # what the same effect gives kept (613.1f)
    return change_words(b, kind)


def attached_change(model: Parsed) -> Piece | None:
    """The words of a clause read into one attached object's change, or None for another."""
    if len(model.statics) != 1 or model.flags or model.params or model.mana:
        return None
    static = model.statics[0]
    b = change_of(static)
    if b is None or static.affects not in _HOSTS:
        return None
    host = _HOSTS[static.affects]
    if static.only is not None and static.only.card_type:  # "enchanted land | artifact"
        host = f"enchanted {static.only.card_type.lower()}"
    parts = [_change(b, kind) for kind in b.order]
    body: Piece = parts[0]
    for part in parts[1:]:
        body = (body, " and ", part)
    if len(parts) > 2:  # "gets +1/+1, has menace, and is a symbiote ..." (a list's commas)
        body = alt(body, (*((p, ", ") for p in parts[:-1]), "and ", parts[-1]))
    return (host, " ", body)
