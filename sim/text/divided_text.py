"""Damage (and prevention shields, +1/+1 or -1/-1 counters) divided among targets (CR 601.2d)
read as instructions: "deals 3 damage divided as
you choose among one, two, or three targets" (fixed amount: one required target slot and
optional further ones, each target dealt at least 1) and "deals X damage divided as you
choose among any number of target creatures" (X announced first, 601.2b; the targets a
variable phrase, ``DIVIDED_COUNT``, opened by ``sim.rules.x_slots`` into X slots whose first
is required when X is 1 or more: each target gets at least 1, so there are 1 to X of them;
X = 0 has none; "where X is <count> as you cast ~": X is that count as it is cast,
``DIVIDED_CAST_COUNT``). Split from ``sim.text.effect_text``."""

from __future__ import annotations

import attrs

from sim.model.damage_verbs import ANY_NUMBER
from sim.model.programs import COUNTER, DAMAGE, MINUS_COUNTER, PREVENT, Op, TargetSpec, target
from sim.model.stack_objects import VARIABLE
from sim.model.target_specs import DIVIDED_CAST_COUNT, DIVIDED_COUNT
from sim.text.effect_rules import Instruction
from sim.text.x_target_rules import variable_after


def divided_ops(targets: list[TargetSpec], spec: TargetSpec, step: Instruction) -> list[Op]:
    """The op of divided damage or prevention ``step`` among targets ``spec``, its target
    slots added to ``targets`` (the earlier slots of the same spell or ability)."""
    first = len(targets)
    verb = step.verb if step.verb in (PREVENT, COUNTER, MINUS_COUNTER) else DAMAGE
    if step.x:  # CR 601.2b-d, 107.3: X, then 1 to X targets (the last target phrase)
        phrase = attrs.evolve(spec, up_to=2, count=DIVIDED_COUNT) if step.count is None else \
            attrs.evolve(spec, up_to=2, count=DIVIDED_CAST_COUNT, as_cast=step.count)
        phrase = variable_after(phrase, targets)
        targets += [attrs.evolve(phrase, optional=True, among=first)] * 2
        return [Op(verb, target(first), amount=step.amount, x=step.count is None, divided=VARIABLE,
                   rule=ANY_NUMBER)]  # (X announced only when not counted as it is cast)
    targets.append(spec)
    targets += [attrs.evolve(spec, optional=True, among=first)] * (step.slots - 1)
    return [Op(verb, target(first), amount=step.amount, divided=step.slots, rule=step.then)]


__all__ = ["divided_ops"]
