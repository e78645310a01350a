"""A brute-force legality oracle: slow, obviously correct, and independent of
``sim.legality.search``.

It reads the shared data model (``sim.legality.constraints.Problem``: each creature's moves, the
restrictions between creatures, the requirements, the costs and the mana) and decides which
declarations are legal straight from the definitions in ``sim.legality.legal_declarations``'s
docstring, by enumerating the Cartesian product of the creatures' moves. Nothing here calls the
engine's search or its restriction checker; it exists to check them.

A declaration is a ``frozenset`` of ``(creature, target)`` pairs ("X attacks Y", "X blocks
Y"); internally it is a dict ``creature -> move`` (a move is a tuple of targets, ``()`` for
"takes no part").

Definitions (``edition`` is ``sim.model.editions.Edition``):

* a requirement *exists* in S when it has no condition or S holds one of its condition pairs,
  and S *obeys* it when S holds one of its pairs;
* current / 2016: S is legal iff it obeys every restriction, its costs are payable, and no T
  obeying every restriction obeys more of the requirements that exist in S than S does; T may
  give a creature a move with a cost only if S gives that creature the very same move;
* 2004 (rule 500.4-500.5): S is legal iff it obeys every restriction, its costs are payable,
  and no T *reachable from S* obeys more requirements than S, each declaration counting the
  requirements that exist in itself. T is reachable when each of its pairs is in S or is a
  pair of a requirement that exists in S (obeyed or not: 500.5 allows an option "even if the
  option means not obeying another requirement that was previously met"), T obeys every
  restriction, and T gives a creature a move with a cost only if it is S's own move.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence

import attrs

from sim.legality.constraints import (
    AT_MOST,
    BLOCK_COUNT,
    NOT_ALONE,
    ONLY_ALONE,
    Move,
    Pair,
    Problem,
    Requirement,
    Restriction,
)
from sim.model.editions import Edition

Decl = frozenset[Pair]
Moves = dict[str, Move]


def pairs(moves: Mapping[str, Move]) -> Decl:
    """The declaration's assignments."""
    return frozenset((c, t) for c, m in moves.items() for t in m)


def everything(problem: Problem) -> Iterator[Moves]:
    """Every declaration: each creature independently takes any one of its moves."""
    creatures = list(problem.creatures)
    for combo in itertools.product(*(problem.moves[c] for c in creatures)):
        yield dict(zip(creatures, combo, strict=True))


# --- restrictions, requirements, costs, by their definitions -------------------------------------

def obeys(r: Restriction, moves: Mapping[str, Move]) -> bool:
    """Whether the declaration obeys one restriction (``Restriction``'s docstring)."""
    taking_part = [c for c, m in moves.items() if len(m) > 0]
    if r.kind == AT_MOST:
        return len([c for c in taking_part if c in r.scope]) <= r.high
    if r.kind == NOT_ALONE:
        if r.creature not in taking_part:
            return True
        return any(c != r.creature for c in taking_part)
    if r.kind == ONLY_ALONE:
        if r.creature not in taking_part:
            return True
        return taking_part == [r.creature]
    if r.kind == BLOCK_COUNT:
        blockers = len([c for c, m in moves.items() if r.creature in m])
        return blockers == 0 or r.low <= blockers <= r.high
    raise ValueError(f"unknown restriction kind {r.kind!r}")


def obeys_all(problem: Problem, moves: Mapping[str, Move]) -> bool:
    return all(obeys(r, moves) for r in problem.restrictions)


def exists(req: Requirement, decl: Decl) -> bool:
    """A conditional requirement exists only in a declaration holding one of its condition
    pairs; an unconditional one always exists."""
    if len(req.condition) == 0:
        return True
    return any(p in decl for p in req.condition)


def obeyed(req: Requirement, decl: Decl) -> bool:
    return any(p in decl for p in req.pairs)


def needed(problem: Problem, moves: Mapping[str, Move]) -> dict[str, int]:
    """Mana each player pays: each move's cost, plus the mana an attacking creature's own mana
    ability can no longer make (only where something costs mana at all)."""
    need: dict[str, int] = {}
    if not problem.has_costs:
        return need
    for c, m in moves.items():
        payer = problem.payer[c]
        cost = problem.cost_of(c, m)
        if cost is not None:
            need[payer] = need.get(payer, 0) + cost
        if len(m) > 0 and c in problem.mana_lost:
            need[payer] = need.get(payer, 0) + problem.mana_lost[c]
    return need


def payable(problem: Problem, moves: Mapping[str, Move]) -> bool:
    return all(n <= problem.available.get(p, 0) for p, n in needed(problem, moves).items())


def costed(problem: Problem, creature: str, move: Move) -> bool:
    return problem.cost_of(creature, move) is not None


# --- comparisons --------------------------------------------------------------------------------

def compared_moves(problem: Problem, edition: Edition, s: Mapping[str, Move]) \
        -> list[list[Move]]:
    """For each creature, the moves a declaration compared with ``s`` may give it."""
    decl = pairs(s)
    addable: set[Pair] = set()
    if edition is Edition.Y2004:
        for req in problem.requirements:
            if exists(req, decl):
                addable |= req.pairs
    out = []
    for c in problem.creatures:
        row = []
        for m in problem.moves[c]:
            if costed(problem, c, m) and m != s[c]:
                continue
            if edition is Edition.Y2004 and \
                    not all((c, t) in decl or (c, t) in addable for t in m):
                continue
            row.append(m)
        out.append(row)
    return out


