"""One fight of a combat — an attacker and the creatures blocking it — played through both
combat damage steps, every way the attacker may assign its damage: the building block of the
solver's fast path (``ai.solver_fast``).

``Fight.run`` plays first strike, double strike, deathtouch, trample, lifelink, infect,
wither, indestructible and damage already marked (CR 702.2, 702.4, 702.7, 702.12, 702.15,
702.19, 702.80, 702.90, 704.5f-h) and every damage assignment the attacker may make (510.1c-d:
a free split under the current and 2004 rules; along a damage assignment order under the 2016
rules, one order for both steps, 509.2; trample's lethal damage first, 702.19b). It returns
the Pareto set of results for the attacker (``FightOutcome``): the fight's change to the defending
player's creature evaluation, and its *life tally* ``(net life in the first step, net life in
the second, poison in the first, poison in the second, attacker's lifelink gain)``.

Splits that lead to the same result are enumerated once: each blocker's amount is clipped at
its ``sat``, past which more damage changes nothing, and in the last damage step only the best
split for each amount trampled over is kept (a knapsack over the blockers). Creature values
are ``ai.evaluation.creature_value`` itself, read on a scratch clone of the state
(``Creatures``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ai.evaluation import creature_value
from sim.model.keywords import Kw
from sim.model.objects import MINUS
from sim.model.state import GameState

_FS, _DS = int(Kw.FIRST_STRIKE), int(Kw.DOUBLE_STRIKE)
_DT, _TRAMPLE, _LIFELINK = int(Kw.DEATHTOUCH), int(Kw.TRAMPLE), int(Kw.LIFELINK)
_INFECT, _WITHER, _INDESTRUCTIBLE = int(Kw.INFECT), int(Kw.WITHER), int(Kw.INDESTRUCTIBLE)
#: poison counters that lose the game (CR 704.5c)
POISON_LOSS = 10

#: a life tally: (net life step 1, net life step 2, poison step 1, poison step 2, lifelink gain
#: of the attacking player)
Tally = tuple[int, int, int, int, int]
ZERO: Tally = (0, 0, 0, 0, 0)
#: a damage split: the amounts to the blockers, to the player, and where the order must put
#: each blocker (``_placing``)
Split = tuple[tuple[int, ...], int, tuple[int | None, ...]]
#: a creature in a fight: (damage marked, -1/-1 counters added in this combat, alive)
Body = tuple[int, int, bool]
#: a creature that died (how it died no longer matters)
DEAD: Body = (0, 0, False)


@dataclass(frozen=True, slots=True)
class FightResult:
    """One way a fight can end: which creatures survive, the damage to the defending player."""

    attacker_alive: bool
    blockers_alive: tuple[bool, ...]
    to_player: int
    poison: int


@dataclass(frozen=True, slots=True)
class FightOutcome:
    """A fight's result scored: ``value`` is the change it makes to the defending player's
    creature evaluation (its surviving blockers as they end, minus the attacker if it
    survives), ``tally`` its life tally."""

    value: float
    tally: Tally
    result: FightResult


def better_for_attacker(a: tuple[float, Tally], b: tuple[float, Tally]) -> bool:
    """Whether ``a`` is at least as good as ``b`` for the attacking player in every
    continuation: no more value and no more life for the defender, no less poison on it, no
    less lifelink gain for the attacker (the evaluation is monotone in each)."""
    (va, ta), (vb, tb) = a, b
    return (va <= vb and ta[0] <= tb[0] and ta[1] <= tb[1] and ta[2] >= tb[2]
            and ta[3] >= tb[3] and ta[4] >= tb[4])


def pareto(points: Sequence[tuple[float, Tally, object]]) -> list[tuple[float, Tally, object]]:
    """The points no other point is better than for the attacker (duplicates kept once)."""
    out: list[tuple[float, Tally, object]] = []
    for p in sorted(points, key=lambda q: (q[0], q[1])):
        key = (p[0], p[1])
        if any(better_for_attacker((q[0], q[1]), key) for q in out):
            continue
        out = [q for q in out if not better_for_attacker(key, (q[0], q[1]))]
        out.append(p)
    return out


def add(a: Tally, b: Tally) -> Tally:
    """The sum of two tallies, term by term."""
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])


class Creatures:
    """Characteristics of the board's creatures under hypothetical combat damage: power,
    toughness and evaluation with more damage marked and more -1/-1 counters, read from a
    scratch clone of the state (so the evaluation is ``ai.evaluation.creature_value`` itself),
    cached."""

    def __init__(self, state: GameState) -> None:
        self.scratch = state.clone()
        self._pt: dict[tuple[str, int], tuple[int, int]] = {}
        self._value: dict[tuple[str, int, int], float] = {}
        self._keywords: dict[str, int] = {}
        #: False once some creature was found worth more damaged than as it stands
        self.monotone = True

    def keywords(self, pid: str) -> int:
        """``pid``'s keywords, read once from the scratch clone."""
        got = self._keywords.get(pid)
        if got is None:
            got = self._keywords[pid] = self.scratch.keywords(pid)
        return got

    def damage(self, pid: str) -> int:
        """The damage marked on ``pid`` in the position the fights start from."""
        return self.scratch.permanents[pid].damage

    def _with(self, pid: str, damage: int, minus: int) -> tuple[int, dict[str, int]]:
        perm = self.scratch.permanents[pid]
        old = perm.damage, dict(perm.counters)
        perm.damage = damage
        if minus:
            perm.counters[MINUS] = perm.counters.get(MINUS, 0) + minus
        return old

    def _restore(self, pid: str, old: tuple[int, dict[str, int]]) -> None:
        perm = self.scratch.permanents[pid]
        perm.damage, perm.counters = old[0], old[1]

    def pt(self, pid: str, minus: int) -> tuple[int, int]:
        """Power and toughness with ``minus`` more -1/-1 counters."""
        key = (pid, minus)
        got = self._pt.get(key)
        if got is None:
            old = self._with(pid, self.damage(pid), minus)
            got = (self.scratch.power(pid), self.scratch.toughness(pid))
            self._restore(pid, old)
            self._pt[key] = got
        return got

    def value(self, pid: str, damage: int, minus: int) -> float:
        """``creature_value`` with ``damage`` marked in all and ``minus`` more counters."""
        key = (pid, damage, minus)
        got = self._value.get(key)
        if got is None:
            old = self._with(pid, damage, minus)
            got = creature_value(self.scratch, pid)
            self._restore(pid, old)
            self._value[key] = got
            if (damage, minus) != (self.damage(pid), 0) and \
                    got > self.value(pid, self.damage(pid), 0) + 1e-9:
                self.monotone = False
        return got


