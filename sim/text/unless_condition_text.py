""""<instruction> unless <condition>" (CR 608.2c: the instruction is done only if the condition
doesn't hold as it would be done): "you lose 2 life unless you control another Pirate" — a
condition of ``sim.text.condition_text.board_condition`` about the board or the turn (not a
payment: "unless <player> pays ..." is ``sim.text.unless_rules``'). The instruction, one of
the grammar's choosing no new target, is marked ``(UNLESS_CONDITION, words)`` in
``Op.params``; ``sim.rules.instead.skipped_instead`` skips it when the condition holds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from sim.model.programs import Op

#: ``Op.params`` key: the instruction is done unless the condition (its words) holds
UNLESS_CONDITION = "unless condition"


def unless_sentence(s: str, sentence: Callable[[str], list[Op] | None], targets: list[Any],
                    board: Callable[[str], Any], sound: Callable[[Any], bool]
                    ) -> list[Op] | None:
    """The sentence ``s`` as its one instruction marked ``UNLESS_CONDITION``, or None.
    ``board`` reads a condition's words ("if you control another pirate"), ``sound`` says
    whether it means the same outside a triggered ability's intervening "if"."""
    head, sep, words = s.partition(" unless ")
    if not sep or " unless " in words or words.endswith(" pays") or " pay" in words:
        return None
    condition = board("if " + words)
    if condition is None or not sound(condition):
        return None
    before = len(targets)
    ops = sentence(head)
    if not ops or len(ops) != 1 or len(targets) != before or ops[0].params or \
            ops[0].if_paid or ops[0].delayed:
        del targets[before:]
        return None
    return [attrs.evolve(ops[0], params=frozenset({(UNLESS_CONDITION, "if " + words)}))]
