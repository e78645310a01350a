"""The ai package: RandomAgent is legal, uniform and deterministic; HeuristicAgent does what its
docstring says; and the engine never imports ai."""

from __future__ import annotations

import collections
import itertools
import re
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai.random_policy as random_policy
import sim.legality.enumeration as legality
from ai import HeuristicAgent, RandomAgent, random_assignment
from cards import default_pool
from sim import (
    PASS,
    Action,
    AssignDamage,
    CardDef,
    CombatState,
    DamageRequest,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Effect,
    GameState,
    Kw,
    LegalActions,
    Mana,
    OrderDamage,
    Permanent,
    Player,
    ResolveEffect,
    Step,
    Zone,
    is_legal,
    legal_attacks,
    legal_blocks,
    run_combat,
    validate_assignment,
)
from sim.engine.agents import Agent
from sim.legality.legal_actions import DamageActions, DeclarationActions
from sim.model.decisions import DecisionKind, OrderActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.text.static_text import parse_text

ROOT = Path(__file__).resolve().parent.parent

KEYWORDS = [Kw.FLYING, Kw.REACH, Kw.VIGILANCE, Kw.DEFENDER, Kw.HASTE, Kw.FIRST_STRIKE,
            Kw.DOUBLE_STRIKE, Kw.TRAMPLE, Kw.DEATHTOUCH, Kw.LIFELINK, Kw.INDESTRUCTIBLE,
            Kw.MENACE, Kw.CANT_ATTACK, Kw.CANT_BLOCK]
#: Restrictions and requirements between creatures, rarer, so that random combats must
#: satisfy them too (the agents are checked legal at every declaration).
COMBAT_RULES = [Kw.HORSEMANSHIP, Kw.SHADOW, Kw.FEAR, Kw.SKULK, Kw.CANT_ATTACK_ALONE,
                Kw.CANT_BLOCK_ALONE, Kw.ATTACKS_ALONE, Kw.EXCEPT_BY_THREE, Kw.ONE_BLOCKER,
                Kw.BLOCK_ADDITIONAL, Kw.BLOCK_ANY, Kw.ATTACKS_EACH_COMBAT,
                Kw.BLOCKS_EACH_COMBAT, Kw.LURE, Kw.MUST_BE_BLOCKED, Kw.ATTACKS_WITH_ANY,
                Kw.LEADS_ATTACK]


# --- helpers --------------------------------------------------------------------------------

def creature(pid: str, controller: str, power: int, toughness: int, kw: Kw = Kw.NONE,
             **state: Any) -> Permanent:
    card = CardDef(pid, power=power, toughness=toughness, keywords=kw)
    return Permanent(pid, controller, card, **state)


def board(*permanents: Permanent, players: Sequence[str] = ("A", "B"),
          life: int = 20) -> GameState:
    return GameState({p: Player(p, life) for p in players}, {p.id: p for p in permanents},
                     tuple(players), players[0])


def in_combat(state: GameState, attacks: Mapping[str, str]) -> GameState:
    """``state`` at its declare blockers step with ``attacks`` declared."""
    state.combat = CombatState(state.active, dict(attacks))
    for attacker in attacks:
        state.permanents[attacker].tapped = True
    state.step = Step.DECLARE_BLOCKERS
    return state


def random_board(rng: np.random.Generator) -> GameState:
    """A random position at the beginning of combat: 2 or 3 players, up to 5 creatures each
    with random stats, keywords, restrictions and requirements, tapped/sick/damage, sometimes
    a planeswalker."""
    players = ["A", "B", "C"][: 3 if rng.random() < 0.2 else 2]
    pool = default_pool()
    perms: list[Permanent] = []
    for player in players:
        for i in range(int(rng.integers(0, 6))):
            pid = f"{player}{i}"
            if rng.random() < 0.25:
                cards = [c for c in pool if c.is_creature]
                card = cards[int(rng.integers(len(cards)))]
                perm = Permanent(pid, player, card)
            else:
                kw = Kw.NONE
                for flag in KEYWORDS:
                    if rng.random() < 0.12:
                        kw |= flag
                for flag in COMBAT_RULES:
                    if rng.random() < 0.04:
                        kw |= flag
                perm = creature(pid, player, int(rng.integers(0, 7)), int(rng.integers(1, 7)),
                                kw)
            perm.tapped = bool(rng.random() < 0.1)
            perm.sick = bool(rng.random() < 0.15)
            toughness = perm.card.toughness or 0
            perm.damage = int(rng.integers(0, toughness)) if rng.random() < 0.1 else 0
            perms.append(perm)
        if player != "A" and rng.random() < 0.3:
            perms.append(Permanent(f"{player}jace", player, pool["Jace Beleren"],
                                   counters={"loyalty": int(rng.integers(1, 6))}))
    state = board(*perms, players=players, life=int(rng.integers(1, 21)))
    return state


