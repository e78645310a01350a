"""Soulbond (CR 702.95): two triggered abilities that pair creatures.

702.95a: "When this creature enters, if you control both this creature and another creature
and both are unpaired, you may pair this creature with another unpaired creature you control
for as long as both remain creatures on the battlefield under your control" and "Whenever
another creature you control enters, if you control both that creature and this one and both
are unpaired, you may pair that creature with this creature for as long as both remain
creatures on the battlefield under your control" (``soulbond_triggers``, asked by
``sim.rules.triggers`` for each creature entering). Their intervening "if"s (603.4) are
checked as they trigger and again as they resolve (``holds``, through
``sim.rules.conditions``). The creature the first one pairs with is chosen as it resolves,
among the unpaired creatures its controller controls (a ``PERMANENT_CHOICE`` when there are
several, ``pair_options``); it doesn't target (115.1). 702.95c: as it resolves, if either
creature is no longer a creature, on the battlefield or under its controller's control,
neither becomes paired. 702.95d-e and what "paired" means: ``sim.model.pairing``.
"""

from __future__ import annotations

import attrs

from sim.model.board import retype
from sim.model.keywords import Kw
from sim.model.objects import Permanent, Zone
from sim.model.pairing import pair, partner
from sim.model.programs import SELF, THAT, Op, Program
from sim.model.stack_objects import PERMANENT_CHOICE, TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.move_ops import same_source

#: soulbond, as a plain int (``GameState.keywords``)
SOULBOND = int(Kw.SOULBOND)

#: the instruction "pair ~ with another unpaired creature you control" (``who`` ``SELF``) or
#: "pair that creature with ~" (``who`` ``THAT``, ``amount`` that creature's ``moves`` as it
#: entered: moved since, it is a new object, 400.7; CR 702.95a)
PAIR = "pair"

#: the intervening "if"s of the two abilities (CR 702.95a, 603.4)
ENTERS_IF = "you control both ~ and another creature and both are unpaired"
OTHER_IF = "you control both that creature and ~ and both are unpaired"
CONDITIONS = frozenset((ENTERS_IF, OTHER_IF))

_ENTERS = Program("soulbond: you may pair ~ with another unpaired creature you control",
                  ops=(Op(PAIR, SELF),), optional=True, condition=ENTERS_IF)
_OTHER = Program("soulbond: you may pair that creature with ~", ops=(Op(PAIR, THAT),),
                 optional=True, condition=OTHER_IF)


def _unpaired_yours(state: GameState, perm: Permanent | None, player: str) -> bool:
    """Whether ``perm`` is an unpaired creature on the battlefield under ``player``'s control."""
    return perm is not None and perm.zone is Zone.BATTLEFIELD and perm.controller == player \
        and perm.card.is_creature and not partner(state, perm)


def pair_options(state: GameState, source: str, player: str) -> tuple[str, ...]:
    """The other unpaired creatures ``player`` controls that ``source`` may pair with."""
    return tuple(p.id for p in state.battlefield() if p.id != source
                 and _unpaired_yours(state, p, player))


def holds(state: GameState, player: str, condition: str, source: str,
          that: str | None) -> bool:
    """Whether the intervening "if" ``condition`` of ``source``'s soulbond ability, which
    ``player`` controls, holds now (CR 702.95a, 603.4)."""
    if not _unpaired_yours(state, state.permanents.get(source), player):
        return False
    if condition == ENTERS_IF:
        return bool(pair_options(state, source, player))
    return that is not None and that != source and \
        _unpaired_yours(state, state.permanents.get(that), player)


def soulbond_triggers(state: GameState, pid: str) -> list[StackItem]:
    """The soulbond abilities that trigger as the creature ``pid`` enters: its own, and each
    of the other creatures with soulbond its controller controls (CR 702.95a)."""
    entered = state.permanents.get(pid)
    if entered is None or not entered.card.is_creature:
        return []
    player = entered.controller
    out: list[StackItem] = []
    if entered.card.bits & SOULBOND and state.keywords(pid) & SOULBOND and \
            holds(state, player, ENTERS_IF, pid, None):
        out.append(StackItem("", TRIGGER, player, pid, f"{pid}: {_ENTERS.text}", _ENTERS,
                             moves=entered.moves))
    for perm in state.battlefield():
        if perm.card.bits & SOULBOND and perm.id != pid and perm.controller == player and \
                state.keywords(perm.id) & SOULBOND and holds(state, player, OTHER_IF, perm.id, pid):
            program = attrs.evolve(_OTHER, ops=(Op(PAIR, THAT, amount=entered.moves),))
            out.append(StackItem("", TRIGGER, player, perm.id, f"{perm.id}: {_OTHER.text}",
                                 program, that=pid, moves=perm.moves))
    return out


def pair_op(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Pair the source with the creature chosen (``SELF``: among ``pair_options``, a
    ``PERMANENT_CHOICE`` when several) or with the creature that entered (``THAT``); neither
    becomes paired when either isn't an unpaired creature its controller controls (702.95c).
    False while the choice waits."""
    item = work.item
    player = item.controller
    source = state.permanents.get(item.source)
    if source is None or not same_source(state, work) or \
            not _unpaired_yours(state, source, player):
        return True  # (400.7: a source that left and returned is a new object)
    if op.who == THAT:
        mate = item.that or ""
        other = state.permanents.get(mate)
        if mate == source.id or other is None or other.moves != op.amount or \
                not _unpaired_yours(state, other, player):
            return True
    else:
        options = pair_options(state, source.id, player)
        if not options:
            return True
        pick = options[0] if len(options) == 1 else answer(state, work, PERMANENT_CHOICE,
                                                            options)
        if pick is None:
            return False
        mate = pick
    pair(source, state.permanents[mate])
    regrant(state, source.id, mate)
    return True


def regrant(state: GameState, *pids: str) -> None:
    """The creatures ``pids`` became paired or unpaired: the quoted abilities their pair's
    static abilities grant are brought up to date (CR 702.95b, 613.1f; ``retype``), and the
    other static abilities apply anew."""
    for pid in pids:
        if pid in state.permanents:
            retype(state, pid)  # (it counts a change: static abilities apply anew)


#: the instruction's handler (``sim.rules.effect_ops.OPS``)
SOULBOND_OPS = {PAIR: pair_op}


def choice_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The creatures the resolving "pair ~ with another unpaired creature you control" lets
    its controller choose among."""
    return pair_options(state, work.item.source, work.item.controller)


__all__ = ["CONDITIONS", "ENTERS_IF", "OTHER_IF", "PAIR", "SOULBOND", "SOULBOND_OPS",
           "choice_options", "holds", "pair_op", "pair_options", "regrant", "soulbond_triggers"]
