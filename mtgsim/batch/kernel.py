"""The batched combat kernel: ``resolve(boards)`` plays every board's combat damage at once.

Everything is vectorised over the boards: Python loops run only over chunks of boards (65,536
by default, so that a chunk's arrays stay in the processor's cache and their memory is
reused), the three slots, the three pairs of blockers and the two combat damage steps.
Internally each attribute is a ``(SLOTS, chunk)`` array (a row per slot), and every
condition is an ``int8`` mask, 0 or -1, combined with bitwise operations: ``np.where`` and
boolean indexing are an order of magnitude slower on random masks, and so are ufuncs with a
Python scalar operand broadcast (``np.maximum(x, 0)``). Creature quantities fit ``int8``
because power and toughness are at most ``MAX_PT`` (20): a creature is dealt at most 3 x 20
damage in a step, 120 in two. Life and poison are ``int16``.

Who blocks whom is an incidence array ``inc[i, j]`` (blocker j blocks attacker i); an attacker's
value seen from its blockers (``gather``) and the sum of its blockers' values (``scatter``) are
``einsum`` contractions over it. The default policy's damage assignment
(``sim.legality.damage_assignment.default_assignment``) is computed without sorting: a blocker is
assigned lethal damage when the lethal damage of the blockers of the same attacker served before it
(least lethal damage first, ties in slot order), plus its own, fits in the attacker's power.
"""

from __future__ import annotations

from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from mtgsim.batch import keyword_bits as kw
from mtgsim.batch.board_arrays import SLOTS, Boards
from mtgsim.batch.result import FIRST_STRIKE_STEP, REGULAR_STEP, Result

I8 = np.int8
I16 = np.int16
Int8 = npt.NDArray[np.int8]
Int16 = npt.NDArray[np.int16]
S = TypeVar("S", bound=np.generic)

#: the pairs of blocker slots (j, k), j < k
PAIRS = tuple((j, k) for j in range(SLOTS) for k in range(j + 1, SLOTS))
#: "no cap": lethal damage from a source without deathtouch is the creature's remaining
#: toughness (at most MAX_PT)
_NO_CAP = I8(127)
#: boards played at once by default: small enough for a chunk's arrays to stay in cache
CHUNK = 1 << 16


def _mask(condition: npt.NDArray[np.bool_]) -> Int8:
    """A boolean array as an ``int8`` mask: -1 where true, 0 where false."""
    return np.negative(condition.view(I8))


def _has(keywords: npt.NDArray[np.uint16], bits: int) -> Int8:
    """The mask of the creatures with any keyword among ``bits``."""
    return _mask(np.bitwise_and(keywords, np.uint16(bits)) != 0)


def _rows(array: npt.NDArray[Any], dtype: type[S]) -> npt.NDArray[S]:
    """``(N, k)`` as ``(k, N)`` of ``dtype``: a view (with contiguous rows for a column-major
    array, as ``random_boards`` makes them) when it has that dtype, else a copy. Read only."""
    out: npt.NDArray[S] = np.asarray(array.T, dtype=dtype)
    return out


