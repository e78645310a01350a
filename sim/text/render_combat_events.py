"""The conditions of ``sim.text.combat_event_rules`` rendered back to Oracle text (CR 603.1:
"when" and "whenever" word the same trigger): ``COMBAT_EVENT_WORDS``, which
``sim.text.render_triggers`` adds to its own, and the block triggers (``block_words``, which
``sim.text.render_player_triggers`` asks)."""

from __future__ import annotations

from sim.model.qualities import plural
from sim.text.combat_event_subjects import (
    BLOCKS,
    EACH,
    EITHER,
    FIRST_ATTACK,
    NO_OTHER,
    block_parts,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each (event, subject) as its wordings
COMBAT_EVENT_WORDS: dict[tuple[str, str], Piece] = {
    ("AttackerDeclared", FIRST_ATTACK): (_WHEN, "~ attacks for the first time each turn"),
}

_WHO = {"self": "~", "equipped": "equipped creature", "enchanted": "enchanted creature"}
_VERBS = {EITHER: " blocks or becomes blocked", BLOCKS: " blocks"}


def block_words(subject: str) -> Piece | None:
    """"whenever ~ blocks or becomes blocked by a white creature | an artifact creature | a
    wall | one or more blue and/or black creatures | one or more orcs", "whenever equipped
    creature blocks a creature", "whenever enchanted creature blocks or becomes blocked", or
    None for another subject."""
    parts = block_parts(subject)
    if parts is None:
        return None
    who, verb, many, quality = parts
    head: Piece = (_WHEN, _WHO[who], _VERBS.get(verb, " becomes blocked"))
    if quality == NO_OTHER:
        return head
    by = " " if verb == BLOCKS else " by "
    if many == EACH:
        return (head, by, _one(quality))
    return (head, by, "one or more ", _some(quality))


def _one(quality: str) -> str:
    """"a creature", "a white creature", "an artifact creature", "a vampire"."""
    if quality.startswith("type:"):
        return "a " + quality[5:].lower()
    if quality == "artifact":
        return "an artifact creature"
    return f"a {quality} creature" if quality else "a creature"


def _some(quality: str) -> Piece:
    """"creatures", "black creatures", "blue and/or black creatures", "orcs"."""
    if quality.startswith("type:"):
        return plural(quality[5:]).lower()
    if " or " in quality:
        a, b = quality.split(" or ")
        return (a, alt(" and/or ", " or "), b, " creatures")
    return f"{quality} creatures" if quality else "creatures"
