"""``MctsAgent``: UCT Monte Carlo tree search over ``clone()``/``apply()``.

The tree branches only at the decisions a search policy searches (``ai.lookahead.
worth_searching``: attack and block declarations, targets, modes, X, priority with a spell
castable or an ability to activate) of the acting player — the opponents' decisions are made
by the heuristic, the search's model of them, unless ``opponents=True`` makes theirs nodes
too (then each node's player maximises their own reward, as in two-player UCT). Between
nodes the heuristic decides, as this agent does itself, and a decision with one legal action
is taken without a node. (On 60 random combat episodes against the heuristic, the opponent
model won more: 49 wins and 26 losses against 45 and 28 with opponents in the tree.) A
decision with one legal action at the root costs no search, and one the policy does not
search is answered by ``HeuristicAgent``.

One iteration (Kocsis and Szepesvari's UCT, with Coulom's progressive widening):

1. *World.* In a whole game, ``worlds`` determinized copies of the position
   (``ai.determinize``: the opponent's hand and every library order resampled, future
   shuffles reseeded) are drawn once per decision, so the search never reads hidden cards.
   The root child is selected first (the acting player's options are the same in every
   world), and its ``k``-th visit is played in a clone of world ``k mod worlds``: every root
   child is judged on the same worlds in the same order (common random numbers: far less
   noise than a new world each iteration). With nothing hidden, a clone of the position.
2. *Selection.* At each node, the children are the node's candidate actions
   (``ai.lookahead.candidates``: the heuristic's choice, the no-op, then all legal actions if
   few, else the heuristic's declaration minus one creature and seeded samples), made once,
   in the world that first reaches the node. The root has all its candidates as children (at
   most ``width``); below it, progressive widening: a node visited ``n`` times has at most
   ``2 + floor(sqrt(n))`` children, taken in candidate order. Only the children
   legal in this iteration's world are *available* (a card the opponent holds in one world
   may not exist in another: information-set MCTS's availability counts); an unvisited
   available child is tried first, else the one with the greatest
   ``mean + c * sqrt(ln(available) / visits)``, the mean taken for the node's player. If no
   child is available, the heuristic's choice in this world becomes a new child.
3. *Expansion.* The first child visited for the first time in the iteration ends the
   selection.
4. *Rollout.* The rollout policy (heuristic or uniformly random) plays on for both players
   to the horizon: the end of a combat or turn scenario, or in a game the first decision
   after ``horizon`` further turns have begun.
5. *Backpropagation.* Each player's reward is ``tanh(evaluate(world, player) / scale)``
   (``ai.evaluation``; a won game 1, a lost one -1); every child on the path adds the reward
   of the player who chose it.

The action played is the root child visited most (ties: the better mean, then the earlier
candidate). With an iteration budget the search is deterministic given the generator: same
seed, same action. A time budget (``time_budget`` seconds, checked between iterations, at
least one iteration) depends on the machine's speed, so it is not.
"""

from __future__ import annotations

import math
import time

import numpy as np

from ai.determinize import determinize, hidden_from
from ai.evaluation import evaluate
from ai.heuristic import HeuristicAgent
from ai.lookahead import (
    SearchConfigError,
    SearchPolicy,
    candidates,
    check_budget,
    horizon_turn,
    play_out,
    rollout_agent,
    worth_searching,
)
from sim.engine.play import drive
from sim.model.actions import Action
from sim.model.decisions import Decision, LegalActions
from sim.model.errors import IllegalActionError
from sim.model.state import GameState

_HEURISTIC = HeuristicAgent()


class Child:
    """An edge: an action, its statistics for the player choosing it, and the nodes reached
    (one per kind of decision met next: worlds may differ in what comes next)."""

    __slots__ = ("action", "visits", "total", "available", "nodes")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.nodes: dict[tuple[str, str], SearchNode] = {}

    def mean(self) -> float:
        """The mean reward of the player choosing the action, over its visits (0 before any)."""
        return self.total / self.visits if self.visits else 0.0


class SearchNode:
    """A searched decision: who chooses, the candidate actions not yet made children, and the
    children."""

    __slots__ = ("player", "visits", "waiting", "children")

    def __init__(self, player: str, waiting: list[Action]) -> None:
        self.player = player
        self.visits = 0
        self.waiting = waiting
        self.children: list[Child] = []

    def widen(self) -> None:
        """Make candidates children while the widening limit allows."""
        limit = 2 + math.isqrt(self.visits)
        while self.waiting and len(self.children) < limit:
            self.children.append(Child(self.waiting.pop(0)))


def _advance(world: GameState, until: int | None, only: str | None = None) -> bool:
    """Let the heuristic play ``world`` on to the next searched decision (of ``only``, if
    given: the others' are the heuristic's too); False if the play is over or the horizon is
    reached first."""
    def searched(state: GameState, decision: Decision, legal: LegalActions) -> bool:
        return (only is None or decision.player == only) and worth_searching(decision, legal)

    return drive(world, _HEURISTIC, until_turn=until, pause=searched)


