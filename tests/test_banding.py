"""Banding and "bands with other" (CR 702.22): the keyword and its parameter, the
``declare_bands`` decision (702.22c-d), bands blocked as a group (702.22h), and who assigns
combat damage when banding is in a fight (702.22j-k)."""

from __future__ import annotations

import attrs
import numpy as np
import pytest
from boards import board, creature
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays
from test_combat_damage import reference

from sim import (
    AssignDamage,
    CardDef,
    DeclareAttackers,
    DeclareBands,
    DeclareBlockers,
    Edition,
    GameState,
    IllegalActionError,
    Kw,
    Permanent,
    Step,
    parse_action,
)
from sim.engine.agents import DefaultAgent
from sim.legality.bands import could_band, has_quality, legal_band_declarations
from sim.legality.legal_declarations import check_blocks, legal_blocks
from sim.model.abilities import BANDS_WITH_OTHER, MUST_BLOCK_ATTACKER
from sim.model.actions import action_from_json
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.rules.banding import (
    become_blocked,
    damage_chooser_for_attacker,
    damage_chooser_for_blocker,
)
from sim.testing import KEYWORD_MIX, check, random_board
from sim.text import build_card, param_text, parse_param, read_keyword
from sim.text.oracle import read_text

BANDING = Kw.BANDING


def beast(pid: str, controller: str, power: int = 2, toughness: int = 2, kw: Kw = Kw.NONE,
          *, subtypes: tuple[str, ...] = (), supertypes: tuple[str, ...] = (),
          bands_with: str | None = None) -> Permanent:
    params = frozenset([(BANDS_WITH_OTHER, bands_with)]) if bands_with else frozenset()
    return Permanent(pid, controller, CardDef(pid, subtypes=subtypes, supertypes=supertypes,
                                              power=power, toughness=toughness, keywords=kw,
                                              params=params))


def attack(state: GameState, attacks: dict[str, str]) -> GameState:
    """Start ``state`` and declare ``attacks``."""
    state.start()
    state.apply(DeclareAttackers(AttackDeclaration.of(attacks)))
    return state


def bands(state: GameState) -> set[tuple[tuple[str, ...], ...]]:
    return {a.bands for a in state.legal_actions()}  # type: ignore[attr-defined]


# --- the keyword and its parameter (702.22a-b) -------------------------------------------------

def test_banding_is_a_keyword_and_bands_with_other_a_parameter() -> None:
    assert read_keyword("Banding") is not None and read_keyword("banding").flags == BANDING
    parsed = read_keyword("Bands with other legends")
    assert parsed is not None and parsed.params == {(BANDS_WITH_OTHER, "legends")}
    assert parse_param("bands with other Dinosaurs") == (BANDS_WITH_OTHER, "dinosaurs")
    assert param_text((BANDS_WITH_OTHER, "wolves")) == "bands with other wolves"
    reading = read_text("Flying\nBanding (Any creatures with banding, and up to one without, "
                        "can attack in a band.)")
    assert reading.status == "full" and reading.parsed.flags == Kw.FLYING | BANDING


def test_qualities() -> None:
    state = board(beast("rex", "A", subtypes=("Dinosaur",)),
                  beast("wolf", "A", subtypes=("Wolf",)),
                  beast("hero", "A", supertypes=("Legendary",)))
    assert has_quality(state, "rex", "dinosaurs") and not has_quality(state, "rex", "wolves")
    assert has_quality(state, "wolf", "wolves")
    assert has_quality(state, "hero", "legends") and not has_quality(state, "rex", "legends")
    assert has_quality(state, "wolf", "creatures named wolf")


# --- declaring bands (508.1e, 702.22c-d) --------------------------------------------------------

def test_no_band_decision_without_banding() -> None:
    state = attack(board(creature("a1", "A"), creature("a2", "A"), creature("b1", "B")),
                   {"a1": "B", "a2": "B"})
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    assert not could_band(state)


def test_two_without_banding_cant_band() -> None:
    """a1 has banding; a2 and a3 don't: a2+a3 is not a band, nor is a1+a2+a3 (two without)."""
    state = attack(board(creature("a1", "A", kw=BANDING), creature("a2", "A"),
                         creature("a3", "A")), {"a1": "B", "a2": "B", "a3": "B"})
    assert state.decision is not None and state.decision.kind == "declare_bands"
    assert bands(state) == {(), (("a1", "a2"),), (("a1", "a3"),)}
    assert len(state.legal_actions()) == 3
    for illegal in ("bands a2+a3", "bands a1+a2+a3", "bands a1+a2 a1+a3", "bands a1",
                    "bands a1+b9"):
        assert parse_action(illegal) not in state.legal_actions(), illegal
        with pytest.raises(IllegalActionError):
            state.clone().apply(illegal)


