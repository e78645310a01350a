"""Conditions a program names ("delirium", "threshold"): whether they hold for a player now."""

from __future__ import annotations

from sim.model.abilities import THRESHOLD
from sim.model.objects import Zone
from sim.model.programs import (
    DELIRIUM,
    KICKED,
    MONARCH_OPPONENT,
    MONARCH_YOU,
    NO_SPELLS_LAST_TURN,
    NOT_RENOWNED,
    TWO_SPELLS_LAST_TURN,
)
from sim.model.state import GameState
from sim.rules.monarch import monarch
from sim.rules.transform import spells_last_turn_holds


def program_condition_holds(state: GameState, player: str, condition: str,
                            kicked: bool = False, source: str = "") -> bool:
    """Intervening "if" conditions (CR 603.4): delirium (four or more card types among cards
    in your graveyard), threshold (seven or more cards), "if it was kicked" (702.33d:
    ``kicked``, what the caller knows of the source), renown's "if it isn't renowned"
    (702.112a: the permanent ``source`` isn't; one that has left the battlefield is a new
    object that isn't, 400.7, and its counters then go nowhere)."""
    if condition == KICKED:
        return kicked
    if condition == NOT_RENOWNED:
        perm = state.permanents.get(source)
        return perm is None or not perm.renowned
    if condition in (NO_SPELLS_LAST_TURN, TWO_SPELLS_LAST_TURN):  # the werewolves' (603.4)
        return spells_last_turn_holds(state, condition)
    if condition in (MONARCH_YOU, MONARCH_OPPONENT):  # CR 724: who is the monarch now
        king = monarch(state)
        return king == player if condition == MONARCH_YOU else \
            king is not None and king in state.opponents(player)
    graveyard = state.cards(player, Zone.GRAVEYARD)
    if condition == DELIRIUM:
        return len({t for p in graveyard for t in p.card.types}) >= 4
    if condition == THRESHOLD:
        return len(graveyard) >= 7
    return True
