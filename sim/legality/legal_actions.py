"""The lazy legal-action sequences of the declaration and damage decisions: declarations
(``DeclarationActions``, the legality engine's lists), combat damage assignments
(``DamageActions``, stars and bars) and attacking bands (``BandActions``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from sim.legality.assignments import Assignments
from sim.legality.bands import BandDeclarations
from sim.legality.constraints import may_require
from sim.legality.damage_assignment import amount_problems, lethal_problems, validate_assignment
from sim.legality.legal_declarations import LegalAttacks, LegalDeclarations
from sim.legality.verdicts import Verdict
from sim.model.actions import Action, AssignDamage, DeclareAttackers, DeclareBands, DeclareBlockers
from sim.model.damage_records import DamageRequest
from sim.model.decisions import LegalActions


class DeclarationActions(LegalActions):
    """Legal attack or block declarations (the legality engine's lazy list, CR 508.1, 509.1)."""

    def __init__(self, legal: LegalDeclarations) -> None:
        self.legal = legal
        self.wrap: type[DeclareAttackers] | type[DeclareBlockers] = (
            DeclareAttackers if isinstance(legal, LegalAttacks) else DeclareBlockers)
        self._count: int | None = None
        self._last: tuple[Action, Verdict] | None = None
        #: the actions this list handed out, by id (kept alive, so an id names one object)
        self._produced: dict[int, Action] = {}

    def size(self) -> int:
        """The number of legal declarations (``LegalDeclarations.count``), counted once."""
        if self._count is None:
            self._count = self.legal.count()
        return self._count

    def _hand_out(self, decl: Any) -> Action:
        action = self.wrap(decl)
        produced = self._produced
        if len(produced) >= PRODUCED_KEPT:
            produced.clear()
        produced[id(action)] = action
        return action

    def __getitem__(self, index: Any) -> Any:
        return self._hand_out(self.legal.judge.declaration_at(self._index(index)))

    def __iter__(self) -> Iterator[Action]:
        for decl in self.legal:
            yield self._hand_out(decl)

    def accepted(self, action: DeclareAttackers | DeclareBlockers) -> Verdict:
        """The verdict ``apply`` acts on. An action this list handed out (``legal[i]``,
        iteration, ``sample``) is legal by construction: it is not judged again, only its
        costs are looked up (508.1h, 509.1d); any other action is judged in full."""
        if self._produced.get(id(action)) is not action:
            return self.verdict(action)
        judge = self.legal.judge
        if not may_require(judge.state, judge.step):  # no requirement, no cost
            return Verdict(action.declaration)
        return judge.accepted(action.declaration)

    def reasons(self, action: Action) -> list[str]:
        """Why ``action`` is illegal: the wrong kind of action, a blocker of another defending
        player (CR 509.1a), or the verdict's violations; empty when it is legal."""
        if not isinstance(action, self.wrap):
            return [f"expected a {self.wrap.kind} action, got {action}"]
        if not self.legal._ours(action.declaration):
            return [f"{action}: only the creatures of {getattr(self.legal, 'defender', None)} "
                    "block now (CR 509.1a)"]
        return [str(v) for v in self.verdict(action).violations]

    def verdict(self, action: DeclareAttackers | DeclareBlockers) -> Verdict:
        """The legality engine's verdict, judged once when an agent checks an action and
        apply checks it again."""
        last = self._last
        if last is not None and last[0] == action:
            return last[1]
        verdict = self.legal.judge.verdict(action.declaration)
        self._last = (action, verdict)
        return verdict

    def sample(self, rng: np.random.Generator) -> Action:
        """A legal declaration drawn uniformly at random, as an action this list hands out."""
        return self._hand_out(self.legal.sample(rng))


#: how many handed-out declarations a list remembers (an agent looking at more than this many
#: before choosing has its choice judged again: still correct, only slower)
PRODUCED_KEPT = 256


class DamageActions(LegalActions):
    """Legal combat damage assignments of one source (CR 510.1, 702.19b): counted, indexed and
    drawn without listing (``sim.legality.assignments``). With ``allowed`` (a creature shares its
    recipients with creatures assigning later in the step), the assignments that leave a
    legal way for the rest, listed."""

    def __init__(self, request: DamageRequest,
                 allowed: list[dict[str, int]] | None = None) -> None:
        self.request = request
        self.allowed = allowed
        self.assignments = Assignments(request) if allowed is None else None
        self._last: tuple[Action, list[str]] | None = None

    def size(self) -> int:
        """The number of legal assignments: stars and bars, or the ``allowed`` ones."""
        if self.allowed is not None:
            return len(self.allowed)
        assert self.assignments is not None
        return self.assignments.total

    def __getitem__(self, index: Any) -> Any:
        source = self.request.source
        i = self._index(index)
        chosen = self.allowed[i] if self.allowed is not None else self.assignments[i]  # type: ignore[index]
        return AssignDamage.of(source, chosen)

    def __iter__(self) -> Iterator[Action]:
        source = self.request.source
        for chosen in (self.allowed if self.allowed is not None else self.assignments or ()):
            yield AssignDamage.of(source, chosen)

    def reasons(self, action: Action) -> list[str]:
        """Why ``action`` is not a legal assignment of the source (empty when it is); judged
        once when an agent checks it and ``apply`` checks it again."""
        last = self._last
        if last is not None and last[0] == action:
            return last[1]  # an agent's ``in`` check, then apply's: judged once
        out = self._reasons(action)
        self._last = (action, out)
        return out

    def _reasons(self, action: Action) -> list[str]:
        if not isinstance(action, AssignDamage) or action.source != self.request.source:
            return [f"expected how {self.request.source} assigns its combat damage "
                    f"(assign {self.request.source}: ...), got {action}"]
        if self.allowed is None:
            return validate_assignment(self.request, action.as_dict())
        chosen = action.as_dict()
        problems = amount_problems(self.request, chosen)
        if problems or chosen in self.allowed:
            return problems
        return lethal_problems(self.request, chosen) + [
            "with this assignment, the creatures assigning combat damage in this step can't "
            "all assign legally: lethal damage counts the damage each other creature assigns "
            "in the step (CR 510.1c-d, 702.19b)"]


class BandActions(LegalActions):
    """Every legal band declaration (CR 508.1e, 702.22c-d; ``sim.rules.banding``); "no bands" is
    first. The listing is lazy (``sim.legality.bands.BandDeclarations``: counted, indexed and
    iterated without being built), made when first needed. ``reasons`` judges an action by
    the rules directly (``problems``), so its messages say which rule a band breaks."""

    def __init__(self, listing: Callable[[], Sequence[tuple[tuple[str, ...], ...]]],
                 problems: Callable[[Sequence[Sequence[str]]], list[str]]) -> None:
        self._listing = listing
        self._problems = problems
        self._options: Sequence[tuple[tuple[str, ...], ...]] | None = None

    @property
    def options(self) -> Sequence[tuple[tuple[str, ...], ...]]:
        """The legal band declarations, listed (lazily) on first use."""
        if self._options is None:
            self._options = self._listing()
        return self._options

    def size(self) -> int:
        """The number of legal band declarations, exact at any size."""
        options = self.options  # exact beyond ``sys.maxsize``, where ``len`` fails:
        return options.size() if isinstance(options, BandDeclarations) else len(options)

    def __getitem__(self, index: Any) -> Any:
        return DeclareBands(self.options[self._index(index)])

    def __iter__(self) -> Iterator[Action]:
        # a generator function: mypyc would build a returned generator expression as a list
        for bands in self.options:
            yield DeclareBands(bands)

    def reasons(self, action: Action) -> list[str]:
        """Why ``action`` is not a legal band declaration, rule by rule (empty when it is)."""
        if not isinstance(action, DeclareBands):
            return [f"expected the attacking bands (bands ID+ID ... | bands none), got {action}"]
        return self._problems(action.bands)
