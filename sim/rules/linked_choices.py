"""The choices for targets linked to an earlier target of the same spell or ability (issue 29,
burn; ``sim.text.linked_targets``): "target player or planeswalker and ... target creature that
player or that planeswalker's controller controls".

CR 601.2c: the targets are chosen in order, each choice legal as it is made; a choice for the
earlier target that leaves a later required target no legal choice would make the cast
illegal (601.2c, 728.1), so it is not offered (as ``sim.rules.targeted_costs`` leaves out
choices that make the cost unpayable). Before the earlier target is chosen (may the spell be
cast at all?), the later target's choices are those some legal earlier choice allows.
Nothing here runs for a program with one target (``viable`` looks at one length first).
"""

from __future__ import annotations

import attrs

from sim.model.programs import TargetSpec
from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.rules import targeting


def viable(state: GameState, spec: TargetSpec, item: StackItem, out: list[str]) -> list[str]:
    """``out``, the legal choices for ``spec`` of ``item`` (``targeting.candidates``), less
    those leaving a later required target linked to it with none (601.2c); for a linked
    target whose earlier target is not chosen yet, the choices some earlier choice allows."""
    specs = item.effect.targets
    if len(specs) < 2:
        return out
    at = next((i for i, s in enumerate(specs) if s is spec), -1)
    if at < 0:
        return out
    if spec.controller.startswith("target:"):
        first = int(spec.controller[7:])
        if first >= len(item.targets):  # asked before the earlier target is chosen
            found: dict[str, None] = {}
            for c in viable(state, specs[first], item,
                            targeting.candidates(state, specs[first], item)):
                found.update(dict.fromkeys(targeting.candidates(state, spec,
                                                                _with(item, first, c))))
            out = list(found)
    link = f"target:{at}"
    later = [s for s in specs[at + 1:] if s.controller == link and not s.optional]
    if not later:
        return out
    return [c for c in out if all(targeting.candidates(state, s, _with(item, at, c))
                                  for s in later)]


def _with(item: StackItem, at: int, choice: str) -> StackItem:
    """``item`` with ``choice`` as its target ``at`` (the ones before it as chosen, or
    unknown)."""
    chosen = list(item.targets[:at]) + [""] * max(0, at - len(item.targets))
    return attrs.evolve(item, targets=(*chosen, choice))


__all__ = ["viable"]
