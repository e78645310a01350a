"""The legality engine: the one place that decides whether a declaration is legal.

Entry point: ``is_legal(state, declaration) -> Verdict``. Lazy generators of every legal
declaration (``legal_attacks``, ``legal_blocks``) answer ``in``, iteration and ``count()``
in the python-chess manner; ``count()`` never enumerates.

This module covers the basic restrictions of CR 508.1 and 509.1 (untapped, summoning
sickness and haste, defender, flying and reach, menace, "can't attack", "can't block").
Requirements, costs and the other restrictions extend it here, behind the same entry point.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import attrs

from sim.declarations import AttackDeclaration, BlockDeclaration, Declaration
from sim.keywords import Kw
from sim.state import GameState, Zone


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
        return {"creature": self.creature, "rule": self.rule, "reason": self.reason}


@attrs.frozen(slots=True)
class Verdict:
    """Whether a declaration is legal, and every restriction it breaks."""

    declaration: Declaration
    violations: tuple[Violation, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    def __bool__(self) -> bool:
        return not self.violations

    def explain(self) -> str:
        if not self.violations:
            return f"legal: {self.declaration}"
        return f"illegal: {self.declaration}\n" + "\n".join(f"  - {v}" for v in self.violations)

    def to_json(self) -> dict[str, Any]:
        return {"legal": self.legal, "violations": [v.to_json() for v in self.violations]}


# --- attacks (CR 508.1) -------------------------------------------------------------------------

def _untapped_creature_problems(state: GameState, pid: str, rule: str) -> list[Violation]:
    """Only untapped creatures on the battlefield attack or block (CR 508.1a, 509.1a)."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return [Violation(pid, rule, "is not a permanent on the battlefield")]
    if not perm.card.is_creature:
        return [Violation(pid, rule, "is not a creature")]
    return [Violation(pid, rule, "is tapped")] if perm.tapped else []


def attack_problems(state: GameState, attacker: str) -> list[Violation]:
    """Why ``attacker`` cannot attack at all (empty if it can attack something)."""
    out = _untapped_creature_problems(state, attacker, "508.1a")
    perm = state.permanents.get(attacker)
    if perm is None or not state.is_creature(attacker):
        return out
    if perm.controller != state.active:
        out.append(Violation(attacker, "508.1a", "is not controlled by the active player"))
    if perm.sick and not state.has(attacker, Kw.HASTE):
        out.append(Violation(attacker, "302.6", "has summoning sickness and no haste"))
    if state.has(attacker, Kw.DEFENDER):
        out.append(Violation(attacker, "702.3b", "has defender"))
    if state.has(attacker, Kw.CANT_ATTACK):
        out.append(Violation(attacker, "508.1c", "can't attack"))
    return out


def attack_targets(state: GameState) -> list[str]:
    """What the active player may attack: each opponent and each planeswalker an opponent
    controls (CR 508.1b)."""
    opponents = state.opponents(state.active)
    walkers = [p.id for p in state.battlefield()
               if p.card.is_planeswalker and p.controller in opponents]
    return opponents + walkers


def check_attacks(state: GameState, decl: AttackDeclaration) -> Verdict:
    """Judge an attack declaration as a whole (CR 508.1a-d): each attacker may attack, once,
    and attacks an opponent or a planeswalker an opponent controls."""
    targets = attack_targets(state)
    violations: list[Violation] = []
    seen: set[str] = set()
    for attacker, target in decl.attacks:
        if attacker in seen:
            violations.append(Violation(attacker, "508.1b", "is declared as an attacker more "
                                        "than once; a creature attacks one player or "
                                        "planeswalker"))
            continue
        seen.add(attacker)
        violations += attack_problems(state, attacker)
        if target not in targets:
            violations.append(Violation(attacker, "508.1b",
                                        f"can't attack {target!r}: not an opponent or a "
                                        f"planeswalker an opponent controls"))
    return Verdict(decl, tuple(violations))