class Checked:
    """Wraps an agent and asserts that every action it takes is legal: among the decision's
    legal actions, and by the independent checks (the legality engine's verdict on a
    declaration, ``validate_assignment`` on a damage assignment, a damage assignment order
    that lists each creature once)."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.decisions = 0
        self.kinds: collections.Counter[str] = collections.Counter()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        action = self.inner.act(state, decision, legal)
        assert action in legal, legal.reasons(action)
        if isinstance(action, DeclareAttackers):
            assert decision.kind == "declare_attackers"
            assert isinstance(action.declaration, AttackDeclaration)
            assert is_legal(state, action.declaration), \
                is_legal(state, action.declaration).explain()
        elif isinstance(action, DeclareBlockers):
            assert decision.kind == "declare_blockers"
            assert isinstance(action.declaration, BlockDeclaration)
            for blocker, _ in action.declaration:
                assert decision.defender in (None, state.permanents[blocker].controller)
            if decision.defender is None or len(state.opponents(state.active)) == 1:
                assert is_legal(state, action.declaration), \
                    is_legal(state, action.declaration).explain()
        elif isinstance(action, AssignDamage):
            assert decision.request is not None
            assert action.source == decision.request.source
            if getattr(legal, "allowed", None) is None:
                assert validate_assignment(decision.request, action.as_dict()) == []
            # else its creatures are shared with creatures assigning later in the step: lethal
            # damage counts theirs too (510.1c-d), so the assignment is judged with the whole
            # step's (``sim.rules.combat_damage.allowed``), not on its own
        elif isinstance(action, OrderDamage):
            assert action.creature == decision.creature
            assert sorted(action.order) == sorted(decision.creatures)
        self.decisions += 1
        self.kinds[decision.kind] += 1
        return action


def play_random(state: GameState, seed: int) -> GameState:
    state = state.clone()
    rng = np.random.default_rng(seed)
    agents = {p: Checked(RandomAgent(rng)) for p in state.turn_order}
    run_combat(state, agents)
    return state


# --- RandomAgent ----------------------------------------------------------------------------

def test_random_agent_is_an_agent() -> None:
    """At a priority decision (a scripted effect may resolve), it passes or resolves, evenly."""
    agent: Agent = RandomAgent(np.random.default_rng(0))
    state = board(creature("x", "A", 2, 2))
    state.available_effects = ((Step.BEGINNING_OF_COMBAT,
                                Effect(frozenset({"x"}), power=1, description="pump")),)
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "priority"
    legal = state.legal_actions()
    seen = collections.Counter(agent.act(state, decision, legal) for _ in range(400))
    assert set(seen) == {PASS, ResolveEffect("pump")}
    assert max(seen.values()) < 1.3 * min(seen.values())


@pytest.mark.parametrize("chunk", range(4))
def test_random_decisions_are_always_legal(chunk: int) -> None:
    """Many random boards, many seeds: every combat plays to the end with legal choices."""
    for seed in range(chunk * 100, (chunk + 1) * 100):
        state = random_board(np.random.default_rng(10_000 + seed))
        end = play_random(state, seed)
        assert end.step is Step.COMBAT_OVER or end.result is not None
        assert end.is_terminal()


def test_random_attacks_cover_the_product_uniformly() -> None:
    state = board(creature("x", "A", 2, 2), creature("y", "A", 1, 1),
                  creature("z", "A", 3, 3, sick=True),
                  Permanent("jace", "B", default_pool()["Jace Beleren"],
                            counters={"loyalty": 3}))
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    legal = state.legal_actions()
    assert len(legal) == 9
    assert isinstance(legal, DeclarationActions) and set(legal.legal) == set(legal_attacks(state))
    agent = RandomAgent(np.random.default_rng(1))
    seen = collections.Counter(agent.act(state, decision, legal) for _ in range(4500))
    assert set(seen) == set(legal)
    assert max(seen.values()) < 1.3 * min(seen.values())


def _menace_board() -> GameState:
    state = board(creature("brute", "A", 3, 2, Kw.MENACE), creature("bear", "A", 2, 2),
                  creature("b1", "B", 1, 1), creature("b2", "B", 1, 1),
                  creature("b3", "B", 1, 1))
    return in_combat(state, {"brute": "B", "bear": "B"})


def blocks_decision(state: GameState) -> tuple[Decision, DeclarationActions]:
    """Run a board set up by ``in_combat`` to B's ``declare_blockers`` decision."""
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "declare_blockers"
    assert decision.defender == "B"
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    return decision, legal


def blocks_drawn(agent: Agent, state: GameState, decision: Decision,
                 legal: LegalActions, n: int) -> collections.Counter[BlockDeclaration]:
    drawn: collections.Counter[BlockDeclaration] = collections.Counter()
    for _ in range(n):
        action = agent.act(state, decision, legal)
        assert isinstance(action, DeclareBlockers)
        drawn[action.declaration] += 1
    return drawn


@pytest.mark.parametrize("limit", [legality.SAMPLE_ENUMERATE_LIMIT, 0])
def test_random_blocks_obey_menace_uniformly(monkeypatch: pytest.MonkeyPatch, limit: int) -> None:
    """Both ways ``sample`` draws a group whose every restriction-obeying choice is legal
    (listing them; rejection from the product of moves) are uniform on the legal
    declarations, which number exactly ``count()``."""
    monkeypatch.setattr(legality, "SAMPLE_ENUMERATE_LIMIT", limit)
    state = _menace_board()
    decision, legal = blocks_decision(state)
    every = set(legal.legal)
    assert len(every) == legal.legal.count() == len(legal) == 3 ** 3 - 3 * 2 * 2
    assert every == set(legal_blocks(state, "B"))
    agent = RandomAgent(np.random.default_rng(7))
    seen = blocks_drawn(agent, state, decision, legal, 6000)
    assert set(seen) == every
    assert max(seen.values()) < 1.5 * min(seen.values())


