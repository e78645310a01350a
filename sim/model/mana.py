"""Mana (CR 106): the mana available to a player (``Mana``: for attack and block costs,
508.1g-h, 509.1d-e, and spells and abilities), and mana costs read from mana symbols
(``ManaCost``, 107.4, 202.1): generic, colored, colorless, {X} (107.3), hybrid (107.4e) and
Phyrexian (107.4f) symbols, each paid exactly (``sim.rules.costs``).
"""

from __future__ import annotations

import re
from functools import lru_cache

import attr
import attrs

COLORED = "WUBRG"
COLORS = "WUBRGC"

#: one way to pay a cost's hybrid and Phyrexian symbols (``hybrid_choices``): the mana of
#: each kind it needs (W, U, B, R, G, C), the generic mana it adds, and the life it pays
HybridChoice = tuple[tuple[int, int, int, int, int, int], int, int]

_NUMBER = re.compile(r"[0-9]+")


@lru_cache(maxsize=256)
def symbol_payments(symbol: str) -> tuple[tuple[str, int, int], ...] | None:
    """The ways to pay one hybrid or Phyrexian symbol, written without its braces, each as
    (a kind of mana, "" for none; generic mana; life), or None if ``symbol`` is neither.

    CR 107.4e: a hybrid symbol is paid with one mana of either of its halves ("G/W": {G} or
    {W}; "C/W": {C} or {W}), a monocolored hybrid one ("2/W") with one mana of its color or
    two generic mana; 107.4f: a Phyrexian symbol ("W/P") with one mana of its color or 2 life,
    a hybrid Phyrexian one ("G/W/P") with one mana of either color or 2 life."""
    parts = symbol.upper().split("/")
    phyrexian = len(parts) > 1 and parts[-1] == "P"
    halves = parts[:-1] if phyrexian else parts
    if len(parts) < 2 or not halves or len(set(halves)) < len(halves):
        return None
    ways: list[tuple[str, int, int]] = []
    for half in halves:
        if half in COLORS:
            ways.append((half, 0, 0))
        elif _NUMBER.fullmatch(half) and len(half) <= 3:
            ways.append(("", int(half), 0))
        else:
            return None
    if phyrexian:
        ways.append(("", 0, 2))
    return tuple(ways)


@lru_cache(maxsize=256)
def symbol_value(symbol: str) -> int:
    """A hybrid or Phyrexian symbol's part of a mana value: its largest component (CR 202.3f:
    "2/W" is 2, "G/W" 1); a Phyrexian symbol is 1 (202.3g)."""
    return max(max(generic, 1 if kind else 0)
               for kind, generic, life in symbol_payments(symbol) or (("", 1, 0),) if not life)


@lru_cache(maxsize=256)
def hybrid_choices(symbols: tuple[str, ...]) -> tuple[HybridChoice, ...]:
    """Every different way to pay the hybrid and Phyrexian ``symbols`` of a cost (CR 601.2b:
    the player announces the nonhybrid equivalent cost, and for each Phyrexian symbol mana or
    2 life), paying less life first, then less mana, then in the order the symbols' halves
    are written (the engine's own choice is the first one that can be paid)."""
    found: dict[HybridChoice, None] = {((0, 0, 0, 0, 0, 0), 0, 0): None}
    for symbol in symbols:
        step: dict[HybridChoice, None] = {}
        for (kinds, generic, life) in found:
            for kind, more, paid in symbol_payments(symbol) or ():
                counts = list(kinds)
                if kind:
                    counts[COLORS.index(kind)] += 1
                c = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
                step[(c, generic + more, life + paid)] = None
        found = step
    return tuple(sorted(found, key=lambda c: (c[2], sum(c[0]) + c[1])))


# the defaults of ManaCost's precomputed fields (module functions, as in ``CardDef``)
def _cost_value(self: ManaCost) -> int:
    n = self.generic + self.W + self.U + self.B + self.R + self.G + self.C + self.S
    return n + sum(symbol_value(s) for s in self.hybrid) + len(self.unpaid)


def _cost_fewest(self: ManaCost) -> int:
    n = self.generic + self.W + self.U + self.B + self.R + self.G + self.C + self.S
    return n + sum(min(generic + (1 if kind else 0) for kind, generic, _ in
                       symbol_payments(s) or ()) for s in self.hybrid)


