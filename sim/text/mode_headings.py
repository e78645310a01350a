"""A modal spell's or ability's heading and modes as written (CR 700.2): "Choose one —",
"Choose one or both —", "Choose one. You may choose the same mode more than once."
(``mode_count``), and a spree mode "+ {1} — <effect>" (702.172a, ``SPREE_MODE``); read by
``sim.text.effect_text`` through ``read_modal``.

Modes are printed one a line, each after a bullet; some Oracle texts run them on the
heading's line ("Choose one —• Destroy target artifact.• Proliferate."), which
``sim.text.line_text.bulleted`` puts back one a line. A mode may carry a name before an em
dash ("• Bardic Inspiration — Target creature gets +2/+2 ..."): flavor words (CR 207.2d),
which have no rules meaning; ``mode_name`` sets the name apart from the mode's effect, kept
in ``Program.mode_names`` only to be written back.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from sim.model.modes import MODE_COUNTS, MODE_REPEAT, MODE_RULES, plain
from sim.model.programs import Program

#: a spree mode: "+ {1} — <effect>" (CR 702.172a): its cost and its effect
SPREE_MODE = re.compile(r"^\+\s*((?:\{[0-9wubrgcx/]+\})+)\s*[\u2014-]\s*(.+)$", re.IGNORECASE)
#: a mode's name (CR 207.2d, flavor words): a few words without punctuation, then an em dash
_NAME = re.compile(r"^([a-z0-9][a-z0-9' ,!-]{0,40}?) \u2014 (?=\S)", re.IGNORECASE)
#: reads one mode's (or a whole program's) effect text: ``read_effect`` with its context
Reader = Callable[[str], Program]


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


def mode_rule(line: str) -> str:
    """How the one mode of a heading "Choose one that hasn't been chosen [this turn] —",
    "Choose one at random —" is chosen (CR 700.2; ``MODE_RULES``), "" for another line."""
    line = line.lower().strip()
    for words, rule in MODE_RULES.items():
        if line in (f"choose {words} —", f"choose {words} -"):
            return rule
    return ""


def mode_name(mode: str) -> tuple[str, str]:
    """(name, effect) of a mode's text: "bardic inspiration — target creature gets ..."
    is ("bardic inspiration", "target creature gets ..."); ("", ``mode``) when it has no name
    (CR 207.2d: flavor words have no rules meaning)."""
    found = _NAME.match(mode)
    if found is None or found[1].lower().startswith(("choose ", "+")):
        return "", mode
    return found[1].lower(), mode[found.end():]


def _names(names: list[str]) -> tuple[str, ...]:
    return tuple(names) if any(names) else ()


def read_modal(text: str, lines: list[str], read: Reader) -> Program | None:
    """The modal program of ``text`` (its non-empty ``lines``), each mode read by ``read``,
    or None when it is not modal: spree (CR 702.172a: "+ {1} — <mode>" lines, one or more
    chosen, each for its cost) or a heading and its bulleted modes (700.2). Several modes
    chosen together are joined into one program (``sim.model.modes``) only when each is
    ``plain``; otherwise the heading is listed as not run."""
    spree = [SPREE_MODE.match(line) for line in lines]
    if lines and all(spree):
        named = [mode_name(m[2]) for m in spree if m]
        modes = tuple(read(effect) for _, effect in named)
        joined = all(plain(m) for m in modes)
        return Program(text, modes=modes, modes_min=1, modes_max=0,
                       mode_costs=tuple(m[1].upper() for m in spree if m),
                       mode_names=_names([name for name, _ in named]),
                       unsupported=tuple(u for m in modes for u in m.unsupported)
                       + (() if joined else (text,)))
    count = mode_count(lines[0]) if lines else None
    rule = mode_rule(lines[0]) if lines and count is None else ""
    if rule:
        count = (1, 1, False)
    if count is None:
        return None
    named = [mode_name(line.lstrip("•").strip()) for line in lines[1:] if line.startswith("•")]
    modes = tuple(read(effect) for _, effect in named)
    least, most, repeat = count
    joined = most == 1 or all(plain(m) for m in modes)
    return Program(text, modes=modes, modes_min=least, modes_max=most, modes_repeat=repeat,
                   modes_rule=rule, mode_names=_names([name for name, _ in named]),
                   unsupported=tuple(u for m in modes for u in m.unsupported)
                   + (() if joined else (lines[0],))
                   + tuple(line for line in lines[1:] if not line.startswith("•")))


__all__ = ["SPREE_MODE", "Reader", "mode_count", "mode_name", "mode_rule", "read_modal"]
