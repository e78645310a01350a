"""Which damage a prevention effect names (issue 29, prevention; CR 615.1a): the recipients or
sources a group names ("creatures you control", "attacking creatures"), judged as each damage
event would be dealt — the effect modifies no characteristic, so it is not locked to the
objects there as it began (611.2c) — and qualities a source must have ("by artifact
creatures": ``sim.model.protection.quality``, its characteristics now, or as it last existed
if it has left the battlefield: its card). Used by ``sim.rules.replacement``.
"""

from __future__ import annotations

from sim.model.abilities import ALL_CREATURES, OPPONENTS_CREATURES, YOUR_CREATURES, Static
from sim.model.board import matches
from sim.model.damage_records import DamageEvent
from sim.model.objects import Permanent, Zone
from sim.model.prevention_verbs import GROUP, OPPONENTS_SOURCE, YOU_AND, DamageGroup
from sim.model.programs import ENCHANTED_CREATURE, EQUIPPED_CREATURE, SELF, YOU
from sim.model.protection import quality
from sim.model.state import GameState
from sim.rules.targeting import qualifies


def _in_group(state: GameState, group: DamageGroup, obj: str) -> bool:
    """Whether ``obj`` is a permanent of ``group`` now (a player never is)."""
    return obj not in state.players and qualifies(state, group.spec, obj, group.item)


def source_has(state: GameState, kinds: tuple[str, ...], source: str) -> bool:
    """Whether the source ``source`` (a permanent, a spell's card, an ability's source) has
    every quality of ``kinds`` ("artifacts", "creatures", "red"): its card's characteristics
    (a permanent's through the type-changing layer, ``Permanent.card``)."""
    perm = state.permanents.get(source)
    return perm is not None and all(quality(k)(perm.card) for k in kinds)


def sides_fit(state: GameState, event: DamageEvent, to_group: DamageGroup | None,
              by_group: DamageGroup | None, kinds: tuple[str, ...], controller: str | None
              ) -> bool:
    """Whether ``event``'s recipient is in ``to_group`` and its source in ``by_group`` and
    has ``kinds`` (each one given; ``OPPONENTS_SOURCE``: controlled by an opponent of
    ``controller``, the effect's)."""
    if OPPONENTS_SOURCE in kinds:
        if event.source_controller == controller:
            return False
        kinds = tuple(k for k in kinds if k != OPPONENTS_SOURCE)
    if to_group is not None and not _in_group(state, to_group, event.target):
        return False
    if by_group is not None and not _in_group(state, by_group, event.source):
        return False
    return not kinds or source_has(state, kinds, event.source)


def static_sides(state: GameState, source: Permanent, static: Static, who: str,
                 target: str) -> str | None:
    """What a static prevention's ``who`` names from ``source``: ~ itself, its controller
    ("you"), the creature it enchants or equips (CR 303.4, 301.5; None when unattached) — or,
    for a group of creatures, ``target`` if it is one of them now (or, "you and <group>",
    the controller)."""
    if who == SELF:
        return source.id
    if who == YOU:
        return source.controller
    if who in (ENCHANTED_CREATURE, EQUIPPED_CREATURE):
        host = source.attached_to
        perm = None if host is None else state.permanents.get(host)
        return host if perm is not None and perm.zone is Zone.BATTLEFIELD else None
    if who == YOU_AND and target == source.controller:
        return target
    if who in (GROUP, YOU_AND) and _covers(state, source, static, target):
        return target
    return None


def _covers(state: GameState, source: Permanent, static: Static, target: str) -> bool:
    """Whether the creature ``target`` is one the static ability's group names now (CR 611.3:
    ``affects`` and ``only``, seen from ``source``)."""
    perm = state.permanents.get(target)
    if perm is None or perm.zone is not Zone.BATTLEFIELD or not state.is_creature(target):
        return False
    who = static.affects
    if who == YOUR_CREATURES and perm.controller != source.controller or \
            who == OPPONENTS_CREATURES and perm.controller == source.controller or \
            who not in (YOUR_CREATURES, OPPONENTS_CREATURES, ALL_CREATURES):
        return False
    return static.only is None or matches(state, static.only, source, perm)