def test_any_number_with_banding_plus_one_without() -> None:
    state = attack(board(*(creature(f"k{i}", "A", kw=BANDING) for i in range(3)),
                         creature("x", "A")), {"k0": "B", "k1": "B", "k2": "B", "x": "B"})
    listed = bands(state)
    assert (("k0", "k1", "k2", "x"),) in listed
    assert (("k0", "x"), ("k1", "k2")) in listed
    # x joins banding creatures only, so every one of the 15 partitions of four is legal
    assert len(state.legal_actions()) == 15 == len(listed)


def test_different_defenders_cant_band() -> None:
    state = attack(board(creature("a1", "A", kw=BANDING), creature("a2", "A", kw=BANDING),
                         players=("A", "B", "C")), {"a1": "B", "a2": "C"})
    assert state.decision is not None and state.decision.kind != "declare_bands"
    state = attack(board(creature("a1", "A", kw=BANDING), creature("a2", "A", kw=BANDING),
                         creature("a3", "A"), players=("A", "B", "C")),
                   {"a1": "B", "a2": "C", "a3": "C"})
    assert bands(state) == {(), (("a2", "a3"),)}
    reasons = state.legal_actions().reasons(parse_action("bands a1+a2"))
    assert reasons and "702.22d" in reasons[0]


def test_bands_with_other_forms_only_with_matching_creatures() -> None:
    """702.22c: [quality] creatures, one with "bands with other [quality]"; others of that
    quality need not have it; a creature without the quality can't join."""
    state = attack(board(beast("l1", "A", supertypes=("Legendary",), bands_with="legends"),
                         beast("l2", "A", supertypes=("Legendary",)),
                         beast("l3", "A", supertypes=("Legendary",)),
                         beast("x", "A"), beast("d", "A", subtypes=("Dinosaur",),
                                                bands_with="dinosaurs")),
                   {"l1": "B", "l2": "B", "l3": "B", "x": "B", "d": "B"})
    listed = bands(state)
    assert (("l1", "l2", "l3"),) in listed  # any number of other legends
    assert (("l1", "l2"),) in listed
    assert all("x" not in band and "d" not in band for decl in listed for band in decl)
    assert (("l2", "l3"),) not in listed  # neither has "bands with other legends"
    assert listed == {(), (("l1", "l2"),), (("l1", "l3"),), (("l1", "l2", "l3"),)}
    assert ("702.22c" in state.legal_actions().reasons(parse_action("bands d+l1"))[0])


def test_bands_with_other_lost_with_banding() -> None:
    """702.22b: an effect that removes banding removes "bands with other" too."""
    from sim import Effect
    state = board(beast("l1", "A", supertypes=("Legendary",), bands_with="legends"),
                  beast("l2", "A", supertypes=("Legendary",)),
                  effects=[Effect(frozenset(["l1"]), remove=BANDING)])
    attack(state, {"l1": "B", "l2": "B"})
    assert state.decision is not None and state.decision.kind == "declare_blockers"


def test_bands_action_text_and_json_round_trip() -> None:
    action = DeclareBands.of([["a3", "a1"], ["b2", "b1"]])
    assert str(action) == "bands a1+a3 b1+b2"
    assert parse_action(str(action)) == action
    assert action_from_json(action.to_json()) == action
    assert parse_action("bands none") == parse_action("bands") == DeclareBands()
    assert str(DeclareBands()) == "bands none"


def test_default_policy_declares_no_bands_and_provoke_waits() -> None:
    state = attack(board(creature("a1", "A", kw=BANDING), creature("a2", "A")),
                   {"a1": "B", "a2": "B"})
    decision = state.decision
    assert decision is not None and decision.kind == "declare_bands"
    assert decision.player == "A"
    action = DefaultAgent().act(state, decision, state.legal_actions())
    assert action == DeclareBands()
    state.apply(action)
    assert state.combat is not None and state.combat.bands == []


# --- blocking a band (702.22h) -----------------------------------------------------------------

