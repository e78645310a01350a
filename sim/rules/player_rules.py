"""Rules a player's permanents change for that player (CR 402.2, 514.1, 305.2): "you have no
maximum hand size" and "players have no maximum hand size" (the cleanup step's discard, 514.1,
doesn't happen), "you may play an additional land on each of your turns" (305.2: one more land
play each turn for each such ability)."""

from __future__ import annotations

from sim.model.abilities import EXTRA_LANDS, NO_MAX_HAND
from sim.model.state import GameState
from sim.rules.cast_limits import may_play_lands

#: the maximum hand size (CR 402.2)
HAND_SIZE = 7


def max_hand_size(state: GameState, player: str) -> int | None:
    """``player``'s maximum hand size (CR 402.2): seven, or None when a static ability of a
    permanent on the battlefield says they have none — "you have no maximum hand size" of one
    they control, "players have no maximum hand size" of anyone's."""
    for perm, static in state.statics():
        if static.rule == NO_MAX_HAND and (static.amount or perm.controller == player):
            return None
    return HAND_SIZE


def land_plays(state: GameState, player: str) -> int:
    """How many lands ``player`` may play this turn (CR 305.2): one, plus one for each "you may
    play an additional land on each of your turns" (times its number) of a permanent they
    control, and for each "you may play an additional land this turn" of a spell or ability
    they resolved this turn (a rule until end of turn: ``Board.rule_effects``, its source's
    controller); none while an effect this turn says they can't play lands (CR 101.2,
    ``sim.rules.cast_limits``)."""
    if not may_play_lands(state, player):
        return 0
    n = 1
    for perm, static in state.statics():
        if static.rule == EXTRA_LANDS and perm.controller == player:
            n += static.amount
    return n
