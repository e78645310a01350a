"""The combat solver (``ai.solver``): its blocks against exhaustive enumeration through the
engine, its fast path against the engine block by block, regret, attacks, explanations."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgsim
from ai import solver_engine, solver_fast
from ai.evaluation import WIN
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from ai.solver import (
    BOARD_KEYWORDS,
    SolverAgent,
    SolverError,
    attack_leaf,
    average_regret,
    blocking_boards,
    explain,
    regret,
    solve_attacks,
    solve_blocks,
)
from sim.engine.agents import DefaultAgent
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import DeclareAttackers, DeclareBlockers
from sim.model.decisions import DecisionKind
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.state import GameState

SMALL = 3


def small_boards(seed: int, n: int) -> list[GameState]:
    """``n`` random combats of at most 3 x 3 at the block decision (every keyword of
    ``sim.testing.checker``'s mix, Lure and "block an additional creature" included)."""
    from sim.model.keywords import Kw
    from sim.testing import KEYWORD_MIX

    return list(blocking_boards(np.random.default_rng(seed), n, SMALL, keywords=KEYWORD_MIX
                                + (Kw.LURE, Kw.BLOCK_ADDITIONAL)))


def at_blocks(permanents: list[dict[str, Any]], life: int = 20, rules: str = "current",
              attack: dict[str, str] | None = None) -> GameState:
    """A scenario with A's creatures attacking B (all of them, or ``attack``), at B's
    declare blockers decision."""
    state = mtgsim.load({"rules": rules, "players": {"A": {}, "B": {"life": life}},
                         "permanents": permanents})
    assert state.decision is not None and state.decision.kind == DecisionKind.DECLARE_ATTACKERS
    wanted = attack if attack is not None else \
        {p["id"]: "B" for p in permanents if p["controller"] == "A"}
    state.apply(DeclareAttackers(AttackDeclaration.of(wanted)))
    assert state.decision is not None and state.decision.kind == DecisionKind.DECLARE_BLOCKERS
    return state


def creature(pid: str, controller: str, power: int, toughness: int,
             *keywords: str) -> dict[str, Any]:
    card: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                            "toughness": toughness}
    if keywords:
        card["keywords"] = list(keywords)
    return card


# --- exhaustive enumeration through the engine ----------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_solver_blocks_are_best_of_every_legal_block(seed: int) -> None:
    """On small boards every legal block is played through the engine (minimax after
    blocks): the solver's block has the maximal value, so no policy's block beats it."""
    for state in small_boards(seed, 5):
        values = solver_engine.block_values(state)
        best = max(values.values())
        plan = solve_blocks(state)
        assert plan.exact
        assert plan.declaration in values  # legal
        assert values[plan.declaration] == pytest.approx(best, abs=1e-6)
        assert plan.value == pytest.approx(best, abs=1e-6)
        # regret: 0 for the solver, the exhaustive gap for "no blocks" (the default policy)
        assert regret(state, SolverAgent(np.random.default_rng(0)), plan) == 0.0
        default = regret(state, DefaultAgent(), plan)
        legal = state.legal_actions()
        assert isinstance(legal, DeclarationActions)
        nothing = DefaultAgent().act(state, state.decision, legal)  # type: ignore[arg-type]
        assert isinstance(nothing, DeclareBlockers)
        assert default >= 0.0
        assert default == pytest.approx(best - values[nothing.declaration], abs=1e-6)


def test_exhaustive_flag_uses_the_engine_only() -> None:
    for state in small_boards(11, 4):
        fast_plan = solve_blocks(state)
        slow = solve_blocks(state, exhaustive=True)
        assert slow.method == "engine" and slow.solution is None
        assert slow.value == pytest.approx(fast_plan.value, abs=1e-6)



