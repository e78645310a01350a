"""The characters a match of a regular expression may begin with, for the Oracle grammar's
lexer (``sim.text.grammar._token``): a state's lexer tries only the terminals that may begin
with the character it is at, in their order, and so finds the same token sooner.

``first_chars(pattern)`` reads the pattern with Python's own regular expression parser (the
one lark uses to size its terminals, ``lark.utils``) and gives a set of characters every
match begins with — a superset: a lookaround is skipped (it only narrows the match), a
class it cannot list (a category such as ``\\w``, a negated class, any character), a
case-insensitive part, a back reference, or a pattern that may match the empty string gives
None, "any character". Never a character too few: a match the set would rule out is a token
the lexer would miss.
"""

from __future__ import annotations

import importlib
from typing import Any

#: Python's regular expression parser and its constants (no stubs: read as ``Any``)
_p: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")

#: the widest character range listed rather than taken as "any character"
_WIDEST = 256
#: what the reading of a sequence gives: its first characters (None: any) and whether it
#: may match the empty string
_Firsts = tuple[frozenset[str] | None, bool]


def first_chars(pattern: str) -> frozenset[str] | None:
    """The characters a match of ``pattern`` may begin with, or None for any (see the module
    docstring)."""
    parsed: Any = _p.parse(pattern)
    if parsed.state.flags & _c.SRE_FLAG_IGNORECASE:
        return None
    chars, empty = _sequence(list(parsed))
    return None if empty else chars


def _sequence(items: list[tuple[Any, Any]]) -> _Firsts:
    """The first characters of ``items`` matched one after the other."""
    found: set[str] = set()
    for op, arg in items:
        chars, empty = _item(op, arg)
        if chars is None:
            return None, False
        found |= chars
        if not empty:
            return frozenset(found), False
    return frozenset(found), True


def _item(op: Any, arg: Any) -> _Firsts:
    """The first characters of one item of a parsed pattern, and whether it may be empty."""
    if op is _c.LITERAL:
        return frozenset(chr(arg)), False
    if op is _c.IN:
        return _listed(arg), False
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero-width: the next item begins the match
        return frozenset(), True
    if op is _c.SUBPATTERN:
        add_flags = arg[1]
        if add_flags & _c.SRE_FLAG_IGNORECASE:
            return None, False
        return _sequence(list(arg[-1]))
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        least, _, body = arg
        chars, empty = _sequence(list(body))
        return chars, empty or least == 0
    if op is _c.BRANCH:
        found: set[str] = set()
        any_empty = False
        for branch in arg[1]:
            chars, empty = _sequence(list(branch))
            if chars is None:
                return None, False
            found |= chars
            any_empty = any_empty or empty
        return frozenset(found), any_empty
    if op is _c.ATOMIC_GROUP:
        return _sequence(list(arg))
    return None, False


def _listed(items: list[tuple[Any, Any]]) -> frozenset[str] | None:
    """The characters of a class ``[...]``, or None when it cannot list them (negated, a
    category, a wide range)."""
    found: set[str] = set()
    for op, arg in items:
        if op is _c.LITERAL:
            found.add(chr(arg))
        elif op is _c.RANGE and arg[1] - arg[0] < _WIDEST:
            found.update(chr(c) for c in range(arg[0], arg[1] + 1))
        else:
            return None
    return frozenset(found)