def _deals(kw: int, step: int) -> bool:
    """Whether a creature deals combat damage in ``step`` (0: first strike, 1: regular;
    CR 510.4, 702.4b, 702.7b)."""
    if step == 0:
        return bool(kw & (_FS | _DS))
    return not kw & _FS or bool(kw & _DS)


class DamageSplits:
    """The ways an attacker may split its combat damage among its blockers and the player in
    one step (CR 510.1c-d, 702.19b; along a damage assignment order under the 2016 rules,
    509.2): ``Fight``'s enumeration, each blocker's amount clipped where more changes nothing,
    and in the last step only the best split for each amount trampled over."""

    creatures: Creatures
    attacker: str
    blockers: tuple[str, ...]
    ordered: bool
    _greedy: tuple[int, ...] | None

    def _after(self, pid: str, body: Body, amount: int, kw: int) -> Body:
        """``body`` of ``pid`` after ``amount`` damage from a source with ``kw`` (``Fight``
        simulates it)."""
        raise NotImplementedError

    def _limits(self, power: int, akw: int, bs: tuple[Body, ...], alive: list[int]
                ) -> tuple[list[int], list[int]]:
        """For each blocker alive: the lethal damage it needs (for assignment: CR 510.1c,
        702.2c, 702.19b) and ``sat``, the least amount past which more damage from the
        attacker changes nothing (it dies, or an indestructible one's value stops falling)."""
        c = self.creatures
        lethal: list[int] = []
        sat: list[int] = []
        for i in alive:
            pid = self.blockers[i]
            damage, minus, _ = bs[i]
            left = c.pt(pid, minus)[1] - damage
            lethal.append(0 if left <= 0 else 1 if akw & _DT else left)
            top = self._after(pid, bs[i], power, akw)
            s = power
            while s > 0 and self._after(pid, bs[i], s - 1, akw) == top:
                s -= 1
            sat.append(s)
        return lethal, sat

    def _last_splits(self, power: int, akw: int, bs: tuple[Body, ...], alive: list[int],
                     placing: bool = False) -> Iterator[Split]:
        """``_splits`` in the last damage step, when no earlier step binds the order: then
        only the blockers' values depend on the split (the attacker's fate, lifelink and the
        blockers' damage are the same whatever it assigns), so for each amount to the player
        only the split leaving the blockers the least value is kept, found by a knapsack over
        the blockers (the others are worse for the attacker in every way)."""
        c = self.creatures
        lethal, sat = self._limits(power, akw, bs, alive)
        n = len(alive)
        cost: list[list[float]] = []
        for k, i in enumerate(alive):
            pid = self.blockers[i]
            row = []
            for x in range(sat[k] + 1):
                body = self._after(pid, bs[i], x, akw)
                row.append(c.value(pid, body[0], body[1]) if body[2] else 0.0)
            cost.append(row)
        unplaced: tuple[int | None, ...] = (None,) * n
        # the splits among the blockers only: state (used, absorbed, partial) -> (cost, vec)
        table: dict[tuple[int, bool, bool], tuple[float, tuple[int, ...]]] = {
            (0, False, False): (0.0, ())}
        for k in range(n):
            nxt: dict[tuple[int, bool, bool], tuple[float, tuple[int, ...]]] = {}
            for (used, absorbed, partial), (total, vec) in table.items():
                for x in range(min(sat[k], power - used) + 1):
                    part = self.ordered and 0 < x < lethal[k]
                    if part and partial:
                        continue
                    key = (used + x, absorbed or x == sat[k], partial or part)
                    value = total + cost[k][x]
                    old = nxt.get(key)
                    if old is None or value < old[0]:
                        nxt[key] = (value, (*vec, x))
            table = nxt
        best: tuple[float, tuple[int, ...]] | None = None
        for (used, absorbed, _), (total, vec) in table.items():
            if (used == power or absorbed) and (best is None or total < best[0]):
                best = (total, vec)
        if best is not None:
            yield best[1], 0, unplaced
        if akw & _TRAMPLE and sum(lethal) < power:  # lethal to each, the rest over (702.19b)
            exact: dict[int, tuple[float, tuple[int, ...]]] = {0: (0.0, ())}
            for k in range(n):
                step: dict[int, tuple[float, tuple[int, ...]]] = {}
                for used, (total, vec) in exact.items():
                    for x in range(lethal[k], max(lethal[k], sat[k]) + 1):
                        if used + x > power - 1:
                            break
                        value = total + cost[k][min(x, sat[k])]
                        old = step.get(used + x)
                        if old is None or value < old[0]:
                            step[used + x] = (value, (*vec, x))
                exact = step
            for used, (_, vec) in exact.items():
                yield vec, power - used, unplaced

    def _splits(self, power: int, akw: int, bs: tuple[Body, ...], alive: list[int],
                placing: bool = True) -> Iterator[Split]:
        """The attacker's damage assignments that lead to different results, each as the
        amounts to the blockers ``alive`` (clipped at ``sat``, past which more damage changes
        nothing), the amount to the player, and where each blocker must stand in a damage
        assignment order allowing it (``_placing``; all None without orders). All the damage
        is assigned: a split adding up to less than ``power`` stands for one putting the rest
        on a blocker already at its ``sat``.

        * No damage assignment order (current rules, 2004): any split among the blockers.
        * Along an order (2016): a blocker may be assigned damage only if each before it gets
          lethal damage (510.1c), so at most one blocker gets some but less than lethal
          damage, and it is the last one given any.
        * Trample: lethal damage to every blocker and the rest, at least 1, to the player
          (702.19b); the other splits stay legal.
        """
        lethal, sat = self._limits(power, akw, bs, alive)
        n = len(alive)
        unplaced: tuple[int | None, ...] = (None,) * n
        if self._greedy is not None:
            vec, to_player = self._greedy_split(power, akw, alive, lethal, sat)
            yield vec, to_player, unplaced
            return
        if not self.ordered:
            for vec in _bounded([range(sat[k] + 1) for k in range(n)], power):
                if sum(vec) == power or any(vec[k] == sat[k] for k in range(n)):
                    yield vec, 0, unplaced
        else:
            full = [[0, *range(max(lethal[k], 1), sat[k] + 1)] if lethal[k]
                    else list(range(sat[k] + 1)) for k in range(n)]
            for p in (None, *range(n)):
                if p is not None and lethal[p] <= 1:
                    continue
                choices = [range(1, min(lethal[k], sat[k] + 1)) if k == p else full[k]
                           for k in range(n)]
                for vec in _bounded(choices, power):
                    if placing:
                        yield from ((vec, 0, placed)
                                    for placed in _placing(vec, lethal, sat, power))
                    elif sum(vec) == power or any(
                            vec[k] == sat[k] and (vec[k] > 0 or lethal[k] == 0)
                            for k in range(n)):
                        yield vec, 0, unplaced  # the rest goes on a blocker before the last
        if akw & _TRAMPLE and sum(lethal) < power:  # lethal to each blocker, the rest over
            tr = [range(lethal[k], max(lethal[k], sat[k]) + 1) for k in range(n)]
            for vec in _bounded(tr, power - 1):
                yield vec, power - sum(vec), unplaced


    def _greedy_split(self, power: int, akw: int, alive: list[int], lethal: list[int],
                      sat: list[int]) -> tuple[tuple[int, ...], int]:
        """``quick``'s split: along ``_greedy`` (the blockers alive), lethal damage to each
        while it lasts, then the rest to the player (trample) or the next blocker."""
        assert self._greedy is not None
        at = {i: k for k, i in enumerate(alive)}
        vec = [0] * len(alive)
        left = power
        order = [at[i] for i in self._greedy if i in at]
        for k in order:
            if left >= lethal[k]:
                vec[k] = lethal[k]
                left -= lethal[k]
            else:
                vec[k] = left
                left = 0
                break
        to_player = 0
        if left and akw & _TRAMPLE:
            to_player = left
        elif left:
            vec[order[-1]] += left
        return tuple(min(v, s) for v, s in zip(vec, sat, strict=True)), to_player


