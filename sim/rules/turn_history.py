"""What happened this turn, as conditions read it (CR 603.4 intervening "if"s, 614.1c
replacement effects on entering): raid's "if you attacked this turn" (a player declared
attackers, 508.1), revolt's "if a permanent you controlled left the battlefield this turn",
"if an opponent lost life this turn" (119.3), morbid's "if a creature died this turn" (700.4).
``Player`` keeps the facts (``Board.move``, ``sim.rules.combat``, ``sim.rules.life``);
``sim.rules.turn`` forgets them as a turn begins.
"""

from __future__ import annotations

from sim.model.abilities import (
    ATTACKED_THIS_TURN,
    COUNTERS_PER_DEATH,
    CREATURE_DIED,
    ENTERS_WITH_COUNTERS_IF,
    LEFT_THIS_TURN,
    OPPONENT_LOST_LIFE,
    Param,
)
from sim.model.land_history import LAND_ENTERED
from sim.model.state import GameState

#: the conditions this module answers
HISTORY = frozenset((ATTACKED_THIS_TURN, LEFT_THIS_TURN, OPPONENT_LOST_LIFE, CREATURE_DIED,
                     LAND_ENTERED))


def history_holds(state: GameState, player: str, condition: str) -> bool:
    """Whether ``condition`` (one of ``HISTORY``) holds now for ``player``: they attacked
    this turn, a permanent they controlled left the battlefield this turn (the player who
    controlled it as it left, 603.10a), an opponent of theirs lost life this turn, any
    player's creature died this turn."""
    if condition == ATTACKED_THIS_TURN:
        return state.players[player].attacked_this_turn
    if condition == LEFT_THIS_TURN:
        return state.players[player].left_this_turn
    if condition == OPPONENT_LOST_LIFE:
        return any(state.players[p].lost_life_this_turn for p in state.opponents(player))
    if condition == CREATURE_DIED:
        return any(p.died_this_turn for p in state.players.values())
    if condition == LAND_ENTERED:  # landfall's (CR 207.2c): under their control this turn
        return state.players[player].land_entered_this_turn
    return True


def conditional_counters(state: GameState, player: str, params: frozenset[Param]) -> int:
    """The +1/+1 counters of each "enters with N +1/+1 counters on it if <condition>" of
    ``params`` whose condition holds for ``player``, its controller, as it enters (CR
    614.1c: the replacement effect applies then, or not), and of each "enters with N +1/+1
    counters on it for each creature that died this turn" (700.4: any player's)."""
    total = 0
    for kind, value in params:
        if kind == COUNTERS_PER_DEATH:
            total += int(value) * sum(p.died_this_turn for p in state.players.values())
        elif kind == ENTERS_WITH_COUNTERS_IF:
            n, condition = value.split("|", 1)
            if history_holds(state, player, condition):
                total += int(n)
    return total
