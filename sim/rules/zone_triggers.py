"""When the zone-change and state trigger conditions of ``sim.text.zone_trigger_rules`` trigger,
read from the event stream as ``sim.rules.event_triggers`` reads the others (``zone_matches``:
once per event, yielding what "that creature" / "that card" names), and the state triggers
(``state_triggers``, CR 603.8).

Leaves-the-battlefield abilities look back in time (CR 603.6c, 603.10a): a permanent put into
a graveyard from the battlefield (``Died``, 700.4) or leaving it otherwise (exiled, returned
to a hand or a library) is seen as it last existed on the battlefield — its types, its
controller, whether it was a token (``state.last_known``) — and the source of the ability sees
the permanents that leave at the same time as it does. "Your graveyard" is the graveyard of
the ability's controller: a permanent goes to its owner's graveyard (404.1, 400.3), so it
triggers when that owner is the controller of the ability.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import (
    Bounced,
    Cycled,
    Died,
    Discarded,
    Entered,
    Event,
    Exiled,
    PutIntoLibrary,
    Sacrificed,
    Tapped,
    TappedForMana,
    Untapped,
)
from sim.model.filters import Filter
from sim.model.objects import Permanent, Step, Zone
from sim.model.programs import Triggered
from sim.model.stack_objects import TRIGGER, StackItem
from sim.model.state import GameState
from sim.rules.event_triggers import attached_gone, fits
from sim.text.trigger_rules import ONCE_ONLY, PLAYERS_DISCARD_SOME, SOME_DIE, YOU_DISCARD_SOME
from sim.text.zone_trigger_rules import (
    CONTROL_NONE,
    ENTERS_OR_DIES,
    SELF_CYCLED_OR_DIES,
    SELF_DIES_IN_COMBAT,
    SELF_DIES_OR_DISCARDED,
    SELF_DIES_OR_EXILED,
    SELF_ENTERS_OR_SACRIFICED,
    SELF_ENTERS_UNTAPPED,
    SELF_TO_YOUR_GRAVEYARD,
    STATE,
    TO_OPPONENTS_GRAVEYARD,
    TO_YOUR_GRAVEYARD,
)

_LEAVING = (Died, Exiled, Bounced, PutIntoLibrary)


def left_battlefield(state: GameState, e: Event) -> bool:
    """Whether ``e`` is a permanent leaving the battlefield (603.6c): dying, returned to a
    hand or a library — or exiled from the battlefield (an ``Exiled`` event is logged for a
    card exiled from a graveyard too, delve's, 702.66a: that card's last battlefield
    departure, if any, was not to exile)."""
    if isinstance(e, Died | Bounced | PutIntoLibrary):
        return True
    if not isinstance(e, Exiled):
        return False
    known = state.last_known.get(e.permanent)
    return known is not None and known.zone is Zone.EXILE


def _source(state: GameState, perm: Permanent, batch: list[Event]) -> Permanent | None:
    """``perm`` as its leaves-the-battlefield ability sees the events of ``batch``: on the
    battlefield, or as it last existed there when it left in this batch (603.10a: it sees
    those leaving with it); None when it was on the battlefield for none of them."""
    if perm.zone is Zone.BATTLEFIELD:
        return perm
    me = perm.id
    if any(isinstance(e, _LEAVING) and e.permanent == me and left_battlefield(state, e)
           for e in batch):
        return state.last_known.get(me)
    return None


def zone_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                 ) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2, 603.6c)."""
    event, subject, about = ability.event, ability.subject, ability.about
    me = perm.id
    if event == STATE:  # 603.8: not an event (``state_triggers``)
        return
    if (event, subject) == SELF_TO_YOUR_GRAVEYARD:  # 603.6c, 404.1
        for e in batch:
            known = state.last_known.get(me)
            if isinstance(e, Died) and e.permanent == me and known is not None and \
                    known.zone is Zone.GRAVEYARD and known.owner == known.controller:
                yield None
        return
    if (event, subject) == SELF_ENTERS_UNTAPPED:  # 603.6a, 110.5b
        yield from _entered_untapped(perm, batch)
        return
    if subject == ENTERS_OR_DIES:  # 603.6a, 700.4
        yield from _enters_or_dies(state, perm, ability, batch)
        return
    if subject == SOME_DIE:  # 700.4, 603.10a: seen as they last existed, and by a source
        source = _source(state, perm, batch)  # dying with them
        about = ability.about
        if source is not None and about is not None and any(
                _died_of(state, about, source, e) for e in batch):
            yield None
        return
    if subject in ONCE_ONLY:  # "one or more": once (read with "only once each turn")
        if perm.zone is Zone.BATTLEFIELD and any(_some(state, perm, ability, e) for e in batch):
            yield None
        return
    if (event, subject) in _SELF_TWO:  # one ability, two events of ~ (603.2)
        yield from _self_events(state, perm, subject, batch)
        return
    if (event, subject) == SELF_DIES_OR_EXILED:  # 700.4, 406.3
        for e in batch:
            if isinstance(e, Died | Exiled) and e.permanent == me and left_battlefield(state, e):
                yield None
        return
    source = _source(state, perm, batch)
    if source is None:
        return
    if about is None:  # "when enchanted | equipped creature leaves the battlefield"
        yield from attached_gone(state, perm, batch, lambda e: e.permanent if isinstance(
            e, _LEAVING) and left_battlefield(state, e) else "")  # (603.6c)
        return
    for e in batch:
        if event == "Died":
            if not isinstance(e, Died):
                continue
        elif not isinstance(e, _LEAVING) or not left_battlefield(state, e):
            continue
        gone = state.last_known.get(e.permanent)
        if gone is None or not fits(state, about, source, gone):
            continue
        if event == "Died" and gone.zone is not Zone.GRAVEYARD:  # exiled instead (702.84a)
            continue
        if subject == TO_YOUR_GRAVEYARD and gone.owner != source.controller or \
                subject == TO_OPPONENTS_GRAVEYARD and gone.owner == source.controller:
            continue
        yield e.permanent