def banded(*perms: Permanent, attacks: dict[str, str], band: str,
           rules: Edition = Edition.CURRENT) -> GameState:
    state = board(*perms)
    state.rules = rules
    attack(state, attacks)
    state.apply(band)
    return state


@plays("Banding")
def test_whole_band_becomes_blocked_by_the_blocker() -> None:
    """A flyer with banding and a ground creature band; blocking the ground creature blocks
    the flyer too, by that same blocker (702.22h), which then blocks both."""
    state = banded(creature("a1", "A", 1, 1, BANDING | Kw.FLYING), creature("a2", "A", 3, 3),
                   creature("b1", "B", 2, 4), attacks={"a1": "B", "a2": "B"},
                   band="bands a1+a2")
    state.apply(DeclareBlockers(BlockDeclaration.of({"b1": "a2"})))
    combat = state.combat
    assert combat is not None
    assert combat.blocked == {"a1", "a2"}
    assert combat.blocked_by == {"a2": ["b1"], "a1": ["b1"]}
    assert set(combat.blocks["b1"]) == {"a1", "a2"}
    kinds = [e.kind for e in state.events]
    assert "blocked with its band" in kinds and "band" in kinds


@plays("Bands with other legends")
def test_bands_with_other_legends_read_from_the_text() -> None:
    """CR 702.22c and 702.22h: "bands with other legends" read from a legend's text lets it
    form a band with another legend (which needs no such ability) but not with a
    non-legendary creature; the band is blocked as one: blocking the other legend blocks it
    too."""
    text = "Bands with other legends"
    hero = build_card({"name": "Hero", "power": 1, "toughness": 1, "supertypes": ["Legendary"],
                       "text": text}, lambda field, message: AssertionError(message))
    assert hero.unsupported == () and hero.params == frozenset([(BANDS_WITH_OTHER, "legends")])
    state = attack(board(Permanent("l1", "A", hero),
                         beast("l2", "A", 3, 3, supertypes=("Legendary",)), beast("x", "A"),
                         beast("b1", "B", 2, 4)), {"l1": "B", "l2": "B", "x": "B"})
    assert bands(state) == {(), (("l1", "l2"),)}
    state.apply("bands l1+l2")
    state.apply(DeclareBlockers(BlockDeclaration.of({"b1": "l2"})))
    assert state.combat is not None and state.combat.blocked_by["l1"] == ["b1"]


def test_unbanded_attackers_are_not_blocked_together() -> None:
    state = banded(creature("a1", "A", 1, 1, BANDING), creature("a2", "A", 3, 3),
                   creature("b1", "B", 2, 4), attacks={"a1": "B", "a2": "B"},
                   band="bands none")
    state.apply(DeclareBlockers(BlockDeclaration.of({"b1": "a2"})))
    assert state.is_terminal()  # no choices: each fight is one on one
    assert state.players["B"].life == 19  # a1 unblocked
    assert "blocked with its band" not in [e.kind for e in state.events]


# --- an effect blocks one creature of a band (702.22i) ---------------------------------------

def test_effect_blocking_one_creature_of_a_band_blocks_the_band() -> None:
    """702.22i: an effect makes hero become blocked; its band mate ox becomes blocked too. No
    creature blocks them, so neither deals combat damage (510.1c); without the band only hero
    is blocked and ox hits B for 2."""
    for band, blocked, life in (("bands hero+ox", ("hero", "ox"), 20),
                                ("bands none", ("hero",), 18)):
        state = banded(creature("hero", "A", 1, 1, BANDING), creature("ox", "A", 2, 5),
                       creature("b1", "B", 2, 2, tapped=True),
                       attacks={"hero": "B", "ox": "B"}, band=band)
        assert become_blocked(state, "hero") == blocked
        assert state.combat is not None and state.combat.blocked == set(blocked)
        state.apply(DeclareBlockers(BlockDeclaration()))
        while not state.is_terminal():
            state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))  # type: ignore[arg-type]
        assert state.players["B"].life == life, band
        assert state.permanents["ox"].damage == 0


def test_effect_blocking_skips_what_left_the_band() -> None:
    """702.22f, 702.22i: a creature removed from combat has left its band and isn't made
    blocked; a creature not attacking can't become blocked; one already blocked isn't again."""
    state = banded(*(creature(f"k{i}", "A", 1, 1, BANDING) for i in range(3)),
                   attacks={"k0": "B", "k1": "B", "k2": "B"}, band="bands k0+k1+k2")
    combat = state.combat
    assert combat is not None
    combat.remove("k2")
    combat.blocked.add("k1")
    assert become_blocked(state, "k0") == ("k0",)
    assert combat.blocked == {"k0", "k1"}
    assert become_blocked(state, "k2") == ()
    assert "k2" not in combat.blocked


