"""Delayed triggered abilities on the next spell cast (CR 603.7a, c): "when you cast your next
instant or sorcery spell this turn, copy that spell", "when you next cast an instant or sorcery
spell [with mana value N or less] this turn, copy that spell [twice]" — read as one
``WHEN_NEXT_CAST`` instruction carrying the program the ability does about that spell
(``sim.rules.next_cast``); "you may choose new targets for the copy" after it amends that
program's copy (707.10c, ``sim.text.copy_rules.new_targets``)."""

from __future__ import annotations

import re

import attrs

from sim.model.programs import COPY_SPELL, THAT_SPELL, WHEN_NEXT_CAST, YOU, Op, Program

#: the sentence (normalized), its spell's kind, its mana value bound and how many copies
_NEXT_CAST = re.compile(r"when you (?:cast your next|next cast an) (instant or sorcery) spell"
                        r"(?: with mana value (\d+) or less)? this turn, copy that spell"
                        r"( twice)?")

def next_cast_sentence(s: str) -> list[Op] | None:
    """The ``WHEN_NEXT_CAST`` instruction of sentence ``s`` (CR 603.7a), or None when ``s`` is
    not one: its kind in ``Op.rule`` ("instant or sorcery [mv<=N]"), its program the copies
    of that spell (707.10: ``THAT_SPELL``, twice: ``Op.amount`` 2)."""
    match = _NEXT_CAST.fullmatch(s)
    if match is None:
        return None
    kind = match[1] + (f" mv<={int(match[2])}" if match[2] else "")
    copy = Op(COPY_SPELL, THAT_SPELL, amount=2 if match[3] else 1)
    return [Op(WHEN_NEXT_CAST, YOU, rule=kind,
               program=Program(s.partition(", ")[2], ops=(copy,)))]


def with_new_targets(op: Op, amend: Op) -> Op:
    """``op`` (``WHEN_NEXT_CAST``) whose program's copy is ``amend`` instead (707.10c)."""
    assert op.program is not None
    return attrs.evolve(op, program=attrs.evolve(op.program, ops=(*op.program.ops[:-1], amend)))
