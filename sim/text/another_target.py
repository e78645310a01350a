"""What "another target ..." is other than (CR 115.1, 115.3, 601.2c): after an earlier target
of the same spell or ability that could be the same object, "another target creature" is
other than that target ("target creature gets +1/+1 until end of turn. another target
creature gets -1/-1 until end of turn": one creature can't be both, while 115.3 alone would
let one object be the target of two "target" words); with no such earlier target it is other
than the source ("~ deals 1 damage to another target creature")."""

from __future__ import annotations

import attrs

from sim.model.target_specs import TargetSpec
from sim.text.linked_targets import linked
from sim.text.x_target_rules import variable_after

#: the types of a target that is a player only: never the same object as a permanent or card
_PLAYER = frozenset({"player"})


def distinct(phrase: TargetSpec, targets: list[TargetSpec], that_player: bool) -> TargetSpec:
    """The target slot of ``phrase``, read after ``targets`` (the earlier target slots of the
    same spell or ability), its "that player" linked (``linked``); "another target ..." made
    other than the last earlier target it could
    share an object with (a target of the same zone, not a player only; ``TargetSpec.among``:
    ``sim.rules.casting`` leaves that target out, 115.3, ``target_specs.other_than``),
    instead of other than the source (``TargetSpec.other``); unchanged with no such earlier
    target, and for a phrase of "up to N" slots."""
    phrase = variable_after(phrase, targets)  # (601.2c: a variable phrase is the last one)
    spec = linked(phrase, targets, that_player)  # ("... that player controls")
    if not spec.other or spec.up_to:
        return spec
    earlier = [k for k, t in enumerate(targets) if t.zone == spec.zone and t.types != _PLAYER]
    if not earlier:
        return spec
    return attrs.evolve(spec, other=False, among=earlier[-1])  # (and what that one is
    # other than, when it is an "another target" too: ``other_than``)


__all__ = ["distinct"]
