"""Instructions counting the permanents the destroy instruction just before them destroyed
(CR 608.2c, 701.8a): "Destroy all creatures. You gain 1 life for each creature destroyed this
way" (Fumigate), "... draw a card for each creature destroyed this way". ``note_destroyed``
keeps the count on ``Resolving.destroyed`` (``sim.rules.effect_ops``' destroy handler: an
indestructible permanent isn't destroyed, 702.12b, nor a regenerated one, 701.19a; one a
replacement effect puts into exile instead still was destroyed); ``per_destroyed`` does the
held instruction that many times over."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState

Handler = Callable[[GameState, Resolving, Op, list[str], int], bool]


def note_destroyed(state: GameState, count: int) -> None:
    """Keep on ``state.resolving`` how many permanents the instruction running destroyed."""
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, destroyed=count, destroyed_by=current.index)


def per_destroyed(ops: Mapping[str, Handler], state: GameState, work: Resolving, op: Op,
                  objects: list[str], n: int) -> bool:
    """"<instruction> for each <kind> destroyed this way" (CR 608.2c): the instruction held in
    ``op.program``, its amount times the permanents the instruction just before destroyed
    (none: not done). False while it waits for a choice."""
    assert op.program is not None
    inner = op.program.ops[0]
    current = state.resolving
    count = current.destroyed if current is not None and \
        current.destroyed_by == current.index - 1 else 0
    return count <= 0 or ops[inner.verb](state, work, inner, objects, n * count)
