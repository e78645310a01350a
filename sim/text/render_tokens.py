"""The rendering of predefined tokens' instructions back to their Oracle text (CR 111.10):
"create two treasure tokens", "create a tapped powerstone token", and "incubate N" (701.53a:
an Incubator token with N +1/+1 counters on it)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.programs import Op, TokenSpec
from sim.model.role_verbs import ROLE_VERBS
from sim.model.token_specs import DECAYED
from sim.text.render_fights import Names
from sim.text.wording import Piece, alt, number


def predefined(op: Op, spec: TokenSpec) -> Piece:
    """"[you] create <N> [tapped] <kind> token[s]", or "[you] incubate N" (CR 701.53a)."""
    if spec.counters:  # 701.53a: one Incubator with N +1/+1 counters
        return alt("", "you "), "incubate ", str(spec.counters)
    noun = " tokens" if op.count > 1 or op.x else " token"
    return (alt("create ", "you create "), number(op.count, op.x, article=True),
            " tapped " if op.tapped else " ", spec.kind.lower(), noun)


def token_abilities(spec: TokenSpec, keywords: list[Piece]) -> tuple[list[Piece], str]:
    """A creature token's keywords as written after "with" and its quoted abilities: the text
    decayed stands for (CR 702.147a) written as the keyword."""
    if spec.text == DECAYED:
        return [*keywords, "decayed"], ""
    return keywords, spec.text


def role(names: Names, op: Op) -> Piece:
    """"create a <kind> role token attached to <creature>" (CR 111.10, 303.7)."""
    kind = ROLE_VERBS[op.verb].kind.lower()
    return alt("create ", "you create "), "a ", kind, " token attached to ", names.who(op.who)


#: the writers of the Role verbs (``sim.model.role_verbs``)
ROLE_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {verb: role for verb in ROLE_VERBS}

__all__ = ["predefined", "token_abilities", "role", "ROLE_WRITERS"]
