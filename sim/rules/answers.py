"""A resolving instruction's wait for a player's choice (CR 608.2c): the answer given, used up,
or the resolution set to ask and to run the instruction again once it is answered
(``sim.rules.priority`` asks). The one mechanism behind every choice made as a spell or ability
resolves: a sacrifice, a discard, a card looked at, a payment, a source."""

from __future__ import annotations

from collections.abc import Callable

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


#: who chooses next, among what, and how many they still have to choose; None: all chosen
Question = Callable[[tuple[str, ...]], tuple[str, tuple[str, ...], int] | None]


def choose_each(state: GameState, work: Resolving, asking: str, question: Question,
                ordered: bool = False) -> tuple[Resolving, tuple[str, ...]] | None:
    """Objects chosen one at a time (CR 101.4: players in APNAP order; a sacrifice or a discard
    of N, 701.21a, 701.9a) until ``question`` names nobody: a choice (``asking``) for each
    while a player has more to choose from than they must choose, every one left otherwise
    (``ordered``: the order chosen matters, so asked while two or more are left).
    The resolution and the objects chosen (kept on it, ``Resolving.chosen``, while a choice
    waits), or None while one waits."""
    chosen = work.chosen
    while True:
        asked = question(chosen)
        if asked is None:
            return work, chosen
        _, options, need = asked
        if len(options) <= need and (not ordered or len(options) == 1):
            chosen += options  # no choice: every one of them
            continue
        work = state.resolving = attrs.evolve(work, chosen=chosen)
        pick = answer(state, work, asking, options)
        if pick is None:
            return None
        chosen += (pick,)
        current = state.resolving
        assert current is not None
        work = current
