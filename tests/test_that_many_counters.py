""""Put that many +1/+1 counters on ~ | it" after a trigger whose event carries an amount (CR
603.2, 120.3, 122.1, 608.2h; ``sim.text.that_many_counters``), played in games."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature, in_hand, main_phase

from sim.model.events import AbilityTriggered
from sim.model.objects import PLUS, Zone
from sim.text import read_card
from sim.text.render import round_trips

SLEDGE = "Whenever Sledge deals combat damage to a player, put that many +1/+1 counters on it."


def test_it_renders_back_and_needs_a_trigger_about_it() -> None:
    """CR 603.1: read whole and rendered back; "it" after a trigger about an enchanted
    creature is that creature, not ~: not read."""
    reading = read_card(SLEDGE, "Sledge")
    assert not reading.unsupported and round_trips(SLEDGE, reading.triggered[0], "Sledge")
    other = read_card("Whenever enchanted creature deals combat damage to a player, put that "
                      "many +1/+1 counters on it.", "Aura")
    assert other.unsupported


@plays("Whenever ~ deals combat damage to a player, put that many +1/+1 counters on it.")
def test_combat_damage_that_many_counters() -> None:
    """CR 510.2, 603.2, 120.3: the 3-power attacker, unblocked, deals 3 combat damage to B:
    three +1/+1 counters on it (a 1-power one would get one)."""
    state = combat([creature("sledge", text=SLEDGE, power=3, toughness=3)], {"sledge": "B"})
    assert state.players["B"].life == 17
    assert state.permanents["sledge"].counters.get(PLUS) == 3


@plays("Whenever you lose life, put that many +1/+1 counters on ~.")
def test_life_lost_that_many_counters() -> None:
    """CR 119.3, 603.2: each player loses 2 life, then 1: the ability triggers for each of
    A's losses, 2 + 1 counters."""
    cards = [creature("leech", text="Whenever you lose life, put that many +1/+1 counters on "
                      "Leech.", power=0)]
    state = main_phase(cards, [in_hand("lose", "Each player loses 2 life.", ("Instant",)),
                          in_hand("lose1", "Each player loses 1 life.", ("Instant",))])
    assert state.permanents["leech"].counters.get(PLUS) == 3


@plays("Whenever ~ is dealt damage, put that many +1/+1 counters on it.")
def test_dealt_damage_once_per_batch_all_of_it() -> None:
    """CR 603.2c, 120.3, 510.2: A's 0/4 hydra attacks and B's 2/2 and 1/1 block it; their
    combat damage is dealt at once: the ability triggers once, for all of it (Boros Reckoner's
    ruling): three +1/+1 counters, and the hydra survives as a 3/7 with 3 damage."""
    hydra = creature("hydra", "A", "Whenever Hydra is dealt damage, put that many +1/+1 "
                     "counters on it.", power=0, toughness=4)
    state = combat([hydra, creature("b1", "B", power=2), creature("b2", "B", power=1)],
                   {"hydra": "B"}, {"b1": "hydra", "b2": "hydra"})
    assert state.permanents["hydra"].counters.get(PLUS) == 3
    assert state.permanents["hydra"].zone is Zone.BATTLEFIELD
    assert sum(1 for e in state.events if isinstance(e, AbilityTriggered)) == 1
