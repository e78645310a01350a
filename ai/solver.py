"""``SolverAgent``: exact optimal blocks and attacks for one combat, and block *regret*.

Blocks (CR 509.1): the solver returns the legal block declaration that maximises the
defending player's ``ai.evaluation.evaluate`` at the end of combat, assuming the attacking
player then makes its remaining combat decisions — damage assignment orders (509.2, rules
edition 2016) and combat damage assignments (510.1) — to minimise it (minimax), and that no
spell is cast and no ability activated during combat (every priority is passed: the
evaluation is of the combat damage alone).

Two ways, one answer:

* the fast path (``ai.solver_fast``), on boards where each fight — an attacker with its
  blockers — is independent of the others but for the defender's life and poison: dynamic
  programming over the attackers with the shared life handled exactly, transposition on
  interchangeable creatures, branch and bound against the best of "no blocks" and the
  heuristic's blocks;
* the engine path (``ai.solver_engine``, ``exhaustive=True`` or when the fast path does not
  apply: tricks aside, triggers, continuous or damage effects, banding, requirements such as
  Lure, a creature blocking several attackers, planeswalkers attacked, more than two
  players): every legal declaration is played on a clone through ``state.apply`` and the rest
  of the combat searched by minimax with alpha-beta pruning (``ai.solver_engine.best_blocks``:
  "no blocks" and the heuristic's blocks first; a declaration that cannot reach the best so
  far is cut off). Up to ``ENGINE_LIMIT`` legal declarations and within the node budget
  (``nodes``) this is exact; past them, a documented approximation: hill climbing from the
  heuristic's blocks and from no blocks, one blocker changed at a time, or the declarations
  not yet tried skipped when the budget runs out (``explain`` says so).

Attacks (508.1): the attack maximising the attacking player's end-of-combat score
(``attack_leaf``: the evaluation, less half a lost game when the opponent's next attack
against the creatures left untapped would be lethal) when the defender then blocks as above.
Each creature attacks the defending player or stays home (planeswalkers and battles are not
attacked); every subset is tried up to ``ATTACK_EXACT`` able creatures, past it hill climbing
from the heuristic's attack and from no attack, one creature toggled at a time (``explain``
says which). One node budget (``nodes``) bounds the whole attack search: no attack and the
heuristic's are valued first, and once it runs out no further attack is tried.

The agent's own combat damage assignments and damage assignment orders (510.1, 509.2-509.3)
are searched the same way, by minimax through the engine, when they have at most
``DAMAGE_CHOICES`` legal choices (``best_combat_action``). Every other decision is
``ai.heuristic.HeuristicAgent``'s. In a play that goes on past the combat (a whole game, a
combat episode) the agent judges its best few declarations, the heuristic's and none a few
turns further on by heuristic play (``SolverAgent``, ``deep_value``): the one-combat optimum
can lose the next combat.

``regret(state, agent)`` is what a policy's block costs the defender: the solver's value
minus the value of the policy's block, both at end of combat under the same minimax (0 for
the solver, never negative when the solver is exact); ``average_regret`` averages it over
random boards (``blocking_boards``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from ai import solver_engine as engine_path
from ai import solver_fast as fast
from ai.combat_ai import crack_back_lethal
from ai.determinize import determinize, hidden_from
from ai.evaluation import WIN, evaluate
from ai.heuristic import HeuristicAgent, closest
from ai.lookahead import horizon_turn, score
from ai.solver_engine import NODE_BUDGET
from sim.engine import core as sim_engine
from sim.engine.agents import Agent
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import Action, DeclareAttackers, DeclareBlockers
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.errors import MtgsimError
from sim.model.keywords import Kw
from sim.model.objects import Span
from sim.model.state import GameState
from sim.testing import KEYWORD_MIX, random_board

D = TypeVar("D", AttackDeclaration, BlockDeclaration)

#: the engine path searches every legal block declaration up to this many, else hill-climbs
ENGINE_LIMIT = 512
#: every attack is tried up to this many able attackers (2^n attacks), else hill climbing
ATTACK_EXACT = 5
#: the agent searches a damage assignment or order with up to this many choices, else it
#: plays the heuristic's
DAMAGE_CHOICES = 64
#: the agent's node budget per decision searched through the engine
AGENT_NODES = 20_000
#: the agent's deeper leaf: further turns of heuristic play after the combat (``deep_value``)
HORIZON = 3
#: the agent's attacks (blocks) judged by the deeper leaf: this many best by their exact
#: one-combat value, besides the heuristic's and none
CANDIDATES = 32
#: the determinized worlds per declaration judged where something is hidden (a whole game)
SAMPLES = 3

_HEURISTIC = HeuristicAgent()


class SolverError(MtgsimError):
    """The solver was asked about a position it does not solve (a ``ValueError``)."""


@dataclass
class BlockPlan:
    """The solver's blocks: the declaration, the defender's end-of-combat evaluation, how it
    was found (``method``: "fast", "engine" or "engine, approximate"), why the fast path was
    not used (``reason``), and on the fast path the attacker's best reply, fight by fight."""

    declaration: BlockDeclaration
    value: float
    method: str
    reason: str = ""
    solution: fast.Solution | None = None
    board: fast.FastBoard | None = None
    #: the value of declaring no blocks, for the explanation
    no_blocks: float | None = None
    #: on the engine path, the declarations whose value was found exactly (pruning cuts off
    #: those that cannot reach the best; ``ai.solver_engine.best_blocks``)
    values: dict[BlockDeclaration, float] = field(default_factory=dict)

    @property
    def exact(self) -> bool:
        """Whether ``value`` is exact: found by any method but the approximate engine search."""
        return self.method != "engine, approximate"