def _entered_untapped(perm: Permanent, batch: list[Event]) -> Iterator[str | None]:
    """"When ~ enters untapped" (603.6a; 110.5b: a permanent's status as it enters): its
    status then is the one the first tap or untap of it logged after it entered changed
    (701.26: becoming tapped means it was untapped), else its status now."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    me = perm.id
    for i, e in enumerate(batch):
        if not isinstance(e, Entered) or e.permanent != me:
            continue
        change = next((later for later in batch[i + 1:] if isinstance(
            later, Tapped | TappedForMana | Untapped) and later.permanent == me), None)
        if not perm.tapped if change is None else not isinstance(change, Untapped):
            yield None


def _enters_or_dies(state: GameState, perm: Permanent, ability: Triggered,
                    batch: list[Event]) -> Iterator[str | None]:
    """"Whenever another creature you control enters or dies" (603.6a: the permanent as it
    entered; 700.4, 603.10a: as it last existed, the source seeing those dying with it):
    once per permanent entering or dying, "that creature" the one."""
    about = ability.about
    assert about is not None
    source = _source(state, perm, batch)
    if source is None:
        return
    for e in batch:
        if isinstance(e, Entered) and perm.zone is Zone.BATTLEFIELD:
            entered = state.permanents.get(e.permanent) or state.last_known.get(e.permanent)
        elif isinstance(e, Died):
            entered = state.last_known.get(e.permanent)
        else:
            continue
        if entered is not None and fits(state, about, source, entered):
            yield e.permanent


#: the steps of the combat phase (CR 506.1)
_COMBAT = frozenset((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                     Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT))
_SELF_TWO = frozenset((SELF_CYCLED_OR_DIES, SELF_DIES_OR_DISCARDED, SELF_ENTERS_OR_SACRIFICED,
                       SELF_DIES_IN_COMBAT))


def _self_events(state: GameState, perm: Permanent, subject: str, batch: list[Event]
                 ) -> Iterator[str | None]:
    """"When you cycle ~ or it dies" (702.29c: from wherever the card went; 700.4), "when ~
    dies or when you discard it" (701.9a), "when ~ enters and when you sacrifice it" (603.6a;
    701.21a: its controller sacrificing it, looked back on, 603.10a), "when ~ dies during
    combat" (700.4 in a step of the combat phase, 506.1): once per event."""
    me = perm.id
    for e in batch:
        if isinstance(e, Died) and e.permanent == me:
            if subject != SELF_ENTERS_OR_SACRIFICED[1] and (
                    subject != SELF_DIES_IN_COMBAT[1] or e.step in _COMBAT):
                yield None
        elif isinstance(e, Cycled) and e.card == me:
            if subject == SELF_CYCLED_OR_DIES[1]:
                yield None
        elif isinstance(e, Discarded) and e.card == me:
            if subject == SELF_DIES_OR_DISCARDED[1]:
                yield None
        elif isinstance(e, Entered) and e.permanent == me:
            if subject == SELF_ENTERS_OR_SACRIFICED[1]:
                yield None
        elif isinstance(e, Sacrificed) and e.permanent == me and \
                subject == SELF_ENTERS_OR_SACRIFICED[1]:
            known = state.last_known.get(me)
            if known is not None and e.player == known.controller:
                yield None


