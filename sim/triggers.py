"""Triggered abilities (CR 603), read from the typed event stream.

Each time a player would receive priority, the events since the last look
(``state.trigger_cursor``) are matched against the triggered abilities of the permanents on
the battlefield — and, for "when ~ dies", of the permanent that just left (the look-back of
603.10a) — and against the keywords that trigger: provoke (702.39), rampage (702.23),
flanking (702.25), bushido (702.45) and exalted (702.83). Each match becomes a ``StackItem``
waiting in ``state.triggered``; ``sim.priority`` puts them on the stack in APNAP order, each
player ordering their own (603.3b). An intervening "if" clause (603.4) is checked here, as
the event happens, and again on resolution (``sim.stack``).

Because triggers read the event stream, a board with anything that triggers records events
even when ``record_events`` is off (``needs_events``).
"""

from __future__ import annotations

from collections.abc import Iterator

from sim import effect_text as fx
from sim.abilities import BUSHIDO, RAMPAGE
from sim.card import TRIGGERING_KEYWORDS
from sim.events import (
    AttackerDeclared,
    BlockerDeclared,
    DamageDealt,
    Died,
    Event,
    StepBegan,
)
from sim.keywords import Kw
from sim.oracle import Triggered
from sim.stack import TRIGGER, StackItem, condition_holds
from sim.state import GameState, Permanent, Zone


def needs_events(state: GameState) -> bool:
    """Whether anything may trigger — a card with a triggered ability or a triggering keyword,
    or an effect granting one — so events must be recorded and looked at."""
    return any(p.card.may_trigger for p in state.permanents.values()) or bool(
        state.effects) and any(e.add & TRIGGERING_KEYWORDS or any(
            k in (RAMPAGE, BUSHIDO) for k, _ in e.params) for e in state.effects)


def collect(state: GameState) -> None:
    """Look at the events since the last look and add what they trigger to
    ``state.triggered``."""
    events = state.events
    start = state.trigger_cursor
    if start >= len(events):
        return
    state.trigger_cursor = len(events)
    if not needs_events(state):
        return
    batch = events[start:]
    found: list[StackItem] = []
    found += _keyword_triggers(state, batch)
    for perm in list(state.permanents.values()):
        if not perm.card.triggered:
            continue
        for ability in perm.card.triggered:
            for that in _matches(state, perm, ability, batch):
                program = ability.program
                if program is None or not program.runnable:
                    continue
                if program.condition and not condition_holds(state, perm.controller,
                                                              program.condition):
                    continue  # 603.4: an intervening "if" false as the event happens
                found.append(StackItem("", TRIGGER, perm.controller, perm.id,
                                       f"{perm.id}: {ability.text}", program, that=that))
    state.triggered += found


def _matches(state: GameState, perm: Permanent, ability: Triggered,
             batch: list[Event]) -> Iterator[str | None]:
    """Once per event ``ability`` triggers on (yielding the creature it is about, if any)."""
    event, subject = ability.event, ability.subject
    on_battlefield = perm.zone is Zone.BATTLEFIELD
    if event == "Died":
        for e in batch:
            if isinstance(e, Died) and e.permanent == perm.id and subject == "self":
                yield None  # leaves-the-battlefield abilities look back (603.10a)
        return
    if not on_battlefield:
        return
    me = perm.id
    seen: set[str] = set()
    for e in batch:
        if event == "AttackerDeclared" and isinstance(e, AttackerDeclared):
            if subject == "self" and e.attacker == me or subject.endswith(
                    "creature you control") and _controller(state, e.attacker) == \
                    perm.controller and not (subject.startswith("another") and e.attacker == me):
                yield e.attacker
        elif event == "BlockerDeclared" and isinstance(e, BlockerDeclared):
            yield from _block_match(subject, me, e, seen)
        elif event == "DamageDealt" and isinstance(e, DamageDealt):
            if _damage_match(state, perm, subject, e):
                yield e.source if subject in ("to self", _YOURS_TO_PLAYER) else e.target
        elif isinstance(e, StepBegan) and event == "StepBegan":
            if e.step == subject.removesuffix(" on your turn") and (
                    not subject.endswith("your turn") or state.active == perm.controller):
                yield None
        elif event == "Entered" and e.kind == "enters" and e.get("permanent") == me:
            yield None


