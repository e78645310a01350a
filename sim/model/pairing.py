"""Paired creatures (CR 702.95b-e; soulbond, ``sim.rules.soulbond``): which creature a creature
is paired with now, and the static abilities of a soulbond creature that apply to both
creatures of its pair ("as long as ~ is paired with another creature, each of those
creatures gets +1/+1", "... both creatures have flying").

702.95d: a creature is paired with one other creature at most. 702.95e: a paired creature
becomes unpaired as another player gains control of it or of the creature it is paired with,
as either stops being a creature, or as either leaves the battlefield. ``partner`` tests
these each time it is asked (a creature that left and returned is a new object, 400.7:
``Permanent.paired`` names the partner with its ``moves``), and ``sim.rules.sba`` forgets a
broken pair for good at the next check, so that regaining control doesn't pair them again.
"""

from __future__ import annotations

from typing import Protocol

from sim.model.objects import Permanent, Zone

#: ``Static.affects``: "each of those creatures", "both creatures" — the source and the
#: creature it is paired with, while they are paired (CR 702.95b)
PAIRED = "paired creatures"
#: the static condition "~ is paired with another creature" (CR 702.95b, 611.3a)
SELF_PAIRED = "paired with another creature"


class Objects(Protocol):
    """The objects of a board (``sim.model.board.Board`` has them)."""

    permanents: dict[str, Permanent]


def partner(state: Objects, perm: Permanent) -> str:
    """The creature ``perm`` is paired with now, or "" (CR 702.95b, 702.95e)."""
    pair = perm.paired
    if pair is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.is_creature:
        return ""
    other = state.permanents.get(pair[0])
    if other is None or other.zone is not Zone.BATTLEFIELD or other.moves != pair[1] or \
            other.paired != (perm.id, perm.moves) or other.controller != perm.controller or \
            not other.card.is_creature:
        return ""
    return other.id


def pairs(state: Objects, source: Permanent, pid: str) -> bool:
    """Whether ``pid`` is ``source`` or the creature it is paired with, while they are
    paired: a ``PAIRED`` static ability of ``source`` applies to it."""
    if source.paired is None:
        return False
    mate = partner(state, source)
    return bool(mate) and (pid == mate or pid == source.id)


def pair(first: Permanent, second: Permanent) -> None:
    """``first`` and ``second`` become paired (CR 702.95b)."""
    first.paired = (second.id, second.moves)
    second.paired = (first.id, first.moves)


__all__ = ["PAIRED", "SELF_PAIRED", "Objects", "pair", "pairs", "partner"]
