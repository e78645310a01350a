"""Instructions acting on players rendered back to Oracle text (issue 29, players): edicts,
"<player> sacrifices N <kinds>" (CR 701.21a; ``sim.rules.edicts``). Each writer takes the
program's subject namer (``render_effects._Names.who``) and the instruction; kept out of
``render_effects``, whose writer class is at its size limit."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as pg
from sim.model.programs import Op
from sim.text.wording import Piece, number

#: a program's subject namer: ``who`` as its words
Namer = Callable[[str], Piece]


def edict(name: Namer, op: Op) -> Piece:
    """"target player sacrifices a creature", "each player sacrifices two creatures",
    "sacrifice a land" (the controller, CR 701.21a)."""
    kinds = op.card or "permanent"
    many = op.amount > 1 or op.x
    noun = f"{kinds}s" if many else kinds
    count = number(op.amount, op.x, article=True)
    if op.who == pg.YOU:
        return ("sacrifice ", count, " ", noun)
    return (name(op.who), " sacrifices ", count, " ", noun)


#: the writers of the verbs of this module, by verb
PLAYER_WRITERS: dict[str, Callable[[Namer, Op], Piece]] = {pg.SACRIFICE: edict}


__all__ = ["PLAYER_WRITERS", "edict"]
