"""sim.legality.legal_declarations: the basic attack and block restrictions (CR 508.1, 509.1), the
verdicts that explain them, and the lazy generators of legal declarations checked against a
brute-force oracle written from the rules."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from boards import board, creature, planeswalker, with_combat
from hypothesis import given, settings
from hypothesis import strategies as st

from cards import default_pool
from sim import AttackDeclaration, BlockDeclaration, Effect, GameState, Kw, Mana, is_legal
from sim.legality.constraints import ATTACK, BLOCK
from sim.legality.judge import Judge
from sim.legality.legal_declarations import (
    DeclarationFormError,
    LegalAttacks,
    LegalBlocks,
    legal_attacks,
    legal_blocks,
)
from sim.legality.problems import quick_attacks_legal, quick_blocks_legal
from sim.model.abilities import (
    ATTACK_NEEDS_LAND,
    CANT_BLOCK_ATTACKER,
    NOT_BY_POWER_AT_MOST,
    PROTECTION,
)
from sim.model.card import CardDef
from sim.model.combat_state import CombatState
from sim.model.editions import Edition
from sim.model.errors import MtgsimError
from sim.model.objects import Permanent, Player, Step, Zone
from sim.text import build_card


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
    assert verdict.to_json() == {
        "legal": False,
        "violations": [{"creature": "b1", "rule": "702.9b",
                        "reason": verdict.violations[0].reason}],
        "requirements": [], "obeyed": 0, "maximum": 0, "witness": None, "cost": {}}
    ok = is_legal(state, BlockDeclaration())
    assert ok and ok.explain().startswith("legal")
    assert ok.to_json() == {"legal": True, "violations": [], "requirements": [], "obeyed": 0,
                            "maximum": 0, "witness": None, "cost": {}}


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
    """Layer 6 by hand: printed abilities, then each effect in timestamp order, its removal
    before its addition (as "loses all abilities and gains flying" is written)."""
    perm = state.permanents[pid]
    have = {k for k in KEYWORD_POOL if perm.card.keywords & k}
    for e in sorted(state.effects, key=lambda e: e.timestamp):
        if pid in e.affected:
            have -= {k for k in KEYWORD_POOL if e.remove & k}
            have |= {k for k in KEYWORD_POOL if e.add & k}
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


# --- abilities from Oracle text: evasion and per-creature restrictions ---------------------------

def _fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def mk(pid: str, controller: str, *abilities: str, power: int = 2, toughness: int = 2,
       colors: Sequence[str] = (), types: Sequence[str] = ("creature",),
       subtypes: Sequence[str] = (), attached_to: str | None = None, **status: Any) \
        -> Permanent:
    """A permanent whose card is built from ability phrases, as a card file gives them."""
    fields: dict[str, Any] = {"name": pid, "types": list(types), "abilities": list(abilities),
                              "colors": list(colors), "subtypes": list(subtypes)}
    if "creature" in types:
        fields["power"], fields["toughness"] = power, toughness
    return Permanent(pid, controller, build_card(fields, _fail), attached_to=attached_to,
                     **status)


def land(pid: str, controller: str, subtype: str) -> Permanent:
    return mk(pid, controller, types=("land",), subtypes=(subtype,))


def aura(pid: str, controller: str, text: str, attached_to: str) -> Permanent:
    return mk(pid, controller, text, types=("enchantment",), subtypes=("Aura",),
              attached_to=attached_to)


def enchantment(pid: str, controller: str, text: str) -> Permanent:
    return mk(pid, controller, text, types=("enchantment",))


def legal_set(legal: LegalAttacks | LegalBlocks) -> set[object]:
    return {frozenset(d.as_dict().items()) if isinstance(d, AttackDeclaration)
            else frozenset((b, tuple(a)) for b, a in d.as_dict().items()) for d in legal}


def test_horsemanship() -> None:
    """CR 702.31b: blocked only by creatures with horsemanship; it can block others."""
    state = blocking(mk("a1", "A", "horsemanship"), mk("a2", "A"), mk("b1", "B"),
                     mk("b2", "B", "horsemanship"), attacks={"a1": "B", "a2": "B"})
    assert block(state, {"b1": "a1"}) == [("b1", "702.31b")]
    assert block(state, {"b2": "a1"}) == []
    assert block(state, {"b2": "a2"}) == []


def test_shadow() -> None:
    """CR 702.28b: shadow blocks and is blocked only by shadow."""
    state = blocking(mk("a1", "A", "shadow"), mk("a2", "A"), mk("b1", "B"),
                     mk("b2", "B", "shadow"), attacks={"a1": "B", "a2": "B"})
    assert block(state, {"b1": "a1"}) == [("b1", "702.28b")]
    assert block(state, {"b2": "a2"}) == [("b2", "702.28b")]
    assert block(state, {"b2": "a1", "b1": "a2"}) == []


def test_fear() -> None:
    """CR 702.36b: only artifact creatures and black creatures block a creature with fear."""
    state = blocking(mk("a1", "A", "fear"), mk("green", "B", colors=["G"]),
                     mk("black", "B", colors=["B"]), mk("golem", "B", types=("artifact",
                                                                              "creature")))
    assert block(state, {"green": "a1"}) == [("green", "702.36b")]
    assert block(state, {"black": "a1"}) == []
    assert block(state, {"golem": "a1"}) == []


def test_intimidate() -> None:
    """CR 702.13b: only artifact creatures and creatures sharing a color with it."""
    state = blocking(mk("a1", "A", "intimidate", colors=["R", "W"]),
                     mk("green", "B", colors=["G"]), mk("white", "B", colors=["W", "U"]),
                     mk("golem", "B", types=("artifact", "creature")))
    assert block(state, {"green": "a1"}) == [("green", "702.13b")]
    assert block(state, {"white": "a1"}) == []
    assert block(state, {"golem": "a1"}) == []


def test_skulk() -> None:
    """CR 702.118b: not blocked by creatures with greater power (equal is fine)."""
    state = blocking(mk("a1", "A", "skulk", power=2), mk("big", "B", power=3),
                     mk("same", "B", power=2))
    assert block(state, {"big": "a1"}) == [("big", "702.118b")]
    assert block(state, {"same": "a1"}) == []


def test_protection_from_a_color() -> None:
    """CR 702.16f: not blocked by creatures of that color."""
    state = blocking(mk("a1", "A", "protection from red"), mk("red", "B", colors=["R", "G"]),
                     mk("green", "B", colors=["G"]))
    assert block(state, {"red": "a1"}) == [("red", "702.16f")]
    assert block(state, {"green": "a1"}) == []


@pytest.mark.parametrize(("lands", "blockable"), [
    ([("isl", "B", "Island")], False),
    ([("isl", "A", "Island")], True),  # the attacking player's Island doesn't count
    ([("mtn", "B", "Mountain")], True),
    ([], True),
])
def test_landwalk(lands: list[tuple[str, str, str]], blockable: bool) -> None:
    """CR 702.14c: unblockable as long as the defending player controls a land of that type."""
    state = blocking(mk("a1", "A", "islandwalk"), mk("b1", "B"),
                     *(land(pid, who, sub) for pid, who, sub in lands))
    assert block(state, {"b1": "a1"}) == ([] if blockable else [("b1", "702.14c")])


def test_blocked_only_by_creatures_of_a_color() -> None:
    state = blocking(mk("a1", "A", "can't be blocked except by blue creatures"),
                     mk("green", "B", colors=["G"]), mk("blue", "B", colors=["U"]))
    assert block(state, {"green": "a1"}) == [("green", "509.1b")]
    assert block(state, {"blue": "a1"}) == []


def test_cant_be_blocked_by_walls() -> None:
    state = blocking(mk("a1", "A", "can't be blocked by Walls"),
                     mk("wall", "B", "defender", subtypes=["Wall"]), mk("bear", "B"))
    assert block(state, {"wall": "a1"}) == [("wall", "509.1b")]
    assert block(state, {"bear": "a1"}) == []


def test_attacks_only_if_the_defending_player_controls_an_island() -> None:
    """Manta Ray: a restriction on the attacker that depends on the player attacked."""
    ray = "can't attack unless defending player controls an Island"
    state = board(mk("ray", "A", ray), players=("A", "B", "C"))
    assert attack(state, {"ray": "B"}) == [("ray", "508.1c")]
    state = board(mk("ray", "A", ray), land("isl", "C", "Island"), players=("A", "B", "C"))
    assert attack(state, {"ray": "B"}) == [("ray", "508.1c")]
    assert attack(state, {"ray": "C"}) == []
    assert legal_attacks(state).options == {"ray": ["C"]}


def test_creatures_cant_attack_you_leaves_another_opponent() -> None:
    """Peacekeeper-like on one opponent only: the other can still be attacked (3 players)."""
    state = board(mk("a1", "A"), enchantment("peace", "B", "Creatures can't attack you."),
                  players=("A", "B", "C"))
    assert attack(state, {"a1": "B"}) == [("a1", "508.1c")]
    assert attack(state, {"a1": "C"}) == []
    assert legal_attacks(state).count() == 2


def test_creatures_cant_attack() -> None:
    state = board(mk("a1", "A"), mk("a2", "A", "haste"),
                  enchantment("peace", "B", "Creatures can't attack."))
    assert attack(state, {"a1": "B"}) == [("a1", "508.1c")]
    legal = legal_attacks(state)
    assert legal.count() == 1 and list(legal) == [AttackDeclaration()]


# --- block capacity -------------------------------------------------------------------------------

def three_attackers(*blockers: Permanent, effects: Sequence[Effect] = ()) -> GameState:
    state = board(mk("a1", "A"), mk("a2", "A"), mk("a3", "A"), *blockers, effects=effects)
    return with_combat(state, {"a1": "B", "a2": "B", "a3": "B"})


def test_block_an_additional_creature() -> None:
    """CR 509.1a: one blocker listing two attackers in one entry."""
    state = three_attackers(mk("b1", "B", "can block an additional creature each combat"))
    assert block(state, {"b1": ["a1", "a2"]}) == []
    assert block(state, {"b1": ["a1", "a2", "a3"]}) == [("b1", "509.1a")]
    assert block(state, {"b1": ["a1", "a1"]}) == [("b1", "509.1a")]
    legal = legal_blocks(state)
    assert legal.count() == 1 + 3 + 3
    assert {"b1": ["a3", "a1"]} in legal
    assert legal.can_complete({"b1": ["a1", "a3"]})
    assert not legal.can_complete({"b1": ["a1", "a2", "a3"]})


def test_each_instance_of_block_an_additional_creature_counts() -> None:
    """Printed once and granted once: it can block three creatures."""
    state = three_attackers(mk("b1", "B", "can block an additional creature each combat"),
                            effects=[Effect(frozenset({"b1"}), add=Kw.BLOCK_ADDITIONAL)])
    assert block(state, {"b1": ["a1", "a2", "a3"]}) == []
    assert legal_blocks(state).count() == 1 + 3 + 3 + 1


def test_block_any_number_of_creatures() -> None:
    state = three_attackers(mk("b1", "B", "can block any number of creatures"))
    assert block(state, {"b1": ["a1", "a2", "a3"]}) == []
    assert legal_blocks(state).count() == 2 ** 3


def test_a_second_blocker_joins_one_of_the_attackers_blocked() -> None:
    """Menace counts blockers, and a creature blocking two attackers counts for each."""
    state = board(mk("a1", "A", "menace"), mk("a2", "A", "menace"),
                  mk("b1", "B", "can block an additional creature each combat"), mk("b2", "B"))
    with_combat(state, {"a1": "B", "a2": "B"})
    assert block(state, {"b1": ["a1", "a2"], "b2": "a1"}) == [("a2", "702.111b")]
    assert block(state, {"b1": ["a1", "a2"]}) != []
    assert block(state, {"b1": "a1", "b2": "a1"}) == []


# --- requirements ---------------------------------------------------------------------------------

LURE = "All creatures able to block this creature do so."
LURE_AURA = "All creatures able to block enchanted creature do so."


def test_two_lures_beat_one() -> None:
    """Two Lure requirements on one attacker and one on another: blocking the first obeys two,
    the most possible, so every blocker must block it (CR 509.1c)."""
    state = board(mk("x", "A"), mk("y", "A", LURE), aura("lure1", "A", LURE_AURA, "x"),
                  aura("lure2", "A", LURE_AURA, "x"), mk("b1", "B"), mk("b2", "B"))
    with_combat(state, {"x": "B", "y": "B"})
    legal = legal_blocks(state)
    assert legal_set(legal) == {frozenset({("b1", ("x",)), ("b2", ("x",))})}
    verdict = legal.is_legal({"b1": "y", "b2": "x"})
    assert not verdict and verdict.obeyed == 3 and verdict.maximum == 4
    assert verdict.witness == BlockDeclaration.of({"b1": "x", "b2": "x"})


def test_a_lure_granted_by_an_effect_counts_as_another_instance() -> None:
    state = board(mk("x", "A", LURE), mk("y", "A", LURE), mk("b1", "B"),
                  effects=[Effect(frozenset({"y"}), add=Kw.LURE)])
    with_combat(state, {"x": "B", "y": "B"})
    assert legal_set(legal_blocks(state)) == {frozenset({("b1", ("y",))})}


def test_must_be_blocked_with_menace_needs_two_blockers() -> None:
    """The requirement can only be obeyed by two blockers (the restriction), so two must
    block; with one creature able to block, not blocking is legal."""
    state = board(mk("a1", "A", "menace", "must be blocked if able"), mk("b1", "B"),
                  mk("b2", "B"), mk("b3", "B"))
    with_combat(state, {"a1": "B"})
    legal = legal_blocks(state)
    assert legal.count() == 3 + 1
    assert {} not in legal and {"b1": "a1"} not in legal
    assert {"b1": "a1", "b3": "a1"} in legal
    assert block(state, {}) == [(None, "509.1c")]
    state.permanents["b2"].tapped = state.permanents["b3"].tapped = True
    assert list(legal_blocks(state)) == [BlockDeclaration()]


@pytest.mark.parametrize(("ability", "edition", "required"), [
    ("attacks each combat if able", Edition.CURRENT, True),
    ("attacks each combat if able", Edition.Y2016, True),
    ("attacks each turn if able", Edition.CURRENT, True),  # CR 508.1d today
    ("attacks each turn if able", Edition.Y2016, False),
])
def test_attacks_each_turn_in_an_additional_combat(ability: str, edition: Edition,
                                                   required: bool) -> None:
    """A creature that already attacked this turn, in a second combat."""
    state = board(mk("a1", "A", ability, attacked_this_turn=True))
    state.rules = edition
    verdict = is_legal(state, AttackDeclaration())
    assert verdict.legal is not required
    assert verdict.maximum == (1 if required else 0)
    assert {"a1": "B"} in legal_attacks(state)


@pytest.mark.parametrize(("edition", "legal_without"), [
    (Edition.CURRENT, False), (Edition.Y2016, False), (Edition.Y2004, True)])
def test_cant_attack_alone_must_attack_under_each_edition(edition: Edition,
                                                          legal_without: bool) -> None:
    """Today the declaration is measured against every restriction-obeying one, so the
    partner must come along; rule 500.5 (2004) lets the requirement go unmet instead, since
    adding the partner fulfils no requirement."""
    state = board(mk("a1", "A", "can't attack alone", "attacks each combat if able"), mk("a2", "A"))
    state.rules = edition
    verdict = is_legal(state, AttackDeclaration())
    assert verdict.legal is legal_without
    assert verdict.maximum == (0 if legal_without else 1)
    assert {"a1": "B", "a2": "B"} in legal_attacks(state)


@pytest.mark.parametrize(("edition", "legal_without"), [
    (Edition.CURRENT, False), (Edition.Y2004, True)])
def test_cant_block_alone_must_block_under_each_edition(edition: Edition,
                                                        legal_without: bool) -> None:
    state = board(mk("a1", "A"), mk("b1", "B", "can't block alone", "blocks each combat if able"),
                  mk("b2", "B"))
    with_combat(state, {"a1": "B"})
    state.rules = edition
    assert is_legal(state, BlockDeclaration()).legal is legal_without
    assert {"b1": "a1", "b2": "a1"} in legal_blocks(state)
    assert {"b1": "a1"} not in legal_blocks(state)


def test_conditional_requirements_exist_only_when_their_condition_holds() -> None:
    """Ekundu-Cyclops-like: no attack is legal; the other creature attacking alone is not."""
    cyclops = "If a creature you control attacks, ~ also attacks if able."
    state = board(mk("cyclops", "A", cyclops), mk("bear", "A"))
    legal = legal_attacks(state)
    assert {} in legal and {"cyclops": "B"} in legal and {"bear": "B"} not in legal
    assert legal.count() == 3
    leader = board(mk("bey", "A", "If ~ attacks, all creatures you control attack if able."),
                   mk("bear", "A"))
    assert legal_attacks(leader).count() == 3  # nothing, the bear alone, or both


# --- costs ----------------------------------------------------------------------------------------

WAR_CADENCE = ("This turn, creatures can't block unless their controller pays {{{n}}} for each "
               "blocking creature they control.")
COWED = ("Enchanted creature can't attack or block unless its controller pays {1} for each "
         "card in your hand.")


def test_an_unpaid_cost_exempts_from_a_requirement() -> None:
    """War Cadence with X=0: blocking costs {0}, a cost all the same, and requirements never
    force paying one (CR 509.1c), so not blocking is legal."""
    def position(cadence: bool) -> GameState:
        perms = [mk("a1", "A"), mk("b1", "B", "blocks each combat if able")]
        if cadence:
            perms.append(enchantment("cadence", "A", WAR_CADENCE.format(n=0)))
        return with_combat(board(*perms), {"a1": "B"})

    assert not is_legal(position(False), BlockDeclaration())
    assert is_legal(position(True), BlockDeclaration())
    verdict = is_legal(position(True), BlockDeclaration.of({"b1": "a1"}))
    assert verdict and dict(verdict.cost) == {"B": 0}
    assert legal_blocks(position(True)).count() == 2


def test_block_cost_must_be_payable() -> None:
    state = with_combat(board(mk("a1", "A"), mk("b1", "B"), mk("b2", "B"),
                              enchantment("cadence", "A", WAR_CADENCE.format(n=2))),
                        {"a1": "B"})
    state.players["B"].mana = Mana(C=3)
    assert is_legal(state, BlockDeclaration.of({"b1": "a1"}))
    verdict = is_legal(state, BlockDeclaration.of({"b1": "a1", "b2": "a1"}))
    assert [v.rule for v in verdict.violations] == ["509.1d"]
    assert legal_blocks(state).count() == 3


@pytest.mark.parametrize(("keywords", "legal"), [((), False), (("vigilance",), True)])
def test_an_attacker_cant_pay_its_own_attack_cost(keywords: tuple[str, ...],
                                                  legal: bool) -> None:
    """Elvish Aberration ({T}: Add {G}{G}{G}) under Cowed by Wisdom with three cards in its
    controller's hand: attacking taps it, so its mana can't pay the {3} (CR 508.1f-g); with
    vigilance it stays untapped and can."""
    state = board(mk("elf", "A", "{T}: Add {G}{G}{G}.", *keywords, power=4, toughness=5),
                  aura("cowed", "B", COWED, "elf"))
    state.add_unknown_cards("B", Zone.HAND, 3)
    verdict = is_legal(state, AttackDeclaration.of({"elf": "B"}))
    assert verdict.legal is legal
    assert dict(verdict.cost) == {"A": 3}
    if not legal:
        assert [v.rule for v in verdict.violations] == ["508.1h"]
    assert legal_attacks(state).count() == (2 if legal else 1)


def pool_permanent(pid: str, controller: str, name: str) -> Permanent:
    return Permanent(pid, controller, default_pool()[name])


@pytest.mark.parametrize(("attacks", "reason", "cost"), [
    ({"elf": "B"}, "A must pay {2} to attack this way but has only 1 mana available, since "
                   "attacking taps elf, whose mana ability would make 3", 2),
    ({"elf": "B", "bears": "B"}, "A must pay {4} to attack this way but has only 1 mana "
                                 "available, since attacking taps elf, whose mana ability would "
                                 "make 3", 4),
    ({"bears": "B", "giant": "B", "ogre": "B"}, "A must pay {6} to attack this way but has only "
                                                "4 mana available", 6),
])
def test_an_unpayable_attack_tax_states_the_cost_and_the_mana_left(
        attacks: dict[str, str], reason: str, cost: int) -> None:
    """Ghostly Prison asks {2} per creature attacking its controller (CR 508.1g); the mana an
    attacker's own ability would make is lost when attacking taps it (508.1f), so the reason
    gives the Prison's cost and the mana left without it, as the cost line does (508.1h)."""
    state = board(pool_permanent("prison", "B", "Ghostly Prison"),
                  pool_permanent("elf", "A", "Elvish Aberration"),
                  pool_permanent("bears", "A", "Grizzly Bears"),
                  pool_permanent("giant", "A", "Hill Giant"),
                  pool_permanent("ogre", "A", "Hill Giant"))
    state.players["A"].mana = Mana(C=1)
    verdict = is_legal(state, attacks)
    assert [(v.creature, v.rule, v.reason) for v in verdict.violations] \
        == [(None, "508.1h", reason)]
    assert dict(verdict.cost) == {"A": cost}


