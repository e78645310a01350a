"""The legality engine against the brute-force oracle (``tests/oracle.py``), on random boards.

Each board is a small attack or block position (up to 5 creatures a side) built from ability
phrases, so the whole path from Oracle text to verdict is exercised: restrictions (flying,
menace, "can't be blocked except by three or more creatures", "can't be blocked by more
than one creature", "can't attack/block alone", "can only attack alone" from an
Errantry-like aura, Silent-Arbiter-like caps, block capacity, defender, tapped creatures),
requirements ("attacks/blocks each combat if able", Lure printed, from auras and from
effects, "must be blocked if able", provoke-like "blocks X if able", the two conditional
attack requirements) and costs (Ghostly-Prison-like, War-Cadence-like and
Cowed-by-Wisdom-like taxes, pooled mana and mana creatures).

For every board and every edition the engine's generator, ``count()``, ``in``,
``is_legal`` (including ``obeyed``, ``maximum`` and the witness), ``can_complete`` and
``sample`` must agree with the oracle, which reads the same compiled ``Problem`` but decides
by enumerating every declaration.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle import Oracle, everything

from sim import AttackDeclaration, BlockDeclaration, Effect, Kw
from sim.legality.constraints import (
    AT_MOST,
    ATTACK,
    BLOCK,
    BLOCK_COUNT,
    NO_MOVE,
    NOT_ALONE,
    ONLY_ALONE,
    UNBOUNDED,
    Move,
    Pair,
    Problem,
    Requirement,
    Restriction,
)
from sim.legality.enumeration import Enumerator
from sim.legality.legal_declarations import LegalAttacks, LegalBlocks, legal_attacks, legal_blocks
from sim.legality.verdicts import Verdict
from sim.model import abilities as ab
from sim.model.card import CardDef
from sim.model.combat_state import CombatState
from sim.model.editions import Edition
from sim.model.mana import Mana
from sim.model.objects import Permanent, Player, Step, Zone
from sim.model.state import GameState
from sim.testing import random_board
from sim.text import build_card

EDITIONS = (Edition.CURRENT, Edition.Y2016, Edition.Y2004)
#: Boards whose moves' product is bigger are cut down by tapping creatures, so that the
#: oracle (which enumerates the product, and for each declaration the ones compared with it)
#: and the check of every declaration stay quick.
PRODUCT_LIMIT = 800
PROPERTY_SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                             suppress_health_check=[HealthCheck.too_slow,
                                                    HealthCheck.data_too_large])


def _fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def card(name: str, power: int | None = 2, toughness: int | None = 2, *,
         types: Sequence[str] = ("creature",), keywords: Sequence[str] = (),
         abilities: Sequence[str] = (), colors: Sequence[str] = (),
         subtypes: Sequence[str] = ()) -> CardDef:
    """A card from its fields, exactly as a card file or scenario would give them."""
    fields: dict[str, Any] = {"name": name, "types": list(types), "keywords": list(keywords),
                              "abilities": list(abilities), "colors": list(colors),
                              "subtypes": list(subtypes)}
    if power is not None:
        fields["power"], fields["toughness"] = power, toughness
    if "planeswalker" in types:
        fields["loyalty"] = 3
    return build_card(fields, _fail)


def enchantment(name: str, controller: str, text: str, attached_to: str | None = None) \
        -> Permanent:
    subtypes = ("Aura",) if attached_to else ()
    return Permanent(name, controller, card(name, None, None, types=("enchantment",),
                                            abilities=(text,), subtypes=subtypes),
                     attached_to=attached_to)


def size(low: int) -> st.SearchStrategy[int]:
    """How many creatures a side has: ``low`` to 5, mostly 3 or more."""
    return st.sampled_from([n for n in (5, 4, 3, 5, 4, 3, 2, 1, 0) if n >= low])


def rare(p: int) -> st.SearchStrategy[bool]:
    """True about one time in ``p``."""
    return st.integers(0, p - 1).map(lambda x: x == 0)


ATTACKER_ABILITIES = [
    "can't attack alone", "can only attack alone", "attacks each combat if able",
    "attacks each turn if able", "if a creature you control attacks, ~ also attacks if able",
    "if ~ attacks, all creatures you control attack if able", "{T}: Add {G}",
    "can't attack unless defending player controls an Island",
]
ATTACKER_KEYWORDS = ["haste", "vigilance", "defender"]
ATTACK_EFFECTS = [Kw.ATTACKS_EACH_COMBAT, Kw.ATTACKS_EACH_TURN, Kw.CANT_ATTACK_ALONE,
                  Kw.ATTACKS_ALONE, Kw.ATTACKS_WITH_ANY, Kw.LEADS_ATTACK, Kw.HASTE,
                  Kw.VIGILANCE]

EVASION = ["flying", "menace", "menace", "can't be blocked except by three or more creatures",
           "can't be blocked except by two or more creatures",
           "can't be blocked by more than one creature",
           "all creatures able to block this creature do so",
           "all creatures able to block this creature do so", "must be blocked if able",
           "must be blocked if able"]
BLOCKER_ABILITIES = ["can't block alone", "can't block alone",
                     "can block an additional creature each combat",
                     "can block an additional creature each combat",
                     "can block any number of creatures", "blocks each combat if able",
                     "blocks each combat if able", "{T}: Add {G}",
                     "can block only creatures with flying", "can't block"]
BLOCKER_KEYWORDS = ["flying", "reach", "reach", "defender"]
BLOCK_EFFECTS = [Kw.BLOCK_ADDITIONAL, Kw.BLOCKS_EACH_COMBAT, Kw.CANT_BLOCK_ALONE, Kw.REACH]


def _state(perms: list[Permanent], players: Sequence[str]) -> GameState:
    return GameState({p: Player(p) for p in players}, {p.id: p for p in perms},
                     tuple(players), "A")


@st.composite
def attack_boards(draw: st.DrawFn) -> GameState:
    """An attack position for player A: up to 5 creatures with random restrictions,
    requirements and costs; B (sometimes C too, sometimes a planeswalker) to attack."""
    players = ("A", "B", "C") if draw(rare(4)) else ("A", "B")
    perms: list[Permanent] = []
    ids = [f"a{i}" for i in range(draw(size(0)))]
    for pid in ids:
        abilities = draw(st.lists(st.sampled_from(ATTACKER_ABILITIES), max_size=2, unique=True))
        keywords = draw(st.lists(st.sampled_from(ATTACKER_KEYWORDS), max_size=1))
        perms.append(Permanent(pid, "A", card(pid, keywords=keywords, abilities=abilities),
                               tapped=draw(rare(8)), sick=draw(rare(6)),
                               attacked_this_turn=draw(rare(3))))
    if draw(rare(3)):
        perms.append(Permanent("jb", "B", card("jb", None, None, types=("planeswalker",))))
    if draw(rare(3)):
        perms.append(Permanent("island", "B", card("island", None, None, types=("land",),
                                                   subtypes=("Island",))))
    effects: list[Effect] = []
    if ids:
        for _ in range(draw(st.integers(0, 2))):
            effects.append(Effect(frozenset([draw(st.sampled_from(ids))]),
                                  add=draw(st.sampled_from(ATTACK_EFFECTS))))
        if draw(rare(4)):  # Errantry
            perms.append(enchantment("errantry", "A", "Enchanted creature gets +3/+0 and can "
                                     "only attack alone.", draw(st.sampled_from(ids))))
        if draw(rare(5)):  # Cowed by Wisdom
            perms.append(enchantment("cowed", "B", "Enchanted creature can't attack or block "
                                     "unless its controller pays {1} for each card in your "
                                     "hand.", draw(st.sampled_from(ids))))
    if draw(rare(4)):  # Silent Arbiter
        per = draw(st.sampled_from(["combat", "turn"]))
        perms.append(Permanent("arbiter", draw(st.sampled_from(players)),
                               card("arbiter", None, None, types=("artifact",), abilities=(
                                   f"No more than one creature can attack each {per}.",))))
    for opponent in players[1:]:
        if draw(rare(3)):  # Ghostly Prison
            n = draw(st.integers(0, 2))
            perms.append(enchantment(f"prison{opponent}", opponent,
                                     f"Creatures can't attack you unless their controller pays "
                                     f"{{{n}}} for each creature they control that's attacking "
                                     "you."))
    if len(players) == 3 and draw(rare(3)):
        perms.append(enchantment("peace", "C", "Creatures can't attack you."))
    state = _state(perms, players)
    for effect in effects:
        state.add_effect(effect)
    state.players["A"].mana = Mana(C=draw(st.integers(0, 3)))
    state.add_unknown_cards("B", Zone.HAND, draw(st.integers(0, 2)))
    _fit(state, ATTACK, ids)
    return state


@st.composite
def block_boards(draw: st.DrawFn) -> GameState:
    """A declare-blockers position: 1-5 attackers of A attacking B (or B's planeswalker) and
    up to 5 creatures of B, with random evasion, block restrictions, requirements and costs."""
    perms: list[Permanent] = []
    attackers = [f"a{i}" for i in range(draw(size(1)))]
    blockers = [f"b{i}" for i in range(draw(size(1)))]
    for pid in attackers:
        abilities = draw(st.lists(st.sampled_from(EVASION), max_size=2, unique=True))
        perms.append(Permanent(pid, "A", card(pid, abilities=abilities), tapped=True))
    for pid in blockers:
        abilities = draw(st.lists(st.sampled_from(BLOCKER_ABILITIES), max_size=3, unique=True))
        keywords = draw(st.lists(st.sampled_from(BLOCKER_KEYWORDS), max_size=1))
        perms.append(Permanent(pid, "B", card(pid, keywords=keywords, abilities=abilities),
                               tapped=draw(rare(8)), blocked_this_turn=draw(rare(4))))
    walker = draw(rare(3))
    if walker:
        perms.append(Permanent("jb", "B", card("jb", None, None, types=("planeswalker",))))
    for i in range(draw(st.integers(0, 2))):  # Lure auras, possibly two on one attacker
        perms.append(enchantment(f"lure{i}", "A", "All creatures able to block enchanted "
                                 "creature do so.", draw(st.sampled_from(attackers))))
    effects: list[Effect] = []
    for _ in range(draw(st.integers(0, 2))):
        effects.append(Effect(frozenset([draw(st.sampled_from(attackers))]), add=Kw.LURE))
    if blockers:
        for _ in range(draw(st.integers(0, 2))):
            effects.append(Effect(frozenset([draw(st.sampled_from(blockers))]),
                                  add=draw(st.sampled_from(BLOCK_EFFECTS))))
        if draw(rare(3)):  # provoke: "blocks that creature this turn if able"
            effects.append(Effect(frozenset([draw(st.sampled_from(blockers))]), params=frozenset(
                [(ab.MUST_BLOCK_ATTACKER, draw(st.sampled_from(attackers)))])))
        if draw(rare(5)):
            effects.append(Effect(frozenset([draw(st.sampled_from(blockers))]), params=frozenset(
                [(ab.CANT_BLOCK_ATTACKER, draw(st.sampled_from(attackers)))])))
        if draw(rare(5)):  # Cowed by Wisdom on a blocker
            perms.append(enchantment("cowed", "A", "Enchanted creature can't attack or block "
                                     "unless its controller pays {1} for each card in your "
                                     "hand.", draw(st.sampled_from(blockers))))
    if draw(rare(4)):  # Silent Arbiter
        per = draw(st.sampled_from(["combat", "turn"]))
        perms.append(Permanent("arbiter", draw(st.sampled_from(["A", "B"])),
                               card("arbiter", None, None, types=("artifact",), abilities=(
                                   f"No more than one creature can block each {per}.",))))
    if draw(rare(3)):  # War Cadence
        n = draw(st.integers(0, 2))
        perms.append(enchantment("cadence", "A", f"This turn, creatures can't block unless "
                                 f"their controller pays {{{n}}} for each blocking creature "
                                 "they control."))
    state = _state(perms, ("A", "B"))
    for effect in effects:
        state.add_effect(effect)
    state.players["B"].mana = Mana(C=draw(st.integers(0, 3)))
    state.add_unknown_cards("A", Zone.HAND, draw(st.integers(0, 2)))
    targets = ["B", "jb"] if walker else ["B"]
    # attackers in sorted order, as the engine's own combat declares them (see
    # test_block_moves_with_attackers_declared_out_of_order for the other order)
    state.combat = CombatState("A", {a: draw(st.sampled_from(targets)) for a in attackers},
                               attacks_declared=True)
    state.step = Step.DECLARE_BLOCKERS
    _fit(state, BLOCK, blockers)
    return state


def legal_for(state: GameState, step: str) -> LegalAttacks | LegalBlocks:
    return legal_attacks(state) if step == ATTACK else legal_blocks(state)


def product(problem: Problem) -> int:
    return math.prod(len(m) for m in problem.moves.values())


def _fit(state: GameState, step: str, ids: list[str]) -> None:
    """Tap the declaring side's creatures, last first, until the moves' product is small."""
    for pid in reversed(ids):
        if product(legal_for(state, step).judge.problem) <= PRODUCT_LIMIT:
            return
        state.permanents[pid].tapped = True


# --- converting between the engine's declarations and the oracle's moves --------------------------

def declaration(step: str, moves: dict[str, Move]) -> AttackDeclaration | BlockDeclaration:
    if step == ATTACK:
        return AttackDeclaration.of({c: m[0] for c, m in moves.items() if m})
    return BlockDeclaration.of({c: list(m) for c, m in moves.items() if m})


def moves_of(decl: AttackDeclaration | BlockDeclaration) -> dict[str, tuple[str, ...]]:
    if isinstance(decl, AttackDeclaration):
        return {c: (t,) for c, t in decl.attacks}
    return {b: tuple(a) for b, a in decl.blocks}


def pair_set(decl: AttackDeclaration | BlockDeclaration) -> frozenset[tuple[str, str]]:
    if isinstance(decl, AttackDeclaration):
        return frozenset(decl.attacks)
    return frozenset(decl.pairs())


# --- the checks ---------------------------------------------------------------------------------

def requirement_rule(step: str, edition: Edition) -> str:
    """The rule a requirement shortfall cites."""
    if edition is Edition.Y2004:
        return "500.4"
    return "508.1d" if step == ATTACK else "509.1c"


def check_verdict(step: str, oracle: Oracle, moves: dict[str, Move], verdict: Verdict) -> None:
    judged = oracle.judge(moves)
    rule = requirement_rule(step, oracle.edition)
    assert verdict.legal == judged.legal, (verdict.explain(), judged)
    if not (judged.restrictions_ok and judged.payable):
        assert all(v.rule != rule for v in verdict.violations)
        return
    assert verdict.obeyed == judged.obeyed, verdict.explain()
    assert verdict.maximum == judged.maximum, verdict.explain()
    assert len(verdict.requirements) == judged.existing
    assert sum(ok for _, ok in verdict.requirements) == judged.obeyed
    if judged.legal:
        assert verdict.witness is None
        return
    # illegal for its requirements only: one violation, and a witness that does better
    assert [v.rule for v in verdict.violations] == [rule]
    assert verdict.witness is not None
    witness = moves_of(verdict.witness)
    assert set(witness) <= set(oracle.problem.creatures)
    assert oracle.better(moves, witness), (verdict.explain(), witness)


def check_board(state: GameState, step: str, seed: random.Random) -> None:
    for edition in EDITIONS:
        state.rules = edition
        legal = legal_for(state, step)
        problem = legal.judge.problem
        oracle = Oracle(problem, edition)
        expected = oracle.legal_set()
        assert expected and legal, "something is always legal"

        generated = [pair_set(d) for d in legal]
        assert len(generated) == len(set(generated)), "a declaration was generated twice"
        assert set(generated) == expected, edition
        assert legal.count() == len(expected), edition

        for moves in everything(problem):
            decl = declaration(step, moves)
            check_verdict(step, oracle, moves, legal.is_legal(decl))
            if pair_set(decl) in expected or seed.random() < 0.1:
                assert (decl in legal) == (pair_set(decl) in expected)

        # can_complete: each creature's each move alone (the action mask), and random partials
        for partial in partials_of(problem, seed, 8):
            want = completes(expected, partial)
            asked = {c: (m[0] if step == ATTACK else list(m)) if m else None
                     for c, m in partial.items()}
            assert legal.can_complete(asked) == want, (edition, partial)

        rng = np.random.default_rng(seed.randint(0, 2**32))
        for _ in range(3):
            assert pair_set(legal.sample(rng)) in expected

        check_independent(state, step, legal, seed.randint(0, 2**32))


INDEPENDENT_SEEN = [0]


def check_independent(state: GameState, step: str, general: Any, seed: int) -> None:
    """A fresh judge that has not compiled the problem takes ``Judge.independent`` when
    nothing ties the creatures together; it must list, count, index and draw exactly as the
    general path (``general`` has compiled it), draw for draw."""
    fresh = legal_for(state, step)
    if fresh.judge.independent is None:
        return
    INDEPENDENT_SEEN[0] += 1
    assert general.judge.independent is None  # compiled: the general path
    listed = list(general)
    assert list(fresh) == listed and fresh.count() == general.count() == len(listed)
    assert [fresh.judge.declaration_at(i) for i in range(len(listed))] == listed
    one, other = np.random.default_rng(seed), np.random.default_rng(seed)
    assert [fresh.sample(one) for _ in range(5)] == [general.sample(other) for _ in range(5)]
    assert one.integers(2**62) == other.integers(2**62)  # the same draws were consumed



def partials_of(problem: Problem, seed: random.Random, extra: int) -> list[dict[str, Move]]:
    """Each creature's each move alone (the action mask), then ``extra`` random partials."""
    partials: list[dict[str, Move]] = [{c: m} for c in problem.creatures
                                       for m in problem.moves[c]]
    for _ in range(extra):
        chosen = seed.sample(problem.creatures, seed.randint(0, len(problem.creatures)))
        partials.append({c: seed.choice(problem.moves[c]) for c in chosen})
    return partials


def completes(expected: set[frozenset[Pair]], partial: dict[str, Move]) -> bool:
    """Whether some legal declaration gives each creature in ``partial`` exactly its move."""
    return any(all(frozenset(t for x, t in d if x == c) == frozenset(m)
                   for c, m in partial.items()) for d in expected)

@settings(PROPERTY_SETTINGS, max_examples=300)
@given(attack_boards(), st.randoms(use_true_random=False))
def test_attacks_match_the_oracle(state: GameState, seed: random.Random) -> None:
    check_board(state, ATTACK, seed)


@PROPERTY_SETTINGS
@given(block_boards(), st.randoms(use_true_random=False))
def test_blocks_match_the_oracle(state: GameState, seed: random.Random) -> None:
    check_board(state, BLOCK, seed)


def test_independent_path_on_random_combats() -> None:
    """``check_independent`` on the conformance checker's random combats, at the attack
    declaration and at the block declaration after a random attack: most are independent."""
    seen = 0
    for n in range(120):
        state = random_board(np.random.default_rng(n)).start()
        rng = np.random.default_rng(n)
        while state.decision is not None and state.decision.kind in (
                "declare_attackers", "declare_blockers"):
            step = ATTACK if state.decision.kind == "declare_attackers" else BLOCK
            general = legal_for(state, step)
            assert general.judge.problem.step == step  # compiled: the general path from here
            before = INDEPENDENT_SEEN[0]
            check_independent(state, step, general, n)
            seen += INDEPENDENT_SEEN[0] - before
            state.apply(state.legal_actions().sample(rng))
    assert seen >= 100


# --- the search on random problems ------------------------------------------------------------
#
# The boards above reach the search only through what real abilities compile to. Here the
# compiled data is drawn directly (any scopes, any requirement pairs and conditions, costs on
# any move, several payers), so the branch and bound, the group split, the counting by mana
# and the 2004 reachability are tried on shapes no card makes yet. There is no board, so
# only the declaration-set questions are asked (``is_legal`` needs a position).

@st.composite
def problems(draw: st.DrawFn) -> Problem:
    step = draw(st.sampled_from([ATTACK, BLOCK]))
    creatures = tuple(f"c{i}" for i in range(draw(st.integers(1, 5))))
    targets = [f"t{j}" for j in range(draw(st.integers(1, 3)))]
    options: list[Move] = [(t,) for t in targets]
    if step == BLOCK:
        options += list(itertools.combinations(targets, 2))
    moves = {c: (NO_MOVE, *sorted(draw(st.lists(st.sampled_from(options), min_size=1,
                                                 max_size=3, unique=True))))
             for c in creatures}
    possible = sorted({(c, t) for c in creatures for m in moves[c] for t in m})
    restrictions: list[Restriction] = []
    everyone = frozenset(creatures)
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from([AT_MOST, NOT_ALONE, ONLY_ALONE]
                                    + ([BLOCK_COUNT, BLOCK_COUNT] if step == BLOCK else [])))
        if kind == AT_MOST:
            scope = frozenset(draw(st.lists(st.sampled_from(creatures), min_size=1,
                                            unique=True)))
            restrictions.append(Restriction(AT_MOST, "", "at most", scope=scope,
                                            high=draw(st.integers(0, 2))))
        elif kind == BLOCK_COUNT:
            target = draw(st.sampled_from(targets))
            able = frozenset(c for c in creatures if any(target in m for m in moves[c]))
            low = draw(st.integers(1, 3))
            high = draw(st.sampled_from([UNBOUNDED, 1, low, low + 1]))
            if able:
                restrictions.append(Restriction(BLOCK_COUNT, "", "count", target, able, low,
                                                high))
        else:
            restrictions.append(Restriction(kind, "", kind, draw(st.sampled_from(creatures)),
                                            everyone))
    requirements: list[Requirement] = []
    for _ in range(draw(st.integers(0, 4))):
        pairs = frozenset(draw(st.lists(st.sampled_from(possible), min_size=1, max_size=3)))
        condition: frozenset[tuple[str, str]] = frozenset()
        if draw(rare(3)):
            condition = frozenset(draw(st.lists(st.sampled_from(possible), min_size=1,
                                                max_size=3)))
        requirements.append(Requirement("", "req", pairs, condition))
        if draw(rare(4)):
            requirements.append(requirements[-1])  # two instances of one requirement
    costs: dict[str, dict[Move, int]] = {}
    for c in creatures:
        priced = {m: draw(st.integers(0, 2)) for m in moves[c][1:] if draw(rare(3))}
        if priced:
            costs[c] = priced
    payer = {c: draw(st.sampled_from(["P", "Q"])) for c in creatures}
    mana_lost: dict[str, int] = {}
    available: dict[str, int] = {}
    if costs:
        if step == ATTACK:
            mana_lost = {c: draw(st.integers(1, 2)) for c in creatures if draw(rare(4))}
        # a creature's own mana is part of what its controller has available
        available = {p: draw(st.integers(0, 3)) + sum(n for c, n in mana_lost.items()
                                                      if payer[c] == p)
                     for p in sorted(set(payer.values()))}
    return Problem(step, creatures, moves, restrictions, requirements, costs, payer, mana_lost,
                   available)


