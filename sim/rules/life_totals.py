"""A player's life total set to a number (issue 29; CR 119.5): "your life total becomes equal
to your starting life total" (Oketra's Last Mercy), "... becomes half your starting life
total, rounded up" (The Endstone). The player gains or loses the life needed to end with the
new total (119.5): a gain is life gained (119.3: it may be replaced, 614.1a, or forbidden,
119.7), a loss life lost. The starting life total is the game's (103.4,
``GameState.starting_life``).

And "that player loses half their life, rounded up | down" (119.3, 107.1a): each player loses
half their own life total as the instruction is carried out, rounded as it says; a player at 0
life or less loses none (107.1b). The life lost is kept for "... the life lost this way"
(608.2c, ``sim.rules.event_amounts.note_lost``)."""

from __future__ import annotations

from sim.model.life_total_verbs import (
    HALF_DOWN,
    HALF_UP,
    LIFE_BECOMES,
    LOSE_HALF_DOWN,
    LOSE_HALF_UP,
)
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.event_amounts import note_lost
from sim.rules.life import gain_life, lose_life


def target_total(state: GameState, rule: str) -> int:
    """The life total ``rule`` names (CR 103.4: the starting life total, or half of it)."""
    start = state.starting_life
    if rule == HALF_UP:
        return (start + 1) // 2
    if rule == HALF_DOWN:
        return start // 2
    return start


def life_becomes(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Each player ``objects`` names gains or loses the difference (CR 119.5)."""
    total = target_total(state, op.rule)
    for player in objects:
        if player not in state.players:
            continue
        difference = total - state.players[player].life
        if difference > 0:
            gain_life(state, player, difference, work.item.name)
        elif difference < 0:
            lose_life(state, [player], -difference, work.item.name)
    return True


def lose_half(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Each player ``objects`` names loses half their life, rounded up or down (CR 119.3,
    107.1a), none at 0 life or less (107.1b)."""
    lost = 0
    for player in objects:
        if player not in state.players:
            continue
        life = max(0, state.players[player].life)
        half = (life + 1) // 2 if op.verb == LOSE_HALF_UP else life // 2
        lost += lose_life(state, [player], half, work.item.name)
    note_lost(state, lost)
    return True


#: the handlers of this module's verbs (``sim.rules.effect_ops.OPS``, through ``game_end``)
LIFE_TOTAL_OPS = {LIFE_BECOMES: life_becomes, LOSE_HALF_UP: lose_half, LOSE_HALF_DOWN: lose_half}
