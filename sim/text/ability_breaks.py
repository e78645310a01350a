"""Ability breaks lost in a card's text: some Oracle texts of the card database run two
abilities together, the second, an activated ability, right after the first one's period
("~ enters with three oil counters on it.{T}, Remove an oil counter from ~: Scry 1.") or
right after a line of keywords ("Flying{5}: Creatures you control get +1/+1 until end of
turn."). Each ability is a paragraph of its own (CR 113.2, 602.1: an activated ability is
written "[Cost]: [Effect.]" and begins its line; 702.1: keywords on a line of their own), and
no sentence of rules text goes on with a mana or tap symbol right after a period or a keyword
word, so the break is put back there before the text is read."""

from __future__ import annotations

import re

from sim.text.keyword_names import KEYWORDS

_RUN_TOGETHER = re.compile(r"\.(?=\{)")
#: a line of keyword names ("Flying", "Flying, trample") run on by an activated ability's cost
#: ("{2}{G}, Sacrifice a land: ..."; no period before its colon)
_AFTER_KEYWORDS = re.compile(r"^([A-Z][a-z]*(?: [a-z]+)*(?:, [a-z]+(?: [a-z]+)*)*)"
                             r"(?=\{[^{}]+\}[^.:\"\n]*:)", re.MULTILINE)


def with_breaks(text: str) -> str:
    """``text`` with a line break after each period directly followed by a "{" symbol, and
    after a line's keywords directly followed by an activated ability's cost."""
    text = _RUN_TOGETHER.sub(".\n", text) if ".{" in text else text
    return _AFTER_KEYWORDS.sub(_keywords_line, text) if "{" in text else text


def _keywords_line(found: re.Match[str]) -> str:
    """The keywords ``found`` ends its own line, when every name is a keyword's."""
    words = found[1]
    if all(name.strip().lower() in KEYWORDS for name in words.split(",")):
        return words + "\n"
    return words
