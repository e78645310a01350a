"""Doubling the +1/+1 counters on permanents (CR 701.10e: "to double the number of a kind of
counters on a player or permanent, give that player or permanent as many counters of that
kind as that player or permanent already has"): "double the number of +1/+1 counters on ~ |
target creature | each creature you control" (``sim.rules.counter_doubling``); and "put a
+1/+1 counter on <permanent> for each <group>" (608.2h: counted as it resolves)."""

from __future__ import annotations

from played import plays
from test_counter_kinds import main_of_turn
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.objects import PLUS, Zone


@plays("At the beginning of your upkeep, double the number of +1/+1 counters on ~.")
def test_the_source_doubles_its_counters_in_each_of_your_upkeeps() -> None:
    """CR 701.10e, 503.1, 603.2b: with two +1/+1 counters it gets two more in A's upkeep
    (turn 3: 4, a 5/5), none in B's (turn 2); the counters are counted as the trigger
    resolves (608.2h)."""
    acolyte = card("Acolyte", power=1, toughness=1, cost="{3}",
                   text="At the beginning of your upkeep, double the number of +1/+1 counters "
                        "on Acolyte.")
    state = two_turns(perm("a1", "A", acolyte, counters={PLUS: 2}), limit=4)
    main_of_turn(state, 2)
    assert state.permanents["a1"].counters == {PLUS: 2}
    main_of_turn(state, 3)
    assert state.permanents["a1"].counters == {PLUS: 4}
    assert power_and_toughness(state, "a1") == (5, 5)


@plays("Double the number of +1/+1 counters on target creature.")
def test_a_target_creature_gets_as_many_counters_as_it_has() -> None:
    """CR 701.10e: the target's three +1/+1 counters become six; a creature with none would
    get none (the other creature, not targeted, keeps its one)."""
    spell = card("Doubling", types=["Instant"], cost="{0}",
                 text="Double the number of +1/+1 counters on target creature.")
    bear = card("Bear", power=2, toughness=2)
    state = two_turns(perm("d1", "A", spell, Zone.HAND), perm("b1", "A", bear, counters={PLUS: 3}),
                      perm("b2", "A", bear, counters={PLUS: 1}))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast d1", "target b1")
    finish_one(state)
    assert state.permanents["b1"].counters == {PLUS: 6}
    assert state.permanents["b2"].counters == {PLUS: 1}


@plays("At the beginning of your upkeep, double the number of +1/+1 counters on each creature "
       "you control.")
def test_each_creature_you_control_doubles_its_own_counters() -> None:
    """CR 701.10e, 115.10 (a group, not targets): each of A's creatures gets as many as it
    has (1 -> 2, 3 -> 6, none -> none); B's creature keeps its counters."""
    hydra = card("Hydra", power=1, toughness=1, cost="{3}",
                 text="At the beginning of your upkeep, double the number of +1/+1 counters "
                      "on each creature you control.")
    bear = card("Bear", power=2, toughness=2)
    state = two_turns(perm("h1", "A", hydra, counters={PLUS: 1}),
                      perm("b1", "A", bear, counters={PLUS: 3}), perm("b2", "A", bear),
                      perm("b3", "B", bear, counters={PLUS: 2}), limit=4)
    main_of_turn(state, 3)
    counters = {pid: state.permanents[pid].counters for pid in ("h1", "b1", "b2", "b3")}
    assert counters == {"h1": {PLUS: 2}, "b1": {PLUS: 6}, "b2": {}, "b3": {PLUS: 2}}


@plays("Put a +1/+1 counter on target creature for each creature you control.")
def test_a_counter_for_each_creature_you_control_counted_as_it_resolves() -> None:
    """CR 122.1, 608.2h: the number is counted as the spell resolves: A controls three
    creatures (B's creature isn't counted), so the target gets three +1/+1 counters."""
    spell = card("Rally", types=["Sorcery"], cost="{0}",
                 text="Put a +1/+1 counter on target creature for each creature you control.")
    bear = card("Bear", power=2, toughness=2)
    state = two_turns(perm("s1", "A", spell, Zone.HAND), perm("b1", "A", bear),
                      perm("b2", "A", bear), perm("b3", "A", bear), perm("b4", "B", bear))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1", "target b1")
    finish_one(state)
    assert state.permanents["b1"].counters == {PLUS: 3}
    assert power_and_toughness(state, "b1") == (5, 5)
