"""Madness's triggered ability as it resolves (CR 702.35a; ``sim.rules.madness``): its owner
casts the exiled card for its madness cost (702.35b: an alternative cost, 601.2b, 601.2f-h),
or it goes to their graveyard."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.abilities import MADNESS
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.casting import begin_cast, castable_for


def cast_for_madness(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """Its owner chose to cast it (``op.amount`` 1) and it can be cast (a cost they can pay, a
    legal target; timing is no matter, 608.2g): it starts being cast from exile for its
    madness cost (601.2a: the choices follow, ``sim.rules.casting.next_choice``). Declined, or
    it can't be cast: into its owner's graveyard. A card no longer in exile (it left, 400.7)
    is left where it is."""
    card = work.item.source
    perm = state.permanents.get(card)
    if perm is None or perm.zone is not Zone.EXILE:
        return True
    if op.amount and castable_for(state, perm.owner, card, MADNESS):
        begin_cast(state, perm.owner, card, alt=MADNESS)
    else:
        state.move(card, Zone.GRAVEYARD)
    return True
