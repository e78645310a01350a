"""Counters a permanent enters with, counted as it enters (CR 614.1c: "~ enters with a +1/+1
counter on it for each creature card in your graveyard" is a replacement effect on how it
enters; 614.12: it applies just before the permanent enters, so the count is of the game as
it is then — the permanent not yet on the battlefield, still in the zone it comes from; 122.6:
the counters are "put" on it as it enters). The abilities are ``ENTERS_COUNTED`` statics
(``sim.model.counted_entering``); ``sim.rules.resolution`` (a permanent spell) and
``sim.rules.tokens`` (a permanent put onto the battlefield) call ``counted_entering``."""

from __future__ import annotations

from sim.model.board import counted
from sim.model.counted_entering import CAST_FROM_HAND, ENTERS_COUNTED, entering_kind
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules.counters import put_on


def counted_entering(state: GameState, perm: Permanent, origin: Zone,
                     from_hand: bool = False) -> None:
    """Put on ``perm``, just moved to the battlefield from ``origin``, the counters of each of
    its "enters with ... counters on it for each <count>" abilities (CR 614.1c): each count
    read as the game was just before it entered (614.12) — it counts as in ``origin`` (a
    creature card in a graveyard it returns from counts itself; one cast, on the stack, is
    in no zone counted), never as one of the permanents on the battlefield. Several such
    abilities each put theirs (616.1: all apply). "~ enters with N <kind> counters on it if
    you [didn't] cast it from your hand": ``from_hand``, a permanent spell cast from its
    controller's hand resolving (601.2a; one put onto the battlefield wasn't cast)."""
    found = [s for s in perm.card.statics if s.rule == ENTERS_COUNTED]
    if not found:
        return
    for s in found:
        if s.per is None and (s.condition == CAST_FROM_HAND) is from_hand:
            put_on(state, perm, entering_kind(s), s.amount, entering=True)
    found = [s for s in found if s.per is not None]
    if not found:
        return
    zone = perm.zone
    perm.zone = origin  # as it was just before it entered (614.12)
    try:
        amounts = [(entering_kind(s), s.amount * counted(state, s.per, perm))
                   for s in found if s.per is not None]
    finally:
        perm.zone = zone
        state.static_sources = None  # anything read meanwhile read it elsewhere
        state.version += 1
    for kind, n in amounts:
        put_on(state, perm, kind, n, entering=True)  # none for 0 or less (107.1b)
