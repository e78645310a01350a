"""Timed policies for the tournament: a policy wrapped so that each ``act`` call is timed.

The Monte Carlo runner makes its agents from policy *names* inside the process that plays
(``mtgsim.policy``; a user's own policy is ``module:Class``). So a timed policy is a name:
``timed("heuristic")`` is ``"mtgsim.experiments.timed_policies:heuristic"``, whose class this
module makes on demand (PEP 562's module ``__getattr__``: any attribute name is the wrapped
policy's name, ``module:Class`` included). The wrapper is made as ``Class(rng)`` and makes the
wrapped policy with that same generator, so a timed policy plays exactly as the bare one.

Each ``act`` adds its wall time (``time.perf_counter``) to ``SAMPLES[name]`` of the process
it runs in; the tournament's task reads and clears them (``take``). A decision with a
single legal action never reaches an agent (``sim.engine.play``), so only real decisions count.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from sim.model.actions import Action
from sim.model.decisions import Decision, LegalActions
from sim.model.state import GameState

PREFIX = "mtgsim.experiments.timed_policies:"
#: policy name -> seconds spent in each ``act`` call, in this process
SAMPLES: dict[str, list[float]] = {}


def timed(name: str) -> str:
    """The runner's name of policy ``name`` timed."""
    return PREFIX + name


def take() -> dict[str, list[float]]:
    """The samples gathered in this process so far, which are then forgotten."""
    out = {name: list(times) for name, times in SAMPLES.items()}
    SAMPLES.clear()
    return out


class TimedPolicy:
    """The policy ``name`` (a class attribute set by ``__getattr__``), timed."""

    name = "default"

    def __init__(self, rng: np.random.Generator) -> None:
        from mtgsim.policies import policy

        self.agent = policy(self.name, rng)
        self.times = SAMPLES.setdefault(self.name, [])

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """The wrapped policy's action, its wall time kept."""
        start = time.perf_counter()
        action = self.agent.act(state, decision, legal)
        self.times.append(time.perf_counter() - start)
        return action


_CLASSES: dict[str, type[TimedPolicy]] = {}


def __getattr__(name: str) -> Any:
    """The timed class of policy ``name`` (made once per process)."""
    if name.startswith("__"):
        raise AttributeError(name)
    cls = _CLASSES.get(name)
    if cls is None:
        cls = _CLASSES[name] = type(f"Timed[{name}]", (TimedPolicy,), {"name": name})
    return cls


__all__ = ["timed", "take", "TimedPolicy", "SAMPLES", "PREFIX"]
