"""Fights and bites as spells and abilities resolve (issue 29, fight): "<first> fights
<second>" (CR 701.14a-b), "<source> deals damage equal to its power to <who>" and "<creature>
deals damage to itself equal to its power" (CR 120.3), and the rider "if a creature dealt
damage this way would die this turn, exile it instead" (CR 614.1a, 614.6).

The damage is noncombat damage through the one pipeline (``sim.rules.replacement.deal``,
``sim.rules.noncombat.fight_action``). A bite's source that has left the battlefield (a "when
~ dies" trigger, an ability whose cost sacrificed it) deals damage equal to its power as it
last existed on the battlefield, with its abilities then (CR 608.2h, 113.7a:
``GameState.last_known``); a target that has become illegal deals and is dealt nothing
(608.2b).
"""

from __future__ import annotations

from sim.model.abilities import CANT_REGENERATE, EXILE_IF_DIES
from sim.model.damage_records import DamageEvent
from sim.model.events import DamageDealt, StackResolved, StepBegan, TurnBegan
from sim.model.fight_verbs import (
    BITE_ITSELF,
    EXILE_DAMAGED,
    EXILE_IF_IT_DIES,
    FIGHT,
    SACRIFICED_BITE,
)
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Zone
from sim.model.programs import BITE, THAT, Op
from sim.model.stack_objects import ABILITY, Resolving
from sim.model.state import GameState
from sim.rules.damage import damage_event
from sim.rules.effect_objects import who
from sim.rules.noncombat import fight_action
from sim.rules.replacement import deal


def _source_event(state: GameState, source: str, target: str) -> DamageEvent | None:
    """Damage equal to ``source``'s power to ``target``: on the battlefield, its power and
    abilities now; gone, as it last existed there (CR 608.2h, 113.7a); None when it is no
    creature or its power is 0 or less (120.8: no damage)."""
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        if not state.is_creature(source):
            return None
        power = state.power(source)
        return damage_event(state, source, target, power, combat=False) if power > 0 else None
    known = state.last_known.get(source)
    if known is None or known.known_pt is None or known.known_pt[0] <= 0:
        return None
    bits = known.card.keywords
    return DamageEvent(source, target, known.known_pt[0], known.controller, False,
                       bool(bits & Kw.DEATHTOUCH), bool(bits & Kw.LIFELINK),
                       bool(bits & Kw.INFECT), bool(bits & Kw.WITHER))


def _can_be_dealt(state: GameState, target: str) -> bool:
    """Whether ``target`` can be dealt damage (CR 120.1a): a player, or a creature or
    planeswalker on the battlefield."""
    return target in state.players or state.is_creature(target) or \
        state.is_planeswalker(target)


def first_creature(state: GameState, work: Resolving, ref: str) -> list[str]:
    """The creature ``Op.rule`` names (a fight's first, a bite's source): "it" in an activated
    ability that names no target before it is its source (CR 602.2, 608.2c; an activated
    ability is about no other object: ``THAT`` names none)."""
    item = work.item
    if ref == THAT and item.kind == ABILITY and item.that is None:
        return [item.source]
    return who(state, work, ref)