def test_an_unpayable_attack_tax_names_every_mana_maker_tapped_by_attacking() -> None:
    state = board(pool_permanent("prison", "B", "Ghostly Prison"),
                  pool_permanent("elf", "A", "Elvish Aberration"),
                  pool_permanent("elf2", "A", "Elvish Aberration"))
    state.players["A"].mana = Mana(C=1)
    verdict = is_legal(state, {"elf": "B", "elf2": "B"})
    assert [v.reason for v in verdict.violations] == [
        "A must pay {4} to attack this way but has only 1 mana available, since attacking taps "
        "elf and elf2, whose mana abilities would make 3 and 3"]
    assert is_legal(state, {"elf": "B"}).legal  # {2} from the pool and elf2's mana


# --- the verdict's account of requirements ----------------------------------------------------

def test_verdict_counts_requirements_and_names_a_better_declaration() -> None:
    state = board(mk("a1", "A", "attacks each combat if able"), mk("a2", "A"))
    verdict = is_legal(state, AttackDeclaration.of({"a2": "B"}))
    assert not verdict
    assert verdict.requirements == (("a1 attacks each combat if able", False),)
    assert (verdict.obeyed, verdict.maximum) == (0, 1)
    assert verdict.witness == AttackDeclaration.of({"a1": "B", "a2": "B"})
    assert [v.rule for v in verdict.violations] == ["508.1d"]
    assert "obeyed: 0 of 1" in verdict.explain() and "better:" in verdict.explain()
    data = verdict.to_json()
    assert data["witness"] == {"a1": "B", "a2": "B"}
    assert data["requirements"] == [{"requirement": "a1 attacks each combat if able",
                                     "obeyed": False}]
    assert (data["obeyed"], data["maximum"]) == (0, 1)
    ok = is_legal(state, AttackDeclaration.of({"a1": "B"}))
    assert ok and ok.requirements == (("a1 attacks each combat if able", True),)
    assert (ok.obeyed, ok.maximum, ok.witness) == (1, 1, None)