@pytest.mark.parametrize("seed", range(3))
def test_pruned_block_search_matches_every_block(seed: int) -> None:
    """``best_blocks`` (alpha-beta: a declaration that cannot reach the best so far is cut
    off) picks the declaration the full search picks, with its value; every value it reports
    is the full search's; and it visits fewer positions."""
    visited = [0, 0]
    for state in small_boards(seed, 8):
        full, pruned = solver_engine.Budget(), solver_engine.Budget()
        values = solver_engine.block_values(state, None, full)
        best = max(values, key=lambda d: (values[d], -len(d), str(d)))
        chosen, value, exact = solver_engine.best_blocks(state, pruned)
        assert chosen == best and value == pytest.approx(values[best], abs=1e-9)
        assert best in exact and set(exact) <= set(values)
        for decl, v in exact.items():
            assert v == pytest.approx(values[decl], abs=1e-9)
        visited[0] += solver_engine.NODE_BUDGET - full.nodes
        visited[1] += solver_engine.NODE_BUDGET - pruned.nodes
    assert visited[1] < visited[0]


def test_block_search_out_of_budget_is_flagged() -> None:
    """Out of node budget the engine path tries no further declaration: "no blocks", tried
    first, is all a one-node budget gets (the full search finds better), and the solver's
    plan then says it is approximate."""
    state = at_blocks([creature("a1", "A", 3, 3), creature("a2", "A", 2, 2),
                       creature("b1", "B", 2, 2), creature("b2", "B", 1, 4),
                       creature("b3", "B", 1, 1)])
    none = BlockDeclaration()
    best, _, _ = solver_engine.best_blocks(state, solver_engine.Budget(), [none])
    assert best != none
    budget = solver_engine.Budget(1)
    chosen, _, exact = solver_engine.best_blocks(state, budget, [none])
    assert chosen == none and set(exact) == {none} and not budget.exact
    assert solve_blocks(state, exhaustive=True).exact
    starved = solve_blocks(state, exhaustive=True, nodes=1)
    assert not starved.exact and starved.method == "engine, approximate"
    assert DeclareBlockers(starved.declaration) in state.legal_actions()

# --- the fast path against the engine, block by block ----------------------------------------

@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_fast_evaluator_matches_the_engine_on_every_block(seed: int) -> None:
    """For random boards the fast path accepts, the fast model's end-of-combat value of
    every legal block equals the engine's (minimax after blocks, through ``state.apply``)."""
    for state in blocking_boards(np.random.default_rng(seed), 1, SMALL):
        board = solver_fast.simple_board(state)
        if isinstance(board, str):
            continue
        values = solver_engine.block_values(state)
        for decl, value in values.items():
            assert solver_fast.outcome_value(board, decl) == pytest.approx(value, abs=1e-6), \
                (state.rules, decl)
        assert solver_fast.solve(board).value == pytest.approx(max(values.values()), abs=1e-6)


@pytest.mark.parametrize("rules", ["current", "2016", "2004"])
def test_double_strike_trample_against_two_blockers(rules: str) -> None:
    """A double striker with trample and deathtouch against two blockers: the attacker's
    split in the first-strike step (and, under 2016, one damage assignment order for both
    steps, CR 509.2) decides what survives to strike back; the fast model agrees with the
    engine on every block."""
    state = at_blocks([creature("a1", "A", 4, 4, "double strike", "trample"),
                       creature("b1", "B", 2, 3), creature("b2", "B", 3, 2, "first strike"),
                       creature("b3", "B", 1, 1, "lifelink")], life=7, rules=rules)
    board = solver_fast.simple_board(state)
    assert isinstance(board, solver_fast.FastBoard)
    values = solver_engine.block_values(state)
    for decl, value in values.items():
        assert solver_fast.outcome_value(board, decl) == pytest.approx(value, abs=1e-6)
    assert solve_blocks(state).value == pytest.approx(max(values.values()), abs=1e-6)


@pytest.mark.parametrize("seed", range(3))
def test_fast_evaluator_matches_the_engine_with_strikers(seed: int) -> None:
    """Boards rich in first strike, double strike, trample, deathtouch, indestructible,
    wither, infect and lifelink, under every rules edition: the fast model's value of every
    legal block equals the engine's."""
    from sim.model.keywords import Kw

    mix = (Kw.DOUBLE_STRIKE, Kw.FIRST_STRIKE, Kw.TRAMPLE, Kw.DEATHTOUCH, Kw.INDESTRUCTIBLE,
           Kw.WITHER, Kw.INFECT, Kw.LIFELINK)
    for state in blocking_boards(np.random.default_rng(100 + seed), 12, SMALL, keywords=mix):
        board = solver_fast.simple_board(state)
        assert isinstance(board, solver_fast.FastBoard)
        for decl, value in solver_engine.block_values(state).items():
            assert solver_fast.outcome_value(board, decl) == pytest.approx(value, abs=1e-6), \
                (state.rules, decl)


