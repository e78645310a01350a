"""An instruction done only if its one object has a power (issue 29, decks; CR 608.2c: the
condition checked as the spell or ability resolves, on the object as it is then, 208.1 through
the layers): "target creature you control gets +2/+2 until end of turn if its power is 2",
"whenever ~ attacks, it gains trample until end of turn if its power is 3 or greater". The
instruction is a modification (``MODIFY``) of one creature (a target of one slot, or ~); the
target is chosen as the spell is cast whatever its power (601.2c), and what follows ("then it
fights ...") is done either way. Marked ``OBJECT_IF`` (the condition's words), checked by
``sim.rules.object_conditions`` and rendered back by ``object_if_words``."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import MODIFY, SELF, Op, TargetSpec
from sim.text.wording import Piece

#: an instruction's mark (``Op.params``): done only if the power of its one object meets the
#: condition (the value, its words with "if ") as it resolves (608.2c)
OBJECT_IF = "only if its"

_ITS_POWER = re.compile(r"^if its power is (\d+)(?: or (greater|less))?$")


def its_power(condition: str) -> tuple[int, int] | None:
    """The bounds (least, most; -1: none) on the power "if its power is N [or greater | or
    less]" names, or None for other words."""
    found = _ITS_POWER.match(condition)
    if found is None:
        return None
    n = int(found[1])
    return (n, -1) if found[2] == "greater" else (-1, n) if found[2] == "less" else (n, n)


def _one_object(who: str, targets: list[TargetSpec]) -> bool:
    """Whether ``who`` is one object: ~, or a target slot of a phrase of one target."""
    if who == SELF:
        return True
    if not who.startswith("target:"):
        return False
    index = int(who.split(":")[1])
    return index < len(targets) and targets[index].up_to < 2 and \
        targets[index].types == frozenset({"creature"}) and not targets[index].zone


def object_conditioned(rest: str, condition: str, sentence: Callable[[str], list[Op] | None],
                       targets: list[TargetSpec]) -> list[Op] | None:
    """The sentence's instruction ``rest`` marked ``OBJECT_IF`` ``condition`` ("if its power
    is 2"), or None (and the targets it read dropped): not such a condition, or not one
    modification of one creature."""
    if its_power(condition) is None:
        return None
    before = len(targets)
    ops = sentence(rest)
    if not ops or len(ops) != 1 or ops[0].verb != MODIFY or ops[0].per is not None or \
            not _one_object(ops[0].who, targets):
        del targets[before:]
        return None
    return [attrs.evolve(ops[0], params=ops[0].params | {(OBJECT_IF, condition)})]


def object_if_words(op: Op, body: Piece) -> Piece | None:
    """``body`` (``op`` rendered) with its ``OBJECT_IF`` condition after it, or None when it
    has none."""
    for key, value in op.params:
        bounds = its_power(value) if key == OBJECT_IF else None
        if bounds is not None:
            least, most = bounds
            tail = " or greater" if most < 0 else " or less" if least < 0 else ""
            return (body, f" if its power is {max(least, most)}{tail}")
    return None