def test_lure_spelled_with_this() -> None:
    assert mk("x", "A", "All creatures able to block this do so.").card.keywords & Kw.LURE


# --- is_legal with a plain mapping --------------------------------------------------------------

def test_is_legal_reads_a_mapping_as_attacks_before_blockers() -> None:
    """Before attackers are declared a mapping is attacks, {attacker: player or planeswalker}."""
    state = board(creature("a1", "A"), creature("a2", "A", tapped=True), planeswalker("j", "B"))
    assert is_legal(state, {"a1": "j"}) == is_legal(state, AttackDeclaration.of({"a1": "j"}))
    verdict = is_legal(state, {"a1": "B", "a2": "B"})
    assert verdict.declaration == AttackDeclaration.of({"a1": "B", "a2": "B"})
    assert [(v.creature, v.rule) for v in verdict.violations] == [("a2", "508.1a")]
    assert is_legal(state, {}).declaration == AttackDeclaration()


def test_is_legal_reads_a_mapping_as_blocks_once_attackers_exist() -> None:
    """With attackers declared (or in the declare blockers step or later) a mapping is blocks,
    {blocker: attacker or [attackers]}."""
    state = blocking(creature("a1", "A", kw=Kw.FLYING), creature("a2", "A"),
                     creature("b1", "B"), creature("b2", "B"), attacks={"a1": "B", "a2": "B"})
    verdict = is_legal(state, {"b1": "a1", "b2": ["a2"]})
    assert verdict.declaration == BlockDeclaration.of({"b1": ["a1"], "b2": ["a2"]})
    assert [(v.creature, v.rule) for v in verdict.violations] == [("b1", "702.9b")]
    assert is_legal(state, {"b2": ("a2",)}).legal
    assert is_legal(state, {}).declaration == BlockDeclaration()


