"""mtgsim: the one facade users need. ``sim`` (rules), ``cards`` (the pool) and ``ai``
(policies) are the packages behind it.

::

    import mtgsim
    state = mtgsim.load("examples/alpha_strike.toml")
    while not state.is_terminal():
        d = state.decision                 # who chooses (d.player), what (d.kind, d.prompt)
        legal = state.legal_actions()      # lazy: len(), iteration, `in`, legal[i]
        state.apply(legal[0])              # illegal actions raise IllegalActionError
    print(state.outcome().to_dict())

``play(state, agents)`` is the same loop with agents (objects with ``act(state, decision,
legal)``, or policy names), the file's own choices applied first.

What is where: positions from scenario files and playing them (``mtgsim.positions``:
``load``, ``scenario``, ``play``), policies by name (``mtgsim.policies``: ``policy``,
``agents_for``, ``POLICIES``), games from decks (``mtgsim.games``: ``game``), random board
episodes (``mtgsim.boards``), pictures (``mtgsim.svg``); the experiments (``mtgsim.experiments``:
``montecarlo``, ``goldfish``, ``tournament``, on one harness); the batched combat kernel
(``mtgsim.batch``); the self-play environments (``mtgsim.env``); the command line
(``mtgsim.cli``, which nothing here imports).
"""

from __future__ import annotations

from mtgsim import svg
from mtgsim.experiments.goldfish import goldfish
from mtgsim.experiments.montecarlo import montecarlo
from mtgsim.experiments.tournament import tournament
from mtgsim.games import game
from mtgsim.policies import POLICIES, agents_for, policy
from mtgsim.positions import load, play, scenario
from sim.engine.agents import Agent, DefaultAgent
from sim.io.scenario import Scenario
from sim.model.actions import Action
from sim.model.decisions import Decision, LegalActions
from sim.model.errors import (
    IllegalActionError,
    IllegalDamageAssignmentError,
    IllegalDeclarationError,
    MtgsimError,
    ScenarioError,
    UnknownNameError,
)
from sim.model.outcome import Outcome
from sim.model.state import GameState

__version__ = "0.1.0"

__all__ = ["load", "scenario", "play", "policy", "agents_for", "montecarlo", "game", "GameState",
           "Outcome", "Decision", "LegalActions", "Action", "Agent", "IllegalActionError",
           "IllegalDeclarationError", "IllegalDamageAssignmentError", "MtgsimError",
           "ScenarioError", "POLICIES", "svg", "__version__", "goldfish", "tournament",
           "Scenario", "DefaultAgent", "UnknownNameError"]
