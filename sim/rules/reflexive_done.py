"""Whether an instruction a reflexive triggered ability follows was done (CR 603.12): "when ~
dies, you may exile it. When you do, ...", "when ~ enters, you may tap it. When you do, ...",
"you may return a land | another creature you control to its owner's hand. When you do, ...".
A reflexive ability triggers only if the action before it was performed (603.12: "the
instruction before it was done"); these instructions do nothing when they can't be done — a
card no longer in the graveyard isn't exiled (400.7), a tapped permanent isn't tapped again
(701.26a), a player with no land (no other creature) returns none — so ``noted`` runs the
instruction's own handler and then keeps in ``Resolving.unpaid`` whether it did something
(``sim.rules.reflexive.when_you_do`` reads it).

"If you do, ..." after them ("you may exile it. If you do, return target card ...", "exile
it. If you do, you gain 4 life") reads the same note (118.12 wording). Only the instruction
right before "when you do" or "if you do" pays for the check (the next instruction of the
program, one look): every other goes straight to its handler.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

import attrs

from sim.model import programs as fx
from sim.model.cost_option_verbs import COST_OPTION
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.zone_verbs import RETURN_CHOSEN
from sim.rules.cost_options import pay_cost_option

Handler = Callable[[GameState, Resolving, fx.Op, list[str], int], bool]

#: the instructions ``noted`` checks, and the zone each moves what it acts on to (none: taps)
NOTED: dict[str, Zone | None] = {fx.EXILE: Zone.EXILE, fx.TAP: None,
                                 fx.RETURN_LAND: Zone.HAND,
                                 RETURN_CHOSEN: Zone.HAND}  # "return another creature ..."


#: the instructions done only "if you do" / "if you don't" (CR 118.12 wording)
_IF_DONE = frozenset((fx.PAID, fx.NOT_PAID))


def _lands(state: GameState, player: str) -> list[str]:
    """The lands ``player`` controls: what "return a land you control ..." may return."""
    return [p.id for p in state.battlefield()
            if p.controller == player and "Land" in p.card.types]


def _before(state: GameState, op: fx.Op, objects: list[str]) -> dict[str, int]:
    """The objects ``op`` may act on, each with how many times it has moved (a new object
    each time, CR 400.7; ``Permanent.moves``): untapped permanents for a tap, a player's
    lands for "return a land", permanents and graveyard cards for an exile."""
    if op.verb == fx.RETURN_LAND:
        found = _lands(state, objects[0]) if objects and objects[0] in state.players else []
    else:
        found = [o for o in objects if o in state.permanents and (
            state.permanents[o].zone is Zone.BATTLEFIELD and not (
                op.verb == fx.TAP and state.permanents[o].tapped)
            or op.verb == fx.EXILE and state.permanents[o].zone is Zone.GRAVEYARD)]
    return {o: state.permanents[o].moves for o in found}


def _done(state: GameState, verb: str, before: dict[str, int]) -> bool:
    """Whether the instruction moved one of ``before`` to its zone, or tapped one (603.12)."""
    to = NOTED[verb]
    for o, moves in before.items():
        perm = state.permanents.get(o)
        if perm is None:
            continue
        if to is None and perm.tapped and perm.zone is Zone.BATTLEFIELD and \
                perm.moves == moves or to is not None and perm.zone is to and perm.moves > moves:
            return True
    return False


def noted(handlers: Mapping[str, Handler], state: GameState, work: Resolving, op: fx.Op,
          objects: list[str], n: int) -> bool:
    """Run ``op`` by its own handler (of ``handlers``); right before "when you do" (CR
    603.12) or "if you do" / "if you don't" (118.12 wording) keep in ``Resolving.unpaid``
    whether it was done (looking only at the next instruction: nothing to pay for anywhere
    else). False while it waits for a choice (it runs again with the answer)."""
    handler = handlers[op.verb]
    ops = work.item.effect.ops
    after = ops[work.index] if 0 < work.index < len(ops) and ops[work.index - 1] is op \
        else None  # the instruction after this one (``Resolving.index``: the next one's)
    if after is None or op.if_paid or not (after.verb == fx.WHEN_YOU_DO
                                           or after.if_paid in _IF_DONE):
        return handler(state, work, op, objects, n)
    before = _before(state, op, objects)
    if not handler(state, work, op, objects, n):
        return False
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, unpaid=not _done(state, op.verb, before))
    return True


def noting(handlers: dict[str, Handler]) -> dict[str, Handler]:
    """The handlers of ``NOTED``'s instructions, each run through ``noted``; and of "you may
    <cost>", which notes whether it was paid itself (CR 118.12, ``sim.rules.cost_options``)."""
    run = partial(noted, {verb: handlers[verb] for verb in NOTED})
    return {**dict.fromkeys(NOTED, run), COST_OPTION: pay_cost_option}
