""""You win the game" (CR 104.2b: an effect may say that a player wins the game;
``sim.model.player_verbs.WIN_GAME``): every other player still in the game loses it, and the
game ends with the player the only one left (104.2a)."""

from __future__ import annotations

from sim.model import player_verbs as pv
from sim.model.events import PlayerLost
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState, check_game_over
from sim.rules.life_totals import LIFE_TOTAL_OPS


def win_the_game(state: GameState, work: Resolving, op: Op, objects: list[str],
                 n: int) -> bool:
    """``objects``' player wins (CR 104.2b): the others still in the game lose (104.2a), then
    the game ends (``check_game_over``)."""
    for winner in objects[:1]:
        if state.players[winner].lost:
            continue  # a player who left the game wins nothing (104.3)
        for player in state.turn_order:
            who = state.players[player]
            if player != winner and not who.lost:
                who.lost = True
                state.changes += 1
                state.log(PlayerLost, player=player,
                          reason=f"{winner} won: {work.item.name} (CR 104.2b)")
        check_game_over(state)
        if state.result is not None:
            state.pending = None
    return True


#: the handlers of this module's verbs (``sim.rules.effect_ops.OPS``)
GAME_END_OPS = {pv.WIN_GAME: win_the_game}
GAME_END_OPS.update(LIFE_TOTAL_OPS)  # a life total set (CR 119.5; ``sim.rules.life_totals``)
