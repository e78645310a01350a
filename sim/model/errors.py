"""Typed errors, in the python-chess style: every user mistake is a ``ValueError`` subclass.

``ScenarioError`` names the file and the field. Everything a player may not do raises an
``IllegalActionError`` carrying its reasons: an illegal declaration carries the legality
engine's verdict (anything with ``explain()``), an illegal damage assignment its problems.
This module depends on nothing else in the engine.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from typing import Any, Protocol


class Explains(Protocol):
    """What an illegal declaration carries: the legality engine's ``Verdict``."""

    def explain(self) -> str:
        """The verdict in words: legal or not, and each rule broken with its CR number."""
        ...


class MtgsimError(ValueError):
    """Base class of every error mtgsim raises for bad input or an illegal choice."""


class ScenarioError(MtgsimError):
    """A scenario (or card data) file is malformed: names the file, the field, what is accepted."""

    def __init__(self, source: str, field: str, message: str) -> None:
        self.source = source
        self.field = field
        self.message = message
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {message}")


class UnknownNameError(MtgsimError):
    """An unknown keyword, ability, card or edition name; ``accepted`` lists what would do.

    ``suggestions`` may be given as a function, called only when the suggestions or the
    message are first read: the Oracle front end tries many phrases that fail, and most
    failures are never shown."""

    def __init__(self, kind: str, name: str, accepted: list[str],
                 suggestions: list[str] | Callable[[], list[str]]) -> None:
        self.kind = kind
        self.name = name
        self.accepted = accepted
        self._suggestions = suggestions
        super().__init__(kind, name)

    @property
    def suggestions(self) -> list[str]:
        """Names close to the unknown one, computed on first read when given as a function."""
        if callable(self._suggestions):
            self._suggestions = self._suggestions()
        return self._suggestions

    def __str__(self) -> str:
        suggestions = self.suggestions
        hint = f" Did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        listing = "" if len(self.accepted) > 60 else f" Accepted: {', '.join(self.accepted)}."
        return f"unknown {self.kind} {self.name!r}.{hint}{listing}"


class DeclarationFormError(MtgsimError):
    """A declaration passed to ``is_legal`` in no accepted form (not a rules violation: that is
    a ``Verdict``)."""


class IllegalActionError(MtgsimError):
    """An action that is not among the legal actions of the pending decision; ``reasons`` says
    why (each a sentence, citing the rule where one applies)."""

    def __init__(self, message: str, reasons: list[str] | None = None) -> None:
        self.reasons = list(reasons) if reasons is not None else [message]
        super().__init__(message)


class IllegalDeclarationError(IllegalActionError):
    """An attack or block declaration breaks the rules; ``verdict`` says how."""

    def __init__(self, verdict: Any) -> None:
        self.verdict = verdict
        super().__init__(verdict.explain(), [str(v) for v in getattr(verdict, "violations", ())])


class IllegalAttackError(IllegalDeclarationError):
    """The attack declaration is illegal (CR 508.1)."""


class IllegalBlockError(IllegalDeclarationError):
    """The block declaration is illegal (CR 509.1)."""


class IllegalDamageAssignmentError(IllegalActionError):
    """A combat damage assignment (or damage assignment order) breaks CR 510.1 / 509.2-509.3:
    amounts, recipients, lethal damage first."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"illegal damage assignment for {source}: " + "; ".join(problems),
                         problems)


def not_a_file(path: str | os.PathLike[str]) -> str:
    """Why ``path``, an input file to read, is refused before it is opened: "" for a regular
    file or one that doesn't exist (opening it says so); a message for a directory, a FIFO, a
    device or a socket, which would block or fail mid-read."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return ""
    if stat.S_ISREG(mode):
        return ""
    kind = "a directory" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else \
        "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a special file"
    return f"is {kind}, not a regular file; expected a file to read"
