"""A counter removed by a delayed triggered ability (CR 603.7a, 122.1; ``sim.text.
delayed_text``): "whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of
combat" (the Clockwork creatures: 511.2, the ability triggers at the end of combat step)."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature

from sim.model.board import power_and_toughness
from sim.model.objects import PLUS

BEETLE = ("Whenever Beetle attacks or blocks, remove a +1/+1 counter from it at end of "
          "combat.")


@plays("Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat.")
def test_the_counter_is_removed_after_combat_damage() -> None:
    """CR 508.1, 510.2, 511.2, 603.7a: the 0/0 Beetle with two +1/+1 counters attacks
    unblocked and deals 2 combat damage (the counter is removed only at end of combat), then
    has one counter: a 1/1."""
    beetle = creature("beetle", text=BEETLE, power=0, toughness=0, counters={PLUS: 2})
    state = combat([beetle], {"beetle": "B"})
    assert state.players["B"].life == 18
    assert state.permanents["beetle"].counters.get(PLUS) == 1
    assert power_and_toughness(state, "beetle") == (1, 1)


def test_a_blocker_loses_one_too() -> None:
    """CR 509.1, 511.2: blocking B's 1/1 attacker, A's Beetle (three counters) kills it and
    has two counters after combat."""
    beetle = creature("beetle", "B", text=BEETLE, power=0, toughness=0, counters={PLUS: 3})
    state = combat([creature("a1", power=1, toughness=1), beetle], {"a1": "B"},
                   {"beetle": "a1"})
    assert state.permanents["beetle"].counters.get(PLUS) == 2
