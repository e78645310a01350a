"""sim.legality: the basic attack and block restrictions (CR 508.1, 509.1), the verdicts that
explain them, and the lazy generators of legal declarations checked against a brute-force
oracle written from the rules."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

import pytest
from boards import board, creature, planeswalker, with_combat
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import AttackDeclaration, BlockDeclaration, Effect, GameState, Kw, is_legal
from sim.legality import LegalAttacks, LegalBlocks, legal_attacks, legal_blocks
from sim.state import Permanent, Zone


def attack(state: GameState, attacks: Mapping[str, str]) -> list[tuple[str | None, str]]:
    """(creature, rule) of every violation of declaring ``attacks``."""
    verdict = is_legal(state, AttackDeclaration.of(attacks))
    return [(v.creature, v.rule) for v in verdict.violations]


def block(state: GameState, blocks: Mapping[str, str | Sequence[str]]) \
        -> list[tuple[str | None, str]]:
    verdict = is_legal(state, BlockDeclaration.of(blocks))
    return [(v.creature, v.rule) for v in verdict.violations]


# --- attack restrictions (CR 508.1) -------------------------------------------------------------


def test_untapped_creature_can_attack() -> None:
    assert attack(board(creature("a1", "A")), {"a1": "B"}) == []


def test_tapped_creature_cannot_attack() -> None:
    """CR 508.1a: the chosen creatures must be untapped."""
    assert attack(board(creature("a1", "A", tapped=True)), {"a1": "B"}) == [("a1", "508.1a")]


def test_summoning_sick_creature_cannot_attack() -> None:
    """CR 302.6 / 508.1a: a creature can't attack unless it has been under its controller's
    control continuously since their most recent turn began."""
    assert attack(board(creature("a1", "A", sick=True)), {"a1": "B"}) == [("a1", "302.6")]


def test_haste_lets_a_sick_creature_attack() -> None:
    """CR 702.10b: haste lets a creature attack despite 302.6."""
    assert attack(board(creature("a1", "A", kw=Kw.HASTE, sick=True)), {"a1": "B"}) == []


def test_haste_granted_by_an_effect() -> None:
    state = board(creature("a1", "A", sick=True),
                  effects=[Effect(frozenset({"a1"}), add=Kw.HASTE)])
    assert attack(state, {"a1": "B"}) == []


def test_defender_cannot_attack() -> None:
    """CR 702.3b: a creature with defender can't attack."""
    assert attack(board(creature("a1", "A", kw=Kw.DEFENDER)), {"a1": "B"}) == [("a1", "702.3b")]


def test_cant_attack_restriction() -> None:
    """CR 508.1c: a restriction ("can't attack") makes the declaration illegal."""
    assert attack(board(creature("a1", "A", kw=Kw.CANT_ATTACK)), {"a1": "B"}) \
        == [("a1", "508.1c")]


def test_cant_block_does_not_stop_attacking() -> None:
    assert attack(board(creature("a1", "A", kw=Kw.CANT_BLOCK)), {"a1": "B"}) == []


def test_only_the_active_players_creatures_attack() -> None:
    """CR 508.1a: the active player chooses among creatures they control."""
    assert attack(board(creature("b1", "B")), {"b1": "B"}) == [("b1", "508.1a")]


def test_noncreature_cannot_attack() -> None:
    """CR 506.3 / 508.1a: only creatures can attack."""
    state = board(planeswalker("j", "A"))
    assert attack(state, {"j": "B"}) == [("j", "508.1a")]


def test_creature_off_the_battlefield_cannot_attack() -> None:
    state = board(creature("a1", "A"))
    state.move("a1", Zone.GRAVEYARD)
    assert attack(state, {"a1": "B"}) == [("a1", "508.1a")]
    assert attack(state, {"ghost": "B"}) == [("ghost", "508.1a")]


def test_several_problems_are_all_reported() -> None:
    state = board(creature("a1", "A", kw=Kw.DEFENDER, tapped=True, sick=True))
    rules = {rule for _, rule in attack(state, {"a1": "A"})}
    assert rules == {"508.1a", "302.6", "702.3b", "508.1b"}


def test_attack_an_opponents_planeswalker() -> None:
    """CR 508.1b: each attacker attacks an opponent or a planeswalker an opponent controls."""
    assert attack(board(creature("a1", "A"), planeswalker("j", "B")), {"a1": "j"}) == []


