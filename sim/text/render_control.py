"""Control-changing instructions rendered back to Oracle text (issue 29, control;
``sim.model.control_verbs``): "exchange control of <first> and <second>", "exchange control of
two target <permanents>" (CR 701.12b). Each writer takes the program's writer
(``sim.text.render_fights.Names``)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.control_verbs import EXCHANGE_CONTROL
from sim.model.programs import Op
from sim.text.render_fights import Names
from sim.text.wording import Piece


def exchange(names: Names, op: Op) -> Piece:
    """"exchange control of <first> and <second>" or "... of two target <permanents>"."""
    if not op.rule:  # "two target creatures": the words of two slots without "each of"
        both = names.who(op.who)
        if isinstance(both, tuple) and both[:1] == ("each of ",):
            both = both[1:]
        return ("exchange control of ", both)
    first = names.who(op.rule)
    return ("exchange control of ", first, " and ", names.who(op.who))


#: the writers of the control family's verbs (``sim.text.render_effects``)
CONTROL_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {EXCHANGE_CONTROL: exchange}

__all__ = ["CONTROL_WRITERS"]
