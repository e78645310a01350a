"""Edicts (CR 701.21a): "<player> sacrifices N <kinds>" as an instruction resolves — "target
player sacrifices a creature", "each player sacrifices two creatures", "each opponent
sacrifices a nonland permanent", "sacrifice a land" (the controller), annihilator's "defending
player sacrifices N permanents" (702.86a).

The player who sacrifices chooses (701.21a: one can sacrifice only a permanent one controls),
one ``SACRIFICE_CHOICE`` at a time, answered by a ``choose_sacrifice`` decision; a player who
controls N or fewer permanents of the kind sacrifices them all without a choice (all that
they can, 609.3). When several players sacrifice ("each player ..."), they choose in APNAP
order and then the chosen permanents are sacrificed at the same time (101.4)."""

from __future__ import annotations

import attrs

from sim.model.edict_qualities import (
    ATTACKING,
    BLOCKING,
    COMBAT_QUALITIES,
    COULDNT,
    GREATEST_POWER,
    OTHER_THAN_SELF,
    keyword_of,
)
from sim.model.keywords import Kw
from sim.model.objects import Permanent, Zone
from sim.model.programs import Op
from sim.model.stack_objects import SACRIFICE_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import choose_each
from sim.rules.sacrifice import sacrifice_these


def of_kinds(perm: Permanent, kinds: str) -> bool:
    """Whether ``perm`` is a permanent of ``kinds`` (CR 205.2a: its current card types):
    "creature", "nonland permanent", "creature or planeswalker"; "" or "permanent": any."""
    words = kinds.split()
    if words and words[0].startswith("non"):
        if words[0][3:].lstrip("-").title() in perm.card.types:
            return False
        words = words[1:]
    nouns = [w for w in words if w != "or"]
    return not nouns or any(w == "permanent" or w.title() in perm.card.types for w in nouns)


def ordered(state: GameState, players: list[str]) -> list[str]:
    """The players of ``players`` (objects left out) in APNAP order (CR 101.4)."""
    return [p for p in state.apnap() if p in players]


def _of_quality(state: GameState, perm: Permanent, quality: str, source: str) -> bool:
    """Whether ``perm`` has an edict's ``quality`` now (``sim.model.edict_qualities``):
    attacking or blocking (CR 506.4: only while combat goes on), a keyword (702), not the
    edict's ``source`` ("other than ~")."""
    if quality == OTHER_THAN_SELF:
        return perm.id != source
    combat = state.combat
    if quality in COMBAT_QUALITIES:
        return combat is not None and (
            quality != BLOCKING and perm.id in combat.attackers or
            quality != ATTACKING and perm.id in combat.blocks)
    keyword = keyword_of(quality)
    return not keyword or state.has(perm.id, Kw[keyword.upper()])


def _candidates(state: GameState, player: str, kinds: str, quality: str, source: str
                ) -> list[str]:
    """The permanents of ``kinds`` and ``quality`` ``player`` controls, in the order of the
    battlefield: for ``GREATEST_POWER`` the creatures whose power is the greatest among
    creatures they control (CR 208.3: as the edict resolves; all those tied)."""
    mine = [p.id for p in state.battlefield()
            if p.controller == player and of_kinds(p, kinds) and
            _of_quality(state, p, quality, source)]
    if quality == GREATEST_POWER and mine:
        most = max(state.power(pid) for pid in mine)
        mine = [pid for pid in mine if state.power(pid) == most]
    return mine


def sacrifice_question(state: GameState, players: list[str], kinds: str, n: int,
                       chosen: tuple[str, ...], quality: str = "", source: str = ""
                       ) -> tuple[str, tuple[str, ...], int] | None:
    """Who chooses the next permanent to sacrifice, the permanents they may choose and how
    many they still have to choose; None once each player of ``players`` (APNAP order) has
    chosen ``n`` permanents of ``kinds`` (and ``quality``, ``sim.model.edict_qualities``)
    they control, or all of them when they control fewer (CR 701.21a, 101.4)."""
    for player in ordered(state, players):
        mine = _candidates(state, player, kinds, quality, source)
        left = tuple(pid for pid in mine if pid not in chosen)
        need = min(n, len(mine)) - (len(mine) - len(left))
        if need > 0:
            return player, left, need
    return None


def edict(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"<player> sacrifices N <kinds>" (CR 701.21a): each player of ``objects`` chooses, in
    APNAP order (101.4), N permanents of the kinds (``op.card``) and the quality
    (``op.rule``: "an attacking creature") they control — a
    ``SACRIFICE_CHOICE`` each while they have more than they must sacrifice; False while a
    choice waits — then all the chosen permanents are sacrificed at once, each to its
    owner's graveyard (a creature dies, 700.4)."""
    players = ordered(state, objects)
    done = choose_each(state, work, SACRIFICE_CHOICE,
                       lambda chosen: sacrifice_question(state, players, op.card, n, chosen,
                                                         op.rule, work.item.source))
    if done is None:
        return False
    work, chosen = done
    ops = work.item.effect.ops  # ("work.index": the instruction after this one)
    if work.index < len(ops) and ops[work.index].if_paid == COULDNT:
        # "sacrifice a creature. if you can't, ..." (``COULDNT``): whether the player did
        state.resolving = attrs.evolve(work, chosen=(), unpaid=not chosen)
    else:
        state.resolving = attrs.evolve(work, chosen=())
    for player in players:
        mine = tuple(pid for pid in chosen if state.permanents[pid].zone is Zone.BATTLEFIELD
                     and state.permanents[pid].controller == player)
        sacrifice_these(state, work, player, mine)
    return True


__all__ = ["edict", "of_kinds", "sacrifice_question"]
