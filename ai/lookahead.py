"""``LookaheadAgent``: one-ply search. Each candidate action is played out with the engine and
the best is kept by ``ai.evaluation.evaluate``.

Which decisions are searched (``worth_searching``): attack and block declarations, targets,
modes and X, and priority when a spell can be cast or an ability activated — each only when
it has two or more legal actions. A decision with one legal action is answered at once (no
search); every other decision (mulligans, land drops, damage assignment, orders, ...) goes
to ``HeuristicAgent``.

The candidates (``candidates``): the heuristic's choice, then the default policy's ("attack
with nothing", "block with nothing", "pass"), then every legal action in the legality
engine's order when there are at most ``width`` in all; otherwise (millions of declarations
are possible) the heuristic's declaration with one creature left out, one at a time, then
seeded uniform samples (``legal.sample(rng)``) until ``width`` distinct candidates are found
or ``3 * width`` draws are spent. Casting (or playing) one of two copies of a card is the
same choice: one per card name is kept.

Each candidate is applied to a copy of the position and played on by the rollout policy
(``HeuristicAgent`` for both players, or ``RandomAgent``), the scenario's own scripted
choices first (``play_out``), up to the horizon: the end of a combat or turn scenario, or in
a whole game (or a combat episode played to the end of the game) the first decision after
``horizon`` further turns have begun (the default 3: the opponent's turn, one's own next turn
and the opponent's again, so an attack is judged after the crack-back; 1 is shorter-sighted
and lost more often on random boards). The end position is
scored by ``evaluate`` for the acting player; the best mean over ``samples`` play-outs wins
(ties: the earlier candidate, so the heuristic's choice when nothing is better). In a whole
game every play-out runs in a determinized world (``ai.determinize``): the opponent's hand
and all library orders resampled, so nothing hidden is read; the ``samples`` worlds are the
same for every candidate (common random numbers). With a deterministic rollout in a scenario
with nothing hidden, one play-out per candidate is exact and ``samples`` defaults to 1.

Every random choice comes from the generator given: the same seed, the same choices.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import numpy as np

from ai.determinize import determinize, hidden_from
from ai.evaluation import evaluate
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim.engine.agents import Agent, DefaultAgent
from sim.engine.play import drive
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import (
    PASS,
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PlayLand,
)
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.errors import IllegalActionError, MtgsimError
from sim.model.objects import Span
from sim.model.state import GameState

#: decision kinds searched whenever they have two or more legal actions
SEARCHED = frozenset({DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS,
                      DecisionKind.CHOOSE_TARGET, DecisionKind.CHOOSE_MODE, DecisionKind.CHOOSE_X})
#: the rollout policies by name
ROLLOUTS = ("heuristic", "random")

_HEURISTIC = HeuristicAgent()
_DEFAULT = DefaultAgent()


class SearchConfigError(MtgsimError):
    """A search policy was given a bad parameter (a budget below 1, an unknown rollout)."""


def rollout_agent(name: str, rng: np.random.Generator) -> Agent:
    """The rollout policy ``name`` (``ROLLOUTS``), random ones drawing from ``rng``."""
    if name == "heuristic":
        return _HEURISTIC
    if name == "random":
        return RandomAgent(rng)
    raise SearchConfigError(f"unknown rollout policy {name!r}; expected one of "
                            f"{', '.join(ROLLOUTS)}")


def worth_searching(decision: Decision, legal: LegalActions) -> bool:
    """Whether a search policy searches ``decision`` (see the module docstring)."""
    if decision.kind == DecisionKind.PRIORITY:
        return legal.count() > 1 and any(isinstance(a, CastSpell | ActivateAbility)
                                         for a in legal)
    return decision.kind in SEARCHED and legal.count() > 1


def horizon_turn(state: GameState, horizon: int) -> int | None:
    """The turn whose start ends a play-out from ``state`` (None: play to the end, as in a
    combat or turn scenario)."""
    return state.turn + horizon + 1 if state.span is Span.GAME else None


def play_out(state: GameState, agents: Agent | dict[str, Agent], until: int | None) -> None:
    """Play ``state`` on, in place, with ``agents`` (the scenario's scripted choices first,
    one-action decisions without asking) until it is over or turn ``until`` has begun: the
    one driver, ``sim.engine.play.drive``."""
    drive(state, agents, until_turn=until)


def _key(state: GameState, action: Action) -> object:
    """Actions that are the same choice share a key: casting (or playing) either of two copies
    of a card."""
    if isinstance(action, CastSpell | PlayLand) and action.card in state.permanents:
        return (action.kind, state.permanents[action.card].card.name)
    return action


def _left_out(state: GameState, action: Action) -> Iterator[Action]:
    """``action`` (a declaration) with one of its creatures left out, each in turn."""
    if isinstance(action, DeclareAttackers):
        attacks = action.declaration.attacks
        for i in range(len(attacks)):
            yield DeclareAttackers(AttackDeclaration(attacks[:i] + attacks[i + 1:]))
    elif isinstance(action, DeclareBlockers):
        blocks = action.declaration.blocks
        for i in range(len(blocks)):
            yield DeclareBlockers(BlockDeclaration(blocks[:i] + blocks[i + 1:]))


def candidates(state: GameState, decision: Decision, legal: LegalActions,
               rng: np.random.Generator, width: int) -> list[Action]:
    """The actions searched at ``decision`` (see the module docstring), at most ``width``,
    distinct, every one legal; the heuristic's choice first."""
    chosen: list[Action] = []
    seen: set[object] = set()

    def add(action: Action) -> None:
        key = _key(state, action)
        if key not in seen and len(chosen) < width and action in legal:
            seen.add(key)
            chosen.append(action)

    first = _HEURISTIC.act(state, decision, legal)
    add(first)
    add(_DEFAULT.act(state, decision, legal))
    if decision.kind == DecisionKind.PRIORITY:
        add(PASS)
    n = legal.count()
    if n <= width or not isinstance(legal, DeclarationActions):
        for action in (legal if n <= 4 * width else (legal[i] for i in range(4 * width))):
            add(action)
        return chosen
    for action in _left_out(state, first):
        add(action)
    for _ in range(3 * width):
        if len(chosen) >= width:
            break
        add(legal.sample(rng))
    return chosen


