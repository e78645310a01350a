"""Mana available to a player for attack and block costs (CR 106, 508.1g–h, 509.1d–e)."""

from __future__ import annotations

import re

import attrs

_SYMBOL = re.compile(r"\{([^{}]*)\}")
COLORS = "WUBRGC"


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
        return self.W + self.U + self.B + self.R + self.G + self.C

    @classmethod
    def parse(cls, text: str | int) -> Mana:
        """``"{3}{W}{W}"``, ``"{C}{G}"`` or a plain integer; ``ValueError`` on anything else."""
        if isinstance(text, bool):
            raise ValueError("expected a mana string like \"{2}{W}\" or an integer")
        if isinstance(text, int):
            if text < 0:
                raise ValueError("mana cannot be negative")
            return cls(C=text)
        counts = dict.fromkeys(COLORS, 0)
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise ValueError(f"expected mana symbols like {{2}}{{W}}, got {text!r}")
        for symbol in _SYMBOL.findall(text):
            sym = symbol.strip().upper()
            if sym.isdigit():
                counts["C"] += int(sym)
            elif sym in counts:
                counts[sym] += 1
            else:
                raise ValueError(f"unknown mana symbol {{{symbol}}}; accepted: a number or one of "
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
