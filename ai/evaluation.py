"""How good a position is for a player: the evaluation every search policy shares.

``creature_value`` prices one creature from its current characteristics, in the spirit of
Forge's creature evaluation: a base for being a creature, power and toughness, and a bonus
for each combat keyword (evasion and first strike are worth more the more power they carry).
``evaluate`` scores a whole position for one player: the value of the creatures they control
minus their opponents', plus the value of their life total minus their opponents' (each
life point is worth more the closer its owner is to dying), minus poison. A finished game is
``WIN`` for each winner, ``-WIN`` for each loser, 0 for a draw.

Scores are plain floats, comparable across positions of one game; they are cheap to compute
(one pass over the battlefield) and read the state only.
"""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.state import GameState

#: the score of a won game (a lost one is its negation); larger than any position's score
WIN = 1_000_000.0

#: keyword bonuses: flat, and per point of power (``creature_value``); plain ints, as
#: ``GameState.keywords`` returns (an ``IntFlag`` operand makes ``&`` run in Python)
_FLAT = tuple((int(k), v) for k, v in (
    (Kw.INDESTRUCTIBLE, 70), (Kw.DEATHTOUCH, 25), (Kw.VIGILANCE, 5), (Kw.REACH, 5),
    (Kw.HASTE, 1)))
_PER_POWER = tuple((int(k), v) for k, v in (
    (Kw.FLYING, 10), (Kw.HORSEMANSHIP, 10), (Kw.SHADOW, 10), (Kw.UNBLOCKABLE, 10),
    (Kw.FEAR, 6), (Kw.INTIMIDATE, 6), (Kw.SKULK, 5), (Kw.MENACE, 4), (Kw.DOUBLE_STRIKE, 15),
    (Kw.FIRST_STRIKE, 5), (Kw.TRAMPLE, 3), (Kw.LIFELINK, 10), (Kw.INFECT, 10),
    (Kw.WITHER, 3)))
_NO_ATTACK = int(Kw.DEFENDER | Kw.CANT_ATTACK)
_CANT_BLOCK = int(Kw.CANT_BLOCK)
_BATTLEFIELD = Zone.BATTLEFIELD  # a module name: faster than ``Zone.X`` in a loop (3.11)
#: what a point of life is worth at each life total (more when low: ``life_value``)
LIFE_POINT = 6.0
POISON_POINT = 20.0


def creature_value(state: GameState, pid: str) -> float:
    """The worth of creature ``pid`` as it is now (its power, toughness and keywords). Damage
    marked on it does not count: it wears off in the cleanup step (CR 514.2), so a creature
    that survives a combat is worth what it was (one that dies is gone from the score)."""
    power = max(0, state.power(pid))
    toughness = state.toughness(pid)
    kw = state.keywords(pid)
    value = 80.0 + 15.0 * power + 10.0 * max(0, toughness)
    if kw:
        for flag, bonus in _FLAT:
            if kw & flag:
                value += bonus
        for flag, bonus in _PER_POWER:
            if kw & flag:
                value += bonus * power
        if kw & _NO_ATTACK:
            value -= 20
        if kw & _CANT_BLOCK:
            value -= 10
    return value


def life_value(life: int) -> float:
    """The worth of a life total: each of the first 5 points counts triple, the next 5
    double, the rest single (a player at 3 values a point more than one at 18); 0 or less is
    worth 0 here (the game is lost, which ``evaluate`` scores apart)."""
    if life <= 0:
        return 0.0
    low = min(life, 5)
    mid = min(max(life - 5, 0), 5)
    return LIFE_POINT * (3 * low + 2 * mid + max(life - 10, 0))


def evaluate(state: GameState, player: str) -> float:
    """``player``'s score of ``state`` (see the module docstring): positive is good for them."""
    result = state.result
    if result is not None:
        if player in result.winners:
            return WIN
        if player in result.losers:
            return -WIN
        return 0.0
    me = state.players[player]
    if me.lost:
        return -WIN
    score = 0.0
    battlefield = _BATTLEFIELD
    for p in state.permanents.values():
        if p.zone is not battlefield or not state.is_creature(p.id):
            continue
        value = creature_value(state, p.id)
        score += value if p.controller == player else -value
    opponents = [q for q in state.players.values() if q.id != player and not q.lost]
    if not opponents:
        return WIN
    score += life_value(me.life) - POISON_POINT * me.poison
    for q in opponents:
        score -= (life_value(q.life) - POISON_POINT * q.poison) / len(opponents)
    return score

__all__ = ["WIN", "creature_value", "evaluate", "life_value"]
