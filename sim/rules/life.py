"""Gaining and losing life by effects (CR 119.3, 119.7): the one place a player's life total
goes up — an instruction's "you gain N life", lifelink (702.15b), extort's drain (702.101a),
a revealed card's mana value — which a "players can't gain life" or "your opponents can't
gain life" rule (a static ability, or an effect until end of turn) stops: the effect that
would make that player gain life does nothing (119.7), and no life-gain event happens — as
when "if a player would gain life, that player gains no life instead" replaces the gain with
none (614.1a; no other effect replacing a life gain is known to order with it, 616.1); and
``lose_life``, the one place an effect makes players lose life (costs paid in life are
``sim.rules.costs``')."""

from __future__ import annotations

from sim.model.abilities import NO_LIFE_GAIN, NO_LIFE_GAIN_OPPONENTS, NO_LIFE_GAIN_REPLACED
from sim.model.events import LifeGained, LifeLost
from sim.model.replacement_verbs import LIFE_GAIN_TWICE
from sim.model.state import GameState


def can_gain_life(state: GameState, player: str) -> bool:
    """Whether ``player`` can gain life now (119.7): no rule of a static ability or of an
    effect this turn forbids it ("your opponents": a player other than the rule's source's
    controller)."""
    if not state.statics_present():
        return True
    for source, static in state.statics():
        rule = static.rule
        if rule in (NO_LIFE_GAIN, NO_LIFE_GAIN_REPLACED) or \
                rule == NO_LIFE_GAIN_OPPONENTS and player != source.controller:
            return False
    return True


def gain_life(state: GameState, player: str, amount: int, reason: str) -> bool:
    """``player`` gains ``amount`` life (119.3) unless they can't (119.7); whether they
    did."""
    if amount <= 0 or not can_gain_life(state, player):
        return False
    amount = doubled_gain(state, player, amount)  # 614.1a: "twice that much life instead"
    state.players[player].life += amount
    state.players[player].life_gained_this_turn += amount  # CR 119.9 ("this turn")
    state.changes += 1
    state.log(LifeGained, player=player, amount=amount, reason=reason)
    return True


def lose_life(state: GameState, players: list[str], n: int, reason: str) -> int:
    """CR 119.3: each of ``players`` loses ``n`` life (not damage: nothing prevents it, and
    lifelink has nothing to do with it); a player at 0 or less loses as state-based actions
    are checked (704.5a). Returns the life lost in all ("the life lost this way", 608.2c)."""
    lost = 0
    for p in players:
        if p in state.players and n > 0:
            state.players[p].life -= n
            state.players[p].lost_life_this_turn = True  # spectacle (702.137a)
            state.changes += 1
            state.log(LifeLost, player=p, amount=n, reason=reason)
            lost += n
    return lost


def pay_life(state: GameState, player: str, n: int, reason: str) -> None:
    """``player`` pays ``n`` life as a cost (CR 119.4: the payment is subtracted from their
    life total, and paying life is losing life, 119.3: ``LifeLost``, spectacle's loss,
    702.137a)."""
    if n > 0:
        state.players[player].life -= n
        state.players[player].lost_life_this_turn = True
        state.changes += 1
        state.log(LifeLost, player=player, amount=n, reason=f"{reason} (paid, CR 119.4)")


def doubled_gain(state: GameState, player: str, amount: int) -> int:
    """``amount`` doubled once by each "if you would gain life, you gain twice that much life
    instead" of a permanent ``player`` controls (CR 614.1a, 616.1: in any order the same;
    ``sim.model.replacement_verbs``)."""
    if not state.statics_present():
        return amount
    for source, static in state.statics():
        if static.rule == LIFE_GAIN_TWICE and source.controller == player:
            amount *= 2
    return amount
