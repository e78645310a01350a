"""The sentences after a damage instruction that change the damage it deals (``sim.model.
excess_verbs``): "~ deals 4 damage to target creature. Excess damage is dealt to that creature's
controller instead." (CR 120.4a), "~ deals 5 damage to target creature. The damage can't be
prevented." (615.12). Each marks the instruction before it (``damage_mark``); ``mark_words``
writes them back after it."""

from __future__ import annotations

import attrs

from sim.model.excess_verbs import CANT_BE_PREVENTED, EXCESS_TO_CONTROLLER, MARK_SENTENCES
from sim.model.programs import DAMAGE, Op
from sim.model.target_specs import TargetSpec

_MARKS = {sentence: mark for mark, sentence in MARK_SENTENCES.items()}


def damage_mark(s: str, ops: list[Op], targets: list[TargetSpec]) -> list[Op] | None:
    """``ops`` with their last instruction marked by sentence ``s`` (lower case, no period), or
    None when ``s`` is no such sentence or does not follow one damage instruction it can mark:
    the excess of damage to one target creature (120.4a: "that creature's controller"); the
    damage of one instruction that is not divided (615.12)."""
    mark = _MARKS.get(s)
    if mark is None or not ops:
        return None
    last = ops[-1]
    if last.verb != DAMAGE or last.divided or last.rule or \
            any(k not in MARK_SENTENCES or k == mark for k, _ in last.params):
        return None  # (a source other than ~, a condition: not read)
    if mark == EXCESS_TO_CONTROLLER:
        if not last.who.startswith("target:") or last.for_each >= 0:
            return None
        spec = targets[int(last.who[7:])]
        if spec.types != {"creature"} or spec.up_to:
            return None
    elif mark == CANT_BE_PREVENTED and len(ops) > 1 and ops[-2].verb == DAMAGE:
        return None  # "the damage" of two instructions: not read
    return [*ops[:-1], attrs.evolve(last, params=last.params | {(mark, "")})]


def mark_words(op: Op) -> str:
    """The sentences of ``op``'s marks, after its own words (". excess damage is ...")."""
    return "".join(f". {MARK_SENTENCES[k]}" for k in (EXCESS_TO_CONTROLLER, CANT_BE_PREVENTED)
                   if (k, "") in op.params)
