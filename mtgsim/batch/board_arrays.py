"""Many combat boards as arrays (structure of arrays), their random generation, and each board
as a scenario dict the scalar engine plays (``Boards.scenario``).

A board is two players, A attacking B, up to ``SLOTS`` (3) creatures a side: every present
attacker attacks B (CR 508.1); each present blocker blocks one attacker or none (509.1a). Every
per-creature attribute is an array of shape ``(N, SLOTS)``; a ``present`` mask says which
slots hold a creature. Slot ``k`` of the attackers is the creature ``a{k+1}``, of the blockers
``b{k+1}`` (the ids ``Boards.scenario`` gives them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from mtgsim.batch import keyword_bits as kw

#: creatures per side
SLOTS = 3
#: the players, in turn order: A attacks, B defends
PLAYERS = ("A", "B")
#: the largest power or toughness a board may hold: the kernel counts a creature's damage in
#: ``int8`` (at most 3 x 20 per step, two steps)
MAX_PT = 20
#: the largest starting life total ``validate`` accepts
MAX_LIFE = 10_000

Int8 = npt.NDArray[np.int8]
Int16 = npt.NDArray[np.int16]
UInt16 = npt.NDArray[np.uint16]
Bool = npt.NDArray[np.bool_]
#: which boards to take: a slice, an index array or a boolean mask
Index = slice | npt.NDArray[np.integer[Any]] | npt.NDArray[np.bool_]


@dataclass(frozen=True)
class Side:
    """One side's creatures: ``power`` and ``toughness`` (``int8``), ``keywords`` (a
    ``uint16`` mask of ``mtgsim.batch.keyword_bits`` bits) and ``present``, each ``(N, SLOTS)``.
    Absent slots' values are ignored."""

    power: Int8
    toughness: Int8
    keywords: UInt16
    present: Bool

    def __len__(self) -> int:
        return int(self.present.shape[0])

    def take(self, index: Index) -> Side:
        """The boards at ``index``, copied."""
        return Side(self.power[index].copy(), self.toughness[index].copy(),
                    self.keywords[index].copy(), self.present[index].copy())

    @staticmethod
    def concat(sides: Sequence[Side]) -> Side:
        """The sides of each of ``sides``' boards, one after the other."""
        return Side(np.concatenate([s.power for s in sides]),
                    np.concatenate([s.toughness for s in sides]),
                    np.concatenate([s.keywords for s in sides]),
                    np.concatenate([s.present for s in sides]))


