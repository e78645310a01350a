""""If it's a(n) <kind>, <instruction>" (``sim.text.it_is_text``; CR 608.2c): the instruction
is done only if the object it acts on is, as it is done, of that kind (its characteristics
now, through the layers, 613); an object no longer there (or an illegal target, 608.2b) is
none."""

from __future__ import annotations

from sim.model.it_is_kinds import IT_IS, is_kind, kind_words
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.effect_objects import who


def not_that_kind(state: GameState, work: Resolving, op: Op) -> bool:
    """Whether ``op`` has an ``IT_IS`` condition its object doesn't meet."""
    for key, value in op.params:
        if key == IT_IS:
            kind = kind_words(value)
            objects = [state.permanents.get(o) for o in who(state, work, op.who)]
            return not objects or not all(
                p is not None and p.zone is Zone.BATTLEFIELD and is_kind(p.card, kind)
                for p in objects)
    return False