def _legal(state: GameState, kind: str) -> DeclarationActions:
    decision = state.decision
    if decision is None or decision.kind != kind:
        raise SolverError(f"the solver needs a {kind} decision, the state is at "
                          f"{decision.kind if decision else 'the end of the play'}")
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    return legal


def solve_blocks(state: GameState, exhaustive: bool = False, nodes: int = NODE_BUDGET
                 ) -> BlockPlan:
    """The optimal blocks at a ``declare_blockers`` decision (see the module docstring);
    ``exhaustive``: through the engine only (the reference); ``nodes``: the engine path's
    node budget (``ai.solver_engine.Budget``)."""
    return _solve_blocks(state, exhaustive, engine_path.Budget(nodes))


def _solve_blocks(state: GameState, exhaustive: bool, budget: engine_path.Budget) -> BlockPlan:
    legal = _legal(state, DecisionKind.DECLARE_BLOCKERS)
    board = None if exhaustive else fast.simple_board(state)
    if isinstance(board, fast.FastBoard):
        none = BlockDeclaration()
        incumbent = fast.outcome_value(board, none)
        suggested = _heuristic_declaration(state)
        if all(len(a) == 1 for _, a in suggested.blocks):
            incumbent = max(incumbent, fast.outcome_value(board, suggested))
        solution = fast.solve(board, incumbent)
        if solution.declaration in legal.legal:
            return BlockPlan(solution.declaration, solution.value, "fast", solution=solution,
                             board=board, no_blocks=fast.outcome_value(board, none))
        reason = "the fast path's blocks were not legal (a bug: reported)"
    else:
        reason = board if isinstance(board, str) else "exhaustive search asked for"
    return _engine_blocks(state, legal, reason, budget)


