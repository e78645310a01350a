"""Every legal declaration, group by group: counted (by dynamic programming where no
requirement is in play), listed, indexed and drawn uniformly without listing the product, and
whether a partial declaration can still be completed legally (``Enumerator``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Mapping

import numpy as np

from sim.legality.constraints import (
    NO_MOVE,
    Move,
)
from sim.legality.judge import Judge, choice_obeys
from sim.legality.search import Choice, Group, Key, count_by_key
from sim.model.declarations import Declaration

#: ``sample`` lists a group's legal choices when its moves' product is at most this big, and
#: otherwise draws from the product and rejects (uniform either way), giving up on rejection
#: after ``SAMPLE_TRIES`` draws.
SAMPLE_ENUMERATE_LIMIT = 4096
SAMPLE_TRIES = 1000


class Enumerator(Judge):
    """A ``Judge`` that also counts, lists, indexes and draws the legal declarations, group
    by group: what ``LegalDeclarations`` asks of it."""

    # --- every legal declaration, by group --------------------------------------------------
    def _simple(self, g: Group) -> bool:
        """Whether the group's legal choices are exactly those reaching one fixed maximum."""
        return not self.dynamic and not g.has_conditions and not g.has_costs

    def group_max(self, gi: int) -> int:
        """The most requirements of group ``gi`` a restriction-obeying choice can obey (0 with
        none), computed once."""
        if gi not in self._max:
            g = self.groups[gi]
            self._max[gi] = g.maximum(g.all_moves(), g.requirements, False)[0] \
                if g.requirements else 0
        return self._max[gi]

    def _free(self, gi: int) -> bool:
        """Whether every restriction-obeying choice of the group is legal."""
        g = self.groups[gi]
        return not g.requirements or self._simple(g) and self.group_max(gi) == 0

    def _unconstrained(self, g: Group) -> bool:
        """A group no restriction, requirement or cost touches (one creature, then: only
        constraints join creatures into groups): each of its moves is legal."""
        return not (g.restrictions or g.requirements or g.has_costs) and not any(
            self.problem.mana_lost.get(c, 0) for c in g.creatures)

    def group_legal(self, gi: int) -> list[tuple[Choice, Key]]:
        """Every legal choice of group ``gi`` whose own mana need its payers can meet (the
        groups' needs together are checked by the caller), with its mana key. Choices needing
        more mana than a player has are never walked: a costly group (War Cadence's block tax
        with block requirements) would otherwise list every combination of blocks only to
        find them unpayable."""
        if gi not in self._legal:
            g = self.groups[gi]
            payers = self.payers
            if self._unconstrained(g):  # in the order the walk gives: by move index
                choices: Iterable[Choice] = itertools.product(*(range(len(m))
                                                                 for m in g.moves))
            elif self._free(gi):
                choices = (c for c, _ in g.walk(g.all_moves(), [], False, [0], payers))
            elif self._simple(g):
                choices = (c for c, _ in g.walk(g.all_moves(), g.requirements, False,
                                                [self.group_max(gi)], payers))
            else:
                choices = (c for c, _ in g.walk(g.all_moves(), [], False, [0], payers)
                           if self._judge_group(g, c)[2] is None)
            self._legal[gi] = [(c, g.key(c, payers) if payers else ()) for c in choices]
        return self._legal[gi]

    def _histogram(self, gi: int) -> dict[Key, int]:
        g = self.groups[gi]
        if not self.payers and self._unconstrained(g):
            return {(): math.prod(len(m) for m in g.moves)}
        if self._free(gi) and gi not in self._legal:
            return count_by_key(g, g.all_moves(), self.payers, self.cap)
        out: dict[Key, int] = {}
        cap = self.cap
        for _, key in self.group_legal(gi):
            k = tuple(min(a, b) for a, b in zip(key, cap, strict=True))
            out[k] = out.get(k, 0) + 1
        return out

    def count(self) -> int:
        """The number of legal declarations, exactly: the product of the creatures' move counts
        when they are independent; otherwise each group's legal choices counted by the mana
        they need, combined by dynamic programming, and only the payable totals kept."""
        independent = self.independent
        if independent is not None:
            return math.prod(len(moves) for _, moves in independent)
        totals: dict[Key, int] = {tuple(0 for _ in self.payers): 1}
        cap = self.cap
        for gi in range(len(self.groups)):
            hist = self._histogram(gi)
            nxt: dict[Key, int] = {}
            for k1, n1 in totals.items():
                for k2, n2 in hist.items():
                    k = tuple(min(a + b, c) for a, b, c in zip(k1, k2, cap, strict=True))
                    nxt[k] = nxt.get(k, 0) + n1 * n2
            totals = nxt
        return sum(n for k, n in totals.items() if self._payable(k))

    def _payable(self, key: Key) -> bool:
        return all(n <= self.problem.available[p] for p, n in zip(self.payers, key, strict=True))

    def __iter__(self) -> Iterator[Declaration]:
        independent = self.independent
        if independent is not None:
            creatures = [c for c, _ in independent]
            for picked in itertools.product(*(moves for _, moves in independent)):
                yield self.declaration(dict(zip(creatures, picked, strict=True)))
            return
        lists = [self.group_legal(gi) for gi in range(len(self.groups))]
        for combo in itertools.product(*lists):
            if self.payers:
                key = tuple(map(sum, zip(*(k for _, k in combo), strict=True)))
                if not self._payable(key):
                    continue
            moves: dict[str, Move] = {}
            for g, (choice, _) in zip(self.groups, combo, strict=True):
                for i, k in enumerate(choice):
                    if k:
                        moves[g.creatures[i]] = g.moves[i][k]
            yield self.declaration(moves)

    def _every(self) -> list[Declaration]:
        """Every legal declaration, listed once (costs tie the groups together)."""
        if self._all is None:
            self._all = list(self)
        return self._all

    def declaration_at(self, index: int) -> Declaration:
        """The ``index``-th legal declaration in iteration order, listing only each group's
        own legal choices (their product is never listed) unless costs tie the groups."""
        independent = self.independent
        moves: dict[str, Move] = {}
        if independent is not None:
            for creature, own in reversed(independent):
                index, k = divmod(index, len(own))
                if k:
                    moves[creature] = own[k]
            return self.declaration(moves)
        if self.payers:
            return self._every()[index]
        lists = [self.group_legal(gi) for gi in range(len(self.groups))]
        for g, options in reversed(list(zip(self.groups, lists, strict=True))):
            index, k = divmod(index, len(options))
            for i, m in enumerate(options[k][0]):
                if m:
                    moves[g.creatures[i]] = g.moves[i][m]
        return self.declaration(moves)

    def can_complete(self, partial: Mapping[str, Move | None]) -> bool:
        """Whether a legal declaration gives each creature in ``partial`` that move (``()`` or
        ``None``: it doesn't take part); creatures not named are free."""
        fixed = {c: tuple(sorted(m)) if m else NO_MOVE for c, m in partial.items()}
        for c, m in fixed.items():
            if c not in self.problem.moves:
                if m:
                    return False
            elif m not in self.problem.moves[c]:
                return False
        keys: set[Key] = {tuple(0 for _ in self.payers)}
        for gi, g in enumerate(self.groups):
            restrict = {i: g.moves[i].index(fixed[c]) for i, c in enumerate(g.creatures)
                        if c in fixed}
            if not self.payers and (self._free(gi) or self._simple(g)):
                allowed = [[restrict[i]] if i in restrict else list(range(len(g.moves[i])))
                           for i in range(len(g.creatures))]
                reqs = g.requirements if not self._free(gi) else []
                at_least = self.group_max(gi) if reqs else 0
                if g.exists(allowed, reqs, False, at_least) is None:
                    return False
                continue
            options = {key for choice, key in self.group_legal(gi)
                       if all(choice[i] == k for i, k in restrict.items())}
            if not options:
                return False
            if self.payers:
                cap = self.cap
                keys = {tuple(min(a + b, c) for a, b, c in zip(k1, k2, cap, strict=True))
                        for k1 in keys for k2 in options}
        return any(self._payable(k) for k in keys)

    def sample(self, rng: np.random.Generator) -> Declaration:
        """A uniformly random legal declaration. Without costs the legal set is the product of
        the groups' legal sets, so each group is drawn on its own; a group where every choice
        obeying the restrictions is legal is drawn by rejection from its moves' product."""
        independent = self.independent
        if independent is not None:  # one draw per creature, as for its group of one
            chosen = {c: own[int(rng.integers(len(own)))] for c, own in independent}
            return self.declaration(chosen)
        if self.payers:
            every = self._every()
            return every[int(rng.integers(len(every)))]
        moves: dict[str, Move] = {}
        for gi, g in enumerate(self.groups):
            choice = self._sample_group(gi, rng)
            for i, k in enumerate(choice):
                if k:
                    moves[g.creatures[i]] = g.moves[i][k]
        return self.declaration(moves)

    def _sample_group(self, gi: int, rng: np.random.Generator) -> Choice:
        g = self.groups[gi]
        if self._free(gi) and gi not in self._legal and \
                math.prod(len(m) for m in g.moves) > SAMPLE_ENUMERATE_LIMIT:
            for _ in range(SAMPLE_TRIES):
                choice = tuple(int(rng.integers(len(m))) for m in g.moves)
                if choice_obeys(g, choice):
                    return choice
        legal = self.group_legal(gi)
        return legal[int(rng.integers(len(legal)))][0]
