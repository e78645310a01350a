"""Seeding: one root seed, and for each unit of work its own generator.

Every random number an experiment draws comes from ``numpy.random.SeedSequence(root,
spawn_key=key)`` for the key of the unit that draws it — a Monte Carlo batch ``(b,)``, a
goldfish game ``(i,)`` (its policy ``(i, 0)``), a tournament's board, pair and seat ``(board,
i, j, seat)``. ``SeedSequence(root, spawn_key=(k,))`` is ``SeedSequence(root).spawn(n)[k]``
made without its siblings, and distinct keys give independent streams. A unit's numbers
depend on the root seed and its key alone: never on how many workers there are, where the
unit runs, or which units ran before it.
"""

from __future__ import annotations

import numpy as np


def unit_seed(root: int, *key: int) -> np.random.SeedSequence:
    """The seed sequence of the unit ``key`` of a run seeded by ``root``."""
    return np.random.SeedSequence(root, spawn_key=key)


def unit_generator(root: int, *key: int) -> np.random.Generator:
    """A generator seeded by ``unit_seed(root, *key)`` (each call makes a new one, from the
    start of the same stream)."""
    return np.random.default_rng(unit_seed(root, *key))


__all__ = ["unit_seed", "unit_generator"]
