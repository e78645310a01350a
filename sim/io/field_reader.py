"""Reading a scenario file's fields: one error naming the file, the field and what is accepted
(``FieldReader``), and the helpers that name fields and kinds of value in messages.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sim.model.errors import ScenarioError
from sim.text import shown
from sim.text.card_fields import MAX_INT, MIN_INT

_PLAIN_KEY = re.compile(r"[\w+\-/]+")


_SURROGATE = re.compile(r"[\ud800-\udfff]")  # re reads the escapes (mypyc: no surrogate literals)


def bad_text(root: Mapping[str, Any]) -> tuple[str, str] | None:
    """The field and text of the first string (key or value) in ``root`` that is not Unicode
    text: one with an unpaired surrogate, which JSON's ``\\udXXX`` escapes can make and which
    can't be printed or written as UTF-8. Every scenario is checked as it is read (a random
    board at each reset of the self-play environment), so the strings are first searched
    without naming fields (``_any_surrogate``); the fields are named only when one is bad."""
    if not _any_surrogate(root):
        return None
    return _first_bad_text(root)


def _any_surrogate(root: object) -> bool:
    """Whether any string ``bad_text`` looks at in ``root`` (keys and values of mappings,
    items of lists and tuples, nested) has an unpaired surrogate. An ASCII string has none;
    the exact types a parser makes are tested before the abstract ``Mapping`` (slow)."""
    search = _SURROGATE.search
    stack: list[object] = [root]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is int or kind is bool or kind is float:
            continue
        if isinstance(node, str):
            if not node.isascii() and search(node) is not None:
                return True
        elif (kind is list or kind is tuple) and isinstance(node, list | tuple):
            stack.extend(node)
        elif isinstance(node, Mapping):
            for key, value in node.items():
                if isinstance(key, str) and not key.isascii() and search(key) is not None:
                    return True
                stack.append(value)
        elif isinstance(node, list | tuple):
            stack.extend(node)
    return False


def _first_bad_text(root: Mapping[str, Any]) -> tuple[str, str] | None:
    """``bad_text``'s walk, naming each field on the way (the reference: see ``bad_text``)."""
    stack: list[tuple[str, object]] = [("", root)]
    while stack:
        field, node = stack.pop()
        children: list[tuple[str, object]] = []
        if isinstance(node, str):
            if _SURROGATE.search(node):
                return field, node
        elif isinstance(node, Mapping):
            for key, value in node.items():
                name = field_key(key) if isinstance(key, str) else shown(key)
                where = f"{field}.{name}" if field else name
                if isinstance(key, str) and _SURROGATE.search(key):
                    return where, key
                children.append((where, value))
        elif isinstance(node, list | tuple):
            children = [(f"{field}[{i}]", value) for i, value in enumerate(node)]
        stack.extend(reversed(children))
    return None


def field_key(key: str) -> str:
    """A table key as a part of a field name: as it is when plain (``b1``, ``+1/+1``), else
    quoted like a string (empty, spaces, dots, control characters, emoji, very long)."""
    return key if _PLAIN_KEY.fullmatch(key) and len(key) <= 40 else shown(key, 40)


def listed_ids(ids: Iterable[str]) -> str:
    """Ids listed in a message: ``A, B``."""
    return ", ".join(field_key(i) for i in ids)


def kind_of(value: object) -> str:
    """The kind of ``value`` in a message's words ("a table", "an array", "a string", ...),
    or its type's name."""
    return {dict: "a table", list: "an array", str: "a string", int: "an integer",
            float: "a number", bool: "a boolean"}.get(type(value), type(value).__name__)


class FieldReader:
    """Reads fields of one file (``source``), each error naming the file and the field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, message: str) -> ScenarioError:
        """The ``ScenarioError`` to raise for ``field``: the file, the field and ``message``."""
        return ScenarioError(self.source, field, message)

    def table(self, value: object, field: str) -> Mapping[str, Any]:
        """``value`` as a table, a mapping with string keys; else ``ScenarioError``."""
        if not isinstance(value, Mapping):
            raise self.fail(field, f"expected a table, got {kind_of(value)}")
        for key in value:  # always so in TOML and JSON; a dict from Python may differ
            if not isinstance(key, str):
                raise self.fail(field, f"keys must be strings, got {shown(key)}")
        return value

    def keys(self, table: Mapping[str, Any], allowed: Sequence[str], field: str) -> None:
        """Refuse the first key of ``table`` not in ``allowed``: a ``ScenarioError`` suggesting the
        closest accepted name and listing them all."""
        for key in table:
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise self.fail(f"{field}.{field_key(key)}" if field else field_key(key),
                                f"unknown field{hint}; accepted: {', '.join(allowed)}")

    def integer(self, value: object, field: str, minimum: int | None = None) -> int:
        """``value`` as an integer (not a boolean) from ``minimum`` (default: the smallest TOML
        integer) to the largest TOML integer; else ``ScenarioError``."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, f"expected an integer, got {shown(value)}")
        low = MIN_INT if minimum is None else minimum
        if not low <= value <= MAX_INT:
            raise self.fail(field, f"expected an integer from {low} to {MAX_INT}, got "
                            f"{shown(value)}" if minimum is None or value > MAX_INT
                            else f"must be at least {minimum}, got {shown(value)}")
        return value

    def boolean(self, value: object, field: str) -> bool:
        """``value`` as ``true`` or ``false``; else ``ScenarioError``."""
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {shown(value)}")
        return value

    def string(self, value: object, field: str) -> str:
        """``value`` as a non-empty string; else ``ScenarioError``."""
        if not isinstance(value, str) or not value:
            raise self.fail(field, f"expected a non-empty string, got {shown(value)}")
        return value

    def text(self, value: object, field: str) -> str:
        """Free text (a description): any string, empty included."""
        if not isinstance(value, str):
            raise self.fail(field, f"expected a string, got {kind_of(value)}")
        return value