class MctsAgent(SearchPolicy):
    """UCT search (see the module docstring). Implements ``sim.engine.agents.Agent``.

    ``iterations``: the budget per searched decision; ``time_budget``: seconds instead
    (not deterministic); ``c``: the exploration constant; ``rollout``: ``"heuristic"`` or
    ``"random"``; ``horizon``: further turns played in a whole game; ``width``: the most
    candidates per node; ``scale``: the evaluation that squashes to tanh(1); ``worlds``: the
    determinizations per decision in a game with hidden information; ``opponents``: whether
    the opponents' searched decisions are nodes too (else the heuristic makes them: the
    opponent model)."""

    def __init__(self, rng: np.random.Generator, *, iterations: int = 48,
                 time_budget: float | None = None, c: float = 0.5, rollout: str = "heuristic",
                 horizon: int = 3, width: int = 16, scale: float = 500.0,
                 worlds: int = 8, opponents: bool = False) -> None:
        check_budget(iterations=iterations, width=width, worlds=worlds)
        if time_budget is not None and time_budget <= 0:
            raise SearchConfigError(f"time_budget must be positive, got {time_budget}")
        if horizon < 0 or c < 0 or scale <= 0:
            raise SearchConfigError("horizon and c must be 0 or more and scale positive, "
                                    f"got horizon={horizon}, c={c}, scale={scale}")
        self.rng = rng
        self.iterations = iterations
        self.time_budget = time_budget
        self.c = c
        self.policy = rollout_agent(rollout, rng)
        self.horizon = horizon
        self.width = width
        self.scale = scale
        self.worlds = worlds
        self.opponents = opponents
        #: decisions searched and iterations run so far (for measurements)
        self.searched = 0
        self.runs = 0
        #: the root of the last search (for inspection and tests)
        self.root: SearchNode | None = None

    def choose(self, state: GameState, player: str, options: list[Action]) -> Action:
        """Run the budget from ``state`` (``player`` to choose among ``options``) and return
        the root child visited most."""
        root = SearchNode(player, [])
        root.children = [Child(action) for action in options]  # all: no widening at the root
        self.root = root
        worlds = [determinize(state, player, self.rng) for _ in range(self.worlds)] \
            if hidden_from(state, player) else [state]
        until = horizon_turn(state, self.horizon)
        start = time.perf_counter()
        done = 0
        while True:
            # the acting player's options are the same in every world: the root child is
            # chosen first, and its k-th visit is played in world k mod len(worlds)
            first = self.select(root, state)
            self.iterate(root, worlds[first.visits % len(worlds)].clone(), until, first)
            done += 1
            if self.time_budget is not None:
                if time.perf_counter() - start >= self.time_budget:
                    break
            elif done >= self.iterations:
                break
        self.runs += done
        best = max(enumerate(root.children),
                   key=lambda e: (e[1].visits, e[1].mean(), -e[0]))[1]
        return best.action

    def iterate(self, root: SearchNode, world: GameState, until: int | None,
                first: Child | None = None) -> None:
        """One iteration from ``root`` in ``world`` (changed in place), through the root child
        ``first`` if given."""
        path: list[tuple[SearchNode, Child]] = []
        try:
            self.descend(root, world, until, first, path)
            play_out(world, self.policy, until)
        except IllegalActionError:
            # a choice the scenario scripts later became illegal on this path: a loss for all
            rewards = dict.fromkeys(world.players, -1.0)
        else:
            rewards = {p: math.tanh(evaluate(world, p) / self.scale) for p in world.players}
        for parent, edge in path:
            parent.visits += 1
            edge.visits += 1
            edge.total += rewards[parent.player]

    def descend(self, root: SearchNode, world: GameState, until: int | None, first: Child | None,
                path: list[tuple[SearchNode, Child]]) -> None:
        """Selection and expansion: follow the tree from ``root`` in ``world`` (changed in
        place), appending each (node, child) taken to ``path``."""
        node = root
        while True:
            child = first if first is not None and node is root else self.select(node, world)
            path.append((node, child))
            fresh = child.visits == 0
            world.apply(child.action)  # legal: only available children are selected
            if not _advance(world, until, None if self.opponents else root.player):
                break
            decision = world.decision
            assert decision is not None
            sig = (decision.player, decision.kind)
            following = child.nodes.get(sig)
            if following is None:
                legal = world.legal_actions()
                following = SearchNode(decision.player,
                                 candidates(world, decision, legal, self.rng, self.width))
                child.nodes[sig] = following
            if fresh:
                break
            node = following

    def select(self, node: SearchNode, world: GameState) -> Child:
        """The child to follow from ``node`` in ``world`` (UCT over the available ones)."""
        node.widen()
        legal = world.legal_actions()
        available = [ch for ch in node.children if ch.action in legal]
        if not available:
            decision = world.decision
            assert decision is not None
            action = _HEURISTIC.act(world, decision, legal)
            found = next((ch for ch in node.children if ch.action == action), None)
            if found is None:
                found = Child(action)
                node.children.append(found)
            available = [found]
        for ch in available:
            ch.available += 1
        for ch in available:
            if ch.visits == 0:
                return ch
        c = self.c
        return max(available, key=lambda ch: ch.mean()
                   + c * math.sqrt(math.log(ch.available) / ch.visits))


__all__ = ["MctsAgent", "SearchNode", "Child"]