@pytest.mark.parametrize("target", ["A", "mine", "a2", "nobody"])
def test_attack_target_must_be_an_opponent_or_their_planeswalker(target: str) -> None:
    """CR 508.1b: not yourself, not your own planeswalker, not a creature, not nothing."""
    state = board(creature("a1", "A"), creature("a2", "A"), planeswalker("mine", "A"))
    assert attack(state, {"a1": target}) == [("a1", "508.1b")]


def test_cannot_attack_a_player_who_has_left_the_game() -> None:
    """CR 800.4a: a player who loses leaves the game; they can't be attacked."""
    state = board(creature("a1", "A"), planeswalker("cj", "C"), players=("A", "B", "C"))
    assert attack(state, {"a1": "C"}) == [] and attack(state, {"a1": "cj"}) == []
    state.players["C"].lost = True
    assert attack(state, {"a1": "C"}) == [("a1", "508.1b")]
    assert attack(state, {"a1": "cj"}) == [("a1", "508.1b")]


def test_a_creature_attacks_only_once() -> None:
    """CR 508.1a-b: each chosen creature attacks one player or planeswalker."""
    state = board(creature("a1", "A"), planeswalker("j", "B"))
    decl = AttackDeclaration((("a1", "B"), ("a1", "j")))
    assert [v.rule for v in is_legal(state, decl).violations] == ["508.1b"]
    assert decl not in legal_attacks(state)


def test_no_attack_is_always_legal() -> None:
    state = board(creature("a1", "A", tapped=True))
    assert is_legal(state, AttackDeclaration()).legal
    assert AttackDeclaration() in legal_attacks(state)
    assert bool(legal_attacks(state))


def test_legal_attacks_accepts_a_mapping() -> None:
    state = board(creature("a1", "A"), creature("a2", "A", tapped=True))
    legal = legal_attacks(state)
    assert {"a1": "B"} in legal
    assert {"a2": "B"} not in legal
    assert "a1" not in legal  # not a declaration at all


def test_legal_attack_count_with_planeswalkers() -> None:
    """Each able attacker chooses independently: not attacking, B, or one of B's two walkers."""
    state = board(creature("a1", "A"), creature("a2", "A"), creature("a3", "A", tapped=True),
                  planeswalker("j1", "B"), planeswalker("j2", "B"), planeswalker("own", "A"))
    legal = legal_attacks(state)
    assert legal.count() == 4 * 4
    assert len(list(legal)) == 16
    assert set(legal.options) == {"a1", "a2"}


# --- block restrictions (CR 509.1) --------------------------------------------------------------


def blocking(*perms: Permanent, attacks: Mapping[str, str] | None = None,
             players: Sequence[str] = ("A", "B")) -> GameState:
    state = board(*perms, players=players)
    return with_combat(state, attacks if attacks is not None else {"a1": "B"})


def test_untapped_creature_can_block() -> None:
    assert block(blocking(creature("a1", "A"), creature("b1", "B")), {"b1": "a1"}) == []


def test_tapped_creature_cannot_block() -> None:
    """CR 509.1a: the chosen blockers must be untapped."""
    state = blocking(creature("a1", "A"), creature("b1", "B", tapped=True))
    assert block(state, {"b1": "a1"}) == [("b1", "509.1a")]


def test_summoning_sickness_does_not_stop_blocking() -> None:
    """CR 302.6 restricts attacking and {T} abilities only."""
    state = blocking(creature("a1", "A"), creature("b1", "B", sick=True))
    assert block(state, {"b1": "a1"}) == []


def test_defender_can_block() -> None:
    state = blocking(creature("a1", "A"), creature("b1", "B", kw=Kw.DEFENDER))
    assert block(state, {"b1": "a1"}) == []


def test_cant_block_restriction() -> None:
    """CR 509.1b: a restriction ("can't block") makes the declaration illegal."""
    state = blocking(creature("a1", "A"), creature("b1", "B", kw=Kw.CANT_BLOCK))
    assert block(state, {"b1": "a1"}) == [("b1", "509.1b")]


def test_ground_creature_cannot_block_a_flyer() -> None:
    """CR 702.9b: a creature with flying can't be blocked except by creatures with flying
    and/or reach."""
    state = blocking(creature("a1", "A", kw=Kw.FLYING), creature("b1", "B"))
    assert block(state, {"b1": "a1"}) == [("b1", "702.9b")]


@pytest.mark.parametrize("kw", [Kw.FLYING, Kw.REACH, Kw.FLYING | Kw.REACH])
def test_flyer_or_reach_can_block_a_flyer(kw: Kw) -> None:
    """CR 702.9b, 702.17b."""
    state = blocking(creature("a1", "A", kw=Kw.FLYING), creature("b1", "B", kw=kw))
    assert block(state, {"b1": "a1"}) == []


