"""The solver's fast path: optimal blocks by fight decomposition and dynamic programming.

On a *simple* board (``simple_board`` says which: two players, every attacker attacking the
defending player, no trigger, static ability, continuous or damage effect, no requirement or
cost, no blocker able to block more than one attacker, only the keywords ``SUPPORTED``), a
block declaration splits the combat into independent *fights*: each attacker with the
blockers blocking it (CR 509.1a, 510.1). A fight's result does not depend on the others, except
through the defending player's life and poison and the attacker's life (lifelink), which the
evaluation (``ai.evaluation.evaluate``) does not score additively, and through the first-strike
combat damage step, after which state-based actions may end the game (CR 510.4, 704.5a,
704.5c). ``ai.solver_fight`` plays one fight, every way the attacker may assign its damage,
and returns its Pareto set of results: (change to the defender's creature evaluation, life
tally).

``solve`` then searches the block declarations by dynamic programming over the attackers,
one after another: a state is the multiset of blockers still free (interchangeable
creatures — the same characteristics and the same attackers they may block — are counted,
not named: a transposition), and holds the non-dominated *frontiers* reached: for each choice
of blocks so far, the attacker's best responses as (value, tally) points. The attacker's
damage choices are made after seeing all blocks, so a frontier is kept whole (a min-plus
sum of the fights' result sets), and one frontier is dropped only when another is at least as
good for the defender whatever the other fights do. At the end each frontier is scored
exactly (``FastBoard.tally_value``: the life terms of the evaluation, or a loss) and the best is
kept. Branch and bound and "clean kills" prune the search (``solve``).

The result is exact for the evaluation at end of combat, assuming no spell or ability is
used during combat; ``tests/test_solver.py`` checks it against the engine
(``ai.solver_engine``) on random boards, block by block.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from ai.evaluation import POISON_POINT, WIN, creature_value, life_value
from ai.solver_fight import (
    POISON_LOSS,
    ZERO,
    Creatures,
    Fight,
    FightOutcome,
    FightResult,
    Tally,
    add,
    better_for_attacker,
    pareto,
)
from sim.legality.constraints import BLOCK_COUNT
from sim.legality.legal_actions import DeclarationActions
from sim.model.decisions import DecisionKind
from sim.model.declarations import BlockDeclaration
from sim.model.editions import Edition
from sim.model.keywords import Kw
from sim.model.objects import MINUS, Zone
from sim.model.state import GameState

_DS, _LIFELINK = int(Kw.DOUBLE_STRIKE), int(Kw.LIFELINK)
#: the keywords the fight simulation models (the rest send the board to the engine path)
SUPPORTED = int(Kw.FLYING | Kw.REACH | Kw.VIGILANCE | Kw.DEFENDER | Kw.HASTE | Kw.FIRST_STRIKE
                | Kw.DOUBLE_STRIKE | Kw.TRAMPLE | Kw.DEATHTOUCH | Kw.LIFELINK
                | Kw.INDESTRUCTIBLE | Kw.MENACE | Kw.CANT_ATTACK | Kw.CANT_BLOCK
                | Kw.HORSEMANSHIP | Kw.SHADOW | Kw.FEAR | Kw.INTIMIDATE | Kw.SKULK
                | Kw.UNBLOCKABLE | Kw.EXCEPT_BY_TWO | Kw.EXCEPT_BY_THREE | Kw.ONE_BLOCKER
                | Kw.BLOCKS_ONLY_FLYERS | Kw.INFECT | Kw.WITHER | Kw.HEXPROOF | Kw.SHROUD
                | Kw.CHANGELING | Kw.DEVOID | Kw.UNPREVENTABLE)


# --- the board -----------------------------------------------------------------------------


@dataclass
class FastBoard:
    """A simple board at a ``declare_blockers`` decision (see the module docstring)."""

    state: GameState
    defender: str
    attacker_player: str
    attackers: list[str]
    #: each potential blocker with the attackers it may block on its own
    options: dict[str, list[str]]
    #: attacker -> (fewest, most) blockers when blocked (menace and the like, 702.111b)
    counts: dict[str, tuple[int, int]]
    creatures: Creatures
    ordered: bool
    #: the evaluation's part that blocks do not change
    constant: float = 0.0
    _fights: dict[object, list[FightOutcome]] = field(default_factory=dict)
    _kinds: dict[str, tuple[object, ...]] = field(default_factory=dict)
    _quick: dict[object, FightOutcome] = field(default_factory=dict)
    _tallies: dict[Tally, float] = field(default_factory=dict)

    def kind(self, pid: str) -> tuple[object, ...]:
        """What makes two creatures interchangeable in a fight: power, toughness, damage,
        counters, keywords (the transposition key)."""
        got = self._kinds.get(pid)
        if got is None:
            state = self.state
            perm = state.permanents[pid]
            got = (state.power(pid), state.toughness(pid), perm.damage,
                   tuple(sorted(perm.counters.items())), state.keywords(pid))
            self._kinds[pid] = got
        return got

    def quick(self, attacker: str, blockers: tuple[str, ...]) -> FightOutcome:
        """``Fight.quick`` of the fight, shared by interchangeable creatures."""
        key = (self.kind(attacker), tuple(self.kind(b) for b in blockers))
        got = self._quick.get(key)
        if got is None:
            got = Fight(self.creatures, attacker, blockers, self.ordered).quick()
            self._quick[key] = got
        return got

    def fight(self, attacker: str, blockers: tuple[str, ...]) -> list[FightOutcome]:
        """The fight's outcomes (``Fight.run``), shared by interchangeable creatures; the
        results' blockers are in the order given."""
        key = (self.kind(attacker), tuple(self.kind(b) for b in blockers))
        got = self._fights.get(key)
        if got is None:
            got = Fight(self.creatures, attacker, blockers, self.ordered).run()
            self._fights[key] = got
        return got

    def tally_value(self, tally: Tally) -> float:
        """``_tally_value``, computed once per tally."""
        got = self._tallies.get(tally)
        if got is None:
            got = self._tallies[tally] = self._tally_value(tally)
        return got

    def _tally_value(self, tally: Tally) -> float:
        """The life and poison terms of the defender's evaluation after a combat with this
        tally, or ``-WIN`` if the defender lost (CR 704.5a, 704.5c; checked after each combat
        damage step)."""
        me = self.state.players[self.defender]
        them = self.state.players[self.attacker_player]
        life1, poison1 = me.life + tally[0], me.poison + tally[2]
        if life1 <= 0 or poison1 >= POISON_LOSS:
            return -WIN
        life2, poison2 = life1 + tally[1], poison1 + tally[3]
        if life2 <= 0 or poison2 >= POISON_LOSS:
            return -WIN
        return (life_value(life2) - POISON_POINT * poison2
                - (life_value(them.life + tally[4]) - POISON_POINT * them.poison))

    def score(self, value: float, tally: Tally) -> float:
        """The defender's evaluation after a combat whose creature terms add ``value`` and whose
        life tally is ``tally``: ``-WIN`` if the defender lost, else ``constant`` plus ``value``
        plus the tally's life and poison terms."""
        loss = self.tally_value(tally)
        return loss if loss == -WIN else self.constant + value + loss


