"""A source chosen as an instruction resolves (CR 609.7a: "a [red] source of your choice"), for
the prevention and redirection instructions (``sim.rules.prevention``, ``sim.rules.redirection``);
the pending choice's options are the same list (``sim.rules.questions``)."""

from __future__ import annotations

from sim.model.prevention_verbs import CREATURE
from sim.model.programs import Op
from sim.model.stack_objects import SOURCE_CHOICE, SPELL, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.damage_sides import source_has


def source_options(state: GameState, work: Resolving, op: Op | None = None
                   ) -> tuple[str, ...]:
    """The sources "a source of your choice" may be (CR 609.7a): a permanent on the
    battlefield or a spell on the stack (other than the resolving object's own card), with the
    quality the instruction ``op`` asks for ("a red source": ``Op.card``, ``CHOSEN_SOURCES``;
    without ``op``, the instruction the resolution waits at)."""
    item = work.item
    options = (*(p.id for p in state.battlefield()),
               *dict.fromkeys(i.source for i in state.stack if i.kind == SPELL
                              and i.source != item.source))  # a copy: its spell's card's
    ops = item.effect.ops
    wanted = op.card if op is not None else ops[work.index].card if work.index < len(ops) \
        else ""
    if wanted == CREATURE:  # a creature permanent (CR 110.1: a creature spell is none)
        return tuple(p.id for p in state.battlefield() if state.is_creature(p.id))
    return options if not wanted else tuple(o for o in options
                                            if source_has(state, (wanted,), o))


def chosen_source(state: GameState, work: Resolving, op: Op) -> str | bool:
    """The source chosen as the instruction resolves (a ``SOURCE`` choice): False while the
    choice waits, True when there is none to choose (the instruction does nothing)."""
    options = source_options(state, work, op)
    if not options:
        return True
    chosen = answer(state, work, SOURCE_CHOICE, options)
    return False if chosen is None else chosen
