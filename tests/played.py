"""``@plays("Oracle clause", ...)``: marks a test that plays those clauses in a game.

Issue 11's honesty rule: a clause counts as supported only if the engine enforces it in play,
and every supported clause pattern has a test that plays it. ``tests/test_coverage.py`` reads
the string arguments of every ``plays(...)`` in the test files (with ``ast``, so the strings
must be literals) and checks that each supported pattern of the bundled cards, the fixture
files and the keyword list is among them. Mark only a test that builds a game with the clause
on a card and asserts what it does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])


def plays(*clauses: str) -> Callable[[F], F]:
    def mark(test: F) -> F:
        test.plays = clauses  # type: ignore[attr-defined]
        return test
    return mark
