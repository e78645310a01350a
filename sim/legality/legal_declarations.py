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
     "creatures can't attack you", ...). See ``sim.constraints``.
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
(``sim.search``) and each group is searched by branch and bound. A brute-force enumerator
lives in the tests only, as the oracle these answers are checked against.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs
import numpy as np

from sim.legality.constraints import (
    AT_MOST,
    ATTACK,
    BLOCK,
    BLOCK_COUNT,
    NO_MOVE,
    NOT_ALONE,
    ONLY_ALONE,
    Move,
    Problem,
    Requirement,
    Restriction,
    able_to_block,
    attack_moves,
    attack_restrictions,
    attack_target_problems,
    block_capacity,
    block_moves,
    block_restrictions,
    compile_attacks,
    compile_blocks,
    defending_player,
    evasion_problems,
    may_require,
)
from sim.legality.search import Choice, Group, Key, split
from sim.model.declarations import AttackDeclaration, BlockDeclaration, Declaration
from sim.model.editions import Edition
from sim.model.errors import DeclarationFormError
from sim.model.keywords import Kw
from sim.model.objects import Step, Zone
from sim.model.state import GameState

_has = int.__and__


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
        return not self.violations

    def __bool__(self) -> bool:
        return not self.violations

    def explain(self) -> str:
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
        witness = None
        if self.witness is not None:
            witness = self.witness.as_dict()
        return {"legal": self.legal, "violations": [v.to_json() for v in self.violations],
                "requirements": [{"requirement": t, "obeyed": ok}
                                 for t, ok in self.requirements],
                "obeyed": self.obeyed, "maximum": self.maximum, "witness": witness,
                "cost": dict(self.cost)}


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
    kw = state.keywords(attacker)
    if perm.sick and not _has(kw, Kw.HASTE):
        out.append(Violation(attacker, "302.6", "has summoning sickness and no haste"))
    if _has(kw, Kw.DEFENDER):
        out.append(Violation(attacker, "702.3b", "has defender"))
    if _has(kw, Kw.CANT_ATTACK):
        out.append(Violation(attacker, "508.1c", "can't attack"))
    return out


def attack_targets(state: GameState) -> list[str]:
    """What the active player may attack: each opponent and each planeswalker an opponent
    controls (CR 508.1b)."""
    opponents = state.opponents(state.active)
    walkers = [p.id for p in state.battlefield()
               if p.card.is_planeswalker and p.controller in opponents]
    return opponents + walkers


def target_problems(state: GameState, attacker: str, target: str,
                    targets: Sequence[str] | None = None) -> list[Violation]:
    """Why ``attacker`` can't attack ``target`` in particular (CR 508.1b-c); ``targets``:
    ``attack_targets(state)``, if already known."""
    if target not in (attack_targets(state) if targets is None else targets):
        return [Violation(attacker, "508.1b", f"can't attack {target!r}: not an opponent or a "
                                              "planeswalker an opponent controls")]
    return [Violation(attacker, rule, reason)
            for rule, reason in attack_target_problems(state, attacker, target)]


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
    out += [Violation(blocker, rule, reason)
            for rule, reason in evasion_problems(state, blocker, attacker)]
    return out


def _attack_structure(state: GameState, decl: AttackDeclaration) -> list[Violation]:
    violations: list[Violation] = []
    seen: set[str] = set()
    targets = attack_targets(state)
    for attacker, target in decl.attacks:
        if attacker in seen:
            violations.append(Violation(attacker, "508.1b", "is declared as an attacker more "
                                        "than once; a creature attacks one player or "
                                        "planeswalker"))
            continue
        seen.add(attacker)
        problems = attack_problems(state, attacker)
        violations += problems
        if not problems or target not in targets:
            violations += target_problems(state, attacker, target, targets)
    return violations


