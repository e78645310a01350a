"""A resolving instruction's wait for a player's choice (CR 608.2c): the answer given, used up,
or the resolution set to ask and to run the instruction again once it is answered
(``sim.rules.priority`` asks). The one mechanism behind every choice made as a spell or ability
resolves: a sacrifice, a discard, a card looked at, a payment, a source."""

from __future__ import annotations

import attrs

from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def answer(state: GameState, work: Resolving, asking: str,
           options: tuple[str, ...]) -> str | None:
    """The answer to the choice the running instruction needs (``asking``, among ``options``),
    used up; None when it has not been given: the resolution then waits with the instruction
    to run again once it is."""
    if work.answer in options:
        state.resolving = attrs.evolve(work, answer="")
        return work.answer
    state.resolving = attrs.evolve(work, index=work.index - 1, asking=asking)
    return None
