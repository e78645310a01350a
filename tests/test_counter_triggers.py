"""Trigger conditions about +1/+1 counters put on permanents (CR 603.2, 122.6;
``sim.text.counter_trigger_rules``, ``sim.rules.counter_triggers``), played in games: every
rule putting counters goes through ``sim.rules.counters.put_on``, one ``CountersPut`` event
per object per instruction, those a permanent enters with one event too."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import creature, in_hand, life, main_phase, renders_back

from sim import GameState
from sim.model.events import CountersPut
from sim.model.objects import PLUS, Zone

ONE_EACH = "Put a +1/+1 counter on each creature you control."
TWO_EACH = "Put two +1/+1 counters on each creature you control."


@pytest.mark.parametrize("line", [
    "Whenever one or more +1/+1 counters are put on Scout, draw a card.",
    "Whenever a +1/+1 counter is put on Scout, you may draw a card.",
    "Whenever one or more +1/+1 counters are put on Scout for the first time each turn, create a "
    "Treasure token.",
    "Whenever one or more +1/+1 counters are put on another creature you control, you gain 1 "
    "life.",
    "Whenever one or more +1/+1 counters are put on a creature you control, draw a card.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def _spell(pid: str, text: str) -> dict[str, Any]:
    return in_hand(pid, text, ("Instant",))


def _hand(state: GameState, player: str = "A") -> int:
    return sum(1 for p in state.permanents.values()
               if p.owner == player and p.zone is Zone.HAND)


@plays("Whenever one or more +1/+1 counters are put on ~, draw a card.")
def test_one_or_more_counters_on_self_once_per_instruction() -> None:
    """CR 122.6, 603.2: two instructions each put +1/+1 counters on the biomancer (two, then
    one, the last cast resolving first): it triggers once for each instruction, not once per
    counter — two cards drawn."""
    cards = [creature("biomancer", text="Whenever one or more +1/+1 counters are put on "
                      "Biomancer, draw a card.", power=0)]
    state = main_phase(cards, [_spell("grow", TWO_EACH), _spell("more", ONE_EACH)])
    assert state.permanents["biomancer"].counters[PLUS] == 3
    assert _hand(state) == 2
    assert sorted(e.amount for e in state.events if isinstance(e, CountersPut)) == [1, 2]


@plays("Whenever a +1/+1 counter is put on ~, you gain 1 life.")
def test_a_counter_on_self_once_per_counter() -> None:
    """CR 122.6, 603.2: "whenever a +1/+1 counter is put on ~" triggers for each counter:
    two counters at once, 2 life."""
    cards = [creature("mage", text="Whenever a +1/+1 counter is put on Mage, you gain 1 life.",
                      power=0)]
    state = main_phase(cards, [_spell("grow", TWO_EACH)])
    assert life(state) == 22


@plays("Whenever one or more +1/+1 counters are put on another creature you control, "
       "you gain 1 life.")
def test_another_creature_you_control_each_creature_once() -> None:
    """CR 122.6, 603.2, 109.5: counters on each creature: it triggers for each other creature
    of A's (the Bears, the Elf: 2 life), not for itself, nor for B's Ogre."""
    cards = [creature("scalelord", text="Whenever one or more +1/+1 counters are put on "
                      "another creature you control, you gain 1 life.", power=0),
             creature("bears"), creature("elf"), creature("ogre", "B")]
    state = main_phase(cards, [_spell("grow", "Put two +1/+1 counters on each creature.")])
    assert life(state) == 22


@plays("Whenever one or more +1/+1 counters are put on a creature you control, draw a card.")
def test_entering_with_counters_is_one_event() -> None:
    """CR 122.6, 614.1c: a creature entering with two +1/+1 counters has counters "put" on
    it: one event, one card drawn; a creature entering without counters, none."""
    cards = [creature("ascendant", text="Whenever one or more +1/+1 counters are put on a "
                      "creature you control, draw a card.", power=0)]
    state = main_phase(cards, [in_hand("hydra", "Hydra enters with two +1/+1 counters on it."),
                          in_hand("plain")])
    assert state.permanents["hydra"].counters[PLUS] == 2
    assert state.permanents["plain"].zone is Zone.BATTLEFIELD
    assert _hand(state) == 1
    [put] = [e for e in state.events if isinstance(e, CountersPut)]
    assert put.entering and put.amount == 2 and put.permanent == "hydra"


@plays("Whenever one or more +1/+1 counters are put on ~ for the first time each turn, you gain "
       "1 life.")
def test_first_time_each_turn() -> None:
    """CR 122.6, 603.2, 500.1: counters are put on the artisan twice this turn: only the first
    time triggers, 1 life."""
    cards = [creature("artisan", text="Whenever one or more +1/+1 counters are put on Artisan "
                      "for the first time each turn, you gain 1 life.", power=0)]
    state = main_phase(cards, [_spell("grow", TWO_EACH), _spell("more", ONE_EACH)])
    assert state.permanents["artisan"].counters[PLUS] == 3
    assert life(state) == 21