def test_lure_board_takes_the_engine_path() -> None:
    """Lure ties the blockers together (CR 509.1c): the fast path declines, the engine path
    searches every legal block, and the explanation says why."""
    bait = creature("bait", "A", 1, 1)
    bait["text"] = "All creatures able to block this creature do so."
    state = at_blocks([bait, creature("ogre", "A", 3, 3),
                       creature("b1", "B", 2, 2), creature("b2", "B", 4, 4)])
    assert isinstance(solver_fast.simple_board(state), str)
    plan = solve_blocks(state)
    values = solver_engine.block_values(state)
    assert plan.method == "engine"
    assert plan.value == pytest.approx(max(values.values()))
    assert "lure" in explain(state)


# --- boards with a known answer ----------------------------------------------------------------

def test_chump_block_when_facing_lethal() -> None:
    """B at 4 life, a 5/5 attacking, a 1/1 at home: not blocking loses the game, so the
    solver chump blocks (losing a 1/1 is far better than losing), and says why."""
    state = at_blocks([creature("giant", "A", 5, 5), creature("squire", "B", 1, 1)], life=4)
    plan = solve_blocks(state)
    assert plan.declaration == BlockDeclaration.of({"squire": "giant"})
    assert plan.no_blocks == -WIN
    assert plan.value > -WIN
    text = explain(state)
    assert "chump block" in text and "lethal otherwise" in text and "squire" in text
    # with 20 life the same chump block only throws the 1/1 away
    calm = at_blocks([creature("giant", "A", 5, 5), creature("squire", "B", 1, 1)], life=20)
    assert solve_blocks(calm).declaration == BlockDeclaration()


def test_deathtouch_blocker_kills_the_biggest_attacker() -> None:
    """A 1/1 deathtouch blocker facing a 6/6 and a 2/2: blocking the 6/6 trades a 1/1 for
    a 6/6 (CR 702.2b, 704.5h), the best trade on the board."""
    state = at_blocks([creature("wurm", "A", 6, 6), creature("bear", "A", 2, 2),
                       creature("rat", "B", 1, 1, "deathtouch")])
    plan = solve_blocks(state)
    assert plan.declaration == BlockDeclaration.of({"rat": "wurm"})
    assert plan.solution is not None
    result = plan.solution.results["wurm"]
    assert not result.attacker_alive and result.blockers_alive == (False,)
    assert "trade" in explain(state)


def test_deathtouch_trample_assigns_one_to_each_blocker() -> None:
    """A 5/5 deathtouch trampler blocked by two 3/3s: one damage each is lethal (702.2c,
    702.19b), so the attacker kills both and tramples 3 over; the fast path's value of
    that block equals the engine's."""
    state = at_blocks([creature("hydra", "A", 5, 5, "deathtouch", "trample"),
                       creature("c1", "B", 3, 3), creature("c2", "B", 3, 3)], life=10)
    board = solver_fast.simple_board(state)
    assert isinstance(board, solver_fast.FastBoard)
    both = BlockDeclaration.of({"c1": "hydra", "c2": "hydra"})
    engine_value = solver_engine.block_values(state, [both])[both]
    assert solver_fast.outcome_value(board, both) == pytest.approx(engine_value)
    outcomes = board.fight("hydra", ("c1", "c2"))
    best = min(outcomes, key=lambda o: board.score(o.value, o.tally))
    assert best.result.to_player == 3 and best.result.blockers_alive == (False, False)


# --- attacks -----------------------------------------------------------------------------------

