"""``ai.lookahead``: the one-ply search policy, and the search helpers ``ai.mcts`` shares."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim
from ai.evaluation import evaluate
from ai.heuristic import HeuristicAgent
from ai.lookahead import (
    LookaheadAgent,
    SearchConfigError,
    candidates,
    play_out,
    worth_searching,
)
from sim.engine.agents import DefaultAgent
from sim.engine.play import drive
from sim.model.actions import Action, CastSpell, Choose, DeclareBlockers
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.state import GameState
from sim.testing import random_board

DECKS = ("examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt")


def pump_board() -> GameState:
    """A's bear (2/2) and ogre (3/3) attack B, at 5 life; B's guard (3/3) blocks the ogre; A
    holds Giant Growth (+3/+3) with {G}. Pumping the unblocked bear deals 2 + 3 = 5: lethal
    (CR 704.5a). Pumping the ogre instead only wins its fight."""
    return mtgsim.load({
        "players": {"A": {"life": 20, "hand": ["Giant Growth"], "mana": "{G}"},
                    "B": {"life": 5}},
        "permanents": [{"id": "bear", "controller": "A", "power": 2, "toughness": 2},
                       {"id": "ogre", "controller": "A", "power": 3, "toughness": 3},
                       {"id": "guard", "controller": "B", "power": 3, "toughness": 3}],
        "combat": {"attacks": {"bear": "B", "ogre": "B"}, "blocks": {"guard": ["ogre"]}},
    })


def test_lookahead_finds_the_lethal_pump() -> None:
    state = pump_board()
    outcome = mtgsim.play(state, {"A": LookaheadAgent(np.random.default_rng(0)),
                                  "B": HeuristicAgent()})
    assert outcome.losers == ("B",)
    assert "target bear" in [str(a) for a in state.history]


def test_premise_the_heuristic_pumps_the_blocked_ogre() -> None:
    """The board above is one the heuristic gets wrong: its trick rule pumps the creature
    whose fight the pump flips (the blocked ogre), so B survives at 3."""
    state = pump_board()
    outcome = mtgsim.play(state, {"A": HeuristicAgent(), "B": HeuristicAgent()})
    assert outcome.losers == ()
    assert outcome.life["B"] == 3


def reference_best(state: GameState, legal: LegalActions) -> float:
    """The best evaluation over every legal action, each played on by the heuristic: the
    slow, obviously correct one-ply search."""
    player = state.decision.player  # type: ignore[union-attr]
    best = -np.inf
    for action in list(legal):
        branch = state.clone()
        branch.apply(action)
        play_out(branch, HeuristicAgent(), None)
        best = max(best, evaluate(branch, player))
    return float(best)


def value_of(state: GameState, action: Action) -> float:
    player = state.decision.player  # type: ignore[union-attr]
    branch = state.clone()
    branch.apply(action)
    play_out(branch, HeuristicAgent(), None)
    return evaluate(branch, player)


def check_board(seed: int) -> Counter[str]:
    """Play a random combat; at each declaration (attacks, then blocks) with at most 64 legal
    ones, check that the lookahead's scores the best value any legal declaration could.
    Returns how many of each kind were checked."""
    state = random_board(np.random.default_rng(seed), max_creatures=3).start()
    agent = LookaheadAgent(np.random.default_rng(seed), width=64)
    checked: Counter[str] = Counter()
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        if decision.kind in ("declare_attackers", DecisionKind.DECLARE_BLOCKERS) and \
                1 < legal.count() <= 64:
            action = agent.act(state, decision, legal)
            assert action in legal
            assert value_of(state, action) == pytest.approx(reference_best(state, legal))
            checked[decision.kind] += 1
        else:
            action = HeuristicAgent().act(state, decision, legal) if legal.count() > 1 \
                else legal[0]
        state.apply(action)
    return checked


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000))
def test_lookahead_matches_exhaustive_search(seed: int) -> None:
    check_board(seed)


def test_exhaustive_check_covers_attacks_and_blocks() -> None:
    checked = sum((check_board(seed) for seed in range(20)), Counter[str]())
    assert checked["declare_attackers"] >= 5 and checked["declare_blockers"] >= 3, checked


def test_candidates_are_legal_distinct_and_start_with_the_heuristic() -> None:
    rng = np.random.default_rng(3)
    for seed in range(30):
        state = random_board(np.random.default_rng(seed), max_creatures=4).start()
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        if legal.count() < 2:
            continue
        found = candidates(state, decision, legal, rng, 5)
        assert 1 <= len(found) <= 5
        assert all(a in legal for a in found)
        assert len(set(found)) == len(found)
        assert found[0] == HeuristicAgent().act(state, decision, legal)


def test_large_declaration_spaces_are_sampled_not_enumerated() -> None:
    """Eight untapped creatures a side: 9^8 block declarations are possible; the candidates
    stop at the width."""
    permanents: list[dict[str, Any]] = [
        {"id": f"a{i}", "controller": "A", "power": 2, "toughness": 2} for i in range(8)]
    permanents += [{"id": f"b{i}", "controller": "B", "power": 1, "toughness": 1}
                   for i in range(8)]
    state = mtgsim.load({"players": {"A": {}, "B": {}}, "permanents": permanents,
                         "combat": {"attacks": {f"a{i}": "B" for i in range(8)}}})
    drive(state, DefaultAgent(), lambda s: s.pending is not None
          and s.pending.kind == DecisionKind.DECLARE_BLOCKERS)  # the file's attack, then stop
    decision = state.decision
    assert decision is not None
    legal = state.legal_actions()
    assert legal.count() == 9 ** 8
    found = candidates(state, decision, legal, np.random.default_rng(0), 12)
    assert len(found) == 12
    assert DeclareBlockers() in found  # the default policy's "block with nothing"
    assert all(a in legal for a in found)


def test_trivial_decisions_cost_no_search(monkeypatch: pytest.MonkeyPatch) -> None:
    state = pump_board().start()
    agent = LookaheadAgent(np.random.default_rng(0))

    def no_clone(self: GameState) -> GameState:
        raise AssertionError("a trivial decision was searched")

    legal = state.legal_actions()
    one = OneAction(legal[0])
    monkeypatch.setattr(GameState, "clone", no_clone)
    decision = state.decision
    assert decision is not None
    assert agent.act(state, decision, one) == legal[0]
    assert agent.searched == 0


class OneAction(LegalActions):
    """A legal list of exactly one action."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def size(self) -> int:
        return 1

    def __getitem__(self, index: Any) -> Any:
        return self.action

    def reasons(self, action: Action) -> list[str]:
        return [] if action == self.action else ["not it"]