def test_random_blocks_obey_requirements_uniformly() -> None:
    """With a Lure in play only the declarations obeying the most requirements are legal;
    the agent draws among exactly those, evenly."""
    lure = CardDef("lure", power=2, toughness=2, keywords=Kw.LURE)
    state = in_combat(board(Permanent("lure", "A", lure), creature("bear", "A", 2, 2),
                            creature("b1", "B", 1, 1), creature("b2", "B", 1, 1),
                            creature("flyer", "B", 1, 1, Kw.FLYING)),
                      {"lure": "B", "bear": "B"})
    decision, legal = blocks_decision(state)
    every = set(legal.legal)
    # b1, b2 and the flyer are all able to block the Lure creature, so all three must
    assert every == {BlockDeclaration.of({"b1": "lure", "b2": "lure", "flyer": "lure"})}
    agent = RandomAgent(np.random.default_rng(4))
    assert set(blocks_drawn(agent, state, decision, legal, 50)) == every


def test_random_attacks_with_a_cost_stay_payable() -> None:
    """Costs make the groups depend on each other through the mana; ``sample`` then draws from
    the listed legal declarations, never an unpayable one."""
    prison = CardDef("prison", types=("Enchantment",), statics=parse_text(
        "Creatures can't attack you unless their controller pays {1} for each creature they "
        "control that's attacking you.").statics)
    state = board(creature("x", "A", 2, 2), creature("y", "A", 2, 2), creature("z", "A", 2, 2),
                  Permanent("prison", "B", prison))
    state.players["A"].mana = Mana(C=2)
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    every = set(legal.legal)
    assert legal.legal.count() == len(legal) == len(every) == 1 + 3 + 3  # at most two attack
    agent = RandomAgent(np.random.default_rng(8))
    seen = collections.Counter(agent.act(state, decision, legal) for _ in range(2800))
    assert {action.declaration for action in seen} == every  # type: ignore[attr-defined]
    assert max(seen.values()) < 1.4 * min(seen.values())


def test_random_blocks_without_menace_use_the_whole_product() -> None:
    state = in_combat(board(creature("a1", "A", 2, 2), creature("a2", "A", 2, 2, Kw.FLYING),
                            creature("d1", "B", 1, 1), creature("d2", "B", 1, 1, Kw.REACH)),
                      {"a1": "B", "a2": "B"})
    decision, legal = blocks_decision(state)
    assert len(legal) == 2 * 3
    agent = RandomAgent(np.random.default_rng(3))
    seen = blocks_drawn(agent, state, decision, legal, 3000)
    assert set(seen) == set(legal.legal)


def test_randbelow_handles_huge_ranges() -> None:
    rng = np.random.default_rng(5)
    n = 3 ** 80
    draws = [random_policy.randbelow(rng, n) for _ in range(200)]
    assert all(0 <= d < n for d in draws)
    assert len(set(draws)) == 200
    assert {random_policy.randbelow(rng, 3) for _ in range(100)} == {0, 1, 2}
    assert random_policy.decode(5, [2, 3]) == [1, 2]


def _valid_splits(request: DamageRequest) -> set[tuple[tuple[str, int], ...]]:
    out = set()
    recipients = request.recipients
    for amounts in itertools.product(range(request.amount + 1), repeat=len(recipients)):
        split = {r: n for r, n in zip(recipients, amounts, strict=True) if n}
        if not validate_assignment(request, split):
            out.add(tuple(sorted(split.items())))
    return out


@pytest.mark.parametrize(("amount", "creatures", "lethal", "defender"), [
    (4, ("b1", "b2"), {"b1": 2, "b2": 1}, "B"),
    (3, ("b1", "b2", "b3"), {"b1": 1, "b2": 1, "b3": 2}, None),
    (5, ("b1",), {"b1": 2}, "B"),
    (2, ("b1", "b2"), {"b1": 2, "b2": 2}, "B"),
    (3, ("b1", "b2"), {"b1": 0, "b2": 1}, "jace"),
])
def test_random_damage_split_is_valid_and_uniform(amount: int, creatures: tuple[str, ...],
                                                  lethal: dict[str, int],
                                                  defender: str | None) -> None:
    request = DamageRequest("x", "A", amount, creatures, defender, lethal, defender is not None,
                            Step.COMBAT_DAMAGE)
    valid = _valid_splits(request)
    rng = np.random.default_rng(11)
    seen = collections.Counter(tuple(sorted(random_assignment(rng, request).items()))
                               for _ in range(300 * len(valid)))
    assert set(seen) == valid
    assert max(seen.values()) < 1.6 * min(seen.values())
    assert_agent_assigns_uniformly(request, valid)


def assert_agent_assigns_uniformly(request: DamageRequest,
                                   valid: set[tuple[tuple[str, int], ...]]) -> None:
    """``RandomAgent.act`` at an ``assign_combat_damage`` decision for ``request`` draws every
    legal assignment (``valid``, by brute force), evenly, and nothing else."""
    agent = RandomAgent(np.random.default_rng(12))
    decision = Decision("A", DecisionKind.ASSIGN_COMBAT_DAMAGE, "assign", request=request)
    legal = DamageActions(request)
    assert len(legal) == len(valid)
    seen: collections.Counter[tuple[tuple[str, int], ...]] = collections.Counter()
    for _ in range(300 * len(valid)):
        action = agent.act(board(), decision, legal)
        assert isinstance(action, AssignDamage) and action.source == request.source
        seen[action.assignment] += 1
    assert set(seen) == valid
    assert max(seen.values()) < 1.6 * min(seen.values())


