"""The words of the condition ``sim.model.static_conditions.ENTERED_KIND`` (issue 29,
conditions; CR 603.6a, 611.3a, 603.4): "a(n) | another <kind> entered the battlefield under
your control this turn", "N or more <kinds> entered ...", "you had another <kind> enter the
battlefield under your control this turn" (written after "as long as" or "if")."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.filters import Filter
from sim.text.wording import Piece, alt, number

_UNDER = " the battlefield under your control this turn"


def entered_words(what: Filter, count: int, plain: Callable[[Filter, bool], Piece]) -> Piece:
    """The words of ``ENTERED_KIND`` with the kind ``what`` and ``count``, ``plain`` writing
    the kind (``sim.text.render_statics.thing``)."""
    kind = attrs.evolve(what, other=False)
    if count > 1:
        return (number(count), " or more ", plain(kind, True), " entered",
                alt(_UNDER, _UNDER.removeprefix(" the battlefield")))
    article: Piece = "another" if what.other else alt("a", "an")
    one = plain(kind, False)
    return alt((article, " ", one, " entered", alt(_UNDER, _UNDER.removeprefix(
        " the battlefield"))), ("you had ", article, " ", one, " enter", _UNDER))
