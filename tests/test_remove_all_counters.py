"""Removing all the counters of a kind from a permanent (CR 122.1; ``counter_verbs.
REMOVE_ALL``, ``sim.text.counter_rules.remove_all``): "whenever ~ deals combat damage to a
player, remove all -1/-1 counters from it" (Ammit Eternal), "remove all -1/-1 counters from
it" after a target (Hapatra's Mark)."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.objects import MINUS, Zone

AMMIT = "Whenever Ammit deals combat damage to a player, remove all -1/-1 counters from it."


@plays("Whenever ~ deals combat damage to a player, remove all -1/-1 counters from it.")
def test_all_minus_counters_leave_after_combat_damage() -> None:
    """CR 510.2, 603.2, 122.1: the 5/5 with three -1/-1 counters (a 2/2) deals 2 combat
    damage to B, then loses all three counters: a 5/5 again."""
    ammit = creature("ammit", text=AMMIT, power=5, toughness=5, counters={MINUS: 3})
    state = combat([ammit], {"ammit": "B"})
    assert state.players["B"].life == 18
    assert not state.permanents["ammit"].counters.get(MINUS)
    assert power_and_toughness(state, "ammit") == (5, 5)


MARK = ("Target creature you control gains hexproof until end of turn. Remove all -1/-1 "
        "counters from it.")


@plays("Remove all -1/-1 counters from it.")
def test_the_target_loses_every_minus_counter() -> None:
    """CR 122.1, 608.2c: the targeted 4/4 with two -1/-1 counters loses both; the other
    creature keeps its own."""
    spell = card("Mark", types=["Instant"], cost="{0}", text=MARK)
    bear = card("Bear", power=4, toughness=4)
    state = two_turns(perm("s1", "A", spell, Zone.HAND),
                      perm("b1", "A", bear, counters={MINUS: 2}),
                      perm("b2", "A", bear, counters={MINUS: 1}))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1", "target b1")
    finish_one(state)
    assert not state.permanents["b1"].counters
    assert dict(state.permanents["b2"].counters) == {MINUS: 1}
