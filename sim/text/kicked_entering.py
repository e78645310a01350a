"""A kicked permanent's entering (CR 702.33d: "if ~ was kicked, it enters with two +1/+1
counters on it and with flying"; 614.1c: a replacement effect on its entering): the clause
with a keyword read (the grammar's ``kicked_counters`` reads it without one: an "and" after a
static phrase would be a new LALR conflict there), the value of its ``KICKED_COUNTERS``
parameter — the number of counters, and the keyword it enters with after a "|"
("2|flying") — and the parameter rendered back. ``sim.rules.tokens`` puts the
counters on it, ``sim.rules.kicked`` gives it the keyword."""

from __future__ import annotations

import re

from sim.model.abilities import KICKED_COUNTERS, KICKER, Parsed
from sim.model.kicker_parts import kicker_objects
from sim.model.multikicker import KICKED_TIMES_COUNTERS, MULTIKICKER
from sim.text.vocabulary import NUMBER_WORDS
from sim.text.wording import Piece, alt, number

#: the keywords a permanent may enter with that the engine gives it as an effect (layer 6)
ENTERING_KEYWORDS = frozenset({"flying", "first strike", "double strike", "trample", "haste",
                               "fear", "intimidate", "menace", "vigilance", "lifelink",
                               "deathtouch", "reach", "hexproof", "shroud", "indestructible"})


_WITH = re.compile(r"^if ~ was kicked, (?:~|it) enters(?: the battlefield)? with (\w+) "
                   r"\+1/\+1 counters? on it and with ([a-z ]+)$")


_TIMES = re.compile(r"^~ enters(?: the battlefield)? with a (\+1/\+1|charge) counter on it for "
                    r"each time (?:it|~) was kicked$")


def kicked_entering(key: str) -> Parsed | None:
    """"if ~ was kicked, it enters with two +1/+1 counters on it and with flying" (normalized,
    the card's name as ``~``) as its parameter, the keyword one of ``ENTERING_KEYWORDS``;
    multikicker's "~ enters with a +1/+1 counter on it for each time it was kicked" (CR
    702.33c); None for other words."""
    times = _TIMES.match(key)
    if times is not None:  # (a +1/+1 or a charge counter, 122.1)
        return Parsed(params=frozenset({(KICKED_TIMES_COUNTERS, times[1])}))
    found = _WITH.match(key)
    if found is None or found[2] not in ENTERING_KEYWORDS:
        return None
    word = found[1]
    n = int(word) if word.isdigit() else NUMBER_WORDS.get(word, 0)
    return Parsed(params=frozenset({(KICKED_COUNTERS, f"{n}|{found[2]}")})) if n else None


def kicked_keyword(value: str) -> str:
    """The keyword of a ``KICKED_COUNTERS`` value, "" for none."""
    return value.partition("|")[2]


#: the parameters ``kicked_phrase`` renders
KICKED_KINDS = frozenset({KICKED_COUNTERS, MULTIKICKER, KICKED_TIMES_COUNTERS})


def kicked_phrase(kind: str, value: str) -> Piece:
    """A parameter of ``KICKED_KINDS`` or ``KICKER`` rendered back: "if ~ was kicked, it
    enters with two +1/+1 counters on it [and with flying]", "multikicker {1}{w}" (CR
    702.33c), "~ enters with a +1/+1 counter on it for each time it was kicked", "kicker
    {2}{g}", "kicker—sacrifice a land" (702.33a, 118.8)."""
    if kind == MULTIKICKER:
        return f"multikicker {value.lower()}"
    if kind == KICKER and kicker_objects(value):  # 702.33a, 118.8: "kicker—sacrifice a land"
        return ("kicker", alt("—", " — ", "-"), value.lower())
    if kind == KICKER:  # 702.33a: "kicker {2}{g}"
        return f"kicker {value.lower()}"
    if kind == KICKED_TIMES_COUNTERS:
        return ("enters", alt("", " the battlefield"), f" with a {value} counter on it for each "
                "time ", alt("it", "~"), " was kicked")
    digits, _, keyword = value.partition("|")
    n = int(digits)
    return (alt("if ~ was kicked, ~ enters with ", "if ~ was kicked, it enters with "),
            number(n, article=True), f" +1/+1 {'counter' if n == 1 else 'counters'} on it",
            f" and with {keyword}" if keyword else "")