# --- block requirements and bands (509.1c, 702.22h) ---------------------------------------------

def _judge(state: GameState, blocks: dict[str, str]) -> tuple[bool, int, int, set[str]]:
    verdict = check_blocks(state, BlockDeclaration.of(blocks))
    return verdict.legal, verdict.obeyed, verdict.maximum, {v.rule for v in verdict.violations}


def test_must_be_blocked_is_obeyed_by_blocking_a_band_mate() -> None:
    """509.1c, 702.22h: "X must be blocked if able" is obeyed when X ends up blocked, and a
    creature blocking X's band mate blocks X too. So with the band, the wall may block the
    mate instead of X; without it, it may not (blocking X obeys the requirement, blocking
    the mate doesn't)."""
    def perms() -> tuple[Permanent, ...]:
        return (creature("x", "A", 1, 1, BANDING | Kw.MUST_BE_BLOCKED),
                creature("m", "A", 2, 2), creature("wall", "B", 0, 4))

    state = banded(*perms(), attacks={"x": "B", "m": "B"}, band="bands m+x")
    assert _judge(state, {"wall": "m"}) == (True, 1, 1, set())
    assert _judge(state, {"wall": "x"}) == (True, 1, 1, set())
    assert _judge(state, {}) == (False, 0, 1, {"509.1c"})
    state = banded(*perms(), attacks={"x": "B", "m": "B"}, band="bands none")
    assert _judge(state, {"wall": "m"}) == (False, 0, 1, {"509.1c"})
    assert _judge(state, {"wall": "x"}) == (True, 1, 1, set())


def test_must_be_blocked_flyer_in_a_band_can_be_blocked_through_its_mate() -> None:
    """A flyer that must be blocked, banded with a ground creature: a ground creature can't
    block the flyer, but blocking its mate blocks it (702.22h), so the requirement can be
    obeyed and not blocking at all is illegal. Without the band there is no way to block the
    flyer: no requirement, and not blocking is legal."""
    def perms() -> tuple[Permanent, ...]:
        return (creature("x", "A", 1, 1, BANDING | Kw.MUST_BE_BLOCKED | Kw.FLYING),
                creature("m", "A", 2, 2), creature("wall", "B", 0, 4))

    state = banded(*perms(), attacks={"x": "B", "m": "B"}, band="bands m+x")
    assert _judge(state, {}) == (False, 0, 1, {"509.1c"})
    assert _judge(state, {"wall": "m"}) == (True, 1, 1, set())
    assert {"wall": "m"} in legal_blocks(state) and {} not in legal_blocks(state)
    state.apply(DeclareBlockers(BlockDeclaration.of({"wall": "m"})))
    assert state.is_terminal() and state.players["B"].life == 20  # both blocked by the wall
    assert state.permanents["wall"].damage == 3
    state = banded(*perms(), attacks={"x": "B", "m": "B"}, band="bands none")
    assert _judge(state, {}) == (True, 0, 0, set())


def test_lure_and_must_block_are_obeyed_through_the_band() -> None:
    """"All creatures able to block X do so" and "Y blocks X if able": the blocker ends up
    blocking X when it blocks X's band mate (702.22h), so that obeys them; without the band
    it doesn't. Two creatures of one band that each must be blocked are both obeyed by one
    blocker (702.22h: both become blocked)."""
    def lure() -> tuple[Permanent, ...]:
        return (creature("x", "A", 1, 1, BANDING | Kw.LURE), creature("m", "A", 2, 2),
                creature("wall", "B", 0, 4))

    state = banded(*lure(), attacks={"x": "B", "m": "B"}, band="bands m+x")
    assert _judge(state, {"wall": "m"}) == (True, 1, 1, set())
    assert _judge(state, {}) == (False, 0, 1, {"509.1c"})
    state = banded(*lure(), attacks={"x": "B", "m": "B"}, band="bands none")
    assert _judge(state, {"wall": "m"}) == (False, 0, 1, {"509.1c"})

    def provoked() -> tuple[Permanent, ...]:
        wall = Permanent("wall", "B", CardDef("wall", power=0, toughness=4,
                                              params=frozenset([(MUST_BLOCK_ATTACKER, "x")])))
        return (creature("x", "A", 1, 1, BANDING), creature("m", "A", 2, 2), wall)

    state = banded(*provoked(), attacks={"x": "B", "m": "B"}, band="bands m+x")
    assert _judge(state, {"wall": "m"}) == (True, 1, 1, set())
    state = banded(*provoked(), attacks={"x": "B", "m": "B"}, band="bands none")
    assert _judge(state, {"wall": "m"}) == (False, 0, 1, {"509.1c"})

    def both() -> tuple[Permanent, ...]:
        return (creature("x", "A", 1, 1, BANDING | Kw.MUST_BE_BLOCKED),
                creature("y", "A", 1, 1, BANDING | Kw.MUST_BE_BLOCKED),
                creature("wall", "B", 0, 4))

    state = banded(*both(), attacks={"x": "B", "y": "B"}, band="bands x+y")
    assert _judge(state, {"wall": "x"}) == (True, 2, 2, set())
    state = banded(*both(), attacks={"x": "B", "y": "B"}, band="bands none")
    assert _judge(state, {"wall": "x"}) == (True, 1, 1, set())


