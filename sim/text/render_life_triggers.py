"""The trigger conditions of ``sim.text.life_trigger_rules`` rendered back to Oracle text
(CR 603.1: "when" and "whenever" word the same trigger): ``LIFE_TRIGGER_WORDS``, which
``sim.text.render_triggers`` adds to its own, and the verb of "a <kind> is dealt damage"."""

from __future__ import annotations

from sim.text.life_trigger_subjects import (
    OPPONENT_LOSES,
    OPPONENT_LOSES_FIRST,
    SOURCE_NONCOMBAT,
    YOU_LOSE,
    YOU_LOSE_FIRST,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each fixed (event, subject) as its wordings
LIFE_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("LifeLost", YOU_LOSE): (_WHEN, "you lose life"),
    ("LifeLost", YOU_LOSE_FIRST): (_WHEN, "you lose life for the first time each turn"),
    ("LifeLost", OPPONENT_LOSES): (_WHEN, "an opponent loses life"),
    ("LifeLost", OPPONENT_LOSES_FIRST):
        (_WHEN, "an opponent loses life for the first time during each of their turns"),
    ("DamageDealt", SOURCE_NONCOMBAT):
        (_WHEN, "a source you control deals noncombat damage to an opponent"),
}
#: what a permanent of the filter "a <kind> is dealt damage" names does
DEALT_VERB = " is dealt damage"
