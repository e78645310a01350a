"""``ai.mcts`` (UCT search) and ``ai.determinize`` (resampling what a player cannot see)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
import pytest
from test_lookahead import OneAction, pump_board

import mtgsim
from ai.determinize import determinize, hidden_from, known_bottom
from ai.heuristic import HeuristicAgent
from ai.lookahead import SearchConfigError, worth_searching
from ai.mcts import MctsAgent
from sim.engine.play import drive
from sim.model.actions import Action
from sim.model.decisions import Decision, LegalActions
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.testing import random_board

DECKS = ("examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt")


def game_at_search(seed: int, player: str = "A", turn: int = 4) -> GameState:
    """A game between the example decks, played by the heuristic until ``player`` faces a
    decision the search policies search, on turn ``turn`` or later."""
    state = mtgsim.game(*DECKS, seed=seed)

    def searched(s: GameState) -> bool:
        d = s.pending
        return d is not None and d.player == player and s.turn >= turn \
            and worth_searching(d, s.legal_actions())

    drive(state, HeuristicAgent(), searched)
    assert not state.is_terminal()
    return state


def hand(state: GameState, player: str) -> list[tuple[str, str]]:
    return sorted((p.id, p.card.name) for p in state.cards(player, Zone.HAND))


def names(state: GameState, player: str) -> Counter[str]:
    """The unseen cards of ``player``: hand and library, by name."""
    return Counter([p.card.name for p in state.cards(player, Zone.HAND)]
                   + [c.name for c in state.players[player].library])


# --- determinization ------------------------------------------------------------------------

def test_determinize_resamples_the_opponents_hand_and_keeps_what_the_viewer_knows() -> None:
    state = game_at_search(1)
    before = state.to_dict()
    rng = np.random.default_rng(0)
    worlds = [determinize(state, "A", rng) for _ in range(8)]
    assert state.to_dict() == before  # the real position is untouched
    b_hands = {tuple(sorted(p.card.name for p in w.cards("B", Zone.HAND))) for w in worlds}
    assert len(b_hands) > 1  # the opponent's hidden hand changes from world to world
    for w in worlds:
        assert hand(w, "A") == hand(state, "A")  # the viewer's own hand, ids and cards
        assert len(w.cards("B", Zone.HAND)) == len(state.cards("B", Zone.HAND))
        for p in ("A", "B"):
            assert names(w, p) == names(state, p)  # the same unseen cards, redistributed
            assert len(w.players[p].library) == len(state.players[p].library)
        assert sorted(w.battlefield(), key=lambda p: p.id) == \
            sorted(state.battlefield(), key=lambda p: p.id)
        assert w.seed != state.seed  # future shuffles are unknown too
        assert w.legal_actions().count() == state.legal_actions().count()


def test_determinize_depends_only_on_what_the_viewer_knows() -> None:
    """Swap a card of B's hand with a different card of B's library (ids unchanged): the
    worlds drawn from the same generator state are the same."""
    state = game_at_search(2)
    other = state.clone()
    b = other.players["B"]
    card = other.cards("B", Zone.HAND)[0]
    k = next(i for i, c in enumerate(b.library) if c.name != card.card.name)
    card.card, b.library = b.library[k], b.library[:k] + (card.card,) + b.library[k + 1:]
    assert names(other, "B") == names(state, "B") and hand(other, "B") != hand(state, "B")
    one = determinize(state, "A", np.random.default_rng(4))
    two = determinize(other, "A", np.random.default_rng(4))
    assert hand(one, "B") == hand(two, "B")
    for p in ("A", "B"):
        assert [c.name for c in one.players[p].library] == \
            [c.name for c in two.players[p].library]
    assert one.seed == two.seed


def test_nothing_is_hidden_in_a_scenario() -> None:
    state = pump_board().start()
    assert not hidden_from(state, "A")
    world = determinize(state, "A", np.random.default_rng(0))
    assert world.to_dict() == state.to_dict()


def test_mulligan_bottom_stays_known() -> None:
    """A player who bottomed cards after a mulligan knows they are at the bottom."""
    for seed in range(40):
        state = mtgsim.game(*DECKS, seed=seed)
        drive(state, HeuristicAgent(), lambda s: not s.opening and s.pending is not None)
        bottom = known_bottom(state, "A")
        if bottom:
            world = determinize(state, "A", np.random.default_rng(1))
            assert world.players["A"].library[-bottom:] == state.players["A"].library[-bottom:]
            return
    pytest.fail("no seed took a mulligan")


# --- the search -----------------------------------------------------------------------------

class Checked:
    """Wraps an agent: every action it returns must be legal."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.calls = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        action: Action = self.agent.act(state, decision, legal)
        assert action in legal, (decision, action)
        self.calls += 1
        return action


def test_mcts_finds_the_lethal_pump() -> None:
    """See ``tests.test_lookahead.pump_board``: only the pump on the unblocked bear wins."""
    state = pump_board()
    outcome = mtgsim.play(state, {"A": MctsAgent(np.random.default_rng(0), iterations=40),
                                  "B": HeuristicAgent()})
    assert outcome.losers == ("B",)


