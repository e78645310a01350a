"""Two instructions written as one sentence joined by "and" after counters put (CR 122.1,
608.2c: in order, the same as two sentences): "put a +1/+1 counter on ~ and a +1/+1 counter on
each Golem you control" (the verb said once), "put a +1/+1 counter on ~ and it gains flying
until end of turn" (what got the counters named again as "it"; ``sim.text.counter_rules``).
``render_effects.program`` offers the joined form beside the sentence."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.programs import (
    COUNTER,
    MINUS_COUNTER,
    MODIFY,
    PUT_COUNTERS,
    REGENERATE,
    TAP,
    UNTAP,
    Op,
)
from sim.text.wording import Piece, alt

#: the verbs putting counters (+1/+1, -1/-1, a kind of counter no rule gives a meaning to)
_COUNTERS = frozenset((COUNTER, MINUS_COUNTER, PUT_COUNTERS))
#: "and untap it", "and tap up to one target creature ..." (CR 701.26a-b), "and regenerate it"
_VERBS = {TAP: "tap ", UNTAP: "untap ", REGENERATE: "regenerate "}


def and_form(previous: Op | None, op: Op, sentence: Piece,
             modify: Callable[[Piece, Op, bool], Piece]) -> Piece | None:
    """The words of ``op`` after "and" when the instruction before put counters ("a +1/+1
    counter on ...", "it gains flying until end of turn"), or None; ``modify`` writes a
    modification of a subject."""
    if previous is None or previous.verb not in _COUNTERS or op.params or op.delayed or \
            op.kicked or op.if_paid or op.per is not None or op.for_each >= 0:
        return None
    if op.verb in _COUNTERS and isinstance(sentence, tuple) and sentence[:1] == ("put ",):
        return sentence[1:]  # "and a +1/+1 counter on each Golem you control"
    if op.verb == MODIFY and op.who == previous.who and not op.who.startswith("group:"):
        return modify(alt("it", "that creature"), op, False)  # "and it gains flying ..."
    if op.verb in _VERBS and op.who == previous.who and not op.who.startswith("group:"):
        return (_VERBS[op.verb], alt("it", "that creature"))  # "and untap it"
    return sentence if op.verb in _VERBS and op.who.startswith("target:") else None
