"""One declaration judged against a position compiled once (``Judge``): restrictions,
requirements maximised (CR 508.1d, 509.1c; the 2004 edition's rule 500.4-500.5), costs, and a
better declaration when one exists.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from sim.legality.constraints import (
    AT_MOST,
    ATTACK,
    BLOCK_COUNT,
    NO_MOVE,
    NOT_ALONE,
    ONLY_ALONE,
    Move,
    Problem,
    Requirement,
    Restriction,
    attack_moves,
    attack_restrictions,
    block_moves,
    block_restrictions,
    compile_attacks,
    compile_blocks,
    may_require,
)
from sim.legality.problems import (
    attack_problems,
    attack_structure_problems,
    attack_targets,
    block_structure_problems,
    blockable,
    blocker_problems,
    quick_attacks_legal,
    quick_blocks_legal,
    target_problems,
)
from sim.legality.search import Choice, Group, Key, split
from sim.legality.verdicts import Verdict, Violation
from sim.model.declarations import AttackDeclaration, BlockDeclaration, Declaration
from sim.model.editions import Edition
from sim.model.state import GameState


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
        if block_restrictions(state, options, eligible=options):
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
        return blockable(state, [perm.id for perm in state.creatures(self.defender)
                                 if perm.controller != state.active
                                 and not blocker_problems(state, perm.id)])

    @property
    def problem(self) -> Problem:
        """The position compiled for the search (``compile_attacks`` or ``compile_blocks``), on
        first use."""
        if self._problem is None:
            self._problem = compile_attacks(self.state, self.options) if self.step == ATTACK \
                else compile_blocks(self.state, self.options)
        return self._problem

    @property
    def groups(self) -> list[Group]:
        """The problem cut into independent groups of creatures (``split``), on first use."""
        if self._groups is None:
            self._groups = split(self.problem)
        return self._groups

    @property
    def payers(self) -> list[str]:
        """The players with mana for costs (``Problem.available``), in the order of a ``Key``."""
        return list(self.problem.available)

    @property
    def cap(self) -> Key:
        """Per payer, one more than the mana they have: needs are counted up to it, since any need
        above what a player has is unpayable alike."""
        return tuple(self.problem.available[p] + 1 for p in self.payers)

    @property
    def dynamic(self) -> bool:
        """Whether the search judges as under the 2004 edition (500.4-500.5): a compared
        declaration must be reachable from the judged one, and counts a conditional requirement
        only when it meets the condition itself."""
        return self.edition is Edition.Y2004

    # --- judging one declaration ------------------------------------------------------------
    def verdict(self, decl: Declaration) -> Verdict:
        """Judge ``decl``: each creature's own problems, the restrictions between creatures
        (508.1c, 509.1b) and the costs (508.1h, 509.1d), then the requirements obeyed against
        the most a restriction-obeying declaration could obey (508.1d, 509.1c; 2004: 500.4-500.5),
        with a better declaration as ``witness`` when one exists."""
        state = self.state
        if self._quick is None:
            self._quick = not state.statics_present() and not may_require(state, self.step)
        if self._quick and (quick_attacks_legal(state, decl)
                            if isinstance(decl, AttackDeclaration)
                            else quick_blocks_legal(state, decl)):
            return Verdict(decl)  # plainly legal: no restriction broken, no requirement
        if isinstance(decl, AttackDeclaration):
            violations = attack_structure_problems(state, decl)
            moves: dict[str, Move] = {a: (t,) for a, t in decl.attacks}
        else:
            violations = block_structure_problems(state, decl)
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
            witness = self.declaration(witness_moves)
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

    def declaration(self, moves: Mapping[str, Move]) -> Declaration:
        """The attack or block declaration made of ``moves`` (each creature's move; a creature
        with no move is left out)."""
        if self.step == ATTACK:
            return AttackDeclaration(tuple(sorted((c, m[0]) for c, m in moves.items() if m)))
        return BlockDeclaration(tuple(sorted((c, m) for c, m in moves.items() if m)))

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
    """Whether ``choice`` (a move index per creature of ``g``) obeys every restriction of the
    group."""
    moves = {g.creatures[i]: g.moves[i][k] for i, k in enumerate(choice)}
    taking_part = {c for c, m in moves.items() if m}
    return all(restriction_obeyed(r, moves, taking_part) for r in g.restrictions)
