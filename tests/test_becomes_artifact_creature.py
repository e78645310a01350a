""""<subject> becomes an artifact creature until end of turn" (CR 205.1b: it keeps its other
types and subtypes; 301.7: a Vehicle has its printed power and toughness as a creature;
``sim.text.animate_rules``, ``sim.rules.becoming``), played in games."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, perm, play, to
from test_vehicles import finish_priority, turn

from sim.model.objects import Zone

CRUISER = ("Trample, haste\nWhen Cruiser enters the battlefield, it becomes an artifact "
           "creature until end of turn.\nCrew 1")
HANGAR = "{T}: Target Vehicle becomes an artifact creature until end of turn."


@plays("When ~ enters the battlefield, it becomes an artifact creature until end of turn.")
def test_the_vehicle_entering_attacks_at_once() -> None:
    """CR 205.1b, 301.7, 603.6a: the Vehicle put onto the battlefield becomes a 5/3 artifact
    creature that keeps its Vehicle subtype, attacks with haste for 5, and is no creature
    after the turn (514.2)."""
    cruiser = card("Cruiser", types=["Artifact"], subtypes=["Vehicle"], power=5, toughness=3,
                   cost="{0}", text=CRUISER)
    assert not cruiser.unsupported, cruiser.unsupported
    state = turn(perm("c1", "A", cruiser, Zone.HAND))
    play(state, "cast c1")
    finish_priority(state)
    c1 = state.permanents["c1"]
    assert c1.zone is Zone.BATTLEFIELD and c1.card.is_creature
    assert c1.card.subtypes == ("Vehicle",) and "Artifact" in c1.card.types
    to(state, "declare_attackers")
    play(state, "attack c1=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 15
    assert not state.permanents["c1"].card.is_creature


@plays("{T}: Target Vehicle becomes an artifact creature until end of turn.")
def test_a_target_vehicle_becomes_a_creature() -> None:
    """CR 205.1b, 301.7: the land's ability makes the target Vehicle a 4/3 artifact creature."""
    hangar = card("Hangar", types=["Artifact"], text=HANGAR)
    ship = card("Ship", types=["Artifact"], subtypes=["Vehicle"], power=4, toughness=3,
                text="Crew 3")
    assert not hangar.unsupported and not ship.unsupported
    state = turn(perm("h1", "A", hangar), perm("s1", "A", ship))
    play(state, "activate h1 0", "target s1")
    finish_priority(state)
    assert state.permanents["s1"].card.is_creature
    assert (state.power("s1"), state.toughness("s1")) == (4, 3)
