"""What ``sim.model.board.Board.move`` changes of a permanent as it moves by rules of its own
(split from ``sim.model.board`` to keep it small): where a flashback spell or an unearthed
permanent goes instead (CR 702.34a, 702.84a), and the counters a permanent enters with from
its own abilities (614.1c); and the event of a card put into a graveyard (``note_graveyard``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sim.model.abilities import entering_kinds
from sim.model.card import CardDef
from sim.model.events import PutIntoGraveyard
from sim.model.objects import Permanent, Player, Zone

_BATTLEFIELD = Zone.BATTLEFIELD


def moved_instead(perm: Permanent, zone: Zone) -> Zone:
    """Where ``perm`` goes instead of ``zone``: a spell cast with flashback leaving the stack
    (CR 702.34a) or an unearthed permanent leaving the battlefield (702.84a) is exiled instead
    of going anywhere else. Either way it becomes a new object (400.7): no longer marked.
    A split card's half leaving the stack is the whole card again (CR 709.4: its halves'
    characteristics combined out of the stack: while it is a spell, ``Permanent.printed``;
    ``sim.rules.split_casting``)."""
    if perm.printed is not None and perm.zone is Zone.STACK:
        perm.card, perm.printed = perm.printed, None
    if perm.flashback and perm.zone is Zone.STACK or perm.unearthed and perm.zone is _BATTLEFIELD:
        zone = Zone.EXILE
    perm.flashback, perm.unearthed = False, 0
    return zone


def entering_counters(perm: Permanent) -> dict[str, int]:
    """The counters ``perm`` enters the battlefield with from its fading or vanishing N (CR
    702.32a, 702.63a: "this permanent enters with N fade / time counters on it", 614.1c)."""
    if not perm.card.params:
        return {}
    return entering_kinds(perm.card.params)  # and "enters with N verse counters" (122.6)


def note_graveyard(board: Any, perm: Permanent, zone: Zone) -> Zone:
    """Log ``perm`` put into a graveyard from another zone (CR 404.1, 400.7: its owner's;
    ``PutIntoGraveyard``) on ``board`` (a ``Board``), before it moves, when a trigger may
    wait for it (``graveyard_watched``), and note it for its owner (``Player.noted``);
    returns ``zone``."""
    if zone is Zone.GRAVEYARD and perm.zone is not Zone.GRAVEYARD and \
            graveyard_watched(board.permanents.values(), perm.card):
        board.log(PutIntoGraveyard, permanent=perm.id, owner=perm.owner, origin=perm.zone.value)
    owner: Player = board.players[perm.owner]
    return owner.noted(perm, zone)  # (a descent, 700.11)


def graveyard_watched(objects: Iterable[Permanent], card: CardDef) -> bool:
    """Whether a triggered ability may wait for ``card`` put into a graveyard (event
    ``PutIntoGraveyard``): its own ("when ~ is put into a graveyard from anywhere"), or one
    of another object's ("whenever a card is put into an opponent's graveyard from anywhere":
    of a permanent, or of one that left the battlefield at the same time, 603.10a). Only then
    is the event logged."""
    if card.may_trigger and _waits(card):
        return True
    for p in objects:  # plain loops: every move into a graveyard asks (no generator made)
        other = p.card
        if other.may_trigger and _waits(other):  # (``may_trigger``: any triggered ability)
            return True
    return False


def _waits(card: CardDef) -> bool:
    return any(t.event == "PutIntoGraveyard" for t in card.triggered)
