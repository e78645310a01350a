"""The choice of a modal spell's or ability's modes as it is put on the stack (CR 700.2,
601.2b): one mode ("Choose one —"), or a set of them ("Choose two —", "Choose one or both —",
``sim.model.modes``), offered only when every target the chosen modes need can be chosen
(601.2c, 700.2c); the chosen set is recorded as one program doing each mode in printed order
(608.2c).
"""

from __future__ import annotations

import attrs

from sim.model.modes import MODE_JOIN, combined, mode_sets, parse_modes
from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.rules.targeting import candidates


def targetable(state: GameState, item: StackItem) -> bool:
    """Whether every target slot of ``item``'s effect that must be filled has a candidate
    (CR 601.2c)."""
    return all(spec.optional or candidates(state, spec, item) for spec in item.effect.targets)


def mode_options(state: GameState, item: StackItem) -> tuple[str, ...]:
    """The modes (``"1"``) or sets of modes (``"0+2"``, ``MODE_JOIN``) ``item``'s controller
    may choose (CR 700.2, 700.2d), those whose targets can all be chosen (601.2c)."""
    program = item.program
    if program.modes_max == 1:
        return tuple(str(i) for i in range(len(program.modes))
                     if targetable(state, attrs.evolve(item, mode=i)))
    out = []
    for chosen in mode_sets(program):
        if targetable(state, with_modes(item, chosen)):
            out.append(MODE_JOIN.join(map(str, chosen)))
    return tuple(out)


def with_modes(item: StackItem, chosen: tuple[int, ...]) -> StackItem:
    """``item`` with the modes ``chosen`` (CR 700.2): one mode by its index, several joined
    into one program (``combined``)."""
    if len(chosen) == 1:
        return attrs.evolve(item, mode=chosen[0])
    return attrs.evolve(item, program=combined(item.program, chosen))


def choose_modes(item: StackItem, value: str) -> StackItem:
    """``item`` with the mode choice ``value`` made (``"1"``, ``"0+2"``)."""
    return with_modes(item, parse_modes(value))
