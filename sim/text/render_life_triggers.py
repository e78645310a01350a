"""The trigger conditions of ``sim.text.life_trigger_rules`` rendered back to Oracle text
(CR 603.1: "when" and "whenever" word the same trigger): ``LIFE_TRIGGER_WORDS``, which
``sim.text.render_triggers`` adds to its own, and the verb of "a <kind> is dealt damage"."""

from __future__ import annotations

from sim.text.life_trigger_subjects import (
    OPPONENT_LOSES,
    OPPONENT_LOSES_FIRST,
    OPPONENTS_SOURCE_TO_YOU,
    OTHER_SOURCE_TO_OPPONENT,
    SOURCE_NONCOMBAT,
    SOURCE_TO_OPPONENT,
    SOURCE_TO_YOU,
    YOU_DEALT,
    YOU_DEALT_COMBAT,
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
    ("DamageDealt", YOU_DEALT): (_WHEN, "you're dealt damage"),
    ("DamageDealt", YOU_DEALT_COMBAT):
        (_WHEN, alt("you're dealt combat damage", "combat damage is dealt to you")),
    ("DamageDealt", SOURCE_TO_YOU): (_WHEN, "a source deals damage to you"),
    ("DamageDealt", OPPONENTS_SOURCE_TO_YOU):
        (_WHEN, "a source an opponent controls deals damage to you"),
    ("DamageDealt", SOURCE_TO_OPPONENT): (_WHEN, "a source you control deals damage to an "
                                                 "opponent"),
    ("DamageDealt", OTHER_SOURCE_TO_OPPONENT):
        (_WHEN, "a source you control other than ~ deals damage to an opponent"),
}
#: what a permanent of the filter "a <kind> is dealt damage" names does
DEALT_VERB = " is dealt damage"
