"""The Ring tempts you (CR 701.54; ``sim.model.ring_verbs``): the instruction, the choice of a
Ring-bearer, and the triggered abilities of the emblem named The Ring.

* CR 701.54a-b: as "the Ring tempts you" resolves, its controller chooses a creature they
  control (a ``PERMANENT_CHOICE`` when several; none when they control none, 701.54b), which
  becomes (or remains) their Ring-bearer: the designation of the one before ends, the chosen
  one's begins (a continuous effect that lasts while they control it; it makes it legendary,
  701.54c, 205.4a). Choosing the same creature again is still choosing it.
* CR 701.54c: they get the emblem if they have none, and it gains its next ability
  (``Player.ring`` counts the temptations; the emblem has the first four at most). The Ring
  tempts them even with no creature to choose: the ``RingTempted`` event is logged either way
  ("whenever the Ring tempts you", ``sim.rules.player_triggers``).
* The emblem's triggered abilities (701.54c; an emblem is controlled by its owner, 114.2, and
  its abilities have no source object, as the monarch's, 724.2): "whenever your Ring-bearer
  attacks, draw a card, then discard a card" (2nd); "whenever your Ring-bearer becomes blocked
  by a creature, that creature's controller sacrifices it at end of combat" (3rd: a delayed
  triggered ability, 603.7a, about that creature, 603.7c); "whenever your Ring-bearer deals
  combat damage to a player, each opponent loses 3 life" (4th). ``ring_triggers``, asked by
  ``sim.rules.triggers`` only while a continuous effect exists.
* The first ability's "can't be blocked by creatures with greater power" is a blocking
  restriction (509.1b; ``sim.model.ring_verbs.ring_block_problems``).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.board import retype
from sim.model.events import AttackerDeclared, BlockerDeclared, DamageDealt, Event, RingTempted
from sim.model.objects import Duration, Effect, Zone
from sim.model.programs import (
    DISCARD,
    DRAW,
    LOSE_LIFE,
    NEXT_END_OF_COMBAT,
    OPPONENTS,
    THAT,
    YOU,
    Op,
    Program,
)
from sim.model.ring_verbs import LEGENDARY, LEVELS, RING_BEARER, TEMPT
from sim.model.stack_objects import PERMANENT_CHOICE, TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.sacrifice import sacrifice_these

#: "that creature's controller sacrifices it" (CR 701.21a: the emblem's third ability's
#: delayed instruction; its controller, not the ability's, sacrifices it)
ITS_CONTROLLER_SACRIFICES = "its controller sacrifices it"

#: the emblem's triggered abilities' effects (CR 701.54c), by the ability's number
_LOOT = Program("draw a card, then discard a card",
                ops=(Op(DRAW, YOU, amount=1), Op(DISCARD, YOU, amount=1)))
_SACRIFICE = Program("that creature's controller sacrifices it at end of combat",
                     ops=(Op(ITS_CONTROLLER_SACRIFICES, THAT, delayed=NEXT_END_OF_COMBAT),))
_DRAIN = Program("each opponent loses 3 life", ops=(Op(LOSE_LIFE, OPPONENTS, amount=3),))


def bearer_options(state: GameState, player: str) -> tuple[str, ...]:
    """The creatures ``player`` may choose as their Ring-bearer (CR 701.54a)."""
    return tuple(p.id for p in state.creatures(player))


def tempt(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"The Ring tempts you" (CR 701.54a-c): the controller chooses their Ring-bearer among
    the creatures they control (False while the choice waits), the emblem gains its next
    ability, and ``RingTempted`` is logged."""
    player = work.item.controller
    if player not in objects or state.players[player].lost:
        return True
    options = bearer_options(state, player)
    pick = "" if not options else options[0] if len(options) == 1 else \
        answer(state, work, PERMANENT_CHOICE, options)
    if pick is None:
        return False
    state.players[player].ring += 1  # 701.54c: the emblem, and its next ability
    old = [e for e in state.effects if e.description == RING_BEARER and e.controller == player]
    if old:  # 701.54a: "until another creature becomes your Ring-bearer"
        state.effects = [e for e in state.effects if not any(e is x for x in old)]
        for e in old:
            retype(state, e.source)
    if pick:
        state.add_effect(Effect(frozenset({pick}), Duration.WHILE_CONTROLLED,
                                description=RING_BEARER, types=(LEGENDARY,), source=pick,
                                controller=player))
    state.record_events = True  # the emblem's abilities read the event stream
    state.version += 1
    state.changes += 1
    state.log(RingTempted, player=player, bearer=pick,
              moves=state.permanents[pick].moves if pick else 0)
    return True


