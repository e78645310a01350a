"""Sagas (CR 714): their lore counters, chapter abilities and end.

* 714.2b: a chapter ability "{rN}—[Effect]" means "When one or more lore counters are put onto
  this Saga, if the number of lore counters on it was less than N and became at least N,
  [effect]" (``chapter_matches``, from ``sim.rules.counter_triggers``): once per chapter number
  whose threshold one event of lore counters crosses (714.2c: "I, II — " is two abilities).
* 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it
  (``saga_enters``: given as it enters, 122.6, so its chapter I triggers).
* 714.3b: as a player's precombat main phase begins, that player puts a lore counter on each
  Saga they control; a turn-based action, it doesn't use the stack (``lore_action``).
* 714.4 (704.5s): if the number of lore counters on a Saga permanent with one or more chapter
  abilities is greater than or equal to its final chapter number, and it isn't the source of a
  chapter ability that has triggered but not yet left the stack, its controller sacrifices it
  (``saga_done``, a state-based action of ``sim.rules.sba``). A chapter ability that triggered
  but was not yet put on the stack is one whose event is after ``state.trigger_cursor`` (state-
  based actions are checked before triggered abilities are put on the stack, 117.5), or one
  waiting in ``state.triggered``.
* 702.155a: read ahead means "As this Saga enters, choose a number from one to that Saga's
  final chapter number. This Saga enters with the chosen number of lore counters on it" and
  "Chapter abilities of this Saga can't trigger the turn it entered the battlefield unless it
  has exactly the number of lore counters on it specified in the chapter symbol of that
  ability." The choice is asked as the spell resolves (``sim.rules.riot``'s entering choices)
  or, put onto the battlefield by an effect, just after the instruction
  (``sim.rules.arriving``), as if made as it entered; put there outside a resolution it gets
  the default policy's answer, one.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.card import CardDef
from sim.model.chapters import LORE, READ_AHEAD, chapter_numbers
from sim.model.events import CountersPut, Event
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.stack_objects import TRIGGER
from sim.model.state import GameState
from sim.rules.counters import put_on

_SAGA = "Saga"
_READ_AHEAD = (READ_AHEAD, "")


def chapter_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                    ) -> Iterator[str | None]:
    """Once per chapter number of ``ability`` (a chapter ability of ``perm``) whose threshold
    an event of lore counters put on ``perm`` in ``batch`` crosses (CR 714.2b-c)."""
    numbers = chapter_numbers(ability.subject)
    exact = _READ_AHEAD in perm.card.params and perm.entered_turn == state.turn  # 702.155a
    for e in batch:
        if isinstance(e, CountersPut) and e.counter == LORE and e.permanent == perm.id:
            after = e.before + e.amount
            for n in numbers:
                if e.before < n <= after and (not exact or after == n):
                    yield None


def read_ahead_options(card: CardDef) -> tuple[str, ...]:
    """Read ahead's answers (CR 702.155a): each number from one to ``card``'s final chapter
    number."""
    return tuple(str(n) for n in range(1, card.final_chapter + 1))


def saga_enters(state: GameState, perm: Permanent, choices: tuple[str, ...] = ()) -> None:
    """CR 714.3a: a Saga enters with a lore counter (given as it enters, 122.6); with read
    ahead (702.155a) with the number chosen among ``choices`` (a spell's entering answers), or
    none yet while the choice waits in ``choices`` (``READ_AHEAD``, ``sim.rules.arriving``), or
    else one."""
    card = perm.card
    if _SAGA not in card.subtypes:
        return
    if _READ_AHEAD in card.params:
        if READ_AHEAD in choices:
            return  # answered just after the instruction, as if as it entered
        n = next((int(c) for c in choices if c.isdigit()), 1)
        put_on(state, perm, LORE, n, entering=True)
        return
    put_on(state, perm, LORE, 1, entering=True)


def lore_action(state: GameState) -> None:
    """CR 714.3b: as the active player's precombat main phase begins, they put a lore counter
    on each Saga they control (a turn-based action: no stack)."""
    active = state.active
    sagas = [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD
             and p.controller == active and _SAGA in p.card.subtypes]
    for perm in sagas:
        put_on(state, perm, LORE, 1)
    if sagas:
        state.changes += 1  # a state-based action may apply now (714.4)


def saga_done(state: GameState, perm: Permanent) -> bool:
    """Whether ``perm``, a permanent with chapter abilities, is sacrificed as a state-based
    action (CR 714.4, 704.5s; see the module docstring)."""
    card = perm.card
    if perm.counters.get(LORE, 0) < card.final_chapter:
        return False
    chapters = [t for t in card.triggered if chapter_numbers(t.subject)]
    names = {f"{perm.id}: {t.text}" for t in chapters}
    for item in (*state.stack, *state.triggered):
        if item.kind == TRIGGER and item.source == perm.id and item.name in names:
            return False  # a chapter ability of it waits to resolve
    waiting = state.events[state.trigger_cursor:]
    return not any(True for t in chapters for _ in chapter_matches(state, perm, t, waiting))


__all__ = ["chapter_matches", "lore_action", "read_ahead_options", "saga_done", "saga_enters"]
