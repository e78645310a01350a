"""Reflexive triggered abilities after an instruction done as an ability resolves (CR
603.12): "you may sacrifice another creature. When you do, destroy target nonland permanent",
"you may pay 2 life. When you do, ...", "you may discard a card. When you do, ...", "sacrifice
it. When you do, ...". The instruction before records in ``Resolving.unpaid`` whether it was
done (``sim.rules.optional_costs``, ``sim.rules.sacrifice.sacrifice_it``,
``sim.rules.hands``); the ``WHEN_YOU_DO`` instruction after it makes the ability trigger only
if it was.
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState


def when_you_do(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """"When you do, <effect>" (CR 603.12): the reflexive ability triggers as the instruction
    before it is done; it waits in ``state.triggered`` and is put on the stack the next time
    a player would receive priority (603.3), its targets chosen then (603.3d), even when its
    source has left the battlefield (a sacrificed source's ability still triggers)."""
    item = work.item
    reflexive = item.effect.reflexive
    if reflexive is not None and not work.unpaid:  # 118.12: done
        state.triggered.append(StackItem("", TRIGGER, item.controller, item.source,
                                         f"{item.source}: when you do, {reflexive.text}",
                                         reflexive, that=item.that,  # "that creature"
                                         x=item.x))  # the X paid before it (107.3)
    return True
