"""The source of a damage instruction's noncombat damage (issue 29, damage; CR 120.3, 608.2h).

A damage instruction is dealt by the resolving object's source: the spell itself, or the
permanent whose ability it is (a permanent on the battlefield with its current deathtouch and
lifelink, 702.2e, 702.15b). A triggered ability about another object that says "it deals N
damage to <who>" ("whenever enchanted creature attacks, it deals 1 damage to any target";
``sim.model.damage_verbs.DAMAGE_SOURCE``) has that object deal it (CR 120.3: the damage is dealt
by the object named as its source); gone from the battlefield, it deals the damage as it last
existed there, with the abilities it had then (CR 608.2h, 113.7a). A source the instruction
names that no longer exists as any known object deals nothing.
"""

from __future__ import annotations

from sim.model.damage_records import DamageEvent
from sim.model.damage_verbs import DAMAGE_SOURCE
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.damage import damage_event
from sim.rules.effect_objects import who


def _named_source(op: Op) -> str:
    """The reference of the object ``op`` names as its damage's source ("" for the ability's
    own source)."""
    for key, value in op.params:
        if key == DAMAGE_SOURCE:
            return value
    return ""


def sourced_events(state: GameState, work: Resolving, op: Op,
                   shares: list[tuple[str, int]]) -> list[DamageEvent]:
    """The noncombat damage events of ``shares`` (each recipient with its amount, CR 120.3):
    from the resolving object's source, or from the object ``op`` names (``DAMAGE_SOURCE``),
    as it is now on the battlefield or as it last existed there (608.2h, 113.7a)."""
    item = work.item
    ref = _named_source(op) if op.params else ""
    if not ref:
        source = state.permanents.get(item.source)
        if source is not None and source.zone is Zone.BATTLEFIELD:
            return [damage_event(state, item.source, o, a, combat=False) for o, a in shares]
        return [DamageEvent(item.source, o, a, item.controller, combat=False) for o, a in shares]
    named = who(state, work, ref)
    if not named:
        return []
    pid = named[0]
    perm = state.permanents.get(pid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return [damage_event(state, pid, o, a, combat=False) for o, a in shares]
    known = state.last_known.get(pid)
    if known is None:
        return []
    bits = known.card.keywords
    return [DamageEvent(pid, o, a, known.controller, False, bool(bits & Kw.DEATHTOUCH),
                        bool(bits & Kw.LIFELINK), bool(bits & Kw.INFECT),
                        bool(bits & Kw.WITHER)) for o, a in shares]
