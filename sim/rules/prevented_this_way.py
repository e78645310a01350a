"""Life gained as damage is prevented (CR 615.1a, 608.2c, 119.3): "Prevent the next 3 damage
that would be dealt to any target this turn. You gain life equal to the damage prevented this
way" (Candles' Glow), "The next time a source of your choice would deal damage to you this
turn, prevent that damage. You gain life equal to the damage prevented this way" (Reverse
Damage). The ``GAIN_PREVENTED`` instruction does its prevention instruction, then gives each
prevention effect that made the gain rider (``DamageEffect.gains``): as the effect prevents
damage, ``sim.rules.replacement.commit`` has that player gain that much life, at once (part of
the prevention, not a triggered ability; 0 prevented, none). ``COUNTERS_PREVENTED`` alike: "For
each 1 damage prevented this way, put a +1/+1 counter on that creature" (``DamageEffect.grows``,
122.1: the counters go on the creature the damage was prevented to, as it is prevented)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.this_way_verbs import COUNTERS_PREVENTED

Handler = Callable[[GameState, Resolving, Op, list[str], int], bool]


def gain_prevented(ops: Mapping[str, Handler], state: GameState, work: Resolving, op: Op,
                   objects: list[str], n: int) -> bool:
    """Do the prevention instruction held in ``op.program`` (by its verb's handler in ``ops``;
    False while it waits for a choice, a source), then give the prevention effects it made the
    rider: their controller gains life equal to the damage each prevents (CR 615.1a, 119.3)."""
    assert op.program is not None
    inner = op.program.ops[0]
    before = len(state.damage_effects)
    if not ops[inner.verb](state, work, inner, objects, n):
        return False
    made = state.damage_effects[before:]
    state.damage_effects[before:] = [  # 122.1: the recipient grows, or the controller gains
        attrs.evolve(e, grows=True) if op.verb == COUNTERS_PREVENTED else
        attrs.evolve(e, gains=work.item.controller) for e in made]
    return True