def judge_of(problem: Problem, edition: Edition) -> Enumerator:
    judge = Enumerator(GameState({}, {}, (), "A", rules=edition), problem.step)
    judge._problem = problem  # judge this data rather than a compiled position
    return judge


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(problems(), st.randoms(use_true_random=False))
def test_search_matches_the_oracle_on_random_problems(problem: Problem,
                                                      seed: random.Random) -> None:
    for edition in (Edition.CURRENT, Edition.Y2004):
        judge = judge_of(problem, edition)
        oracle = Oracle(problem, edition)
        expected = oracle.legal_set()
        generated = [pair_set(d) for d in judge]
        assert len(generated) == len(set(generated)), "a declaration was generated twice"
        assert set(generated) == expected, edition
        assert judge.count() == len(expected), edition
        for partial in partials_of(problem, seed, 6):
            want = completes(expected, partial)
            assert judge.can_complete(partial) == want, (edition, partial)
        if expected:
            rng = np.random.default_rng(seed.randint(0, 2**32))
            for _ in range(3):
                assert pair_set(judge.sample(rng)) in expected


# --- the oracle itself, on positions whose answers are known -------------------------------------

def test_oracle_on_a_lure_and_a_menace_attacker() -> None:
    perms = [Permanent("lure", "A", card("lure", abilities=[
                 "All creatures able to block this creature do so."]), tapped=True),
             Permanent("brute", "A", card("brute", keywords=["menace"]), tapped=True),
             Permanent("b1", "B", card("b1")), Permanent("b2", "B", card("b2"))]
    state = _state(perms, ("A", "B"))
    state.combat = CombatState("A", {"brute": "B", "lure": "B"})
    state.step = Step.DECLARE_BLOCKERS
    oracle = Oracle(legal_blocks(state).judge.problem, Edition.CURRENT)
    assert oracle.legal_set() == {frozenset({("b1", "lure"), ("b2", "lure")})}