def test_same_seed_same_events_different_seeds_differ() -> None:
    rng = np.random.default_rng(2024)
    differed = 0
    for _ in range(30):
        state = random_board(rng)
        first = play_random(state, 99)
        again = play_random(state, 99)
        assert first.events == again.events
        assert {p: q.life for p, q in first.players.items()} == \
               {p: q.life for p, q in again.players.items()}
        if any(play_random(state, s).events != first.events for s in range(5)):
            differed += 1
    assert differed > 0


def test_different_seeds_eventually_differ_on_a_fixed_board() -> None:
    state = board(creature("x", "A", 3, 3), creature("y", "A", 2, 2),
                  creature("d", "B", 2, 2))
    logs = {tuple(map(repr, play_random(state, seed).events)) for seed in range(40)}
    assert len(logs) > 3


# --- HeuristicAgent -------------------------------------------------------------------------

def test_heuristic_attacks_with_everything_that_can_attack_a_player() -> None:
    # B's only creature is tapped: no block is possible, so every creature able to attack a
    # player does (the planeswalker is never attacked). (Before the combat planner, the
    # heuristic attacked this way into any board; tests/test_combat_ai.py covers the rest.)
    state = board(creature("bear", "A", 2, 2), creature("sick", "A", 2, 2, sick=True),
                  creature("goblin", "A", 1, 1, Kw.HASTE, sick=True),
                  creature("wall", "A", 0, 8, Kw.DEFENDER), creature("tired", "A", 3, 3,
                                                                     tapped=True),
                  creature("them", "B", 2, 2, tapped=True),
                  Permanent("jace", "B", default_pool()["Jace Beleren"],
                            counters={"loyalty": 3}))
    decl = HeuristicAgent().declare_attackers(state, DeclarationActions(legal_attacks(state)))
    assert decl.as_dict() == {"bear": "B", "goblin": "B"}
    # the same through the decision loop
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    assert HeuristicAgent().act(state, decision, state.legal_actions()) == DeclareAttackers(decl)


@pytest.mark.parametrize(("attacker", "blocker", "blocks"), [
    ((2, 2, Kw.NONE), (3, 3, Kw.NONE), True),          # survives and kills
    ((2, 3, Kw.NONE), (0, 4, Kw.NONE), True),          # survives
    # trades only up (the blocker worth strictly less, ``creature_value``), not even: the
    # old policy traded with any attacker of greater or equal power
    ((2, 2, Kw.NONE), (2, 2, Kw.NONE), False),         # an even trade
    ((3, 2, Kw.NONE), (2, 2, Kw.NONE), True),          # trades with a greater attacker
    ((2, 2, Kw.NONE), (3, 2, Kw.NONE), False),         # trade, but a smaller attacker
    ((2, 2, Kw.NONE), (1, 1, Kw.DEATHTOUCH), False),   # deathtouch: 130 = 130, even
    ((3, 3, Kw.NONE), (1, 1, Kw.DEATHTOUCH), True),    # deathtouch trade: 130 < 155
    ((3, 3, Kw.NONE), (2, 2, Kw.NONE), False),         # chump block
    ((1, 1, Kw.FIRST_STRIKE), (1, 1, Kw.NONE), False),  # dies before striking back
    ((2, 2, Kw.NONE), (1, 1, Kw.FIRST_STRIKE), False),  # strikes first but doesn't kill
    ((2, 2, Kw.NONE), (2, 1, Kw.FIRST_STRIKE), True),  # kills it first, survives
    ((5, 5, Kw.NONE), (0, 1, Kw.INDESTRUCTIBLE), True),  # indestructible: survives
    ((3, 3, Kw.MENACE), (5, 5, Kw.NONE), False),       # menace: never blocked alone
])
def test_heuristic_blocks(attacker: tuple[int, int, Kw], blocker: tuple[int, int, Kw],
                          blocks: bool) -> None:
    state = in_combat(board(creature("att", "A", *attacker), creature("blk", "B", *blocker)),
                      {"att": "B"})
    legal = DeclarationActions(legal_blocks(state, "B"))
    decl = HeuristicAgent().declare_blockers(state, legal)
    assert decl in legal.legal and DeclareBlockers(decl) in legal
    assert decl.as_dict() == ({"blk": ["att"]} if blocks else {})
    decision, at_decision = blocks_decision(state)
    assert HeuristicAgent().act(state, decision, at_decision) == DeclareBlockers(decl)


@pytest.mark.parametrize("chunk", range(2))
def test_heuristic_decisions_are_always_legal(chunk: int) -> None:
    """Random boards (two or three players, planeswalkers, restrictions and requirements,
    pool cards): the heuristic, against itself or random play, only takes legal actions and
    plays each combat to the end, deterministically."""
    for seed in range(chunk * 100, (chunk + 1) * 100):
        state = random_board(np.random.default_rng(30_000 + seed))
        ends = []
        for _ in range(2):
            end = state.clone()
            rng = np.random.default_rng(seed)
            agents: dict[str, Agent] = {
                p: Checked(HeuristicAgent() if i != seed % 3 else RandomAgent(rng))
                for i, p in enumerate(end.turn_order)}
            run_combat(end, agents)
            assert end.step is Step.COMBAT_OVER or end.result is not None
            ends.append(end)
        assert ends[0].history == ends[1].history


