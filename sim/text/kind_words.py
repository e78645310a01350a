"""The kinds of creatures a combat restriction names in words (issue 29, attack
requirements): "black creatures", "artifact creatures", "humans", "oxen", "eldrazi scions",
"non-wall creatures", "creature tokens", "creatures with horsemanship", "creatures with power
2 or less", "white creatures with power 2 or greater", "creatures with power greater than ~'s
power", several joined by "or" ("knights or walls") or two colors by "and/or" ("black and/or
red creatures"). Read into tests (``kinds``) that ``sim.legality.kind_judge`` applies to a
creature as blockers are declared (CR 509.1b); None for words not read exactly.

Each kind is a tuple of tests, all of which the creature passes; the phrase a tuple of kinds,
any one of which it is:

- ``("color", letter)``: of that color (105.2);
- ``("type", Type)``, ``("super", Supertype)``: a card type or supertype (205.2a, 205.4a);
- ``("subtype", Type)``, ``("non", Type)``: a creature type, or not (205.3m; a changeling
  has each, 702.73a);
- ``("token", "")``: a token (111.1);
- ``("keyword", word)``: has that keyword ability;
- ``("most", N)``, ``("least", N)``: power N or less | greater (208.1);
- ``("above", "")``, ``("below", "")``: power greater | less than the source's ("~'s power").
"""

from __future__ import annotations

import re
from functools import lru_cache

from sim.model.qualities import COLOR_LETTERS, plural, singular
from sim.text.keyword_names import KEYWORDS
from sim.text.vocabulary import CREATURE_TYPES

Test = tuple[str, str]
Kind = tuple[Test, ...]

_TYPES = {"artifact": ("type", "Artifact"), "enchantment": ("type", "Enchantment"),
          "legendary": ("super", "Legendary"), "snow": ("super", "Snow")}
_POWER = re.compile(r"^power (\d+) or (less|greater)$")
_OR = re.compile(r" or (?!less\b|greater\b)")
_THAN = {"power greater than ~'s power": ("above", ""), "power less than ~'s power": ("below", "")}


def _creature_type(word: str) -> str:
    """The creature type a plural (lower case) names, or ""."""
    kind = singular(word)
    return kind if kind in CREATURE_TYPES and plural(kind).lower() == word else ""


def _with(words: str) -> Test | None:
    """What follows "with": a keyword, "power N or less | greater", "power greater | less than
    ~'s power"."""
    if words in _THAN:
        return _THAN[words]
    power = _POWER.match(words)
    if power is not None:
        return ("most" if power[2] == "less" else "least", power[1])
    if words in KEYWORDS and " " not in words:
        return ("keyword", words)
    return None


def _adjective(word: str) -> Test | None:
    if word in COLOR_LETTERS:
        return ("color", COLOR_LETTERS[word])
    if word in _TYPES:
        return _TYPES[word]
    if word.startswith("non-") and _creature_type(word[4:] + "s"):
        return ("non", _creature_type(word[4:] + "s"))
    return None


def _kind(words: str) -> Kind | None:
    """One kind: "[<adjectives>] creatures [with ...]", "creature tokens", "<creature
    types>" (the last plural: "eldrazi scions")."""
    head, _, tail = words.partition(" with ")
    tests: list[Test] = []
    if tail:
        test = _with(tail)
        if test is None:
            return None
        tests.append(test)
    parts = head.split()
    if parts == ["creature", "tokens"]:
        return (("token", ""), *tests)
    if parts and parts[-1] == "creatures":
        for word in parts[:-1]:
            test = _adjective(word)
            if test is None:
                return None
            tests.append(test)
        return tuple(tests)
    if tail or not parts:
        return None
    last = _creature_type(parts[-1])
    firsts = [w.title() for w in parts[:-1]]
    if not last or any(w not in CREATURE_TYPES for w in firsts):
        return None
    return tuple(("subtype", t) for t in (*firsts, last))


@lru_cache(maxsize=1024)
def kinds(words: str) -> tuple[Kind, ...] | None:
    """The kinds ``words`` names (any one of them), or None."""
    out: list[Kind] = []
    for part in _OR.split(words):
        colors = part.split(" and/", 1)
        if len(colors) == 2:  # "black and/or red creatures": either color
            if colors[0] not in COLOR_LETTERS or not colors[1].startswith("or "):
                return None
            first = _kind(colors[0] + " " + colors[1][3:].split(" ", 1)[1])
            second = _kind(colors[1][3:])
            if not first or not second:
                return None
            out += [first, second]
            continue
        kind = _kind(part)
        if not kind:  # (not "creatures": every creature)
            return None
        out.append(kind)
    return tuple(out) if out else None
