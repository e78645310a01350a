"""The solver's slow, obviously-correct reference: minimax over one combat through the engine.

Every line is played on a clone of the state through ``state.apply`` (the engine decides
legality and resolves damage; CR 509-511), and scored with ``ai.evaluation.evaluate`` for the
defending player once the combat is over (``Step.COMBAT_OVER``) or the game is. The clone's
``span`` is set to the combat phase (``Span.COMBAT``), so a play inside a whole game stops at
the end of combat instead of running on into the postcombat main phase.

After blocks, every decision is searched: the defending player's choices (its blockers'
damage assignments, the order of attackers a blocker blocks, replacement effects) maximise
its evaluation, everybody else's (the attacker's damage assignments and damage assignment
orders) minimise it (a zero-sum two-player view: ``evaluate(A) == -evaluate(B)``). Priority
is always passed: no instant is cast and no ability activated during combat — the solver's
documented assumption. A node budget bounds the search; past it, the remaining decisions
are made by ``ai.heuristic.HeuristicAgent`` and the result is flagged as inexact.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from ai.evaluation import evaluate
from ai.heuristic import HeuristicAgent
from sim.actions import PASS, Action, DeclareBlockers
from sim.decisions import DECLARE_BLOCKERS, PRIORITY, DeclarationActions
from sim.declarations import BlockDeclaration
from sim.state import GameState, Span

#: how many positions the reference search visits before it stops searching exhaustively
NODE_BUDGET = 200_000

#: how a finished line is scored for a player (default ``ai.evaluation.evaluate``)
Leaf = Callable[[GameState, str], float]

_HEURISTIC = HeuristicAgent()


@attrs.define
class Budget:
    """Nodes left to visit; ``exact`` turns False once the budget ran out."""

    nodes: int = NODE_BUDGET
    exact: bool = True


def combat_clone(state: GameState) -> GameState:
    """A clone of ``state`` whose play ends with the combat phase (``Span.COMBAT``)."""
    branch = state.clone()
    branch.span = Span.COMBAT
    return branch


def minimax(state: GameState, player: str, budget: Budget | None = None,
            blocks: Callable[[GameState], float] | None = None, leaf: Leaf = evaluate
            ) -> float:
    """``player``'s evaluation (``leaf``) at the end of this combat, every remaining decision
    made optimally (``player`` maximises, the others minimise; priority is passed). ``state``
    is left unchanged. ``blocks``: how to value a pending ``declare_blockers`` decision
    (default: every legal declaration searched)."""
    budget = budget if budget is not None else Budget()
    branch = combat_clone(state)
    return _value(branch, player, budget, blocks, leaf)


def _value(state: GameState, player: str, budget: Budget,
           blocks: Callable[[GameState], float] | None, leaf: Leaf = evaluate) -> float:
    budget.nodes -= 1
    while True:
        decision = state.decision
        if decision is None or state.is_terminal():
            return leaf(state, player)
        if decision.kind == PRIORITY:
            state.apply(PASS)
            continue
        legal = state.legal_actions()
        if legal.count() == 1:
            state.apply(legal[0])
            continue
        break
    if decision.kind == DECLARE_BLOCKERS and blocks is not None:
        return blocks(state)
    if budget.nodes <= 0:
        budget.exact = False
        action = _HEURISTIC.act(state, decision, legal)
        state.apply(action)
        return _value(state, player, budget, blocks, leaf)
    maximise = decision.player == player
    best: float | None = None
    for action in list(legal):
        branch = state.clone()
        branch.apply(action)
        value = _value(branch, player, budget, blocks, leaf)
        if best is None or (value > best if maximise else value < best):
            best = value
    assert best is not None
    return best


def block_values(state: GameState, declarations: Iterable[BlockDeclaration] | None = None,
                 budget: Budget | None = None) -> dict[BlockDeclaration, float]:
    """At a ``declare_blockers`` decision: the defending player's end-of-combat evaluation of
    each legal block declaration (all of them by default), through the engine."""
    decision = state.decision
    if decision is None or decision.kind != DECLARE_BLOCKERS:
        raise ValueError("block_values: the state is not at a declare_blockers decision")
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    budget = budget if budget is not None else Budget()
    wanted = list(declarations) if declarations is not None else list(legal.legal)
    out: dict[BlockDeclaration, float] = {}
    for decl in wanted:
        branch = combat_clone(state)
        branch.apply(DeclareBlockers(decl))
        out[decl] = _value(branch, decision.player, budget, None)
    return out


def value_after(state: GameState, action: Action, player: str,
                budget: Budget | None = None,
                blocks: Callable[[GameState], float] | None = None,
                leaf: Leaf = evaluate) -> float:
    """``player``'s end-of-combat evaluation (``leaf``) after ``action`` is applied to
    ``state`` (a clone), the rest played by minimax."""
    branch = combat_clone(state)
    branch.apply(action)
    return _value(branch, player, budget if budget is not None else Budget(), blocks, leaf)


__all__ = ["Budget", "NODE_BUDGET", "block_values", "combat_clone", "minimax", "value_after"]
