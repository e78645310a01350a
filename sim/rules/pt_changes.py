"""Switching and doubling a creature's power and toughness until end of turn (the verbs of
``sim.model.pt_verbs``): "switch target creature's power and toughness until end of turn" (CR
613.4d), "double ~'s power until end of turn" (701.10a-c). Each affected object is fixed as the
instruction is done (611.2c) and must still be a creature on the battlefield (608.2b: one that
left is a new object, 400.7)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as fx
from sim.model.objects import Duration, Effect
from sim.model.pt_verbs import DOUBLED, SWITCH_PT
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.crew_triggers import modifiable
from sim.rules.source_durations import add_lasting


def switch_pt(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """"Switch <creature>'s power and toughness until end of turn" (CR 613.4d): an effect of
    layer 7d, applied after every change of 7c whatever its timestamp (a +3/+0 given later still
    counts before the switch); two switches of the same creature cancel out."""
    affected = frozenset(o for o in objects if modifiable(state, o))
    if affected:
        add_lasting(state, work, Effect(affected, Duration.END_OF_TURN, switched=True,
                                        description=work.item.name))
    return True


def double_pt(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """"Double <creature>'s power [and toughness] until end of turn" (CR 701.10a-c): the creature
    gets +X/+0 (+0/+Y, +X/+Y), X its power and Y its toughness as the instruction is done (a 7c
    modification, not a set value, 701.10a); a negative value doubles to a lower one (701.10c:
    -X, X the difference between 0 and it, which is adding it once more). Each creature gets its
    own bonus."""
    power, toughness = DOUBLED[op.verb]
    for o in objects:
        if modifiable(state, o):
            p, t = state.power(o), state.toughness(o)
            add_lasting(state, work, Effect(frozenset([o]), Duration.END_OF_TURN,
                                            p if power else 0, t if toughness else 0,
                                            description=work.item.name))
    return True


#: the handlers of ``sim.model.pt_verbs`` (``sim.rules.effect_ops.OPS``)
PT_OPS: dict[str, Callable[[GameState, Resolving, fx.Op, list[str], int], bool]] = {
    SWITCH_PT: switch_pt, **dict.fromkeys(DOUBLED, double_pt)}
