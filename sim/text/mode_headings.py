"""A modal spell's or ability's heading and modes as written (CR 700.2): "Choose one —",
"Choose one or both —", "Choose one. You may choose the same mode more than once."
(``mode_count``), and a spree mode "+ {1} — <effect>" (702.172a, ``SPREE_MODE``); read by
``sim.text.effect_text``.
"""

from __future__ import annotations

import re

from sim.model.modes import MODE_COUNTS, MODE_REPEAT

#: a spree mode: "+ {1} — <effect>" (CR 702.172a): its cost and its effect
SPREE_MODE = re.compile(r"^\+\s*((?:\{[0-9wubrgcx/]+\})+)\s*[\u2014-]\s*(.+)$", re.IGNORECASE)


def mode_count(line: str) -> tuple[int, int, bool] | None:
    """(at least, at most, repeat) of a modal heading "Choose two —" (``MODE_COUNTS``; at
    most 0: as many as there are modes), or None when ``line`` is none."""
    line = line.lower().strip()
    if not line.startswith("choose "):
        return None
    rest = line[len("choose "):]
    for words, count in MODE_COUNTS.items():
        if not rest.startswith(words):
            continue
        tail = rest[len(words):].strip()
        if tail in ("—", "-"):
            return count
        if tail.startswith(".") and tail[1:].strip() == MODE_REPEAT:
            return count[0], count[1], True
    return None


__all__ = ["SPREE_MODE", "mode_count"]