def its_controller_sacrifices(state: GameState, work: Resolving, op: fx.Op,
                              objects: list[str], n: int) -> bool:
    """"That creature's controller sacrifices it" (CR 701.21a): each of ``objects`` still on
    the battlefield (the same object, 603.7c) is sacrificed by its controller."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is Zone.BATTLEFIELD:
            sacrifice_these(state, work, perm.controller, (o,))
    return True


def ring_triggering(state: GameState) -> bool:
    """Whether an emblem has a triggered ability (its second, CR 701.54c) and its owner a
    Ring-bearer, or the active player's emblem all four (a Ring-bearer that died as it dealt
    combat damage, ``_former``): events must be looked at. No look at the effects while none
    exists."""
    return bool(state.effects) and any(
        e.description == RING_BEARER and state.players[e.controller].ring >= 2
        for e in state.effects) or _all_four(state)


def _all_four(state: GameState) -> bool:
    """Whether the active player's emblem has its four abilities (CR 701.54c)."""
    player = state.players.get(state.active)
    return player is not None and player.ring >= LEVELS


def ring_triggers(state: GameState, batch: list[Event]) -> list[StackItem]:
    """The emblems' triggered abilities that ``batch`` triggers (CR 701.54c): each Ring-bearer's
    attack (2nd ability), each creature blocking it (3rd, ``that`` the blocker), its combat
    damage to a player (4th)."""
    if not any(p.ring >= 2 for p in state.players.values()):
        return []
    levels = {e.source: (e.controller, min(LEVELS, state.players[e.controller].ring))
              for e in state.effects if e.description == RING_BEARER}
    out: list[StackItem] = []
    for e in batch:
        if isinstance(e, AttackerDeclared) and e.attacker in levels:
            owner, level = levels[e.attacker]
            if level >= 2:
                out.append(StackItem("", TRIGGER, owner, "", "The Ring: your Ring-bearer "
                                     "attacks (CR 701.54c)", _LOOT))
        elif isinstance(e, BlockerDeclared) and e.attacker in levels:
            owner, level = levels[e.attacker]
            if level >= 3:
                out.append(StackItem("", TRIGGER, owner, "", "The Ring: your Ring-bearer "
                                     "becomes blocked (CR 701.54c)", _SACRIFICE, that=e.blocker))
        elif isinstance(e, DamageDealt) and e.combat and e.amount > 0 and \
                e.target in state.players:
            owner, level = levels.get(e.source) or _former(state, e.source)
            if level >= 4:
                out.append(StackItem("", TRIGGER, owner, "", "The Ring: your Ring-bearer deals "
                                     "combat damage to a player (CR 701.54c)", _DRAIN))
    return out


def _former(state: GameState, pid: str) -> tuple[str, int]:
    """The owner of the emblem and its abilities (CR 701.54c) whose Ring-bearer ``pid`` was
    as it dealt combat damage, when it has left the battlefield since (its designation ended
    then, 400.7: dealt lethal damage at the same time, it died before the triggered
    abilities were looked at, 704.3): the last time the Ring tempted the player who controlled
    it, they chose that object; else ("", 0)."""
    perm, known = state.permanents.get(pid), state.last_known.get(pid)
    if perm is None or perm.zone is Zone.BATTLEFIELD or known is None or \
            state.players[known.controller].ring < LEVELS:
        return "", 0
    for e in reversed(state.events):
        if isinstance(e, RingTempted) and e.player == known.controller:
            return (known.controller, LEVELS) if e.bearer == pid and \
                e.moves == known.moves else ("", 0)
    return "", 0


#: the instructions this module runs (``sim.rules.effect_ops.OPS``)
RING_OPS = {TEMPT: tempt, ITS_CONTROLLER_SACRIFICES: its_controller_sacrifices}
