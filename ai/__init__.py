"""Policies that play mtgsim's decisions: each implements the ``sim.engine.agents.Agent`` protocol.

``RandomAgent`` draws every decision uniformly from the legal choices (for Monte Carlo
roll-outs and fuzzing the engine); ``HeuristicAgent`` is a Forge-like rule-based player
(``ai.combat_ai`` plans its attacks and blocks); ``LookaheadAgent`` and ``MctsAgent`` search
over ``clone()``/``apply()`` with heuristic roll-outs; ``SolverAgent`` finds exact optimal
blocks and attacks for one combat. The search policies score positions with
``ai.evaluation.evaluate``. The engine (``sim``) never imports this package.
"""

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent, random_assignment

__all__ = ["HeuristicAgent", "RandomAgent", "random_assignment"]
