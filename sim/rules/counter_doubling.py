"""Doubling the counters on permanents (CR 701.10e): "double the number of +1/+1 counters on
<permanent>" (``sim.model.counter_verbs.DOUBLE_PLUS``)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as fx
from sim.model.counter_verbs import DOUBLE_PLUS
from sim.model.objects import PLUS, Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.counters import add_counters


def double_plus(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """"Double the number of +1/+1 counters on <permanent>" (CR 701.10e: "to double the
    number of a kind of counters on a player or permanent, give that player or permanent as
    many counters of that kind as that player or permanent already has"): each permanent
    still on the battlefield (one gone is a new object, 400.7) gets as many +1/+1 counters as
    it has as the instruction is done (608.2h); one with none gets none."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is Zone.BATTLEFIELD:
            add_counters(state, [o], PLUS, perm.counters.get(PLUS, 0))
    return True


#: the handlers of ``sim.model.counter_verbs`` (``sim.rules.effect_ops.OPS``)
DOUBLING_OPS: dict[str, Callable[[GameState, Resolving, fx.Op, list[str], int], bool]] = {
    DOUBLE_PLUS: double_plus}
