"""Which of an instruction and the one done instead of it if a condition holds is done
(issue 29, real decks; CR 608.2c: "~ deals 2 damage to any target. Metalcraft — ~ deals 4
damage instead if you control three or more artifacts"): the condition is checked as the
spell or ability resolves, by ``sim.rules.conditions`` (read by ``sim.text.instead_text``)."""

from __future__ import annotations

from collections.abc import Sequence

from sim.model.land_history import INSTEAD_REF
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


def _paired(op: Op) -> bool:
    """Whether ``op`` is one of a pair done instead of the pair before it (``INSTEAD_REF``)."""
    return any(key == INSTEAD_REF for key, _ in op.params)


def _past_pair(op: Op, ops: Sequence[Op], after: int) -> int:
    """Where what is done instead of ``op`` would be: past the rest of its pair ("~ deals 1
    damage to <one> and 1 damage to <another>", CR 608.2c), when the pair is one done instead
    (``_paired``) or one a pair is done instead of; else ``after`` itself."""
    end = after
    while end < len(ops) and ops[end].rule == "and" and ops[end].verb == DAMAGE and \
            _condition(ops[end]) == _condition(op):
        end += 1
    return end if _paired(op) or end < len(ops) and _paired(ops[end]) else after


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
    if op.verb == DAMAGE and not op.rule:  # "... and 1 damage to <another>", the rest of its
        after = _past_pair(op, ops, after)  # pair: what is done instead of the pair follows
    if after < len(ops) and ops[after].params:
        condition = _condition(ops[after])
        return bool(condition) and program_condition_holds(state, player, condition, kicked,
                                                           source, that)
    return False
