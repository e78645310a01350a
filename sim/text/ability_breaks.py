"""Ability breaks lost in a card's text: some Oracle texts of the card database run two
abilities together, the second, an activated ability, right after the first one's period
("~ enters with three oil counters on it.{T}, Remove an oil counter from ~: Scry 1."). Each
ability is a paragraph of its own (CR 113.2, 602.1: an activated ability is written "[Cost]:
[Effect.]" and begins its line), and no sentence of rules text goes on with a mana or tap
symbol right after a period, so the break is put back there before the text is read."""

from __future__ import annotations

import re

_RUN_TOGETHER = re.compile(r"\.(?=\{)")


def with_breaks(text: str) -> str:
    """``text`` with a line break after each period directly followed by a "{" symbol."""
    return _RUN_TOGETHER.sub(".\n", text) if ".{" in text else text
