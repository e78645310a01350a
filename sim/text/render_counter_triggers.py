"""The trigger conditions of ``sim.text.counter_trigger_rules`` rendered back to Oracle text
(CR 603.1: "when" and "whenever" word the same trigger): ``COUNTER_TRIGGER_WORDS``, which
``sim.text.render_triggers`` adds to its own, and the words before a filtered one's kind."""

from __future__ import annotations

from sim.text.counter_trigger_subjects import COUNTERS_PUT, SELF_EACH, SELF_FIRST, SELF_SOME
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each fixed (event, subject) as its wordings
COUNTER_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    (COUNTERS_PUT, SELF_SOME): "whenever one or more +1/+1 counters are put on ~",
    (COUNTERS_PUT, SELF_EACH): (_WHEN, "a +1/+1 counter is put on ~"),
    (COUNTERS_PUT, SELF_FIRST):
        "whenever one or more +1/+1 counters are put on ~ for the first time each turn",
}
#: the words before "a | another <kind> [you control]" (``KIND_SOME``)
KIND_SOME_WORDS: Piece = "whenever one or more +1/+1 counters are put on "