def test_oracle_on_a_conditional_requirement() -> None:
    """Ekundu-Cyclops-like: no attack at all is legal; another creature alone is not."""
    perms = [Permanent("cyclops", "A", card("cyclops", abilities=[
                 "If a creature you control attacks, ~ also attacks if able."])),
             Permanent("bear", "A", card("bear"))]
    state = _state(perms, ("A", "B"))
    oracle = Oracle(legal_attacks(state).judge.problem, Edition.CURRENT)
    assert oracle.legal_set() == {frozenset(), frozenset({("cyclops", "B")}),
                                  frozenset({("cyclops", "B"), ("bear", "B")})}


# --- regressions --------------------------------------------------------------------------------

def test_block_moves_with_attackers_declared_out_of_order() -> None:
    perms = [Permanent("z", "A", card("z"), tapped=True),
             Permanent("a", "A", card("a"), tapped=True),
             Permanent("b1", "B", card("b1", abilities=[
                 "Can block an additional creature each combat."]))]
    state = _state(perms, ("A", "B"))
    state.combat = CombatState("A", {"z": "B", "a": "B"})
    state.step = Step.DECLARE_BLOCKERS
    legal = legal_blocks(state)
    both = BlockDeclaration.of({"b1": ["z", "a"]})
    assert legal.is_legal(both).legal
    assert legal.can_complete({"b1": ["a", "z"]})
    assert both in set(legal)