def test_worth_searching() -> None:
    state = pump_board().start()
    decision = state.decision
    assert decision is not None and decision.kind == "priority"
    legal = state.legal_actions()
    assert any(isinstance(a, CastSpell) for a in legal)
    assert worth_searching(decision, legal)
    assert not worth_searching(Decision("A", "mulligan", ""), legal)
    assert not worth_searching(Decision("A", "choose_target", ""), OneAction(Choose("target",
                                                                                      "bear")))


def test_lookahead_is_deterministic_in_a_game() -> None:
    histories = []
    for _ in range(2):
        state = mtgsim.game(*DECKS, seed=5, turn_limit=6)
        mtgsim.play(state, {"A": LookaheadAgent(np.random.default_rng(9)),
                            "B": HeuristicAgent()})
        histories.append([str(a) for a in state.history])
    assert histories[0] == histories[1]
    assert any(a.startswith("attack") or a.startswith("cast") for a in histories[0])


def test_lookahead_through_the_facade() -> None:
    state = pump_board()
    outcome = mtgsim.play(state, {"A": mtgsim.policy("lookahead", np.random.default_rng(1)),
                                  "B": "heuristic"})
    assert outcome.losers == ("B",)


@pytest.mark.parametrize("kwargs", [{"samples": 0}, {"width": 0}, {"horizon": -1},
                                    {"rollout": "minimax"}])
def test_bad_parameters_raise_a_value_error(kwargs: dict[str, Any]) -> None:
    with pytest.raises(SearchConfigError) as err:
        LookaheadAgent(np.random.default_rng(0), **kwargs)
    assert isinstance(err.value, ValueError)


def test_random_rollouts_average_several_samples() -> None:
    state = pump_board()
    agent = LookaheadAgent(np.random.default_rng(2), rollout="random")
    mtgsim.play(state, {"A": agent, "B": HeuristicAgent()})
    assert agent.searched >= 1
    assert agent.playouts >= 3 * 2 * agent.searched  # 3 samples of 2+ candidates each

