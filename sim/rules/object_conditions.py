"""An instruction done only if its one object has a power (issue 29, decks; CR 608.2c:
"target creature you control gets +2/+2 until end of turn if its power is 2"): the condition
(``sim.text.object_condition_text.OBJECT_IF``) is checked as the instruction is carried out,
on the creature's power then, through the layers (208.1, 613.4); an object no longer on the
battlefield has no power to meet it (the instruction does nothing to it anyway, 608.2b)."""

from __future__ import annotations

from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.state import GameState
from sim.text.object_condition_text import OBJECT_IF, its_power


def object_condition_fails(state: GameState, op: Op, objects: list[str]) -> bool:
    """Whether ``op`` is marked ``OBJECT_IF`` and its object's power doesn't meet it now."""
    for key, value in op.params:
        bounds = its_power(value) if key == OBJECT_IF else None
        if bounds is None:
            continue
        least, most = bounds
        for o in objects:
            perm = state.permanents.get(o)
            if perm is None or perm.zone is not Zone.BATTLEFIELD or not state.is_creature(o):
                return True
            power = state.power(o)
            if least >= 0 and power < least or most >= 0 and power > most:
                return True
        return not objects
    return False