class _Board:
    """What does not change during combat, per board: the creatures' characteristics and
    keyword masks, who blocks whom, and the attacker's keywords seen from each blocker."""

    def __init__(self, boards: Boards, rows: slice) -> None:
        att, blk = boards.attackers, boards.blockers
        akw = _rows(att.keywords[rows], np.uint16)
        bkw = _rows(blk.keywords[rows], np.uint16)
        self.apow: Int8 = _rows(att.power[rows], I8)
        self.atough: Int8 = _rows(att.toughness[rows], I8)
        self.bpow: Int8 = _rows(blk.power[rows], I8)
        self.btough: Int8 = _rows(blk.toughness[rows], I8)
        grp: Int8 = _rows(boards.blocks[rows], I8)
        # in combat: every attacker (508.1); the blockers that block (509.1)
        self.a_present: Int8 = _mask(_rows(att.present[rows], np.bool_))
        self.b_blocking: Int8 = _mask(_rows(blk.present[rows], np.bool_) & (grp >= 0))
        # which creatures deal damage in each step (510.4, 702.7b, 702.4b)
        a_strike = _has(akw, kw.FIRST_STRIKE | kw.DOUBLE_STRIKE)
        b_strike = _has(bkw, kw.FIRST_STRIKE | kw.DOUBLE_STRIKE)
        a_only_first = _has(akw, kw.FIRST_STRIKE) & ~_has(akw, kw.DOUBLE_STRIKE)
        b_only_first = _has(bkw, kw.FIRST_STRIKE) & ~_has(bkw, kw.DOUBLE_STRIKE)
        self.a_step: dict[int, Int8] = {FIRST_STRIKE_STEP: a_strike,
                                        REGULAR_STEP: ~a_only_first}
        self.b_step: dict[int, Int8] = {FIRST_STRIKE_STEP: b_strike,
                                        REGULAR_STEP: ~b_only_first}
        #: a first-strike damage step happens on some board (510.4)
        self.strikers = bool(((a_strike & self.a_present) | (b_strike & self.b_blocking)).any())
        # incidence: inc[i, j] is 1 when blocker j blocks attacker i
        self.inc: Int8 = (grp[None, :, :] == np.arange(SLOTS, dtype=I8)[:, None, None]).view(I8)
        #: same[p]: the blockers of pair p block the same attacker
        self.same: list[Int8] = [_mask((grp[j] == grp[k]) & (grp[j] >= 0)) for j, k in PAIRS]
        blocked = _mask(self.inc.any(axis=1))
        a_trample = _has(akw, kw.TRAMPLE)
        self.a_trample: Int8 = a_trample
        a_infect = _has(akw, kw.INFECT)
        a_lifelink = _has(akw, kw.LIFELINK)
        #: attackers whose damage may reach B: unblocked (510.1a) or with trample (702.19b)
        self.to_player: Int8 = ~blocked | a_trample
        self.to_player_infect: Int8 = self.to_player & a_infect
        #: attackers dealing all of their damage whatever happens, with lifelink (702.15b)
        self.lifelink_all: Int8 = self.to_player & a_lifelink
        # the attacker's keywords, seen from the blocker blocking it (0 for a non-blocker)
        of = self.gather  # 0/1 values gathered, then made masks again
        self.trample_of: Int8 = np.negative(of(a_trample & 1))
        self.infect_of: Int8 = np.negative(of(a_infect & 1))
        self.deathtouch_of: Int8 = np.negative(of(_has(akw, kw.DEATHTOUCH) & 1))
        self.counters_of: Int8 = np.negative(of(_has(akw, kw.INFECT | kw.WITHER) & 1))
        lifelink_of = np.negative(of(a_lifelink & 1))
        #: blockers blocking a trampler whose damage the blocker takes does not reach B
        self.trample_infect_of: Int8 = self.trample_of & self.infect_of
        #: blockers blocking a lifelinker without trample: what they are dealt is all it deals
        self.lifelink_blocked_of: Int8 = lifelink_of & ~self.trample_of
        #: lethal damage is 1 from a deathtouch source (702.2c)
        self.cap_of: Int8 = np.where(self.deathtouch_of != 0, I8(1), _NO_CAP).astype(I8)
        self.b_lifelink: Int8 = _has(bkw, kw.LIFELINK)
        self.b_counters: Int8 = _has(bkw, kw.INFECT | kw.WITHER)
        self.b_deathtouch: Int8 = _has(bkw, kw.DEATHTOUCH)
        self.a_indestructible: Int8 = _has(akw, kw.INDESTRUCTIBLE)
        self.b_indestructible: Int8 = _has(bkw, kw.INDESTRUCTIBLE)

    def gather(self, per_attacker: Int8) -> Int8:
        """Each blocker's value of the attacker it blocks (0 for a creature not blocking)."""
        out: Int8 = np.einsum("ijn,in->jn", self.inc, per_attacker)
        return out

    def scatter(self, per_blocker: Int8) -> Int8:
        """Each attacker's sum of the values of the creatures blocking it."""
        out: Int8 = np.einsum("ijn,jn->in", self.inc, per_blocker)
        return out


class _State:
    """What combat changes: who is still on the battlefield, what each creature can still
    take (toughness less damage and -1/-1 counters), counters, life and poison."""

    def __init__(self, board: _Board, boards: Boards, rows: slice) -> None:
        n = board.apow.shape[1]
        self.a_alive: Int8 = board.a_present.copy()
        self.b_alive: Int8 = board.b_blocking.copy()
        #: toughness less all damage dealt (marked or as -1/-1 counters): lethal at 0 or less
        self.a_rem: Int8 = board.atough.copy()
        self.b_rem: Int8 = board.btough.copy()
        self.a_counters: Int8 = np.zeros((SLOTS, n), I8)
        self.b_counters: Int8 = np.zeros((SLOTS, n), I8)
        self.life: Int16 = np.array(boards.life[rows].T, I16, order="C")  # copies
        self.poison: Int16 = np.array(boards.poison[rows].T, I16, order="C")
        self.player_damage: Int16 = np.zeros((2, n), I16)
        self.going: Int8 = np.full(n, -1, I8)  # the game goes on
        self.died_step: Int8 = np.zeros((2 * SLOTS, n), I8)
        #: some attacker had more than one legal damage assignment (``resolve``'s
        #: ``choices``), or None when not asked
        self.choice: npt.NDArray[np.bool_] | None = None


