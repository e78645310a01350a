"""The damage the latest damage instruction of a resolving spell or ability dealt (CR 608.2c,
120.3): "Corrupt deals damage to any target equal to the number of Swamps you control. You
gain life equal to the damage dealt this way" (``GAIN_DEALT``). ``sim.rules.damage.deal_damage``
notes, as damage is dealt while an object resolves, the total its source dealt in that one
batch (``Resolving.dealt``, with the instruction that dealt it): damage prevented (615) or
dealt to nothing (120.1a) is not dealt, and neither is damage of another source dealt at the
same time (a reflected share)."""

from __future__ import annotations

import attrs

from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.life import gain_life


def note_dealt(state: GameState, dealt: dict[str, int]) -> None:
    """Keep on ``state.resolving`` the damage its source dealt in the batch just dealt
    (``dealt``: each source's total), for "the damage dealt this way" after it."""
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, dealt=dealt.get(current.item.source, 0),
                                       dealt_by=current.index)


def gain_dealt(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"You gain life equal to the damage dealt this way" (CR 608.2c, 119.3): the damage the
    instruction before it dealt, all of it (a creature dealt more than its toughness, a player
    brought below 0 life: all of it was dealt, 120.3); none dealt, no life is gained
    (119.3: 0 life is no gain)."""
    current = state.resolving  # only the instruction just before it (none dealt: 0)
    dealt = current.dealt if current is not None and current.dealt_by == current.index - 1 \
        else 0
    for o in objects:
        if o in state.players and dealt > 0:
            gain_life(state, o, dealt, work.item.name)  # 119.7: unless they can't
    return True