def test_flyer_can_block_a_ground_creature() -> None:
    """CR 702.9b: a creature with flying can block a creature with or without flying."""
    state = blocking(creature("a1", "A"), creature("b1", "B", kw=Kw.FLYING))
    assert block(state, {"b1": "a1"}) == []


def test_flying_removed_by_an_effect_can_be_blocked() -> None:
    state = blocking(creature("a1", "A", kw=Kw.FLYING), creature("b1", "B"))
    state.add_effect(Effect(frozenset({"a1"}), remove=Kw.FLYING))
    assert block(state, {"b1": "a1"}) == []


def test_menace_needs_two_blockers() -> None:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures."""
    perms = [creature("a1", "A", kw=Kw.MENACE), creature("b1", "B"), creature("b2", "B"),
             creature("b3", "B")]
    state = blocking(*perms)
    assert block(state, {"b1": "a1"}) == [("a1", "702.111b")]
    assert block(state, {"b1": "a1", "b2": "a1"}) == []
    assert block(state, {"b1": "a1", "b2": "a1", "b3": "a1"}) == []
    assert block(state, {}) == []


def test_menace_counts_only_legal_blockers_it_gets() -> None:
    """A menace attacker blocked by one legal creature plus a tapped one is still illegal:
    the tapped one's block is itself illegal (509.1a)."""
    state = blocking(creature("a1", "A", kw=Kw.MENACE), creature("b1", "B"),
                     creature("b2", "B", tapped=True))
    rules = {rule for _, rule in block(state, {"b1": "a1", "b2": "a1"})}
    assert "509.1a" in rules
    assert {"b1": "a1", "b2": "a1"} not in legal_blocks(state)


def test_attacking_players_creature_cannot_block() -> None:
    """CR 509.1a: the defending player chooses among creatures they control."""
    state = blocking(creature("a1", "A"), creature("a2", "A"))
    assert block(state, {"a2": "a1"}) == [("a2", "509.1a")]


def test_blocker_must_be_controlled_by_the_player_attacked() -> None:
    """CR 506.2, 509.1a: a creature can block only an attacker attacking its controller or a
    planeswalker its controller controls."""
    perms = [creature("a1", "A"), creature("a2", "A"), creature("b1", "B"), creature("c1", "C"),
             planeswalker("cj", "C")]
    state = blocking(*perms, attacks={"a1": "B", "a2": "cj"}, players=("A", "B", "C"))
    assert block(state, {"c1": "a1"}) == [("c1", "509.1a")]
    assert block(state, {"b1": "a2"}) == [("b1", "509.1a")]
    assert block(state, {"b1": "a1", "c1": "a2"}) == []


def test_cannot_block_a_creature_that_is_not_attacking() -> None:
    state = blocking(creature("a1", "A"), creature("a2", "A"), creature("b1", "B"))
    assert block(state, {"b1": "a2"}) == [("b1", "509.1a")]


def test_a_creature_blocks_exactly_one_attacker() -> None:
    """CR 509.1a: each blocker blocks one attacking creature (no ability here allows more)."""
    state = blocking(creature("a1", "A"), creature("a2", "A"), creature("b1", "B"),
                     attacks={"a1": "B", "a2": "B"})
    assert block(state, {"b1": ["a1", "a2"]}) == [("b1", "509.1a")]
    twice = BlockDeclaration((("b1", ("a1",)), ("b1", ("a2",))))
    assert [v.rule for v in is_legal(state, twice).violations] == ["509.1a"]
    assert twice not in legal_blocks(state)


def test_noncreature_cannot_block() -> None:
    state = blocking(creature("a1", "A"), planeswalker("j", "B"))
    assert block(state, {"j": "a1"}) == [("j", "509.1a")]


def test_no_combat_means_nothing_to_block() -> None:
    state = board(creature("a1", "A"), creature("b1", "B"))
    assert block(state, {"b1": "a1"}) == [("b1", "509.1a")]
    legal = legal_blocks(state)
    assert list(legal) == [BlockDeclaration()] and legal.count() == 1


def test_verdict_explains_itself() -> None:
    state = blocking(creature("a1", "A", kw=Kw.FLYING), creature("b1", "B"))
    verdict = is_legal(state, BlockDeclaration.of({"b1": "a1"}))
    assert not verdict and not verdict.legal
    assert "702.9b" in verdict.explain() and "b1" in verdict.explain()
    assert verdict.to_json() == {"legal": False, "violations": [
        {"creature": "b1", "rule": "702.9b", "reason": verdict.violations[0].reason}]}
    ok = is_legal(state, BlockDeclaration())
    assert ok and ok.explain().startswith("legal")
    assert ok.to_json() == {"legal": True, "violations": []}


