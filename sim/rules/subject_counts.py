"""A count read on the object an instruction acts on rather than on its source: "target
creature gets +X/+0 until end of turn, where X is its power", "put X +1/+1 counters on it,
where X is its power" (CR 107.3, 608.2h: the object's power as the instruction is carried
out, or as it last existed on the battlefield if it has left it; ``Count.of`` ``OF_SUBJECT``,
read by ``sim.text.where_x_rules``)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.filters import OF_SUBJECT, SOURCE_POWER
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState


def counted_object(state: GameState, op: fx.Op, objects: list[str],
                   source: Permanent | None) -> Permanent | None:
    """The object ``op``'s count is read on: its one object for a count of the subject
    (None when it has none, or more than one: nothing to read), else ``source``."""
    per = op.per
    if per is None or per.kind != SOURCE_POWER or per.of != OF_SUBJECT:
        return source
    if len(objects) != 1:
        return None
    found = state.permanents.get(objects[0])
    if found is None or found.zone is not Zone.BATTLEFIELD:  # CR 608.2h
        return state.last_known.get(objects[0], found)
    return found
