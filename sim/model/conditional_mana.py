"""Mana abilities with an activation condition (CR 602.5b, 605.1a): "{T}: Add {U}. Activate
only if you control a Plains or an Island" (the Verges), "{T}: Add one mana of any color.
Activate only if you control a Dragon" (Mox Jasper). A ``MANA_IF_CONTROL`` static rule of its
permanent: the ability can be activated, and its mana paid with, only while its controller
controls a permanent of one of the subtypes (205.3; basic land types, 305.6)."""

from __future__ import annotations

from functools import lru_cache

from sim.model.abilities import MANA_IF_CONTROL
from sim.model.board import Board

#: an alternative of a mana ability: the mana of each kind it makes (W, U, B, R, G, C)
Counts = tuple[int, int, int, int, int, int]


def if_control_value(subtypes: tuple[str, ...], made: tuple[Counts, ...]) -> str:
    """A ``MANA_IF_CONTROL`` value: the subtypes (title case), the alternatives."""
    ways = " ".join(",".join(str(n) for n in way) for way in made)
    return f"{'|'.join(subtypes)};{ways}"


@lru_cache(maxsize=128)
def if_control_parts(value: str) -> tuple[tuple[str, ...], tuple[Counts, ...]]:
    """A ``MANA_IF_CONTROL`` value as (subtypes, alternatives)."""
    subtypes, ways = value.split(";")
    out: list[Counts] = []
    for way in ways.split():
        w, u, b, r, g, c = (int(n) for n in way.split(","))
        out.append((w, u, b, r, g, c))
    return tuple(subtypes.split("|")), tuple(out)


def conditional_mana(board: Board) -> dict[str, tuple[Counts, ...]]:
    """For each permanent on the battlefield with a ``MANA_IF_CONTROL`` ability whose
    condition holds now (its controller controls a permanent of one of its subtypes), the
    alternatives one activation chooses from; an empty dict when there is none."""
    if not board.statics_present():
        return {}
    out: dict[str, tuple[Counts, ...]] = {}
    for p, s in board.statics():
        if s.rule != MANA_IF_CONTROL:
            continue
        subtypes, ways = if_control_parts(next(v for k, v in s.params if k == MANA_IF_CONTROL))
        if any(q.controller == p.controller and any(q.card.has_subtype(t) for t in subtypes)
               for q in board.battlefield()):
            out[p.id] = tuple(dict.fromkeys((*out.get(p.id, ()), *ways)))
    return out