def test_heuristic_picks_the_best_blocks() -> None:
    state = in_combat(board(creature("big", "A", 4, 4), creature("small", "A", 1, 1),
                            creature("mid", "A", 2, 2),
                            creature("wall", "B", 0, 5), creature("bear", "B", 2, 2)),
                      {"big": "B", "small": "B", "mid": "B"})
    decl = HeuristicAgent().declare_blockers(state, DeclarationActions(legal_blocks(state, "B")))
    # The bears kill the 1/1 and survive (a "kill" block, first) rather than trade evenly
    # with the 2/2. The wall survives everything and kills nothing: it takes the attacker
    # dealing the most damage. (Joining the wall, the bears would not kill the 4/4.)
    assert decl.as_dict() == {"wall": ["big"], "bear": ["small"]}


def test_heuristic_plays_a_whole_combat_deterministically() -> None:
    state = board(creature("bear", "A", 2, 2), creature("giant", "A", 3, 3, Kw.TRAMPLE),
                  creature("lion", "A", 2, 1),
                  creature("wall", "B", 0, 4), creature("rats", "B", 1, 1, Kw.DEATHTOUCH))
    ends = []
    for _ in range(2):
        end = state.clone()
        agents = {p: Checked(HeuristicAgent()) for p in end.turn_order}
        run_combat(end, agents)
        ends.append(end)
    end = ends[0]
    assert end.events == ends[1].events and end.history == ends[1].history
    attackers = {e["attacker"] for e in end.events if e["kind"] == "attacks"}
    blocks = {(e["blocker"], e["attacker"]) for e in end.events if e["kind"] == "blocks"}
    # The bear and the lion attack safely: nothing kills them and survives, and the
    # deathtouch rats (80 + 15 + 10 + 25 = 130) trading with one is not a trade down for A
    # (the bear is worth 80 + 30 + 20 = 130, the lion 120). The giant (164) would be a trade
    # down, and adding it gains nothing: B's wall (0/4, surviving any attacker) would block
    # it, the rats joining to kill it (B loses the rats, 130 < 164), so it stays home.
    # B's wall blocks the bear (2 damage, as much as the lion; ties by id); the rats don't
    # join (the bear is worth no more than they are) and trade with nobody.
    assert attackers == {"bear", "lion"}
    assert blocks == {("wall", "bear")}
    assert end.players["B"].life == 20 - 2  # the lion
    dead = {p.id for p in end.permanents.values() if p.zone is not Zone.BATTLEFIELD}
    assert dead == set()


# --- independence of the engine -------------------------------------------------------------

