"""Reading the joined "reveal the top card of your library. if it's a <kind> card,
<instructions>" (or "look at the top card of your library. you may reveal that card. if a
<kind> card is revealed this way, <instructions>", ``top_verbs.TOP_MAY_REVEAL``) (CR 701.20a,
608.2c; joined by ``sim.text.effect_sentences.dig_joined``): the reveal
(``sim.text.top_if_rules``: an ``Op(TOP_CARD)`` with ``top_verbs.TOP_IF``), then the
instructions after the comma, each
marked ``top_verbs.IF_ITS`` (done only if the card revealed is of the kind;
``sim.rules.top_card`` keeps that in ``Resolving.unpaid``). A sentence the grammar reads
whole ("... if it's a land card, put it onto the battlefield. otherwise, ...") is read so.
Instructions that name the revealed card ("it", "its power", "that card") are not read: the
reader would take "it" for another object.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import TOP_CARD, Op
from sim.model.top_verbs import IF_ITS, TOP_IF
from sim.text.effect_sentences import instruction_of

#: a sentence's reader: the instructions, or None when it is not read
Read = Callable[[str], "list[Op] | None"]

#: where the instructions begin: after the kind's comma
_SPLIT = re.compile(r"reveal the top card of your library\. if it's an? [a-z, ]+? card, |"
                    r"look at the top card of your library\. you may reveal that card\. "
                    r"if an? [a-z, ]+? card is revealed this way, ")
#: words naming the revealed card (or another object): the instructions are not read
_IT = re.compile(r"\b(its|that card|it)\b")
#: "untap ~ and it gets ...": "it" the source, named just before
_SOURCE_IT = re.compile(r"~ and it\b")


def top_if(read: Read) -> Read:
    """``read``, also reading a joined "reveal the top card of your library. if it's a <kind>
    card, <instructions>" (CR 701.20a, 608.2c): the reveal (and what comes before it in its
    sentence: "scry 2, then"), then the instructions, done only if the card is of the kind."""

    def reads(s: str) -> list[Op] | None:
        found = _SPLIT.search(s)
        if found is None or instruction_of(s) is not None:
            return read(s)
        head, tail = s[:found.end() - 1], s[found.end():]  # the head with its comma
        if _IT.search(_SOURCE_IT.sub("~", tail)):
            return None  # "put it into your hand", "its power": the revealed card
        first = read(head)
        if not first or first[-1].verb != TOP_CARD or TOP_IF not in dict(first[-1].params):
            return None
        then = read(tail)
        if not then or any(op.if_paid or op.delayed for op in then):
            return None
        return [*first, *(attrs.evolve(op, if_paid=IF_ITS) for op in then)]

    return reads
