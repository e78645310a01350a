"""Exiling whole graveyards (CR 406.2, 404.1): "exile target player's graveyard", "exile each
opponent's graveyard", "exile all graveyards": every card of each named graveyard moves to
exile; nothing else does."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import Zone
from sim.testing.checker import check


def dead(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"name": f"Dead {owner}{i}", "types": ["Creature"], "power": 1, "toughness": 1}
            for i in range(n)]


def game(text: str, targets: tuple[str, ...] = (), kind: str = "Instant",
         mode: int | None = None) -> GameState:
    """A casts the spell Wipe (``text``) in their main phase; A has 2 cards in their graveyard,
    B has 3."""
    action: dict[str, Any] = {"step": "precombat_main", "player": "A", "cast": "wipe",
                              "targets": list(targets)}
    if mode is not None:
        action["mode"] = mode
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"library": 5, "graveyard": dead("A", 2),
                          "hand": [{"id": "wipe", "name": "Wipe", "types": [kind],
                                    "cost": "{0}", "text": text}]},
                    "B": {"library": 5, "graveyard": dead("B", 3)}},
        "combat": {"actions": [action]}})


def zone_count(state: GameState, player: str, zone: Zone) -> int:
    return len(state.cards(player, zone))


@plays("Exile target player's graveyard.")
def test_exile_target_players_graveyard() -> None:
    """CR 406.2: B's three graveyard cards are exiled; A's graveyard (Wipe went there after
    resolving, 608.2n) keeps its cards."""
    state = game("Exile target player's graveyard.", ("B",))
    mtgsim.play(state)
    assert zone_count(state, "B", Zone.GRAVEYARD) == 0
    assert zone_count(state, "B", Zone.EXILE) == 3
    assert zone_count(state, "A", Zone.GRAVEYARD) == 3  # its two cards and Wipe


@plays("Exile all graveyards.")
def test_exile_all_graveyards() -> None:
    """CR 406.2: every graveyard is exiled as the spell resolves (Wipe itself goes to the
    graveyard after, 608.2n)."""
    state = game("Exile all graveyards.", kind="Sorcery")
    mtgsim.play(state)
    assert zone_count(state, "B", Zone.EXILE) == 3
    assert zone_count(state, "A", Zone.EXILE) == 2
    assert [c.card.name for c in state.cards("A", Zone.GRAVEYARD)] == ["Wipe"]


@plays("Exile each opponent's graveyard.")
def test_exile_each_opponents_graveyard() -> None:
    """CR 406.2, 102.2: only the opponents' graveyards."""
    state = game("Exile each opponent's graveyard.")
    mtgsim.play(state)
    assert zone_count(state, "B", Zone.EXILE) == 3
    assert zone_count(state, "A", Zone.EXILE) == 0


@plays("Choose one —• Exile target player's graveyard.• Draw a card.")
def test_a_mode_exiling_a_graveyard() -> None:
    """CR 700.2, 406.2: the run-on first mode chosen exiles A's own graveyard."""
    state = game("Choose one —• Exile target player's graveyard.• Draw a card.", ("A",), mode=0)
    mtgsim.play(state)
    assert zone_count(state, "A", Zone.EXILE) == 2
    assert zone_count(state, "B", Zone.GRAVEYARD) == 3


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_graveyard_exile(seed: int) -> None:
    """CR 406.2: random play through the modal spell keeps every invariant."""
    check(game("Choose one —• Exile target player's graveyard.• Draw a card."),
          np.random.default_rng(seed))