def simple_board(state: GameState) -> FastBoard | str:
    """The ``FastBoard`` of a state at a ``declare_blockers`` decision when the fast path applies,
    else the reason it does not (a string)."""
    decision = state.decision
    if decision is None or decision.kind != DecisionKind.DECLARE_BLOCKERS:
        return "not at a declare_blockers decision"
    if len(state.players) != 2:
        return "more than two players"
    if state.rules not in (Edition.CURRENT, Edition.Y2016, Edition.Y2004):
        return f"rules edition {state.rules.value}"
    if state.statics_present() or state.effects or state.damage_effects or state.stack \
            or state.triggered:
        return "static abilities, continuous or damage effects, or the stack"
    combat = state.combat
    assert combat is not None
    defender = decision.player
    attacker_player = next(p for p in state.players if p != defender)
    for perm in state.permanents.values():
        if perm.zone is Zone.BATTLEFIELD and perm.card.may_trigger:
            return f"{perm.id} has a triggered ability"
    if any(target != defender for target in combat.attackers.values()):
        return "an attacker attacks a planeswalker or battle"
    if combat.blocks or combat.blocked:
        return "blocks already declared"
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    judge = legal.legal.judge
    options = {b: list(a) for b, a in judge.options.items()}
    creatures = [*combat.attackers, *options]
    for pid in creatures:
        perm = state.permanents[pid]
        other = state.keywords(pid) & ~SUPPORTED
        if other:
            names = ", ".join(k.name.lower().replace("_", " ") for k in Kw
                              if k & other and k.name and k.bit_count() == 1)
            return f"{pid} has {names}, which the fight simulation does not model"
        if state.params(pid):
            return f"{pid} has a parameterised ability"
        if any(k != MINUS for k in perm.counters):
            return f"{pid} has counters other than -1/-1"
    problem = judge.problem
    if problem.requirements or problem.has_costs:
        return "block requirements or costs"
    counts: dict[str, tuple[int, int]] = {}
    for r in problem.restrictions:
        if r.kind != BLOCK_COUNT:
            return f"a restriction between creatures ({r.text})"
        low, high = counts.get(r.creature, (1, 1 << 30))
        counts[r.creature] = (max(low, r.low), min(high, r.high))
    for blocker, moves in problem.moves.items():
        if any(len(m) > 1 for m in moves):
            return f"{blocker} may block more than one attacker"
    board = FastBoard(state, defender, attacker_player, list(combat.attackers), options, counts,
                  Creatures(state), state.rules is Edition.Y2016)
    board.constant = _constant(state, defender, set(creatures))
    return board