def _power(power: Int8, counters: Int8, zeros: Int8) -> Int8:
    """Power less -1/-1 counters, at least 0: the combat damage a creature assigns (510.1a)."""
    out = np.subtract(power, counters)
    return np.maximum(out, zeros, out=out)


def _step(b: _Board, s: _State, step: int, zeros: Int8) -> None:
    """One combat damage step (CR 510): assignments, damage dealt at once, state-based
    actions."""
    # --- attackers assign (510.1a-c), as the default policy does -------------------------
    amount = _power(b.apow, s.a_counters, zeros)
    amount &= s.a_alive & b.a_step[step] & s.going
    amount_of = b.gather(amount)  # what the attacker each blocker blocks assigns
    live = s.b_alive & _mask(amount_of > 0)  # the blockers it assigns damage among
    # lethal damage (702.19b, 702.2c): what the blocker can still take, 1 from deathtouch
    lethal = np.maximum(s.b_rem, zeros)
    np.minimum(lethal, b.cap_of, out=lethal)
    lethal &= live
    # served in order of lethal damage, ties by slot: a blocker is assigned lethal damage
    # when the blockers served up to it fit in the amount (the greedy stops at the first
    # that does not fit, and what comes later needs at least as much)
    prefix = lethal.copy()
    for p, (j, k) in enumerate(PAIRS):
        k_first = _mask(lethal[k] < lethal[j]) & b.same[p]
        prefix[j] += lethal[k] & k_first
        prefix[k] += lethal[j] & (b.same[p] & ~k_first)
    gets = live & _mask(prefix <= amount_of)
    given = lethal & gets
    group = given.copy()  # lethal damage given to the whole group of blockers
    cand_before = np.zeros_like(given)  # a blocker before it (by slot) wants more
    cand_after = np.zeros_like(given)
    live_before = np.zeros_like(given)
    cand = live & ~gets
    for p, (j, k) in enumerate(PAIRS):
        same = b.same[p]
        group[j] += given[k] & same
        group[k] += given[j] & same
        cand_before[k] |= cand[j] & same
        cand_after[j] |= cand[k] & same
        live_before[k] |= live[j] & same
    left = amount_of - group
    lethal_to_all = ~(cand | cand_before | cand_after)
    # the rest: with trample and lethal to all, to B (702.19b), else onto the first blocker not yet
    # assigned lethal damage, or the first blocker
    # (sim.legality.damage_assignment.default_assignment)
    target = (cand & ~cand_before) | (lethal_to_all & live & ~live_before & ~b.trample_of)
    if s.choice is not None:
        _choices(b, s, live, lethal, amount)
    dealt = given
    dealt += left & target
    # --- blockers assign all their damage to the attacker they block, if still there -----
    b_amount = _power(b.bpow, s.b_counters, zeros)
    b_amount &= s.b_alive & b.b_step[step] & np.negative(b.gather(s.a_alive & 1)) & s.going
    # --- all the damage is dealt at once (510.2, 120.3) -----------------------------------
    to_b = (amount & b.to_player).sum(axis=0, dtype=I16)
    to_b -= (dealt & b.trample_of).sum(axis=0, dtype=I16)
    poison = (amount & b.to_player_infect).sum(axis=0, dtype=I16)
    poison -= (dealt & b.trample_infect_of).sum(axis=0, dtype=I16)
    s.player_damage[1] += to_b
    s.poison[1] += poison  # 702.90b
    to_b -= poison
    s.life[1] -= to_b  # 120.3a
    gained = (amount & b.lifelink_all).sum(axis=0, dtype=I16)  # 702.15b
    gained += (dealt & b.lifelink_blocked_of).sum(axis=0, dtype=I16)
    s.life[0] += gained
    s.life[1] += (b_amount & b.b_lifelink).sum(axis=0, dtype=I16)
    s.b_rem -= dealt
    s.b_counters += dealt & b.counters_of  # 702.80a, 702.90c
    b_deathtouched = b.deathtouch_of & _mask(dealt > 0)
    s.a_rem -= b.scatter(b_amount)
    s.a_counters += b.scatter(b_amount & b.b_counters)
    a_deathtouched = _mask(b.scatter(b.b_deathtouch & _mask(b_amount > 0) & 1) > 0)
    # --- state-based actions (704.3, 704.5f-h, 704.5a, 704.5c) -----------------------------
    rows = 0
    for alive, rem, tough, counters, touched, indestructible in (
            (s.a_alive, s.a_rem, b.atough, s.a_counters, a_deathtouched, b.a_indestructible),
            (s.b_alive, s.b_rem, b.btough, s.b_counters, b_deathtouched, b.b_indestructible)):
        destroyed = (_mask(rem <= 0) | touched) & ~indestructible
        zero_toughness = _mask(tough - counters <= 0) & indestructible
        die = alive & (destroyed | zero_toughness)
        s.died_step[rows:rows + SLOTS] |= die & I8(step)
        alive &= ~die
        rows += SLOTS
    lost = (s.life <= 0) | (s.poison >= 10)
    s.going &= ~_mask(lost[0] | lost[1])


