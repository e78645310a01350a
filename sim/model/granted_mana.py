"""Mana abilities granted by static abilities (CR 613.1f: layer 6; 605.1a): 'enchanted land has
"{T}: Add two mana of any one color."', 'lands you control have "{T}: Add one mana of any
color."', 'elves you control have "{T}: Add {G}{G}."' (a ``GRANTS_MANA`` rule). Each permanent
the rule applies to has the ability while the rule's source is on the battlefield (611.3a: it
applies to whatever it names at each moment); ``sim.rules.costs`` taps it for mana as it taps
a printed one (``granted_mana``: each permanent's granted alternatives)."""

from __future__ import annotations

from functools import lru_cache

from sim.model.abilities import (
    ALL_CREATURES,
    ENCHANTED,
    EQUIPPED,
    GRANTED_MANA,
    GRANTS_MANA,
    OPPONENTS_CREATURES,
    SELF,
    YOUR_CREATURES,
    Static,
)
from sim.model.board import Board, matches
from sim.model.objects import Permanent

#: a mana ability's alternatives, each as counts of (W, U, B, R, G, C)
Ways = tuple[tuple[int, int, int, int, int, int], ...]

_NONE: dict[str, Ways] = {}


@lru_cache(maxsize=64)
def _ways(value: str) -> Ways:
    """A ``GRANTED_MANA`` value ("0,0,0,0,2,0 ...") as alternatives."""
    out = []
    for way in value.split():
        w, u, b, r, g, c = (int(n) for n in way.split(","))
        out.append((w, u, b, r, g, c))
    return tuple(out)


def _applies(board: Board, source: Permanent, static: Static, perm: Permanent) -> bool:
    """Whether the ``GRANTS_MANA`` rule ``static`` of ``source`` names ``perm`` (611.3)."""
    who = static.affects
    if who in (ENCHANTED, EQUIPPED):
        kind = static.what.card_type if static.what is not None else ""
        return source.attached_to == perm.id and (not kind or kind in perm.card.types)
    if static.what is not None:  # "[other] lands | permanents you control"
        return matches(board, static.what, source, perm)
    if not perm.card.is_creature:
        return False
    if who == SELF and source.id != perm.id or \
            who == YOUR_CREATURES and perm.controller != source.controller or \
            who == OPPONENTS_CREATURES and perm.controller == source.controller or \
            who not in (SELF, YOUR_CREATURES, OPPONENTS_CREATURES, ALL_CREATURES):
        return False
    return static.only is None or matches(board, static.only, source, perm)


def granted_mana(board: Board) -> dict[str, Ways]:
    """The mana abilities static abilities grant (layer 6, CR 613.1f): for each permanent on
    the battlefield that has one, the alternatives of each (a permanent granted two has both);
    an empty dict, built once, when no ``GRANTS_MANA`` rule is in play (the usual case)."""
    if not board.statics_present():
        return _NONE
    out: dict[str, Ways] = {}
    for source, static in board.statics():
        if static.rule != GRANTS_MANA:
            continue
        ways = _ways(next(v for k, v in static.params if k == GRANTED_MANA))
        for perm in board.battlefield():
            if _applies(board, source, static, perm):
                out[perm.id] = out.get(perm.id, ()) + ways
    return out or _NONE
