"""A player's life total set to a number (issue 29; CR 119.5): "your life total becomes equal
to your starting life total" (Oketra's Last Mercy), "... becomes half your starting life
total, rounded up" (The Endstone). The player gains or loses the life needed to end with the
new total (119.5): a gain is life gained (119.3: it may be replaced, 614.1a, or forbidden,
119.7), a loss life lost. The starting life total is the game's (103.4,
``GameState.starting_life``)."""

from __future__ import annotations

from sim.model.life_total_verbs import HALF_DOWN, HALF_UP, LIFE_BECOMES
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
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


#: the handler of this module's verb (``sim.rules.effect_ops.OPS``, through ``game_end``)
LIFE_TOTAL_OPS = {LIFE_BECOMES: life_becomes}