@dataclass
class Fight(DamageSplits):
    """One attacker and its blockers (ids), simulated (see ``fight_outcomes``)."""

    creatures: Creatures
    attacker: str
    blockers: tuple[str, ...]
    ordered: bool  # under a damage assignment order (rules edition 2016)
    outcomes: list[FightOutcome] = field(default_factory=list)
    _memo: dict[tuple[str, Body, int, int], Body] = field(default_factory=dict)
    #: set by ``quick``: the one damage assignment order the attacker follows
    _greedy: tuple[int, ...] | None = None

    def quick(self) -> FightOutcome:
        """One result the attacker can bring about (so an upper bound on what the fight is
        worth to the defender): along one damage assignment order, the blockers needing the
        least lethal damage first, each given lethal damage while the damage lasts, the rest
        to the player with trample, else to the next blocker (510.1c-d, 702.19b)."""
        c = self.creatures
        needs = [c.pt(b, 0)[1] - c.damage(b) for b in self.blockers]
        self._greedy = tuple(sorted(range(len(self.blockers)), key=lambda i: needs[i]))
        try:
            outcomes = self.run()
        finally:
            self._greedy = None
            self.outcomes = []
        return min(outcomes, key=lambda o: o.value)

    def _hit(self, pid: str, body: Body, amount: int, kw: int) -> tuple[Body, bool]:
        """``body`` of ``pid`` dealt ``amount`` by a source with keywords ``kw``: the new
        body and whether it was deathtouched (CR 120.3d-e, 702.2b, 702.80a, 702.90c)."""
        damage, minus, alive = body
        if amount <= 0:
            return body, False
        if kw & (_INFECT | _WITHER):
            minus += amount
        else:
            damage += amount
        return (damage, minus, alive), bool(kw & _DT)

    def _sba(self, pid: str, body: Body, touched: bool) -> Body:
        """State-based actions on one creature (CR 704.5f-h)."""
        damage, minus, alive = body
        if not alive:
            return body
        toughness = self.creatures.pt(pid, minus)[1]
        if toughness <= 0:
            return DEAD
        if not self.creatures.keywords(pid) & _INDESTRUCTIBLE:
            return DEAD if damage >= toughness or touched else body
        # indestructible: damage past its toughness changes nothing (value, later lethal)
        return (min(damage, toughness), minus, True)

    def _after(self, pid: str, body: Body, amount: int, kw: int) -> Body:
        """``body`` after ``amount`` damage from a source with ``kw`` and state-based
        actions (memoised)."""
        key = (pid, body, amount, kw)
        got = self._memo.get(key)
        if got is None:
            hit, touched = self._hit(pid, body, amount, kw)
            got = self._memo[key] = self._sba(pid, hit, touched)
        return got

    def run(self) -> list[FightOutcome]:
        """Every result of the fight the attacker can bring about, scored, Pareto-pruned for
        the attacker (``pareto``)."""
        c = self.creatures
        attacker = self.attacker
        start_a: Body = (c.damage(attacker), 0, True)
        start_b = tuple((c.damage(b), 0, True) for b in self.blockers)
        free: Ranks = (None,) * len(self.blockers)
        layer: dict[tuple[Body, tuple[Body, ...], Tally, Ranks], None] = {
            (start_a, start_b, ZERO, free): None}
        strikers = any(c.keywords(x) & (_FS | _DS) for x in (attacker, *self.blockers))
        for step in (0, 1) if strikers else (1,):  # no first-strike step in this fight
            nxt: dict[tuple[Body, tuple[Body, ...], Tally, Ranks], None] = {}
            for a, bs, tally, ranks in layer:
                for out in self._step(step, a, bs, tally, ranks):
                    nxt[out] = None
            layer = nxt
            if step == 0 and not _deals(c.keywords(attacker), 1):
                layer = self._reduce(layer)
        points = []
        for a, bs, tally, _ in dict.fromkeys((a, bs, t, None) for a, bs, t, _ in layer):
            value = 0.0
            for pid, body in zip(self.blockers, bs, strict=True):
                if body[2]:
                    value += c.value(pid, body[0], body[1])
            if a[2]:
                value -= c.value(attacker, a[0], a[1])
            result = FightResult(a[2], tuple(b[2] for b in bs), -(tally[0] + tally[1]),
                            tally[2] + tally[3])
            points.append((value, tally, result))
        self.outcomes = [FightOutcome(v, t, r) for v, t, r in pareto(points)]  # type: ignore[arg-type]
        return self.outcomes

    def _reduce(self, layer: dict[tuple[Body, tuple[Body, ...], Tally, Ranks], None]
                ) -> dict[tuple[Body, tuple[Body, ...], Tally, Ranks], None]:
        """After the first-strike step of an attacker that deals no more damage: positions
        in which the same blockers survive with the same power (so strike back alike) and
        the tally is the same end alike but for the blockers' values; only the one leaving
        them the least value, the attacker's pick, is kept."""
        c = self.creatures
        best: dict[object, tuple[float, tuple[Body, tuple[Body, ...], Tally, Ranks]]] = {}
        for entry in layer:
            a, bs, tally, _ = entry
            key = (a, tally, tuple((b[2], c.pt(pid, b[1])[0] if b[2] else 0)
                                   for pid, b in zip(self.blockers, bs, strict=True)))
            value = sum(c.value(pid, b[0], b[1]) for pid, b in zip(self.blockers, bs,
                                                                     strict=True) if b[2])
            old = best.get(key)
            if old is None or value < old[0]:
                best[key] = (value, entry)
        return {entry: None for _, entry in best.values()}

    def _step(self, step: int, a: Body, bs: tuple[Body, ...], tally: Tally, ranks: Ranks
              ) -> Iterator[tuple[Body, tuple[Body, ...], Tally, Ranks]]:
        """One combat damage step of the fight, every way the attacker may assign; ``ranks``
        is what the damage assignment order must satisfy from the step before (2016)."""
        c = self.creatures
        attacker = self.attacker
        akw = c.keywords(attacker)
        if not a[2]:
            yield a, bs, tally, ranks
            return
        # the blockers' damage to the attacker (each blocks only this one: all of it, 510.1d)
        gain_b, touched_a = 0, False
        hit_a = a
        for pid, body in zip(self.blockers, bs, strict=True):
            bkw = c.keywords(pid)
            if body[2] and _deals(bkw, step):
                power = c.pt(pid, body[1])[0]
                if power > 0:
                    hit_a, dt = self._hit(attacker, hit_a, power, bkw)
                    touched_a = touched_a or dt
                    if bkw & _LIFELINK:
                        gain_b += power
        new_a = self._sba(attacker, hit_a, touched_a)
        power = c.pt(attacker, a[1])[0]
        if not _deals(akw, step) or power <= 0:
            yield new_a, bs, _tally(tally, step, gain_b, 0, 0, 0), ranks
            return
        gain_a = power if akw & _LIFELINK else 0
        infect = bool(akw & _INFECT)
        alive = [i for i, b in enumerate(bs) if b[2]]
        if not alive:
            # unblocked (510.1b), or blocked with every blocker gone: trample alone deals
            # damage then, all of it to the player (702.19e)
            if not self.blockers or akw & _TRAMPLE:
                yield new_a, bs, _tally(tally, step, gain_b, 0 if infect else power,
                                        power if infect else 0, gain_a), ranks
            else:
                yield new_a, bs, _tally(tally, step, gain_b, 0, 0, 0), ranks
            return
        # the order binds the next step only for a double striker (CR 702.4b, 509.2)
        carry = self.ordered and step == 0 and bool(akw & _DS)
        bound = any(r is not None for r in ranks)
        last = step == 1 and self._greedy is None and not bound
        splits = self._last_splits if last else self._splits
        for amounts, to_player, placed in splits(power, akw, bs, alive, carry or bound):
            new_ranks = ranks
            if carry or bound:
                merged = _merge(ranks, alive, placed)
                if merged is None:
                    continue  # no one damage assignment order allows both steps (509.2)
                new_ranks = merged if carry else ranks
            new_bs = list(bs)
            for i, x in zip(alive, amounts, strict=True):
                if x:
                    new_bs[i] = self._after(self.blockers[i], bs[i], x, akw)
            if carry:  # the dead have no place in the order any more
                new_ranks = tuple(r if new_bs[i][2] else None for i, r in enumerate(new_ranks))
            yield new_a, tuple(new_bs), _tally(
                tally, step, gain_b, 0 if infect else to_player, to_player if infect else 0,
                gain_a), new_ranks



