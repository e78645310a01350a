"""The legality engine: the one place that decides whether a declaration is legal (CR 508.1,
509.1), exactly, and says why.

Entry point: ``is_legal(state, declaration) -> Verdict``. A verdict lists every restriction
broken (with its CR rule), the requirements obeyed and the most that could be obeyed, the
cost, and — when the declaration falls short on requirements — a *witness*: a declaration
that does better. ``legal_attacks(state)`` and ``legal_blocks(state)`` are lazy, in the
python-chess manner: iterate them, test ``in``, ``count()`` them (by dynamic programming
where no requirement is in play; never by enumerating the whole product), and ask
``can_complete(partial)`` whether some creatures' choices can still be completed legally
(the action mask an AI needs).

How a declaration is judged
  1. Each creature's own restrictions: it is untapped, can attack (haste, defender, "can't
     attack") or block, and may attack that player / block that attacker (evasion,
     "creatures can't attack you", ...). See ``sim.legality.constraints``.
  2. Restrictions between creatures ("can't attack alone", menace, "no more than one
     creature can block each combat", ...): all must be obeyed (508.1c, 509.1b).
  3. Requirements ("attacks each combat if able", Lure, provoke, ...): the declaration must
     obey as many as any declaration obeying every restriction could (508.1d, 509.1c).
     Requirements never force paying a cost, even {0}: a declaration compared against may
     use an assignment that has a cost only if the declaration judged makes that same
     assignment (and so pays for it already).
  4. Costs (Ghostly Prison, War Cadence, Cowed by Wisdom) are totalled and must be payable
     from the mana the player has; a creature tapped by attacking can't make mana for them
     (508.1g-h, 509.1d-e).

Conditional requirements (Ekundu Cyclops, Viashino Bey) exist only in a declaration that
meets their condition; under the current rules a declaration is measured against the
requirements that exist *for it*. So declaring no attackers is legal next to an Ekundu Cyclops
(no creature attacks, so no requirement), while attacking with another creature alone is not.
This matches the reading the 2006 Cranial Insertion article gives under rule 500 and the CR
508.1d wording "attacks if some condition is met"; no Oracle ruling says otherwise.

Editions (``state.rules``): ``current`` and ``2016`` use the global maximum above. ``2004``
uses rule 500.4-500.5 of January 2004: a declaration S is illegal only if some T obeying every
restriction and more requirements can be reached from S by removing assignments and adding
only assignments that satisfy a requirement (one that exists for S) on the creature making
them — "even if the option means not obeying another requirement that was previously met"
(500.5). So a creature already obeying one requirement may switch to obey another, as in the
Cranial Insertion article's Krosan Vorine answer; a creature under no requirement is never
added (its Gorilla Berserkers answer: not blocking stays legal).

Search: creatures that share no restriction or requirement are split into independent groups
(``sim.legality.search``) and each group is searched by branch and bound. A brute-force enumerator
lives in the tests only, as the oracle these answers are checked against.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from sim.legality.constraints import (
    ATTACK,
    BLOCK,
    BLOCK_COUNT,
    Move,
)
from sim.legality.enumeration import Enumerator
from sim.legality.judge import Judge
from sim.legality.verdicts import Verdict
from sim.model.declarations import AttackDeclaration, BlockDeclaration, Declaration
from sim.model.errors import DeclarationFormError
from sim.model.objects import Step
from sim.model.state import GameState


class LegalDeclarations:
    """Every legal declaration of one step, lazily (python-chess style)."""

    kind: type[Any]

    def __init__(self, judge: Enumerator) -> None:
        self.judge = judge
        self.state = judge.state

    @property
    def options(self) -> dict[str, list[str]]:
        """Each creature that can take part, with what it can attack or block on its own."""
        return self.judge.options

    def __iter__(self) -> Iterator[Any]:
        return iter(self.judge)

    def __contains__(self, decl: object) -> bool:
        decl = _as_declaration(decl, self.kind)
        if not isinstance(decl, self.kind):
            return False
        return self._ours(decl) and self.judge.verdict(decl).legal

    def _ours(self, decl: Any) -> bool:
        return True

    def count(self) -> int:
        """The number of legal declarations, exactly, without listing them."""
        return self.judge.count()

    def is_legal(self, decl: Any) -> Verdict:
        """The verdict on ``decl`` (a declaration, or a mapping in the scenario file's form)."""
        return self.judge.verdict(_as_declaration(decl, self.kind))  # type: ignore[arg-type]

    def can_complete(self, partial: Mapping[str, str | Sequence[str] | None]) -> bool:
        """Whether the creatures named can make these choices in some legal declaration
        (a target or attacker id, a list of attacker ids, or ``None`` for "not this
        combat"); the other creatures are left open. The action-mask query for self-play."""
        return self.judge.can_complete({c: _move(v) for c, v in partial.items()})

    def sample(self, rng: np.random.Generator) -> Any:
        """A legal declaration drawn uniformly at random."""
        return self.judge.sample(rng)

    def __bool__(self) -> bool:
        return True  # declaring nothing obeys every restriction, so something is legal


class LegalAttacks(LegalDeclarations):
    """Legal attack declarations of the active player (CR 508.1)."""

    kind = AttackDeclaration

    def __init__(self, state: GameState) -> None:
        super().__init__(Enumerator(state, ATTACK))


class LegalBlocks(LegalDeclarations):
    """Legal block declarations; with ``defender``, only that player's creatures block here."""

    kind = BlockDeclaration

    def __init__(self, state: GameState, defender: str | None = None) -> None:
        super().__init__(Enumerator(state, BLOCK, defender))
        self.defender = defender

    def _ours(self, decl: Any) -> bool:
        permanents = self.state.permanents
        return self.defender is None or all(
            b in permanents and permanents[b].controller == self.defender
            for b, _ in decl.blocks)

    @property
    def menace(self) -> set[str]:
        """Attackers some creature can block that need two or more blockers."""
        return {r.creature for r in self.judge.problem.restrictions
                if r.kind == BLOCK_COUNT and r.low > 1}


def _move(value: str | Sequence[str] | None) -> Move | None:
    if value is None:
        return None
    return (value,) if isinstance(value, str) else tuple(sorted(value))


def _as_declaration(decl: object, kind: type[Any]) -> object:
    if isinstance(decl, Mapping):
        return kind.of(decl)
    return decl


ATTACK_FORM = "{attacker_id: player_or_planeswalker_id}"


BLOCK_FORM = "{blocker_id: attacker_id or [attacker_ids]}"


_BLOCK_STEPS = frozenset(list(Step)[list(Step).index(Step.DECLARE_BLOCKERS):])


def is_legal(state: GameState, declaration: Declaration | Mapping[str, Any]) -> Verdict:
    """The verdict on an attack or block declaration in ``state`` (CR 508.1, 509.1).

    ``declaration`` is an ``AttackDeclaration``, a ``BlockDeclaration``, or a mapping in the
    scenario file's forms: attacks ``{attacker_id: player_or_planeswalker_id}``, blocks
    ``{blocker_id: attacker_id or [attacker_ids]}``. The state decides which a mapping is: blocks
    once attackers are declared (``state.step`` is the declare blockers step or later, or
    ``state.combat`` has attackers), attacks otherwise. A mapping of the wrong form for that step
    raises ``DeclarationFormError`` (an ``MtgsimError``)."""
    if isinstance(declaration, Mapping):
        declaration = _from_mapping(state, declaration)
    if isinstance(declaration, AttackDeclaration):
        return check_attacks(state, declaration)
    if isinstance(declaration, BlockDeclaration):
        return check_blocks(state, declaration)
    raise DeclarationFormError(
        "is_legal: declaration: expected an AttackDeclaration, a BlockDeclaration or a mapping "
        f"{ATTACK_FORM} / {BLOCK_FORM}, got {type(declaration).__name__}")


def _from_mapping(state: GameState, mapping: Mapping[Any, Any]) -> Declaration:
    """``mapping`` as the declaration of the step ``state`` is in (see ``is_legal``)."""
    blocks = state.step in _BLOCK_STEPS or (state.combat is not None
                                            and bool(state.combat.attackers))
    declared = 0 if state.combat is None else len(state.combat.attackers)
    if blocks:
        read = (f"read as blocks {BLOCK_FORM}, since attackers are declared or the step is "
                f"declare blockers or later (step: {state.step.value}, {declared} attacker(s) "
                "declared)")
        wanted = "an attacker id or a non-empty list of attacker ids"
    else:
        read = (f"read as attacks {ATTACK_FORM}, since the state is before blockers (step: "
                f"{state.step.value}, no attackers declared)")
        wanted = "the id of the player or planeswalker attacked"
    for key, value in mapping.items():
        if not isinstance(key, str):
            raise DeclarationFormError(f"is_legal: declaration: expected a creature id (a "
                                       f"string) as each key, got key {key!r}; {read}")
        ok = isinstance(value, str) or (blocks and isinstance(value, (list, tuple))
                                        and len(value) > 0
                                        and all(isinstance(v, str) for v in value))
        if not ok:
            raise DeclarationFormError(f"is_legal: declaration: {key!r}: expected {wanted}, got "
                                       f"{value!r}; {read}")
    return BlockDeclaration.of(mapping) if blocks else AttackDeclaration.of(mapping)


def check_attacks(state: GameState, decl: AttackDeclaration) -> Verdict:
    """Judge an attack declaration as a whole (CR 508.1a-d, g-h)."""
    return Judge(state, ATTACK).verdict(decl)


def check_blocks(state: GameState, decl: BlockDeclaration) -> Verdict:
    """Judge a block declaration as a whole (CR 509.1a-e)."""
    return Judge(state, BLOCK).verdict(decl)


def legal_attacks(state: GameState) -> LegalAttacks:
    """Every legal attack declaration in ``state``, lazily (``LegalAttacks``)."""
    return LegalAttacks(state)


def legal_blocks(state: GameState, defender: str | None = None) -> LegalBlocks:
    """Every legal block declaration in ``state``, lazily; with ``defender``, only that
    player's creatures block (``LegalBlocks``)."""
    return LegalBlocks(state, defender)