def test_band_requirements_agree_with_the_brute_force_oracle() -> None:
    """The engine's search and the brute-force oracle (tests/oracle.py, by way of
    ``test_legality_properties.check_board``: every edition, every declaration's verdict) agree
    on banded boards where requirements reach through the band."""
    import random

    from test_legality_properties import check_board
    kws = (Kw.MUST_BE_BLOCKED, Kw.LURE, Kw.FLYING, Kw.NONE, Kw.MENACE)
    for seed in range(30):
        rng = np.random.default_rng(seed)
        attackers = [creature(f"a{i}", "A", 1, 1, BANDING | kws[int(rng.integers(5))])
                     for i in range(3)]
        blockers = [creature(f"b{i}", "B", 1, 1, (Kw.REACH, Kw.NONE)[int(rng.integers(2))])
                    for i in range(int(rng.integers(1, 4)))]
        band = ("bands a0+a1", "bands a0+a1+a2", "bands a1+a2")[seed % 3]
        state = banded(*attackers, *blockers, attacks={a.id: "B" for a in attackers},
                       band=band)
        check_board(state, "blockers", random.Random(seed))


# --- combat damage (702.22j-k) ------------------------------------------------------------------

def test_attacking_player_assigns_the_blockers_damage_to_the_band() -> None:
    """A 1/1 with banding and a 2/5 band; a 4/4 blocks the 1/1, so it blocks both (702.22h).
    The attacking player assigns its 4 damage (702.22k): all to the 2/5, so nothing dies; its
    controller would have killed both (1 + 3 of 4)."""
    state = banded(creature("hero", "A", 1, 1, BANDING), creature("ox", "A", 2, 5),
                   creature("wall", "B", 4, 4), attacks={"hero": "B", "ox": "B"},
                   band="bands hero+ox")
    state.apply(DeclareBlockers(BlockDeclaration.of({"wall": "hero"})))
    while state.decision is not None and state.decision.request is not None \
            and state.decision.request.source != "wall":
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    decision = state.decision
    assert decision is not None and decision.kind == "assign_combat_damage"
    request = decision.request
    assert request is not None and request.source == "wall"
    assert decision.player == "A" and request.controller == "A" and request.banding
    assert set(request.creatures) == {"hero", "ox"}
    # the default policy for the banding side loses as few of its creatures as possible
    assert DefaultAgent().act(state, decision, state.legal_actions()) == \
        AssignDamage.of("wall", {"ox": 4})
    state.apply(AssignDamage.of("wall", {"ox": 4}))
    assert state.permanents["ox"].damage == 4
    assert state.permanents["hero"].damage == 0
    assert state.outcome().died == ()
    assert state.permanents["wall"].damage == 3  # 1 + 2 from the band


def test_free_division_under_damage_assignment_order_with_banding() -> None:
    """2016 rules: the chooser under banding divides as they choose, not along the order."""
    state = board(creature("hero", "A", 1, 1, BANDING), creature("ox", "A", 2, 5),
                  creature("wall", "B", 4, 4))
    state.rules = Edition.Y2016
    attack(state, {"hero": "B", "ox": "B"})
    state.apply("bands hero+ox")
    state.apply(DeclareBlockers(BlockDeclaration.of({"wall": "ox"})))
    while state.decision is not None and state.decision.kind != "assign_combat_damage":
        state.apply(state.legal_actions()[0])  # the damage assignment order: hero first
    while state.decision is not None and state.decision.request is not None \
            and state.decision.request.source != "wall":
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.decision is not None and state.decision.request is not None
    assert state.decision.request.order is None
    assert AssignDamage.of("wall", {"ox": 4}) in state.legal_actions()


