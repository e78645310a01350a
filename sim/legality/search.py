"""Exact search over one independent group of creatures (the legality engine's inner loop).

Creatures whose restrictions and requirements never mention each other choose independently,
so ``split`` cuts a ``Problem`` into groups and each is searched alone. Inside a group the
search is a depth-first branch and bound over each creature's moves:

* restrictions prune as soon as a partial declaration can no longer obey them (too many
  attackers, an attacker with menace that too few creatures are left to block, ...);
* requirements give the bound: requirements already obeyed, plus, for each creature still to
  decide, the most of *its own* requirements one of its moves obeys, plus the shared
  requirements some later creature could still obey. A branch that can't beat the threshold
  is cut, which is what makes "is this the maximum?" fast on real boards.

The same walk answers the three questions legality needs: the maximum number of requirements
obeyed (rising threshold), every declaration reaching a threshold (fixed threshold), and
whether one exists (stop at the first). ``count_by_key`` counts requirement-free declarations
by dynamic programming, never enumerating them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from sim.legality.constraints import (
    AT_MOST,
    BLOCK_COUNT,
    NOT_ALONE,
    ONLY_ALONE,
    UNBOUNDED,
    Pair,
    Problem,
    Requirement,
    Restriction,
)

Choice = tuple[int, ...]  # a move index per creature of the group


Key = tuple[int, ...]  # mana needed per payer


class Group:
    """Creatures that constrain each other, with the restrictions and requirements among them."""

    def __init__(self, problem: Problem, creatures: Sequence[str],
                 restrictions: Sequence[Restriction], requirements: Sequence[Requirement]):
        self.problem = problem
        self.creatures = tuple(creatures)
        self.index = {c: i for i, c in enumerate(self.creatures)}
        self.moves = [problem.moves[c] for c in self.creatures]
        self.restrictions = tuple(restrictions)
        self.requirements = tuple(requirements)
        self.costed = [problem.costs.get(c, {}) for c in self.creatures]
        self.has_conditions = any(r.condition for r in self.requirements)
        self.has_costs = any(self.costed)
        # built on first use by the properties below (not functools.cached_property: a
        # mypyc-compiled class has no instance __dict__ for it to cache in)
        self._pairs: list[list[frozenset[Pair]]] | None = None
        self._alone_: list[bool] | None = None
        self._not_alone_: list[bool] | None = None
        self._bumps_: list[list[tuple[int, ...]]] | None = None

    # --- bookkeeping, built on first use (a group nothing constrains never needs it) -------
    @property
    def pairs(self) -> list[list[frozenset[Pair]]]:
        """Per creature and move, the (creature, target) pairs the move makes."""
        if self._pairs is None:
            self._pairs = [[frozenset((c, t) for t in m) for m in moves]
                           for c, moves in zip(self.creatures, self.moves, strict=True)]
        return self._pairs

    @property
    def _alone(self) -> list[bool]:
        if self._alone_ is None:
            self._alone_ = [any(r.kind == ONLY_ALONE and r.creature == c
                                for r in self.restrictions) for c in self.creatures]
        return self._alone_

    @property
    def _not_alone(self) -> list[bool]:
        if self._not_alone_ is None:
            self._not_alone_ = [any(r.kind == NOT_ALONE and r.creature == c
                                    for r in self.restrictions) for c in self.creatures]
        return self._not_alone_

    @property
    def _bumps(self) -> list[list[tuple[int, ...]]]:
        """Per creature and move, the restriction counters the move increments."""
        if self._bumps_ is None:
            self._bumps_ = self._build_bumps()
        return self._bumps_

    def _build_bumps(self) -> list[list[tuple[int, ...]]]:
        out = []
        for c, moves in zip(self.creatures, self.moves, strict=True):
            row = []
            for move in moves:
                bumps = []
                for j, r in enumerate(self.restrictions):
                    if r.kind == AT_MOST and move and c in r.scope or \
                            r.kind == BLOCK_COUNT and r.creature in move:
                        bumps.append(j)
                row.append(tuple(bumps))
            out.append(row)
        return out

    # --- the walk ------------------------------------------------------------------------------
    def walk(self, allowed: Sequence[Sequence[int]], reqs: Sequence[Requirement], dynamic: bool,
             threshold: list[int], payers: Sequence[str] = ()
             ) -> Iterator[tuple[Choice, int]]:
        """Yield ``(choice, value)`` for each restriction-obeying choice within ``allowed`` (move
        indices per creature) whose value reaches ``threshold[0]``; the caller may raise
        ``threshold[0]`` between yields (branch and bound). The value is the number of
        ``reqs`` obeyed; with ``dynamic``, a conditional requirement counts only when its
        condition holds in the choice itself (2004 edition), else ``reqs`` are taken as given.
        ``payers``: only choices whose mana need (``key``: costs and mana lost to attacking,
        never negative) each of these players can pay from the mana they have, cut as soon as
        a partial choice needs more (508.1h, 509.1d: an unpayable declaration is illegal)."""
        n = len(self.creatures)
        nreq = len(reqs)
        fulfils: dict[Pair, int] = {}
        triggers: dict[Pair, int] = {}
        condmask = 0
        for j, r in enumerate(reqs):
            bit = 1 << j
            for pair in r.pairs:
                fulfils[pair] = fulfils.get(pair, 0) | bit
            if dynamic and r.condition:
                condmask |= bit
                for pair in r.condition:
                    triggers[pair] = triggers.get(pair, 0) | bit
        gain = [[0] * len(self.moves[i]) for i in range(n)]
        cond = [[0] * len(self.moves[i]) for i in range(n)]
        for i in range(n):
            c = self.creatures[i]
            row, crow, moves = gain[i], cond[i], self.moves[i]
            for k in allowed[i]:
                for t in moves[k]:
                    row[k] |= fulfils.get((c, t), 0)
                    if triggers:
                        crow[k] |= triggers.get((c, t), 0)
        # who can still obey each requirement: private to one creature, or shared
        owners: list[set[int]] = [set() for _ in range(nreq)]
        for i in range(n):
            for k in allowed[i]:
                g = gain[i][k]
                while g:
                    low = g & -g
                    owners[low.bit_length() - 1].add(i)
                    g ^= low
        private = [0] * n
        shared = 0
        for j, who in enumerate(owners):
            if len(who) == 1:
                private[next(iter(who))] |= 1 << j
            elif who:
                shared |= 1 << j
        best_private = [max((bin(gain[i][k] & private[i]).count("1") for k in allowed[i]),
                            default=0) for i in range(n)]
        suffix_private = [0] * (n + 1)
        suffix_shared = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix_private[i] = suffix_private[i + 1] + best_private[i]
            mask = 0
            for k in allowed[i]:
                mask |= gain[i][k]
            suffix_shared[i] = suffix_shared[i + 1] | (mask & shared)
        # moves most promising first, so good declarations are found early
        order = [sorted(allowed[i], key=_by_gain(gain[i])) for i in range(n)]
        able_after = self._able_after(allowed)
        counts = [0] * len(self.restrictions)
        choice = [0] * n
        restrictions = self.restrictions
        bumps = self._bumps
        alone = self._alone
        not_alone = self._not_alone
        # the mana each move needs and from whom (-1: no payer tracked), and what is left
        problem = self.problem
        payer_of = [payers.index(problem.payer[c]) if problem.payer.get(c) in payers else -1
                    for c in self.creatures]
        needs = [[(self.costed[i].get(m) or 0) + (problem.mana_lost.get(c, 0) if m else 0)
                  for m in self.moves[i]] if payer_of[i] >= 0 else []
                 for i, c in enumerate(self.creatures)]
        left = [problem.available[p] for p in payers]

        def rec(i: int, obeyed: int, condhit: int, part: int, alone_on: int,
                lonely: int) -> Iterator[tuple[Choice, int]]:
            if i == n:
                if lonely and part < 2:
                    return
                for j, r in enumerate(restrictions):
                    if r.kind == BLOCK_COUNT and 0 < counts[j] < r.low:
                        return
                value = (obeyed & (~condmask | condhit)).bit_count()
                if value >= threshold[0]:
                    yield tuple(choice), value
                return
            for k in order[i]:
                ob = obeyed | gain[i][k]
                if ob.bit_count() + suffix_private[i + 1] + \
                        (suffix_shared[i + 1] & ~ob).bit_count() < threshold[0]:
                    continue
                payer = payer_of[i]
                need = needs[i][k] if payer >= 0 else 0
                if need and need > left[payer]:
                    continue
                move = self.moves[i][k]
                np = part + 1 if move else part
                na = alone_on + (1 if move and alone[i] else 0)
                if na and np >= 2:
                    continue
                ok = True
                touched = bumps[i][k]
                for j in touched:
                    counts[j] += 1
                for j in touched:
                    r = restrictions[j]
                    if counts[j] > r.high or r.kind == BLOCK_COUNT and \
                            counts[j] + able_after[j][i + 1] < r.low:
                        ok = False
                        break
                if ok:
                    choice[i] = k
                    if need:
                        left[payer] -= need
                    yield from rec(i + 1, ob, condhit | cond[i][k], np, na,
                                   lonely | (1 if move and not_alone[i] else 0))
                    if need:
                        left[payer] += need
                for j in touched:
                    counts[j] -= 1

        yield from rec(0, 0, 0, 0, 0, 0)

    def _able_after(self, allowed: Sequence[Sequence[int]]) -> list[list[int]]:
        """For each BLOCK_COUNT restriction, how many creatures from index i on could still
        block its attacker (to cut branches where too few are left)."""
        n = len(self.creatures)
        out = []
        for r in self.restrictions:
            row = [0] * (n + 1)
            for i in range(n - 1, -1, -1):
                can = r.kind == BLOCK_COUNT and any(r.creature in self.moves[i][k]
                                                    for k in allowed[i])
                row[i] = row[i + 1] + (1 if can else 0)
            out.append(row)
        return out

    # --- questions -----------------------------------------------------------------------------
    def all_moves(self) -> list[list[int]]:
        """Every move of every creature of the group allowed (as indices into ``moves``)."""
        return [list(range(len(m))) for m in self.moves]

    def maximum(self, allowed: Sequence[Sequence[int]], reqs: Sequence[Requirement],
                dynamic: bool, at_least: int = 0) -> tuple[int, Choice | None]:
        """The most ``reqs`` any restriction-obeying choice obeys (at least ``at_least``, else
        ``(at_least - 1, None)``), with a choice reaching it."""
        threshold = [at_least]
        best: tuple[int, Choice | None] = (at_least - 1, None)
        for choice, value in self.walk(allowed, reqs, dynamic, threshold):
            best = (value, choice)
            threshold[0] = value + 1
        return best

    def exists(self, allowed: Sequence[Sequence[int]], reqs: Sequence[Requirement],
               dynamic: bool, at_least: int) -> Choice | None:
        """A choice in ``allowed`` obeying every restriction and ``at_least`` ``reqs``, or None."""
        for choice, _ in self.walk(allowed, reqs, dynamic, [at_least]):
            return choice
        return None

    def pairs_of(self, choice: Choice) -> frozenset[Pair]:
        """The (creature, target) pairs ``choice`` makes."""
        out: frozenset[Pair] = frozenset()
        for i, k in enumerate(choice):
            if k:
                out |= self.pairs[i][k]
        return out

    def key(self, choice: Choice, payers: Sequence[str]) -> Key:
        """Mana each payer needs for ``choice``: its costs plus mana its attackers can no longer
        make (CR 508.1g-h)."""
        need = dict.fromkeys(payers, 0)
        problem = self.problem
        for i, k in enumerate(choice):
            c = self.creatures[i]
            cost = self.costed[i].get(self.moves[i][k])
            extra = problem.mana_lost.get(c, 0) if k else 0
            if cost is not None or extra:
                need[problem.payer[c]] += (cost or 0) + extra
        return tuple(need.values())



def count_by_key(group: Group, allowed: Sequence[Sequence[int]], payers: Sequence[str],
                 cap: Key) -> dict[Key, int]:
    """How many restriction-obeying choices of ``group`` within ``allowed`` need each amount of mana
    (capped at ``cap``), by dynamic programming over the creatures: the state is the
    restriction counters (capped where more makes no difference), never the choices."""
    problem = group.problem
    pindex = {p: j for j, p in enumerate(payers)}
    # counters beyond these values behave alike (above ``high`` is cut anyway)
    limits = [r.low if r.kind == BLOCK_COUNT and r.high >= UNBOUNDED else r.high + 1
              for r in group.restrictions]
    State = tuple[int, int, int, tuple[int, ...], Key]
    states: dict[State, int] = {(0, 0, 0, (0,) * len(group.restrictions),
                                 (0,) * len(payers)): 1}
    for i in range(len(group.creatures)):
        c = group.creatures[i]
        nxt: dict[State, int] = {}
        for (part, alone_on, lonely, counts, key), ways in states.items():
            for k in allowed[i]:
                move = group.moves[i][k]
                np = min(part + 1, 2) if move else part
                na = alone_on + (1 if move and group._alone[i] else 0)
                if na and np >= 2:
                    continue
                cl = list(counts)
                ok = True
                for j in group._bumps[i][k]:
                    cl[j] = min(cl[j] + 1, limits[j])
                    if cl[j] > group.restrictions[j].high:
                        ok = False
                if not ok:
                    continue
                nk = key
                cost = group.costed[i].get(move)
                extra = problem.mana_lost.get(c, 0) if move else 0
                if cost is not None or extra:
                    j = pindex[problem.payer[c]]
                    nk = key[:j] + (min(key[j] + (cost or 0) + extra, cap[j]),) + key[j + 1:]
                state = (np, na, lonely | (1 if move and group._not_alone[i] else 0),
                         tuple(cl), nk)
                nxt[state] = nxt.get(state, 0) + ways
        states = nxt
    out: dict[Key, int] = {}
    for (part, _, lonely, counts, key), ways in states.items():
        if lonely and part < 2:
            continue
        if any(r.kind == BLOCK_COUNT and 0 < n < r.low
               for r, n in zip(group.restrictions, counts, strict=True)):
            continue
        out[key] = out.get(key, 0) + ways
    return out


def _by_gain(row: list[int]) -> Callable[[int], tuple[int, int]]:
    return lambda k: (-row[k].bit_count(), k)


def split(problem: Problem) -> list[Group]:
    """Cut the problem into independent groups (union-find over shared constraints)."""
    parent = {c: c for c in problem.creatures}

    def find(c: str) -> str:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    def join(members: set[str]) -> None:
        members = {m for m in members if m in parent}
        if len(members) > 1:
            first, *rest = members
            root = find(first)
            for m in rest:
                parent[find(m)] = root

    for r in problem.restrictions:
        join(set(r.scope) | ({r.creature} if r.creature in parent else set()))
    for q in problem.requirements:
        join(set(q.subjects))
    members: dict[str, list[str]] = {}
    for c in problem.creatures:
        members.setdefault(find(c), []).append(c)
    groups = []
    for creatures in members.values():
        inside = set(creatures)
        restrictions = [r for r in problem.restrictions
                        if set(r.scope) & inside or r.creature in inside]
        requirements = [q for q in problem.requirements if q.subjects & inside]
        groups.append(Group(problem, creatures, restrictions, requirements))
    return groups
