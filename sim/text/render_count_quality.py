"""A counted permanent's quality rendered back after "you control" (the other half of
``sim.text.count_quality_rules``): " with a +1/+1 counter on it" (CR 122.1), " with power N or
greater" (CR 208.1); nothing for a count without one."""

from __future__ import annotations

from sim.model.abilities import NOT_BY_POWER_AT_LEAST, NOT_BY_POWER_AT_MOST, Filter
from sim.text.wording import Piece, alt


def quality_tail(what: Filter) -> Piece:
    """The words after "<permanents> you control" naming ``what``'s counter or least power."""
    if what.counter:  # "with a +1/+1 counter on it | [one or more] +1/+1 counters on them"
        return alt(f" with a {what.counter} counter on it", (
            " with ", alt("", "one or more "), f"{what.counter} counters on them"))
    if what.min_power is not None:
        return f" with power {what.min_power} or greater"
    if what.max_power is not None:  # CR 208.1
        return f" with power {what.max_power} or less"
    return ""


#: an instruction's evasion restriction until end of turn (CR 509.1b, 611.2a;
#: ``sim.text.evasion_now_rules``), its N written in: after "<creature>"
EVASION_NOW = {NOT_BY_POWER_AT_MOST: " can't be blocked by creatures with power {} or less "
                                     "this turn",
               NOT_BY_POWER_AT_LEAST: " can't be blocked by creatures with power {} or greater "
                                      "this turn"}