def _constant(state: GameState, defender: str, combatants: set[str]) -> float:
    """The creature part of the defender's evaluation that no block changes: every creature
    that neither attacks nor may block (creature_value, mine minus theirs)."""
    total = 0.0
    for p in state.permanents.values():
        if p.zone is not Zone.BATTLEFIELD or not state.is_creature(p.id):
            continue
        if p.id in combatants:
            continue  # an attacker or potential blocker: scored by the search
        value = creature_value(state, p.id)
        total += value if p.controller == defender else -value
    return total


# --- the search ----------------------------------------------------------------------------

Point = tuple[float, Tally, tuple[object, ...]]


@dataclass
class Frontier:
    """The attacker's non-dominated responses to one choice of blocks so far: points (value,
    tally, the fights' results), and the blocks chosen (attacker -> blockers)."""

    points: list[Point]
    blocks: tuple[tuple[str, tuple[str, ...]], ...]


def _covers(good: Frontier, bad: Frontier) -> bool:
    """Whether ``bad`` is no better than ``good`` for the defender whatever follows: every
    response the attacker has to ``good`` is matched by one to ``bad`` at least as good for
    it."""
    if len(good.points) == 1 and len(bad.points) == 1:
        p, q = good.points[0], bad.points[0]
        tp, tq = p[1], q[1]
        return (q[0] <= p[0] and tq[0] <= tp[0] and tq[1] <= tp[1] and tq[2] >= tp[2]
                and tq[3] >= tp[3] and tq[4] >= tp[4])
    return all(any(better_for_attacker((q[0], q[1]), (p[0], p[1])) for q in bad.points)
               for p in good.points)


def _insert_single(bucket: list[Frontier], new: Frontier) -> None:
    """``bucket`` with ``new`` (one response) added unless another frontier covers it, and
    without the frontiers it covers (``_covers``, unrolled for one-point frontiers)."""
    v, t, _ = new.points[0]
    t0, t1, t2, t3, t4 = t
    for old in bucket:
        pts = old.points
        if len(pts) == 1:
            w, u, _ = pts[0]
            if v <= w and t0 <= u[0] and t1 <= u[1] and t2 >= u[2] and t3 >= u[3] \
                    and t4 >= u[4]:
                return
        elif _covers(old, new):
            return
    keep = []
    for old in bucket:
        pts = old.points
        if len(pts) == 1:
            w, u, _ = pts[0]
            if w <= v and u[0] <= t0 and u[1] <= t1 and u[2] >= t2 and u[3] >= t3 \
                    and u[4] >= t4:
                continue
        elif _covers(new, old):
            continue
        keep.append(old)
    keep.append(new)
    bucket[:] = keep


def _combine(a: list[Point], b: list[FightOutcome]) -> list[Point]:
    """The min-plus sum: every response to both, Pareto-pruned."""
    if len(a) == 1 and len(b) == 1:
        p, o = a[0], b[0]
        return [(p[0] + o.value, add(p[1], o.tally), (*p[2], o.result))]
    raw = [(p[0] + o.value, add(p[1], o.tally), (*p[2], o.result)) for p in a for o in b]
    if len(raw) <= 1:
        return raw
    return pareto(raw)  # type: ignore[return-value]


