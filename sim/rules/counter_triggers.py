"""When the trigger conditions of ``sim.text.counter_trigger_rules`` trigger (CR 603.2), read
from the event stream as ``sim.rules.triggers`` reads the others. Every rule that puts
counters on a permanent goes through ``sim.rules.counters.put_on``, which logs one
``CountersPut`` per object per instruction; counters a permanent enters the battlefield with
are "put" on it too (122.6: one event for all of them, given at once as it enters).

* "whenever one or more +1/+1 counters are put on ~": once per event putting +1/+1 counters
  on the source (an instruction putting several at once is one event);
* "... on ~ for the first time each turn": the first such event on it this turn (500.1; a
  permanent that left and came back is a new object, 400.7);
* "whenever a +1/+1 counter is put on ~": once for each +1/+1 counter put on it;
* "whenever one or more +1/+1 counters are put on a | another <kind> [you control]": once per
  event putting +1/+1 counters on a permanent of the kind, "it" / "that creature" that
  permanent.

The source must have been on the battlefield as the event happened: one that left in the same
batch saw the events before it left (603.10a), as it last existed.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.chapters import CHAPTER
from sim.model.events import (
    CountersPut,
    Entered,
    Event,
)
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import LEAVING, earlier_this_turn, fits, seen_before_leaving
from sim.rules.sagas import chapter_matches
from sim.text.counter_trigger_subjects import COUNTER_SUBJECTS, KIND_SOME, SELF_EACH, SELF_FIRST


def counter_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's, or a Saga's chapter ability's (CR 714.2b:
    ``sim.rules.sagas``)."""
    return subject in COUNTER_SUBJECTS or subject.startswith(CHAPTER)


def counter_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                    ) -> Iterator[str | None]:
    """Once per time ``perm``'s ``ability`` triggers on ``batch`` (CR 603.2, 122.6): what
    "it" names (the permanent the counters were put on)."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None:
        return
    perm, batch = seen
    subject = ability.subject
    if subject.startswith(CHAPTER):  # a chapter ability (CR 714.2b)
        yield from chapter_matches(state, perm, ability, batch)
        return
    for e in batch:
        if not isinstance(e, CountersPut) or e.counter != PLUS or e.amount <= 0:
            continue
        if subject == KIND_SOME:
            about = ability.about
            assert about is not None
            got = state.permanents.get(e.permanent)
            if got is not None and got.zone is not Zone.BATTLEFIELD:
                got = state.last_known.get(e.permanent)  # gone since (603.10a)
            if got is not None and fits(state, about, perm, got):
                yield e.permanent
        elif e.permanent == perm.id and (subject != SELF_FIRST or _first(state, e)):
            yield from [perm.id] * (e.amount if subject == SELF_EACH else 1)


def _first(state: GameState, put: CountersPut) -> bool:
    """Whether ``put`` is the first event of +1/+1 counters put on its permanent this turn
    (since the turn began, 500.1): counters put on it before it last left or entered the
    battlefield were put on another object (400.7) and don't count."""
    for e in earlier_this_turn(state, put):
        if isinstance(e, (Entered, *LEAVING)) and e.permanent == put.permanent:
            return True  # it entered since: the earlier counters were another object's
        if isinstance(e, CountersPut) and e.permanent == put.permanent and e.counter == PLUS \
                and e.amount > 0:
            return False
    return True