Ranks = tuple[int | None, ...]


def _placing(vec: tuple[int, ...], lethal: list[int], sat: list[int], power: int
             ) -> Iterator[tuple[int | None, ...]]:
    """Where each blocker must stand in a damage assignment order that allows ``vec``
    (2016 rules, 510.1c): 0 before the last one given damage (it has lethal damage), 1
    the last one (some but less than lethal damage), 2 after it (no damage though it
    needs some), None anywhere. The damage ``vec`` leaves over goes on a blocker at its
    ``sat``, which stands before the last (0): one placing per such choice."""
    ranks: list[int | None] = []
    for v, need in zip(vec, lethal, strict=True):
        ranks.append(1 if 0 < v < need else 0 if v > 0 else 2 if need else None)
    base = tuple(ranks)
    if sum(vec) == power or any(v == s and v > 0 for v, s in zip(vec, sat, strict=True)):
        yield base
        return
    for k, (v, s) in enumerate(zip(vec, sat, strict=True)):
        if v == 0 and s == 0 and lethal[k] == 0:
            yield (*base[:k], 0, *base[k + 1:])


def _merge(before: Ranks, alive: list[int], placed: tuple[int | None, ...]) -> Ranks | None:
    """The placings of an earlier step (``before``, by blocker) and of this one (``placed``,
    for the blockers ``alive``) if one order satisfies both, else None; the result is this
    step's (only the step before the last matters, and there are two)."""
    now: list[int | None] = [None] * len(before)
    for i, r in zip(alive, placed, strict=True):
        now[i] = r
    if any(r is not None for r in before):
        nodes = [i for i in alive]
        edges: dict[int, set[int]] = {i: set() for i in nodes}
        for rank in (before, now):
            for x in nodes:
                for y in nodes:
                    rx, ry = rank[x], rank[y]
                    if rx is not None and ry is not None and rx < ry:
                        edges[x].add(y)
        if _cyclic(edges):
            return None
    return tuple(now)