def _block_structure(state: GameState, decl: BlockDeclaration) -> list[Violation]:
    violations: list[Violation] = []
    seen: set[str] = set()
    for blocker, attackers in decl.blocks:
        if blocker in seen:
            violations.append(Violation(blocker, "509.1a", "is declared as a blocker more than "
                                        "once; list every attacker it blocks in one entry"))
            continue
        seen.add(blocker)
        problems = blocker_problems(state, blocker)
        violations += problems
        if problems:
            continue
        cap = block_capacity(state, blocker)
        if not attackers or len(attackers) > cap or len(set(attackers)) != len(attackers):
            violations.append(Violation(
                blocker, "509.1a", f"blocks {len(attackers)} creatures; it can block "
                f"{'exactly one' if cap == 1 else f'from 1 to {cap}'} attacking "
                f"creature{'s' if cap > 1 else ''}, each once"))
        for attacker in attackers:
            violations += pair_problems(state, blocker, attacker)
    return violations


_QUICK_ATTACK_OUT = int(Kw.DEFENDER | Kw.CANT_ATTACK | Kw.CANT_ATTACK_ALONE | Kw.ATTACKS_ALONE)


_QUICK_BLOCK_OUT = int(Kw.CANT_BLOCK | Kw.CANT_BLOCK_ALONE | Kw.BLOCK_ANY | Kw.BLOCK_ADDITIONAL)


_HASTE = int(Kw.HASTE)


#: an attacker's abilities that restrict how many creatures block it (509.1b, 702.111b)
_BLOCK_COUNT_KW = int(Kw.EXCEPT_BY_THREE | Kw.EXCEPT_BY_TWO | Kw.MENACE | Kw.ONE_BLOCKER)


_PAIR_KW = int(Kw.UNBLOCKABLE | Kw.FLYING | Kw.HORSEMANSHIP | Kw.SHADOW | Kw.FEAR
               | Kw.INTIMIDATE | Kw.SKULK | Kw.BLOCKS_ONLY_FLYERS)


def quick_attacks_legal(state: GameState, decl: AttackDeclaration) -> bool:
    """True when ``decl`` is legal by the per-creature rules alone, on a board where nothing
    else can apply: no static abilities (so no "creatures can't attack you", attack tax or
    "no more than N creatures can attack", CR 508.1c, 508.1g) and no requirement
    (``may_require`` false, 508.1d) — the caller checks both. Each attacker is declared once,
    is an untapped creature on the battlefield controlled by the active player (508.1a),
    without summoning sickness unless it has haste (302.6), without defender or "can't
    attack" (702.3b, 508.1c), without a restriction between creatures ("can't attack alone",
    "can only attack alone", 508.1c) or a parameterised ability, and attacks an opponent or a
    planeswalker an opponent controls (508.1b). False means "not shown legal here": the full
    judge (``Judge.verdict``) decides, and explains."""
    permanents, players, active = state.permanents, state.players, state.active
    order = state.turn_order
    seen: set[str] = set()
    for attacker, target in decl.attacks:
        if attacker in seen:
            return False
        seen.add(attacker)
        perm = permanents.get(attacker)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.is_creature \
                or perm.tapped or perm.controller != active:
            return False
        kw = state.keywords(attacker)
        if kw & _QUICK_ATTACK_OUT or perm.sick and not kw & _HASTE or state.params(attacker):
            return False
        walker = None if target in players else permanents.get(target)
        if walker is not None:
            if walker.zone is not Zone.BATTLEFIELD or not walker.card.is_planeswalker:
                return False
            target = walker.controller
        if target == active or target not in order or players[target].lost:
            return False
    return True


