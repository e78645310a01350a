"""One instruction creating tokens of different kinds (CR 111.2, 111.4, 608.2c): "create a 3/3
... token with deathtouch and a 3/3 ... token with lifelink", "create a 1/1 white Cat creature
token with lifelink, a 1/1 white Bird creature token with flying, and a 1/1 white Ox creature
token", "create a Clue token and a Food token".

The sentence is read as its tokens, each "create <token>" read by the grammar's token rules
(a fixed number of tokens, no count, none attacking), joined as a ``compound`` of the first and
"create <the rest>", so that they are created in the order written, under the control of the
same player (``render_and_joined`` writes them back after the first's "create", the others
joined by commas and "and")."""

from __future__ import annotations

import re
from collections.abc import Callable

from sim.text.effect_rules import Instruction

#: where another token of the list begins: ", a 1/1 ...", " and an x/x"... (outside quotes)
_NEXT = re.compile(r"(?:,| and|, and) (?=(?:a|an|one|two|three) (?:\d+/\d+|treasure|food|clue|"
                   r"blood|map|junk|powerstone|lander) )")
_CREATE = "create "


def token_list(sentence: str, read: Callable[[str], Instruction | None]) -> Instruction | None:
    """``sentence`` ("create <token>, <token>, and <token>") as a ``compound`` of its first
    token and the rest (``read`` reads each "create <token>"), or None: not such a list."""
    if not sentence.startswith(_CREATE):
        return None
    body = sentence[len(_CREATE):].rstrip(".")
    at = next((m for m in _NEXT.finditer(body) if not body.count('"', 0, m.start()) % 2), None)
    if at is None:
        return None
    first = read(_CREATE + body[:at.start()])
    rest = _CREATE + body[at.end():]
    if first is None or first.kind != "token" or first.token is None or first.x or \
            first.attacking or first.count is not None or first.who is not None:
        return None
    then = read(rest)
    if then is None or then.kind != "compound" and (
            then.kind != "token" or then.x or then.attacking or then.count is not None or
            then.who is not None or then.token is None):
        return None
    return Instruction("compound", first=first, then=rest)


__all__ = ["token_list"]
