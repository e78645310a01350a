"""An Aura's or Equipment's bonus counted, and abilities beside it: "enchanted creature gets
+1/+1 for each Plains you control and has flying", "equipped creature gets +1/+1 for each Gate
you control and has vigilance and menace" (CR 303.4, 301.5, 611.3a: one static ability; its
bonus applies in layer 7c, counted as it applies, 613.4c; its abilities in layer 6, 613.1f).

The grammar reads each half alone ("<subject> gets +N/+N for each <thing>", "<subject> has
<abilities>"); the clause is the two static abilities they read into, each applying to the
same object while the source is attached, which is what the one ability does (613.1f and
613.4c apply each part in its own layer). ``sim.text.render_per_grants`` writes the pair back
as the one sentence."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.abilities import Parsed

#: "<attached> gets +N/+N for each <thing> and has <abilities>" (normalized)
_FORM = re.compile(r"^(enchanted creature|equipped creature) (gets [+-]\d+/[+-]\d+ for each .+?)"
                   r" and has (.+)$")


def read_per_and_grant(key: str, read_static: Callable[[str], Parsed | None]
                       ) -> Parsed | None:
    """The clause ``key`` as its counted bonus and its abilities (two statics, the counted
    one first), or None if it is not of the form or a half doesn't read alone."""
    found = _FORM.match(key)
    if found is None:
        return None
    subject, bonus, granted = found.groups()
    counted, having = read_static(f"{subject} {bonus}"), read_static(f"{subject} has {granted}")
    if counted is None or having is None or len(counted.statics) != 1 or \
            len(having.statics) != 1 or counted.flags or counted.params or having.flags or \
            having.params or counted.mana or having.mana:
        return None
    per, grant = counted.statics[0], having.statics[0]
    if per.per is None or per.condition or grant.per is not None or grant.condition or \
            grant.power or grant.toughness or grant.rule or grant.affects != per.affects or \
            not (grant.add or grant.params) or per.only is not None or grant.only is not None:
        return None
    return Parsed(statics=(attrs.evolve(per, text=key), attrs.evolve(grant, text=key)))


__all__ = ["read_per_and_grant"]
