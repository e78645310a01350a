"""Myriad's choices (CR 702.116a; ``sim.rules.myriad``): one per opponent other than defending
player, in turn order, each offering that player, their planeswalkers and ``NO_TOKEN``."""

from __future__ import annotations

from test_keyword_verbs import attack_with_myriad, myriad_game

from sim.model.events import Entered


def test_myriad_asks_each_other_opponent_in_turn_order() -> None:
    """CR 702.116a, 101.4: attacking B in a four-player game, A is asked for C, then D; a
    token for each enters attacking the player chosen (508.4)."""
    state = myriad_game(("A", "B", "C", "D"))
    attack_with_myriad(state, {"C": "C", "D": "D"})
    entered = [e.attacking for e in state.events if isinstance(e, Entered)]
    assert entered == ["C", "D"]
    assert state.players["C"].life == 17 and state.players["D"].life == 17
