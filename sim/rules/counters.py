"""Counters of a kind no rule gives a meaning to (CR 122.1, 122.6): "put a spore counter on
~", "put a ki counter on each Spirit you control" (``PUT_COUNTERS``). The permanent gets them
under their kind's name (``Permanent.counters``); the card's own abilities count or remove
them ("Remove three spore counters from ~: ..."), and a kind some rule of the engine reads
("time": vanishing, "age": cumulative upkeep, "loyalty") is read there as put here.
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.abilities import CONVERGE_COUNTERS, ENTERS_WITH_KIND, ENTERS_WITH_NAMED
from sim.model.card import CardDef
from sim.model.events import BecameMonstrous, CountersPut
from sim.model.keyword_counters import KEYWORD_COUNTERS, counter_key
from sim.model.may_verbs import MAY
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def put_counters(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Put N <kind> counters on <permanent>" (CR 122.1, 122.6): on each permanent still on
    the battlefield (an object gone is not found again, 400.7); none when N is 0 or less
    (107.1b)."""
    add_counters(state, objects, op.counter, n)
    return True


def add_counters(state: GameState, objects: list[str], kind: str, n: int) -> None:
    """``n`` counters of ``kind`` on each of ``objects`` still on the battlefield (CR 122.1;
    an object gone is not found again, 400.7); none when ``n`` is 0 or less (107.1b)."""
    if n <= 0:
        return
    for o in objects:
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is Zone.BATTLEFIELD:
            put_on(state, perm, kind, n)
            state.changes += 1


def put_on(state: GameState, perm: Permanent, kind: str, n: int, entering: bool = False
           ) -> None:
    """Put ``n`` counters of ``kind`` on ``perm`` (CR 122.1), or give them to it as it enters
    (``entering``, 614.1c): the one way every rule adds counters to a permanent, so that each
    is an event — "counters put on" it (122.6), one ``CountersPut`` per object per
    instruction; the counters a permanent enters with from several rules are one event
    (they are put at once, as it enters). None when ``n`` is 0 or less (107.1b)."""
    if n <= 0:
        return
    before = perm.counters.get(kind, 0)
    if kind in KEYWORD_COUNTERS and not before:
        _new_keyword_counter(state, counter_key(perm, kind))
    perm.counters[kind] = before + n
    events = state.events
    last = events[-1] if events and entering else None
    if isinstance(last, CountersPut) and last.entering and last.permanent == perm.id and \
            last.counter == kind:
        events[-1] = attrs.evolve(last, amount=last.amount + n)
        return
    state.log(CountersPut, permanent=perm.id, counter=kind, amount=n, entering=entering,
              before=before)


def _new_keyword_counter(state: GameState, key: str) -> None:
    """A keyword counter of a kind the permanent has none of (CR 122.1b) has a timestamp of
    now (613.7): it is no longer one an effect making the permanent lose abilities found as it
    began (``Effect.before``: one of that kind removed since, this one applies after it)."""
    state.effects[:] = [attrs.evolve(e, before=e.before - {key}) if key in e.before else e
                        for e in state.effects]


def adapt(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Adapt N" (CR 701.46a): if the permanent has no +1/+1 counters on it, N +1/+1 counters
    are put on it; with one or more nothing happens (an ability that adapts twice puts them
    once). A permanent gone from the battlefield gets none (400.7)."""
    add_counters(state, [o for o in objects if o in state.permanents
                         and not state.permanents[o].counters.get(PLUS, 0)], PLUS, n)
    return True


def remove_counters(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """"Remove N <kind> counters from <permanent>" (CR 122.1): from each permanent still on
    the battlefield, N of that kind, or all it has when it has fewer; none removed, "if you do,
    ..." / "when you do, ..." after it is not done (118.12 wording, 603.12:
    ``Resolving.unpaid``). Chosen after "you may" it is a cost (118.12), paid in full or not at
    all (118.3): a permanent with fewer than N loses none."""
    removed = False
    whole = _optional(work, op)
    for o in objects:
        perm = state.permanents.get(o)
        have = 0 if perm is None or perm.zone is not Zone.BATTLEFIELD else \
            perm.counters.get(op.counter, 0)
        if have and n > 0 and not (whole and have < n):
            assert perm is not None
            if have > n:
                perm.counters[op.counter] = have - n
            else:
                del perm.counters[op.counter]
            state.changes += 1
            removed = True
    if not op.if_paid:
        state.resolving = attrs.evolve(work, unpaid=not removed)
    return True


def _optional(work: Resolving, op: fx.Op) -> bool:
    """Whether ``op`` is chosen after "you may" (CR 603.5): marked so (``MAY``), or the first
    instruction of an optional program."""
    ops = work.item.effect.ops
    return op.if_paid == MAY or work.item.effect.optional and bool(ops) and ops[0] is op


def converge(state: GameState, perm: Permanent, card: CardDef, spent: str) -> None:
    """Converge (CR 614.1c, 601.2h): ``perm``, the permanent spell ``card`` resolving, enters
    with N +1/+1 counters for each color of the mana spent to cast it (``spent``: its
    colors, each once)."""
    n = sum(int(value) for kind, value in card.params if kind == CONVERGE_COUNTERS)
    if n and spent:
        put_on(state, perm, PLUS, n * len(spent), entering=True)


#: the kind of counter of each "enters with N <name> counters" parameter
_NAMED_KINDS = {param: name for name, param in ENTERS_WITH_NAMED.items()}


def x_named_counters(state: GameState, perm: Permanent, card: CardDef, x: int) -> None:
    """"~ enters with X charge counters on it" (CR 614.1c, 122.6): ``perm``, the permanent
    spell ``card`` resolving, enters with X counters of that kind, X the value announced as
    it was cast (107.3m); none with X 0 (107.1b)."""
    for kind, value in card.params:
        if value == "x" and kind in _NAMED_KINDS and x > 0:
            put_on(state, perm, _NAMED_KINDS[kind], x, entering=True)
        elif kind == ENTERS_WITH_KIND and value.startswith("x ") and x > 0:  # "X ice counters"
            put_on(state, perm, value[2:], x, entering=True)


def monstrosity(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """Monstrosity N (CR 701.37a-b): "if this permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous" — the source, still on the battlefield (one gone is a new
    object, 400.7: nothing happens and nothing triggers); monstrosity X with X 0 still makes
    it monstrous (107.1b: no counters)."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or perm.monstrous:
            continue
        add_counters(state, [o], PLUS, n)
        perm.monstrous = True
        state.changes += 1
        state.log(BecameMonstrous, permanent=o)
    return True


def put_its_counters(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"Put its counters on <permanent>" (CR 122.1): each kind and number of counters "it"
    (``op.rule``: the source, or the object the trigger is about) has, put on each object; "it"
    gone from the battlefield, the counters it had as it last existed there (608.2h, 603.10a:
    a dies or leaves trigger's), since the new object it became has none (400.7)."""
    item = work.item
    whose = item.source if op.rule == fx.SELF else item.that
    perm = state.permanents.get(whose) if whose else None
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        perm = state.last_known.get(whose) if whose else None
    if perm is None:
        return True
    for kind, k in list(perm.counters.items()):
        add_counters(state, objects, kind, k)
    return True
