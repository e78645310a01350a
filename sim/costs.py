"""Mana costs of spells and activated abilities, and paying them (CR 107.4, 118, 601.2f-h).

A cost is read once (``ManaCost.parse("{X}{1}{R}")``). It is paid from the player's mana
pool (``Player.mana``: the scenario's ``mana``) — colored symbols with mana of that color,
{C} with colorless mana, generic mana with any — and then, for generic mana only, by
activating the mana abilities of untapped permanents the player controls (``{T}: Add ...``;
the engine does not track which color those make, so they pay generic costs only). The
legal-action lists only offer what ``can_pay`` says is affordable, so paying never fails.
"""

from __future__ import annotations

import re
from functools import lru_cache

import attrs

from sim.constraints import makes_mana
from sim.events import CostPaid, TappedForMana
from sim.mana import Mana
from sim.state import GameState

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_COLORED = "WUBRG"


@attrs.frozen(slots=True)
class ManaCost:
    """``generic`` mana, colored symbols (``W`` ... ``G``), ``{C}`` (colorless only) and the
    number of ``{X}`` symbols (CR 107.3)."""

    generic: int = 0
    W: int = 0
    U: int = 0
    B: int = 0
    R: int = 0
    G: int = 0
    C: int = 0
    x: int = 0

    @staticmethod
    @lru_cache(maxsize=1024)
    def parse(text: str) -> ManaCost:
        """``"{X}{1}{R}"``; hybrid and Phyrexian symbols count as generic mana of their
        mana value (an approximation the engine states rather than hides)."""
        counts = dict.fromkeys(("generic", *_COLORED, "C", "x"), 0)
        for symbol in _SYMBOL.findall(text.upper()):
            if symbol.isdigit():
                counts["generic"] += int(symbol)
            elif symbol == "X":
                counts["x"] += 1
            elif symbol in _COLORED or symbol == "C":
                counts[symbol] += 1
            else:
                counts["generic"] += 1
        return ManaCost(**counts)

    def total(self, x: int = 0) -> int:
        return self.generic + self.W + self.U + self.B + self.R + self.G + self.C + self.x * x

    def __str__(self) -> str:
        parts = ["{X}" * self.x, f"{{{self.generic}}}" if self.generic else ""]
        parts += [f"{{{c}}}" * getattr(self, c) for c in (*_COLORED, "C")]
        return "".join(parts) or "{0}"


def _sources(state: GameState, player: str, exclude: str | None) -> list[str]:
    """Untapped permanents ``player`` controls whose mana ability can pay generic mana."""
    return [p.id for p in state.battlefield()
            if p.controller == player and p.id != exclude and makes_mana(state, p)]


def _split(pool: Mana, cost: ManaCost) -> tuple[Mana, bool]:
    """The pool after paying ``cost``'s colored and {C} symbols, and whether it could."""
    left = {c: getattr(pool, c) for c in (*_COLORED, "C")}
    for c in (*_COLORED, "C"):
        need = getattr(cost, c)
        if left[c] < need:
            return pool, False
        left[c] -= need
    return Mana(**left), True


def pay_generic(state: GameState, player: str, amount: int,
                exclude: str | None = None) -> None:
    """Pay ``amount`` generic mana: from the pool first, then by tapping the player's mana
    sources (their mana abilities, CR 605) in battlefield order. Callers have checked that
    the mana is there (attack and block costs, 508.1h, 509.1d; spells, 601.2g-h)."""
    owner = state.players[player]
    from_pool = min(owner.mana.total, amount)
    owner.mana = owner.mana.spend(from_pool)
    rest = amount - from_pool
    for sid in _sources(state, player, exclude):
        if rest <= 0:
            break
        perm = state.permanents[sid]
        perm.tapped = True
        rest -= perm.card.mana
        state.log(TappedForMana, permanent=sid, amount=perm.card.mana)
        state.statics_may_change()
    assert rest <= 0, f"{player} can't pay {amount} generic mana"


def max_x(state: GameState, player: str, cost: ManaCost, exclude: str | None = None) -> int:
    """The largest X ``player`` can pay ``cost`` with (-1: not even with X = 0). ``exclude``
    is a permanent tapped as part of the cost, which can't also tap for mana."""
    pool, ok = _split(state.players[player].mana, cost)
    if not ok:
        return -1
    available = pool.total + sum(state.permanents[s].card.mana
                                 for s in _sources(state, player, exclude))
    spare = available - cost.generic
    if spare < 0:
        return -1
    return spare // cost.x if cost.x else 0


def can_pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
            exclude: str | None = None) -> bool:
    most = max_x(state, player, cost, exclude)
    return most >= 0 and (cost.x == 0 or x <= most)


def pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
        exclude: str | None = None) -> None:
    """Pay ``cost`` with X = ``x`` (CR 601.2g-h): colored symbols from the pool, generic mana
    from the pool and then by tapping mana sources (their mana abilities, 605)."""
    owner = state.players[player]
    pool, ok = _split(owner.mana, cost)
    assert ok, f"{player} can't pay {cost}"
    owner.mana = pool
    pay_generic(state, player, cost.generic + cost.x * x, exclude)
    if cost.total(x):  # no mana in the cost ({T} alone): nothing to log
        state.log(CostPaid, player=player, amount=cost.total(x))
    state.version += 1


__all__ = ["ManaCost", "max_x", "can_pay", "pay", "pay_generic"]
