"""The words of what happened this turn (``sim.rules.turn_history``): an effect's
intervening "if" (CR 603.4: raid's "if you attacked this turn", revolt's "if a permanent you
controlled left the battlefield this turn", morbid's "if a creature died this turn", "if an
opponent lost life this turn"), read by ``sim.text.effect_text`` and written back by
``sim.text.render_conditions``; the grammar reads the same words after "enters with N +1/+1
counters on it if" (614.1c; ``sim.text.counter_rules``).
"""

from __future__ import annotations

from sim.model.abilities import (
    ATTACKED_THIS_TURN,
    CREATURE_DIED,
    LEFT_THIS_TURN,
    OPPONENT_LOST_LIFE,
)
from sim.model.land_history import LAND_ENTERED

#: each condition's words as an effect's first words, and the condition
HISTORY_CONDITIONS: tuple[tuple[str, str], ...] = tuple(
    (f"if {condition}, ", condition)
    for condition in (ATTACKED_THIS_TURN, LEFT_THIS_TURN, OPPONENT_LOST_LIFE, CREATURE_DIED,
                      LAND_ENTERED))


def history_restriction(words: str) -> str:
    """The condition an activated ability's "activate only if <what happened this turn>"
    names (CR 602.5b: "if you attacked this turn"), or ""."""
    for said, condition in HISTORY_CONDITIONS:
        if said == words + ", ":
            return condition
    return ""
