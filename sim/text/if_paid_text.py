"""Reading "if you do, <effect>" / "if you don't, <effect>" after an optional cost (CR 118.12:
"you may pay <cost>. if you do, <effect>"), kept apart from ``sim.text.effect_text`` (at its
size limit): each instruction marked done only if the cost was paid (was not), and "create a
... token, then attach ~ to it" (702.92a: the token just created, ``CREATED``) kept whole."""

from __future__ import annotations

from typing import Protocol

import attrs

from sim.model.clash_verbs import CLASH, LOST_CLASH, REPEAT, WON_CLASH
from sim.model.edict_qualities import COULDNT
from sim.model.programs import (
    ATTACH,
    CREATED,
    FLIP_COIN,
    LOST_FLIP,
    NOT_PAID,
    PAID,
    SACRIFICE,
    THAT,
    TOKEN,
    WON_FLIP,
    YOU,
    Op,
)

#: the words after an optional cost's sentence
IF_PAID = ("if you do, ", "if you don't, ")
#: "if you do, <effect>. otherwise, <effect>": the second done only if it wasn't (CR 608.2c:
#: "otherwise" is the failing of the condition just before, here "if you do")
OTHERWISE = "otherwise, "


def paid_sentence(s: str, ops: list[Op]) -> bool:
    """Whether the sentence ``s`` is done only if a cost was paid (was not): "if you do, ",
    "if you don't, ", or "otherwise, " right after an "if you do, " sentence."""
    return s.startswith(IF_PAID) or s.startswith(OTHERWISE) and bool(ops) and \
        ops[-1].if_paid == PAID


class Sentences(Protocol):
    """The effect reader (``sim.text.effect_text``): one sentence's instructions."""

    def sentence(self, s: str) -> list[Op] | None:
        """The instructions of sentence ``s``, or None."""


def if_paid(reader: Sentences, s: str, attach: bool = False) -> list[Op] | None:
    """The instructions of "if you do, <effect>" / "if you don't, <effect>" (``s``), each
    marked done only if the cost was paid (was not), or None; ``attach``: the sentence ended
    ", then attach ~ to it" (stripped by the caller), read only after a token instruction
    (CR 702.92a, 608.2c: in order, the token the one just created)."""
    paid = s.startswith(IF_PAID[0])
    found = reader.sentence(s[len(IF_PAID[0]):] if paid else
                            s.removeprefix(IF_PAID[1]).removeprefix(OTHERWISE))
    if not found or s.startswith(OTHERWISE) and any(op.who == THAT for op in found):
        return None  # "otherwise, sacrifice it": "it" read as the trigger's object, not run
    if attach:
        if found[-1].verb != TOKEN:
            return None
        found = [*found, Op(ATTACH, CREATED)]
    return [attrs.evolve(op, if_paid=PAID if paid else NOT_PAID) for op in found]


#: "sacrifice a creature other than ~. if you can't, ~ deals 7 damage to you" (CR 701.21a)
_CANT = "if you can't, "


def if_cant(reader: Sentences, s: str, ops: list[Op]) -> list[Op] | None:
    """The instructions of "if you can't, <effect>" right after the controller's own edict of
    one permanent (``s``), each marked done only if they sacrificed none (``COULDNT``); None
    for any other sentence or an effect not read."""
    last = ops[-1] if ops else None
    if not s.startswith(_CANT) or last is None or last.verb != SACRIFICE or last.who != YOU \
            or last.amount != 1 or last.x or last.if_paid or last.delayed:
        return None
    found = reader.sentence(s[len(_CANT):])
    return [attrs.evolve(op, if_paid=COULDNT) for op in found] if found else None


#: what a contest's later sentences begin with, and the outcome each waits for: a coin flip won
#: or lost (CR 705.1), a clash won or not ("otherwise": the failing of "if you win", 608.2c;
#: 701.30d)
OUTCOMES = {FLIP_COIN: (("if you win the flip, ", WON_FLIP), ("if you lose the flip, ", LOST_FLIP)),
            CLASH: (("if you win, ", WON_CLASH), ("otherwise, ", LOST_CLASH))}
#: the outcomes each may follow: the contest itself (""), or an earlier outcome's sentence
#: ("otherwise" only right after "if you win")
_AFTER = {WON_FLIP: ("", WON_FLIP, LOST_FLIP), LOST_FLIP: ("", WON_FLIP, LOST_FLIP),
          WON_CLASH: ("",), LOST_CLASH: (WON_CLASH,)}


def outcome(reader: Sentences, s: str, ops: list[Op]) -> list[Op] | None:
    """The instructions of a sentence done only on a contest's outcome — "flip a coin. if you
    win the flip, <effect>. [if you lose the flip, <effect>.]" (CR 705.1), "clash with an
    opponent. if you win, <effect>. [otherwise, <effect>.]" (701.30d), "if you win, repeat this
    process" (``REPEAT``) — each marked with the outcome (``Op.if_paid``); [] when its effect
    is not read; None when ``s`` is no such sentence (right after the contest or its earlier
    outcome)."""
    if not ops:
        return None
    last = ops[-1]
    for contest, words in OUTCOMES.items():
        for start, won in words:
            after = "" if last.verb == contest and not last.if_paid else last.if_paid or "-"
            if s.startswith(start) and after in _AFTER[won] and \
                    any(op.verb == contest for op in ops):
                rest = s[len(start):]  # 608.2c: "repeat this process": from the first again
                found = [Op(REPEAT)] if rest == REPEAT else reader.sentence(rest)
                return [attrs.evolve(op, if_paid=won) for op in found] if found else []
    return None


def paid_rider(ops: list[Op], found: list[Op] | None) -> list[Op] | None:
    """A sentence after "if you do, create a ... token" that only delays an instruction on
    that token ("exile that token at the beginning of the next end step", CR 603.7a, 603.7c:
    ``CREATED``): its own instruction, carried out paid or not (608.2c) — unpaid, there is no
    token for it to act on; None for any other sentence (not known whether it depends on the
    payment)."""
    if not found or ops[-1].verb != TOKEN or ops[-1].if_paid != PAID or any(
            op.who != CREATED or not op.delayed for op in found):
        return None
    return found