def test_blocking_creature_with_banding_lets_defender_assign_attackers_damage() -> None:
    """A 5/5 trampler is blocked by a 1/1 with banding and a 3/3: the defending player
    assigns its damage (702.22j), may put all of it on the blockers, none to the player, and
    divides it as they choose (all 5 on the 1/1 so the 3/3 lives)."""
    state = board(creature("big", "A", 5, 5, Kw.TRAMPLE), creature("hero", "B", 1, 1, BANDING),
                  creature("bear", "B", 3, 3))
    attack(state, {"big": "B"})
    state.apply(DeclareBlockers(BlockDeclaration.of({"hero": "big", "bear": "big"})))
    decision = state.decision
    assert decision is not None and decision.kind == "assign_combat_damage"
    request = decision.request
    assert request is not None and request.source == "big"
    assert decision.player == "B" and request.banding and request.order is None
    assert AssignDamage.of("big", {"hero": 5}) in state.legal_actions()
    # trample's rule still stands: nothing to the player before lethal to every blocker
    assert AssignDamage.of("big", {"hero": 1, "B": 4}) not in state.legal_actions()
    assert DefaultAgent().act(state, decision, state.legal_actions()) == \
        AssignDamage.of("big", {"hero": 0, "bear": 5})
    state.apply(AssignDamage.of("big", {"hero": 5}))
    while not state.is_terminal():
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))  # type: ignore[arg-type]
    assert state.players["B"].life == 20
    assert state.outcome().died == ("hero",)


def test_without_banding_the_controller_assigns() -> None:
    state = board(creature("big", "A", 5, 5, Kw.TRAMPLE), creature("hero", "B", 1, 1),
                  creature("bear", "B", 3, 3))
    attack(state, {"big": "B"})
    state.apply(DeclareBlockers(BlockDeclaration.of({"hero": "big", "bear": "big"})))
    decision = state.decision
    assert decision is not None and decision.player == "A"
    assert decision.request is not None and not decision.request.banding


def test_bands_with_other_pair_blocking_lets_defender_assign() -> None:
    """702.22j: blocked by a legend with "bands with other legends" and another legend."""
    state = board(creature("big", "A", 4, 4),
                  beast("l1", "B", 1, 1, supertypes=("Legendary",), bands_with="legends"),
                  beast("l2", "B", 3, 3, supertypes=("Legendary",)))
    attack(state, {"big": "B"})
    state.apply(DeclareBlockers(BlockDeclaration.of({"l1": "big", "l2": "big"})))
    assert state.decision is not None and state.decision.player == "B"
    # a legend with it and a non-legend: no
    state = board(creature("big", "A", 4, 4),
                  beast("l1", "B", 1, 1, supertypes=("Legendary",), bands_with="legends"),
                  beast("x", "B", 3, 3))
    attack(state, {"big": "B"})
    state.apply(DeclareBlockers(BlockDeclaration.of({"l1": "big", "x": "big"})))
    assert state.decision is not None and state.decision.player == "A"


# --- scenario files and the conformance checker ----------------------------------------------

def test_scenario_scripts_bands() -> None:
    """``combat.bands`` scripts the declaration; without it the default declares none, and
    the Spider is then not blocked: it deals its 2 to B."""
    from pathlib import Path

    from cards import default_pool
    from sim import load_scenario, run_combat
    path = Path(__file__).parent / "scenarios" / \
        "banding_attacking_band_assigns_blockers_damage.toml"
    scenario = load_scenario(path, default_pool())
    assert scenario.bands == (("hero", "spider"),)
    state = scenario.state.clone()
    state.script = attrs.evolve(state.script, bands=None, damage={})
    run_combat(state, scenario.agents())
    assert state.players["B"].life == 18


BAND_MIX = (*KEYWORD_MIX, Kw.BANDING, Kw.BANDING)


