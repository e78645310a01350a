"""Mana of a type other permanents "could produce" (CR 106.7): "{T}: Add one mana of any color
that a land an opponent controls could produce" (Exotic Orchard, Fellwar Stone), "... any type
that a land you control could produce" (Reflecting Pool), "... any color that a basic land you
control could produce". A ``MANA_COULD_PRODUCE`` static rule of its permanent.

The type of mana a permanent could produce is any type an ability of it would produce if it
resolved now, whatever its costs (tapped lands count, 106.7): its mana abilities (basic land
types' included, 305.6), those granted to it (613.1f), restricted ones (106.6: the mana is
made, only its spending is restricted), its activated mana abilities, and its own "could
produce" abilities — which depend on others': the answer is the least fixed point (two
Reflecting Pools with nothing else make no mana; a Reflecting Pool beside an Exotic Orchard
makes what the Orchard could). No type: the ability makes no mana (106.7)."""

from __future__ import annotations

from sim.model.abilities import MANA_COULD_PRODUCE, MANA_SPEND_ONLY
from sim.model.board import Board
from sim.model.granted_mana import granted_mana
from sim.model.mana import COLORS, Mana
from sim.model.objects import Permanent
from sim.model.programs import ADD_MANA
from sim.model.spend_limits import spend_parts

#: a rule's "color" (CR 105.1: W, U, B, R, G) or "type" (106.1b: colorless too)
_KINDS = {"color": COLORS[:5], "type": COLORS}

#: one mana of each type (W, U, B, R, G, C): an alternative of the ability
_ONE: tuple[tuple[int, int, int, int, int, int], ...] = (
    (1, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0), (0, 0, 0, 1, 0, 0),
    (0, 0, 0, 0, 1, 0), (0, 0, 0, 0, 0, 1))


def could_value(kind: str, whose: str, what: str) -> str:
    """A ``MANA_COULD_PRODUCE`` value: "color" or "type", "you" or "opponent", "land" or
    "basic land"."""
    return f"{kind};{whose};{what}"


def could_parts(value: str) -> tuple[str, str, str]:
    """A ``MANA_COULD_PRODUCE`` value as (kind, whose, what)."""
    kind, whose, what = value.split(";")
    return kind, whose, what


def could_produce(board: Board) -> dict[str, tuple[tuple[int, int, int, int, int, int], ...]]:
    """For each permanent on the battlefield with a ``MANA_COULD_PRODUCE`` ability that makes
    mana now, the alternatives one activation chooses from: one mana of each type (CR 106.7);
    an empty dict when there is none (the usual case)."""
    if not board.statics_present():
        return {}
    rules = [(p, next(v for k, v in s.params if k == MANA_COULD_PRODUCE))
             for p, s in board.statics() if s.rule == MANA_COULD_PRODUCE]
    if not rules:
        return {}
    lands = [p for p in board.battlefield() if "Land" in p.card.types]
    own = _own_kinds(board, lands)
    got: dict[tuple[str, str], str] = {(p.id, v): "" for p, v in rules}
    changed = True
    while changed:  # the least fixed point: each pass only adds types
        changed = False
        for p, value in rules:
            kind, whose, what = could_parts(value)
            found: set[str] = set()
            for land in lands:
                if (land.controller == p.controller) != (whose == "you") or \
                        what == "basic land" and "Basic" not in land.card.supertypes:
                    continue
                found.update(own.get(land.id, ""))
                found.update(k for (pid, _), ks in got.items() if pid == land.id for k in ks)
            kinds = "".join(k for k in _KINDS[kind] if k in found)
            if kinds != got[(p.id, value)]:
                got[(p.id, value)] = kinds
                changed = True
    out: dict[str, tuple[tuple[int, int, int, int, int, int], ...]] = {}
    for (pid, _), kinds in got.items():
        ways = tuple(_ONE[COLORS.index(k)] for k in kinds)
        if ways:
            out[pid] = tuple(dict.fromkeys((*out.get(pid, ()), *ways)))
    return out


def _own_kinds(board: Board, lands: list[Permanent]) -> dict[str, str]:
    """The types of mana each of ``lands`` could produce by its abilities other than its own
    "could produce" ones (CR 106.7)."""
    granted = granted_mana(board)
    limited: dict[str, set[str]] = {}
    for p, s in board.statics():
        if s.rule == MANA_SPEND_ONLY:
            value = next(v for k, v in s.params if k == MANA_SPEND_ONLY)
            limited.setdefault(p.id, set()).update(
                COLORS[k] for way in spend_parts(value)[2] for k in range(6) if way[k])
    out: dict[str, str] = {}
    for land in lands:
        kinds = set(land.card.produces)
        kinds.update(COLORS[k] for way in granted.get(land.id, ()) for k in range(6) if way[k])
        kinds.update(limited.get(land.id, ()))
        for ability in land.card.activated:
            if ability.program is None:
                continue
            for op in ability.program.ops:
                if op.verb == ADD_MANA:
                    for symbols in op.rule.split("|"):
                        try:
                            made = Mana.parse(symbols)
                        except ValueError:
                            continue  # no amount of mana of a type
                        kinds.update(c for c in COLORS if getattr(made, c))
        if kinds:
            out[land.id] = "".join(kinds)
    return out
