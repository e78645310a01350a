"""The conditions of ``sim.text.combat_event_rules`` rendered back to Oracle text (CR 603.1:
"when" and "whenever" word the same trigger): ``COMBAT_EVENT_WORDS``, which
``sim.text.render_triggers`` adds to its own."""

from __future__ import annotations

from sim.text.combat_event_subjects import (
    BECOMES_BLOCKED_BY,
    BLOCK_QUALITIES,
    BLOCKED_BY,
    FIRST_ATTACK,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each (event, subject) as its wordings
COMBAT_EVENT_WORDS: dict[tuple[str, str], Piece] = {
    ("AttackerDeclared", FIRST_ATTACK): (_WHEN, "~ attacks for the first time each turn"),
    **{("BlockerDeclared", BLOCKED_BY + q): (_WHEN, f"~ blocks or becomes blocked by a {q} "
                                                    "creature") for q in BLOCK_QUALITIES},
    **{("BlockerDeclared", BECOMES_BLOCKED_BY + q): (_WHEN, f"~ becomes blocked by a {q} creature")
       for q in BLOCK_QUALITIES},
}
