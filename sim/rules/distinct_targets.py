"""Whether the targets of an "another target ..." phrase can all be chosen (CR 601.2c, 115.3):
a slot other than earlier ones (``TargetSpec.among`` of a slot that is not optional:
``sim.text.another_target``, ``sim.text.fight_text``) needs an object none of those earlier
slots takes ("target creature gets +1/+1 ... another target creature gets -1/-1 ..." can't be
cast with one creature on the battlefield). Only a spell or ability with such a slot is
searched; the others cost one look at each slot."""

from __future__ import annotations

from collections.abc import Sequence

from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.model.target_specs import TargetSpec
from sim.rules.targeted_costs import candidates, unrequired


def distinct_choosable(state: GameState, item: StackItem) -> bool:
    """Whether ``item``'s slots linked as "another target" (each with those it names) can be
    filled with different objects, each a candidate of its slot (601.2c)."""
    specs = item.effect.targets
    if not any(not s.optional and s.among >= 0 for s in specs):
        return True
    chained = {k for k, s in enumerate(specs) if not s.optional and s.among >= 0
               and not unrequired(s, item)}
    chained |= {specs[k].among for k in chained}
    slots = sorted(chained)
    options = [tuple(candidates(state, specs[k], item)) for k in slots]
    return _fill(specs, slots, options, 0, {})


def _fill(specs: Sequence[TargetSpec], slots: list[int], options: list[tuple[str, ...]],
          i: int, chosen: dict[int, str]) -> bool:
    """Whether ``slots[i:]`` can be filled after ``chosen`` (slot: object), each slot's object
    other than those of the earlier slots it names (a small search: two or three slots)."""
    if i == len(slots):
        return True
    k = slots[i]
    taken = set()
    spec = specs[k]
    while not spec.optional and 0 <= spec.among < k:  # (as ``target_specs.other_than``)
        k = spec.among
        if k in chosen:
            taken.add(chosen[k])
        spec = specs[k]
    for obj in options[i]:
        if obj not in taken:
            chosen[slots[i]] = obj
            if _fill(specs, slots, options, i + 1, chosen):
                return True
            del chosen[slots[i]]
    return False


__all__ = ["distinct_choosable"]
