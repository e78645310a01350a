""""They" after an instruction that put counters on a group: "put a +1/+1 counter on each
legendary creature you control. They gain vigilance until end of turn" (CR 608.2c: the
instructions in order; "they" are the permanents the instruction before named). The group is
named again (``group:N``) and found again as the second instruction resolves: the same
permanents, as long as putting counters can't change who is in it — a group not of the
permanents with a counter, not "modified" (700.9), not of a tapped state, a power or toughness
bound, and not another player's (control could change between the two) — else not read."""

from __future__ import annotations

from collections.abc import Sequence

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


def _several(last: str | None, targets: Sequence[TargetSpec]) -> bool:
    """Whether ``last`` is the first slot of a phrase choosing several targets ("each of up to
    three target creatures", CR 601.2c): naming it acts on every target the phrase chose."""
    if last is None or not last.startswith("target:"):
        return False
    k = int(last.split(":")[1])
    return k < len(targets) and targets[k].up_to >= 2 and targets[k].among in (-1, k)


def they_group(ops: list[Op] | None, last: str | None, groups: list[TargetSpec],
               targets: Sequence[TargetSpec] = ()) -> list[Op] | None:
    """``ops`` with "they" the group ``last`` names (or the targets one phrase chose, 608.2c:
    "those creatures can't block this turn"), or None (not read) when "they" follows anything
    else or a group putting counters could change."""
    if ops is None or not any(op.who == THEY for op in ops):
        return ops
    if last is None:
        return None
    if last != YOURS and not _several(last, targets) and (
            not last.startswith("group:") or  # (CR 115.10)
            not _stable(groups[int(last.split(":")[1])])):
        return None
    if any(op.who == THEY and op.verb != MODIFY for op in ops):
        return None
    return [attrs.evolve(op, who=last) if op.who == THEY else op for op in ops]
