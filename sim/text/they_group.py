""""They" after an instruction that put counters on a group: "put a +1/+1 counter on each
legendary creature you control. They gain vigilance until end of turn" (CR 608.2c: the
instructions in order; "they" are the permanents the instruction before named). The group is
named again (``group:N``) and found again as the second instruction resolves: the same
permanents, as long as putting counters can't change who is in it — a group not of the
permanents with a counter, not "modified" (700.9), not of a tapped state, a power or toughness
bound, and not another player's (control could change between the two) — else not read."""

from __future__ import annotations

import attrs

from sim.model.programs import MODIFY, YOURS, Op
from sim.model.target_specs import TargetSpec

#: the ``who`` the grammar gives "they" (``counter_rules.they_modify``), settled here
THEY = "they"


def _stable(spec: TargetSpec) -> bool:
    """Whether putting a counter on the members of ``spec``'s group keeps them its members."""
    return not (spec.counter or spec.modified) and spec.tapped is None and \
        spec.power_at_least is None and spec.power_at_most is None and \
        spec.controller in ("", "you")


def they_group(ops: list[Op] | None, last: str | None, groups: list[TargetSpec]
               ) -> list[Op] | None:
    """``ops`` with "they" the group ``last`` names, or None (not read) when "they" follows
    anything else or a group putting counters could change."""
    if ops is None or not any(op.who == THEY for op in ops):
        return ops
    if last != YOURS and (last is None or not last.startswith("group:") or  # (CR 115.10)
                          not _stable(groups[int(last.split(":")[1])])):
        return None
    if any(op.who == THEY and op.verb != MODIFY for op in ops):
        return None
    return [attrs.evolve(op, who=last) if op.who == THEY else op for op in ops]
