"""The rendering of predefined tokens' instructions back to their Oracle text (CR 111.10):
"create two treasure tokens", "create a tapped powerstone token", and "incubate N" (701.53a:
an Incubator token with N +1/+1 counters on it)."""

from __future__ import annotations

from sim.model.programs import Op, TokenSpec
from sim.text.wording import Piece, alt, number


def predefined(op: Op, spec: TokenSpec) -> Piece:
    """"[you] create <N> [tapped] <kind> token[s]", or "[you] incubate N" (CR 701.53a)."""
    if spec.counters:  # 701.53a: one Incubator with N +1/+1 counters
        return alt("", "you "), "incubate ", str(spec.counters)
    noun = " tokens" if op.count > 1 or op.x else " token"
    return (alt("create ", "you create "), number(op.count, op.x, article=True),
            " tapped " if op.tapped else " ", spec.kind.lower(), noun)


__all__ = ["predefined"]
