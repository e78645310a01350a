"""Every legal combat damage assignment of one creature, as a lazy sequence (CR 510.1, 702.19b).

The legal assignments of a ``DamageRequest`` fall into disjoint *families*, each the set of
non-negative integer solutions of one equation (stars and bars), so they can be counted,
indexed and drawn uniformly without being listed:

* without a damage assignment order (current rules, 2004): the damage split among the
  creatures only (any split); or, when there is a defender (trample), every creature given at
  least its lethal damage and a positive rest split among the creatures and the defender;
* under an order ``c1 .. cn`` (2016 rules, 510.1c-d), by the last recipient assigned damage:
  if it is ``ck``, then ``c1 .. c(k-1)`` each get at least lethal damage, ``ck`` at least 1
  and the creatures after it nothing; if it is the defender (trample), every creature gets at
  least lethal damage and the defender at least 1;
* with trample over planeswalkers (``request.beyond``, 702.19c), one more family: every
  creature at least lethal damage, the planeswalker at least its loyalty and its controller
  at least 1 (in the families above the controller gets nothing);
* with nothing to assign to normally (a blocked creature whose blockers are all gone, no
  trample), the empty assignment; with ``request.unblocked`` (may assign its damage as though
  it weren't blocked), all of it to that player or planeswalker is one more assignment,
  unless it is already a normal one.

Within a family, assignments are ordered lexicographically by the amounts of the recipients
in family order; families in the order above. ``random_policy`` and the decision interface
both use this one enumeration.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

import attrs

from sim.legality.damage_assignment import validate_assignment
from sim.model.damage_records import DamageRequest


@attrs.frozen(slots=True)
class Family:
    """``floor[i]`` to ``names[i]`` plus a split of ``extra`` among ``names``; ``size`` of them."""

    names: tuple[str, ...]
    floor: tuple[int, ...]
    extra: int

    @property
    def size(self) -> int:
        """The number of assignments in the family: the ways to split ``extra`` among ``names``
        (stars and bars); 1 with no names."""
        if not self.names:
            return 1
        return math.comb(self.extra + len(self.names) - 1, len(self.names) - 1)

    def get(self, index: int) -> dict[str, int]:
        """The ``index``-th assignment of the family, in lexicographic order, zeros left out."""
        parts = unrank_composition(index, self.extra, len(self.names))
        split = {r: f + p for r, f, p in zip(self.names, self.floor, parts, strict=True)}
        return {r: k for r, k in split.items() if k}


def families(request: DamageRequest) -> list[Family]:
    """The legal assignments of ``request`` as disjoint families (see the module docstring)."""
    amount = request.amount
    creatures = request.order if request.order is not None else request.creatures
    lethal = [request.lethal[c] for c in creatures]
    n = len(creatures)
    defender = request.defender
    out: list[Family] = []
    if not (n or defender):
        if request.unblocked is not None:
            out.append(Family((), (), 0))  # 510.1c: normally, no damage at all
    elif request.order is None:
        if n:
            out.append(Family(tuple(creatures), (0,) * n, amount))
        spare = amount - sum(lethal)
        if defender and spare >= 1:
            out.append(Family(tuple(creatures) + (defender,), tuple(lethal) + (1,), spare - 1))
        out += _beyond(request, creatures, lethal)
    else:
        need = 0  # lethal damage of the creatures before ck
        for k in range(n):
            rest = amount - need - 1
            if rest < 0:
                break
            out.append(Family(tuple(creatures[:k + 1]), tuple(lethal[:k]) + (1,), rest))
            need += lethal[k]
        rest = amount - sum(lethal) - 1
        if defender and rest >= 0:
            out.append(Family(tuple(creatures) + (defender,), tuple(lethal) + (1,), rest))
        out += _beyond(request, creatures, lethal)
    target = request.unblocked
    if target is not None and not (target == defender and not any(lethal)):
        out.append(Family((target,), (amount,), 0))
    return out


def _beyond(request: DamageRequest, creatures: tuple[str, ...], lethal: list[int]
            ) -> list[Family]:
    """Trample over planeswalkers (CR 702.19c): every creature at least its lethal damage, the
    planeswalker at least its loyalty, its controller at least 1 (the families before have the
    controller at 0, so they stay disjoint)."""
    defender, beyond = request.defender, request.beyond
    if not (defender and beyond):
        return []
    floor = tuple(lethal) + (request.lethal[defender], 1)
    rest = request.amount - sum(floor)
    if rest < 0:
        return []
    return [Family(tuple(creatures) + (defender, beyond), floor, rest)]


def unrank_composition(index: int, total: int, parts: int) -> list[int]:
    """The ``index``-th way (lexicographic) to write ``total`` as ``parts`` non-negative
    integers."""
    out = []
    for left in range(parts, 1, -1):
        value = 0
        while True:
            rest = math.comb(total - value + left - 2, left - 2)
            if index < rest:
                break
            index -= rest
            value += 1
        out.append(value)
        total -= value
    if parts:
        out.append(total)
    return out


class Assignments:
    """The legal assignments of one ``DamageRequest``: ``len``, iteration, ``in`` and indexing,
    none of which lists them all. Elements are plain ``{recipient: amount}`` dicts, zeros left
    out."""

    def __init__(self, request: DamageRequest) -> None:
        self.request = request
        self.families = families(request)
        self.sizes = [f.size for f in self.families]
        self.total = sum(self.sizes)

    def __len__(self) -> int:
        return self.total  # Python's len: at most sys.maxsize (``total`` is exact)

    def __getitem__(self, index: int) -> dict[str, int]:
        if index < 0:
            index += self.total
        if not 0 <= index < self.total:
            raise IndexError(f"assignment index {index} out of range ({self.total} legal)")
        for family, size in zip(self.families, self.sizes, strict=True):
            if index < size:
                return family.get(index)
            index -= size
        raise AssertionError("unreachable")

    def __iter__(self) -> Iterator[dict[str, int]]:
        for family, size in zip(self.families, self.sizes, strict=True):
            for i in range(size):
                yield family.get(i)

    def __contains__(self, assignment: object) -> bool:
        return isinstance(assignment, Mapping) and not validate_assignment(self.request,
                                                                          assignment)


def count_assignments(request: DamageRequest) -> int:
    """How many legal assignments ``request`` has (zeros left out)."""
    return sum(f.size for f in families(request))
