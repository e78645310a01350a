"""The marks of a damage instruction (``sim.model.excess_verbs``) as its damage is dealt:
"excess damage is dealt to that creature's controller instead" (CR 120.4a) and "the damage
can't be prevented" (615.12)."""

from __future__ import annotations

import attrs

from sim.legality.damage_assignment import lethal_damage
from sim.model.damage_records import DamageEvent
from sim.model.excess_verbs import CANT_BE_PREVENTED, EXCESS_TO_CONTROLLER
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.state import GameState


def excess_shares(state: GameState, op: Op, source: str, shares: list[tuple[str, int]]
                  ) -> list[tuple[str, int]]:
    """``shares`` with the excess of the damage to a creature dealt to its controller instead
    (CR 120.4a): the damage event is modified before it is dealt — the creature is dealt what
    is lethal to it (its toughness less the damage marked on it, ignoring indestructible and
    prevention; 1 from a deathtouch source, 702.2c), its controller the rest, at once; none
    is lethal to a creature with lethal damage already marked (all of it is excess)."""
    if (EXCESS_TO_CONTROLLER, "") not in op.params:
        return shares
    perm = state.permanents.get(source)
    deathtouch = perm is not None and perm.zone is Zone.BATTLEFIELD and \
        state.has(source, Kw.DEATHTOUCH)
    out: list[tuple[str, int]] = []
    for o, amount in shares:
        if not state.is_creature(o):
            out.append((o, amount))
            continue
        lethal = min(amount, lethal_damage(state, o, deathtouch, {}))
        out += [(o, lethal), (state.permanents[o].controller, amount - lethal)]
    return out


def marked_events(op: Op, events: list[DamageEvent]) -> list[DamageEvent]:
    """``events`` that can't be prevented when ``op`` says so (CR 615.12)."""
    if (CANT_BE_PREVENTED, "") not in op.params:
        return events
    return [attrs.evolve(e, unpreventable=True) for e in events]