_YOURS_TO_PLAYER = "creature you control to a player"


def _block_match(subject: str, me: str, e: BlockerDeclared, seen: set[str]
                 ) -> Iterator[str | None]:
    """"Whenever ~ blocks" (once, however many it blocks), "becomes blocked" (once per combat,
    509.3c), "blocks or becomes blocked" (once), "... by a creature" (once per creature)."""
    if subject == "self blocks or blocked by" and me in (e.blocker, e.attacker):
        yield e.attacker if e.blocker == me else e.blocker
        return
    if me in seen:
        return
    if subject == "self" and e.blocker == me:
        seen.add(me)
        yield e.attacker
    elif subject == "self blocked" and e.attacker == me:
        seen.add(me)
        yield None
    elif subject == "self blocks or blocked" and me in (e.blocker, e.attacker):
        seen.add(me)
        yield e.attacker if e.blocker == me else e.blocker


def _damage_match(state: GameState, perm: Permanent, subject: str, e: DamageDealt) -> bool:
    me = perm.id
    if subject == "to self":
        return e.target == me
    if not e.combat:
        return False
    if subject == _YOURS_TO_PLAYER:
        source = state.permanents.get(e.source)
        return e.target in state.players and source is not None and \
            source.card.is_creature and source.controller == perm.controller
    if e.source != me:
        return False
    if subject == "self to a player":
        return e.target in state.players
    if subject == "self to a creature":
        target = state.permanents.get(e.target)
        return target is not None and target.card.is_creature
    return subject == "self"


def _controller(state: GameState, pid: str) -> str | None:
    perm = state.permanents.get(pid)
    return None if perm is None else perm.controller


def _keyword_triggers(state: GameState, batch: list[Event]) -> list[StackItem]:
    """Provoke, rampage, flanking, bushido and exalted as triggered abilities."""
    out: list[StackItem] = []
    attacks = [e for e in batch if isinstance(e, AttackerDeclared)]
    blocks = [e for e in batch if isinstance(e, BlockerDeclared)]
    if not attacks and not blocks:
        return out

    def item(source: str, program: fx.Program, that: str | None = None) -> StackItem:
        return StackItem("", TRIGGER, state.permanents[source].controller, source,
                         f"{source}: {program.text}", program, that=that)

    for e in attacks:
        if state.is_creature(e.attacker) and state.has(e.attacker, Kw.PROVOKE):
            out.append(item(e.attacker, fx.keyword_program("provoke")))  # 702.39a
    if len(attacks) == 1:  # 702.83a: exalted, "whenever a creature you control attacks alone"
        attacker = attacks[0].attacker
        owner = _controller(state, attacker)
        for perm in state.battlefield():
            if perm.controller == owner and state.has(perm.id, Kw.EXALTED):
                out.append(item(perm.id, fx.keyword_program("exalted"), attacker))
    blocked: list[str] = []
    blocking: list[str] = []
    for b in blocks:
        if b.attacker not in blocked:
            blocked.append(b.attacker)
        if b.blocker not in blocking:
            blocking.append(b.blocker)
        if state.is_creature(b.attacker) and state.has(b.attacker, Kw.FLANKING) and \
                state.is_creature(b.blocker) and not state.has(b.blocker, Kw.FLANKING):
            out.append(item(b.attacker, fx.keyword_program("flanking"), b.blocker))  # 702.25a
    for creature in (*blocked, *blocking):
        if not state.is_creature(creature):
            continue
        for kind, value in sorted(state.params(creature)):
            if kind == RAMPAGE and creature in blocked:  # "becomes blocked": 702.23a
                out.append(item(creature, fx.keyword_program("rampage", int(value))))
            elif kind == BUSHIDO:  # "blocks or becomes blocked": 702.45a
                out.append(item(creature, fx.keyword_program("bushido", int(value))))
    return out


__all__ = ["collect", "needs_events"]