def quick_blocks_legal(state: GameState, decl: BlockDeclaration) -> bool:
    """True when ``decl`` is legal by the per-creature and per-pair rules alone, on a board
    without static abilities or requirements (the caller checks both, as for
    ``quick_attacks_legal``): each blocker is declared once, is an untapped creature on the
    battlefield (509.1a) without "can't block", "can't block alone" or a parameterised ability
    (509.1b), can block one creature (no "can block additional creatures", 509.1a) and blocks
    exactly one attacking creature attacking its controller or a planeswalker they control
    (509.1a), which it may block despite evasion (``evasion_problems``: flying, shadow, fear,
    ..., 509.1b) and which has no parameterised ability; and each attacker limited in how many
    creatures may block it (menace, "except by three or more", "by more than one", 509.1b,
    702.111b) is blocked by none or by a number it allows. False means "not shown legal
    here": the full judge decides, and explains."""
    combat = state.combat
    if combat is None:
        return not decl.blocks
    permanents, attacking = state.permanents, combat.attackers
    seen: set[str] = set()
    for blocker, attackers in decl.blocks:
        if blocker in seen or len(attackers) != 1:
            return False
        seen.add(blocker)
        perm = permanents.get(blocker)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.is_creature \
                or perm.tapped:
            return False
        bkw = state.keywords(blocker)
        attacker = attackers[0]
        if bkw & _QUICK_BLOCK_OUT or attacker not in attacking or state.params(blocker) \
                or state.params(attacker) \
                or defending_player(state, attacker) != perm.controller:
            return False
        if (bkw | state.keywords(attacker)) & _PAIR_KW \
                and evasion_problems(state, blocker, attacker):
            return False
    for attacker in attacking:
        kw = state.keywords(attacker)
        if kw & _BLOCK_COUNT_KW:
            n = sum(1 for _, a in decl.blocks if attacker in a)
            low = 3 if kw & int(Kw.EXCEPT_BY_THREE) else \
                2 if kw & int(Kw.MENACE | Kw.EXCEPT_BY_TWO) else 1
            high = 1 if kw & int(Kw.ONE_BLOCKER) else n
            if n and not low <= n <= high:
                return False
    return True


#: ``sample`` lists a group's legal choices when its moves' product is at most this big, and
#: otherwise draws from the product and rejects (uniform either way), giving up on rejection
#: after ``SAMPLE_TRIES`` draws.
SAMPLE_ENUMERATE_LIMIT = 4096


SAMPLE_TRIES = 1000


