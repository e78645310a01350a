"""Where an instruction referring to what the instruction before it did (CR 608.2c: "... this
way") may be read: "you gain life equal to the life lost this way" right after a life loss
(``sim.text.that_much.lost_after``), "you gain life equal to the damage dealt this way" right
after the one instruction of the program dealing damage (``dealt_after``; run by
``sim.rules.dealt_this_way``). Elsewhere the sentence is left unsupported."""

from __future__ import annotations

from sim.model.programs import DAMAGE, GAIN_LOST, Op
from sim.model.this_way_verbs import GAIN_DEALT
from sim.text.that_much import lost_after


def dealt_after(ops: list[Op]) -> bool:
    """Whether "you gain life equal to the damage dealt this way" may follow ``ops`` (CR
    608.2c, 120.3): the instruction just before it deals damage whenever it is done, and is
    the program's only damage instruction (its source's damage in that batch is the damage
    "dealt this way")."""
    last = ops[-1] if ops else None
    return last is not None and last.verb == DAMAGE and not last.delayed and \
        not last.if_paid and not last.kicked and not last.params and \
        sum(op.verb == DAMAGE for op in ops) == 1


def this_way_follows(ops: list[Op], found: list[Op]) -> bool:
    """Whether each "... this way" instruction of ``found`` (a sentence read after ``ops``)
    follows the instruction whose result it names (``lost_after``, ``dealt_after``)."""
    for i, op in enumerate(found):
        before = [*ops, *found[:i]]
        if op.verb == GAIN_LOST and not lost_after(before) or \
                op.verb == GAIN_DEALT and not dealt_after(before):
            return False
    return True
