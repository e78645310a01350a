"""An instruction done only if its one object has a power (issue 29, decks; CR 608.2c: the
condition checked as the spell or ability resolves, on the object as it is then, 208.1 through
the layers): "target creature you control gets +2/+2 until end of turn if its power is 2",
"whenever ~ attacks, it gains trample until end of turn if its power is 3 or greater". The
instruction is a modification (``MODIFY``) of one creature (a target of one slot, or ~); the
target is chosen as the spell is cast whatever its power (601.2c), and what follows ("then it
fights ...") is done either way. Marked ``OBJECT_IF`` (the condition's words), checked by
``sim.rules.object_conditions`` and rendered back by ``object_if_words``.

And +1/+1 counters put on one object only if it is of a kind (CR 122.1, 608.2c): "put a +1/+1
counter on target creature you control if it's legendary", "at the beginning of your upkeep,
put a +1/+1 counter on equipped creature if it's white" (``its_kind``: a color, 105.2; a card
type or subtype, 205.2-3; "legendary", 205.4): the counters are put only if the object is of
that kind as the instruction is done, its characteristics through the layers (613); or only if
its power is N [or greater | or less] ("put a +1/+1 counter on target creature you control if
its power is 4 or greater")."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import COUNTER, EQUIPPED_CREATURE, MODIFY, SELF, Op, TargetSpec
from sim.text.it_is_text import known_kind
from sim.text.wording import Piece

#: an instruction's mark (``Op.params``): done only if the power of its one object meets the
#: condition (the value, its words with "if ") as it resolves (608.2c)
OBJECT_IF = "only if its"

_ITS_POWER = re.compile(r"^if its power is (\d+)(?: or (greater|less))?$")
#: "if it's legendary", "if it's white", "if it's an artifact creature" (``its_kind``)
_ITS_KIND = re.compile(r"^if it's (?:an? )?([a-z]+(?: [a-z]+)*)$")
#: the supertype a kind may name (CR 205.4a), besides ``known_kind``'s words
LEGENDARY_WORD = "legendary"


def its_kind(condition: str) -> tuple[str, ...] | None:
    """The words of the kind "if it's [a | an] <kind>" names (each a color, a card type, a
    subtype or "legendary"), or None for other words."""
    found = _ITS_KIND.match(condition)
    if found is None:
        return None
    words = tuple(found[1].split())
    return words if all(w == LEGENDARY_WORD or known_kind(w) for w in words) else None


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
    kind = its_kind(condition) is not None
    if its_power(condition) is None and not kind:
        return None
    before = len(targets)
    ops = sentence(rest)
    verbs = (COUNTER,) if kind else (MODIFY, COUNTER)
    if not ops or len(ops) != 1 or ops[0].verb not in verbs or \
            ops[0].per is not None or ops[0].params or ops[0].delayed or ops[0].if_paid or \
            not (_one_object(ops[0].who, targets) or kind and ops[0].who == EQUIPPED_CREATURE):
        del targets[before:]
        return None
    return [attrs.evolve(ops[0], params=ops[0].params | {(OBJECT_IF, condition)})]


def object_if_words(op: Op, body: Piece) -> Piece | None:
    """``body`` (``op`` rendered) with its ``OBJECT_IF`` condition after it, or None when it
    has none."""
    for key, value in op.params:
        if key == OBJECT_IF and its_kind(value) is not None:  # "... if it's legendary"
            return (body, " ", value)
        bounds = its_power(value) if key == OBJECT_IF else None
        if bounds is not None:
            least, most = bounds
            tail = " or greater" if most < 0 else " or less" if least < 0 else ""
            return (body, f" if its power is {max(least, most)}{tail}")
    return None
