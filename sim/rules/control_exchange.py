"""Exchanging control of two permanents (CR 701.12a-b, 613.1b; issue 29, control):
"exchange control of target creature you control and target creature an opponent controls",
"exchange control of ~ and target creature", "exchange control of two target creatures".

CR 701.12a: if the entire exchange can't be completed, no part of it occurs — both
permanents must still be on the battlefield (and, if targets, legal as the spell or ability
resolves, 608.2b). CR 701.12b: if they are controlled by different players, each player
simultaneously gains control of the one the other controlled; if the same player controls
both, the exchange does nothing. Each new controller's control is a layer-2 effect with no
duration (611.2a, 613.1b), timestamped as it happens (613.7); each permanent can't attack or
{T} until its new controller's next turn unless it has haste (302.6) and leaves combat
(506.4).
"""

from __future__ import annotations

from sim.model.control_verbs import EXCHANGE_CONTROL
from sim.model.objects import Duration, Effect
from sim.model.programs import SELF, Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.ascend import ascend_permanents
from sim.rules.fighting import first_creature
from sim.rules.move_ops import on_battlefield, same_source, take_control


def exchange_control(state: GameState, work: Resolving, op: Op, objects: list[str],
                     n: int) -> bool:
    """The ``EXCHANGE_CONTROL`` handler: ``Op.rule`` the first permanent (none: ``objects``
    holds both), ``objects`` the second (CR 701.12a-b); ~ must be the object it was as the
ability was put on the stack (400.7, ``sim.model.tracked_sources``)."""
    if op.rule == SELF and not same_source(state, work):
        return True  # 400.7: ~ left the battlefield since: a new object, not exchanged
    firsts = first_creature(state, work, op.rule) if op.rule else []
    both = on_battlefield(state, [*firsts[:1], *objects])
    if len(both) != 2 or both[0] == both[1]:
        return True  # 701.12a: the entire exchange can't be completed
    a, b = (state.permanents[p] for p in both)
    was_a, was_b = a.controller, b.controller
    if was_a == was_b:
        return True  # 701.12b
    name = work.item.name
    take_control(state, a.id, was_b, Effect(frozenset({a.id}), Duration.INDEFINITE,
                                            description=name))
    take_control(state, b.id, was_a, Effect(frozenset({b.id}), Duration.INDEFINITE,
                                            description=name))
    for player in (was_a, was_b):  # after the whole exchange (it is simultaneous, 701.12a)
        ascend_permanents(state, player)  # 702.131b
    return True


#: the handlers of the control family's verbs (``sim.rules.effect_ops.OPS``)
CONTROL_OPS = {EXCHANGE_CONTROL: exchange_control}

__all__ = ["CONTROL_OPS", "exchange_control"]
