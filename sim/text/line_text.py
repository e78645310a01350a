"""An Oracle line's text before the grammar reads it: without its reminder text, and split
into its sentences (at the spaces after each period or "!"); ``sim.text.oracle``."""

from __future__ import annotations

import re

#: a bullet run on after the text before it on the same line
_RUN_ON = re.compile(r"(?<=\S)[ \t]*\u2022[ \t]*")
#: a heading's em dash written against the word before it ("choose one—")
_TIGHT_DASH = re.compile(r"(?<=\S)\u2014(?=\s*(?:\n|$))", re.MULTILINE)


def bulleted(text: str) -> str:
    """``text`` with each mode bullet run on after other text on a line (Oracle's "Choose one
    —• Destroy target artifact.• Proliferate.") starting a line of its own, and the
    heading's dash set apart ("choose one —"), as modes are printed (CR 700.2)."""
    if "\u2022" not in text:
        return text
    return _TIGHT_DASH.sub(" \u2014", _RUN_ON.sub("\n\u2022 ", text))


def without_reminders(text: str) -> str:
    """``text`` without its reminder text: each parenthesized part (no parenthesis inside)
    with the spaces before it."""
    out: list[str] = []
    kept = at = 0
    while (opened := text.find("(", at)) >= 0:
        closed = opened + 1
        while closed < len(text) and text[closed] not in "()":
            closed += 1
        if closed == len(text) or text[closed] == "(":
            at = opened + 1
            continue
        begin = opened
        while begin > kept and text[begin - 1].isspace():
            begin -= 1
        out.append(text[kept:begin])
        kept = at = closed + 1
    return "".join(out) + text[kept:]


def line_sentences(line: str) -> list[str]:
    """``line`` split at the spaces after each period or "!" (before more text)."""
    out: list[str] = []
    start = 0
    at = _stop(line, 0)
    while at >= 0:
        end = at + 1
        while end < len(line) and line[end].isspace():
            end += 1
        if at + 1 < end < len(line):
            out.append(line[start:at + 1])
            start = end
        at = _stop(line, end)
    out.append(line[start:])
    return out


def _stop(line: str, start: int) -> int:
    """Where the next period or "!" of ``line`` is from ``start``, or -1."""
    stops = [at for at in (line.find(".", start), line.find("!", start)) if at >= 0]
    return min(stops) if stops else -1