def _engine_blocks(state: GameState, legal: DeclarationActions, reason: str,
                   budget: engine_path.Budget) -> BlockPlan:
    none = BlockDeclaration()
    if legal.count() <= ENGINE_LIMIT:
        best, top, every = engine_path.best_blocks(
            state, budget, [closest(legal.legal, none), _heuristic_declaration(state)])
        method = "engine" if budget.exact else "engine, approximate"
        return BlockPlan(best, top, method, reason, no_blocks=every.get(none),
                         values=every)
    values: dict[BlockDeclaration, float] = {}

    def value(decl: BlockDeclaration) -> float:
        if decl not in values:
            if budget.nodes <= 0 and values:  # out of budget: no more declarations tried
                budget.exact = False
                return -math.inf
            values[decl] = engine_path.block_values(state, [decl], budget)[decl]
        return values[decl]

    starts = [closest(legal.legal, none), _heuristic_declaration(state)]
    for start in starts:
        _climb(start, value, lambda d: _block_neighbours(legal, d))
    best = max(values, key=lambda d: (values[d], -len(d), str(d)))
    return BlockPlan(best, values[best], "engine, approximate",
                     f"{reason}; {legal.count()} legal declarations, more than {ENGINE_LIMIT}",
                     no_blocks=values.get(none), values=values)


def _heuristic_declaration(state: GameState) -> Any:
    """``HeuristicAgent``'s attack or block declaration at this decision (asked on a clone)."""
    branch = state.clone()
    assert branch.decision is not None
    action = HeuristicAgent().act(branch, branch.decision, branch.legal_actions())
    assert isinstance(action, DeclareAttackers | DeclareBlockers)
    return action.declaration


def _climb(start: D, value: Callable[[D], float], neighbours: Callable[[D], Iterator[D]]) -> D:
    """Hill climbing: move to the first better neighbour until none is better."""
    current, score = start, value(start)
    improved = True
    while improved:
        improved = False
        for other in neighbours(current):
            v = value(other)
            if v > score + 1e-9:
                current, score, improved = other, v, True
                break
    return current


def _block_neighbours(legal: DeclarationActions, decl: BlockDeclaration
                      ) -> Iterator[BlockDeclaration]:
    """The legal declarations that differ from ``decl`` in one blocker's choice."""
    mine = decl.as_dict()
    for blocker, attackers in legal.legal.options.items():
        for choice in (None, *attackers):
            if choice is None and blocker not in mine:
                continue
            if choice is not None and mine.get(blocker) == [choice]:
                continue
            changed = dict(mine)
            if choice is None:
                del changed[blocker]
            else:
                changed[blocker] = [choice]
            other = BlockDeclaration.of(changed)
            if other in legal.legal:
                yield other


def block_value(state: GameState, declaration: BlockDeclaration,
                plan: BlockPlan | None = None) -> float:
    """The defender's end-of-combat evaluation of ``declaration`` (legal here), the rest of
    the combat played by minimax — on the fast path's model when ``plan`` used it (the same
    numbers the engine gives: ``tests/test_solver.py``), else through the engine."""
    legal = _legal(state, DecisionKind.DECLARE_BLOCKERS)
    if declaration not in legal.legal:
        raise SolverError(f"{declaration} is not a legal block declaration here")
    if plan is not None and plan.board is not None and \
            all(len(a) == 1 for _, a in declaration.blocks):
        return fast.outcome_value(plan.board, declaration)
    return engine_path.block_values(state, [declaration])[declaration]


# --- attacks ---------------------------------------------------------------------------------

@dataclass
class AttackPlan:
    """The solver's attack, the attacking player's end-of-combat evaluation after the
    defender's optimal blocks, and how it was searched."""

    declaration: AttackDeclaration
    value: float
    method: str
    tried: int
    values: dict[AttackDeclaration, float] = field(default_factory=dict)
    #: False when the node budget ran out (attacks left untried, or searched approximately)
    exact: bool = True


