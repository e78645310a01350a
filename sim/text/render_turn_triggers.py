"""``WHENEVER_THIS_TURN`` (``sim.text.turn_trigger_text``) rendered back to Oracle text:
"whenever <condition> this turn, <effect>" (CR 603.7a, c) — the condition as the triggered
ability the engine matches is written (``triggered``, ``sim.text.render_effects``' writer of a
triggered ability, given here), its effect from the instruction's program."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from sim.model.programs import Op, Program, Triggered
from sim.model.turn_trigger_verbs import WHEN_LEAVES, WHENEVER_THIS_TURN
from sim.text.turn_trigger_text import turn_trigger
from sim.text.wording import Piece, alt


def turn_trigger_writers(triggered: Callable[[Triggered, str], Piece]
                         ) -> dict[str, Callable[[Any, Op], Piece]]:
    """The writer of ``WHENEVER_THIS_TURN``: the ability's condition, " this turn", its
    effect."""
    def write(names: Any, op: Op) -> Piece:
        trigger = turn_trigger(op.rule)
        if trigger is None or op.program is None:
            return f"<{op.verb} {op.rule}>"
        whole = triggered(attrs.evolve(trigger, program=op.program), "")
        if not isinstance(whole, tuple) or len(whole) != 3 or whole[1] != ", ":
            return f"<{op.verb} {op.rule}>"
        head, body = whole[0], whole[2]  # the duration after the condition or first
        return alt((head, " this turn, ", body), (alt("until end of turn, ", "this turn, "),
                                                   head, ", ", body))
    return {WHENEVER_THIS_TURN: write}


def leaves_writers(program: Callable[[Program], Piece]) -> dict[str, Callable[[Any, Op], Piece]]:
    """The writer of ``WHEN_LEAVES``: "when that creature leaves the battlefield this turn,
    <effect>" (CR 603.7a, 603.6c; ``program`` the program writer of ``render_effects``)."""
    def write(names: Any, op: Op) -> Piece:
        assert op.program is not None
        return ("when that creature leaves the battlefield this turn, ", program(op.program))
    return {WHEN_LEAVES: write}
