"""A kicked permanent's entering (CR 702.33d: "if ~ was kicked, it enters with two +1/+1
counters on it and with flying"; 614.1c: a replacement effect on its entering): the clause
with a keyword read (the grammar's ``kicked_counters`` reads it without one: an "and" after a
static phrase would be a new LALR conflict there), the value of its ``KICKED_COUNTERS``
parameter — the number of counters, and the keyword it enters with after a "|"
("2|flying") — and the parameter rendered back. ``sim.rules.tokens`` puts the
counters on it, ``sim.rules.kicked`` gives it the keyword."""

from __future__ import annotations

import re

from sim.model.abilities import KICKED_COUNTERS, Parsed
from sim.text.vocabulary import NUMBER_WORDS
from sim.text.wording import Piece, alt, number

#: the keywords a permanent may enter with that the engine gives it as an effect (layer 6)
ENTERING_KEYWORDS = frozenset({"flying", "first strike", "double strike", "trample", "haste",
                               "fear", "intimidate", "menace", "vigilance", "lifelink",
                               "deathtouch", "reach", "hexproof", "shroud", "indestructible"})


_WITH = re.compile(r"^if ~ was kicked, (?:~|it) enters(?: the battlefield)? with (\w+) "
                   r"\+1/\+1 counters? on it and with ([a-z ]+)$")


def kicked_entering(key: str) -> Parsed | None:
    """"if ~ was kicked, it enters with two +1/+1 counters on it and with flying" (normalized,
    the card's name as ``~``) as its parameter, the keyword one of ``ENTERING_KEYWORDS``;
    None for other words."""
    found = _WITH.match(key)
    if found is None or found[2] not in ENTERING_KEYWORDS:
        return None
    word = found[1]
    n = int(word) if word.isdigit() else NUMBER_WORDS.get(word, 0)
    return Parsed(params=frozenset({(KICKED_COUNTERS, f"{n}|{found[2]}")})) if n else None


def kicked_keyword(value: str) -> str:
    """The keyword of a ``KICKED_COUNTERS`` value, "" for none."""
    return value.partition("|")[2]


def kicked_counters_phrase(value: str) -> Piece:
    """"if ~ was kicked, it enters with two +1/+1 counters on it [and with flying]"."""
    digits, _, keyword = value.partition("|")
    n = int(digits)
    return (alt("if ~ was kicked, ~ enters with ", "if ~ was kicked, it enters with "),
            number(n, article=True), f" +1/+1 {'counter' if n == 1 else 'counters'} on it",
            f" and with {keyword}" if keyword else "")