def count_obeyed(problem: Problem, edition: Edition, decl: Decl,
                 reqs: Sequence[Requirement] | None = None) -> int:
    """Requirements ``decl`` obeys: among ``reqs`` (current rules: those existing in the
    declaration judged), or among those existing in ``decl`` itself (2004, or ``reqs`` None)."""
    if reqs is None or edition is Edition.Y2004:
        reqs = [r for r in problem.requirements if exists(r, decl)]
    return len([r for r in reqs if obeyed(r, decl)])


@attrs.frozen
class Judgement:
    """The oracle's verdict on one declaration."""

    restrictions_ok: bool
    payable: bool
    obeyed: int
    maximum: int  # most a compared declaration obeys (-1 when restrictions are broken)
    existing: int  # requirements existing in the declaration

    @property
    def legal(self) -> bool:
        return self.restrictions_ok and self.payable and self.maximum <= self.obeyed


class Oracle:
    """The oracle for one problem and edition. Results of the inner maximisation are cached by
    what they depend on (the moves allowed, and under current rules the requirements that
    count), which changes nothing but speed."""

    def __init__(self, problem: Problem, edition: Edition) -> None:
        self.problem = problem
        self.edition = edition
        self._best: dict[object, int] = {}
        self._judged: dict[Decl, Judgement] = {}
        self._legal: set[Decl] | None = None

    def canonical(self, s: Mapping[str, Sequence[str]]) -> Moves:
        """``s`` with every creature named and each move spelled as in ``problem.moves`` (a
        multi-block move's attackers in any order)."""
        out: Moves = {}
        for c in self.problem.creatures:
            want = frozenset(s.get(c, ()))
            out[c] = next((m for m in self.problem.moves[c] if frozenset(m) == want),
                          tuple(sorted(want)))
        return out

    def judge(self, s: Mapping[str, Sequence[str]]) -> Judgement:
        s = self.canonical(s)
        decl = pairs(s)
        if decl in self._judged:
            return self._judged[decl]
        self._judged[decl] = judged = self._judge(s, decl)
        return judged

    def _judge(self, s: Moves, decl: Decl) -> Judgement:
        problem = self.problem
        existing = [r for r in problem.requirements if exists(r, decl)]
        mine = count_obeyed(problem, self.edition, decl, existing)
        if not obeys_all(problem, s):
            return Judgement(False, payable(problem, s), mine, -1, len(existing))
        return Judgement(True, payable(problem, s), mine, self.best(s, existing),
                         len(existing))

    def best(self, s: Mapping[str, Move], existing: Sequence[Requirement]) -> int:
        """The most requirements a declaration compared with ``s`` obeys."""
        problem = self.problem
        allowed = compared_moves(problem, self.edition, s)
        counted = None if self.edition is Edition.Y2004 else list(existing)
        key = (tuple(map(tuple, allowed)), None if counted is None else
               tuple(i for i, r in enumerate(problem.requirements) if r in counted))
        if key not in self._best:
            top = -1
            for combo in itertools.product(*allowed):
                t = dict(zip(problem.creatures, combo, strict=True))
                if obeys_all(problem, t):
                    top = max(top, count_obeyed(problem, self.edition, pairs(t), counted))
            self._best[key] = top
        return self._best[key]

    def better(self, s: Mapping[str, Sequence[str]], t: Mapping[str, Sequence[str]]) -> bool:
        """Whether ``t`` is a declaration that makes ``s`` illegal for its requirements: it may
        be compared with ``s``, obeys every restriction and obeys more requirements."""
        problem = self.problem
        s, t = self.canonical(s), self.canonical(t)
        allowed = compared_moves(problem, self.edition, s)
        if not all(t[c] in row for c, row in zip(problem.creatures, allowed, strict=True)):
            return False
        if not obeys_all(problem, t):
            return False
        sd = pairs(s)
        existing = [r for r in problem.requirements if exists(r, sd)]
        return count_obeyed(problem, self.edition, pairs(t), existing) > \
            count_obeyed(problem, self.edition, sd, existing)

    def legal_set(self) -> set[Decl]:
        if self._legal is None:
            self._legal = {pairs(s) for s in everything(self.problem) if self.judge(s).legal}
        return self._legal


def legal_set(problem: Problem, edition: Edition) -> set[Decl]:
    """Every legal declaration, as a set of (creature, target) pairs."""
    return Oracle(problem, edition).legal_set()


def count(problem: Problem, edition: Edition) -> int:
    return len(legal_set(problem, edition))


def can_complete(problem: Problem, edition: Edition,
                 partial: Mapping[str, Move | Sequence[str] | None],
                 oracle: Oracle | None = None) -> bool:
    """Whether some legal declaration gives each creature in ``partial`` exactly that move
    (``None`` or ``()``: it takes no part); creatures not named are free."""
    oracle = oracle or Oracle(problem, edition)
    want = {c: frozenset(m or ()) for c, m in partial.items()}
    for decl in oracle.legal_set():
        got: dict[str, set[str]] = {}
        for c, t in decl:
            got.setdefault(c, set()).add(t)
        if all(frozenset(got.get(c, ())) == m for c, m in want.items()):
            return True
    return False


__all__ = ["Oracle", "Judgement", "legal_set", "count", "can_complete", "pairs", "everything",
           "obeys", "obeys_all", "exists", "obeyed", "needed", "payable", "compared_moves"]
