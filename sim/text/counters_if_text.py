"""Instructions done only if the object counters were just put on has enough of a kind (issue 29;
CR 608.2c: "then if ..." is checked at that point of the resolution, after the instructions
before it): "put a +1/+1 counter on it. then if it has three or more +1/+1 counters on it,
sacrifice ~", "put a velocity counter on it. then if it has two or more velocity counters on it,
sacrifice it and draw two cards", "remove an oil counter from ~. then if it has no oil counters
on it, you lose the game", "then if there are three or more judgment counters on it, ...". "It"
is the one object the instruction before put (or removed) counters on (~, the object the trigger
is about, or a target of one); each instruction of the sentence is marked (``COUNTERS_IF`` the
first, ``COUNTERS_IF_TOO`` those joined to it by "and", ``COUNTERS_OF`` the object) and checked
by ``sim.rules.object_conditions`` on the object as it is then, or as it last existed if it has
left the battlefield (608.2h, 113.7a): before each instruction, none of those before it in the
sentence changing its counters (else not read)."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import (
    COUNTER,
    MINUS_COUNTER,
    PUT_COUNTERS,
    REMOVE_COUNTERS,
    SELF,
    THAT,
    Op,
    TargetSpec,
)
from sim.text.wording import Piece, it_for_self, number

#: an instruction's marks (``Op.params``): the count and kind ("3|+1/+1") the sentence's
#: condition asks for — on its first instruction, and on those joined to it by "and"
COUNTERS_IF = "then if it has"
COUNTERS_IF_TOO = "and if it has"
#: the object the condition is about (an ``Op.who``: ``SELF``, ``THAT``, a target slot)
COUNTERS_OF = "counters of"

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_THEN_HAS = re.compile(r"^then if (it has|there are) (no|(?:\d+|one|two|three|four|five|six|seven|"
                       r"eight|nine|ten) or more) ([a-z]+|[+-]1/[+-]1) counters on it, (.+)$")

#: the instructions putting or removing counters, after which "it" is their object
_COUNTERS = frozenset((COUNTER, MINUS_COUNTER, PUT_COUNTERS, REMOVE_COUNTERS))


def _one_object(who: str, targets: list[TargetSpec]) -> bool:
    """Whether ``who`` is one object: ~, the trigger's object, a target slot of one target."""
    if who in (SELF, THAT):
        return True
    if not who.startswith("target:"):
        return False
    index = int(who.split(":")[1])
    return index < len(targets) and targets[index].up_to < 2


def counters_if(s: str, ops: list[Op], sentence: Callable[[str], list[Op] | None],
                targets: list[TargetSpec]) -> list[Op] | None:
    """The sentence ``s`` ("then if it has two or more velocity counters on it, sacrifice it
    and draw two cards") as its instructions marked with the condition, or None: not such a
    sentence, not after counters put on one object, or instructions not read (a new target:
    chosen whether or not the condition will hold; not read)."""
    found = _THEN_HAS.match(s)
    if found is None or not ops or ops[-1].verb not in _COUNTERS or ops[-1].delayed or \
            not _one_object(ops[-1].who, targets):
        return None
    form, count, kind, words = found.groups()
    # "it" there is the condition's object too: ~ named so, another refused
    words = re.sub(r"\bit\b", "~", words) if ops[-1].who == SELF else words
    if re.search(r"\bits?\b", words):
        return None
    before = len(targets)
    rest = sentence(words)
    if not rest or len(targets) != before or any(
            op.params or op.delayed or op.if_paid or op.kicked for op in rest) or any(
            op.verb in _COUNTERS for op in rest[:-1]):  # (each checks it again: counters the
        # same before each one)
        del targets[before:]
        return None
    count = count.removesuffix(" or more")
    value = f"{-1 if count == 'no' else int(count) if count.isdigit() else _NUMBERS[count]}|" \
        f"{kind}|{form}"  # (-1: "no <kind> counters")

    of = (COUNTERS_OF, ops[-1].who)
    return [attrs.evolve(op, params=frozenset({(COUNTERS_IF if k == 0 else COUNTERS_IF_TOO,
                                                value), of}))
            for k, op in enumerate(rest)]


def counters_asked(op: Op) -> tuple[int, str, str] | None:
    """The count (at least; -1: none at all), kind and object of ``op``'s condition, or None
    when it has none."""
    marks = dict(op.params)
    value = marks.get(COUNTERS_IF) or marks.get(COUNTERS_IF_TOO)
    if value is None:
        return None
    least, kind, _ = value.split("|")
    return int(least), kind, marks[COUNTERS_OF]


def counters_if_words(op: Op, body: Piece) -> Piece | None:
    """``body`` (``op`` rendered) after its condition's words ("then if it has two or more
    velocity counters on it, "), an instruction joined to the first by "and" as it is, or
    None when ``op`` has no such condition; ~ may be "it" when the condition is about ~."""
    asked = counters_asked(op)
    if asked is None:
        return None
    least, kind, of = asked
    body = it_for_self(body) if of == SELF else body
    if COUNTERS_IF_TOO in dict(op.params):
        return ("and ", body)  # (joined to the sentence before: ``render_effects._sentences``)
    form = dict(op.params)[COUNTERS_IF].rsplit("|", 1)[1]
    return ("then if ", form, " ", "no" if least < 0 else (number(least), " or more"),
            f" {kind} counters on it, ", body)


