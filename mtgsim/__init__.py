"""The mtgsim application layer: the ``mtgsim`` command line over ``sim`` (rules), ``cards``
(the pool) and ``ai`` (policies). ``load`` reads a scenario against the default card pool."""

from __future__ import annotations

from pathlib import Path

from cards import default_pool
from sim.scenario import Scenario, load_scenario

__version__ = "0.1.0"


def load(path: str | Path) -> Scenario:
    """A scenario file read against the bundled card pool."""
    return load_scenario(path, default_pool())


__all__ = ["load", "__version__"]
