"""Restrictions on casting spells (CR 101.2, 601.2; ``sim.rules.cast_limits``): "Each player
can't cast more than one spell each turn.", "You can't cast more than one spell each turn."
— what a player may cast, as the legal actions say, in a played game."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim


def _spell(pid: str) -> dict[str, Any]:
    return {"id": pid, "name": f"Spell {pid}", "types": ["Instant"], "cost": "{0}",
            "text": "You gain 1 life."}


def _game(text: str, controller: str = "A") -> mtgsim.GameState:
    """A's beginning of combat, A holding instants a1 and a2, B holding b1 and b2, and a
    permanent of ``controller`` with ``text``."""
    rule = {"id": "rule", "controller": controller, "name": "Rule", "types": ["Enchantment"],
            "text": text}
    return mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [_spell("a1"), _spell("a2")]},
                    "B": {"hand": [_spell("b1"), _spell("b2")]}},
        "permanents": [rule], "combat": {"attacks": {}}})


def _casts(state: mtgsim.GameState) -> list[str]:
    return [str(a) for a in state.legal_actions() if str(a).startswith("cast")]


def _cast_and_resolve(state: mtgsim.GameState, action: str) -> None:
    """Cast ``action`` by its player, then everyone passes until it has resolved."""
    state.apply(next(a for a in state.legal_actions() if str(a) == action))
    while state.stack:
        _pass(state)


def _pass(state: mtgsim.GameState) -> None:
    """Pass priority (or the default policy's choice: no attackers, no blockers)."""
    assert state.decision is not None
    state.apply(mtgsim.DefaultAgent().act(state, state.decision, state.legal_actions()))


def _casts_of(state: mtgsim.GameState, player: str) -> list[str]:
    """The spells ``player`` may cast at their next priority this turn (the others pass); none
    when the play ends first (a player with nothing to do but pass is not asked)."""
    turn = state.turn
    while state.decision is not None and state.decision.player != player:
        _pass(state)
    assert state.turn == turn
    return _casts(state) if state.decision is not None else []


@plays("Each player can't cast more than one spell each turn.")
def test_each_player_casts_one_spell_each_turn() -> None:
    """CR 101.2: A casts a1; then A can't cast a2, while B, who has cast nothing this turn,
    still may cast b1 — and not b2 after it."""
    state = _game("Each player can't cast more than one spell each turn.")
    assert _casts_of(state, "A") == ["cast a1", "cast a2"]
    _cast_and_resolve(state, "cast a1")
    assert state.players["A"].life == 21
    assert _casts_of(state, "A") == []
    _pass(state)
    assert _casts_of(state, "B") == ["cast b1", "cast b2"]
    _cast_and_resolve(state, "cast b1")
    assert state.players["B"].life == 21
    assert _casts_of(state, "B") == []


@plays("You can't cast more than one spell each turn.")
def test_only_its_controller_casts_one_spell_each_turn() -> None:
    """CR 101.2: the permanent is B's: A may cast both a1 and a2 this turn; A's, only one."""
    state = _game("You can't cast more than one spell each turn.", controller="B")
    _cast_and_resolve(state, "cast a1")
    assert _casts_of(state, "A") == ["cast a2"]
    state = _game("You can't cast more than one spell each turn.")
    _cast_and_resolve(state, "cast a1")
    assert _casts_of(state, "A") == []
