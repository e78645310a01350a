"""A card's own "if ~ would be put into a graveyard from anywhere, exile it instead" (CR
614.1a, 614.6; ``sim.model.graveyard_replacement``): every move of that object to a graveyard
goes to exile instead — dying (no ``Died``), resolving, discarded, milled."""

from __future__ import annotations

from played import plays
from test_library import FOREST, cast_probe, spell, turn
from test_stack import card, events, finish, perm, play

from sim import GameState
from sim.model.events import Died, Discarded
from sim.model.objects import Zone

GY = "If Drifter would be put into a graveyard from anywhere, exile it instead."
DRIFTER = card("Drifter", types=["Creature"], cost="{1}{U}", text=f"Flying\n{GY}", power=1,
               toughness=1)
CHARM = card("Drifter", types=["Enchantment"], cost="{1}{U}", text=GY)


def _where(state: GameState, name: str) -> list[Zone]:
    return [p.zone for p in state.permanents.values() if p.card.name == name]


@plays("If ~ would be put into a graveyard from anywhere, exile it instead.")
def test_destroyed_it_is_exiled_and_does_not_die() -> None:
    """CR 614.1a, 614.6, 700.4: destroyed, the Drifter would go to its owner's graveyard; it
    is exiled instead, so it never dies (no ``Died`` event)."""
    state = turn(perm("p1", "A", spell("Destroy target creature.", "Sorcery"), Zone.HAND),
                 perm("d", "B", DRIFTER))
    play(state, "cast p1", "target d")
    finish(state)
    assert state.permanents["d"].zone is Zone.EXILE
    assert events(state, Died) == []


def test_a_noncreature_permanent_is_exiled_too() -> None:
    """CR 614.1a: "from anywhere" covers any permanent: a destroyed enchantment is exiled."""
    state = turn(perm("p1", "A", spell("Destroy target enchantment.", "Sorcery"), Zone.HAND),
                 perm("d", "B", CHARM))
    play(state, "cast p1", "target d")
    finish(state)
    assert state.permanents["d"].zone is Zone.EXILE and events(state, Died) == []


def test_milled_it_is_exiled() -> None:
    """CR 701.13a, 614.1a: milled, the Drifter goes from the library to exile; the Forest
    milled with it goes to the graveyard."""
    state = finish(cast_probe("Mill two cards.", library=(DRIFTER, FOREST)))
    assert _where(state, "Drifter") == [Zone.EXILE]
    assert _where(state, "Forest") == [Zone.GRAVEYARD]


def test_discarded_it_is_exiled_and_still_discarded() -> None:
    """CR 701.9a, 614.6: discarded, the Drifter is exiled instead of going to the graveyard;
    it is still discarded (only its destination is replaced)."""
    state = turn(perm("p1", "A", spell("Discard your hand.", "Sorcery"), Zone.HAND),
                 perm("d", "A", DRIFTER, Zone.HAND))
    state.apply("cast p1")
    finish(state)
    assert state.permanents["d"].zone is Zone.EXILE
    assert events(state, Discarded)
