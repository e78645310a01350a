"""Replacement effects modifying an event (CR 614.1a; ``sim.model.replacement_verbs``): "if
you would gain life, you gain twice that much life instead" doubles each life gain of its
controller (``sim.rules.life.gain_life``), once per such ability, in any order the same
(616.1)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import GameState
from sim.model.events import LifeGained
from sim.model.objects import Zone

TWICE = "If you would gain life, you gain twice that much life instead."
FAITHMENDER = card("Faithmender", types=["Creature"], subtypes=["Rhino"], cost="{3}{W}",
                   power=3, toughness=5, text=TWICE)
VORTEX = card("Vortex", types=["Enchantment"], cost="{1}{R}{R}",
              text="If a player would gain life, that player gains no life instead.")


def _gain(*objects: object) -> GameState:
    """A casts "You gain 3 life." with ``objects`` on the battlefield; it resolves."""
    state = turn(perm("p1", "A", spell("You gain 3 life.", "Instant"), Zone.HAND),
                 *objects)  # type: ignore[arg-type]
    play(state, "cast p1")
    return finish(state)


@plays(TWICE)
def test_a_life_gain_of_its_controller_is_doubled() -> None:
    """CR 614.1a: with A's Faithmender, A's "gain 3 life" gains 6 (one LifeGained of 6: the
    event is replaced, not followed by a second gain)."""
    state = _gain(perm("f1", "A", FAITHMENDER))
    assert state.players["A"].life == 26
    assert [e.amount for e in state.events if isinstance(e, LifeGained)] == [6]


def test_two_double_it_twice_and_an_opponents_none() -> None:
    """CR 614.1a, 616.1: two of A's double a gain of 3 to 12 (either order: 3→6→12); B's
    Faithmender ("you": its controller) doesn't change A's gain."""
    state = _gain(perm("f1", "A", FAITHMENDER), perm("f2", "A", FAITHMENDER))
    assert state.players["A"].life == 32
    state = _gain(perm("f3", "B", FAITHMENDER))
    assert state.players["A"].life == 23


def test_with_gains_no_life_instead_no_life_is_gained() -> None:
    """CR 616.1: with "that player gains no life instead" too, either order gives no life."""
    state = _gain(perm("f1", "A", FAITHMENDER), perm("v1", "B", VORTEX))
    assert state.players["A"].life == 20
