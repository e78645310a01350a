"""An Oracle line's text before the grammar reads it: without its reminder text, and split
into its sentences (at the spaces after each period or "!"); ``sim.text.oracle``."""

from __future__ import annotations


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