def banding_board(rng: np.random.Generator) -> GameState:
    """A random board (``random_board``) where most of the attacking player's creatures have
    banding and all can attack, so bands, banded blocks and banding damage come up."""
    state = random_board(rng, max_creatures=4, keywords=BAND_MIX)
    for perm in state.permanents.values():
        if perm.controller == "A":
            perm.tapped = perm.sick = False
            if rng.random() < 0.7:
                perm.card = attrs.evolve(perm.card, keywords=perm.card.keywords | BANDING)
    return state


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_conformance_with_banding(seed: int) -> None:
    """The decision interface's invariants hold on random boards with banding (every listed
    band declaration applies and reads back; mutants are refused; clone, JSON, replay)."""
    rng = np.random.default_rng(seed)
    check(banding_board(rng), rng, small=64)


def test_conformance_boards_meet_bands() -> None:
    """The boards above do exercise the new decision and the banding damage rules."""
    kinds: set[str] = set()
    banded = 0
    for seed in range(60):
        rng = np.random.default_rng(seed)
        state = banding_board(rng).start()
        while not state.is_terminal():
            decision = state.decision
            assert decision is not None
            kinds.add(decision.kind)
            if decision.request is not None and decision.request.banding:
                banded += 1
            state.apply(state.legal_actions().sample(rng))
    assert "declare_bands" in kinds and banded > 0


