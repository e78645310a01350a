"""Counters a permanent enters with, counted as it enters, rendered back to Oracle text (CR
614.1c, 122.6; ``sim.model.counted_entering``, read by ``sim.text.enter_counter_rules``): "~
enters with a +1/+1 counter on it for each <thing>", "~ enters with x <kind> counters on it,
where x is <count>", "~ enters with a number of <kind> counters on it equal to <count>"."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.abilities import Filter, Static
from sim.model.counted_entering import (
    ENTERS_ADDITIONAL,
    ENTERS_COUNTED,
    MANA_SPENT,
    entering_kind,
)
from sim.text.render_counts import each_phrase, x_phrase
from sim.text.wording import Piece, alt, number

#: the static rules this module renders
ENTERING_RULES = frozenset((ENTERS_COUNTED, ENTERS_ADDITIONAL))
#: ``sim.text.render_statics.group``: the creatures a static ability affects, each wording
#: with whether it is singular
Group = Callable[[str, "Filter | None"], list[tuple[Piece, bool]]]


def entering_counted(s: Static, group: Group) -> Piece:
    """An ``ENTERS_COUNTED`` or ``ENTERS_ADDITIONAL`` static ability as its clause, the
    creatures the latter affects as ``group`` words them (``sim.text.render_statics``)."""
    kind = entering_kind(s)
    if s.rule == ENTERS_ADDITIONAL:  # "each other creature you control enters with an
        n = s.amount  # additional +1/+1 counter on it" (614.1c)
        counters = f" additional {kind} {'counter' if n == 1 else 'counters'} on "
        return alt(*[(who, " enters" if one else " enter", alt("", " the battlefield"),
                      " with ", alt("an", "a") if n == 1 else number(n), counters,
                      "it" if one else "them")
                     for who, one in group(s.affects, s.only)])
    head = ("~ enters", alt("", " the battlefield"), " with ")
    if s.per is None:  # "... if you cast it from your hand" (601.2a)
        n = s.amount
        return (head, number(n, article=True), f" {kind} {'counter' if n == 1 else 'counters'}"
                f" on it if {s.condition}")
    if s.per.kind == MANA_SPENT:  # CR 601.2h
        spent = ("mana spent to cast ", alt("it", "~"))
        if s.per.equal_to:
            return (head, f"a number of {kind} counters on it equal to the amount of ", spent)
        n = s.amount
        return (head, number(n, article=True),
                f" {kind} {'counter' if n == 1 else 'counters'} on it for each ", spent)
    if s.per.where_x:
        return (head, f"x {kind} counters on it, where x is ", x_phrase(s.per))
    if s.per.equal_to:
        return (head, f"a number of {kind} counters on it equal to ", x_phrase(s.per))
    n = s.amount
    return (head, number(n, article=True), f" {kind} {'counter' if n == 1 else 'counters'}"
            " on it for each ", each_phrase(s.per, False))