def test_attack_search_matches_brute_force() -> None:
    """Every attack, each followed by every legal block through the engine: the solver's
    attack has the attacker's maximal value (its end-of-combat score, ``attack_leaf``)."""
    state = mtgsim.load({"players": {"A": {}, "B": {"life": 6}},
                         "permanents": [creature("a1", "A", 3, 3), creature("a2", "A", 2, 1),
                                        creature("b1", "B", 2, 2, "deathtouch")]})
    plan = solve_attacks(state, exhaustive=True)
    best = -2 * WIN
    for wanted in ({}, {"a1": "B"}, {"a2": "B"}, {"a1": "B", "a2": "B"}):
        branch = state.clone()
        branch.apply(DeclareAttackers(AttackDeclaration.of(wanted)))
        if branch.decision is None or branch.decision.kind != DecisionKind.DECLARE_BLOCKERS:
            value = solver_engine.minimax(branch, "A", leaf=attack_leaf)
        else:
            values = solver_engine.block_values(branch)
            top = max(values.values())
            chosen = min((d for d, v in values.items() if v == top),
                         key=lambda d: (len(d), str(d)))
            after = branch.clone()
            after.apply(DeclareBlockers(chosen))
            value = solver_engine.minimax(after, "A", leaf=attack_leaf)
        best = max(best, value)
        assert plan.values[AttackDeclaration.of(wanted)] == pytest.approx(value)
    assert plan.value == pytest.approx(best)
    assert solve_attacks(state).declaration == plan.declaration  # fast blocks, same answer
    assert "attacks with" in explain(state)


@pytest.mark.parametrize("vigilance", [False, True])
def test_attacks_that_leave_a_lethal_crack_back_are_not_made(vigilance: bool) -> None:
    """A at 3 life with a 2/2 flier facing a 3/3: attacking scores better at the end of
    combat (2 damage, nothing can block a flier), but the tapped flier cannot block the 3/3's
    attack next turn, which is lethal (``attack_leaf``). With vigilance the flier stays
    untapped (CR 702.20b) and attacking is right."""
    flier = creature("a1", "A", 2, 2, "flying", *(["vigilance"] if vigilance else []))
    state = mtgsim.load({"players": {"A": {"life": 3}, "B": {"life": 16}},
                         "permanents": [flier, creature("b1", "B", 3, 3)]})
    attack, none = AttackDeclaration.of({"a1": "B"}), AttackDeclaration()
    plain = {}
    for decl in (attack, none):
        branch = state.clone()
        branch.apply(DeclareAttackers(decl))
        plain[decl] = solver_engine.minimax(branch, "A")
    assert plain[attack] > plain[none]  # the end of combat alone prefers the attack
    plan = solve_attacks(state)
    assert plan.declaration == (attack if vigilance else none)
    if not vigilance:
        assert plan.values[attack] < plan.values[none]


@pytest.mark.parametrize("permanents", [
    [creature("a1", "A", 4, 4, "trample"), creature("a2", "A", 2, 2, "first strike"),
     creature("b1", "B", 2, 3), creature("b2", "B", 1, 1, "deathtouch")],
    [creature("a1", "A", 5, 5, "double strike"), creature("a2", "A", 3, 1),
     creature("b1", "B", 3, 3), creature("b2", "B", 2, 2, "lifelink"), creature("b3", "B", 1, 4)],
])
def test_solver_against_itself_realises_its_value(permanents: list[dict[str, Any]]) -> None:
    """Both players the solver (attacks, blocks, damage assignments by minimax): the combat
    played ends exactly at the value the attack search predicted for the attacker."""
    state = mtgsim.load({"players": {"A": {}, "B": {"life": 5}}, "permanents": permanents})
    _realises(state)


@pytest.mark.parametrize("seed", range(6))
def test_solver_against_itself_on_random_boards(seed: int) -> None:
    from sim.engine import core as engine
    from sim.testing import random_board

    state = random_board(np.random.default_rng(seed), max_creatures=SMALL,
                         keywords=BOARD_KEYWORDS)
    state.damage_effects.clear()
    engine.start(state)
    if state.decision is not None and state.decision.kind == DecisionKind.DECLARE_ATTACKERS:
        _realises(state)


def _realises(state: GameState) -> None:
    from ai.evaluation import evaluate
    from sim.engine.play import play

    plan = solve_attacks(state)
    play(state, {"A": SolverAgent(), "B": SolverAgent()}, skip_trivial=False)
    assert state.is_terminal()
    assert evaluate(state, "A") == pytest.approx(plan.value)


# --- determinism, regret, errors ----------------------------------------------------------------

def test_same_position_same_choice() -> None:
    for state in blocking_boards(np.random.default_rng(5), 3, 6):
        first = SolverAgent(np.random.default_rng(1)).act(
            state.clone(), state.decision, state.legal_actions())  # type: ignore[arg-type]
        second = SolverAgent(np.random.default_rng(2)).act(
            state.clone(), state.decision, state.legal_actions())  # type: ignore[arg-type]
        assert first == second


