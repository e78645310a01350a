"""A variable number of targets (CR 601.2c, 107.3, 115.3): "X target artifacts" and "any
number of target creatures" (``TargetSpec.count``, read by ``sim.text.x_target_rules`` as
two optional slots of one phrase, the last target phrase of its spell or ability).

CR 601.2b: the value of X is announced before targets are chosen; 601.2c: "the player
announces their choice of an appropriate player, object, or zone for each target the spell
requires. A spell may require some targets only if ... ; it may require a variable number of
targets", the number chosen as the targets are: for "X target ..." exactly X (X is at most
the legal targets there are, as a player can't announce an X they can't complete: the X
offered is bounded, ``x_cap``), for "any number of target ..." zero or more; 115.3: the same
object can't be chosen more than once for one instance of the word "target".

As the phrase's first slot is about to be chosen, ``opened`` rewrites the item's program so
the phrase is that many slots (``up_to_slots``: required ones for X — "each of X target ...",
each kept from the phrase's earlier choices, ``target_specs.other_than`` — optional ones
for "any number"); with none, one empty slot (``NO_TARGET``), the spell then having no
target and resolving (608.2b only counters one whose targets are all illegal). Everything
after (candidates, the choice, what the instruction acts on as it resolves: each target
still legal, 608.2b) reads the opened slots. A program with no variable phrase pays one
check of its last target slot."""

from __future__ import annotations

import attrs

from sim.model import board
from sim.model.programs import Program, up_to_slots
from sim.model.stack_objects import NO_TARGET, StackItem
from sim.model.state import GameState
from sim.model.target_specs import (
    ANY_COUNT,
    DIVIDED_CAST_COUNT,
    DIVIDED_COUNT,
    UP_TO_X_COUNT,
    X_COUNT,
    X_COUNTS,
    TargetSpec,
)
from sim.rules import targeting

#: the counts opened (not ``LATE_COUNT``)
_OPENED = frozenset({X_COUNT, ANY_COUNT, UP_TO_X_COUNT, DIVIDED_COUNT, DIVIDED_CAST_COUNT})
#: divided damage's (CR 601.2d)
_DIVIDED = frozenset({DIVIDED_COUNT, DIVIDED_CAST_COUNT})


def counted(item: StackItem) -> bool:
    """Whether ``item``'s last target phrase is "X target ...": X is announced (601.2b)."""
    specs = item.effect.targets
    return bool(specs) and specs[-1].count in X_COUNTS


def x_cap(state: GameState, item: StackItem, most: int) -> int:
    """``most``, at most the legal targets of "X target ..." (601.2c: X different ones,
    115.3); unchanged for an item with no such phrase."""
    specs = item.effect.targets
    if not specs or specs[-1].count != X_COUNT:
        return most
    spec = specs[-1]
    found = targeting.candidates(state, spec, item)
    if spec.single_graveyard:  # "X target cards from a single graveyard": one player's
        owners = [state.permanents[c].owner for c in found]
        return min(most, max((owners.count(o) for o in owners), default=0))
    return min(most, len(found))


def opened(state: GameState) -> StackItem:
    """The object being put on the stack, its variable target phrase opened into the number
    of slots chosen when that phrase's first target is next (601.2c); unchanged otherwise."""
    casting = state.casting
    assert casting is not None
    item: StackItem = casting.item
    specs = item.effect.targets
    if not specs or specs[-1].count not in _OPENED or len(item.targets) != specs[-1].among:
        return item
    spec, first = specs[-1], specs[-1].among
    if spec.as_cast is not None:  # "where X is <count> as you cast ~": X is counted now
        item = attrs.evolve(item, x=board.counted(state, spec.as_cast,
                                                  state.permanents[item.source]))
    exact = spec.count == X_COUNT
    n = len(targeting.candidates(state, spec, item)) if spec.count == ANY_COUNT else item.x
    slots: list[TargetSpec]
    targets = item.targets
    if n:
        slots = up_to_slots(attrs.evolve(spec, count="", up_to=n, exactly=exact), first)
        if spec.count in _DIVIDED:  # 601.2d: divided damage has at least one target
            slots[0] = attrs.evolve(slots[0], optional=False)
    else:  # no target: one slot left empty
        slots = [attrs.evolve(spec, count="", up_to=1, exactly=False, optional=True)]
        targets = (*targets, NO_TARGET)
    item = attrs.evolve(item, program=_with_targets(item, (*specs[:first], *slots)),
                        targets=targets)
    state.casting = attrs.evolve(casting, item=item)
    return item


def _with_targets(item: StackItem, targets: tuple[TargetSpec, ...]) -> Program:
    """``item``'s program with its effect's (its chosen mode's, 700.2) targets ``targets``."""
    program = item.program
    if item.mode < 0:
        return attrs.evolve(program, targets=targets)
    modes = list(program.modes)
    modes[item.mode] = attrs.evolve(modes[item.mode], targets=targets)
    return attrs.evolve(program, modes=tuple(modes))


__all__ = ["counted", "opened", "x_cap"]