def test_mcts_picks_the_forced_win_and_the_forced_save() -> None:
    """B at 3 faces A's 3/3 flier: attacking with it wins (B's only creature can't block a
    flier, CR 702.9b). As B, at 2 life facing a 2/2 and holding a 1/1, only blocking
    survives."""
    state = mtgsim.load({
        "players": {"A": {}, "B": {"life": 3}},
        "permanents": [{"id": "drake", "controller": "A", "power": 3, "toughness": 3,
                        "keywords": ["flying"]},
                       {"id": "wall", "controller": "B", "power": 0, "toughness": 6}]})
    outcome = mtgsim.play(state, {"A": MctsAgent(np.random.default_rng(1), iterations=30),
                                  "B": HeuristicAgent()})
    assert outcome.losers == ("B",)
    state = mtgsim.load({
        "players": {"A": {}, "B": {"life": 2}},
        "permanents": [{"id": "bear", "controller": "A", "power": 2, "toughness": 2},
                       {"id": "squire", "controller": "B", "power": 1, "toughness": 1}],
        "combat": {"attacks": {"bear": "B"}}})
    outcome = mtgsim.play(state, {"A": HeuristicAgent(),
                                  "B": MctsAgent(np.random.default_rng(1), iterations=30)})
    assert outcome.losers == ()
    assert outcome.life["B"] == 2


def test_mcts_is_deterministic_for_a_seed() -> None:
    state = random_board(np.random.default_rng(12), tricks=True).start()
    while not worth_searching(state.decision, state.legal_actions()):  # type: ignore[arg-type]
        state.apply(state.legal_actions()[0])
    runs = []
    for _ in range(2):
        agent = MctsAgent(np.random.default_rng(5), iterations=30)
        action = agent.act(state, state.decision, state.legal_actions())  # type: ignore[arg-type]
        assert agent.root is not None
        runs.append((action, [(str(c.action), c.visits) for c in agent.root.children]))
    assert runs[0] == runs[1]
    assert sum(v for _, v in runs[0][1]) == 30


def test_mcts_never_returns_an_illegal_action() -> None:
    for seed in range(6):
        state = random_board(np.random.default_rng(seed), tricks=True)
        agents = {p: Checked(MctsAgent(np.random.default_rng(seed), iterations=12,
                                       rollout="random" if p == "B" else "heuristic",
                                       opponents=seed % 2 == 0))
                  for p in ("A", "B")}
        mtgsim.play(state, agents)
        assert state.is_terminal()


def test_mcts_in_a_game_does_not_peek() -> None:
    """The same search (same seed) from two positions that differ only in B's hidden hand
    makes the same choice and the same tree."""
    state = game_at_search(3)
    other = state.clone()
    b = other.players["B"]
    card = other.cards("B", Zone.HAND)[0]
    k = next(i for i, c in enumerate(b.library) if c.name != card.card.name)
    card.card, b.library = b.library[k], b.library[:k] + (card.card,) + b.library[k + 1:]
    trees = []
    for position in (state, other):
        agent = MctsAgent(np.random.default_rng(8), iterations=16)
        action = agent.act(position, position.decision,  # type: ignore[arg-type]
                           position.legal_actions())
        assert agent.root is not None and agent.searched == 1
        trees.append((action, [(c.action, c.visits, round(c.total, 9))
                               for c in agent.root.children]))
    assert trees[0] == trees[1]


def test_opponent_nodes_maximise_their_own_reward() -> None:
    """With ``opponents=True`` B's blocks are nodes: A's search, reading B's best block, sees
    that attacking its 2/2 into B's untapped 4/4 loses the bear, and holds back (B's life 20
    is not at stake). The tree holds a node for B below A's attack."""
    state = mtgsim.load({
        "players": {"A": {}, "B": {}},
        "permanents": [{"id": "bear", "controller": "A", "power": 2, "toughness": 2},
                       {"id": "giant", "controller": "B", "power": 4, "toughness": 4}]})
    state.start()
    agent = MctsAgent(np.random.default_rng(0), iterations=40, opponents=True)
    action = agent.act(state, state.decision, state.legal_actions())  # type: ignore[arg-type]
    assert str(action) == "attack none"
    assert agent.root is not None
    attack = next(c for c in agent.root.children if str(c.action) == "attack bear=B")
    assert ("B", "declare_blockers") in attack.nodes
    assert {str(c.action) for c in attack.nodes["B", "declare_blockers"].children} == \
        {"block giant=bear", "block none"}


def test_mcts_plays_a_whole_game() -> None:
    state = mtgsim.game(*DECKS, seed=4, turn_limit=8)
    agent = Checked(MctsAgent(np.random.default_rng(4), iterations=8))
    mtgsim.play(state, {"A": agent, "B": mtgsim.policy("mcts", np.random.default_rng(5))})
    assert state.is_terminal()
    assert agent.agent.searched >= 3


def test_trivial_decisions_cost_no_search(monkeypatch: pytest.MonkeyPatch) -> None:
    state = pump_board().start()
    agent = MctsAgent(np.random.default_rng(0))
    action = state.legal_actions()[0]

    def no_clone(self: GameState) -> GameState:
        raise AssertionError("a trivial decision was searched")

    monkeypatch.setattr(GameState, "clone", no_clone)
    assert agent.act(state, state.decision, OneAction(action)) == action  # type: ignore[arg-type]
    assert agent.searched == 0 and agent.runs == 0


def test_time_budget_runs_at_least_one_iteration() -> None:
    state = pump_board().start()
    agent = MctsAgent(np.random.default_rng(0), time_budget=1e-9)
    agent.act(state, state.decision, state.legal_actions())  # type: ignore[arg-type]
    assert agent.runs == 1


@pytest.mark.parametrize("kwargs", [{"iterations": 0}, {"time_budget": 0.0}, {"c": -1.0},
                                    {"scale": 0.0}, {"rollout": "nope"}, {"width": 0},
                                    {"worlds": 0}])
def test_bad_parameters_raise_a_value_error(kwargs: dict[str, Any]) -> None:
    with pytest.raises(SearchConfigError) as err:
        MctsAgent(np.random.default_rng(0), **kwargs)
    assert isinstance(err.value, ValueError)
