"""The counters a returned card enters with, written back (issue 29, graveyard; read by
``sim.text.return_counter_rules``; CR 614.1c, 122.6): " with a lifelink counter on it", "
with a hexproof counter and an indestructible counter on it", " with two additional +1/+1
counters on it"."""

from __future__ import annotations

from sim.model.programs import Op
from sim.text.wording import Piece, number


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def counters_on_it(op: Op) -> Piece:
    """" with <counters> on it" of ``op`` (a card returned to the battlefield), or ""."""
    if not op.counter:
        return ""
    if op.counter.startswith("additional ") and op.amount > 1:
        return (" with ", number(op.amount), f" {op.counter} counters on it")
    return " with " + " and ".join(_a(k) + " counter" for k in op.counter.split(",")) + " on it"