def bite(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"<source> deals damage equal to its power to <who>" (CR 120.3): the first creature
    ``Op.rule`` names is the source (gone: its last known information, 608.2h); a target
    source no longer legal deals none (608.2b)."""
    sources = first_creature(state, work, op.rule)
    if not sources:
        return True
    events = [e for e in (_source_event(state, sources[0], o) for o in objects
                          if _can_be_dealt(state, o)) if e is not None]
    return not events or deal(state, events) is not None


def bite_itself(state: GameState, work: Resolving, op: Op, objects: list[str],
                n: int) -> bool:
    """"<creature> deals damage to itself equal to its power" (CR 120.3): each creature is
    the source and the recipient; several are dealt their damage at once."""
    events = [e for e in (_source_event(state, o, o) for o in objects
                          if state.is_creature(o)) if e is not None]
    return not events or deal(state, events) is not None


def fight(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"<first> fights <second>" (CR 701.14a): each deals damage equal to its power to the
    other at once; if either is no longer a creature on the battlefield, or is an illegal
    target as the spell or ability resolves, no damage is dealt (701.14b)."""
    firsts = first_creature(state, work, op.rule)
    if not firsts or not objects:
        return True
    return fight_action(state, firsts[0], objects[0]) is not None


def damaged_this_way(state: GameState, source: str, walkers: bool = False) -> list[str]:
    """The creatures (and planeswalkers: ``walkers``) ``source`` has dealt damage to as the
    object now resolving resolves: the damage events since the last resolution, step or turn
    began (CR 120.1)."""
    out: list[str] = []
    events = state.events
    i = len(events) - 1
    while i >= 0:  # (a plain loop: mypyc and reversed())
        e = events[i]
        if isinstance(e, (StackResolved, StepBegan, TurnBegan)):
            break
        if isinstance(e, DamageDealt) and e.source == source and e.amount > 0 and \
                (state.is_creature(e.target) or walkers and state.is_planeswalker(e.target)) \
                and e.target not in out:
            out.append(e.target)
        i -= 1
    return out


def exile_damaged(state: GameState, work: Resolving, op: Op, objects: list[str],
                  n: int) -> bool:
    """"If a creature dealt damage this way would die this turn, exile it instead" (CR
    614.1a, 614.6): each creature the resolving object's damage reached gets a replacement
    effect on its dying until the turn ends, in place before the state-based actions that
    see the damage (704.3)."""
    item = work.item
    for creature in damaged_this_way(state, item.source, op.rule == "permanent"):
        _exile_instead(state, creature, item.name)
    return True


def exile_if_it_dies(state: GameState, work: Resolving, op: Op, objects: list[str],
                     n: int) -> bool:
    """"If that creature [or planeswalker] would die this turn, exile it instead" (CR
    614.1a): a replacement effect on its dying until the turn ends (a planeswalker dies too,
    700.4), whether or not it was dealt damage; a target no longer legal gets none (608.2b)."""
    walkers = op.rule.endswith("planeswalker")  # "that creature": a creature only
    whole = op.rule.startswith("if it's a creature")  # and it can't be regenerated (701.19c)
    for pid in objects:
        if state.is_creature(pid) or walkers and state.is_planeswalker(pid):
            _exile_instead(state, pid, work.item.name, whole)
    return True


def _exile_instead(state: GameState, pid: str, name: str, unregenerable: bool = False) -> None:
    params = {(EXILE_IF_DIES, "")} | ({(CANT_REGENERATE, "")} if unregenerable else set())
    state.add_effect(Effect(frozenset([pid]), Duration.END_OF_TURN, params=frozenset(params),
                            description=f"{name}: exiled if it would die"))


def sacrificed_bite(state: GameState, work: Resolving, op: Op, objects: list[str],
                    n: int) -> bool:
    """"~ deals damage equal to the sacrificed creature's power to <who>" (CR 120.3, 608.2h):
    the creature sacrificed to pay the cost (``StackItem.sacrificed``), as it last existed on
    the battlefield, gives the amount; ~ (the spell, or the ability's source) deals it."""
    item = work.item
    known = [state.last_known.get(pid) for pid in item.sacrificed]
    powers = [k.known_pt[0] for k in known if k is not None and k.known_pt is not None]
    if not powers or powers[0] <= 0:
        return True
    source = state.permanents.get(item.source)
    on = source is not None and source.zone is Zone.BATTLEFIELD
    events = [damage_event(state, item.source, o, powers[0], combat=False) if on else
              DamageEvent(item.source, o, powers[0], item.controller, combat=False)
              for o in objects if _can_be_dealt(state, o)]
    return not events or deal(state, events) is not None


#: each verb's handler (``sim.rules.effect_ops.OPS``)
FIGHT_OPS = {FIGHT: fight, BITE: bite, BITE_ITSELF: bite_itself, EXILE_DAMAGED: exile_damaged,
             EXILE_IF_IT_DIES: exile_if_it_dies, SACRIFICED_BITE: sacrificed_bite}