def test_legal_blocks_accepts_a_mapping() -> None:
    state = blocking(creature("a1", "A"), creature("b1", "B"))
    assert {"b1": "a1"} in legal_blocks(state)
    assert {"b1": ["a1"]} in legal_blocks(state)
    assert {"a1": "a1"} not in legal_blocks(state)


def test_legal_blocks_for_one_defender() -> None:
    """In multiplayer each defending player declares only their own blockers."""
    perms = [creature("a1", "A"), creature("a2", "A"), creature("b1", "B"), creature("c1", "C")]
    state = blocking(*perms, attacks={"a1": "B", "a2": "C"}, players=("A", "B", "C"))
    for_b = legal_blocks(state, "B")
    assert set(for_b) == {BlockDeclaration(), BlockDeclaration.of({"b1": "a1"})}
    assert for_b.count() == 2
    assert {"b1": "a1"} in for_b
    assert {"c1": "a2"} not in for_b
    assert {"c1": "a2"} in legal_blocks(state, "C")
    assert legal_blocks(state).count() == 4


def test_menace_count_without_enumerating() -> None:
    """Three creatures against one menace attacker: none, or any two or three of them block."""
    perms = [creature("a1", "A", kw=Kw.MENACE)] + [creature(f"b{i}", "B") for i in range(3)]
    legal = legal_blocks(blocking(*perms))
    assert legal.count() == 1 + 3 + 1
    assert len(set(legal)) == 5


# --- brute-force oracle -------------------------------------------------------------------------

KEYWORD_POOL = [Kw.FLYING, Kw.REACH, Kw.MENACE, Kw.DEFENDER, Kw.HASTE, Kw.CANT_BLOCK,
                Kw.CANT_ATTACK]


def oracle_keywords(state: GameState, pid: str) -> set[Kw]:
    """Layer 6 by hand: printed abilities, then each effect in timestamp order."""
    perm = state.permanents[pid]
    have = {k for k in KEYWORD_POOL if perm.card.keywords & k}
    for e in sorted(state.effects, key=lambda e: e.timestamp):
        if pid in e.affected:
            have |= {k for k in KEYWORD_POOL if e.add & k}
            have -= {k for k in KEYWORD_POOL if e.remove & k}
    return have


def oracle_attacks(state: GameState) -> tuple[set[AttackDeclaration], list[AttackDeclaration]]:
    """(the legal declarations, every declaration tried), from CR 508.1 directly."""
    active = state.active
    mine = [p for p in state.permanents.values()
            if p.controller == active and "Creature" in p.card.types]
    opponents = [p for p in state.players if p != active and not state.players[p].lost]
    walkers = [p.id for p in state.permanents.values()
               if "Planeswalker" in p.card.types and p.controller in opponents]
    legal_targets = set(opponents) | set(walkers)
    every_target = list(state.players) + [p.id for p in state.permanents.values()
                                          if "Planeswalker" in p.card.types]
    tried: list[AttackDeclaration] = []
    legal: set[AttackDeclaration] = set()
    for combo in itertools.product([None, *every_target], repeat=len(mine)):
        chosen = {p.id: t for p, t in zip(mine, combo, strict=True) if t is not None}
        decl = AttackDeclaration.of(chosen)
        tried.append(decl)
        ok = True
        for pid, target in chosen.items():
            perm = state.permanents[pid]
            kw = oracle_keywords(state, pid)
            ok &= not perm.tapped  # 508.1a
            ok &= not perm.sick or Kw.HASTE in kw  # 302.6, 702.10b
            ok &= Kw.DEFENDER not in kw  # 702.3b
            ok &= Kw.CANT_ATTACK not in kw  # 508.1c
            ok &= target in legal_targets  # 508.1b
        if ok:
            legal.add(decl)
    return legal, tried