def solve_attacks(state: GameState, exhaustive: bool = False, nodes: int = NODE_BUDGET
                  ) -> AttackPlan:
    """The best attack at a ``declare_attackers`` decision (see the module docstring);
    ``nodes``: the node budget of the whole search (``ai.solver_engine.Budget``): no attack,
    the heuristic's and then the others are valued in turn until it runs out; the attacks
    left are not tried and ``exact`` is False."""
    legal = _legal(state, DecisionKind.DECLARE_ATTACKERS)
    decision = state.decision
    assert decision is not None
    me = decision.player
    able = {c: next(t for t in targets if t in state.players)
            for c, targets in legal.legal.options.items()
            if any(t in state.players for t in targets)}
    values: dict[AttackDeclaration, float] = {}
    budget = engine_path.Budget(nodes)

    def blocks(branch: GameState) -> float:
        plan = _solve_blocks(branch, exhaustive, budget)
        branch.apply(DeclareBlockers(plan.declaration))
        return engine_path._value(branch, me, budget, blocks, attack_leaf)

    def value(decl: AttackDeclaration) -> float:
        if decl not in values:
            if budget.nodes <= 0 and values:  # out of budget: no more attacks tried
                budget.exact = False
                return -math.inf
            values[decl] = engine_path.value_after(state, DeclareAttackers(decl), me,
                                                   budget, blocks, attack_leaf)
        return values[decl]

    none, suggested = closest(legal.legal, AttackDeclaration()), _heuristic_declaration(state)
    creatures = sorted(able)
    if len(creatures) <= ATTACK_EXACT:
        method = "every attack"
        value(none)
        if suggested in legal.legal and all(t in state.players for _, t in suggested.attacks):
            value(suggested)
        for n in range(len(creatures) + 1):
            for chosen in itertools.combinations(creatures, n):
                decl = AttackDeclaration(tuple((c, able[c]) for c in chosen))
                if decl in legal.legal:
                    value(decl)
    else:
        method = f"hill climbing ({len(creatures)} able attackers, more than {ATTACK_EXACT})"

        def neighbours(decl: AttackDeclaration) -> Iterator[AttackDeclaration]:
            mine = decl.as_dict()
            for c in creatures:
                changed = dict(mine)
                if c in changed:
                    del changed[c]
                else:
                    changed[c] = able[c]
                other = AttackDeclaration.of(changed)
                if other in legal.legal:
                    yield other

        for start in (none, suggested):
            _climb(start, value, neighbours)
    if not values:  # nothing able to attack the player: whatever is legal
        value(none)
    best = max(values, key=lambda d: (values[d], -len(d), str(d)))
    return AttackPlan(best, values[best], method, len(values), values, budget.exact)


#: what an attack that leaves its player dead to the crack-back costs (``attack_leaf``): half a
#: lost game, so such an attack is taken only when every attack is as bad
CRACK_BACK = WIN / 2


def attack_leaf(state: GameState, player: str) -> float:
    """How the attacking ``player`` scores the end of its combat: ``evaluate``, less
    ``CRACK_BACK`` when the opponents' next attack — every creature of theirs that could
    attack, against ``player``'s creatures left untapped (``ai.combat_ai.crack_back_lethal``)
    — would be lethal. Attackers without vigilance stay tapped through the opponents' turn
    (they untap in ``player``'s next untap step, CR 502.3), which the end-of-combat
    evaluation alone does not see."""
    value = evaluate(state, player)
    if state.result is None and crack_back_lethal(state, player, ()):
        value -= CRACK_BACK
    return value


# --- the agent -------------------------------------------------------------------------------

