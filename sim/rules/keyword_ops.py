"""Instructions of keyword abilities the rules word in full (handlers of
``sim.rules.effect_ops.OPS``): extort's "each opponent loses 1 life and you gain life equal to
the total life lost this way" (CR 702.101a), after its optional cost "you may pay {W/B}. If you
do" (``sim.rules.optional_costs``).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import LifeLost
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.life import gain_life


def drain(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Each opponent loses N life and you gain life equal to the total life lost this way"
    (CR 702.101a, 119.3): the controller gains what the opponents lost."""
    item = work.item
    lost = 0
    for p in objects:
        if p in state.players and n > 0:
            state.players[p].life -= n
            lost += n
            state.log(LifeLost, player=p, amount=n, reason=item.name)
    if lost:
        gain_life(state, item.controller, lost, item.name)  # 119.7: unless they can't
    return True
