"""The choices a spell offers as it is cast for its optional additional costs (CR 601.2b):
buyback (702.27a) and replicate (702.56a), each offered only when the cost with it can be
paid; ``sim.rules.casting`` asks them in order.
"""

from __future__ import annotations

from sim.model.abilities import BUYBACK, REPLICATE
from sim.model.stack_objects import Casting
from sim.model.state import GameState
from sim.rules.costs import can_pay
from sim.rules.spell_costs import spell_cost, spell_param

#: the answers to buyback's choice (CR 702.27a, 601.2b): pay the buyback cost or not
BUY, NO_BUY = "buyback", "no buyback"


def buyback_choice(state: GameState, casting: Casting) -> tuple[str, ...]:
    """``BUY``/``NO_BUY`` when the spell has buyback, it is not chosen yet and the cost with
    it can be paid (CR 702.27a, 601.2b); () otherwise."""
    item = casting.item
    perm = state.permanents[item.source]
    if casting.buyback is not None or casting.cost is None or \
            not spell_param(perm.card, BUYBACK):
        return ()
    cost = spell_cost(state, item.controller, perm.card, bool(casting.kick), perm.flashback,
                      True, casting.alt or "", free=casting.free, replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
    return (BUY, NO_BUY) if can_pay(state, item.controller, cost, how=casting.how) else ()


def replicate_choice(state: GameState, casting: Casting) -> tuple[str, ...]:
    """"replicate 0" ... "replicate N" when the spell has replicate, it is not chosen yet and
    the cost with it paid once can be paid (CR 702.56a, 601.2b: any number of times, N the
    most the player can pay, at most 20); () otherwise."""
    item = casting.item
    card = state.permanents[item.source].card
    if casting.replicate is not None or casting.cost is None or not spell_param(card,
                                                                                REPLICATE):
        return ()
    flashback = state.permanents[item.source].flashback
    times = 0
    while times < 20 and can_pay(state, item.controller, spell_cost(
            state, item.controller, card, bool(casting.kick), flashback,
            bool(casting.buyback), casting.alt or "", free=casting.free, replicate=times + 1,
            modes=casting.mode_cost),
            how=casting.how):
        times += 1
    return tuple(f"{REPLICATE} {n}" for n in range(times + 1)) if times else ()


__all__ = ["BUY", "NO_BUY", "buyback_choice", "replicate_choice"]