@dataclass(frozen=True)
class Boards:
    """``N`` independent combats. ``blocks[n, j]`` is the attacker slot blocker ``j`` blocks,
    or -1 when it does not block (``int8``); ``life`` and ``poison`` are each player's
    starting totals, ``(N, 2)`` ``int16`` in the order of ``PLAYERS``."""

    attackers: Side
    blockers: Side
    blocks: Int8
    life: Int16
    poison: Int16

    def __len__(self) -> int:
        return int(self.blocks.shape[0])

    def take(self, index: Index) -> Boards:
        """The boards at ``index``, copied."""
        return Boards(self.attackers.take(index), self.blockers.take(index),
                      self.blocks[index].copy(), self.life[index].copy(),
                      self.poison[index].copy())

    @staticmethod
    def concat(boards: Sequence[Boards]) -> Boards:
        """The boards of each of ``boards``, one after the other."""
        return Boards(Side.concat([b.attackers for b in boards]),
                      Side.concat([b.blockers for b in boards]),
                      np.concatenate([b.blocks for b in boards]),
                      np.concatenate([b.life for b in boards]),
                      np.concatenate([b.poison for b in boards]))

    def scenario(self, i: int) -> dict[str, Any]:
        """Board ``i`` as a scenario dict (docs/scenario-format.md) that ``mtgsim.load``
        accepts: each creature an inline card (``power``, ``toughness``, ``keywords``),
        ``[combat] attacks`` and ``blocks`` declared, everything else (the damage
        assignments) left to the default policy."""
        players = {p: {"life": int(self.life[i, k]), "poison": int(self.poison[i, k])}
                   for k, p in enumerate(PLAYERS)}
        permanents: list[dict[str, Any]] = []
        attacks: dict[str, str] = {}
        blocks: dict[str, list[str]] = {}
        for side, prefix, controller in ((self.attackers, "a", "A"), (self.blockers, "b", "B")):
            for k in range(SLOTS):
                if not side.present[i, k]:
                    continue
                pid = f"{prefix}{k + 1}"
                card: dict[str, Any] = {"id": pid, "controller": controller,
                                        "power": int(side.power[i, k]),
                                        "toughness": int(side.toughness[i, k])}
                words = kw.names(int(side.keywords[i, k]))
                if words:
                    card["keywords"] = words
                permanents.append(card)
                if controller == "A":
                    attacks[pid] = "B"
                elif self.blocks[i, k] >= 0:
                    blocks[pid] = [f"a{int(self.blocks[i, k]) + 1}"]
        return {"description": f"mtgsim.batch board {i}", "players": players,
                "permanents": permanents, "combat": {"attacks": attacks, "blocks": blocks}}

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first board outside what the kernel plays: shapes
        and dtypes, power 0 to ``MAX_PT``, toughness 1 to ``MAX_PT``, only the kernel's
        keywords, starting life 1 to ``MAX_LIFE`` and poison 0 to 9 (else state-based actions
        would end the game before combat, CR 704.5a, 704.5c), and legal blocks: a present
        blocker blocks a present attacker or nothing (509.1a), a flyer only by a creature
        with flying or reach (702.9b, 702.17b), a creature with menace by none or two or more
        (702.111b)."""
        n = len(self)
        for name, array, dtype, shape in (
                ("attackers.power", self.attackers.power, np.int8, (n, SLOTS)),
                ("attackers.toughness", self.attackers.toughness, np.int8, (n, SLOTS)),
                ("attackers.keywords", self.attackers.keywords, np.uint16, (n, SLOTS)),
                ("attackers.present", self.attackers.present, np.bool_, (n, SLOTS)),
                ("blockers.power", self.blockers.power, np.int8, (n, SLOTS)),
                ("blockers.toughness", self.blockers.toughness, np.int8, (n, SLOTS)),
                ("blockers.keywords", self.blockers.keywords, np.uint16, (n, SLOTS)),
                ("blockers.present", self.blockers.present, np.bool_, (n, SLOTS)),
                ("blocks", self.blocks, np.int8, (n, SLOTS)),
                ("life", self.life, np.int16, (n, 2)), ("poison", self.poison, np.int16, (n, 2))):
            if array.dtype != dtype or array.shape != shape:
                raise ValueError(f"{name}: expected {np.dtype(dtype).name} of shape {shape}, "
                                 f"got {array.dtype.name} of shape {array.shape}")
        checks: list[tuple[str, Bool]] = []
        for label, side in (("attacker", self.attackers), ("blocker", self.blockers)):
            here = side.present
            checks += [
                (f"a {label}'s power is outside 0..{MAX_PT}",
                 here & ((side.power < 0) | (side.power > MAX_PT))),
                (f"a {label}'s toughness is outside 1..{MAX_PT}",
                 here & ((side.toughness < 1) | (side.toughness > MAX_PT))),
                (f"a {label} has a keyword bit mtgsim.batch does not play",
                 here & ((side.keywords & ~np.uint16(kw.ALL)) != 0))]
        checks += [(f"starting life outside 1..{MAX_LIFE}",
                    (self.life < 1) | (self.life > MAX_LIFE)),
                   ("starting poison outside 0..9", (self.poison < 0) | (self.poison > 9))]
        blocks = self.blocks
        blocking = blocks >= 0
        checks.append(("an absent blocker blocks, or a block names no attacker slot",
                       (blocking & ~self.blockers.present) | (blocks < -1) | (blocks >= SLOTS)))
        target = np.clip(blocks, 0, SLOTS - 1).astype(np.intp)
        target_present = np.take_along_axis(self.attackers.present, target, axis=1)
        target_kw = np.take_along_axis(self.attackers.keywords, target, axis=1)
        checks.append(("a blocker blocks an attacker that is not there (CR 509.1a)",
                       blocking & ~target_present))
        can_block_flyers = (self.blockers.keywords & np.uint16(kw.FLYING | kw.REACH)) != 0
        checks.append(("a creature without flying or reach blocks a flyer (CR 702.9b)",
                       blocking & ((target_kw & np.uint16(kw.FLYING)) != 0) & ~can_block_flyers))
        count = np.stack([(blocks == i).sum(axis=1) for i in range(SLOTS)], axis=1)
        menace = (self.attackers.keywords & np.uint16(kw.MENACE)) != 0
        checks.append(("a creature with menace is blocked by exactly one creature "
                       "(CR 702.111b)", self.attackers.present & menace & (count == 1)))
        for message, bad in checks:
            rows = np.flatnonzero(bad.reshape(n, -1).any(axis=1)) if n else np.array([])
            if rows.size:
                raise ValueError(f"board {int(rows[0])}: {message}")


def board(attackers: Sequence[tuple[int, int, str | Sequence[str]]],
          blockers: Sequence[tuple[int, int, str | Sequence[str]]] = (),
          blocks: Sequence[int | None] = (), life: tuple[int, int] = (20, 20),
          poison: tuple[int, int] = (0, 0)) -> Boards:
    """One board, written by hand: each creature ``(power, toughness, keywords)`` (keywords a
    list of names, or one string of comma-separated names), ``blocks[j]`` the attacker index
    blocker ``j`` blocks or None. ``board([(3, 3, "trample")], [(2, 2, "")], [0])`` is a 3/3
    trampler blocked by a 2/2."""
    if len(attackers) > SLOTS or len(blockers) > SLOTS:
        raise ValueError(f"at most {SLOTS} creatures a side")

    def side(creatures: Sequence[tuple[int, int, str | Sequence[str]]]) -> Side:
        power = np.zeros((1, SLOTS), np.int8)
        toughness = np.ones((1, SLOTS), np.int8)
        masks = np.zeros((1, SLOTS), np.uint16)
        present = np.zeros((1, SLOTS), np.bool_)
        for k, (p, t, words) in enumerate(creatures):
            names = [w for w in words.split(",") if w.strip()] if isinstance(words, str) \
                else list(words)
            power[0, k], toughness[0, k] = p, t
            masks[0, k] = kw.mask_of(names)
            present[0, k] = True
        return Side(power, toughness, masks, present)

    table = np.full((1, SLOTS), -1, np.int8)
    for j, target in enumerate(blocks):
        table[0, j] = -1 if target is None else target
    out = Boards(side(attackers), side(blockers), table, np.array([life], np.int16),
                 np.array([poison], np.int16))
    out.validate()
    return out


def random_boards(n: int, seed: int | np.random.Generator | None = 0,
                  max_attackers: int = SLOTS, max_blockers: int = SLOTS, *,
                  max_power: int = 6, max_toughness: int = 6,
                  keyword_probability: float = 0.15, random_life: bool = True) -> Boards:
    """``n`` random boards with legal attacks and blocks, from
    ``numpy.random.default_rng(seed)`` (the same seed gives the same boards).

    Each board has 1 to ``max_attackers`` attackers and 0 to ``max_blockers`` potential
    blockers (uniformly), power 0 to ``max_power``, toughness 1 to ``max_toughness``, and each
    keyword independently with ``keyword_probability``. Every attacker attacks B (508.1);
    each blocker blocks, uniformly, one of the attackers it may legally block or none (a
    flyer only with flying or reach, 702.9b), then any creature with menace left blocked by
    exactly one creature is left unblocked instead (702.111b). With ``random_life`` starting
    life is 1 to 20 for each player and B has 0 poison counters half the time, else 1 to 9;
    without, 20 life and no poison."""
    if not (0 <= max_attackers <= SLOTS and 0 <= max_blockers <= SLOTS):
        raise ValueError(f"max_attackers and max_blockers must be 0 to {SLOTS}")
    if not (0 <= max_power <= MAX_PT and 1 <= max_toughness <= MAX_PT):
        raise ValueError(f"max_power must be 0 to {MAX_PT}, max_toughness 1 to {MAX_PT}")
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    slots = np.arange(SLOTS, dtype=np.int8)

    def side(low: int, high: int) -> Side:
        count = rng.integers(low, high + 1, n, dtype=np.int8)
        present = (slots[:, None] < count[None, :]).T
        power = rng.integers(0, max_power + 1, (SLOTS, n), dtype=np.int8).T
        toughness = rng.integers(1, max_toughness + 1, (SLOTS, n), dtype=np.int8).T
        masks = np.zeros((SLOTS, n), np.uint16)
        for bit, _ in kw.NAMES:
            hit = rng.random((SLOTS, n), dtype=np.float32) < keyword_probability
            masks |= hit * np.uint16(bit)
        return Side(power, toughness, masks.T, present)

    attackers = side(min(1, max_attackers), max_attackers)
    blockers = side(0, max_blockers)
    flyer = (attackers.keywords & np.uint16(kw.FLYING)) != 0
    reaches = (blockers.keywords & np.uint16(kw.FLYING | kw.REACH)) != 0
    blocks = np.full((SLOTS, n), -1, np.int8).T  # column-major, as the kernel reads it
    for j in range(SLOTS):
        # uniform among the legal options and "none" (the last column): the best random score
        score = rng.random((n, SLOTS + 1), dtype=np.float32)
        score[:, :SLOTS][~(attackers.present & (~flyer | reaches[:, j:j + 1]))] = -1
        best = score.argmax(axis=1)
        choose = blockers.present[:, j] & (best < SLOTS)
        blocks[choose, j] = best[choose]
    menace = (attackers.keywords & np.uint16(kw.MENACE)) != 0
    for i in range(SLOTS):
        by = blocks == i
        alone = (by.sum(axis=1) == 1) & menace[:, i]
        blocks[by & alone[:, None]] = -1
    if random_life:
        life = rng.integers(1, 21, (2, n), dtype=np.int16).T
        poison = np.zeros((2, n), np.int16).T
        poisoned = rng.random(n) < 0.5
        poison[poisoned, 1] = rng.integers(1, 10, int(poisoned.sum()), dtype=np.int16)
    else:
        life = np.full((2, n), 20, np.int16).T
        poison = np.zeros((2, n), np.int16).T
    return Boards(attackers, blockers, blocks, life, poison)


__all__ = ["SLOTS", "PLAYERS", "MAX_PT", "Side", "Boards", "board", "random_boards"]
