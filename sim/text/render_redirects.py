"""Redirection effects rendered back to Oracle text (issue 29, damage family; CR 614.9;
``sim.model.redirect_verbs``, read by ``sim.text.redirect_rules``): the instruction "the next N
damage that would be dealt to <who> this turn is dealt to <other> instead" (``REDIRECT_WRITERS``,
given the program's writer) and the static abilities (``REDIRECT_TEXTS``, by ``Static.rule``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sim.model.damage_verbs import parts
from sim.model.programs import Op
from sim.model.redirect_verbs import (
    FROM_YOURS,
    REDIRECT_FROM,
    REDIRECT_NEXT,
    REDIRECT_TO,
    TO_SELF,
    static_redirect,
)
from sim.text.wording import Piece, alt, number


class _Names(Protocol):
    """What the writers read of the program's writer."""

    def who(self, who: str) -> Piece:
        """A subject's words."""


def redirect_next(names: _Names, op: Op) -> Piece:
    """"the next N damage that would be dealt to <who> this turn is dealt to <other> instead"
    ("this turn" before or after the recipient)."""
    refs = parts(op.who)
    if len(refs) != 2:
        return f"<{op.verb}>"
    to, other = (names.who(ref) for ref in refs)  # in the order read: a target once
    n = number(op.amount, op.x)
    return alt(("the next ", n, " damage that would be dealt to ", to, " this turn is dealt to ",
                other, " instead"),
               ("the next ", n, " damage that would be dealt this turn to ", to, " is dealt to ",
                other, " instead"))


#: each verb's writer (``render_prevention.PREVENT_WRITERS``)
REDIRECT_WRITERS: dict[str, Callable[[_Names, Op], Piece]] = {REDIRECT_NEXT: redirect_next}

#: each static redirection's text (``sim.text.render_replacements``)
REDIRECT_TEXTS: dict[str, Piece] = {
    static_redirect(source, to): f"all damage that would be dealt to {source} is dealt to {to} "
                                 "instead"
    for source in REDIRECT_FROM for to in REDIRECT_TO if source != FROM_YOURS or to == TO_SELF}
