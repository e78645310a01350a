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

The minimax prunes by alpha-beta (the same values; ``best_blocks`` uses it to cut off the
block declarations that cannot beat the best one found so far, which is most of them).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import attrs

from ai.evaluation import evaluate
from ai.heuristic import HeuristicAgent
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import PASS, Action, DeclareBlockers
from sim.model.decisions import Decision, DecisionKind
from sim.model.declarations import BlockDeclaration
from sim.model.objects import Span
from sim.model.state import GameState

#: how many positions the reference search visits before it stops searching exhaustively
NODE_BUDGET = 200_000

#: values closer than this are equal: a declaration within it of the best is still searched
#: exactly (``best_blocks``), so ties are broken as the full search breaks them
TIE = 1e-6

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
           blocks: Callable[[GameState], float] | None, leaf: Leaf = evaluate,
           alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Minimax with alpha-beta pruning (fail-soft): a value strictly inside (``alpha``,
    ``beta``) is exact; one at or below ``alpha`` only bounds the exact value from above, one
    at or above ``beta`` from below. The heuristic's action is searched first at a decision
    of three or more actions when the window is not the whole line (good moves first prune
    most)."""
    budget.nodes -= 1
    while True:
        decision = state.decision
        if decision is None or state.is_terminal():
            return leaf(state, player)
        if decision.kind == DecisionKind.PRIORITY:
            state.apply(PASS)
            continue
        legal = state.legal_actions()
        if legal.count() == 1:
            state.apply(legal[0])
            continue
        break
    if decision.kind == DecisionKind.DECLARE_BLOCKERS and blocks is not None:
        return blocks(state)
    if budget.nodes <= 0:
        budget.exact = False
        action = _HEURISTIC.act(state, decision, legal)
        state.apply(action)
        return _value(state, player, budget, blocks, leaf, alpha, beta)
    maximise = decision.player == player
    actions = list(legal)
    if len(actions) > 2 and (alpha > -math.inf or beta < math.inf):
        first = _HEURISTIC.act(state, decision, legal)
        if first in actions:
            actions.remove(first)
            actions.insert(0, first)
    best: float | None = None
    for action in actions:
        branch = state.clone()
        branch.apply(action)
        value = _value(branch, player, budget, blocks, leaf, alpha, beta)
        if maximise:
            if best is None or value > best:
                best = value
                alpha = max(alpha, value)
        elif best is None or value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    assert best is not None
    return best


def _at_blocks(state: GameState, caller: str) -> tuple[Decision, DeclarationActions]:
    """The pending ``declare_blockers`` decision and its legal declarations; ValueError,
    naming ``caller``, at any other decision."""
    decision = state.decision
    if decision is None or decision.kind != DecisionKind.DECLARE_BLOCKERS:
        raise ValueError(f"{caller}: the state is not at a declare_blockers decision")
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    return decision, legal


def block_values(state: GameState, declarations: Iterable[BlockDeclaration] | None = None,
                 budget: Budget | None = None) -> dict[BlockDeclaration, float]:
    """At a ``declare_blockers`` decision: the defending player's end-of-combat evaluation of
    each legal block declaration (all of them by default), through the engine."""
    decision, legal = _at_blocks(state, "block_values")
    budget = budget if budget is not None else Budget()
    wanted = list(declarations) if declarations is not None else list(legal.legal)
    out: dict[BlockDeclaration, float] = {}
    for decl in wanted:
        branch = combat_clone(state)
        branch.apply(DeclareBlockers(decl))
        out[decl] = _value(branch, decision.player, budget, None)
    return out


def best_blocks(state: GameState, budget: Budget | None = None,
                first: Iterable[BlockDeclaration] = ()
                ) -> tuple[BlockDeclaration, float, dict[BlockDeclaration, float]]:
    """At a ``declare_blockers`` decision: the legal block declaration with the defending
    player's best end-of-combat evaluation (ties: the fewest blocks, then by text), its value,
    and every declaration whose value was found exactly — the others were cut off by
    alpha-beta pruning once they could no longer reach the best so far (equal values are
    still found exactly). ``first``: declarations to try first (good ones prune most). The
    same choice and value as the best of ``block_values`` — unless ``budget`` runs out: then
    the declarations not yet tried are skipped (``budget.exact`` turns False)."""
    decision, legal = _at_blocks(state, "best_blocks")
    budget = budget if budget is not None else Budget()
    order = [d for d in first if d in legal.legal]
    order += [d for d in legal.legal if d not in order]
    exact: dict[BlockDeclaration, float] = {}
    best: tuple[float, BlockDeclaration] | None = None
    for decl in order:
        if best is not None and budget.nodes <= 0:  # out of budget: the rest untried
            budget.exact = False
            break
        branch = combat_clone(state)
        branch.apply(DeclareBlockers(decl))
        alpha = best[0] - TIE if best is not None else -math.inf
        value = _value(branch, decision.player, budget, None, evaluate, alpha)
        if value <= alpha:
            continue  # no better than the best so far (an upper bound)
        exact[decl] = value
        if best is None or (value, -len(decl), str(decl)) > (best[0], -len(best[1]),
                                                             str(best[1])):
            best = (value, decl)
    assert best is not None
    return best[1], best[0], exact


def value_after(state: GameState, action: Action, player: str,
                budget: Budget | None = None,
                blocks: Callable[[GameState], float] | None = None,
                leaf: Leaf = evaluate) -> float:
    """``player``'s end-of-combat evaluation (``leaf``) after ``action`` is applied to
    ``state`` (a clone), the rest played by minimax."""
    branch = combat_clone(state)
    branch.apply(action)
    return _value(branch, player, budget if budget is not None else Budget(), blocks, leaf)


__all__ = ["Budget", "NODE_BUDGET", "TIE", "best_blocks", "block_values", "combat_clone",
           "minimax", "value_after"]