def test_average_regret_is_seeded_and_orders_the_policies() -> None:
    """The same seed gives the same figures; the solver's own regret is 0; the heuristic's
    and random blocks' regrets are what ``regret`` gives board by board."""
    one = average_regret(lambda rng: RandomAgent(rng), n=6, seed=9, max_creatures=4)
    two = average_regret(lambda rng: RandomAgent(rng), n=6, seed=9, max_creatures=4)
    assert one.regrets == two.regrets and one.exact == one.n == 6
    assert all(r >= 0 for r in one.regrets)
    assert average_regret(SolverAgent(), n=6, seed=9, max_creatures=4).mean == 0.0
    heuristic = average_regret(HeuristicAgent(), n=6, seed=9, max_creatures=4)
    boards = list(blocking_boards(np.random.default_rng(9), 6, 4))
    assert heuristic.regrets == pytest.approx([regret(s, HeuristicAgent()) for s in boards])


def test_solver_refuses_the_wrong_decision() -> None:
    state = mtgsim.load({"players": {"A": {}, "B": {}},
                         "permanents": [creature("a1", "A", 1, 1)]})
    with pytest.raises(SolverError):
        solve_blocks(state)
    mtgsim.play(state, "default")  # the play is over: nothing to explain
    with pytest.raises(ValueError):
        explain(state)


def test_policy_name_plays_a_combat() -> None:
    state = at_blocks([creature("giant", "A", 5, 5), creature("squire", "B", 1, 1)], life=4)
    outcome = mtgsim.play(state, {"A": "heuristic", "B": mtgsim.policy("solver")})
    assert outcome.to_dict()["life"]["B"] == 4  # the chump block saved all of it


# --- the deeper leaf in a play that goes on (combat episodes, whole games) ----------------------

def _episode_decisions(seed: int, n: int) -> list[GameState]:
    """The first attack and block decisions of ``n`` random combat episodes (``Span.GAME``:
    the play goes on past the combat; nothing hidden), each with two or more choices."""
    from mtgsim.boards import random_board as episode_board

    rng = np.random.default_rng(seed)
    found: list[GameState] = []
    for _ in range(n):
        state = mtgsim.load(episode_board(rng, creatures=(1, 4)))
        while not state.is_terminal() and state.turn <= 2:
            decision, legal = state.decision, state.legal_actions()
            assert decision is not None
            if decision.kind in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS) \
                    and legal.count() > 1:
                found.append(state.clone())
            state.apply(HeuristicAgent().act(state, decision, legal))
    return found


def test_deep_leaf_picks_the_best_deep_value_of_its_candidates() -> None:
    """At attack and block decisions of combat episodes the agent's declaration plays on at
    least as well (``deep_value``, recomputed here) as the one-combat optimum, the
    heuristic's and none, all among the candidates it judges; with ``horizon=0`` it is the
    one-combat optimum. On some of these boards the two differ (the reason for the leaf)."""
    from ai.solver import deep_value

    differ = 0
    states = _episode_decisions(11, 14)
    assert len(states) >= 20
    for state in states:
        decision, legal = state.decision, state.legal_actions()
        assert decision is not None and isinstance(legal, DeclarationActions)
        me = decision.player
        chosen = SolverAgent().act(state.clone(), decision, legal)
        shallow = SolverAgent(horizon=0).act(state.clone(), decision, legal)
        if decision.kind == DecisionKind.DECLARE_ATTACKERS:
            optimum = DeclareAttackers(solve_attacks(state).declaration)
            none: DeclareAttackers | DeclareBlockers = DeclareAttackers(AttackDeclaration())
        else:
            optimum = DeclareBlockers(solve_blocks(state).declaration)
            none = DeclareBlockers(BlockDeclaration())
        assert shallow == optimum
        heuristic = HeuristicAgent().act(state.clone(), decision, legal)
        mine = deep_value(state, chosen, me)
        for other in (optimum, heuristic, none):
            if other in legal:
                assert mine >= deep_value(state, other, me) - 1e-9, (state, other)
        differ += chosen != optimum
    assert differ >= 1
