"""The ops of "<instruction> unless <player> pays <cost>" (CR 118.12a;
``sim.model.unless_verbs``): the ``UNLESS`` choice, then the one instruction it spares marked
``SPARED``. Called by ``sim.text.effect_text``'s reader for an ``unless_instruction`` of the
grammar (``sim.text.unless_rules``)."""

from __future__ import annotations

from typing import Protocol

import attrs

from sim.model.abilities import Count
from sim.model.cost_parts import CostPart
from sim.model.may_verbs import MAY
from sim.model.programs import THAT, THAT_PLAYER, THAT_SPELL, Op
from sim.model.unless_verbs import SPARED, THEY, UNLESS
from sim.text.effect_rules import Instruction, Who


class Reader(Protocol):
    """The effect reader's part ``unless_ops`` uses (``sim.text.effect_text._Reader``)."""

    def run(self, step: Instruction, s: str) -> list[Op] | None:
        """The ops of one instruction, its subjects resolved in order."""

    def resolve(self, who: Who) -> str:
        """``who`` for a subject as the grammar read it."""


def unless_ops(reader: Reader, step: Instruction, s: str) -> list[Op] | None:
    """The ``UNLESS`` op and the instruction it spares (its subjects read first: "its
    controller" is the controller of the target it names, CR 608.2h), or None when the
    instruction is not one op the engine can spare, or the payer names nobody it knows."""
    assert step.first is not None
    inner = reader.run(step.first, s)
    if not inner or len(inner) != 1:
        return None
    spared = inner[0]
    if spared.if_paid or spared.delayed or spared.kicked or spared.verb == UNLESS:
        return None
    payer = ""
    if step.verb != THEY:
        assert step.who is not None
        payer = reader.resolve(step.who)
        if not payer or payer == THAT_PLAYER and spared.who in (THAT, THAT_SPELL):
            return None  # a cast trigger's spell and its caster: the engine knows one only
    choices = [_choice(step, payer)]
    if step.second is not None:  # "... or <cost>": asked only of those who didn't pay
        choices.append(attrs.evolve(_choice(step.second, payer), if_paid=SPARED))
    return [*choices, attrs.evolve(spared, if_paid=SPARED)]


def _choice(step: Instruction, payer: str) -> Op:
    """The ``UNLESS`` op of one cost of ``step``."""
    part = step.count if isinstance(step.count, CostPart) else None  # or "for each" (608.2h)
    per = step.count if isinstance(step.count, Count) else None
    return Op(UNLESS, payer, rule=step.then, amount=1 if step.x else step.amount, x=step.x,
              card=step.verb, cost=part, per=per)


def unless_sound(settled: tuple[list[Op], bool, list[Op], bool]
                 ) -> tuple[list[Op], bool, list[Op], bool]:
    """A program's settled instructions (``sim.text.may_text.settle_may``: its ops, whether
    it is optional as a whole, its "if you don't" ops, whether it is read soundly), unsound
    when an "unless" is not followed by the one instruction it spares, or the program is
    optional as a whole (but for "you may <instruction> unless <player> pays <cost>": the
    player chooses to pay first, CR 118.12a, then the controller may do it, 603.5: the
    instruction is marked ``MAY`` instead, and skipped when paid, ``sim.rules.unless``)."""
    ops, optional, otherwise, sound = settled
    if optional and not otherwise and len(ops) == 2 and ops[0].verb == UNLESS and \
            ops[0].card != THEY and ops[1].if_paid == SPARED:  # "you may draw a card unless
        # that player pays {1}": the payer chooses first, then the controller may (603.5)
        return [ops[0], attrs.evolve(ops[1], if_paid=MAY)], False, otherwise, sound
    for k, op in enumerate(ops):
        chained = op.verb == UNLESS and op.if_paid == SPARED and k > 0 and \
            ops[k - 1].verb == UNLESS  # "... or <cost>"
        if op.verb == UNLESS and (optional or op.if_paid and not chained or op.delayed or
                                  k + 1 == len(ops) or ops[k + 1].if_paid != SPARED or
                                  ops[k + 1].delayed):
            sound = False
    if any(op.verb == UNLESS for op in otherwise):
        sound = False
    return ops, optional, otherwise, sound


__all__ = ["UNLESS", "Reader", "unless_ops", "unless_sound"]
