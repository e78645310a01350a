"""Where "draw x cards" is read (CR 107.3, 121.1): X is the value announced for the X of a
spell's or activated ability's cost (601.2b, 602.2b). A triggered ability has no cost of its
own, so its plain X is not that value (an "enters" trigger's X is not the X paid to cast the
permanent in this engine, 107.3m): ``cost_x_only`` leaves such a trigger's "draw x cards"
unread, unless "where x is <count>" defines it (``Op.per``, 608.2h)."""

from __future__ import annotations

import attrs

from sim.model.draw_verbs import YOU_TOO
from sim.model.programs import DRAW, Op, Program


def _cost_x(op: Op) -> bool:
    """Whether ``op`` draws X cards with X only the cost's (no count defines it)."""
    return op.verb == DRAW and op.x and op.per is None


def cost_x_only(program: Program, effect: str) -> Program:
    """A triggered ability's ``program``, with ``effect`` unsupported (and nothing run) when
    one of its instructions, or of its modes', draws X cards by a cost's X."""
    if not any(_cost_x(op) for p in (program, *program.modes) for op in p.ops):
        return program
    return attrs.evolve(program, ops=(), modes=(), unsupported=(*program.unsupported,
                                                                effect.strip()))


def last_drawers(ops: list[Op] | None) -> list[Op] | None:
    """A sentence's ``ops``, or None (not read) when "you and <player> each draw N cards"
    (``YOU_TOO``) is followed by another instruction: "..., then discard a card" would be both
    players' (CR 608.2c), which one instruction of one player can't say."""
    if ops and any(op.rule == YOU_TOO for op in ops[:-1]):
        return None
    return ops