class SolverAgent:
    """The solver as a policy (``sim.engine.agents.Agent``): optimal blocks and attacks for the
    combat at hand, everything else as ``HeuristicAgent``.

    In a play that goes on past this combat (a whole game or a combat episode,
    ``Span.GAME``), what is best for this combat may lose the next one, so the agent judges
    its ``candidates`` best declarations by their exact one-combat value (``solve_attacks``,
    ``block_candidates``), the heuristic's and none by a deeper leaf (``deep_value``): the
    play on with heuristic choices for both players until ``horizon`` further turns have
    begun, scored by ``evaluate``. ``horizon=0`` plays the one-combat optimum there too.
    Where something is hidden (a whole game), each play-out runs in a determinized world
    (``ai.determinize``, drawn from ``rng``; ``samples`` worlds, the same for every
    declaration).

    ``nodes``: the node budget of each search through the engine (``ai.solver_engine``);
    past it the search finishes with the heuristic's choices. Deterministic: the same
    position and generator state, the same choice (ties: the better one-combat value, then
    fewest assignments, then by text)."""

    def __init__(self, rng: np.random.Generator | None = None, *, exhaustive: bool = False,
                 horizon: int = HORIZON, candidates: int = CANDIDATES,
                 samples: int | None = None, nodes: int = AGENT_NODES) -> None:
        if horizon < 0 or candidates < 1 or nodes < 1 or samples is not None and samples < 1:
            raise SolverError(f"horizon must be 0 or more, candidates, nodes and samples 1 or "
                              f"more; got {horizon}, {candidates}, {nodes}, {samples}")
        self.rng = rng if rng is not None else np.random.default_rng(0)
        self.exhaustive = exhaustive
        self.horizon = horizon
        self.candidates = candidates
        self.samples = samples
        self.nodes = nodes
        self.heuristic = HeuristicAgent()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """Blocks and attacks as the solver finds them: the one-combat optimum, or, in a play that
        goes on past this combat, the best of the candidates by ``deep_value``. After blocks,
        with at most ``DAMAGE_CHOICES`` legal actions, ``best_combat_action``; anything else as
        ``HeuristicAgent``."""
        deep = self.horizon > 0 and state.span is Span.GAME and legal.count() > 1
        if decision.kind == DecisionKind.DECLARE_BLOCKERS and isinstance(legal, DeclarationActions):
            plan = solve_blocks(state, self.exhaustive, self.nodes)
            if not deep:
                return DeclareBlockers(plan.declaration)
            blocks = _unique([*block_candidates(plan, legal, self.candidates),
                              _heuristic_declaration(state),
                              closest(legal.legal, BlockDeclaration())], legal)
            return DeclareBlockers(self._deepest(state, blocks, DeclareBlockers))
        if decision.kind == DecisionKind.DECLARE_ATTACKERS \
                and isinstance(legal, DeclarationActions):
            attack = solve_attacks(state, self.exhaustive, self.nodes)
            if not deep:
                return DeclareAttackers(attack.declaration)
            values = attack.values
            ranked = sorted(values, key=lambda d: (-values[d], len(d), str(d)))
            attacks = _unique([*ranked[:self.candidates], _heuristic_declaration(state),
                               closest(legal.legal, AttackDeclaration())], legal)
            return DeclareAttackers(self._deepest(state, attacks, DeclareAttackers))
        if decision.kind in _AFTER_BLOCKS and legal.count() <= DAMAGE_CHOICES:
            return best_combat_action(state, legal, self.nodes)
        return self.heuristic.act(state, decision, legal)

    def _deepest(self, state: GameState, options: Sequence[D],
                 wrap: Callable[[D], DeclareAttackers | DeclareBlockers]) -> D:
        """The option with the best mean ``deep_value`` over the worlds (ties: the
        earliest)."""
        if len(options) == 1:
            return options[0]
        assert state.decision is not None
        player = state.decision.player
        hidden = hidden_from(state, player)
        n = self.samples or (SAMPLES if hidden else 1)
        worlds = [determinize(state, player, self.rng) if hidden else state
                  for _ in range(n)]
        best, best_value = options[0], -math.inf
        for decl in options:
            mean = sum(deep_value(w, wrap(decl), player, self.horizon) for w in worlds) / n
            if mean > best_value + 1e-9:
                best, best_value = decl, mean
        return best

    def explain(self, state: GameState) -> str:
        """Why the solver chooses what it chooses at this decision (see ``explain``)."""
        return explain(state, self.exhaustive)


