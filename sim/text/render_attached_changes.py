"""An attached object's change rendered back to Oracle text (issue 29, loseabil;
``sim.model.attached_changes``): "enchanted creature loses all abilities and is a blue frog
creature with base power and toughness 1/1", "equipped creature gets +10/+10 and loses
flying" (CR 303.4, 613.1d-f, 613.4b-c)."""

from __future__ import annotations

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Parsed
from sim.model.attached_changes import change_of
from sim.model.become_verbs import Becoming
from sim.model.qualities import COLOR_NAMES_BY_LETTER
from sim.text.render_becoming import change_words
from sim.text.render_statics import abilities
from sim.text.wording import Piece, listing

#: the subject's words
_HOSTS = {ENCHANTED: "enchanted creature", EQUIPPED: "equipped creature",
          ENCHANTED_PERMANENT: "enchanted permanent"}


def _is_a(b: Becoming) -> Piece:
    """"is a blue frog [creature] with base power and toughness 1/1" (205.1a)."""
    words = [*(COLOR_NAMES_BY_LETTER[c] for c in b.colors or ()),
             *(t.lower() for t in b.subtypes), *(t.lower() for t in b.types)]
    if len(b.colors or ()) == 2:
        words.insert(1, "and")
    return ("is ", "an " if words[0][0] in "aeiou" else "a ", " ".join(words),
            f" with base power and toughness {b.power}/{b.toughness}")


def _has(b: Becoming) -> Piece:
    """"has trample" (layer 6, CR 613.1f): the abilities it has while attached."""
    return ("has ", listing(abilities(b.add)))


def attached_change(model: Parsed) -> Piece | None:
    """The words of a clause read into one attached object's change, or None for another."""
    if len(model.statics) != 1 or model.flags or model.params or model.mana:
        return None
    static = model.statics[0]
    b = change_of(static)
    if b is None or static.affects not in _HOSTS:
        return None
    parts = [_is_a(b) if kind == "retype" else _has(b) if kind == "has" else change_words(b, kind)
             for kind in b.order]
    body: Piece = parts[0]
    for part in parts[1:]:
        body = (body, " and ", part)
    return (_HOSTS[static.affects], " ", body)
