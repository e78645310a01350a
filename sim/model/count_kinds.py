"""The counts ``sim.model.board.counted`` leaves to this module (``sim.model.filters.Count``):
the source's own power (CR 208.1, 608.2h: as it last existed on the battlefield once it has
left it) and the cards named as the source in graveyards (201.2). Kept apart from the board
(at its size limit), which calls ``more_counted`` for the kinds it does not know."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from sim.model.filters import GREATEST_POWER, NAMED_AS_SOURCE, SOURCE_POWER, YOU, Count
from sim.model.multikicker import KICKED_TIMES
from sim.model.objects import Permanent, Zone

#: the kinds of count ``more_counted`` reads
MORE_COUNTS = frozenset((SOURCE_POWER, NAMED_AS_SOURCE, GREATEST_POWER, KICKED_TIMES))


def more_counted(c: Count, source: Permanent, objects: Mapping[str, Permanent],
                 last_known: Mapping[str, Permanent], power: Callable[[str], int],
                 matching: Callable[[Permanent], bool]) -> int:
    """The number ``c`` names, seen from ``source``, before its "twice" and "plus":
    ``objects`` are the board's objects in every zone, ``last_known`` the last known
    information of those that left the battlefield (CR 113.7a), ``power`` a permanent's power
    through the layers (613), ``matching`` whether a permanent is of ``c.what``."""
    if c.kind == GREATEST_POWER:  # CR 208.1: among the permanents named, 0 if none
        return max((power(p.id) for p in objects.values()
                    if p.zone is Zone.BATTLEFIELD and matching(p)), default=0)
    if c.kind == SOURCE_POWER:
        if source.zone is Zone.BATTLEFIELD and objects.get(source.id) is source:
            return power(source.id)  # CR 208.1, 613: its power now
        # CR 608.2h: a source that left the battlefield, as it last existed there
        known = last_known.get(source.id, source)
        return known.known_pt[0] if known.known_pt is not None else known.card.power or 0
    if c.kind == NAMED_AS_SOURCE:  # "cards named ~ in all graveyards" (CR 201.2, 404.1)
        what = c.what
        yours = what is not None and what.controller == YOU
        return sum(1 for p in objects.values() if p.zone is Zone.GRAVEYARD
                   and p.card.name == source.card.name
                   and (not yours or p.owner == source.controller))
    if c.kind == KICKED_TIMES:  # CR 702.33c: the spell's or the permanent's, as it last
        # existed on the battlefield (608.2h)
        known = source if source.zone in (Zone.BATTLEFIELD, Zone.STACK) else \
            last_known.get(source.id, source)
        return known.kicks if known.kicked else 0
    raise ValueError(f"unknown count {c.kind!r}")