class LegalAttacks:
    """Every legal attack declaration for the active player, lazily."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._options: dict[str, list[str]] | None = None

    @property
    def options(self) -> dict[str, list[str]]:
        """Each creature that can attack, with what it can attack (computed on first use)."""
        if self._options is None:
            targets = attack_targets(self.state)
            self._options = {p.id: targets for p in self.state.creatures(self.state.active)
                             if not attack_problems(self.state, p.id)} if targets else {}
        return self._options

    def __iter__(self) -> Iterator[AttackDeclaration]:
        creatures = sorted(self.options)  # declarations are stored sorted
        choices = [[None, *self.options[c]] for c in creatures]
        for combo in itertools.product(*choices):
            yield AttackDeclaration(tuple((c, t) for c, t in zip(creatures, combo, strict=True)
                                          if t is not None))

    def __contains__(self, decl: object) -> bool:
        decl = _as_declaration(decl, AttackDeclaration)
        return isinstance(decl, AttackDeclaration) and check_attacks(self.state, decl).legal

    def count(self) -> int:
        return math.prod(1 + len(t) for t in self.options.values())

    def __bool__(self) -> bool:
        return True  # declaring no attackers is always legal


# --- blocks (CR 509.1) --------------------------------------------------------------------------

def defending_player(state: GameState, attacker: str) -> str | None:
    """The player the attacker attacks, or who controls the planeswalker it attacks (506.2)."""
    combat = state.combat
    target = combat.attackers.get(attacker) if combat else None
    if target is None:
        return None
    if target in state.players:
        return target
    walker = state.permanents.get(target)
    return walker.controller if walker else None


def blocker_problems(state: GameState, blocker: str) -> list[Violation]:
    """Why ``blocker`` cannot block anything (empty if it could block some attacker)."""
    out = _untapped_creature_problems(state, blocker, "509.1a")
    if state.is_creature(blocker) and state.has(blocker, Kw.CANT_BLOCK):
        out.append(Violation(blocker, "509.1b", "can't block"))
    return out


def pair_problems(state: GameState, blocker: str, attacker: str) -> list[Violation]:
    """Why ``blocker`` cannot block ``attacker`` specifically (evasion, wrong defender)."""
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return [Violation(blocker, "509.1a", f"{attacker!r} is not an attacking creature")]
    out = []
    if defending_player(state, attacker) != state.permanents[blocker].controller:
        out.append(Violation(blocker, "509.1a",
                             f"{attacker!r} is not attacking this creature's controller "
                             "or a planeswalker they control"))
    if state.has(attacker, Kw.FLYING) and not state.has(blocker, Kw.FLYING | Kw.REACH):
        out.append(Violation(blocker, "702.9b", f"can't block {attacker!r}, which has flying, "
                                                "without flying or reach"))
    return out


def check_blocks(state: GameState, decl: BlockDeclaration) -> Verdict:
    """Judge a block declaration as a whole (CR 509.1a-c): each blocker may block, once, one
    attacker that attacks its controller; evasion (flying 702.9b) and menace (702.111b)."""
    violations: list[Violation] = []
    counts: dict[str, int] = {}
    seen: set[str] = set()
    for blocker, attackers in decl.blocks:
        if blocker in seen:
            violations.append(Violation(blocker, "509.1a", "is declared as a blocker more than "
                                        "once; a creature blocks exactly one attacking "
                                        "creature"))
            continue
        seen.add(blocker)
        problems = blocker_problems(state, blocker)
        violations += problems
        if len(attackers) != 1:
            violations.append(Violation(blocker, "509.1a",
                                        f"blocks {len(attackers)} creatures; a creature blocks "
                                        "exactly one attacking creature"))
        if problems and not state.is_creature(blocker):
            continue
        for attacker in attackers:
            violations += pair_problems(state, blocker, attacker)
            counts[attacker] = counts.get(attacker, 0) + 1
    for attacker, n in counts.items():
        if n == 1 and state.combat and attacker in state.combat.attackers \
                and state.has(attacker, Kw.MENACE):
            violations.append(Violation(attacker, "702.111b",
                                        "has menace and is blocked by only one creature"))
    return Verdict(decl, tuple(violations))


def obeys_menace(blocked: Iterable[str | None], menace: set[str]) -> bool:
    """Whether no attacker in ``menace`` is blocked exactly once (CR 702.111b), given the
    attacker each blocker blocks (``None`` for a creature that doesn't block)."""
    counts: dict[str, int] = {}
    for attacker in blocked:
        if attacker in menace:
            counts[attacker] = counts.get(attacker, 0) + 1
    return 1 not in counts.values()


class LegalBlocks:
    """Every legal block declaration for the defending player(s), lazily.

    ``count()`` is exact without enumerating: blockers choose independently except for
    menace, which a dynamic programme over per-attacker block counts (0, 1, 2+) handles.
    """

    def __init__(self, state: GameState, defender: str | None = None) -> None:
        self.state = state
        self.defender = defender
        self._options: dict[str, list[str]] | None = None

    @property
    def options(self) -> dict[str, list[str]]:
        """Each creature that can block, with the attackers it can block (computed on first use)."""
        if self._options is None:
            state = self.state
            attackers = list(state.combat.attackers) if state.combat else []
            self._options = {}
            for perm in state.creatures(self.defender):
                if perm.controller == state.active or blocker_problems(state, perm.id):
                    continue
                can = [a for a in attackers if not pair_problems(state, perm.id, a)]
                if can:
                    self._options[perm.id] = can
        return self._options

    @property
    def menace(self) -> set[str]:
        """Attackers with menace among those some creature can block."""
        return {a for opts in self.options.values() for a in opts
                if self.state.has(a, Kw.MENACE)}

    def __iter__(self) -> Iterator[BlockDeclaration]:
        blockers = sorted(self.options)  # declarations are stored sorted
        choices = [[None, *self.options[b]] for b in blockers]
        menace = self.menace
        for combo in itertools.product(*choices):
            if menace and not obeys_menace(combo, menace):
                continue
            yield BlockDeclaration(tuple((b, (a,)) for b, a in zip(blockers, combo, strict=True)
                                         if a is not None))

    def __contains__(self, decl: object) -> bool:
        decl = _as_declaration(decl, BlockDeclaration)
        if not isinstance(decl, BlockDeclaration):
            return False
        if self.defender is not None and any(
                b not in self.state.permanents
                or self.state.permanents[b].controller != self.defender for b, _ in decl):
            return False  # only this defender's creatures are declared here (CR 509.1a)
        return check_blocks(self.state, decl).legal

    def count(self) -> int:
        menace = sorted(self.menace)
        if not menace:
            return math.prod(1 + len(o) for o in self.options.values())
        index = {a: i for i, a in enumerate(menace)}
        ways: dict[tuple[int, ...], int] = {(0,) * len(menace): 1}
        for options in self.options.values():
            nxt: dict[tuple[int, ...], int] = {}
            for key, n in ways.items():
                nxt[key] = nxt.get(key, 0) + n  # this blocker does not block
                for a in options:
                    i = index.get(a)
                    k = key if i is None else key[:i] + (min(key[i] + 1, 2),) + key[i + 1:]
                    nxt[k] = nxt.get(k, 0) + n
            ways = nxt
        return sum(n for key, n in ways.items() if 1 not in key)

    def __bool__(self) -> bool:
        return True  # declaring no blockers is always legal


# --- the entry point ----------------------------------------------------------------------------

def is_legal(state: GameState, declaration: Declaration) -> Verdict:
    """The verdict on an attack or block declaration in ``state``."""
    if isinstance(declaration, AttackDeclaration):
        return check_attacks(state, declaration)
    return check_blocks(state, declaration)


def legal_attacks(state: GameState) -> LegalAttacks:
    return LegalAttacks(state)


def legal_blocks(state: GameState, defender: str | None = None) -> LegalBlocks:
    return LegalBlocks(state, defender)


def _as_declaration(decl: object, kind: type[Any]) -> object:
    if isinstance(decl, Mapping):
        return kind.of(decl)
    return decl


__all__ = ["Verdict", "Violation", "is_legal", "legal_attacks", "legal_blocks", "LegalAttacks",
           "LegalBlocks", "check_attacks", "check_blocks", "attack_targets", "defending_player"]
