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
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from cards.lookup import card_pool
from mtgsim import svg
from mtgsim.games import game
from mtgsim.goldfish import goldfish
from mtgsim.runner import montecarlo
from sim.engine.agents import Agent, DefaultAgent
from sim.engine.play import play as _play
from sim.io.scenario import Scenario, decode, load_scenario, parse_scenario
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

POLICIES = ("default", "random", "heuristic", "lookahead", "solver", "mcts")


def load(source: str | Path | Mapping[str, Any], cards: str | Path | None = None) -> GameState:
    """A scenario as a ``GameState`` ready to play (run to its first decision): a path to a
    ``.toml`` or ``.json`` file, TOML or JSON text, or an already-parsed dict. Cards come
    from ``cards`` (an MTGJSON or Scryfall card file, imported once and cached), else
    ``$MTGSIM_CARDS``, else the database ``mtgsim cards import`` wrote, over the bundled
    pool (``cards.lookup``). Bad input raises ``ScenarioError`` naming the field."""
    return scenario(source, cards).state.clone().start()


def scenario(source: str | Path | Mapping[str, Any],
             cards: str | Path | None = None) -> Scenario:
    """The scenario itself (its description, expectations and scripted choices)."""
    pool = card_pool(cards)
    if isinstance(source, Mapping):
        return parse_scenario(source, "(dict)", pool)
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and "=" not in source and "{" not in source):
        return load_scenario(source, pool)  # a file name: TOML and JSON text have = or {
    if not isinstance(source, str):
        raise ScenarioError(repr(source), "", "expected a path, TOML or JSON text, or a dict")
    text = source.strip()
    try:
        data = decode(text, "json" if text.startswith("{") else "toml", "(text)")
    except ScenarioError as err:
        raise ScenarioError("(text)", "", "neither a file name nor valid TOML/JSON: "
                            + err.message.removeprefix("malformed JSON: ")
                            .removeprefix("malformed TOML: ")) from None
    return parse_scenario(data, "(text)", pool)


#: the search policies: name -> (module, class), each made as ``Class(rng)``
_SEARCH = {"lookahead": ("ai.lookahead", "LookaheadAgent"), "solver": ("ai.solver", "SolverAgent"),
           "mcts": ("ai.mcts", "MctsAgent")}


def policy(name: str, rng: np.random.Generator | None = None) -> Agent:
    """A policy by name: ``default``, ``random`` (seeded by ``rng``; default seed 0),
    ``heuristic``, the search policies ``lookahead``, ``solver`` and ``mcts`` (``ai``), or a
    user's own as ``module:Class`` (any class whose instances have
    ``act(state, decision, legal)``; made as ``Class(rng)`` when its constructor takes an
    argument, else ``Class()``)."""
    if name == "default":
        return DefaultAgent()
    if name == "random":
        from ai.random_policy import RandomAgent
        return RandomAgent(rng if rng is not None else np.random.default_rng(0))
    if name == "heuristic":
        from ai.heuristic import HeuristicAgent
        return HeuristicAgent()
    if name in _SEARCH:
        import importlib

        module, cls = _SEARCH[name]
        made: Agent = getattr(importlib.import_module(module), cls)(
            rng if rng is not None else np.random.default_rng(0))
        return made
    if ":" in name:
        return _user_policy(name, rng if rng is not None else np.random.default_rng(0))
    raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], [])


def _user_policy(name: str, rng: np.random.Generator) -> Agent:
    """``module:Class``, imported and made (see ``policy``)."""
    import importlib
    import inspect

    module_name, _, class_name = name.partition(":")
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except ImportError as err:
        raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], []) from err
    except AttributeError:
        raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], []) from None
    try:
        takes_rng = any(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
                        for p in inspect.signature(cls).parameters.values())
    except (TypeError, ValueError):
        takes_rng = False
    agent = cls(rng) if takes_rng else cls()
    if not callable(getattr(agent, "act", None)):
        raise MtgsimError(f"policy {name!r}: {class_name} has no act(state, decision, legal)")
    return agent  # type: ignore[no-any-return]


def agents_for(state: GameState, agents: Mapping[str, Agent | str],
               rng: np.random.Generator) -> dict[str, Agent]:
    """An agent for every player of ``state``: those given (policy names are made with
    ``rng``), the default policy for the others."""
    return {p: (policy(a, rng) if isinstance(a, str) else a)
            for p, a in {**dict.fromkeys(state.turn_order, "default"), **agents}.items()}


def play(state: GameState, agents: Agent | str | Mapping[str, Agent | str] | None = None,
         rng: np.random.Generator | None = None, *, use_script: bool = True) -> Outcome:
    """Play ``state`` to its end and return its ``Outcome``. ``agents``: one agent (or policy
    name) for every player, or a mapping from player id to agent or name (players left out
    get the default policy). ``rng`` seeds the policies made from names. The scenario's own
    choices (``state.script``) are applied first unless ``use_script`` is False."""
    rng = rng if rng is not None else np.random.default_rng(0)
    table: Agent | dict[str, Agent]
    if agents is None or isinstance(agents, str):
        table = policy(agents or "default", rng)
    elif isinstance(agents, Mapping):
        table = agents_for(state, agents, rng)
    else:
        table = agents
    return _play(state, table, use_script=use_script)

__all__ = ["load", "scenario", "play", "policy", "agents_for", "montecarlo", "game", "GameState",
           "Outcome", "Decision", "LegalActions", "Action", "Agent", "IllegalActionError",
           "IllegalDeclarationError", "IllegalDamageAssignmentError", "MtgsimError",
           "ScenarioError", "POLICIES", "svg", "__version__", "goldfish"]
