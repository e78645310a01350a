"""+1/+1 or -1/-1 counters put on a permanent its controller chooses as the instruction
resolves (CR 122.1; 115.1: not a target; 608.2c): "put a +1/+1 counter on a creature you
control" (``counter_verbs.COUNTER_CHOSEN``: the permanents it may be are the program's group
``Op.who``, the kind of counter the verb's, ``CHOSEN_KINDS``). With none to choose nothing
happens (609.3); with one it is that one; with several, a ``PERMANENT_CHOICE``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as fx
from sim.model.counter_verbs import CHOSEN_KINDS
from sim.model.stack_objects import PERMANENT_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.counters import add_counters
from sim.rules.move_ops import on_battlefield
from sim.rules.targeting import in_group


def chosen_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The permanents the ``COUNTER_CHOSEN`` instruction waiting in ``work`` may choose: its
    group's, as they are now (CR 608.2c)."""
    item = work.item
    op = item.effect.ops[work.index]
    return tuple(in_group(state, item.effect.groups[int(op.who.split(":")[1])], item))


def counter_chosen(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"Put N +1/+1 counters on a creature you control" (CR 122.1, 115.1, 608.2c): its
    controller chooses one of the group (``objects``) as it resolves — a ``PERMANENT_CHOICE``
    when there are several (False while it waits) —, which gets the counters (122.6); none to
    choose, or N 0, nothing happens (609.3, 107.1b)."""
    options = tuple(on_battlefield(state, objects))
    if not options or n <= 0:
        return True
    pick = options[0] if len(options) == 1 else answer(state, work, PERMANENT_CHOICE, options)
    if pick is None:
        return False
    add_counters(state, [pick], CHOSEN_KINDS[op.verb], n)
    return True


#: the handlers of ``CHOSEN_KINDS``'s verbs (``sim.rules.effect_ops.OPS``)
CHOSEN_COUNTER_OPS: dict[str, Callable[[GameState, Resolving, fx.Op, list[str], int], bool]] = \
    dict.fromkeys(CHOSEN_KINDS, counter_chosen)
