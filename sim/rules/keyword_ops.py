"""Instructions of keyword abilities the rules word in full (handlers of
``sim.rules.effect_ops.OPS``): extort's "you may pay {W/B}. If you do, each opponent loses 1
life and you gain life equal to the total life lost this way" (CR 702.101a).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.events import CostPaid, LifeGained, LifeLost
from sim.model.mana import ManaCost
from sim.model.stack_objects import PAY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay


def pay_then(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"You may pay <mana>. If you do, <the rest>" (CR 702.101a): the controller may pay (a
    ``PAY_CHOICE``; not offered when they can't, 118.3); not paid, the rest of the
    instructions don't happen (False while it waits for the answer)."""
    item = work.item
    cost = ManaCost.parse(op.rule)
    paid = False
    if can_pay(state, item.controller, cost):
        said = answer(state, work, PAY_CHOICE, ("yes", "no"))
        if said is None:
            return False
        if said == "yes":
            pay(state, item.controller, cost)
            state.log(CostPaid, player=item.controller, amount=cost.value)
            paid = True
    if not paid:
        current = state.resolving
        if current is not None:  # "if you do": nothing more happens
            state.resolving = attrs.evolve(current, index=len(item.effect.ops))
    return True


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
        state.players[item.controller].life += lost
        state.changes += 1
        state.log(LifeGained, player=item.controller, amount=lost, reason=item.name)
    return True
