"""Replacement effects modifying an event (CR 614.1a; ``sim.model.replacement_verbs``): "if
you would gain life, you gain twice that much life instead" doubles each life gain of its
controller (``sim.rules.life.gain_life``), once per such ability, in any order the same
(616.1)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play, to

from sim import GameState
from sim.model.decisions import DecisionKind
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


LIVES_TEXT = ("If one or more tokens would be created under your control, twice that many of "
              "those tokens are created instead.")
PROCESSION_TEXT = ("If an effect would create one or more tokens under your control, it creates "
                   "twice that many of those tokens instead.")
LIVES = card("Lives", types=["Enchantment"], cost="{3}{G}", text=LIVES_TEXT)
PROCESSION = card("Procession", types=["Artifact"], cost="{3}", text=PROCESSION_TEXT)
SOLDIER = "Create a 1/1 white Soldier creature token."


def _soldiers(state: GameState, player: str) -> int:
    return sum(1 for p in state.battlefield() if p.token and p.controller == player)


def _create(*objects: object) -> GameState:
    state = turn(perm("p1", "A", spell(SOLDIER, "Instant"), Zone.HAND),
                 *objects)  # type: ignore[arg-type]
    play(state, "cast p1")
    return finish(state)


@plays(LIVES_TEXT, PROCESSION_TEXT)
def test_tokens_created_under_its_controllers_control_are_doubled() -> None:
    """CR 614.1a, 616.1: A's "create a 1/1 token" with A's Lives creates two; with Lives and
    Procession four (each doubles once, in either order the same); B's Lives ("under your
    control": its controller's) none more."""
    assert _soldiers(_create(perm("l1", "A", LIVES)), "A") == 2
    assert _soldiers(_create(perm("l1", "A", LIVES), perm("r1", "A", PROCESSION)), "A") == 4
    assert _soldiers(_create(perm("l1", "B", LIVES)), "A") == 1


def test_a_doubled_germ_gets_the_equipment_its_controller_picks() -> None:
    """CR 702.92a, 614.1a, 701.3a: living weapon with Lives creates two Germs; "attach this to
    it" attaches the Equipment to the one its controller chooses (a choose_permanent), the
    other Germ a 0/0 that dies."""
    sword = card("Sword", types=["Artifact"], subtypes=["Equipment"], cost="{U}",
                 text="Living weapon\nEquipped creature gets +1/+1.\nEquip {2}")
    state = turn(perm("w1", "A", sword, Zone.HAND), perm("l1", "A", LIVES))
    play(state, "cast w1")
    state = to(state, DecisionKind.CHOOSE_PERMANENT)
    assert state.decision is not None and len(state.decision.options) == 2
    germ = state.decision.options[1]
    state.apply(next(a for a in state.legal_actions() if str(a) == f'permanent "{germ}"'))
    finish(state)
    assert state.permanents["w1"].attached_to == germ
    assert [p.id for p in state.battlefield() if p.token] == [germ]
