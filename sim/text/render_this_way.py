"""Writing back the instructions referring to what the instruction before them did (CR 608.2c,
``sim.model.this_way_verbs``), for ``sim.text.render_effects``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sim.model.programs import Op, Program
from sim.model.this_way_verbs import (
    COUNTERS_PREVENTED,
    COUNTERS_PREVENTED_WORDS,
    DAMAGE_DESTROYED_POWER,
    DAMAGE_DESTROYED_POWER_WORDS,
    GAIN_DEALT,
    GAIN_PREVENTED,
    GAIN_PREVENTED_WORDS,
    MILLED_TO_HAND,
    PER_DESTROYED,
)
from sim.text.render_prevention import PREVENT_WRITERS, Subjects
from sim.text.wording import Piece

#: each verb's writer
THIS_WAY_WRITERS: dict[str, Callable[[Op], Piece]] = {
    GAIN_DEALT: lambda op: "you gain life equal to the damage dealt this way",  # 120.3
    MILLED_TO_HAND: lambda op: (  # 608.2c: "from among them | the cards milled this way"
        f"put {'an' if op.card[0] in 'aeiou' else 'a'} {op.card} card from among {op.rule} "
        "into your hand"),
    DAMAGE_DESTROYED_POWER: lambda op: DAMAGE_DESTROYED_POWER_WORDS,  # 608.2c, 608.2h
}


def gain_prevented(names: Subjects, op: Op) -> Piece:
    """"<prevention>. you gain life equal to the damage prevented this way" (CR 615.1a): the
    prevention instruction ``op`` holds, written by its own writer (``PREVENT_WRITERS``, or the
    program writer's ``op_prevent``), then the rider's sentence."""
    assert op.program is not None
    inner = op.program.ops[0]
    write = PREVENT_WRITERS.get(inner.verb)
    piece = write(names, inner) if write is not None else \
        getattr(names, "op_" + inner.verb.replace(" ", "_"))(inner)
    return (piece, ". ", COUNTERS_PREVENTED_WORDS if op.verb == COUNTERS_PREVENTED
            else GAIN_PREVENTED_WORDS)


#: the writers taking the program's writer (``render_effects``' prevention writers)
PREVENTED_WRITERS: dict[str, Callable[[Subjects, Op], Piece]] = {
    GAIN_PREVENTED: gain_prevented, COUNTERS_PREVENTED: gain_prevented}


def per_destroyed_writers(program: Callable[[Program, str], Piece]
                          ) -> dict[str, Callable[[Any, Op], Piece]]:
    """The writer of "<instruction> for each <kind> destroyed this way" (CR 608.2c, 701.8a):
    the instruction it holds written as the program's own (``program``, the program writer of
    ``sim.text.render_effects``, given the program's targets and groups), then the count."""
    def write(names: Any, op: Op) -> Piece:
        assert op.program is not None
        whole: Program = names.program
        alone = Program(whole.text, whole.targets, op.program.ops, groups=whole.groups)
        return (program(alone, names.it), f" for each {op.card} destroyed this way")
    return {PER_DESTROYED: write}
