"""``@plays("Oracle clause", ...)``: marks a test that plays those clauses in a game.

Issue 11's honesty rule: a clause counts as supported only if the engine enforces it in play,
and every supported clause pattern has a test that plays it. ``tests/test_coverage.py`` reads
the string arguments of every ``plays(...)`` mark in the test files (with ``ast``, so the
strings must be literals; ``tests/mechanisms.py``) and checks that

* each supported pattern of the bundled cards, the fixture files and the keyword list is
  among them: a permanent's clauses, and an instant's or sorcery's effect (cast and resolved);
* each marked test's docstring cites the Comprehensive Rules it checks ("CR 702.19b: ...");
* each mechanism of the ability model the Oracle compiler can produce (a parameter kind, a
  static rule, a condition, an effect's verb, a trigger, ...) is in the model of a played
  clause.

Mark only a test that builds a game with the clause on a card and asserts what it does. A
clause may name its card ("Whenever Raider attacks, ..."): the check reads it with the card
named by its capitalised words. A test marked ``pytest.mark.xfail`` (an engine bug it
documents) or ``skip`` plays nothing.
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
