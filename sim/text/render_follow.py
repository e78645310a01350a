"""Follow-up sentences rendered back to Oracle text (``sim.text.follow_text``,
``sim.model.follow_verbs``): "it gains haste" (CR 611.2a: no duration), "they gain haste until
end of turn" / "it gets +1/+1 until end of turn" about the tokens just created (608.2c). Each
writer takes the program's writer (``sim.text.render_effects``; its ``_modify`` writes a
modification of a subject already worded)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

import attrs

from sim.model.follow_verbs import GAINS_HASTE, MODIFY_MADE
from sim.model.programs import CREATED, MODIFY, Op
from sim.text.render_delayed import CREATED_WORDS
from sim.text.render_fights import Names
from sim.text.wording import Piece, alt


class _Modifying(Names, Protocol):
    """The program's writer, with the modification writer ``op_modify`` uses."""

    def _modify(self, who: Piece, op: Op, many: bool) -> Piece:
        """"<who> gets +N/+N and gains <abilities> until end of turn"."""


def gains_haste(names: Names, op: Op) -> Piece:
    """"it | that creature gains haste" (CR 611.2a: as long as it stays, 400.7)."""
    if op.who == CREATED and op.count > 1:  # the tokens just made (CR 111.1)
        return (alt("they", "those tokens"), " gain haste")
    who = CREATED_WORDS if op.who == CREATED else names.who(op.who)
    return (who, " gains haste")


def modify_made(names: Names, op: Op) -> Piece:
    """"they gain haste until end of turn", "it gets +1/+1 until end of turn": the tokens just
    created (CR 111.1, 608.2c)."""
    many = op.count > 1
    who = alt("they", "those tokens") if many else alt("it", "that token")
    return cast(_Modifying, names)._modify(who, attrs.evolve(op, verb=MODIFY), many)


#: each verb's writer (``sim.text.render`` adds them to ``FIGHT_WRITERS``)
FOLLOW_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {
    GAINS_HASTE: gains_haste, MODIFY_MADE: modify_made}
