"""Policies by name: ``policy("random", rng)`` makes the agent a name stands for, and
``agents_for(state, {"B": "heuristic"}, rng)`` one for every player of a position.

The names are ``POLICIES`` (``default``, ``random``, ``heuristic`` and the search policies
``lookahead``, ``solver``, ``mcts`` of ``ai``) or a user's own class as ``module:Class``. The
``ai`` modules are imported only when their policy is asked for, so ``import mtgsim`` stays
light.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

import numpy as np

from sim.engine.agents import Agent, DefaultAgent
from sim.model.errors import MtgsimError, UnknownNameError
from sim.model.state import GameState

#: the policies known by name (``module:Class`` names a user's own)
POLICIES = ("default", "random", "heuristic", "lookahead", "solver", "mcts")

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
        module, cls = _SEARCH[name]
        made: Agent = getattr(importlib.import_module(module), cls)(
            rng if rng is not None else np.random.default_rng(0))
        return made
    if ":" in name:
        return _user_policy(name, rng if rng is not None else np.random.default_rng(0))
    raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], [])


def _user_policy(name: str, rng: np.random.Generator) -> Agent:
    """``module:Class``, imported and made (see ``policy``)."""
    import inspect

    module_name, _, class_name = name.partition(":")
    cls: Any
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except ImportError as err:
        raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], []) from err
    except AttributeError:
        raise UnknownNameError("policy", name, [*POLICIES, "module:Class"], []) from None
    if not inspect.isclass(cls) or not callable(getattr(cls, "act", None)):  # never any callable
        what = "a class without act" if inspect.isclass(cls) else "not a class"
        raise MtgsimError(f"policy {name!r}: expected module:Class naming a class with a method "
                          "act(state, decision, legal) (your own code, run as a policy); "
                          f"{class_name} is {what}")
    try:
        takes_rng = any(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
                        for p in inspect.signature(cls).parameters.values())
    except (TypeError, ValueError):
        takes_rng = False
    make: Any = cls  # (``isclass`` narrowed it to ``type[object]``)
    agent: Agent = make(rng) if takes_rng else make()
    return agent


def agents_for(state: GameState, agents: Mapping[str, Agent | str],
               rng: np.random.Generator) -> dict[str, Agent]:
    """An agent for every player of ``state``: those given (policy names are made with
    ``rng``), the default policy for the others."""
    return {p: (policy(a, rng) if isinstance(a, str) else a)
            for p, a in {**dict.fromkeys(state.turn_order, "default"), **agents}.items()}


__all__ = ["POLICIES", "policy", "agents_for"]
