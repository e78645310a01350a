"""Instructions counting the permanents the destroy instruction just before them destroyed
(CR 608.2c, 701.8a): "Destroy all creatures. You gain 1 life for each creature destroyed this
way" (Fumigate), "... draw a card for each creature destroyed this way". ``note_destroyed``
keeps the count on ``Resolving.destroyed`` (``sim.rules.effect_ops``' destroy handler: an
indestructible permanent isn't destroyed, 702.12b, nor a regenerated one, 701.19a; one a
replacement effect puts into exile instead still was destroyed); ``per_destroyed`` does the
held instruction that many times over. "Destroy all creatures target opponent controls. ~ deals
damage to that player equal to their total power": ``note_destroyed`` also keeps the total power
of the permanents the destroy acted on, as they last existed (608.2h, 603.10a), and
``damage_destroyed_power`` deals that much."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

import attrs

from sim.model.objects import Permanent
from sim.model.programs import DAMAGE, Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.this_way_verbs import DAMAGE_DESTROYED_POWER, PER_DESTROYED

Handler = Callable[[GameState, Resolving, Op, list[str], int], bool]


def note_destroyed(state: GameState, count: int, known: Sequence[Permanent] = ()) -> None:
    """Keep on ``state.resolving`` how many permanents the instruction running destroyed, and
    the total power of those it acted on (``known``: each as it was before any left, CR
    603.10a; a noncreature has none, 208.3)."""
    current = state.resolving
    if current is not None:
        power = sum(k.known_pt[0] for k in known if k.known_pt is not None)
        state.resolving = attrs.evolve(current, destroyed=count, destroyed_by=current.index,
                                       destroyed_power=power)


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


def damage_destroyed_power(ops: Mapping[str, Handler], state: GameState, work: Resolving,
                           op: Op, objects: list[str], n: int) -> bool:
    """"Destroy all creatures target opponent controls. ~ deals damage to that player equal to
    their total power" (CR 608.2c, 608.2h, 120.3): damage from the source to the player
    (``objects``), as much as the total power the destroy instruction just before recorded
    (``note_destroyed``: each creature as it last existed on the battlefield, 603.10a); none
    at 0 or less (120.8, 107.1b). False while it waits for a choice (a replacement's order)."""
    current = state.resolving
    power = current.destroyed_power if current is not None and \
        current.destroyed_by == current.index - 1 else 0
    return power <= 0 or ops[DAMAGE](state, work, attrs.evolve(op, verb=DAMAGE), objects, power)


def destroyed_ops(ops: Mapping[str, Handler]) -> dict[str, Handler]:
    """The handlers of the instructions counting what the destroy before them did, given the
    table of handlers they hand their inner instruction to (``effect_ops.OPS``)."""
    return {PER_DESTROYED: partial(per_destroyed, ops),
            DAMAGE_DESTROYED_POWER: partial(damage_destroyed_power, ops)}
