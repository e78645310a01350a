"""Policies that play mtgsim's decisions: each implements the ``sim.agent.Agent`` protocol.

``RandomAgent`` draws every decision uniformly from the legal choices (for Monte Carlo
roll-outs and fuzzing the engine); ``HeuristicAgent`` is a simple scripted baseline.
The engine (``sim``) never imports this package.
"""

from ai.heuristic import HeuristicAgent, fight
from ai.random_policy import RandomAgent, random_assignment

__all__ = ["HeuristicAgent", "RandomAgent", "fight", "random_assignment"]
