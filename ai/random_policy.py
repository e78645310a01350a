"""``RandomAgent`` (``sim.engine.agents.RandomAgent``, the policy ``random_playout`` plays):
every decision drawn uniformly at random from its legal actions.

Declarations come from ``LegalAttacks.sample`` / ``LegalBlocks.sample``, which are uniform
over the legal set: independent groups of creatures are drawn separately, each from its own
legal choices (listed, or by rejection when every restriction-obeying choice is legal).
Combat damage is drawn uniformly among all valid assignments (an index into
``sim.legality.assignments``, counted by stars and bars), orders uniformly among the permutations,
and replacement choices and priority actions uniformly among the options.

All randomness comes from the ``numpy.random.Generator`` given: the same seed plays the
same combat.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from sim.engine.agents import RandomAgent
from sim.legality.assignments import Assignments, count_assignments
from sim.model.damage_records import DamageRequest
from sim.model.decisions import randbelow


def decode(index: int, radices: Sequence[int]) -> list[int]:
    """``index`` as mixed-radix digits, least significant first (``0 <= index < prod``)."""
    digits = []
    for radix in radices:
        index, digit = divmod(index, radix)
        digits.append(digit)
    return digits


def random_assignment(rng: np.random.Generator, request: DamageRequest) -> dict[str, int]:
    """A uniformly random valid assignment for ``request`` (CR 510.1, 702.19b), zeros left
    out: every answer passes ``validate_assignment``, each legal assignment equally likely
    (an index drawn uniformly into ``sim.legality.assignments.Assignments``)."""
    legal = Assignments(request)
    if legal.total == 0:
        return {}
    return legal[randbelow(rng, legal.total)]


__all__ = ["RandomAgent", "random_assignment", "count_assignments", "randbelow", "decode"]
