""""Whenever ~ crews a Vehicle, that Vehicle <gets | gains> ... until end of turn" (CR 702.122c:
a creature crews a Vehicle when it's tapped to pay the cost of the Vehicle's crew ability;
``sim.text.crew_trigger_rules``, ``sim.rules.crew_triggers``), played in games."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import renders_back
from test_stack import card, finish, perm, play, to
from test_vehicles import finish_priority, turn, vehicle

from sim import CardDef
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone

MOTORIST = "Whenever Motorist crews a Vehicle, that Vehicle gets +1/+1 until end of turn."
FANATIC = "Whenever Fanatic crews a Vehicle, that Vehicle gains haste until end of turn."


def crewer(name: str, text: str, power: int = 3) -> CardDef:
    made = card(name, power=power, toughness=2, **({"text": text} if text else {}))
    assert not made.unsupported, made.unsupported
    return made


def test_the_condition_renders_back() -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(MOTORIST.replace("Motorist", "Scout"))
    renders_back("Whenever Scout crews a Vehicle, that Vehicle gains first strike until end of "
                 "turn.")


@plays("Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn.")
def test_the_crewed_vehicle_gets_the_bonus() -> None:
    """CR 702.122c, 603.2: tapping Motorist for Crew 1 triggers it (above the crew ability on
    the stack, 603.3): the Vehicle, a creature once crew resolves, is a 5/4 and deals 5; another
    creature crewing a second Vehicle doesn't trigger it (that Vehicle stays 4/3)."""
    state = turn(perm("ship", "A", vehicle(1)), perm("cart", "A", vehicle(1)),
                 perm("motorist", "A", crewer("Motorist", MOTORIST)),
                 perm("pilot", "A", crewer("Pilot", "", power=1)))
    play(state, "activate ship 0", "crew motorist")
    finish_priority(state)
    play(state, "activate cart 0", "crew pilot")
    finish_priority(state)
    ship, cart = state.permanents["ship"], state.permanents["cart"]
    assert (state.power("ship"), state.toughness("ship")) == (5, 4)
    assert (state.power("cart"), state.toughness("cart")) == (4, 3)
    assert ship.card.is_creature and cart.card.is_creature
    to(state, "declare_attackers")
    play(state, "attack ship=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 15


@plays("Whenever ~ crews a Vehicle, that Vehicle gains haste until end of turn.")
def test_the_crewed_vehicle_gains_haste() -> None:
    """CR 702.122c, 702.10b, 302.6: a Vehicle that came under A's control this turn can attack
    once Fanatic crews it (haste); crewed by another creature it couldn't."""
    state = turn(perm("ship", "A", vehicle(1), sick=True),
                 perm("fanatic", "A", crewer("Fanatic", FANATIC)))
    play(state, "activate ship 0")
    finish_priority(state)
    to(state, "declare_attackers")
    play(state, "attack ship=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 16
    assert state.permanents["fanatic"].zone is Zone.BATTLEFIELD
    plain = turn(perm("ship", "A", vehicle(1), sick=True),
                 perm("pilot", "A", crewer("Pilot", "")))
    play(plain, "activate ship 0")
    finish_priority(plain)
    to(plain, "declare_attackers")
    with pytest.raises(IllegalActionError):
        plain.apply("attack ship=B")
