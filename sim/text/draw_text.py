"""Where "draw x cards" is read (CR 107.3, 121.1): X is the value announced for the X of a
spell's or activated ability's cost (601.2b, 602.2b). A triggered ability has no cost of its
own, so its plain X is not that value (an "enters" trigger's X is not the X paid to cast the
permanent in this engine, 107.3m): ``cost_x_only`` leaves such a trigger's "draw x cards"
unread, unless "where x is <count>" defines it (``Op.per``, 608.2h)."""

from __future__ import annotations

import attrs

from sim.model.draw_verbs import YOU_TOO
from sim.model.programs import DRAW, DRAW_THAT_MANY, THAT_PLAYER, Op, Program


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


#: the combat damage triggers whose "that player" is the player dealt the damage (CR 510.1)
_TO_PLAYER = frozenset(("self to a player", "self to an opponent"))


def each_that_many(sentence: str, subject: str) -> Op | None:
    """"you and that player each draw that many cards" after "whenever ~ deals combat damage
    to a player | an opponent" (CR 603.2, 120.3, 121.1): ``DRAW_THAT_MANY`` of the player
    dealt the damage marked ``YOU_TOO`` (``sim.rules.draws``); None for any other sentence."""
    if sentence != "you and that player each draw that many cards" or subject not in _TO_PLAYER:
        return None
    return Op(DRAW_THAT_MANY, THAT_PLAYER, amount=1, x=True, rule=YOU_TOO)