@dataclass
class Solution:
    """The optimal blocks: the declaration, the defender's end-of-combat evaluation, and the
    attacker's best response (each fight's result, by attacker)."""

    declaration: BlockDeclaration
    value: float
    groups: dict[str, tuple[str, ...]]
    results: dict[str, FightResult]
    tally: Tally
    frontiers: int


def solve(board: FastBoard, incumbent: float = -2 * WIN) -> Solution:
    """The block declaration maximising the defender's evaluation at end of combat against
    the attacker's best damage assignments (see the module docstring).

    Branch and bound: a frontier whose optimistic value — every attacker still to come dies
    without dealing damage, unless no blocker left can block it, and every free blocker with
    lifelink gains its controller life in two steps — is below ``incumbent`` (the value of a
    declaration known to be legal, such as blocking nothing) is dropped, and a fight no
    frontier needs is never searched. A block that kills the attacker whatever it does, every
    blocker surviving undamaged and nothing else changing (a *clean kill*, worth the most a
    fight can be without lifelink), makes every block of that attacker by more creatures
    (none with lifelink among the extra ones) pointless: the extra blockers could as well
    stay free. Both rely on ``creature_value`` never rising with damage or -1/-1 counters;
    ``Creatures`` watches for that, and the search is run again without bounds if it
    happens."""
    found = _solve(board, incumbent)
    if not board.creatures.monotone and incumbent > -2 * WIN:
        found = _solve(board, -2 * WIN)
    return found


def _solve(board: FastBoard, incumbent: float) -> Solution:
    # interchangeable blockers: same characteristics, same attackers they may block
    kinds: dict[tuple[object, ...], list[str]] = {}
    for b, targets in board.options.items():
        kinds.setdefault((board.kind(b), tuple(targets)), []).append(b)
    groups = list(kinds.values())
    reps = [g[0] for g in groups]
    start = tuple(len(g) for g in groups)
    creatures = board.creatures
    standing = {b: creatures.value(b, creatures.damage(b), 0) for b in board.options}
    gains = [_gain_bound(board, rep) for rep in reps]
    floor = incumbent - 1e-9

    base = sum(standing.values())
    attackers = board.attackers
    able = [[k for k, rep in enumerate(reps) if a in board.options[rep]] for a in attackers]
    alone = [board.fight(a, ())[0] for a in attackers]
    optimism: dict[tuple[int, tuple[int, ...]], tuple[float, Tally]] = {}

    def forced(index: int, left: tuple[int, ...]) -> tuple[float, Tally]:
        """What the attackers from ``index`` on that no blocker left can block surely do
        (each deals its damage unblocked and survives), with the life every free blocker's
        lifelink could gain, counted from the first combat damage step (so a loss after it,
        CR 704.5a, is not ruled out too soon): the optimistic rest of every completion."""
        key = (index, left)
        got = optimism.get(key)
        if got is None:
            value, tally = 0.0, ZERO
            for j in range(index, len(attackers)):
                if not any(left[k] for k in able[j]):
                    value, tally = value + alone[j].value, add(tally, alone[j].tally)
            extra = sum(g * n for g, n in zip(gains, left, strict=True))
            got = optimism[key] = (value, add(tally, (extra, 0, 0, 0, 0)))
        return got

    def hopeful(points: Sequence[Point], index: int, left: tuple[int, ...]) -> bool:
        """Whether the best completion could reach the incumbent: the attackers from
        ``index`` on die without dealing damage, but for those ``forced`` to hit."""
        fv, ft = forced(index, left)
        score = board.score
        return min(score(v + fv, add(t, ft)) for v, t, _ in points) >= floor

    lifelink = [bool(board.state.keywords(rep) & _LIFELINK) for rep in reps]
    width = range(len(groups))
    score = board.score
    layer: dict[tuple[int, ...], list[Frontier]] = {start: [Frontier([(base, ZERO, ())], ())]}
    for index, attacker in enumerate(attackers):
        low, high = board.counts.get(attacker, (1, 1 << 30))
        nxt: dict[tuple[int, ...], list[Frontier]] = {}
        #: blocks of this attacker that kill it, whatever it does, with no other effect
        clean: list[tuple[int, ...]] = []
        fought: dict[tuple[int, ...], list[FightOutcome] | None] = {}
        for left, frontiers in layer.items():
            alive = [f for f in frontiers if hopeful(f.points, index, left)]
            if not alive:
                continue
            takes = sorted(itertools.product(*[range(left[k] + 1) if k in able[index]
                                               else range(1) for k in width]), key=sum)
            for take in takes:
                n = sum(take)
                if n and not low <= n <= high:
                    continue
                members = tuple(b for k, t in enumerate(take)
                                for b in groups[k][left[k] - t:left[k]])
                if take in fought:
                    shifted = fought[take]
                elif clean and any(c != take and all(
                        c[k] <= take[k] and (c[k] == take[k] or not lifelink[k])
                        for k in width) for c in clean):
                    shifted = fought[take] = None  # more than a clean kill: never better
                else:
                    # the blockers' standing values come out of the base: the fight scores
                    removed = sum(standing[b] for b in members)
                    shifted = fought[take] = [FightOutcome(o.value - removed, o.tally, o.result)
                                              for o in board.fight(attacker, members)]
                    if n and all(not o.result.attacker_alive and o.tally == ZERO
                                 and abs(o.value) < 1e-9 for o in shifted):
                        clean.append(take)
                if shifted is None:
                    continue
                rest = tuple(left[k] - take[k] for k in width)
                bucket = nxt.setdefault(rest, [])
                fv, ft = forced(index + 1, rest)
                for f in alive:
                    points = _combine(f.points, shifted)
                    if min(score(v + fv, add(t, ft)) for v, t, _ in points) < floor:
                        continue  # not ``hopeful``
                    new = Frontier(points, (*f.blocks, (attacker, members)))
                    if len(points) == 1:
                        _insert_single(bucket, new)
                        continue
                    if any(_covers(old, new) for old in bucket):
                        continue
                    bucket[:] = [old for old in bucket if not _covers(new, old)]
                    bucket.append(new)
        layer = nxt
    scored: list[tuple[float, Frontier, Point]] = []
    for frontiers in layer.values():
        for f in frontiers:
            worst = min(f.points, key=lambda p: board.score(p[0], p[1]))
            scored.append((board.score(worst[0], worst[1]), f, worst))
    assert scored, "the incumbent's own blocks were pruned"
    count = len(scored)
    top = max(s[0] for s in scored)
    # ties: the fewest blockers, then the first declaration in text order
    value, frontier, point = min(
        (s for s in scored if s[0] >= top - 1e-9),
        key=lambda s: (sum(len(bs) for _, bs in s[1].blocks), _text(s[1])))
    pairs = {b: [a] for a, bs in frontier.blocks for b in bs}
    results = {a: r for (a, _), r in zip(frontier.blocks, point[2], strict=True)}
    return Solution(BlockDeclaration.of(pairs), value, dict(frontier.blocks),
                    results, point[1], count)  # type: ignore[arg-type]


