"""Looking at another player's hand (CR 402.3: a player's hand is hidden from the other
players; an effect may let one look at it): "look at target player's | target opponent's |
that player's hand" (``sim.model.hand_verbs.LOOK_HAND``). The instruction's controller looks:
they learn the cards, logged as a ``HandLooked`` event naming them; the hand itself is
unchanged (the cards are not revealed to anyone else, 701.20a-b)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.hand_verbs import DISCARD_ALL_KIND, LOOK_HAND, HandLooked
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.hands import of_kind, players
from sim.rules.turn import discard as discard_card


def look_hand(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """The controller of the resolving spell or ability looks at the hand of each player of
    ``objects`` (CR 402.3; a player target no longer legal is not among them, 608.2b)."""
    for player in objects:
        if player not in state.players:
            continue
        cards = tuple(p.card.name for p in state.cards(player, Zone.HAND))
        state.log(HandLooked, player=work.item.controller, whose=player, cards=cards)
    return True


def discard_all_kind(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"<player> reveals their hand and discards all <kind> cards" (CR 701.20a, 701.9a): each
    player of ``objects`` discards every card of their hand of the kinds (``op.card``,
    ``hands.of_kind``) — no choice; none when they have none."""
    for player in players(state, objects):
        for card in [p.id for p in state.cards(player, Zone.HAND) if of_kind(p.card, op.card)]:
            discard_card(state, player, card)
    state.changes += 1
    return True


#: this module's instructions, for ``sim.rules.effect_ops.OPS``
HAND_LOOK_OPS = {LOOK_HAND: look_hand, DISCARD_ALL_KIND: discard_all_kind}