def block_candidates(plan: BlockPlan, legal: DeclarationActions, n: int
                     ) -> list[BlockDeclaration]:
    """The ``n`` best block declarations by their exact one-combat value among those the
    solver valued (``plan``: on the engine path, the solver's blocks and every declaration
    not cut off by pruning; on the fast path, the solver's blocks and those that differ from
    them in one blocker), best first (ties: fewest blocks, then by text)."""
    values = dict(plan.values)
    values[plan.declaration] = plan.value
    if plan.board is not None:
        for other in _block_neighbours(legal, plan.declaration):
            if all(len(a) == 1 for _, a in other.blocks):
                values[other] = fast.outcome_value(plan.board, other)
    return sorted(values, key=lambda d: (-values[d], len(d), str(d)))[:n]


def _unique(options: Sequence[D], legal: DeclarationActions) -> list[D]:
    """``options`` without repeats or illegal ones, in order."""
    out: list[D] = []
    for decl in options:
        if decl not in out and decl in legal.legal:
            out.append(decl)
    return out


def deep_value(state: GameState, action: Action, player: str, horizon: int = HORIZON
               ) -> float:
    """``player``'s ``evaluate`` after ``action`` (a declaration of this combat) is played on
    a clone of ``state`` and the play goes on with ``HeuristicAgent``'s choices for both
    players until ``horizon`` further turns have begun or the game is over
    (``ai.lookahead.horizon_turn``, ``play_out``); ``-inf`` if ``action`` is illegal there
    (``ai.lookahead.score``)."""
    return score(state.clone(), action, player, _HEURISTIC, horizon_turn(state, horizon))


#: the combat decisions after blocks the agent searches (damage assignments and orders)
_AFTER_BLOCKS = frozenset({DecisionKind.ASSIGN_COMBAT_DAMAGE, DecisionKind.ORDER_BLOCKERS,
                           DecisionKind.ORDER_ATTACKERS})


def best_combat_action(state: GameState, legal: LegalActions, nodes: int = NODE_BUDGET
                       ) -> Action:
    """The action of a combat decision after blocks (a damage assignment, CR 510.1, or a
    damage assignment order, 509.2-509.3) best for the player deciding at end of combat,
    the rest of the combat by minimax through the engine — the play the block search
    assumes (ties: the first listed)."""
    decision = state.decision
    assert decision is not None
    best: tuple[float, Action] | None = None
    budget = engine_path.Budget(nodes)
    for action in legal:
        value = engine_path.value_after(state, action, decision.player, budget)
        if best is None or value > best[0] + 1e-9:
            best = (value, action)
    assert best is not None
    return best[1]


def explain(state: GameState, exhaustive: bool = False) -> str:
    """A human-readable account of the solver's choice at a declare blockers or declare
    attackers decision: each block and what it does (kills, survives, trades, chump blocks
    because the attack is lethal otherwise), the resulting life and evaluation."""
    decision = state.decision
    if decision is not None and decision.kind == DecisionKind.DECLARE_ATTACKERS:
        plan = solve_attacks(state, exhaustive)
        lines = [f"{decision.player} attacks with {plan.declaration} ({plan.method}, "
                 f"{plan.tried} attacks tried): evaluation {_num(plan.value)} at end of "
                 "combat after the defender's best blocks"]
        ranked = sorted(plan.values.items(), key=lambda e: -e[1])[:3]
        for decl, v in ranked:
            lines.append(f"  {decl}: {_num(v)}")
        return "\n".join(lines)
    if decision is None or decision.kind != DecisionKind.DECLARE_BLOCKERS:
        raise SolverError("explain: the state is at no declare_attackers or declare_blockers "
                          "decision")
    return _explain_blocks(state, solve_blocks(state, exhaustive))


def _num(value: float) -> str:
    if value <= -WIN:
        return "lost"
    if value >= WIN:
        return "won"
    return f"{value:.1f}"