def _text(frontier: Frontier) -> str:
    return str(BlockDeclaration.of({b: [a] for a, bs in frontier.blocks for b in bs}))


def _gain_bound(board: FastBoard, blocker: str) -> int:
    """The most life ``blocker``'s lifelink can gain its controller in one combat."""
    state = board.state
    kw = state.keywords(blocker)
    if not kw & _LIFELINK:
        return 0
    return max(0, state.power(blocker)) * (2 if kw & _DS else 1)


def outcome_value(board: FastBoard, declaration: BlockDeclaration) -> float:
    """The defender's end-of-combat evaluation of one block declaration (each blocker
    blocking one attacker) against the attacker's best damage assignments."""
    by_attacker: dict[str, list[str]] = {a: [] for a in board.attackers}
    for blocker, attackers in declaration.blocks:
        if len(attackers) != 1:
            raise ValueError(f"{blocker} blocks {len(attackers)} attackers: not a simple board")
        by_attacker[attackers[0]].append(blocker)
    blocking = {b for b, _ in declaration.blocks}
    points: list[Point] = [(sum(board.creatures.value(b, board.creatures.damage(b), 0)
                                for b in board.options if b not in blocking), ZERO, ())]
    for attacker in board.attackers:
        points = _combine(points, board.fight(attacker, tuple(sorted(by_attacker[attacker]))))
    return min(board.score(p[0], p[1]) for p in points)


__all__ = ["FastBoard", "Creatures", "Fight", "FightOutcome", "FightResult", "SUPPORTED",
           "Solution", "outcome_value", "simple_board", "solve"]