def test_is_legal_reads_a_mapping_as_blocks_in_the_declare_blockers_step() -> None:
    state = board(creature("a1", "A"), creature("b1", "B"), step=Step.DECLARE_BLOCKERS)
    verdict = is_legal(state, {"b1": "a1"})
    assert verdict.declaration == BlockDeclaration.of({"b1": "a1"})
    assert [(v.creature, v.rule) for v in verdict.violations] == [("b1", "509.1a")]


@pytest.mark.parametrize(("attacking", "mapping", "needles"), [
    (False, {"a1": 3}, ["'a1'", "got 3", "{attacker_id: player_or_planeswalker_id}",
                        "no attackers declared"]),
    (False, {"a1": ["B"]}, ["'a1'", "got ['B']", "{attacker_id: player_or_planeswalker_id}"]),
    (False, {1: "B"}, ["got key 1", "creature id"]),
    (True, {"b1": 3}, ["'b1'", "got 3", "{blocker_id: attacker_id or [attacker_ids]}"]),
    (True, {"b1": []}, ["'b1'", "got []", "non-empty list"]),
    (True, {"b1": ["a1", 2]}, ["'b1'", "got ['a1', 2]"]),
])
def test_is_legal_rejects_a_mapping_of_neither_form(attacking: bool, mapping: dict[Any, Any],
                                                    needles: list[str]) -> None:
    state = board(creature("a1", "A"), creature("b1", "B"))
    if attacking:
        with_combat(state, {"a1": "B"})
    with pytest.raises(DeclarationFormError) as info:
        is_legal(state, mapping)
    assert isinstance(info.value, MtgsimError)
    message = str(info.value)
    assert message.startswith("is_legal: declaration: ")
    for needle in needles:
        assert needle in message


