"""Typed errors, in the python-chess style: every user mistake is a ``ValueError`` subclass.

``ScenarioError`` names the file and the field; illegal declarations carry the
``Verdict`` that explains why, so callers (the CLI, an AI trainer) can show reasons
instead of a traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sim.legality import Verdict


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
    """An unknown keyword, ability, card or edition name; ``accepted`` lists what would do."""

    def __init__(self, kind: str, name: str, accepted: list[str], suggestions: list[str]) -> None:
        self.kind = kind
        self.name = name
        self.accepted = accepted
        self.suggestions = suggestions
        hint = f" Did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        listing = "" if len(accepted) > 60 else f" Accepted: {', '.join(accepted)}."
        super().__init__(f"unknown {kind} {name!r}.{hint}{listing}")


class IllegalDeclarationError(MtgsimError):
    """An attack or block declaration breaks the rules; ``verdict`` says how."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(verdict.explain())


class IllegalAttackError(IllegalDeclarationError):
    """The attack declaration is illegal (CR 508.1)."""


class IllegalBlockError(IllegalDeclarationError):
    """The block declaration is illegal (CR 509.1)."""


class IllegalDamageAssignmentError(MtgsimError):
    """A combat damage assignment breaks CR 510.1 (amounts, recipients, trample lethal-first)."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"illegal damage assignment for {source}: " + "; ".join(problems))


class IllegalActionError(MtgsimError):
    """A priority action that is not among the legal actions offered."""
