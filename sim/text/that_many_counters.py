""""Put that many +1/+1 counters on ~ | it" after a trigger whose event carries an amount
(CR 603.2, 120.3, 122.1, 608.2h): "whenever ~ deals combat damage to a player, put that many
+1/+1 counters on it". Read by ``sim.text.that_much`` as its last sentence (only after the
triggers whose "that much" it reads), into the ``COUNTER`` op of X marked ``THAT_MANY``;
"it" only when the trigger is about ~ (else "it" is another object)."""

from __future__ import annotations

from sim.model.programs import COUNTER, SELF, Op
from sim.model.that_many import THAT_MANY

_WORDS = "put that many +1/+1 counters on "


def that_many_counters(sentence: str, subject: str) -> Op | None:
    """The op of ``sentence`` (normalized, lower case, the card's name as "~") after a
    trigger with ``subject``, or None: not this sentence."""
    if not sentence.startswith(_WORDS):
        return None
    on = sentence[len(_WORDS):]
    if on != "~" and not (on == "it" and subject.startswith("self")):
        return None
    return Op(COUNTER, SELF, amount=1, x=True, params=frozenset({(THAT_MANY, "")}))