def test_is_legal_rejects_what_is_not_a_declaration() -> None:
    with pytest.raises(DeclarationFormError, match="AttackDeclaration, a BlockDeclaration or a "
                                                   "mapping.*got list"):
        is_legal(board(creature("a1", "A")), [("a1", "B")])  # type: ignore[arg-type]


# --- the quick judge (sim.legality.legal_declarations.quick_attacks_legal / quick_blocks_legal)
# -------------------

_QUICK_MIX = (Kw.DEFENDER, Kw.CANT_ATTACK, Kw.HASTE, Kw.CANT_ATTACK_ALONE, Kw.ATTACKS_ALONE,
              Kw.CANT_BLOCK, Kw.CANT_BLOCK_ALONE, Kw.BLOCK_ANY, Kw.BLOCK_ADDITIONAL, Kw.FLYING,
              Kw.REACH, Kw.SHADOW, Kw.FEAR, Kw.INTIMIDATE, Kw.SKULK, Kw.HORSEMANSHIP,
              Kw.UNBLOCKABLE, Kw.BLOCKS_ONLY_FLYERS, Kw.MENACE, Kw.EXCEPT_BY_TWO,
              Kw.EXCEPT_BY_THREE, Kw.ONE_BLOCKER, Kw.VIGILANCE, Kw.LURE,
              Kw.ATTACKS_EACH_COMBAT)


