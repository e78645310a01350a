"""The one decision-loop driver: play a position on, asking agents at each decision.

``drive(state, agents, ...)`` is the loop everything that chooses goes through: the CLI and
``play``, a scenario's scripted choices (``state.script``, applied first and checked like any
action), the default policy, the ``ai`` policies' roll-outs and searches, the Monte Carlo
runner. A decision with exactly one legal action is applied without asking the agent
(``skip_trivial``), and the engine does not even stop for a combat damage assignment with one
legal form (``GameState.skip_trivial``); a scripted answer is always applied and checked.

It stops when the play is over, or earlier: ``stop(state)``, checked between the engine's
steps of work (it may stop the engine between two turn-based actions); ``until_turn``, checked
at each decision (the first decision of that turn, or a later one, is left pending); or
``pause(state, decision, legal)``, asked at each decision an agent would be asked (True leaves
it pending, for a search to take over). ``play`` plays to the end; ``run_combat`` and
``advance`` stop at the end of the combat phase or of the current step.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from sim.engine.agents import Agents, DefaultAgent, RandomAgent, agent_for
from sim.engine.core import apply, run, start
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.errors import IllegalActionError
from sim.model.objects import Step
from sim.model.outcome import GameResult, Outcome
from sim.model.state import GameState, provide


def random_playout(state: GameState, rng: np.random.Generator) -> Outcome:
    """Play ``state`` out to its end with every player's decisions drawn uniformly at random
    from the legal actions (a decision with one legal action applied without drawing), every
    draw from ``rng``: the roll-out of a Monte Carlo search (OpenSpiel's random playouts;
    ``GameState.random_playout``). The same ``rng`` state plays the same game, and it is the
    game ``play(state, RandomAgent(rng))`` plays (``sim.engine.agents.RandomAgent``)."""
    drive(state, RandomAgent(rng))
    return state.outcome()


def play(state: GameState, agents: Agents | None = None, *, use_script: bool = True,
         skip_trivial: bool = True) -> Outcome:
    """Play ``state`` to its end and return its ``Outcome``. ``agents``: one agent for every
    player, or a mapping from player id to agent; None means the default policy."""
    drive(state, agents if agents is not None else DefaultAgent(), None, use_script,
          skip_trivial)
    return state.outcome()


#: ``drive``'s ``pause``: whether to stop at this decision, leaving it pending
Pause = Callable[[GameState, Decision, LegalActions], bool]


def drive(state: GameState, agents: Agents, stop: Callable[[GameState], bool] | None = None,
          use_script: bool = True, skip_trivial: bool = True, *,
          until_turn: int | None = None, pause: Pause | None = None) -> bool:
    """Apply decisions until the play is over or a stop condition holds (see the module
    docstring); True when it stopped because ``pause`` asked to. ``skip_trivial`` False asks
    the agents every decision, forced damage assignments included (the state's own
    ``skip_trivial`` is set aside meanwhile)."""
    if not skip_trivial and state.skip_trivial:
        state.skip_trivial = False
        try:
            return drive(state, agents, stop, use_script, skip_trivial, until_turn=until_turn,
                         pause=pause)
        finally:
            state.skip_trivial = True
    start(state, stop)
    script = state.script if use_script else None
    while stop is None or not stop(state):
        # a local, not ``state.pending`` twice: mypy keeps ``state.pending`` narrowed to None
        # across ``engine.run``, and mypyc compiles (and checks) that narrowed type
        decision = state.pending
        if decision is None:
            run(state, stop)
            if state.pending is None:
                return False
            continue
        if until_turn is not None and state.turn >= until_turn:
            return False
        state.script_label = ""
        action = script.answer(state, decision) if script is not None else None
        label = state.script_label  # the ``[combat] actions`` entry answering, if any
        if action is None:
            legal = state.legal_actions()
            if script is not None and decision.kind is DecisionKind.PRIORITY \
                    and state.script_next < len(script.casts):  # scripted cards are kept
                legal = script.reserve(state, decision.player, legal)
            if skip_trivial and legal.count() == 1:
                action = legal[0]
            elif pause is not None and pause(state, decision, legal):
                return True
            else:
                action = agent_for(agents, decision.player).act(state, decision, legal)
        try:
            apply(state, action, stop)
        except IllegalActionError as err:
            if not label or type(err) is not IllegalActionError:
                raise
            raise IllegalActionError(f"{label}: {err}",
                                     [f"{label}: {r}" for r in err.reasons]) from None
    return False


def run_combat(state: GameState, agents: Agents | None = None) -> GameResult | None:
    """Play the combat phase from where ``state`` is to its end (or the end of the game),
    asking the agents every decision, even one with a single legal action; returns how the
    game ended, if it did."""
    drive(state, agents if agents is not None else DefaultAgent(), None, skip_trivial=False)
    return state.result


def advance(state: GameState, agents: Agents | None = None) -> Step:
    """Play the current step to its end (as ``run_combat``) and return the new step."""
    if state.step is Step.COMBAT_OVER:
        raise ValueError("the combat phase is over; nothing to advance")
    step = state.step
    drive(state, agents if agents is not None else DefaultAgent(),
          lambda s: s.step is not step, skip_trivial=False)
    return state.step


provide("random_playout", random_playout)
