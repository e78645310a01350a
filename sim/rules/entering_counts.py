"""Counters a permanent enters with, counted as it enters (CR 614.1c: "~ enters with a +1/+1
counter on it for each creature card in your graveyard" is a replacement effect on how it
enters; 614.12: it applies just before the permanent enters, so the count is of the game as
it is then — the permanent not yet on the battlefield, still in the zone it comes from; 122.6:
the counters are "put" on it as it enters). The abilities are ``ENTERS_COUNTED`` statics
(``sim.model.counted_entering``); ``sim.rules.resolution`` (a permanent spell) and
``sim.rules.tokens`` (a permanent put onto the battlefield) call ``entering_counters``. Other
permanents' "each other creature you control enters with an additional +1/+1 counter on it"
(``ENTERS_ADDITIONAL``) are applied there too."""

from __future__ import annotations

from sim.model.abilities import (
    ALL_CREATURES,
    OPPONENTS_CREATURES,
    YOUR_CREATURES,
    Static,
)
from sim.model.board import counted, matches
from sim.model.card import CardDef
from sim.model.counted_entering import (
    CAST_FROM_HAND,
    ENTERS_ADDITIONAL,
    ENTERS_COUNTED,
    MANA_SPENT,
    entering_kind,
)
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules.counters import put_on

#: the subjects of an ``ENTERS_ADDITIONAL`` ability (``sim.text.static_rules``)
_GROUPS = frozenset((YOUR_CREATURES, OPPONENTS_CREATURES, ALL_CREATURES))


def entering_counters(state: GameState, perm: Permanent, origin: Zone,
                      from_hand: bool = False, mana_spent: int = 0) -> None:
    """The counters ``perm``, just moved to the battlefield from ``origin``, enters with by
    its own abilities (``counted_entering``) and by other permanents' "each other creature you
    control enters with an additional +1/+1 counter on it" (``additional_counters``): nothing
    to do, and nothing scanned, when no permanent has a static ability. ``mana_spent``: the
    amount of mana spent to cast it (CR 601.2h; 0 for one not cast)."""
    if perm.card.statics:
        counted_entering(state, perm, origin, from_hand, mana_spent)
    if state.statics_present():
        additional_counters(state, perm)


def counted_entering(state: GameState, perm: Permanent, origin: Zone,
                     from_hand: bool = False, mana_spent: int = 0) -> None:
    """Put on ``perm``, just moved to the battlefield from ``origin``, the counters of each of
    its "enters with ... counters on it for each <count>" abilities (CR 614.1c): each count
    read as the game was just before it entered (614.12) — it counts as in ``origin`` (a
    creature card in a graveyard it returns from counts itself; one cast, on the stack, is
    in no zone counted), never as one of the permanents on the battlefield. Several such
    abilities each put theirs (616.1: all apply). "~ enters with N <kind> counters on it if
    you [didn't] cast it from your hand": ``from_hand``, a permanent spell cast from its
    controller's hand resolving (601.2a; one put onto the battlefield wasn't cast). "... equal
    to the amount of mana spent to cast it" (``MANA_SPENT``): ``mana_spent`` (601.2h)."""
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
        amounts = [(entering_kind(s), s.amount * (
            mana_spent if s.per.kind == MANA_SPENT else counted(state, s.per, perm)))
            for s in found if s.per is not None]
    finally:
        perm.zone = zone
        state.static_sources = None  # anything read meanwhile read it elsewhere
        state.version += 1
    for kind, n in amounts:
        put_on(state, perm, kind, n, entering=True)  # none for 0 or less (107.1b)


def mana_counted(card: CardDef) -> bool:
    """Whether ``card`` enters with counters for the mana spent to cast it (``MANA_SPENT``):
    then the X of its mana cost, paid with mana, is announced as it is cast (601.2b, 601.2h)."""
    return any(s.rule == ENTERS_COUNTED and s.per is not None and s.per.kind == MANA_SPENT
               for s in card.statics)


def additional_counters(state: GameState, perm: Permanent) -> None:
    """"Each other creature you control enters with an additional +1/+1 counter on it" (CR
    614.1c): each such ability of a permanent on the battlefield whose subject names ``perm``
    as it entered (614.12: its characteristics on the battlefield, under the controller it
    entered under) puts its counters on it. The entering permanent's own such ability doesn't:
    it exists only once its source is on the battlefield. The static abilities' conditions
    are read only when a permanent on the battlefield has such an ability."""
    permanents = state.permanents
    if not any(s.rule == ENTERS_ADDITIONAL for sid in state.static_sources or ()
               if sid and sid != perm.id and sid in permanents
               for s in permanents[sid].card.statics):
        return
    for source, s in state.statics():
        if s.rule == ENTERS_ADDITIONAL and source.id != perm.id and \
                _names(state, source, s, perm):
            put_on(state, perm, entering_kind(s), s.amount, entering=True)


def _names(state: GameState, source: Permanent, s: Static, perm: Permanent) -> bool:
    """Whether the creatures ``s`` of ``source`` affects include ``perm`` (CR 611.3)."""
    who = s.affects
    if not perm.card.is_creature or who == YOUR_CREATURES and \
            perm.controller != source.controller or who == OPPONENTS_CREATURES and \
            perm.controller == source.controller or who not in _GROUPS:
        return False
    return s.only is None or matches(state, s.only, source, perm)
