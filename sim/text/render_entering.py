"""Counters a permanent enters with, counted as it enters, rendered back to Oracle text (CR
614.1c, 122.6; ``sim.model.counted_entering``, read by ``sim.text.enter_counter_rules``): "~
enters with a +1/+1 counter on it for each <thing>", "~ enters with x <kind> counters on it,
where x is <count>", "~ enters with a number of <kind> counters on it equal to <count>"."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.counted_entering import ENTERS_COUNTED, entering_kind
from sim.text.render_counts import each_phrase, x_phrase
from sim.text.wording import Piece, alt, number

#: the static rules this module renders
ENTERING_RULES = frozenset((ENTERS_COUNTED,))


def entering_counted(s: Static) -> Piece:
    """An ``ENTERS_COUNTED`` static ability as its clause."""
    kind = entering_kind(s)
    head = ("~ enters", alt("", " the battlefield"), " with ")
    if s.per is None:  # "... if you cast it from your hand" (601.2a)
        n = s.amount
        return (head, number(n, article=True), f" {kind} {'counter' if n == 1 else 'counters'}"
                f" on it if {s.condition}")
    if s.per.where_x:
        return (head, f"x {kind} counters on it, where x is ", x_phrase(s.per))
    if s.per.equal_to:
        return (head, f"a number of {kind} counters on it equal to ", x_phrase(s.per))
    n = s.amount
    return (head, number(n, article=True), f" {kind} {'counter' if n == 1 else 'counters'}"
            " on it for each ", each_phrase(s.per, False))
