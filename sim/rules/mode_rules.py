"""Modal abilities whose one mode is not chosen freely (CR 700.2; ``Program.modes_rule``).

"Choose one that hasn't been chosen —" (Demonic Pact) and "... this turn —" (Breeches, Eager
Pillager): the modes offered are those its controller hasn't chosen for that ability of that
object before (ever, or this turn). The choices are remembered per object as the mode is
chosen, as the ability is put on the stack (CR 700.2, 603.3c, 602.2b) — an ability later
countered still chose it — in ``GameState.modes_chosen``: a permanent that left the battlefield
and came back is a new object with no such history (400.7, ``Permanent.moves``). When every
mode has been chosen, no mode can be: a triggered ability is removed from the stack (603.3c)
and an activated ability can't be activated (602.2b, 601.2c). "this turn" notes of past turns
are dropped.

"Choose one at random —" (Umaro, Raging Yeti): the mode is chosen at random, each mode with
an equal chance, among the modes that can be chosen (CR 603.3c: a mode whose targets can't
be chosen can't be chosen), as the ability is put on the stack (700.2); drawn from the game's
seeded generator for that stack object (``numpy.random.default_rng((seed, shuffles, k))``
for stack object ``sk``), so asking again gives the same mode. Its controller is offered that
one mode.
"""

from __future__ import annotations

import numpy as np

from sim.model.modes import AT_RANDOM, UNCHOSEN_THIS_TURN
from sim.model.stack_objects import StackItem
from sim.model.state import GameState


def _note(state: GameState, item: StackItem, mode: int) -> tuple[str, int, str, int, int]:
    perm = state.permanents.get(item.source)
    turn = state.turn if item.program.modes_rule == UNCHOSEN_THIS_TURN else 0
    return item.source, -1 if perm is None else perm.moves, item.program.text, turn, mode


def ruled_options(state: GameState, item: StackItem, options: tuple[str, ...]
                  ) -> tuple[str, ...]:
    """Of ``options`` (the modes whose targets can be chosen), those ``item``'s rule lets its
    controller choose: the modes not yet chosen, or the one drawn at random."""
    if item.program.modes_rule == AT_RANDOM:
        if not options or not item.id[1:].isdigit():  # (a probe: whether any can be)
            return options
        rng = np.random.default_rng((state.seed, state.shuffles, int(item.id[1:])))
        return (options[int(rng.integers(len(options)))],)
    chosen = state.modes_chosen
    return tuple(o for o in options if _note(state, item, int(o)) not in chosen)


def remember(state: GameState, item: StackItem, mode: int) -> None:
    """Note that ``mode`` was chosen for ``item``'s ability of its object (CR 700.2)."""
    if item.program.modes_rule == AT_RANDOM:
        return
    state.modes_chosen = (*[n for n in state.modes_chosen if n[3] in (0, state.turn)],
                          _note(state, item, mode))


__all__ = ["remember", "ruled_options"]