def test_sim_never_imports_ai() -> None:
    pattern = re.compile(r"^\s*(import\s+ai\b|from\s+ai(\.|\s))", re.MULTILINE)
    sources = sorted((ROOT / "sim").glob("**/*.py"))
    assert sources
    for path in sources:
        assert not pattern.search(path.read_text(encoding="utf-8")), path
    code = ("import sys, sim, sim.rules.combat, sim.io.scenario, sim.io.run_report; "
            "sys.exit(any(m == 'ai' or m.startswith('ai.') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0



def _heuristic_assignment(request: DamageRequest) -> dict[str, int]:
    decision = Decision("A", DecisionKind.ASSIGN_COMBAT_DAMAGE, "assign", request=request)
    legal = DamageActions(request)
    action = HeuristicAgent().act(board(), decision, legal)
    assert isinstance(action, AssignDamage) and action.source == request.source
    assert action in legal
    return action.as_dict()


def test_heuristic_damage_is_the_default_assignment_kept_legal() -> None:
    over = DamageRequest("giant", "A", 5, ("bear",), "B", {"bear": 2}, True,
                         Step.COMBAT_DAMAGE)
    assert _heuristic_assignment(over) == {"bear": 2, "B": 3}
    short = DamageRequest("giant", "A", 3, ("wall",), "B", {"wall": 4}, True,
                          Step.COMBAT_DAMAGE)
    assert _heuristic_assignment(short) == {"wall": 3}
    split = DamageRequest("giant", "A", 3, ("w1", "w2"), "B", {"w1": 1, "w2": 4}, True,
                          Step.COMBAT_DAMAGE)
    chosen = _heuristic_assignment(split)
    assert chosen == {"w1": 1, "w2": 2}
    assert validate_assignment(split, chosen) == []


# --- damage assignment orders and "as though it weren't blocked" (CR 509.2-509.3, 510.1) ----
# (damage-assignment helper's section)

def _request(amount: int, lethal: dict[str, int], defender: str | None = None, *,
             order: bool = False, unblocked: str | None = None) -> DamageRequest:
    creatures = tuple(lethal)
    return DamageRequest("x", "A", amount, creatures, defender, lethal, defender is not None,
                         Step.COMBAT_DAMAGE, creatures if order else None, unblocked)


def _legal_splits(request: DamageRequest) -> set[tuple[tuple[str, int], ...]]:
    """Every legal assignment of ``request`` by brute force (zeros left out)."""
    return _valid_splits(request)


@pytest.mark.parametrize(("amount", "lethal", "defender", "order", "unblocked"), [
    (4, {"b1": 2, "b2": 1}, None, True, None),
    (5, {"b1": 2, "b2": 1, "b3": 1}, None, True, None),
    (5, {"b1": 1, "b2": 2}, "B", True, None),
    (4, {"b1": 0, "b2": 2}, "jace", True, None),
    (3, {"b1": 2}, None, False, "B"),
    (4, {"b1": 2, "b2": 1}, None, True, "B"),
    (4, {"b1": 1, "b2": 1}, "B", True, "B"),
    (3, {"b1": 0}, "B", False, "B"),
    (3, {}, None, False, "B"),
])
def test_random_split_under_an_order_is_valid_and_uniform(
        amount: int, lethal: dict[str, int], defender: str | None, order: bool,
        unblocked: str | None) -> None:
    """Under a damage assignment order (2016 rules) and with the "as though it weren't
    blocked" option, the random policy still draws uniformly from exactly the legal
    assignments, and ``count_assignments`` counts them."""
    request = _request(amount, lethal, defender, order=order, unblocked=unblocked)
    valid = _legal_splits(request)
    assert random_policy.count_assignments(request) == len(valid)
    rng = np.random.default_rng(5)
    seen = collections.Counter(tuple(sorted(random_assignment(rng, request).items()))
                               for _ in range(300 * len(valid)))
    assert set(seen) == valid
    assert max(seen.values()) < 1.6 * min(seen.values())
    assert_agent_assigns_uniformly(request, valid)


@settings(max_examples=120, deadline=None)
@given(st.integers(1, 6), st.lists(st.integers(0, 4), max_size=3), st.booleans(),
       st.booleans(), st.booleans())
def test_count_assignments_matches_brute_force(amount: int, needs: list[int], trample: bool,
                                               order: bool, thorn: bool) -> None:
    """The compositional count (fill the creatures along the order, lethal before the next)
    equals the brute-force number of legal assignments, for every request shape."""
    lethal = {f"b{i}": n for i, n in enumerate(needs)}
    request = _request(amount, lethal, "B" if trample else None, order=order,
                       unblocked="B" if thorn else None)
    assert random_policy.count_assignments(request) == len(_legal_splits(request))


@pytest.mark.parametrize("rules", ["2016", "2004"])
def test_random_decisions_are_legal_under_older_editions(rules: str) -> None:
    """Random boards played under the 2016 rules (damage assignment orders, random orders)
    and 2004: every decision legal, every combat played to the end."""
    from sim.model.editions import parse_edition
    kinds: collections.Counter[str] = collections.Counter()
    for seed in range(150):
        state = random_board(np.random.default_rng(20_000 + seed))
        state.rules = parse_edition(rules)
        state = state.clone()
        rng = np.random.default_rng(seed)
        agents = {p: Checked(RandomAgent(rng)) for p in state.turn_order}
        run_combat(state, agents)
        assert state.step is Step.COMBAT_OVER or state.result is not None
        for agent in agents.values():
            kinds += agent.kinds
    assert kinds["declare_attackers"] == 150 and kinds["assign_combat_damage"] > 0
    if rules == "2016":  # damage assignment orders were announced, and checked
        assert kinds["order_blockers"] + kinds["order_attackers"] > 0
    else:
        assert kinds["order_blockers"] + kinds["order_attackers"] == 0


def test_random_order_is_a_uniform_permutation() -> None:
    agent = RandomAgent(np.random.default_rng(3))
    creatures = ("x", "y", "z")
    decision = Decision("A", DecisionKind.ORDER_BLOCKERS, "order", creature="a",
                        creatures=creatures)
    legal = OrderActions("a", creatures, "509.2")
    seen: collections.Counter[tuple[str, ...]] = collections.Counter()
    for _ in range(1200):
        action = agent.act(board(), decision, legal)
        assert isinstance(action, OrderDamage) and action.creature == "a"
        seen[action.order] += 1
    assert set(seen) == set(itertools.permutations(("x", "y", "z")))
    assert max(seen.values()) < 1.6 * min(seen.values())


def test_heuristic_orders_least_lethal_first() -> None:
    """Under the 2016 rules the heuristic orders the blockers needing the least damage first,
    so its (default) assignment destroys the most."""
    state = board(creature("giant", "A", 3, 3), creature("wall", "B", 0, 4),
                  creature("bear", "B", 2, 2, damage=1), creature("elf", "B", 1, 1))
    order = HeuristicAgent().order_damage_assignment(state, "giant", ("wall", "bear", "elf"))
    assert order == ["bear", "elf", "wall"]
    creatures = ("wall", "bear", "elf")
    decision = Decision("A", DecisionKind.ORDER_BLOCKERS, "order", creature="giant",
                        creatures=creatures)
    assert HeuristicAgent().act(state, decision, OrderActions("giant", creatures, "509.2")) == \
        OrderDamage("giant", ("bear", "elf", "wall"))
    state.permanents["giant"].card = CardDef("giant", power=3, toughness=3,
                                             keywords=Kw.DEATHTOUCH)
    order = HeuristicAgent().order_damage_assignment(state, "giant", ("wall", "bear", "elf"))
    assert order == ["wall", "bear", "elf"]


# --- HeuristicAgent: opening hands, main phases, tricks, cleanup -----------------------------

import mtgsim  # noqa: E402
from sim.engine.agents import DefaultAgent  # noqa: E402
from sim.engine.play import play  # noqa: E402
from sim.model.actions import NO, YES, Choose  # noqa: E402
from sim.model.events import Discarded, LandPlayed, SpellCast  # noqa: E402


def turn_play(hand: Sequence[Any], permanents: Sequence[Mapping[str, Any]], *,
              step: str = "precombat main", active: str = "A",
              b_hand: Sequence[Any] = ()) -> GameState:
    """A's (or ``active``'s) turn 3 from ``step`` to the end of the turn: A holds ``hand``, B
    ``b_hand``; ``permanents`` as in a scenario file."""
    return mtgsim.load({"active_player": active, "turn": 3, "step": step,
                        "until": "end of turn",
                        "players": {"A": {"hand": list(hand)}, "B": {"hand": list(b_hand)}},
                        "permanents": [dict(p) for p in permanents]})


def lands(player: str, *names: str) -> list[dict[str, Any]]:
    return [{"id": f"{player.lower()}{i}", "controller": player, "card": name}
            for i, name in enumerate(names)]


def heuristic_play(state: GameState, b: Agent | None = None
                   ) -> list[tuple[str, str, tuple[str, ...]]]:
    """Play ``state`` with the heuristic policy for A (and ``b`` for B: the heuristic too by
    default); the spells cast, in order: (player, name, targets)."""
    play(state, {"A": HeuristicAgent(), "B": b if b is not None else HeuristicAgent()})
    return [(e.player, e.name, e.targets) for e in state.events if isinstance(e, SpellCast)]


def opening(deck: str, *, first: str = "A") -> GameState:
    """A game whose deck for A is ``deck`` (deck text), at A's first mulligan decision."""
    state = mtgsim.game(deck, "Deck\n20 Plains\n", seed=0, first=first)
    state.start()
    assert state.decision is not None and state.decision.kind == "mulligan"
    return state


@pytest.mark.parametrize("forests", range(8))
def test_heuristic_keeps_seven_with_two_to_five_lands(forests: int) -> None:
    # a seven-card deck: the opening hand is the whole deck, whatever the shuffle
    state = opening(f"Deck\n{forests} Forest\n{7 - forests} Grizzly Bears\n"
                    .replace("\n0 Forest", "").replace("\n0 Grizzly Bears", ""))
    decision = state.decision
    assert decision is not None
    action = HeuristicAgent().act(state, decision, state.legal_actions())
    assert action == (YES if 2 <= forests <= 5 else NO)


@pytest.mark.parametrize(("forests", "mulligans", "keeps"), [
    (5, 1, True),    # six kept: bottom a land, four lands and two spells
    (6, 1, False),   # six kept: five lands and a spell even after bottoming a land
    (1, 1, False),   # six kept: one land
    (2, 1, True),
    (7, 2, True),    # five cards or fewer: any hand is kept
    (0, 2, True),
])
def test_heuristic_mulligan_rule_after_mulligans(forests: int, mulligans: int,
                                                 keeps: bool) -> None:
    state = opening(f"Deck\n{forests} Forest\n{7 - forests} Grizzly Bears\n"
                    .replace("\n0 Forest", "").replace("\n0 Grizzly Bears", ""))
    for _ in range(mulligans):
        state.apply(NO)
    decision = state.decision
    assert decision is not None and decision.kind == "mulligan"
    assert HeuristicAgent().act(state, decision, state.legal_actions()) == (YES if keeps
                                                                             else NO)


def _bottomed(deck: str, mulligans: int) -> list[str]:
    """The names the heuristic puts on the bottom after ``mulligans`` mulligans (the hand
    kept whatever the rule says)."""
    state = opening(deck)
    for _ in range(mulligans):
        state.apply(NO)
    state.apply(YES)
    out = []
    agent = HeuristicAgent()
    while state.decision is not None and state.decision.kind == "choose_bottom":
        action = agent.act(state, state.decision, state.legal_actions())
        assert isinstance(action, Choose) and action.what == "bottom"
        out.append(state.permanents[action.value].card.name)
        state.apply(action)
    return out


def test_heuristic_bottoms_the_most_expensive_spells_when_short_of_lands() -> None:
    deck = ("Deck\n2 Forest\n1 Grizzly Bears\n1 Centaur Courser\n1 Vigilant Baloth\n"
            "1 Colossal Dreadmaw\n1 Greenwood Sentinel\n")
    assert _bottomed(deck, 2) == ["Colossal Dreadmaw", "Vigilant Baloth"]


def test_heuristic_bottoms_excess_lands_keeping_the_colors_its_spells_need() -> None:
    # four lands of seven (the deck's share: 4/7); a hand of six wants 3 (6 * 4/7 = 3.4):
    # a land goes, and of the lands the Mountain, which no spell in hand needs
    deck = "Deck\n2 Forest\n1 Mountain\n1 Forest\n1 Grizzly Bears\n2 Centaur Courser\n"
    assert _bottomed(deck, 1) == ["Mountain"]
    # two bottomed, five kept: target max(2, round(5 * 4/7)) = 3 lands: a land, then a spell
    assert _bottomed(deck, 2) == ["Mountain", "Centaur Courser"]


@pytest.mark.parametrize(("field", "hand", "played"), [
    (["Forest"], ["Forest", "Mountain", "Boggart Brute"], "Mountain"),
    (["Mountain"], ["Mountain", "Forest", "Centaur Courser"], "Forest"),
    (["Mountain"], ["Forest", "Mountain", "Shock"], "Mountain"),  # paid either way: the red
    (["Mountain"], ["Plains", "Island", "Shock"], "Plains"),  # all equal: the first in hand
    (["Forest", "Forest"], ["Mountain", "Plains", "Knight of Meadowgrain"], "Plains"),
])
def test_heuristic_plays_the_land_whose_color_its_spells_need(field: list[str],
                                                              hand: list[str],
                                                              played: str) -> None:
    state = turn_play(hand, lands("A", *field), step="precombat main")
    heuristic_play(state)
    plays = [state.permanents[e.card].card.name for e in state.events
             if isinstance(e, LandPlayed)]
    assert plays == [played]


def test_heuristic_casts_the_highest_mana_value_first_until_nothing_is_castable() -> None:
    # five Forests once the sixth is played: Courser (3) then Bears (2); the 6-drop never fits,
    # the instant is held in the main phase (and nothing attacks, so it stays in hand)
    state = turn_play(["Grizzly Bears", "Colossal Dreadmaw", "Forest", "Centaur Courser",
                       "Titanic Growth"], lands("A", *["Forest"] * 4))
    casts = heuristic_play(state)
    assert casts == [("A", "Centaur Courser", ()), ("A", "Grizzly Bears", ())]
    hand = sorted(p.card.name for p in state.cards("A", Zone.HAND))
    assert hand == ["Colossal Dreadmaw", "Titanic Growth"]


def test_heuristic_casts_a_haste_creature_before_combat_and_attacks_with_it() -> None:
    state = turn_play(["Hostile Minotaur"], lands("A", *["Mountain"] * 4))
    casts = heuristic_play(state)
    assert casts == [("A", "Hostile Minotaur", ())]
    assert state.players["B"].life == 17


def test_heuristic_pumps_its_unblocked_attacker_after_blocks() -> None:
    # the bear is blocked by the 0/8 wall, the courser is not: +4/+4 flips no fight (the bear
    # survives and the wall too, pumped or not), so it goes on the unblocked courser
    permanents = [*lands("A", "Forest", "Forest"),
                  {"id": "bear", "controller": "A", "card": "Grizzly Bears"},
                  {"id": "courser", "controller": "A", "card": "Centaur Courser"},
                  {"id": "wall", "controller": "B", "name": "Wall", "power": 0,
                   "toughness": 8}]
    state = turn_play(["Titanic Growth"], permanents, step="beginning of combat")

    class BlockBear:
        def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
            if decision.kind == "declare_blockers":
                return DeclareBlockers(BlockDeclaration.of({"wall": "bear"}))
            return DefaultAgent().act(state, decision, legal)

    casts = heuristic_play(state, BlockBear())
    assert casts == [("A", "Titanic Growth", ("courser",))]
    assert state.players["B"].life == 20 - 3 - 4


def test_heuristic_burns_in_the_postcombat_main_phase() -> None:
    # an empty board: Shock goes to B's face after combat; with a 2/2 of B's it kills it
    state = turn_play(["Shock"], lands("A", "Mountain"))
    assert heuristic_play(state) == [("A", "Shock", ("B",))]
    assert state.players["B"].life == 18
    state = turn_play(["Shock"], [*lands("A", "Mountain"),
                                  {"id": "bear", "controller": "B", "card": "Grizzly Bears"},
                                  {"id": "giant", "controller": "B", "card": "Hill Giant"}])
    assert heuristic_play(state) == [("A", "Shock", ("bear",))]
    assert state.permanents["bear"].zone is Zone.GRAVEYARD


def test_heuristic_kills_the_greatest_attacker_with_removal() -> None:
    permanents = [{"id": "bear", "controller": "A", "card": "Grizzly Bears"},
                  {"id": "giant", "controller": "A", "card": "Hill Giant"},
                  *lands("B", "Plains", "Plains", "Plains")]
    state = turn_play([], permanents, step="beginning of combat", b_hand=["Kill Shot"])
    assert heuristic_play(state) == [("B", "Kill Shot", ("giant",))]
    assert state.permanents["giant"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 18


def test_heuristic_casts_a_harmful_sorcery_only_at_an_opponents_permanent() -> None:
    doom = {"name": "Test Doom", "types": ["Sorcery"], "cost": "{1}{B}",
            "text": "Destroy target creature."}
    mine = [*lands("A", "Swamp", "Swamp"), {"id": "bear", "controller": "A",
                                              "card": "Grizzly Bears"}]
    state = turn_play([doom], mine)
    assert heuristic_play(state) == []  # only its own creature to destroy: held
    state = turn_play([doom], [*mine, {"id": "them", "controller": "B",
                                       "card": "Grizzly Bears"}])
    assert heuristic_play(state) == [("A", "Test Doom", ("them",))]


def test_heuristic_discards_the_highest_mana_value_above_seven() -> None:
    hand = ["Forest", "Colossal Dreadmaw", "Grizzly Bears", "Forest", "Vigilant Baloth",
            "Shock", "Centaur Courser", "Forest", "Storm Crow"]
    state = turn_play(hand, [], step="end")
    heuristic_play(state)
    gone = [state.permanents[e.card].card.name for e in state.events
            if isinstance(e, Discarded)]
    assert gone == ["Colossal Dreadmaw", "Vigilant Baloth"]


def test_the_heuristic_takes_the_extra_turn_itself() -> None:
    from sim.model.events import TurnBegan

    data = {"active_player": "A", "turn": 3, "step": "precombat main", "until": "end of game",
            "turn_limit": 6, "players": {"A": {"hand": ["Time Warp"], "library": 20},
                                         "B": {"library": 20}},
            "permanents": [{"id": f"i{i}", "controller": "A", "card": "Island"}
                           for i in range(5)]}
    state = mtgsim.load(data)
    mtgsim.play(state, "heuristic")
    assert [(e.turn, e.player) for e in state.events if isinstance(e, TurnBegan)] == \
        [(4, "A"), (5, "B"), (6, "A")]