@attrs.frozen(slots=True)
class ManaCost:
    """A mana cost: ``generic`` mana, colored symbols (``W`` ... ``G``), ``{C}`` (colorless
    only, CR 107.4c), ``{S}`` (generic mana paid only with mana from a snow source, 107.4h),
    the number of ``{X}`` symbols (107.3), the hybrid and Phyrexian symbols (``hybrid``,
    107.4e-f: "G/W", "2/W", "B/P", "G/W/P"; empty for most costs, which keeps their payment
    on the plain path) and any other symbol (``unpaid``: a cost with one is never payable).
    ``text`` keeps the symbols as written when ``str`` would reorder them
    ("{1}{G}{G/W/P}{W}"); it takes no part in equality."""

    generic: int = 0
    W: int = 0
    U: int = 0
    B: int = 0
    R: int = 0
    G: int = 0
    C: int = 0
    S: int = 0
    x: int = 0
    hybrid: tuple[str, ...] = ()
    unpaid: tuple[str, ...] = ()
    text: str = attr.ib(default="", eq=False, repr=False)
    #: the mana value with X = 0 (``total``), computed once
    value: int = attr.ib(init=False, eq=False, repr=False,
                         default=attrs.Factory(_cost_value, takes_self=True))
    #: the least mana that pays it with X = 0 (``least``), computed once
    fewest: int = attr.ib(init=False, eq=False, repr=False,
                          default=attrs.Factory(_cost_fewest, takes_self=True))

    @staticmethod
    @lru_cache(maxsize=1024)
    def parse(text: str) -> ManaCost:
        """``"{X}{1}{R}"``, ``"{1}{G/W}{G/W}"``, ``"{1}{B/P}{B/P}"``: each symbol read exactly
        (a symbol the engine does not pay, such as {S}, goes to ``unpaid``)."""
        counts = dict.fromkeys(("generic", *COLORS, "S", "x"), 0)
        hybrid: list[str] = []
        unpaid: list[str] = []
        symbols = [s.strip() for s in _COST_SYMBOL.findall(text.upper())]
        for symbol in symbols:
            if _NUMBER.fullmatch(symbol):
                counts["generic"] += int(symbol)
            elif symbol == "X":
                counts["x"] += 1
            elif symbol in COLORS or symbol == "S":
                counts[symbol] += 1
            elif symbol_payments(symbol) is not None:
                hybrid.append(symbol)
            else:
                unpaid.append(symbol)
        cost = ManaCost(counts["generic"], counts["W"], counts["U"], counts["B"], counts["R"],
                        counts["G"], counts["C"], counts["S"], counts["x"], tuple(hybrid),
                        tuple(unpaid))
        written = "".join(f"{{{s}}}" for s in symbols)
        return attrs.evolve(cost, text=written) if written and written != str(cost) else cost

    def total(self, x: int = 0) -> int:
        """The mana value with X = ``x`` (CR 202.3; 202.3e: each {X} is ``x``; 202.3f: a
        hybrid symbol counts its largest component; 202.3g: a Phyrexian symbol counts 1; {S}
        and an unpaid symbol count 1, 107.4h): the most mana a payment may take."""
        return self.value + self.x * x

    def least(self, x: int = 0) -> int:
        """The least mana that pays it with X = ``x``: a hybrid symbol its smallest half
        ({2/W}: one {W}), a Phyrexian symbol none (2 life instead, CR 107.4f)."""
        return self.fewest + self.x * x

    def __str__(self) -> str:
        if self.text:
            return self.text
        parts = ["{X}" * self.x, f"{{{self.generic}}}" if self.generic else "", "{S}" * self.S]
        parts += [f"{{{c}}}" * getattr(self, c) for c in COLORED]
        parts += [f"{{{s}}}" for s in self.hybrid]
        parts += ["{C}" * self.C, *(f"{{{s}}}" for s in self.unpaid)]
        return "".join(parts) or "{0}"


#: a mana symbol of an amount of mana (``Mana.parse``; ``{}`` is read, and refused)
_SYMBOL = re.compile(r"\{([^{}]*)\}")
#: a mana symbol of a cost (``ManaCost.parse``)
_COST_SYMBOL = re.compile(r"\{([^{}]+)\}")


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


#: "one mana of any color" (CR 106.1a: white, blue, black, red, green; never colorless,
#: 106.1b): the alternatives a mana ability that adds it chooses from, in WUBRG order
ANY_COLOR = (Mana(W=1), Mana(U=1), Mana(B=1), Mana(R=1), Mana(G=1))

#: "one mana of the chosen color" (CR 614.12, 106.1) among a mana ability's alternatives
#: (``CardDef.mana_adds``): no mana until the permanent's choice makes it one of that color
#: (``sim.model.chosen_values.chosen_characteristics``); a permanent with no color chosen
#: makes none with it (``CardDef.mana_options`` keeps only alternatives that make mana)
CHOSEN_MANA = Mana()
