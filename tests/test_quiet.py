"""The engine's fast paths (sim.rules.fastpaths: a quiet board's priority, forced combat damage, a
quiet combat finished in one go by sim.rules.quiet_combat) against the general loop: on random
boards the two make the same positions, events included, decision after decision."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
from boards import board, creature
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim
import sim
from ai.random_policy import RandomAgent
from mtgsim import batch
from sim.engine.core import is_quiet
from sim.model.card import CardDef
from sim.model.keywords import Kw
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules import fastpaths
from sim.rules import quiet_combat as quiet
from sim.testing import random_board


@contextmanager
def general_path() -> Iterator[None]:
    fastpaths.ENABLED = False
    try:
        yield
    finally:
        fastpaths.ENABLED = True


class Count:
    """Counts the quiet combats ``sim.rules.quiet_combat.finish`` played through."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.finished = 0
        real = quiet.finish

        def counted(state: GameState) -> bool:
            done = real(state)
            self.finished += done
            return done

        monkeypatch.setattr(quiet, "finish", counted)


def trajectory(state: GameState, seed: int) -> list[dict[str, Any]]:
    """The position after each decision of a random play (and the end)."""
    agent = RandomAgent(np.random.default_rng(seed))
    state.start()
    seen = [state.to_dict()]
    while state.decision is not None:
        state.apply(agent.act(state, state.decision, state.legal_actions()))
        seen.append(state.to_dict())
    return seen


def random_game(seed: int, tricks: bool, plain: bool) -> GameState:
    """``sim.testing.checker.random_board``; ``plain``: without damage effects and with forced
    assignments skipped, so that most combats are quiet."""
    game = random_board(np.random.default_rng(seed), tricks=tricks)
    if plain:
        game.damage_effects.clear()
        game.skip_trivial = True
    return game


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans(), st.booleans())
def test_random_boards_play_the_same_with_and_without_fast_paths(seed: int, tricks: bool,
                                                                 plain: bool) -> None:
    game = random_game(seed, tricks, plain)
    fast = trajectory(game.clone(), seed)
    with general_path():
        plain_path = trajectory(game.clone(), seed)
    assert fast == plain_path


@pytest.mark.pure_engine
def test_the_random_boards_take_the_fast_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    count = Count(monkeypatch)
    for seed in range(150):
        trajectory(random_game(seed, False, True), seed)
    # a plain board's combat is finished in one go unless nothing attacks, a trampler is
    # blocked, or a creature blocks or is blocked by several (a Lure, "can block an additional
    # creature"): the property above compares a good share of such combats
    assert count.finished >= 40


def test_batch_boards_play_the_same_with_and_without_fast_paths() -> None:
    boards = batch.random_boards(300, seed=3, max_attackers=3, max_blockers=3)
    for i in range(len(boards)):
        scenario = boards.scenario(i)
        fast = mtgsim.load(scenario)
        sim.play(fast)
        with general_path():
            plain = mtgsim.load(scenario)
            sim.play(plain)
        assert fast.to_dict() == plain.to_dict(), scenario


@pytest.mark.pure_engine
def test_the_batch_boards_take_the_fast_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    boards = batch.random_boards(300, seed=3, max_attackers=3, max_blockers=3)
    count = Count(monkeypatch)
    for i in range(len(boards)):
        sim.play(mtgsim.load(boards.scenario(i)))
    assert count.finished >= 150  # most of these scripted 3x3 combats are quiet


def quiet_fight(**keywords: Kw) -> GameState:
    """A 3/3 attacker ``a`` blocked by a 2/2 ``b``, at the declare blockers step's priority."""
    game = board(creature("a", "A", 3, 3, keywords.get("a", Kw.NONE)),
                 creature("b", "B", 2, 2, keywords.get("b", Kw.NONE)))
    game.start()
    game.apply("attack a=B")
    game.apply("block b=a")
    return game


@pytest.mark.pure_engine
def test_a_quiet_board_is_finished_in_one_go(monkeypatch: pytest.MonkeyPatch) -> None:
    count = Count(monkeypatch)
    game = quiet_fight()
    assert count.finished == 1 and game.is_terminal()
    assert game.outcome().died == ("b",) and game.permanents["a"].damage == 2


@pytest.mark.pure_engine
def test_a_blocked_trampler_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    count = Count(monkeypatch)
    game = quiet_fight(a=Kw.TRAMPLE)
    assert count.finished == 0 and game.decision is not None
    assert game.decision.kind == "assign_combat_damage" and game.decision.player == "A"


def test_what_makes_a_board_not_quiet() -> None:
    plain = board(creature("a", "A"), creature("b", "B"))
    assert is_quiet(plain)
    flash = CardDef("Ambusher", power=1, toughness=1, keywords=Kw.FLASH)
    in_hand = plain.clone()
    in_hand.permanents["h"] = Permanent("h", "B", flash, zone=Zone.HAND)
    exalted = plain.clone()
    exalted.permanents["x"] = Permanent("x", "A", CardDef("X", power=1, toughness=1,
                                                          keywords=Kw.EXALTED))
    assert not is_quiet(in_hand) and not is_quiet(exalted)
    with general_path():
        assert not is_quiet(plain)
