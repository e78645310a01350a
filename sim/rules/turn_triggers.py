"""Delayed triggered abilities that last the rest of the turn (issue 29; CR 603.7a, c, d):
"whenever a creature attacks this turn, put a +1/+1 counter on it" (Basri, Devoted Paladin),
"whenever a creature dies this turn, you gain 1 life".

Resolving, the ``WHENEVER_THIS_TURN`` instruction (``sim.text.turn_trigger_text``) creates a
delayed triggered ability (603.7a, ``delay_turn_trigger``), kept in ``GameState.delayed``:
its controller is the player who controlled the spell or ability that created it, its source
that one's source (603.7d-e). It has no source that must stay: it triggers after a
planeswalker that created it has left the battlefield. Unlike a delayed ability that triggers
once, it triggers each time its event happens until the turn ends (603.7c:
``turn_triggers``, called by ``sim.rules.triggers.collect`` only while a delayed ability
waits), matched as the same triggered ability printed on a permanent its controller controls
would be (the trigger's "you" is its controller) — on the events logged after it was
created (``DelayedTrigger.since``); ``sim.rules.delayed.fire`` drops it as the next turn
begins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import sim.text.oracle  # noqa: F401  (registers the reader of triggered abilities it reads)
from sim.model.card import CardDef
from sim.model.events import Event
from sim.model.objects import Permanent
from sim.model.programs import Op, Triggered
from sim.model.stack_objects import TRIGGER, DelayedTrigger, Resolving, StackItem
from sim.model.state import GameState
from sim.model.turn_trigger_verbs import WHENEVER_THIS_TURN
from sim.text.turn_trigger_text import turn_trigger

#: the moment of a delayed ability waiting this turn for its event, "whenever this turn|<the
#: ability's words>" (``DelayedTrigger.moment``)
THIS_TURN = WHENEVER_THIS_TURN + "|"

#: how ``sim.rules.triggers`` matches a triggered ability of a permanent against events:
#: each match's object ("it") and X
Matcher = Callable[[GameState, Permanent, Triggered, list[Event]],
                   Iterable[tuple[str | None, int]]]


def delay_turn_trigger(state: GameState, work: Resolving, op: Op) -> bool:
    """Create the delayed triggered ability of ``op`` (CR 603.7a), waiting for its event for
    the rest of this turn (``sim.rules.delayed.when_dies``' ``WHENEVER_THIS_TURN``)."""
    assert op.program is not None
    item = work.item
    trigger = DelayedTrigger(THIS_TURN + op.rule, item.controller, item.source, item.name,
                             op.program, None, -1, state.turn, str(state.step),
                             since=len(state.events))
    state.delayed = (*state.delayed, trigger)
    state.record_events = True  # it waits on the event stream (``sim.rules.triggers``)
    return True


def turn_triggers(state: GameState, batch: list[Event], start: int, matches: Matcher
                  ) -> list[StackItem]:
    """What the events ``batch`` (logged from index ``start`` on) trigger of the delayed
    abilities waiting this turn (CR 603.7c): each triggers once per event it triggers on, as
    often as that happens, controlled by its controller (603.7d)."""
    out: list[StackItem] = []
    for trigger in state.delayed:
        if not trigger.moment.startswith(THIS_TURN) or trigger.turn != state.turn:
            continue
        ability = turn_trigger(trigger.moment[len(THIS_TURN):])
        if ability is None:
            continue
        events = batch if trigger.since <= start else batch[trigger.since - start:]
        for that, x in _matched(state, trigger, ability, events, matches):
            out.append(StackItem("", TRIGGER, trigger.controller, trigger.source,
                                 f"{trigger.source}: {ability.text} this turn (delayed, CR "
                                 "603.7)", trigger.program, that=that, x=x))
    return out


def _matched(state: GameState, trigger: DelayedTrigger, ability: Triggered,
             events: list[Event], matches: Matcher) -> Iterator[tuple[str | None, int]]:
    """``ability``'s matches on ``events`` as if it were printed on a permanent of no other
    quality its controller controls: the trigger's "you" is its controller (603.7d); its
    condition names no object of its own (``turn_trigger_text``)."""
    if not events:
        return
    holder = Permanent("", trigger.controller, CardDef(trigger.name, types=()))
    yield from matches(state, holder, ability, events)
