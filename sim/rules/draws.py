"""Who draws (issue 29, draw round 2; CR 121.1): "you and target opponent each draw N cards"
(``sim.model.draw_verbs.YOU_TOO``): the controller and the other player, in APNAP order (CR
101.4: the active player first), each drawing the N cards."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.draw_verbs import MAY_DRAW, YOU_TOO
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.hands import draw_cards, players
from sim.rules.library import fold, shuffle_library


def drawers(state: GameState, work: Resolving, op: fx.Op, objects: list[str]) -> list[str]:
    """The players ``op`` makes draw: ``objects``, with its controller too under
    ``YOU_TOO``, each once, in APNAP order (CR 101.4)."""
    if op.rule != YOU_TOO:
        return objects
    players = {work.item.controller, *objects}
    return [p for p in state.apnap() if p in players]


def shuffle_hand_draw(state: GameState, work: Resolving, op: fx.Op, who: list[str],
                      n: int) -> bool:
    """"[each player] shuffle(s) the cards from their hand into their library, then draw(s)
    that many cards" (``SHUFFLE_HAND_DRAW``; CR 701.24a, 121.1, 608.2c: in order): each
    player, in APNAP order (101.4), puts every card of their hand into their library and
    shuffles it; then each draws as many cards as they put there."""
    found = players(state, who)
    counts: dict[str, int] = {}
    for player in [p for p in state.apnap() if p in found]:
        hand = state.cards(player, Zone.HAND)
        library = fold(state, player)
        for perm in hand:
            del state.permanents[perm.id]
        state.players[player].library = (*library, *(p.card for p in hand))
        shuffle_library(state, player)
        counts[player] = len(hand)
    state.version += 1
    state.changes += 1
    for player, count in counts.items():
        draw_cards(state, [player], count)
    return True


__all__ = ["MAY_DRAW", "drawers", "shuffle_hand_draw"]