def _cyclic(edges: dict[int, set[int]]) -> bool:
    """Whether the directed graph has a cycle (Kahn's algorithm)."""
    indegree = dict.fromkeys(edges, 0)
    for targets in edges.values():
        for y in targets:
            indegree[y] += 1
    ready = [x for x, d in indegree.items() if d == 0]
    seen = 0
    while ready:
        x = ready.pop()
        seen += 1
        for y in edges[x]:
            indegree[y] -= 1
            if indegree[y] == 0:
                ready.append(y)
    return seen < len(edges)


def _bounded(ranges: Sequence[Sequence[int]], budget: int) -> Iterator[tuple[int, ...]]:
    """Every vector with entries from ``ranges`` summing to at most ``budget``."""
    if not ranges:
        yield ()
        return
    head, rest = ranges[0], ranges[1:]
    for x in head:
        if x > budget:
            break
        for tail in _bounded(rest, budget - x):
            yield (x, *tail)


def _tally(t: Tally, step: int, gain_b: int, life: int, poison: int, gain_a: int) -> Tally:
    net = gain_b - life
    if step == 0:
        return (t[0] + net, t[1], t[2] + poison, t[3], t[4] + gain_a)
    return (t[0], t[1] + net, t[2], t[3] + poison, t[4] + gain_a)
