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
from collections.abc import Callable, Sequence

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

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> list[str]:
        """A uniformly random damage assignment order (CR 509.2-509.3, 2016 rules)."""
        return [creatures[int(i)] for i in self.rng.permutation(len(creatures))]

    def choose_action(self, state: GameState, player: str, actions: Sequence[Action]) -> Action:
        return PASS


def random_assignment(rng: np.random.Generator, request: DamageRequest) -> dict[str, int]:
    """A uniformly random valid assignment for ``request`` (CR 510.1, 702.19b), zeros left
    out: every answer passes ``validate_assignment``, each legal assignment equally likely.

    The legal assignments fall into disjoint families (``_families``), each one a set of
    non-negative integer solutions of one equation (stars and bars): one family is chosen in
    proportion to its size, then a uniform split within it.
    """
    families = _families(request)
    total = sum(count for count, _ in families)
    if total == 0:
        return {}
    pick = randbelow(rng, total)
    for count, family in families:
        if pick < count:
            return family(rng)
        pick -= count
    raise AssertionError("unreachable")


def count_assignments(request: DamageRequest) -> int:
    """How many legal assignments ``request`` has (zeros left out), as ``random_assignment``
    counts them: the size of the set it draws from."""
    return sum(count for count, _ in _families(request))


Family = tuple[int, Callable[[np.random.Generator], dict[str, int]]]


def _families(request: DamageRequest) -> list[Family]:
    """The legal assignments of ``request`` as disjoint families ``(size, sampler)``.

    Without a damage assignment order (current rules, 2004): the damage split among the
    creatures only (any split), or, when there is a defender (trample), every creature given
    at least its lethal damage and a positive rest split among the creatures and the
    defender (702.19b).

    Under an order ``c1 .. cn`` (2016 rules, 510.1c-d), by the last recipient assigned
    damage: if it is ``ck``, then ``c1 .. c(k-1)`` each get at least lethal damage, ``ck`` at
    least 1 and the creatures after it nothing; if it is the defender (trample), every
    creature gets at least lethal damage and the defender at least 1.

    With nothing to assign to normally (a blocked creature whose blockers are all gone, no
    trample), the normal assignment is the empty one. With ``request.unblocked`` (may assign
    its damage as though it weren't blocked), all of it to that player or planeswalker is one
    more assignment, unless it is already a normal one (trample over blockers that need no
    more damage).
    """
    amount = request.amount
    creatures = request.order if request.order is not None else request.creatures
    lethal = [request.lethal[c] for c in creatures]
    n = len(creatures)
    defender = request.defender
    out: list[Family] = []

    def fill(base: list[int], extra: int, last: str | None) -> Callable[
            [np.random.Generator], dict[str, int]]:
        """``base`` amounts to ``creatures[:len(base)]`` (and 1 to ``last`` if given), plus
        a uniform split of ``extra`` among those recipients."""
        names = list(creatures[:len(base)]) + ([last] if last is not None else [])
        floor = base + ([1] if last is not None else [])

        def draw(rng: np.random.Generator) -> dict[str, int]:
            parts = _composition(rng, extra, len(names))
            split = {r: f + p for r, f, p in zip(names, floor, parts, strict=True)}
            return {r: k for r, k in split.items() if k}
        return draw

    if not (n or defender):
        if request.unblocked is not None:
            out.append((1, lambda rng: {}))  # 510.1c: normally, no damage at all
    elif request.order is None:
        if n:
            out.append((math.comb(amount + n - 1, n - 1), fill([0] * n, amount, None)))
        spare = amount - sum(lethal)
        if defender and spare >= 1:
            out.append((math.comb(spare - 1 + n, n), fill(lethal, spare - 1, defender)))
    else:
        need = 0  # lethal damage of the creatures before ck
        for k in range(n):
            rest = amount - need - 1
            if rest < 0:
                break
            out.append((math.comb(rest + k, k),
                        fill(lethal[:k] + [1], rest, None)))
            need += lethal[k]
        rest = amount - sum(lethal) - 1
        if defender and rest >= 0:
            out.append((math.comb(rest + n, n), fill(lethal, rest, defender)))
    target = request.unblocked
    if target is not None and not (target == defender and not any(lethal)):
        out.append((1, lambda rng: {target: amount}))
    return out


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


__all__ = ["RandomAgent", "random_assignment", "count_assignments", "randbelow", "decode"]