_QUICK_PARAMS = ((PROTECTION, "B"), (ATTACK_NEEDS_LAND, "Island"), (CANT_BLOCK_ATTACKER, "a0"),
                 (NOT_BY_POWER_AT_MOST, "1"))


@st.composite
def _quick_boards(draw: st.DrawFn) -> tuple[GameState, list[Any]]:
    """A board for A's attack or B's blocks, mostly without static abilities or
    requirements (where the quick judge answers), with some of everything it must refuse
    to answer: keywords that restrict or require, protection, effects, a planeswalker, a
    player who has lost, creatures off the battlefield, tapped or summoning sick; and random
    declarations, legal or not, naming any of them."""
    players = ("A", "B", "C") if draw(st.booleans()) else ("A", "B")
    perms: dict[str, Permanent] = {}
    for player in players:
        for i in range(draw(st.integers(0, 4))):
            pid = f"{player.lower()}{i}"
            kw = Kw.NONE
            for k in draw(st.lists(st.sampled_from(_QUICK_MIX + (Kw.NONE,) * 12), max_size=2)):
                kw |= k
            if draw(st.integers(0, 3)) == 0:  # evasion, often: the pairs the quick judge checks
                kw |= draw(st.sampled_from([Kw.FLYING, Kw.REACH, Kw.FEAR, Kw.SHADOW]))
            colors = draw(st.sampled_from([(), ("W",), ("B",), ("B",), ("G", "B")]))
            params: frozenset[Any] = frozenset()
            if draw(st.integers(0, 3)) == 0:  # abilities the quick judge leaves to the full one
                params = frozenset([draw(st.sampled_from(_QUICK_PARAMS))])
            card = CardDef(pid, power=draw(st.integers(0, 4)),
                           toughness=draw(st.integers(1, 4)), keywords=kw, colors=colors,
                           params=params)
            zone = Zone.BATTLEFIELD if draw(st.integers(0, 9)) else Zone.GRAVEYARD
            perms[pid] = Permanent(pid, player, card, tapped=draw(st.integers(0, 6)) == 0,
                                   sick=draw(st.integers(0, 4)) == 0, zone=zone)
    if draw(st.booleans()):
        perms["bw"] = planeswalker("bw", "B")
    if draw(st.integers(0, 4)) == 0:
        perms["art"] = Permanent("art", "B", CardDef("art", types=("Artifact",)))
    state = GameState({p: Player(p) for p in players}, perms, players, "A")
    if "C" in players and draw(st.booleans()):
        state.players["C"].lost = True
    if perms and draw(st.integers(0, 2)) == 0:  # an effect; its parameters come only so
        state.add_effect(Effect(frozenset([draw(st.sampled_from(sorted(perms)))]),
                                add=draw(st.sampled_from([Kw.FLYING, Kw.LURE, Kw.NONE])),
                                power=1, params=draw(st.sampled_from([frozenset(), *(
                                    frozenset([p]) for p in _QUICK_PARAMS)]))))
    names = sorted(perms) + list(players) + ["nobody"]
    step = draw(st.sampled_from([ATTACK, BLOCK]))
    decls: list[Any] = []
    # mostly the likely names (A's creatures attack B, C or a planeswalker; the others'
    # creatures block attackers), so that many declarations are legal, and sometimes any name
    mine = [p for p in sorted(perms) if perms[p].controller == "A"]
    theirs = [p for p in sorted(perms) if perms[p].controller != "A"]
    if step == ATTACK:
        who_pool = mine * 4 + names
        target_pool = ["B", "C", "bw"] * 4 + names
        for _ in range(8):
            who = draw(st.lists(st.sampled_from(who_pool), min_size=1, max_size=3,
                                unique=draw(st.integers(0, 4)) > 0))
            decls.append(AttackDeclaration(tuple((w, draw(st.sampled_from(target_pool)))
                                                 for w in who)))
    else:
        attacks = {p: draw(st.sampled_from(["B"] * 4 + (["C", "bw"] if "bw" in perms
                                                         else ["C"])))
                   for p in mine if perms[p].card.is_creature and draw(st.integers(0, 3))}
        state.combat = CombatState("A", attacks, attacks_declared=bool(attacks))
        state.step = Step.DECLARE_BLOCKERS
        attacked = sorted(attacks) * 4 + ["nobody"]
        who_pool = theirs * 6 + names
        for _ in range(8):
            who = draw(st.lists(st.sampled_from(who_pool), min_size=1, max_size=3,
                                unique=draw(st.integers(0, 4)) > 0))
            decls.append(BlockDeclaration(tuple(
                (w, tuple(draw(st.lists(st.sampled_from(attacked), min_size=1,
                                        max_size=1 if draw(st.integers(0, 3)) else 2))))
                for w in who)))
    judge = Judge(state, step)
    plain = Judge(state, step)
    plain._quick = False  # the full judge, never answering quickly
    return state, [(judge.verdict(d), plain.verdict(d)) for d in decls]