def _explain_blocks(state: GameState, plan: BlockPlan) -> str:
    defender = state.decision.player if state.decision else "?"
    how = {"fast": "exact: fights decomposed, dynamic programming",
           "engine": "exact: every legal block played through the engine",
           "engine, approximate": "approximate: hill climbing through the engine"}[plan.method]
    lines = [f"{defender} blocks: {plan.declaration} ({how}"
             + (f"; not the fast path: {plan.reason}" if plan.reason else "") + ")"]
    lethal = plan.no_blocks is not None and plan.no_blocks <= -WIN
    solution = plan.solution
    if solution is not None:
        for attacker, blockers in solution.groups.items():
            result = solution.results[attacker]
            lines.append("  " + _fight_text(state, attacker, blockers, result, lethal))
        life = state.players[defender].life
        t = solution.tally
        lines.append(f"  {defender} ends at {life + t[0] + t[1]} life"
                     + (f", {state.players[defender].poison + t[2] + t[3]} poison"
                        if t[2] + t[3] else "")
                     + f" (from {life}) if the attacker assigns its damage at best")
    else:
        for blocker, attackers in plan.declaration.blocks:
            lines.append(f"  {blocker} blocks {', '.join(attackers)}")
    lines.append(f"  evaluation at end of combat: {_num(plan.value)}"
                 + (f" (no blocks: {_num(plan.no_blocks)})" if plan.no_blocks is not None
                    else ""))
    lines.append("  assumes no spell or ability is used during combat")
    return "\n".join(lines)


def _fight_text(state: GameState, attacker: str, blockers: Sequence[str],
                result: fast.FightResult, lethal: bool) -> str:
    if not blockers:
        hit = f"{result.to_player} damage" if result.to_player else "no damage"
        if result.poison:
            hit = f"{result.poison} poison"
        return f"{attacker} unblocked: {hit}"
    dead = [b for b, alive in zip(blockers, result.blockers_alive, strict=True) if not alive]
    names = " and ".join(blockers)
    verb = "blocks" if len(blockers) == 1 else "block"
    if not result.attacker_alive and not dead:
        why = f"kill{'s' if len(blockers) == 1 else ''} {attacker} and survive" + \
            ("s" if len(blockers) == 1 else "")
    elif not result.attacker_alive:
        why = f"trade: {attacker} dies, so do {', '.join(dead)}"
    elif dead:
        why = f"chump block: {', '.join(dead)} die{'s' if len(dead) == 1 else ''}, " \
            f"{attacker} survives"
        if lethal:
            why += " — the attack is lethal otherwise"
    else:
        why = f"{attacker} is held off; everyone survives"
    if result.to_player:
        why += f"; {result.to_player} tramples over"
    return f"{names} {verb} {attacker}: {why}"


# --- regret ----------------------------------------------------------------------------------

def regret(state: GameState, agent: Agent, plan: BlockPlan | None = None) -> float:
    """At a ``declare_blockers`` decision: the evaluation the defender loses by declaring
    ``agent``'s blocks instead of the solver's (end of combat, the rest by minimax). 0 for
    the solver's own blocks; never negative (when the solver's search is approximate, a
    better block found by the agent counts as the best known)."""
    legal = _legal(state, DecisionKind.DECLARE_BLOCKERS)
    plan = plan if plan is not None else solve_blocks(state)
    decision = state.decision
    assert decision is not None
    branch = state.clone()
    action = agent.act(branch, decision, branch.legal_actions())
    if not isinstance(action, DeclareBlockers) or action not in legal:
        raise SolverError(f"the agent's action {action} is not a legal block declaration")
    mine = block_value(state, action.declaration, plan)
    return max(0.0, plan.value - mine)


@dataclass
class RegretSummary:
    """Regret over ``n`` boards: the mean, the share of boards with any regret, each board's
    regret, and how many boards the solver solved exactly."""

    mean: float
    positive: float
    regrets: list[float]
    exact: int

    @property
    def n(self) -> int:
        """The number of boards."""
        return len(self.regrets)


