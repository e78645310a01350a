"""Which of an instruction and the one done instead of it if a condition holds is done
(issue 29, real decks; CR 608.2c: "~ deals 2 damage to any target. Metalcraft — ~ deals 4
damage instead if you control three or more artifacts"): the condition is checked as the
spell or ability resolves, by ``sim.rules.conditions`` (read by ``sim.text.instead_text``)."""

from __future__ import annotations

from collections.abc import Sequence

from sim.model.programs import DAMAGE, INSTEAD_IF, Op
from sim.model.state import GameState
from sim.rules.conditions import program_condition_holds
from sim.text.condition_text import ONLY_IF, ONLY_IF_AFTER
from sim.text.unless_condition_text import UNLESS_CONDITION


def _condition(op: Op) -> str:
    """The condition under which ``op`` is done instead of the op before it; "": none."""
    for key, value in op.params:
        if key == INSTEAD_IF:
            return value
    return ""


def skipped_instead(state: GameState, player: str, op: Op, ops: Sequence[Op],
                    after: int, kicked: bool = False, source: str = "",
                    that: str | None = None) -> bool:
    """Whether ``op`` (followed by ``ops[after:]``), an instruction of a program ``player``
    controls (its source ``source``, about ``that``), is not done: it is done instead of the
    one before it and its condition does not hold, or the one after it is done instead of it
    and that one's condition holds, or it is done only if a condition holds ("if it's your
    turn, scry 2", ``ONLY_IF``) and the condition does not (608.2c)."""
    if op.params:
        for key, value in op.params:
            if key in (ONLY_IF, ONLY_IF_AFTER) and not program_condition_holds(state, player, value,
                                                              source=source, that=that):
                return True
            if key == UNLESS_CONDITION and program_condition_holds(state, player, value,
                                                                  source=source, that=that):
                return True  # "... unless you control another Pirate" (608.2c)
        condition = _condition(op)
        if condition and not program_condition_holds(state, player, condition, kicked, source,
                                                     that):
            return True
    if op.verb == DAMAGE:  # "... and 1 damage to <another>", the rest of its pair: what is
        mine = _condition(op)  # done instead of the pair follows it (608.2c)
        while after < len(ops) and ops[after].rule == "and" and ops[after].verb == DAMAGE and \
                _condition(ops[after]) == mine:
            after += 1
    if after < len(ops) and ops[after].params:
        condition = _condition(ops[after])
        return bool(condition) and program_condition_holds(state, player, condition, kicked,
                                                           source, that)
    return False
