"""What the conformance checker reports: a broken invariant (``ConformanceError``, an
``AssertionError``) or what a check played (``Report``)."""

from __future__ import annotations

import attrs


class ConformanceError(AssertionError):
    """An invariant of the decision interface does not hold."""


@attrs.frozen
class Report:
    """What a check played: decisions met, actions checked, unlisted actions refused; and
    the spells cast, abilities activated and triggered abilities put on the stack in the
    play (from its events)."""

    decisions: int
    listed_checked: int
    unlisted_refused: int
    kinds: frozenset[str]
    cast: int = 0
    activated: int = 0
    triggered: int = 0
