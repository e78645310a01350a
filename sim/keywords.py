"""Keyword abilities and the static ability phrases the engine understands, as one bit set.

Characteristics are read constantly on the hot path (every legality check, every
damage step), so abilities are an ``IntFlag``: testing one is a single ``&``.
Keyword names are accepted case-insensitively with spaces or underscores
("First Strike", "first_strike"); ability phrases are matched the same way as
Oracle text ("Can't block.", "this creature can't block").
"""

from __future__ import annotations

import difflib
import enum
import re

from sim.errors import UnknownNameError


class Kw(enum.IntFlag):
    """One bit per keyword (CR 702) or engine-known static ability."""

    NONE = 0
    FLYING = enum.auto()  # 702.9
    REACH = enum.auto()  # 702.17
    VIGILANCE = enum.auto()  # 702.20
    DEFENDER = enum.auto()  # 702.3
    HASTE = enum.auto()  # 702.10
    FIRST_STRIKE = enum.auto()  # 702.7
    DOUBLE_STRIKE = enum.auto()  # 702.4
    TRAMPLE = enum.auto()  # 702.19
    DEATHTOUCH = enum.auto()  # 702.2
    LIFELINK = enum.auto()  # 702.15
    INDESTRUCTIBLE = enum.auto()  # 702.12
    MENACE = enum.auto()  # 702.111
    CANT_ATTACK = enum.auto()  # "can't attack" (508.1c restriction)
    CANT_BLOCK = enum.auto()  # "can't block" (509.1b restriction)


KEYWORDS: dict[str, Kw] = {
    "flying": Kw.FLYING,
    "reach": Kw.REACH,
    "vigilance": Kw.VIGILANCE,
    "defender": Kw.DEFENDER,
    "haste": Kw.HASTE,
    "first strike": Kw.FIRST_STRIKE,
    "double strike": Kw.DOUBLE_STRIKE,
    "trample": Kw.TRAMPLE,
    "deathtouch": Kw.DEATHTOUCH,
    "lifelink": Kw.LIFELINK,
    "indestructible": Kw.INDESTRUCTIBLE,
    "menace": Kw.MENACE,
}

ABILITIES: dict[str, Kw] = {
    "can't attack": Kw.CANT_ATTACK,
    "can't block": Kw.CANT_BLOCK,
}

_NAMES: dict[Kw, str] = {flag: name for name, flag in (KEYWORDS | ABILITIES).items()}
_SUBJECT = re.compile(r"^(this creature|cardname|~)\s+")


def normalize(text: str) -> str:
    """Lower-case, underscores and runs of spaces to one space, curly apostrophes straight,
    trailing period dropped."""
    text = text.replace("\u2019", "'").replace("_", " ").strip().lower().rstrip(".")
    return " ".join(text.split())


def parse_keyword(name: str) -> Kw:
    """The flag for a keyword name; ``UnknownNameError`` lists what is accepted."""
    flag = KEYWORDS.get(normalize(name))
    if flag is None:
        raise _unknown("keyword", name, list(KEYWORDS))
    return flag


def parse_ability(text: str) -> Kw:
    """The flag for an ability phrase as printed in Oracle text (a keyword is accepted too)."""
    key = _SUBJECT.sub("", normalize(text))
    flag = ABILITIES.get(key) or KEYWORDS.get(key)
    if flag is None:
        raise _unknown("ability", text, list(ABILITIES) + list(KEYWORDS))
    return flag


def names(mask: Kw | int) -> list[str]:
    """Canonical names of the abilities in ``mask``, in a stable order."""
    return [name for flag, name in _NAMES.items() if mask & flag]


def _unknown(kind: str, name: str, accepted: list[str]) -> UnknownNameError:
    close = difflib.get_close_matches(normalize(name), accepted, n=3, cutoff=0.6)
    return UnknownNameError(kind, name, accepted, close)
