"""A declaration judged: each broken rule (``Violation``) and the whole verdict (``Verdict``:
legal or not, requirements obeyed, a better declaration, the cost).
"""

from __future__ import annotations

from typing import Any

import attrs

from sim.model.declarations import Declaration


@attrs.frozen(slots=True)
class Violation:
    """One broken rule: the creature concerned, the CR rule, and why."""

    creature: str | None
    rule: str
    reason: str

    def __str__(self) -> str:
        who = f"{self.creature}: " if self.creature else ""
        return f"{who}{self.reason} (CR {self.rule})"

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``creature`` (or null), ``rule`` and ``reason``."""
        return {"creature": self.creature, "rule": self.rule, "reason": self.reason}


@attrs.frozen(slots=True)
class Verdict:
    """Whether a declaration is legal, and why.

    ``requirements`` lists each requirement that exists for the declaration with whether it
    is obeyed; ``obeyed`` and ``maximum`` count them (``maximum`` is the most a declaration
    obeying every restriction could obey — under the 2004 edition, the most one reachable
    from this one could). ``witness`` is a declaration that does better, when there is one.
    ``cost`` is the mana each player pays for it."""

    declaration: Declaration
    violations: tuple[Violation, ...] = ()
    requirements: tuple[tuple[str, bool], ...] = ()
    obeyed: int = 0
    maximum: int = 0
    witness: Declaration | None = None
    cost: tuple[tuple[str, int], ...] = ()

    @property
    def legal(self) -> bool:
        """Whether no rule is broken."""
        return not self.violations

    def __bool__(self) -> bool:
        return not self.violations

    def explain(self) -> str:
        """The verdict in words, a line each: legal or illegal, each violation with its CR rule,
        the requirements obeyed out of the most that can be, a better declaration, the cost."""
        head = ("legal: " if self.legal else "illegal: ") + str(self.declaration)
        lines = [head] + [f"  - {v}" for v in self.violations]
        if self.requirements:
            lines.append(f"  requirements obeyed: {self.obeyed} of {len(self.requirements)} "
                         f"(at most {self.maximum} can be)")
            lines += [f"    [{'x' if ok else ' '}] {text}" for text, ok in self.requirements]
        if self.witness is not None:
            lines.append(f"  better: {self.witness}")
        if any(n for _, n in self.cost):
            lines.append("  cost: " + ", ".join(f"{p} pays {{{n}}}" for p, n in self.cost))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``legal``, ``violations``, ``requirements`` (each with ``obeyed``),
        ``obeyed``, ``maximum``, ``witness`` (a mapping, or null) and ``cost`` per player."""
        witness = None
        if self.witness is not None:
            witness = self.witness.as_dict()
        return {"legal": self.legal, "violations": [v.to_json() for v in self.violations],
                "requirements": [{"requirement": t, "obeyed": ok}
                                 for t, ok in self.requirements],
                "obeyed": self.obeyed, "maximum": self.maximum, "witness": witness,
                "cost": dict(self.cost)}
