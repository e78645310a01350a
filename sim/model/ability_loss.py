"""Losing all abilities (issue 29, loseabil; CR 613.1f, 613.7): "until end of turn, target
creature loses all abilities and becomes a green Snake with base power and toughness 1/1",
"it loses all abilities until end of turn".

An effect that makes an object lose all abilities (``Effect.strip``) applies in layer 6 with
its timestamp (613.7a): the object's own abilities — keywords, static, triggered, activated
and mana abilities, the intrinsic mana ability of a basic land type too (305.6) — and those
granted to it earlier are gone; an ability granted later (an effect with a later timestamp, a
static ability of a permanent that arrived later, an Aura or Equipment attached later,
613.7e) still applies. A characteristic-defining ability is lost with the others: those that
apply in earlier layers (changeling, 702.73a, layer 4; devoid, 702.114a, layer 5) have
already applied (613.1, 613.3), one defining power and toughness (layer 7a, 604.3) has not.

While such an effect applies, the permanent's ``card`` is its card stripped of its abilities
(``stripped``, set by ``sim.model.board.retype`` through
``sim.model.characteristic_layers.changed_card``, the printed card kept in
``Permanent.printed``), so every reader of its abilities (activating, triggering, mana, static
abilities, the last known information) sees none; its keywords go through
``characteristic_layers.layered_keywords`` (``Effect.remove`` holds every keyword bit) and its
parameterised abilities through ``layered_params``. A board with no such effect pays nothing:
``Board`` reaches this module only through an effect with ``strip`` set."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

import attrs

from sim.model.abilities import Param, Static
from sim.model.card import CardDef
from sim.model.keywords import Kw
from sim.model.objects import Effect, Permanent, Zone

__all__ = ["LOSABLE", "QUALITIES", "kept_sources", "layered_params", "lost_on_leaving",
           "stripped", "strips"]

#: the keyword bits whose abilities apply before layer 6 (changeling: every creature type,
#: layer 4, 702.73a; devoid: colorless, layer 5, 702.114a): kept by a stripped card
_EARLIER = int(Kw.CHANGELING) | int(Kw.DEVOID)
#: the restrictions and requirements an effect or another object's static ability states of
#: a creature ("target creature can't block this turn", "enchanted creature can't attack"):
#: qualities, not abilities (CR 112.12), so losing all abilities keeps them (its own printed
#: ones are abilities: its card is stripped of them)
_QUALITIES = int(Kw.CANT_ATTACK | Kw.CANT_BLOCK | Kw.CANT_ATTACK_ALONE | Kw.CANT_BLOCK_ALONE |
                 Kw.ATTACKS_ALONE | Kw.UNBLOCKABLE | Kw.EXCEPT_BY_TWO | Kw.EXCEPT_BY_THREE |
                 Kw.ONE_BLOCKER | Kw.BLOCKS_ONLY_FLYERS | Kw.BLOCK_ADDITIONAL | Kw.BLOCK_ANY |
                 Kw.ATTACKS_EACH_COMBAT | Kw.ATTACKS_EACH_TURN | Kw.BLOCKS_EACH_COMBAT |
                 Kw.LURE | Kw.MUST_BE_BLOCKED | Kw.ATTACKS_WITH_ANY | Kw.LEADS_ATTACK |
                 Kw.UNPREVENTABLE | Kw.ASSIGNS_TOUGHNESS | Kw.AS_THOUGH_UNBLOCKED |
                 Kw.DOESNT_UNTAP | Kw.DISABLED | Kw.NO_COMBAT_DAMAGE)
#: the restrictions and requirements stated of a creature (``sim.text.attached_lists``)
QUALITIES = Kw(_QUALITIES)
#: every other keyword bit: what losing all abilities removes in layer 6 (``Effect.remove``)
LOSABLE = Kw(sum(int(k) for k in Kw if int(k) and not int(k) & (_EARLIER | _QUALITIES)))


class _Board(Protocol):
    """What this module reads of the board (``sim.model.board.Board``)."""

    permanents: dict[str, Permanent]
    effects: list[Effect]
    static_sources: tuple[str, ...] | None

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[tuple[Permanent, Static]]:
        """The static abilities granting ``pid`` abilities, with their sources."""


def strips(board: _Board, pid: str) -> list[Effect]:
    """The effects making ``pid`` lose all abilities, in timestamp order."""
    return [e for e in board.effects if e.strip and pid in e.affected]


def stripped(card: CardDef) -> CardDef:
    """``card`` with no abilities (CR 613.1f): no keywords (but changeling's and devoid's,
    applied in earlier layers), parameterised, static, triggered, activated or mana abilities,
    no abilities to grant an object it is attached to."""
    return attrs.evolve(card, keywords=Kw(int(card.keywords) & _EARLIER), params=frozenset(),
                        statics=(), mana=0, mana_adds=(), activated=(), triggered=(),
                        granted=(), abilities_lost=True)


def _key(perm: Permanent) -> str:
    """A static ability's source as one object with one timestamp (as
    ``characteristic_layers._key``: 613.7a, 613.7e)."""
    return f"{perm.id}#{perm.moves}@{perm.attached_to}"


def kept_sources(board: _Board, perm: Permanent) -> Iterable[Permanent]:
    """The permanents whose Auras' and Equipment's granted abilities ``perm`` has (CR 613.7e:
    attached before the latest effect making it lose all abilities, they are lost): all of
    them when no such effect applies to it."""
    if not board.effects or perm.zone is not Zone.BATTLEFIELD:
        return board.permanents.values()
    latest = None
    for e in board.effects:
        if e.strip and perm.id in e.affected:
            latest = e
    if latest is None:
        return board.permanents.values()
    return [p for p in board.permanents.values() if _key(p) not in latest.before]


def _latest(board: _Board, pid: str) -> int:
    """The index in ``board.effects`` of the latest effect making ``pid`` lose all abilities
    (-1: none)."""
    latest = -1
    for i, e in enumerate(board.effects):
        if e.strip and pid in e.affected:
            latest = i
    return latest


def kept_grants(board: _Board, pid: str) -> Iterable[tuple[Permanent, Static]]:
    """The static abilities granting ``pid`` abilities it still has (CR 613.7a: after the
    latest effect making it lose all abilities, only those whose source arrived later)."""
    latest = _latest(board, pid) if board.effects else -1
    if latest < 0:
        return board._grants(pid)
    before = board.effects[latest].before
    return [(source, s) for source, s in board._grants(pid) if _key(source) not in before]


def kept_effects(board: _Board, pid: str) -> list[Effect]:
    """The effects whose abilities ``pid`` still has: those later than the latest effect
    making it lose all abilities (CR 613.7a), all without one."""
    latest = _latest(board, pid) if board.effects else -1
    return board.effects if latest < 0 else board.effects[latest + 1:]


def layered_params(board: _Board, pid: str) -> frozenset[Param]:
    """``pid``'s parameterised abilities in layer 6 with an effect making it lose all
    abilities (CR 613.1f, in timestamp order, 613.7): its own are gone (its card is stripped);
    a static ability grants its own after the latest such effect only when its source arrived
    (or was attached) after it; an effect's after the latest such effect only."""
    latest = -1
    for i, e in enumerate(board.effects):
        if e.strip and pid in e.affected:
            latest = i
    if latest < 0:
        return board.permanents[pid].card.params
    out = board.permanents[pid].card.params
    before = board.effects[latest].before
    if board.static_sources is None or board.static_sources:
        for source, static in board._grants(pid):
            if static.params and _key(source) not in before:
                out = out | static.params
    for e in board.effects[latest + 1:]:
        if e.params and pid in e.affected:
            out = out | e.params
    return out


def lost_on_leaving(known: dict[str, Permanent], card: Permanent) -> bool:
    """Whether ``card``, off the battlefield, left it last as an object with no abilities
    (its last known information, CR 603.10a, 113.7a): its leaves-the-battlefield abilities
    look back in time and don't trigger (603.6c)."""
    if card.zone is Zone.BATTLEFIELD:
        return False
    last = known.get(card.id)
    return last is not None and last.card.abilities_lost and last.moves == card.moves - 1
