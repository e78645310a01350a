"""An activated ability's "activate only ..." restrictions as written (CR 602.5b): the parts
of "activate only during your turn, and only once each turn", read from the ability's
effect text (``sim.rules.activation.timing_ok`` enforces those it knows)."""

from __future__ import annotations

from sim.model.programs import Activated
from sim.text.keyword_names import normalize


def _restriction_parts(words: str) -> list[str]:
    """"during your turn, and only once each turn" as its parts."""
    parts: list[str] = []
    start = at = 0
    while at < len(words):
        for separator in (", and only ", ", and ", " and only ", " and ", ", "):
            if words.startswith(separator, at):
                parts.append(words[start:at])
                start = at = at + len(separator)
                break
        else:
            at += 1
    parts.append(words[start:])
    return parts


def restrictions(ability: Activated) -> tuple[str, ...]:
    """The "activate only ..." restrictions of ``ability`` (602.5b), lower case."""
    text = normalize(ability.effect)
    out: list[str] = []
    at = text.find("activate ")
    while at >= 0:
        if at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_"):
            rest = text[at + len("activate "):]
            rest = rest[len("this ability "):] if rest.startswith("this ability ") else rest
            if rest.startswith("only "):
                words = rest[len("only "):].split(".", 1)[0]
                out += [part.strip() for part in _restriction_parts(words) if part.strip()]
                at = len(text) - len(rest) + len("only ") + len(words) - 1
        at = text.find("activate ", at + 1)
    return tuple(out)
