"""A counted permanent's quality rendered back after "you control" (the other half of
``sim.text.count_quality_rules``): " with a +1/+1 counter on it" (CR 122.1), " with power N or
greater" (CR 208.1); nothing for a count without one."""

from __future__ import annotations

from sim.model.abilities import Filter
from sim.text.wording import Piece


def quality_tail(what: Filter) -> Piece:
    """The words after "<permanents> you control" naming ``what``'s counter or least power."""
    if what.counter:
        return f" with a {what.counter} counter on it"
    if what.min_power is not None:
        return f" with power {what.min_power} or greater"
    return ""