class Judge:
    """Everything legality knows about one declaration step of one position, computed lazily
    and cached: build one per position (``legal_attacks``/``legal_blocks`` do)."""

    def __init__(self, state: GameState, step: str, defender: str | None = None) -> None:
        self.state = state
        self.step = step
        self.defender = defender
        self.edition = state.rules
        self._options: dict[str, list[str]] | None = None
        self._problem: Problem | None = None
        self._groups: list[Group] | None = None
        self._max: dict[int, int] = {}
        self._legal: dict[int, list[tuple[Choice, Key]]] = {}
        self._all: list[Declaration] | None = None
        #: no static ability and no requirement: ``quick_*_legal`` may answer (None: not
        #: looked at yet)
        self._quick: bool | None = None
        #: ``independent``'s answer (``False``: not looked at yet)
        self._independent: list[tuple[str, tuple[Move, ...]]] | None | bool = False

    # --- compiled data ---------------------------------------------------------------------
    @property
    def independent(self) -> list[tuple[str, tuple[Move, ...]]] | None:
        """Each creature able to take part, with its moves, when nothing ties them together:
        no restriction between creatures (508.1c, 509.1b: "can't attack alone", menace, "no
        more than one creature can block"), no requirement (508.1d, 509.1c) and no cost
        (508.1g, 509.1d). Then every combination of the creatures' moves is legal, and
        listing, counting, indexing and drawing the legal declarations need not compile the
        problem: each creature is a group of its own, free to make any of its moves, which is
        what the general path (``problem``, ``groups``) would find, in the same order and
        with the same random draws. None when something ties them (or the problem is compiled
        already): the general path decides."""
        if self._independent is False:
            self._independent = self._find_independent()
        return self._independent  # type: ignore[return-value]

    def _find_independent(self) -> list[tuple[str, tuple[Move, ...]]] | None:
        state = self.state
        if self._problem is not None or state.statics_present() \
                or may_require(state, self.step):
            return None  # (no static ability: no cost, no "no more than N" restriction)
        options = self.options
        if self.step == ATTACK:
            if attack_restrictions(state, options):
                return None
            return list(attack_moves(options).items())
        if block_restrictions(state, options, able_to_block(state, options)):
            return None
        return list(block_moves(state, options).items())

    @property
    def options(self) -> dict[str, list[str]]:
        """Each creature that can take part, with what it can attack or block on its own
        (computed on first use)."""
        if self._options is None:
            self._options = self._eligible()
        return self._options

    def _eligible(self) -> dict[str, list[str]]:
        state = self.state
        out: dict[str, list[str]] = {}
        if self.step == ATTACK:
            targets = attack_targets(state)
            for perm in state.creatures(state.active):
                if not attack_problems(state, perm.id):
                    can = [t for t in targets
                           if not target_problems(state, perm.id, t, targets)]
                    if can:
                        out[perm.id] = can
            return out
        attackers = list(state.combat.attackers) if state.combat else []
        for perm in state.creatures(self.defender):
            if perm.controller == state.active or blocker_problems(state, perm.id):
                continue
            can = [a for a in attackers if not pair_problems(state, perm.id, a)]
            if can:
                out[perm.id] = can
        return out

    @property
    def problem(self) -> Problem:
        if self._problem is None:
            self._problem = compile_attacks(self.state, self.options) if self.step == ATTACK \
                else compile_blocks(self.state, self.options)
        return self._problem

    @property
    def groups(self) -> list[Group]:
        if self._groups is None:
            self._groups = split(self.problem)
        return self._groups

    @property
    def payers(self) -> list[str]:
        return list(self.problem.available)

    @property
    def cap(self) -> Key:
        return tuple(self.problem.available[p] + 1 for p in self.payers)

    @property
    def dynamic(self) -> bool:
        return self.edition is Edition.Y2004

    # --- judging one declaration ------------------------------------------------------------
    def verdict(self, decl: Declaration) -> Verdict:
        state = self.state
        if self._quick is None:
            self._quick = not state.statics_present() and not may_require(state, self.step)
        if self._quick and (quick_attacks_legal(state, decl)
                            if isinstance(decl, AttackDeclaration)
                            else quick_blocks_legal(state, decl)):
            return Verdict(decl)  # plainly legal: no restriction broken, no requirement
        if isinstance(decl, AttackDeclaration):
            violations = _attack_structure(state, decl)
            moves: dict[str, Move] = {a: (t,) for a, t in decl.attacks}
        else:
            violations = _block_structure(state, decl)
            moves = {b: tuple(sorted(a)) for b, a in decl.blocks}
        if violations:
            return Verdict(decl, tuple(violations))
        if not may_require(state, self.step):
            participants = [c for c, m in moves.items() if m]
            restrictions = attack_restrictions(state, participants) if self.step == ATTACK \
                else block_restrictions(state, participants)
            return Verdict(decl, tuple(self._restriction_violations(moves, restrictions)))
        problem = self.problem
        violations += self._restriction_violations(moves, problem.restrictions)
        violations += self._unpayable(moves)
        cost = tuple((p, n) for p, n in self._costs(moves).items())
        if violations:
            return Verdict(decl, tuple(violations), cost=cost)
        statuses: list[tuple[str, bool]] = []
        obeyed = maximum = 0
        witness_moves = dict(moves)
        short = False
        for g in self.groups:
            choice = self._choice(g, moves)
            o, best, better, reqs = self._judge_group(g, choice)
            pairs = g.pairs_of(choice)
            statuses += [(r.text, not r.pairs.isdisjoint(pairs)) for r in reqs]
            obeyed += o
            maximum += best
            if better is not None:
                short = True
                for i, k in enumerate(better):
                    witness_moves[g.creatures[i]] = g.moves[i][k]
        witness = None
        if short:
            witness = self._declaration(witness_moves)
            rule = "500.4" if self.dynamic else "508.1d" if self.step == ATTACK else "509.1c"
            violations.append(Violation(
                None, rule, f"obeys {obeyed} requirement{'s' if obeyed != 1 else ''} but "
                f"{witness} obeys more without breaking a restriction"
                + (" and is reachable from it (2004 rule 500.5)" if self.dynamic else "")))
        return Verdict(decl, tuple(violations), tuple(statuses), obeyed, maximum, witness, cost)

    def accepted(self, decl: Declaration) -> Verdict:
        """The verdict of a declaration this judge listed itself (legal by construction): its
        costs, without judging it again."""
        if isinstance(decl, AttackDeclaration):
            moves: dict[str, Move] = {a: (t,) for a, t in decl.attacks}
        else:
            moves = {b: tuple(sorted(a)) for b, a in decl.blocks}
        return Verdict(decl, cost=tuple(self._costs(moves).items()))

    def _verb(self) -> str:
        return "attack" if self.step == ATTACK else "block"

    def _choice(self, g: Group, moves: Mapping[str, Move]) -> Choice:
        return tuple(g.moves[i].index(moves.get(c, NO_MOVE)) for i, c in enumerate(g.creatures))

    def _restriction_violations(self, moves: Mapping[str, Move],
                                restrictions: Iterable[Restriction]) -> list[Violation]:
        taking_part = {c for c, m in moves.items() if m}
        return [Violation(r.creature or None, r.rule, r.text) for r in restrictions
                if not restriction_obeyed(r, moves, taking_part)]

    def _costs(self, moves: Mapping[str, Move]) -> dict[str, int]:
        problem = self.problem
        out: dict[str, int] = {}
        for c, m in moves.items():
            cost = problem.cost_of(c, m)
            if cost is not None:
                out[problem.payer[c]] = out.get(problem.payer[c], 0) + cost
        return out

    def _need(self, moves: Mapping[str, Move]) -> dict[str, int]:
        """Mana each player needs: costs, plus mana abilities lost to attacking (508.1g)."""
        problem = self.problem
        if not problem.has_costs:
            return {}
        need = self._costs(moves)
        for c, m in moves.items():
            if m and c in problem.mana_lost:
                need[problem.payer[c]] = need.get(problem.payer[c], 0) + problem.mana_lost[c]
        return need

    def _unpayable(self, moves: Mapping[str, Move]) -> list[Violation]:
        """A violation for each player who can't pay the declaration's costs (CR 508.1h,
        509.1d): it states the cost due (508.1g) and the mana left to pay it, which leaves out
        the mana abilities of creatures that attacking taps (508.1f)."""
        problem = self.problem
        costs = self._costs(moves)
        out = []
        for payer, need in self._need(moves).items():
            available = problem.available.get(payer, 0)
            if need <= available:
                continue
            lost = [(c, problem.mana_lost[c]) for c, m in sorted(moves.items())
                    if m and c in problem.mana_lost and problem.payer[c] == payer]
            reason = (f"{payer} must pay {{{costs.get(payer, 0)}}} to {self._verb()} this way "
                      f"but has only {available - sum(n for _, n in lost)} mana available")
            if lost:
                ability = "mana ability" if len(lost) == 1 else "mana abilities"
                reason += (f", since attacking taps {_and([c for c, _ in lost])}, whose "
                           f"{ability} would make {_and([str(n) for _, n in lost])}")
            out.append(Violation(None, "508.1h" if self.step == ATTACK else "509.1d", reason))
        return out

    def _judge_group(self, g: Group, choice: Choice
                     ) -> tuple[int, int, Choice | None, list[Requirement]]:
        """(requirements obeyed, most obeyable, a better choice or None, the requirements
        that exist) for the group's part of a declaration that obeys every restriction."""
        if not g.requirements:
            return 0, 0, None, []
        pairs = g.pairs_of(choice)
        if self.dynamic:
            reqs = list(g.requirements)
            exists = [r for r in reqs if r.active(pairs)]
            addable = frozenset().union(*(r.pairs for r in exists)) if exists \
                else frozenset()
            allowed = [[k for k, p in enumerate(g.pairs[i])
                        if (k == choice[i] or p <= (g.pairs[i][choice[i]] | addable))
                        and (g.moves[i][k] not in g.costed[i] or k == choice[i])]
                       for i in range(len(g.creatures))]
            obeyed = sum(1 for r in exists if not r.pairs.isdisjoint(pairs))
            best, better = g.maximum(allowed, reqs, True, obeyed)
            return obeyed, best, better if best > obeyed else None, exists
        reqs = [r for r in g.requirements if r.active(pairs)]
        obeyed = sum(1 for r in reqs if not r.pairs.isdisjoint(pairs))
        if not reqs:
            return 0, 0, None, reqs
        allowed = self._cost_free(g, choice)
        best, better = g.maximum(allowed, reqs, False, obeyed)
        return obeyed, best, better if best > obeyed else None, reqs

    def _cost_free(self, g: Group, choice: Choice | None) -> list[list[int]]:
        """Moves a compared declaration may use: any without a cost, and the judged
        declaration's own (already paid) moves (CR 508.1d, 509.1c)."""
        return [[k for k, m in enumerate(g.moves[i])
                 if m not in g.costed[i] or (choice is not None and k == choice[i])]
                for i in range(len(g.creatures))]

    # --- every legal declaration, by group --------------------------------------------------
    def _simple(self, g: Group) -> bool:
        """Whether the group's legal choices are exactly those reaching one fixed maximum."""
        return not self.dynamic and not g.has_conditions and not g.has_costs

    def group_max(self, gi: int) -> int:
        if gi not in self._max:
            g = self.groups[gi]
            self._max[gi] = g.maximum(g.all_moves(), g.requirements, False)[0] \
                if g.requirements else 0
        return self._max[gi]

    def _free(self, gi: int) -> bool:
        """Whether every restriction-obeying choice of the group is legal."""
        g = self.groups[gi]
        return not g.requirements or self._simple(g) and self.group_max(gi) == 0

    def _unconstrained(self, g: Group) -> bool:
        """A group no restriction, requirement or cost touches (one creature, then: only
        constraints join creatures into groups): each of its moves is legal."""
        return not (g.restrictions or g.requirements or g.has_costs) and not any(
            self.problem.mana_lost.get(c, 0) for c in g.creatures)

    def group_legal(self, gi: int) -> list[tuple[Choice, Key]]:
        """Every legal choice of group ``gi`` whose own mana need its payers can meet (the
        groups' needs together are checked by the caller), with its mana key. Choices needing
        more mana than a player has are never walked: a costly group (War Cadence's block tax
        with block requirements) would otherwise list every combination of blocks only to
        find them unpayable."""
        if gi not in self._legal:
            g = self.groups[gi]
            payers = self.payers
            if self._unconstrained(g):  # in the order the walk gives: by move index
                choices: Iterable[Choice] = itertools.product(*(range(len(m))
                                                                 for m in g.moves))
            elif self._free(gi):
                choices = (c for c, _ in g.walk(g.all_moves(), [], False, [0], payers))
            elif self._simple(g):
                choices = (c for c, _ in g.walk(g.all_moves(), g.requirements, False,
                                                [self.group_max(gi)], payers))
            else:
                choices = (c for c, _ in g.walk(g.all_moves(), [], False, [0], payers)
                           if self._judge_group(g, c)[2] is None)
            self._legal[gi] = [(c, g.key(c, payers) if payers else ()) for c in choices]
        return self._legal[gi]

    def _histogram(self, gi: int) -> dict[Key, int]:
        g = self.groups[gi]
        if not self.payers and self._unconstrained(g):
            return {(): math.prod(len(m) for m in g.moves)}
        if self._free(gi) and gi not in self._legal:
            return g.count_by_key(g.all_moves(), self.payers, self.cap)
        out: dict[Key, int] = {}
        cap = self.cap
        for _, key in self.group_legal(gi):
            k = tuple(min(a, b) for a, b in zip(key, cap, strict=True))
            out[k] = out.get(k, 0) + 1
        return out

    def count(self) -> int:
        independent = self.independent
        if independent is not None:
            return math.prod(len(moves) for _, moves in independent)
        totals: dict[Key, int] = {tuple(0 for _ in self.payers): 1}
        cap = self.cap
        for gi in range(len(self.groups)):
            hist = self._histogram(gi)
            nxt: dict[Key, int] = {}
            for k1, n1 in totals.items():
                for k2, n2 in hist.items():
                    k = tuple(min(a + b, c) for a, b, c in zip(k1, k2, cap, strict=True))
                    nxt[k] = nxt.get(k, 0) + n1 * n2
            totals = nxt
        return sum(n for k, n in totals.items() if self._payable(k))

    def _payable(self, key: Key) -> bool:
        return all(n <= self.problem.available[p] for p, n in zip(self.payers, key, strict=True))

    def __iter__(self) -> Iterator[Declaration]:
        independent = self.independent
        if independent is not None:
            creatures = [c for c, _ in independent]
            for picked in itertools.product(*(moves for _, moves in independent)):
                yield self._declaration(dict(zip(creatures, picked, strict=True)))
            return
        lists = [self.group_legal(gi) for gi in range(len(self.groups))]
        for combo in itertools.product(*lists):
            if self.payers:
                key = tuple(map(sum, zip(*(k for _, k in combo), strict=True)))
                if not self._payable(key):
                    continue
            moves: dict[str, Move] = {}
            for g, (choice, _) in zip(self.groups, combo, strict=True):
                for i, k in enumerate(choice):
                    if k:
                        moves[g.creatures[i]] = g.moves[i][k]
            yield self._declaration(moves)

    def _every(self) -> list[Declaration]:
        """Every legal declaration, listed once (costs tie the groups together)."""
        if self._all is None:
            self._all = list(self)
        return self._all

    def declaration_at(self, index: int) -> Declaration:
        """The ``index``-th legal declaration in iteration order, listing only each group's
        own legal choices (their product is never listed) unless costs tie the groups."""
        independent = self.independent
        moves: dict[str, Move] = {}
        if independent is not None:
            for creature, own in reversed(independent):
                index, k = divmod(index, len(own))
                if k:
                    moves[creature] = own[k]
            return self._declaration(moves)
        if self.payers:
            return self._every()[index]
        lists = [self.group_legal(gi) for gi in range(len(self.groups))]
        for g, options in reversed(list(zip(self.groups, lists, strict=True))):
            index, k = divmod(index, len(options))
            for i, m in enumerate(options[k][0]):
                if m:
                    moves[g.creatures[i]] = g.moves[i][m]
        return self._declaration(moves)

    def _declaration(self, moves: Mapping[str, Move]) -> Declaration:
        if self.step == ATTACK:
            return AttackDeclaration(tuple(sorted((c, m[0]) for c, m in moves.items() if m)))
        return BlockDeclaration(tuple(sorted((c, m) for c, m in moves.items() if m)))

    def can_complete(self, partial: Mapping[str, Move | None]) -> bool:
        """Whether a legal declaration gives each creature in ``partial`` that move (``()`` or
        ``None``: it doesn't take part); creatures not named are free."""
        fixed = {c: tuple(sorted(m)) if m else NO_MOVE for c, m in partial.items()}
        for c, m in fixed.items():
            if c not in self.problem.moves:
                if m:
                    return False
            elif m not in self.problem.moves[c]:
                return False
        keys: set[Key] = {tuple(0 for _ in self.payers)}
        for gi, g in enumerate(self.groups):
            restrict = {i: g.moves[i].index(fixed[c]) for i, c in enumerate(g.creatures)
                        if c in fixed}
            if not self.payers and (self._free(gi) or self._simple(g)):
                allowed = [[restrict[i]] if i in restrict else list(range(len(g.moves[i])))
                           for i in range(len(g.creatures))]
                reqs = g.requirements if not self._free(gi) else []
                at_least = self.group_max(gi) if reqs else 0
                if g.exists(allowed, reqs, False, at_least) is None:
                    return False
                continue
            options = {key for choice, key in self.group_legal(gi)
                       if all(choice[i] == k for i, k in restrict.items())}
            if not options:
                return False
            if self.payers:
                cap = self.cap
                keys = {tuple(min(a + b, c) for a, b, c in zip(k1, k2, cap, strict=True))
                        for k1 in keys for k2 in options}
        return any(self._payable(k) for k in keys)

    def sample(self, rng: np.random.Generator) -> Declaration:
        """A uniformly random legal declaration. Without costs the legal set is the product of
        the groups' legal sets, so each group is drawn on its own; a group where every choice
        obeying the restrictions is legal is drawn by rejection from its moves' product."""
        independent = self.independent
        if independent is not None:  # one draw per creature, as for its group of one
            chosen = {c: own[int(rng.integers(len(own)))] for c, own in independent}
            return self._declaration(chosen)
        if self.payers:
            every = self._every()
            return every[int(rng.integers(len(every)))]
        moves: dict[str, Move] = {}
        for gi, g in enumerate(self.groups):
            choice = self._sample_group(gi, rng)
            for i, k in enumerate(choice):
                if k:
                    moves[g.creatures[i]] = g.moves[i][k]
        return self._declaration(moves)

    def _sample_group(self, gi: int, rng: np.random.Generator) -> Choice:
        g = self.groups[gi]
        if self._free(gi) and gi not in self._legal and \
                math.prod(len(m) for m in g.moves) > SAMPLE_ENUMERATE_LIMIT:
            for _ in range(SAMPLE_TRIES):
                choice = tuple(int(rng.integers(len(m))) for m in g.moves)
                if choice_obeys(g, choice):
                    return choice
        legal = self.group_legal(gi)
        return legal[int(rng.integers(len(legal)))][0]


