"""The subjects of the trigger conditions about life lost and damage dealt
(``sim.text.life_trigger_rules`` reads them, ``sim.rules.life_triggers`` matches them; CR 603.2,
119.3, 120.3), apart from the rules so that ``sim.text.trigger_rules`` and ``that_much`` can
name them."""

from __future__ import annotations

#: "whenever you lose life [for the first time each turn]", "whenever an opponent loses life"
YOU_LOSE, YOU_LOSE_FIRST = "you lose life", "you lose life first each turn"
OPPONENT_LOSES = "an opponent loses life"
#: "whenever an opponent loses life for the first time during each of their turns"
OPPONENT_LOSES_FIRST = "an opponent loses life first in their turn"
#: "whenever a source you control deals noncombat damage to an opponent"
SOURCE_NONCOMBAT = "source you control noncombat to an opponent"
#: "whenever a <kind> is dealt damage" (a filter in ``Triggered.about``)
KIND_DEALT = "filter is dealt damage"

#: issue 29, h15 triggers: "whenever you're dealt damage", "whenever you're dealt combat
#: damage" | "whenever combat damage is dealt to you" (once per batch of damage dealt at once)
YOU_DEALT, YOU_DEALT_COMBAT = "you're dealt damage", "you're dealt combat damage"
#: "whenever a source [an opponent controls] deals damage to you" (once per source's damage)
SOURCE_TO_YOU, OPPONENTS_SOURCE_TO_YOU = "source to you", "opponent's source to you"
#: "whenever a source you control [other than ~] deals damage to an opponent"
SOURCE_TO_OPPONENT = "source you control to an opponent"
OTHER_SOURCE_TO_OPPONENT = "source you control other than self to an opponent"

#: every subject of this module's (``sim.rules.life_triggers`` answers them)
LIFE_SUBJECTS = frozenset((YOU_LOSE, YOU_LOSE_FIRST, OPPONENT_LOSES, OPPONENT_LOSES_FIRST,
                           SOURCE_NONCOMBAT, KIND_DEALT, YOU_DEALT, YOU_DEALT_COMBAT,
                           SOURCE_TO_YOU, OPPONENTS_SOURCE_TO_YOU, SOURCE_TO_OPPONENT,
                           OTHER_SOURCE_TO_OPPONENT))
#: the (event, subject) whose "that player" is the player the event is about (for a source
#: an opponent controls dealing you damage: that opponent, its controller)
LIFE_THAT_PLAYER = frozenset((("LifeLost", YOU_LOSE), ("LifeLost", YOU_LOSE_FIRST),
                              ("LifeLost", OPPONENT_LOSES), ("LifeLost", OPPONENT_LOSES_FIRST),
                              ("DamageDealt", SOURCE_NONCOMBAT),
                              ("DamageDealt", OPPONENTS_SOURCE_TO_YOU),
                              ("DamageDealt", SOURCE_TO_OPPONENT),
                              ("DamageDealt", OTHER_SOURCE_TO_OPPONENT)))
#: "whenever you | an opponent | a player gain(s) life [for the first time each turn]": once per
#: life-gaining event, its amount the life gained (CR 119.9; ``sim.rules.player_triggers``)
LIFE_GAINED = frozenset(("LifeGained", s) for s in ("you", "you|1", "opponent", "player"))
#: the (event, subject) after which "that much" / "that many" is the event's amount (120.3)
LIFE_THAT_MUCH = LIFE_THAT_PLAYER | LIFE_GAINED | {("DamageDealt", s) for s in (
    KIND_DEALT, YOU_DEALT, YOU_DEALT_COMBAT, SOURCE_TO_YOU)}

