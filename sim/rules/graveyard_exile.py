"""Exiling whole graveyards (issue 29, modal family's instructions): "exile target player's
graveyard", "exile each opponent's graveyard", "exile your graveyard", "exile all graveyards"
(CR 406.2: to exile a card is to put it into the exile zone; 404.1: a player's graveyard is
their discard pile). Every card of each named player's graveyard moves to exile as one event
of the resolving instruction; each becomes a new object (400.7). Read by
``sim.text.move_rules``, written back by ``sim.text.render_players``."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def exile_graveyards(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """Each player of ``objects`` has every card of their graveyard exiled (CR 406.2)."""
    for player in objects:
        if player not in state.players:
            continue
        for card in state.cards(player, Zone.GRAVEYARD):
            state.move(card.id, Zone.EXILE)
    return True


__all__ = ["exile_graveyards"]
