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
    TOKEN,
    UNTAP,
    YOU,
    Op,
)
from sim.text.wording import Piece, alt

#: the verbs putting counters (+1/+1, -1/-1, a kind of counter no rule gives a meaning to)
_COUNTERS = frozenset((COUNTER, MINUS_COUNTER, PUT_COUNTERS))
#: "and untap it", "and tap up to one target creature ..." (CR 701.26a-b), "and regenerate it"
_VERBS = {TAP: "tap ", UNTAP: "untap ", REGENERATE: "regenerate "}


def and_form(previous: Op | None, op: Op, sentence: Piece,
             modify: Callable[[Piece, Op, bool], Piece]) -> Piece | None:
    """The words joining ``op`` to the instruction before in one sentence, or None: " and
    <words>" after counters put ("a +1/+1 counter on ...", "it gains flying until end of
    turn"; ``modify`` writes a modification of a subject), or another token after tokens
    created (``tokens_joined``)."""
    joined = tokens_joined(previous, op, sentence)
    if joined is not None:
        return joined
    words = _after_counters(previous, op, sentence, modify)
    return None if words is None else (" and ", words)


def tokens_joined(previous: Op | None, op: Op, sentence: Piece) -> Piece | None:
    """", <token>", " and <token>", ", and <token>" after tokens the same player creates:
    "create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink" (CR 111.2;
    ``sim.text.token_lists``), the words of ``sentence`` after its "create"."""
    if previous is None or previous.verb != TOKEN or op.verb != TOKEN or op.who != YOU or \
            previous.who != YOU or op.params or op.delayed or op.kicked or op.if_paid or \
            op.per is not None or op.x or op.attacking or previous.delayed or \
            not isinstance(sentence, tuple) or len(sentence) < 3 or sentence[1] != " ":
        return None
    return alt(", ", " and ", ", and "), sentence[2:]


def _after_counters(previous: Op | None, op: Op, sentence: Piece,
                    modify: Callable[[Piece, Op, bool], Piece]) -> Piece | None:
    """The words of ``op`` after "and" when the instruction before put counters, or None."""
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