def score(world: GameState, action: Action, player: str, agents: Agent | dict[str, Agent],
          until: int | None) -> float:
    """``player``'s evaluation after ``action`` is applied to ``world`` (changed in place) and
    it is played out to ``until``; ``-inf`` if ``action`` is not legal in ``world``, or makes
    a choice the scenario file scripts later illegal (playing it would end in that error)."""
    try:
        world.apply(action)
        play_out(world, agents, until)
    except IllegalActionError:
        return -math.inf
    return evaluate(world, player)


def check_budget(**values: int | None) -> None:
    for name, value in values.items():
        if value is not None and value < 1:
            raise SearchConfigError(f"{name} must be at least 1, got {value}")


class SearchPolicy:
    """What the search policies share (``sim.engine.agents.Agent``): a decision with one legal
    action is answered at once, one not worth searching by the heuristic, and otherwise its
    candidates (``candidates``, at most ``width``) go to ``choose``."""

    rng: np.random.Generator
    width: int
    #: decisions searched so far (for measurements)
    searched: int = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if legal.count() == 1:
            only: Action = legal[0]
            return only
        if not worth_searching(decision, legal):
            return _HEURISTIC.act(state, decision, legal)
        options = candidates(state, decision, legal, self.rng, self.width)
        if len(options) == 1:
            return options[0]
        self.searched += 1
        return self.choose(state, decision.player, options)

    def choose(self, state: GameState, player: str, options: list[Action]) -> Action:
        """The option ``player`` takes (the search itself)."""
        raise NotImplementedError


class LookaheadAgent(SearchPolicy):
    """One-ply search over candidate actions (see the module docstring). Implements
    ``sim.engine.agents.Agent``.

    ``rollout``: ``"heuristic"`` or ``"random"``; ``samples``: play-outs per candidate (None:
    1 when the rollout is deterministic and nothing is hidden, else 3); ``horizon``: further
    turns played in a whole game; ``width``: the most candidates searched."""

    def __init__(self, rng: np.random.Generator, *, rollout: str = "heuristic",
                 samples: int | None = None, horizon: int = 3, width: int = 12) -> None:
        check_budget(samples=samples, width=width)
        if horizon < 0:
            raise SearchConfigError(f"horizon must be 0 or more, got {horizon}")
        self.rng = rng
        self.rollout = rollout
        self.policy = rollout_agent(rollout, rng)
        self.samples = samples
        self.horizon = horizon
        self.width = width
        #: decisions searched and play-outs run so far (for measurements)
        self.searched = 0
        self.playouts = 0

    def choose(self, state: GameState, player: str, options: list[Action]) -> Action:
        """The option with the best mean evaluation for ``player`` (ties: the earliest)."""
        hidden = hidden_from(state, player)
        n = self.samples or (1 if self.rollout == "heuristic" and not hidden else 3)
        worlds: list[Callable[[], GameState]] = []
        for _ in range(n):
            world = determinize(state, player, self.rng) if hidden else state
            worlds.append(world.clone)
        until = horizon_turn(state, self.horizon)
        best, best_value = options[0], -math.inf
        for action in options:
            total = 0.0
            for make in worlds:
                total += score(make(), action, player, self.policy, until)
                self.playouts += 1
            if total / n > best_value:
                best, best_value = action, total / n
        return best


__all__ = ["LookaheadAgent", "SearchConfigError", "candidates", "worth_searching",
           "play_out", "horizon_turn", "rollout_agent", "score", "SEARCHED", "ROLLOUTS"]
