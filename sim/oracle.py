"""One Oracle-text front end: a card's text in, the abilities the engine runs out — plus,
verbatim, the clauses it does not run, instead of rejecting the card.

``read_text(text, card_name)`` drops reminder text (in parentheses), then reads each line: a
keyword line ("Flying, first strike", "Protection from red", "Rampage 2", "Snow forestwalk")
is read keyword by keyword; any other line is split into sentences, each read as an ability
phrase (``sim.abilities``: restrictions, requirements, static abilities, mana abilities,
replacement effects on damage). A clause is understood only when the whole of it is; the
``Reading`` lists the rest, and its ``status`` is ``full``, ``partial`` or ``none``.
``read_keyword`` reads one keyword with its parameter, the words a scenario's ``keywords``
list accepts.
"""

from __future__ import annotations

import re

import attrs

from sim.abilities import Parsed, _predicate, parse_text
from sim.errors import UnknownNameError
from sim.keywords import KEYWORDS, _unknown, normalize

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SENTENCE = re.compile(r"(?<=[.!])\s+(?=[^\s])")

FULL, PARTIAL, NONE = "full", "partial", "none"


@attrs.frozen(slots=True)
class Reading:
    """What the front end made of a card's text."""

    parsed: Parsed
    unsupported: tuple[str, ...] = ()
    understood: int = 0

    @property
    def status(self) -> str:
        if not self.unsupported:
            return FULL
        return PARTIAL if self.understood else NONE


def read_keyword(text: str) -> Parsed | None:
    """One keyword ability with its parameter, if any: "flying", "protection from black",
    "forestwalk", "snow swampwalk", "nonbasic landwalk", "rampage 2"; None otherwise."""
    key = normalize(text)
    flag = KEYWORDS.get(key)
    if flag is not None:
        return Parsed(flag)
    parsed = _predicate(key)
    return parsed if parsed is not None and parsed.params else None


KEYWORD_FORMS = sorted(KEYWORDS) + [
    "protection from <color>", "<land type>walk", "snow <land type>walk", "nonbasic landwalk",
    "rampage N"]


def parse_keyword(text: str) -> Parsed:
    """``read_keyword``, or ``UnknownNameError`` listing the keywords the engine runs."""
    keyword = read_keyword(text)
    if keyword is None:
        raise unknown_keyword(text)
    return keyword


def unknown_keyword(text: str) -> UnknownNameError:
    """The error for a word that is not a keyword the engine runs, listing those it does."""
    return _unknown("keyword", text, KEYWORD_FORMS)


def read_text(text: str, card_name: str = "") -> Reading:
    """Read a card's Oracle text (see the module docstring)."""
    parsed = Parsed()
    unsupported: list[str] = []
    understood = 0
    for line in _REMINDER.sub("", text).splitlines():
        line = line.strip()
        if not line:
            continue
        keywords = _keyword_line(line)
        if keywords is not None:
            parsed |= keywords
            understood += 1
            continue
        for sentence in _SENTENCE.split(line):
            clause = _clause(sentence, card_name)
            if clause is None:
                unsupported.append(sentence)
            else:
                parsed |= clause
                understood += 1
    return Reading(parsed, tuple(unsupported), understood)


def _keyword_line(line: str) -> Parsed | None:
    out = Parsed()
    for item in line.rstrip(".").split(","):
        keyword = read_keyword(item)
        if keyword is None:
            return None
        out |= keyword
    return out


def _clause(sentence: str, card_name: str) -> Parsed | None:
    try:
        return parse_text(sentence, card_name)
    except UnknownNameError:
        return None


__all__ = ["Reading", "read_text", "read_keyword", "parse_keyword", "unknown_keyword",
           "KEYWORD_FORMS", "FULL", "PARTIAL", "NONE"]
