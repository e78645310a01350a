"""+1/+1 counters on "target creature or Vehicle [you control]" (CR 115.1; 301.7: a Vehicle
is an artifact that becomes a creature when crewed; 122.1: counters may be put on any
permanent, and a +1/+1 counter on a noncreature Vehicle counts once it is a creature, 613.4c):
``sim.text.counter_rules.vehicle_target``."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import card, legal, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.objects import PLUS, Zone

WAY = "Put a +1/+1 counter on target creature or Vehicle."
CART = card("Cart", types=["Artifact"], subtypes=["Vehicle"], power=3, toughness=3, cost="{1}",
            text="Crew 1")
ROCK = card("Rock", types=["Artifact"], cost="{1}")
BEAR = card("Bear", power=2, toughness=2, cost="{1}{G}")


@plays("Put a +1/+1 counter on target creature or Vehicle.")
def test_a_noncreature_vehicle_may_be_targeted_and_gets_the_counter() -> None:
    """CR 115.1, 301.7, 122.1: the uncrewed Vehicle (an artifact, no creature) may be the
    target and gets the counter; another artifact may not be targeted; crewed, the Vehicle is a
    4/4 (613.4c)."""
    spell = card("Way", types=["Instant"], cost="{0}", text=WAY)
    state = two_turns(perm("s1", "A", spell, Zone.HAND), perm("v1", "A", CART),
                      perm("r1", "A", ROCK), perm("b1", "A", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    options = legal(state)
    assert "target v1" in options and "target b1" in options and "target r1" not in options
    play(state, "target v1")
    finish_one(state)
    assert dict(state.permanents["v1"].counters) == {PLUS: 1}
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate v1 0")  # crew 1: the Bear taps (702.122a)
    finish_one(state)
    assert state.permanents["b1"].tapped
    assert power_and_toughness(state, "v1") == (4, 4)


SALVAGER = ("When Salvager enters, put a +1/+1 counter on target creature or Vehicle you "
            "control.")


@plays("When ~ enters, put a +1/+1 counter on target creature or Vehicle you control.")
def test_only_a_creature_or_vehicle_you_control_may_be_targeted() -> None:
    """CR 115.1, 603.3d: the enters trigger may target A's Vehicle or A's creatures, not B's
    creature; the Vehicle chosen gets the counter."""
    salvager = card("Salvager", power=1, toughness=1, cost="{0}", text=SALVAGER)
    state = two_turns(perm("s1", "A", salvager, Zone.HAND), perm("v1", "A", CART),
                      perm("x1", "B", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    to(state, "choose_target")  # the trigger's target, as it is put on the stack (603.3d)
    options = legal(state)
    assert "target v1" in options and "target s1" in options and "target x1" not in options
    play(state, "target v1")
    finish_one(state)
    assert dict(state.permanents["v1"].counters) == {PLUS: 1}