#: the keywords of the regret and benchmark boards: ``sim.testing.checker``'s mix without the two
#: that tie blockers together (Lure, "can block an additional creature"), which the engine
#: path solves exactly but slowly on big boards
BOARD_KEYWORDS: tuple[Kw, ...] = tuple(k for k in KEYWORD_MIX
                                       if k not in (Kw.LURE, Kw.BLOCK_ADDITIONAL))


def blocking_boards(rng: np.random.Generator, n: int, max_creatures: int = 6,
                    keywords: tuple[Kw, ...] = BOARD_KEYWORDS, full: bool = False
                    ) -> Iterator[GameState]:
    """``n`` random combats at the defender's ``declare_blockers`` decision:
    ``sim.testing.checker.random_board`` (up to ``max_creatures`` a side, random rules edition,
    life, damage, tapped and summoning-sick creatures; its damage shields dropped), the attacker
    attacking with every creature able to (the closest legal attack). Boards where no creature can
    block are skipped. ``full``: only boards with ``max_creatures`` creatures a side (drawn until
    one comes), none of them tapped or summoning sick."""
    if n < 0 or max_creatures < 0:
        raise SolverError(f"blocking_boards: n and max_creatures must be >= 0, got {n}, "
                          f"{max_creatures}")
    made = 0
    heuristic = HeuristicAgent()
    while made < n:
        state = random_board(rng, max_creatures=max_creatures, keywords=keywords)
        if full:
            sides = [sum(1 for p in state.permanents.values() if p.controller == who)
                     for who in ("A", "B")]
            if sides != [max_creatures, max_creatures]:
                continue
            for perm in state.permanents.values():
                perm.tapped = perm.sick = False
        state.damage_effects.clear()
        sim_engine.start(state)
        while state.decision is not None and state.decision.kind != DecisionKind.DECLARE_BLOCKERS:
            decision, legal = state.decision, state.legal_actions()
            if decision.kind == DecisionKind.DECLARE_ATTACKERS \
                    and isinstance(legal, DeclarationActions):
                wanted = AttackDeclaration(tuple(sorted(
                    (c, decision_target) for c, targets in legal.legal.options.items()
                    for decision_target in targets[:1] if decision_target in state.players)))
                state.apply(legal.wrap(closest(legal.legal, wanted)))
            else:
                state.apply(heuristic.act(state, decision, legal))
        if state.decision is not None:
            made += 1
            yield state


def average_regret(agent: Agent | Callable[[np.random.Generator], Agent], n: int = 200,
                   seed: int = 0, max_creatures: int = 6) -> RegretSummary:
    """The regret of ``agent``'s blocks (an agent, or a factory given a generator) over ``n``
    boards from ``blocking_boards`` (seeded by ``seed``): the same seed, the same boards and
    the same figures."""
    rng = np.random.default_rng(seed)
    made = agent(np.random.default_rng([seed, 1])) if callable(agent) and \
        not hasattr(agent, "act") else agent
    assert hasattr(made, "act")
    regrets: list[float] = []
    exact = 0
    for state in blocking_boards(rng, n, max_creatures):
        plan = solve_blocks(state)
        exact += plan.exact
        regrets.append(regret(state, made, plan))
    mean = sum(regrets) / len(regrets) if regrets else 0.0
    positive = sum(r > 1e-9 for r in regrets) / len(regrets) if regrets else 0.0
    return RegretSummary(mean, positive, regrets, exact)


__all__ = ["ATTACK_EXACT", "AttackPlan", "BOARD_KEYWORDS", "BlockPlan", "CRACK_BACK",
           "DAMAGE_CHOICES", "ENGINE_LIMIT", "attack_leaf", "best_combat_action",
           "RegretSummary", "SolverAgent", "SolverError", "average_regret", "block_value",
           "blocking_boards", "explain", "regret", "solve_attacks", "solve_blocks"]
