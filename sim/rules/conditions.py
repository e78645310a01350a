"""Conditions a program names ("delirium", "threshold"): whether they hold for a player now."""

from __future__ import annotations

from sim.model.abilities import THRESHOLD
from sim.model.objects import Zone
from sim.model.programs import DELIRIUM, KICKED
from sim.model.state import GameState


def program_condition_holds(state: GameState, player: str, condition: str,
                            kicked: bool = False) -> bool:
    """Intervening "if" conditions (CR 603.4): delirium (four or more card types among cards
    in your graveyard), threshold (seven or more cards), "if it was kicked" (702.33d:
    ``kicked``, what the caller knows of the source)."""
    if condition == KICKED:
        return kicked
    graveyard = state.cards(player, Zone.GRAVEYARD)
    if condition == DELIRIUM:
        return len({t for p in graveyard for t in p.card.types}) >= 4
    if condition == THRESHOLD:
        return len(graveyard) >= 7
    return True