def _choices(b: _Board, s: _State, live: Int8, lethal: Int8, amount: Int8) -> None:
    """Mark the boards where an attacker assigning damage in this step has more than one legal
    assignment, so that its controller is asked (``sim.legality.assignments``: without a damage
    assignment order, CR 510.1c-d as now, an attacker blocked by two or more creatures still in
    combat divides its damage among them as its controller chooses, and a trampler blocked by one
    may assign more than lethal damage to it when its damage exceeds that, 702.19b; an unblocked
    attacker, one blocked by a single creature without trample, and one whose blockers are all gone
    have one assignment or none, 510.1a-c, 702.19e). A blocker blocks one attacker, so its own
    assignment is always forced."""
    assert s.choice is not None
    count = b.scatter(live & 1)  # the blockers still in combat that it assigns among
    need = b.scatter(lethal)  # with one of them: that blocker's lethal damage
    several = count >= 2
    over = (count == 1) & (b.a_trample != 0) & (amount > need)
    s.choice |= (several | over).any(axis=0)


def resolve(boards: Boards, chunk: int = CHUNK, *, choices: bool = False) -> Result:
    """Every board's combat damage (CR 510), its state-based actions (704) and result, as
    the scalar engine plays it with the default policy (see the package docstring for what
    is implemented and the limits). Boards are not checked (``Boards.validate`` does).

    The boards are played ``chunk`` at a time (each chunk vectorised), so that a chunk's
    arrays stay in the processor's cache and are reused from one chunk to the next.

    ``choices``: also say, per board, whether an attacking creature had more than one legal
    combat damage assignment in a step (``Result.choices``; see ``_choices``): on those
    boards a policy other than the default one would be asked, and its answer may differ
    from the default assignment the kernel plays."""
    if chunk < 1:
        raise ValueError(f"chunk must be at least 1, got {chunk}")
    n = len(boards)
    choice = np.zeros(n, np.bool_) if choices else None
    # the results as (k, N) rows, handed out as (N, k) views
    life = np.empty((2, n), I16)
    poison = np.empty((2, n), I16)
    ended = np.empty(n, np.bool_)
    died_step = np.empty((2 * SLOTS, n), I8)
    damage = np.empty((2 * SLOTS, n), I8)
    player_damage = np.empty((2, n), I16)
    for start in range(0, n, chunk):
        rows = slice(start, min(start + chunk, n))
        board = _Board(boards, rows)
        state = _State(board, boards, rows)
        if choice is not None:
            state.choice = np.zeros(rows.stop - rows.start, np.bool_)
        zeros = np.zeros_like(board.apow)
        if board.strikers:
            _step(board, state, FIRST_STRIKE_STEP, zeros)
        _step(board, state, REGULAR_STEP, zeros)
        life[:, rows] = state.life
        poison[:, rows] = state.poison
        np.equal(state.going, 0, out=ended[rows])
        died_step[:, rows] = state.died_step
        np.subtract(board.atough, state.a_rem, out=damage[:SLOTS, rows])
        np.subtract(board.btough, state.b_rem, out=damage[SLOTS:, rows])
        player_damage[:, rows] = state.player_damage
        if choice is not None and state.choice is not None:
            choice[rows] = state.choice
    lost = (life <= 0) | (poison >= 10)  # 704.5a, 704.5c
    return Result(life.T, poison.T, lost.T, ended, died_step.T, damage.T, player_damage.T,
                  choice)


__all__ = ["resolve"]
