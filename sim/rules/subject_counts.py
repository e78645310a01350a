"""A count read on another object than its source: the object an instruction acts on ("target
creature gets +X/+0 until end of turn, where X is its power", "put X +1/+1 counters on it,
where X is its power": ``Count.of`` ``OF_SUBJECT``, read by ``sim.text.where_x_rules``), or
the object a reference of the program names (``Count.on``): a target ("destroy target
creature. you gain life equal to its toughness"), the object the trigger is about ("whenever
a creature enters the battlefield under your control, you gain life equal to its
toughness"), the permanent sacrificed to pay the cost ("you gain life equal to the sacrificed
creature's toughness"). CR 107.3, 608.2h: the object's power, toughness or mana value as the
instruction is carried out, or as it last existed on the battlefield if it has left it
(113.7a); 608.2b: information about a target that has become illegal is still read."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.filters import OBJECT_COUNTS, OF_SUBJECT, SACRIFICED
from sim.model.objects import Permanent, Zone
from sim.model.stack_objects import SPELL, Resolving
from sim.model.state import GameState


def _object(state: GameState, pid: str | None) -> Permanent | None:
    """The object ``pid`` as the count reads it: on the battlefield now, else as it last
    existed there (608.2h), else the card where it is (a card never on the battlefield)."""
    if pid is None:
        return None
    found = state.permanents.get(pid)
    if found is None or found.zone is not Zone.BATTLEFIELD:  # CR 608.2h
        return state.last_known.get(pid, found)
    return found


def _named(state: GameState, work: Resolving, on: str,
           source: Permanent | None) -> Permanent | None:
    """The object the reference ``on`` names as ``work`` resolves (``Count.on``): the one
    permanent sacrificed to pay its cost (601.2h, 602.2b), the object the trigger is about
    (603.2; an ability about no object: its ``source``, "{t}: you gain life equal to its
    power"), a target chosen (601.2c; 608.2b: read even if it has become illegal)."""
    item = work.item
    if on == SACRIFICED:
        return state.last_known.get(item.sacrificed[0]) if len(item.sacrificed) == 1 else None
    if on == fx.THAT:
        if item.that is None:
            return None if item.kind == SPELL else source
        return _object(state, item.that)
    if not on.startswith("target:"):
        return None
    index = int(on.split(":")[1])
    return _object(state, item.targets[index]) if index < len(item.targets) else None


def counted_object(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   source: Permanent | None) -> Permanent | None:
    """The object ``op``'s count is read on: its one object for a count of the subject
    (None when it has none, or more than one: nothing to read), the object ``Count.on``
    names, else ``source``."""
    per = op.per
    if per is None or per.kind not in OBJECT_COUNTS:
        return source
    if per.on:
        return _named(state, work, per.on, source)
    if per.of != OF_SUBJECT:
        return source
    if len(objects) != 1:
        return None
    return _object(state, objects[0])
