"""Conditions a program names ("delirium", "threshold"): whether they hold for a player now."""

from __future__ import annotations

from sim.model.abilities import BARGAINED, THRESHOLD
from sim.model.board import matches
from sim.model.board_conditions import holds
from sim.model.objects import PLUS, Zone
from sim.model.programs import (
    DELIRIUM,
    EVOLVES,
    HAS_PLUS_COUNTER,
    IS_MONSTROUS,
    KICKED,
    MONARCH_OPPONENT,
    MONARCH_YOU,
    NOT_RENOWNED,
    TRIBUTE_NOT_PAID,
)
from sim.model.ring_verbs import NO_BEARER, OTHER_BEARER, bearer
from sim.model.speed_verbs import MAX, MAX_SPEED
from sim.model.state import GameState
from sim.model.zone_verbs import NO_SPELLS_LAST_TURN, TWO_SPELLS_LAST_TURN
from sim.rules.monarch import monarch
from sim.rules.soulbond import CONDITIONS as SOULBOND_IFS
from sim.rules.soulbond import holds as soulbond_holds
from sim.rules.transform import spells_last_turn_holds
from sim.rules.turn_history import HISTORY, history_holds
from sim.text.condition_text import board_condition
from sim.text.control_conditions import controlled_kind, controls_none
from sim.text.instead_text import controlled_at_least


def program_condition_holds(state: GameState, player: str, condition: str,
                            kicked: bool = False, source: str = "",
                            that: str | None = None) -> bool:
    """Intervening "if" conditions (CR 603.4): delirium (four or more card types among cards
    in your graveyard), threshold (seven or more cards), "if it was kicked" (702.33d:
    ``kicked``, what the caller knows of the source), renown's "if it isn't renowned"
    (702.112a: the permanent ``source`` isn't; one that has left the battlefield is a new
    object that isn't, 400.7, and its counters then go nowhere); evolve's comparison of
    ``that`` (the creature that entered) with ``source`` (702.100a: ``evolves``); "if you
    control a(n) <permanent>" (``player`` controls one now,
    ``sim.text.control_conditions``); raid, revolt, morbid (``sim.rules.turn_history``);
    the board's and the turn's (``sim.model.board_conditions``: cards in hand, life, lands,
    graveyard cards, ~'s counters and state, whose turn, life gained this turn)."""
    if condition == MAX_SPEED:  # "max speed — <trigger>" (CR 702.178a; ``sim.text.speed_text``)
        return state.players[player].speed >= MAX
    if condition == OTHER_BEARER:  # the Ring-bearer chosen, ``that`` (CR 701.54a, 603.4)
        return that is not None and that != source
    if condition == NO_BEARER:  # "if you don't control a Ring-bearer" (701.54a, 603.4)
        return bearer(state, player) is None
    board = board_condition(condition if condition.startswith("if ") else "if " + condition)
    if board is not None:  # (an instruction done instead keeps its words without "if ")
        return holds(state, board, player, source, that)
    if condition in HISTORY:  # raid, revolt, morbid, "if an opponent lost life this turn"
        return history_holds(state, player, condition)
    if condition in SOULBOND_IFS:  # soulbond's (CR 702.95a)
        return soulbond_holds(state, player, condition, source, that)
    if condition == KICKED:
        return kicked
    if condition == BARGAINED:  # 702.166b: the source was a bargained spell
        perm = state.permanents.get(source)
        return perm is not None and perm.bargained
    kind = controlled_kind(condition)
    if kind is not None:  # "if you control an Ajani planeswalker | no artifacts" (603.4)
        return any(p.controller == player and matches(state, kind, p, p)
                   for p in state.battlefield()) != controls_none(condition)
    if condition == NOT_RENOWNED:
        perm = state.permanents.get(source)
        return perm is None or not perm.renowned
    if condition == IS_MONSTROUS:  # 701.37b: the source, on the battlefield, monstrous
        perm = state.permanents.get(source)
        return perm is not None and perm.zone is Zone.BATTLEFIELD and perm.monstrous
    if condition == HAS_PLUS_COUNTER:  # graft (702.58a): the source, on the battlefield
        perm = state.permanents.get(source)
        return perm is not None and perm.zone is Zone.BATTLEFIELD and \
            perm.counters.get(PLUS, 0) > 0
    if condition == EVOLVES:
        return evolves(state, source, that)
    if condition == TRIBUTE_NOT_PAID:  # 702.104b: as it entered; one gone, as it last was
        perm = state.permanents.get(source)
        if perm is not None and perm.zone is not Zone.BATTLEFIELD:
            perm = state.last_known.get(source)
        return perm is not None and perm.tribute_unpaid
    if condition in (NO_SPELLS_LAST_TURN, TWO_SPELLS_LAST_TURN):  # the werewolves' (603.4)
        return spells_last_turn_holds(state, condition)
    if condition in (MONARCH_YOU, MONARCH_OPPONENT):  # CR 724: who is the monarch now
        king = monarch(state)
        return king == player if condition == MONARCH_YOU else \
            king is not None and king in state.opponents(player)
    counted = controlled_at_least(condition)
    if counted is not None:  # "you control three or more artifacts" (metalcraft, 207.2c)
        n, kind = counted
        return sum(1 for p in state.battlefield()
                   if p.controller == player and matches(state, kind, p, p)) >= n
    graveyard = state.cards(player, Zone.GRAVEYARD)
    if condition == DELIRIUM:
        return len({t for p in graveyard for t in p.card.types}) >= 4
    if condition == THRESHOLD:
        return len(graveyard) >= 7
    return True


def _pt(state: GameState, pid: str) -> tuple[int, int] | None:
    """``pid``'s power and toughness: on the battlefield, now (None: not a creature); gone,
    as it last existed there (608.2h, 113.7a: ``Permanent.known_pt``)."""
    perm = state.permanents.get(pid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return (state.power(pid), state.toughness(pid)) if perm.card.is_creature else None
    known = state.last_known.get(pid)
    return None if known is None else known.known_pt


def evolves(state: GameState, source: str, that: str | None) -> bool:
    """Evolve's "if that creature's power is greater than this creature's power and/or that
    creature's toughness is greater than this creature's toughness" (CR 702.100a), checked as
    it triggers and as it resolves (603.4); a noncreature has neither (702.100c); either gone,
    its last known information."""
    theirs = None if that is None else _pt(state, that)
    mine = _pt(state, source)
    if theirs is None or mine is None:
        return False
    return theirs[0] > mine[0] or theirs[1] > mine[1]