def oracle_blocks(state: GameState, defender: str) \
        -> tuple[set[BlockDeclaration], list[BlockDeclaration]]:
    """(the legal declarations, every declaration tried) for ``defender``, from CR 509.1."""
    combat = state.combat
    assert combat is not None
    attackers = list(combat.attackers)
    walkers = {p.id: p.controller for p in state.permanents.values()
               if "Planeswalker" in p.card.types}
    mine = [p for p in state.permanents.values()
            if p.controller == defender and "Creature" in p.card.types]
    tried: list[BlockDeclaration] = []
    legal: set[BlockDeclaration] = set()
    for combo in itertools.product([None, *attackers], repeat=len(mine)):
        chosen = {p.id: a for p, a in zip(mine, combo, strict=True) if a is not None}
        decl = BlockDeclaration.of(chosen)
        tried.append(decl)
        ok = True
        for pid, attacker in chosen.items():
            perm = state.permanents[pid]
            kw = oracle_keywords(state, pid)
            target = combat.attackers[attacker]
            attacked = walkers.get(target, target)
            ok &= attacked == defender  # 509.1a: attacking this player or their planeswalker
            ok &= not perm.tapped  # 509.1a
            ok &= Kw.CANT_BLOCK not in kw  # 509.1b
            if Kw.FLYING in oracle_keywords(state, attacker):  # 702.9b
                ok &= bool(kw & {Kw.FLYING, Kw.REACH})
        for attacker in attackers:
            if Kw.MENACE in oracle_keywords(state, attacker):  # 702.111b
                ok &= list(chosen.values()).count(attacker) != 1
        if ok:
            legal.add(decl)
    return legal, tried


keyword_sets = st.sets(st.sampled_from(KEYWORD_POOL), max_size=3)


@st.composite
def random_creature(draw: st.DrawFn, pid: str, controller: str) -> Permanent:
    kws = draw(keyword_sets)
    mask = Kw.NONE
    for k in kws:
        mask |= k
    return creature(pid, controller, draw(st.integers(0, 3)), draw(st.integers(1, 3)), mask,
                    tapped=draw(st.booleans()), sick=draw(st.booleans()))


@st.composite
def random_board(draw: st.DrawFn, blocks: bool) -> GameState:
    """<= 4 creatures a side with random keywords, tapped and sick; maybe planeswalkers and
    keyword-changing effects. Ids are shuffled so insertion order is not sorted order."""
    n_a = draw(st.integers(1 if blocks else 0, 4))
    n_b = draw(st.integers(0, 4))
    names = draw(st.permutations([f"c{i}" for i in range(n_a + n_b)]))
    perms = [draw(random_creature(n, "A")) for n in names[:n_a]]
    perms += [draw(random_creature(n, "B")) for n in names[n_a:]]
    if draw(st.booleans()):
        perms.append(planeswalker("jb", "B"))
    if draw(st.booleans()):
        perms.append(planeswalker("ja", "A"))
    effects = []
    for _ in range(draw(st.integers(0, 2)) if perms else 0):
        target = draw(st.sampled_from([p.id for p in perms]))
        add = draw(st.sampled_from([Kw.NONE, *KEYWORD_POOL]))
        remove = draw(st.sampled_from([Kw.NONE, *KEYWORD_POOL]))
        effects.append(Effect(frozenset({target}), add=add, remove=remove))
    state = board(*perms, effects=effects)
    if blocks:
        targets = ["B"] + (["jb"] if "jb" in state.permanents else [])
        attackers = [p.id for p in perms if p.controller == "A" and p.card.is_creature]
        chosen = draw(st.lists(st.sampled_from(attackers), min_size=1, unique=True))
        with_combat(state, {a: draw(st.sampled_from(targets)) for a in chosen})
    return state


def assert_generator_matches(legal: LegalAttacks | LegalBlocks, expected: set[object],
                             tried: list[object]) -> None:
    generated = list(legal)
    assert len(generated) == len(set(generated)), "a declaration was generated twice"
    assert set(generated) == expected
    assert legal.count() == len(expected)
    for decl in tried:
        assert (decl in legal) == (decl in expected), decl
    for decl in generated:
        assert decl in legal


@settings(max_examples=150, deadline=None)
@given(random_board(blocks=False))
def test_legal_attacks_match_brute_force_oracle(state: GameState) -> None:
    expected, tried = oracle_attacks(state)
    assert_generator_matches(legal_attacks(state), set(expected), list(tried))


@settings(max_examples=150, deadline=None)
@given(random_board(blocks=True), st.sampled_from([None, "B"]))
def test_legal_blocks_match_brute_force_oracle(state: GameState, defender: str | None) -> None:
    expected, tried = oracle_blocks(state, "B")
    legal = legal_blocks(state, defender)
    assert_generator_matches(legal, set(expected), list(tried))
    # the attacking player's creatures can never block (509.1a)
    combat = state.combat
    assert combat is not None
    for perm in state.creatures("A"):
        for attacker in combat.attackers:
            assert {perm.id: attacker} not in legal
            assert not is_legal(state, BlockDeclaration.of({perm.id: attacker})).legal