@settings(max_examples=600, deadline=None, derandomize=True)
@given(_quick_boards())
def test_the_quick_judge_agrees_with_the_full_judge(case: tuple[GameState, list[Any]]) -> None:
    """``Judge.verdict`` answers a plainly legal declaration on a board without static
    abilities or requirements at once (``quick_attacks_legal``, ``quick_blocks_legal``);
    its verdict must equal the full judge's, for legal and illegal declarations alike."""
    _, verdicts = case
    for quick, full in verdicts:
        assert quick == full


def test_the_quick_judge_answers_plain_declarations() -> None:
    """The quick path is taken (not only agreed with) on a plain board: a 2/2 into a 1/1
    deathtouch creature, attack and block; and not when a requirement exists (Lure)."""
    state = board(creature("bears", "A"), creature("rats", "B", 1, 1, Kw.DEATHTOUCH))
    attack_decl = AttackDeclaration.of({"bears": "B"})
    assert quick_attacks_legal(state, attack_decl)
    assert not quick_attacks_legal(state, AttackDeclaration.of({"rats": "B"}))
    assert not quick_attacks_legal(state, AttackDeclaration.of({"bears": "A"}))
    blocking = with_combat(state, {"bears": "B"})
    assert quick_blocks_legal(blocking, BlockDeclaration.of({"rats": "bears"}))
    assert not quick_blocks_legal(blocking, BlockDeclaration.of({"bears": "rats"}))
    lure = board(creature("bears", "A", kw=Kw.ATTACKS_EACH_COMBAT), creature("rats", "B"))
    legal = legal_attacks(lure)
    assert legal.judge.verdict(AttackDeclaration.of({"bears": "B"}))
    assert legal.judge._quick is False
    # parameterised abilities from effects (a board without them printed, so no requirement
    # is suspected) are left to the full judge, which finds the broken restriction
    for target, param in (("bears", (PROTECTION, "B")), ("rats", (CANT_BLOCK_ATTACKER, "bears"))):
        state = board(creature("bears", "A"), Permanent("rats", "B", CardDef(
            "rats", power=1, toughness=1, colors=("B",))))
        state.add_effect(Effect(frozenset([target]), params=frozenset([param])))
        blocking = with_combat(state, {"bears": "B"})
        decl = BlockDeclaration.of({"rats": "bears"})
        assert not quick_blocks_legal(blocking, decl)
        assert not Judge(blocking, BLOCK).verdict(decl)
