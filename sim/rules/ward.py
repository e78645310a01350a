"""Ward's costs other than mana alone (CR 702.21a): "counter that spell or ability unless that
player pays [cost]" where the cost is "pay 3 life" (119.4), "{2}, pay 2 life" or "discard a
card" (701.9a) — ``sim.model.ward_costs``. The spell's or ability's controller chooses whether
to pay (a ``PAY_CHOICE``, 118.12), offered only when they can pay the whole cost (118.3: a
player can't pay life they don't have, 119.4, nor discard from an empty hand); paying a
discard, they then choose the card (a ``DISCARD_CHOICE`` when their hand holds more than
one). Ward {N} alone is ``sim.rules.countering.counter_unless_paid``."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.events import CostPaid
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.stack_objects import DISCARD_CHOICE, PAY_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.ward_costs import WardCost, ward_cost
from sim.rules.answers import answer as ask
from sim.rules.costs import can_pay, pay
from sim.rules.countering import counter
from sim.rules.effect_objects import warded
from sim.rules.life import lose_life
from sim.rules.turn import discard as discard_card

#: ``Resolving.chosen`` while the player who pays chooses the card to discard
PAYING = "ward:paying"


def hand(state: GameState, player: str) -> tuple[str, ...]:
    """The cards in ``player``'s hand: what ward's discard may choose (701.9a)."""
    return tuple(p.id for p in state.cards(player, Zone.HAND))


def _payable(state: GameState, player: str, cost: WardCost) -> bool:
    """Whether ``player`` can pay the whole of ``cost`` now (118.3, 119.4)."""
    return (not cost.mana or can_pay(state, player, ManaCost.parse(f"{{{cost.mana}}}"))) and \
        state.players[player].life >= cost.life and len(hand(state, player)) >= cost.discard


def _source_power(state: GameState, work: Resolving) -> int:
    """The warded permanent's power as the ward ability resolves (CR 208.1, 613), or as it
    last existed on the battlefield once it has left (608.2h, 113.7a)."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return state.power(source)
    known = state.last_known.get(source)
    if known is not None and known.known_pt is not None:
        return known.known_pt[0]
    return 0


def ward_paid(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """Ward [cost] (CR 702.21a) with ``op.rule`` its cost's words: counter the spell or
    ability that targeted the permanent unless its controller pays; False while a choice
    waits."""
    target = warded(state, work)
    if target is None:
        return True  # it has left the stack
    cost = ward_cost(op.rule)
    assert cost is not None
    if cost.life_power:  # "pay life equal to ~'s power": its power now (608.2h)
        cost = attrs.evolve(cost, life=max(_source_power(state, work), 0), life_power=False)
    player = target.controller
    if work.chosen != (PAYING,):
        if not _payable(state, player, cost):
            counter(state, target, work.item.name)
            return True
        answer = ask(state, work, PAY_CHOICE, ("yes", "no"))
        if answer is None:
            return False
        if answer == "no":
            counter(state, target, work.item.name)
            return True
        if cost.mana:
            pay(state, player, ManaCost.parse(f"{{{cost.mana}}}"))
            state.log(CostPaid, player=player, amount=cost.mana)
        if cost.life:  # 119.4: paying life is losing it
            lose_life(state, [player], cost.life, "ward (CR 702.21a)")
        if not cost.discard:
            return True
        cards = hand(state, player)
        if len(cards) == 1:
            discard_card(state, player, cards[0])
            return True
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(PAYING,))
    pick = ask(state, work, DISCARD_CHOICE, hand(state, player))
    if pick is None:
        return False
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=())
    discard_card(state, player, pick)
    return True


__all__ = ["PAYING", "hand", "ward_paid"]
