"""Mana (CR 106): the mana available to a player (``Mana``: for attack and block costs,
508.1g-h, 509.1d-e, and spells and abilities), and mana costs read from mana symbols
(``ManaCost``, 107.4, 202.1).
"""

from __future__ import annotations

import re
from functools import lru_cache

import attrs

COLORED = "WUBRG"


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
        counts = dict.fromkeys(("generic", *COLORED, "C", "x"), 0)
        for symbol in _COST_SYMBOL.findall(text.upper()):
            if symbol.isdigit():
                counts["generic"] += int(symbol)
            elif symbol == "X":
                counts["x"] += 1
            elif symbol in COLORED or symbol == "C":
                counts[symbol] += 1
            else:
                counts["generic"] += 1
        return ManaCost(**counts)

    def total(self, x: int = 0) -> int:
        """The mana to pay with X = ``x``: generic, colored, colorless, and ``x`` per ``{X}``."""
        return self.generic + self.W + self.U + self.B + self.R + self.G + self.C + self.x * x

    def __str__(self) -> str:
        parts = ["{X}" * self.x, f"{{{self.generic}}}" if self.generic else ""]
        parts += [f"{{{c}}}" * getattr(self, c) for c in (*COLORED, "C")]
        return "".join(parts) or "{0}"


#: a mana symbol of an amount of mana (``Mana.parse``; ``{}`` is read, and refused)
_SYMBOL = re.compile(r"\{([^{}]*)\}")
#: a mana symbol of a cost (``ManaCost.parse``)
_COST_SYMBOL = re.compile(r"\{([^{}]+)\}")


_NUMBER = re.compile(r"[0-9]+")


COLORS = "WUBRGC"


#: The most mana of one kind a scenario may give (TOML's largest integer, 2**63 - 1).
MAX_AMOUNT = 2**63 - 1


_KINDS = {type(None): "nothing", float: "a number", list: "an array", dict: "a table"}


@attrs.frozen(slots=True)
class Mana:
    """Amounts of white, blue, black, red, green and colorless mana.

    ``"{3}"`` as *available* mana means three mana that can pay generic costs: it is
    stored as colorless, which pays any generic cost and nothing colored.
    """

    W: int = 0
    U: int = 0
    B: int = 0
    R: int = 0
    G: int = 0
    C: int = 0

    @property
    def total(self) -> int:
        """The amount of mana, all kinds together."""
        return self.W + self.U + self.B + self.R + self.G + self.C

    @classmethod
    def parse(cls, text: object) -> Mana:
        """``"{3}{W}{W}"``, ``"{C}{G}"`` or a plain integer; ``ValueError`` on anything else
        (the message says what is accepted)."""
        if isinstance(text, bool) or not isinstance(text, int | str):
            raise ValueError("expected a mana string like \"{2}{W}\" or an integer, got "
                             + _KINDS.get(type(text), type(text).__name__))
        if isinstance(text, int):
            if text < 0:
                raise ValueError("mana cannot be negative")
            if text > MAX_AMOUNT:
                raise ValueError(f"at most {MAX_AMOUNT} mana")
            return cls(C=text)
        counts = dict.fromkeys(COLORS, 0)
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            shown = repr(text) if len(text) <= 40 else repr(text[:37]) + "..."
            raise ValueError(f"expected mana symbols like {{2}}{{W}}, got {shown}")
        for symbol in _SYMBOL.findall(text):
            sym = symbol.strip().upper()
            if _NUMBER.fullmatch(sym):
                if len(sym) > len(str(MAX_AMOUNT)) or int(sym) > MAX_AMOUNT:
                    raise ValueError(f"at most {MAX_AMOUNT} mana, got {{{sym[:20]}"
                                     f"{'...' if len(sym) > 20 else ''}}}")
                counts["C"] += int(sym)
            elif sym in counts:
                counts[sym] += 1
            else:
                shown = repr(symbol[:20])[1:-1] + ("..." if len(symbol) > 20 else "")
                raise ValueError(f"unknown mana symbol {{{shown}}}; accepted: a number or one of "
                                 + ", ".join("{" + c + "}" for c in COLORS))
        return cls(**counts)

    def spend(self, amount: int) -> Mana:
        """What is left after paying a generic cost of ``amount`` (colorless first)."""
        if amount > self.total:
            raise ValueError(f"can't pay {{{amount}}} from {self}")
        left = dict(W=self.W, U=self.U, B=self.B, R=self.R, G=self.G, C=self.C)
        for color in "CWUBRG":
            used = min(left[color], amount)
            left[color] -= used
            amount -= used
        return Mana(**left)

    def __str__(self) -> str:
        parts = [f"{{{self.C}}}" if self.C else ""]
        parts += [f"{{{c}}}" * getattr(self, c) for c in "WUBRG"]
        return "".join(parts) or "{0}"
