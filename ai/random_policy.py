"""``RandomAgent``: every decision drawn uniformly at random from the legal choices.

Declarations come from ``LegalAttacks.sample`` / ``LegalBlocks.sample``, which are uniform
over the legal set: independent groups of creatures are drawn separately, each from its own
legal choices (listed, or by rejection when every restriction-obeying choice is legal).

Combat damage is split uniformly among all valid assignments (stars and bars), so every
answer passes ``sim.damage.validate_assignment``. Priority is always passed.

All randomness comes from the ``numpy.random.Generator`` given: the same seed plays the
same combat.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from sim.agent import PASS, Action
from sim.damage import DamageRequest
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.legality import LegalAttacks, LegalBlocks
from sim.state import GameState

_INT64_MAX = 2**63 - 1


def randbelow(rng: np.random.Generator, n: int) -> int:
    """A uniform integer in ``[0, n)``, exact for any size of ``n`` (``n >= 1``)."""
    if n < 1:
        raise ValueError(f"randbelow needs n >= 1, got {n}")
    if n <= _INT64_MAX:
        return int(rng.integers(n))
    bits = n.bit_length()
    nbytes = (bits + 7) // 8
    while True:  # rejection: accepts with probability > 1/2
        r = int.from_bytes(rng.bytes(nbytes), "little") >> (8 * nbytes - bits)
        if r < n:
            return r


def decode(index: int, radices: Sequence[int]) -> list[int]:
    """``index`` as mixed-radix digits, least significant first (``0 <= index < prod``)."""
    digits = []
    for radix in radices:
        index, digit = divmod(index, radix)
        digits.append(digit)
    return digits


class RandomAgent:
    """A uniformly random legal policy (implements ``sim.agent.Agent``)."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def declare_attackers(self, state: GameState, legal: LegalAttacks) -> AttackDeclaration:
        decl: AttackDeclaration = legal.sample(self.rng)
        return decl

    def declare_blockers(self, state: GameState, legal: LegalBlocks) -> BlockDeclaration:
        decl: BlockDeclaration = legal.sample(self.rng)
        return decl

    def assign_combat_damage(self, state: GameState, request: DamageRequest) -> dict[str, int]:
        return random_assignment(self.rng, request)

    def choose_action(self, state: GameState, player: str, actions: Sequence[Action]) -> Action:
        return PASS


def random_assignment(rng: np.random.Generator, request: DamageRequest) -> dict[str, int]:
    """A uniformly random valid assignment for ``request`` (CR 510.1, 702.19b).

    Valid assignments are: the amount split among the creatures only (any split), or, when
    there is a defender, every creature given at least its lethal damage and a positive
    rest split among the creatures and the defender. The two families are disjoint, so
    choosing one in proportion to its size, then a uniform split within it, is uniform.
    """
    amount = request.amount
    creatures = list(request.creatures)
    n = len(creatures)
    lethal = sum(request.lethal[c] for c in creatures)
    spare = amount - lethal  # what is left for the defender after lethal to every creature
    only_creatures = math.comb(amount + n - 1, n - 1) if n else 0
    with_defender = math.comb(spare - 1 + n, n) if request.defender and spare >= 1 else 0
    if only_creatures + with_defender == 0:
        return {}
    if randbelow(rng, only_creatures + with_defender) < only_creatures:
        parts = _composition(rng, amount, n)
        out = dict(zip(creatures, parts, strict=True))
    else:
        assert request.defender is not None
        parts = _composition(rng, spare - 1, n + 1)
        out = {c: request.lethal[c] + p for c, p in zip(creatures, parts, strict=False)}
        out[request.defender] = parts[-1] + 1
    return {r: k for r, k in out.items() if k}


def _composition(rng: np.random.Generator, total: int, parts: int) -> list[int]:
    """A uniform way to write ``total`` as ``parts`` non-negative integers (stars and bars)."""
    if parts == 1:
        return [total]
    slots = total + parts - 1
    bars = sorted(int(b) for b in rng.choice(slots, size=parts - 1, replace=False))
    out, last = [], -1
    for bar in bars:
        out.append(bar - last - 1)
        last = bar
    out.append(slots - last - 1)
    return out


__all__ = ["RandomAgent", "random_assignment", "randbelow", "decode"]