def restriction_obeyed(r: Restriction, moves: Mapping[str, Move], taking_part: set[str]) -> bool:
    """Whether a declaration (each creature's move) obeys one restriction."""
    if r.kind == AT_MOST:
        return len(taking_part & r.scope) <= r.high
    if r.kind == NOT_ALONE:
        return r.creature not in taking_part or len(taking_part) >= 2
    if r.kind == ONLY_ALONE:
        return r.creature not in taking_part or len(taking_part) == 1
    if r.kind == BLOCK_COUNT:
        n = sum(1 for m in moves.values() if r.creature in m)
        return n == 0 or r.low <= n <= r.high
    raise AssertionError(r.kind)


def _and(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def choice_obeys(g: Group, choice: Choice) -> bool:
    moves = {g.creatures[i]: g.moves[i][k] for i, k in enumerate(choice)}
    taking_part = {c for c, m in moves.items() if m}
    return all(restriction_obeyed(r, moves, taking_part) for r in g.restrictions)


class LegalDeclarations:
    """Every legal declaration of one step, lazily (python-chess style)."""

    kind: type[Any]

    def __init__(self, judge: Judge) -> None:
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
    kind = AttackDeclaration

    def __init__(self, state: GameState) -> None:
        super().__init__(Judge(state, ATTACK))


class LegalBlocks(LegalDeclarations):
    """Legal block declarations; with ``defender``, only that player's creatures block here."""

    kind = BlockDeclaration

    def __init__(self, state: GameState, defender: str | None = None) -> None:
        super().__init__(Judge(state, BLOCK, defender))
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
    return LegalAttacks(state)


def legal_blocks(state: GameState, defender: str | None = None) -> LegalBlocks:
    return LegalBlocks(state, defender)