@settings(max_examples=100, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_band_list_equals_the_brute_force_partitions(seed: int) -> None:
    """``legal_band_declarations`` lists each legal partition exactly once: checked against
    every set partition of the attackers, filtered by the rules."""
    rng = np.random.default_rng(seed)
    state = random_board(rng, max_creatures=5, keywords=(Kw.BANDING, Kw.NONE, Kw.FLYING))
    state.start()
    attackers = [p.id for p in state.creatures("A")
                 if not p.tapped and not p.sick]
    if len(attackers) < 2:
        return
    try:
        state.apply(DeclareAttackers(AttackDeclaration.of({a: "B" for a in attackers})))
    except IllegalActionError:
        return
    from sim.legality.bands import declaration_problems
    expected = {decl for decl in _partitions(attackers)
                if not declaration_problems(state, decl)}
    assert state.combat is not None
    listed = legal_band_declarations(state)
    assert len(listed) == len(set(listed))
    assert set(listed) == expected
    kind = state.decision.kind if state.decision else None
    assert (kind == "declare_bands") == (len(expected) > 1)


_QUALITIES = ("legends", "wolves", "dinosaurs")


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_lazy_band_list_equals_the_full_enumeration(seed: int) -> None:
    """The lazy ``BandDeclarations`` against every set partition of the attackers filtered by
    the rules (``declaration_problems``), on small boards mixing banding, "bands with other
    [quality]" (legends, wolves, dinosaurs), creatures of those qualities and none, attacking
    two players: the same declarations, each once, "no bands" first; iteration and indexing
    agree (index order), ``in`` agrees with the rules, and the count is exact."""
    rng = np.random.default_rng(seed)
    perms = []
    for i in range(int(rng.integers(2, 7))):
        subtypes = (("Wolf",), ("Dinosaur",), ())[int(rng.integers(3))]
        supertypes = ("Legendary",) if rng.random() < 0.4 else ()
        bands_with = _QUALITIES[int(rng.integers(3))] if rng.random() < 0.35 else None
        kw = BANDING if rng.random() < 0.4 else Kw.NONE
        perms.append(beast(f"a{i}", "A", kw=kw, subtypes=subtypes, supertypes=supertypes,
                           bands_with=bands_with))
    state = board(*perms, players=("A", "B", "C"))
    attacks = {p.id: ("B", "C")[int(rng.integers(2)) if rng.random() < 0.3 else 0]
               for p in perms}
    attack(state, attacks)
    from sim.legality.bands import declaration_problems
    attackers = sorted(attacks)
    expected = {decl for decl in _partitions(attackers)
                if not declaration_problems(state, decl)}
    listed = legal_band_declarations(state)
    walked = list(listed)
    assert walked == [listed[i] for i in range(len(listed))]  # iteration is index order
    assert len(walked) == len(set(walked)) == len(listed) == listed.size()
    assert set(walked) == expected
    assert walked[0] == () and listed[-1] == walked[-1]
    assert all(decl in listed for decl in expected)
    for decl in _partitions(attackers):  # ``in`` by the rules, never by the listing
        assert (decl in listed) == (decl in expected)
    assert (("a0", "a0"),) not in listed and ("a0",) not in listed


def test_band_list_is_counted_and_indexed_without_listing() -> None:
    """30 attackers with banding: Bell(30) declarations (every partition is legal), counted and
    indexed at once, far beyond what could be listed."""
    from sim.legality.bands import BandDeclarations
    names = [f"k{i:02d}" for i in range(30)]
    state = attack(board(*(creature(c, "A", kw=BANDING) for c in names)),
                   dict.fromkeys(names, "B"))
    listed = legal_band_declarations(state)
    assert isinstance(listed, BandDeclarations)
    assert listed.size() == 846749014511809332450147  # Bell(30)
    assert state.legal_actions().count() == listed.size()
    drawn = state.legal_actions().sample(np.random.default_rng(0))  # beyond 2**63: exact
    assert drawn in state.legal_actions() and isinstance(drawn, DeclareBands)
    assert listed[0] == () and listed[-1] == (tuple(names),)
    assert listed[1] == ((names[-2], names[-1]),)  # the first creatures stay alone longest
    from sim.legality.bands import declaration_problems
    middle = listed[listed.size() // 2]
    assert middle in listed and not declaration_problems(state, middle)
    # 4 with banding and 2 without (x, y): a band holds at most one without, so the legal
    # declarations are the partitions of six keeping x and y apart: Bell(6) - Bell(5)
    state = attack(board(*(creature(f"k{i}", "A", kw=BANDING) for i in range(4)),
                         creature("x", "A"), creature("y", "A")),
                   {"k0": "B", "k1": "B", "k2": "B", "k3": "B", "x": "B", "y": "B"})
    listed = legal_band_declarations(state)
    assert listed.size() == 203 - 52 == len(set(listed))


def _partitions(items: list[str]) -> list[tuple[tuple[str, ...], ...]]:
    if not items:
        return [()]
    first, rest = items[0], items[1:]
    out = []
    for part in _partitions(rest):
        blocks = [list(b) for b in part]
        singles = [x for x in rest if not any(x in b for b in part)]
        # put ``first`` alone, with a band, or with a single (a creature in no band)
        out.append(part)
        for i in range(len(blocks)):
            out.append(tuple(sorted(tuple(sorted([*b, first])) if j == i else tuple(b)
                                    for j, b in enumerate(blocks))))
        for s in singles:
            out.append(tuple(sorted([*part, tuple(sorted([first, s]))])))
    return list(set(out))


def test_steps_without_banding_never_ask() -> None:
    """Random boards without banding never meet a declare_bands decision."""
    for seed in range(40):
        rng = np.random.default_rng(seed)
        state = random_board(rng).start()
        while not state.is_terminal():
            assert state.decision is not None and state.decision.kind != "declare_bands"
            state.apply(state.legal_actions().sample(rng))
    assert Step.DECLARE_ATTACKERS  # (the enum the engine runs through)


def test_bundled_banding_cards() -> None:
    from cards import default_pool
    pool = default_pool()
    pegasus, hero = pool["Mesa Pegasus"], pool["Benalish Hero"]
    assert pegasus.keywords == Kw.FLYING | BANDING and pegasus.unsupported == ()
    assert (pegasus.power, pegasus.toughness, pegasus.cost) == (1, 1, "{1}{W}")
    assert hero.keywords == BANDING and hero.subtypes == ("Human", "Soldier")
    assert (hero.power, hero.toughness, hero.cost) == (1, 1, "{W}")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_damage_fast_paths_match_the_references(seed: int) -> None:
    """``plan`` asks who chooses (702.22j-k) only when a creature with banding or two or more
    creatures are in a fight: the same choosers as asking always; and the legal assignments
    under banding equal the slow reference (every split, kept when the step can finish)."""
    rng = np.random.default_rng(seed)
    state = banding_board(rng).start()
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        if decision.kind == "assign_combat_damage":
            combat = state.combat
            assert combat is not None and decision.request is not None
            masks = {c: state.keywords(c) for c in (*combat.attackers, *combat.blocks)}
            for slot in combat.damage.slots:
                if slot.source in combat.attackers:
                    blockers = combat.blocked_by.get(slot.source, [])
                    expected = damage_chooser_for_attacker(state, blockers, masks) \
                        if slot.source in combat.blocked and blockers else None
                else:
                    still = [a for a in combat.blocks[slot.source] if a in combat.attackers]
                    expected = damage_chooser_for_blocker(state, still, masks) if still \
                        else None
                assert slot.chooser == expected
            assert set(state.legal_actions()) == reference(state, decision)
        state.apply(state.legal_actions().sample(rng))