def _died_of(state: GameState, about: Filter, source: Permanent, e: Event) -> bool:
    """Whether ``e`` is a permanent of ``about``'s kind dying, as it last existed (603.10a)."""
    if not isinstance(e, Died):
        return False
    gone = state.last_known.get(e.permanent)
    return gone is not None and fits(state, about, source, gone)


def _some(state: GameState, perm: Permanent, ability: Triggered, e: Event) -> bool:
    """Whether ``e`` is one of the "one or more" events ``ability`` waits for: a permanent of
    its kind entering (as it entered, 603.6a), its controller discarding a card, any player
    discarding one (701.9a)."""
    if ability.subject == PLAYERS_DISCARD_SOME:
        return isinstance(e, Discarded)
    if ability.subject == YOU_DISCARD_SOME:
        return isinstance(e, Discarded) and e.player == perm.controller
    about = ability.about
    if not isinstance(e, Entered) or about is None:
        return False
    entered = state.permanents.get(e.permanent) or state.last_known.get(e.permanent)
    return entered is not None and fits(state, about, perm, entered)


def state_triggers(state: GameState) -> None:
    """CR 603.8: a state-triggered ability ("when you control no islands, sacrifice ~")
    triggers whenever the game state matches its condition, looked at each time a player
    would receive priority; it doesn't trigger again until it has resolved, been countered
    or otherwise left the stack (so once while it waits there)."""
    for perm in state.permanents.values():
        if not perm.card.may_trigger or perm.zone is not Zone.BATTLEFIELD:
            continue
        for ability in perm.card.triggered:
            if ability.event != STATE or ability.program is None or \
                    not ability.program.runnable:
                continue
            name = f"{perm.id}: {ability.text}"
            if _waiting(state, perm.id, name) or not _holds(state, perm, ability):
                continue
            state.triggered.append(StackItem("", TRIGGER, perm.controller, perm.id, name,
                                             ability.program))


def _waiting(state: GameState, source: str, name: str) -> bool:
    """Whether ``source``'s state-triggered ability ``name`` is on the stack, resolving or
    waiting to be put there (603.8)."""
    resolving = state.resolving
    return resolving is not None and resolving.item.source == source and \
        resolving.item.name == name or any(item.source == source and item.name == name
                                           for item in (*state.stack, *state.triggered))


def _holds(state: GameState, perm: Permanent, ability: Triggered) -> bool:
    """Whether the state ``ability`` waits for holds: "you control no <kind>" (the kind
    seen from ``perm``: "other" is another than it, 603.8)."""
    about = ability.about
    if ability.subject != CONTROL_NONE or about is None:
        return False
    return not any(fits(state, about, perm, other) for other in state.battlefield())
