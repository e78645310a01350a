"""sim.rules.fight: the one pure resolution of a one-on-one combat, checked against the rules
engine itself (a board played through both combat damage steps) and the solver's fast path
against it."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import mtgsim
from ai.solver_fast import SUPPORTED
from ai.solver_fight import Creatures, Fight
from sim.model.keywords import Kw
from sim.rules.fight import Fighter, fight, fighter

#: the abilities the fight reads, as the scenario format spells them
KEYWORDS = {"first strike": Kw.FIRST_STRIKE, "double strike": Kw.DOUBLE_STRIKE,
            "deathtouch": Kw.DEATHTOUCH, "indestructible": Kw.INDESTRUCTIBLE,
            "trample": Kw.TRAMPLE,
            "assigns combat damage equal to its toughness rather than its power":
                Kw.ASSIGNS_TOUGHNESS}


def test_double_strike_first_strike_and_damage_marked() -> None:
    ds, big, hurt, fs = (Fighter(2, 2, int(Kw.DOUBLE_STRIKE)), Fighter(3, 3, 0),
                         Fighter(1, 1, 0), Fighter(3, 3, int(Kw.FIRST_STRIKE)))
    assert fight(ds, big)[:2] == (True, True)  # 2 + 2 kills it; 3 back kills ds
    assert fight(ds, hurt)[:2] == (False, True)  # first-strike damage kills it first
    assert fight(ds, fs)[:2] == (True, False)  # both strike first: 3 kills ds, 2 < 3


def test_trample_assigns_lethal_first_then_all_once_the_blocker_is_gone() -> None:
    trample = int(Kw.TRAMPLE)
    assert fight(Fighter(5, 5, trample), Fighter(2, 2, 0)) == (False, True, 2, 2, 3)
    assert fight(Fighter(5, 5, trample | int(Kw.DEATHTOUCH)), Fighter(2, 4, 0)) \
        == (False, True, 1, 2, 4)  # lethal from a deathtouch source is 1 (702.19c)
    assert fight(Fighter(3, 3, trample | int(Kw.DOUBLE_STRIKE)), Fighter(1, 2, 0)) \
        == (False, True, 2, 0, 4)  # its blocker dead after the first step: all 3 over
    assert fight(Fighter(3, 3, 0), Fighter(0, 2, int(Kw.INDESTRUCTIBLE))) \
        == (False, False, 3, 0, 0)


def test_the_combat_damage_amount_is_read_from_the_state() -> None:
    """A 0/4 that assigns combat damage equal to its toughness (CR 510.1a) kills a 3/3."""
    state = mtgsim.load({"players": {"A": {}, "B": {}}, "permanents": [
        {"id": "a", "controller": "A", "power": 3, "toughness": 3},
        {"id": "tree", "controller": "B", "power": 0, "toughness": 4, "abilities": [
            "assigns combat damage equal to its toughness rather than its power"]}]})
    assert fighter(state, "tree") == Fighter(4, 4, int(Kw.ASSIGNS_TOUGHNESS))
    assert fight(fighter(state, "a"), fighter(state, "tree"))[:2] == (True, False)


creature = st.fixed_dictionaries({
    "power": st.integers(0, 6), "toughness": st.integers(1, 6),
    "damage": st.integers(0, 5),
    "keywords": st.lists(st.sampled_from(sorted(KEYWORDS)), max_size=3, unique=True)})


def _one_on_one(attacker: dict[str, Any], blocker: dict[str, Any]) -> dict[str, Any]:
    """A board where ``attacker`` (A's) attacks B and is blocked by ``blocker`` alone."""
    def permanent(pid: str, controller: str, fields: dict[str, Any]) -> dict[str, Any]:
        damage = min(fields["damage"], fields["toughness"] - 1)  # it is on the battlefield
        words = fields["keywords"]
        return {"id": pid, "controller": controller, "power": fields["power"],
                "toughness": fields["toughness"], "damage": damage,
                "keywords": [w for w in words if " " not in w or w.endswith("strike")],
                "abilities": [w for w in words if w.startswith("assigns")]}
    return {"players": {"A": {}, "B": {}},
            "permanents": [permanent("a1", "A", attacker), permanent("b1", "B", blocker)],
            "combat": {"attacks": {"a1": "B"}, "blocks": {"b1": "a1"}}}


@settings(max_examples=300, deadline=None, derandomize=True)
@given(creature, creature)
def test_fight_is_what_the_engine_plays(attacker: dict[str, Any],
                                        blocker: dict[str, Any]) -> None:
    """The engine plays the board through both combat damage steps (the attacker assigning
    lethal damage first, then trampling over: the default policy); the pure fight says the
    same deaths and trample damage."""
    state = mtgsim.load(_one_on_one(attacker, blocker))
    fought = fight(fighter(state, "a1"), fighter(state, "b1"))
    outcome = mtgsim.play(state)
    assert fought.a_dies == ("a1" in outcome.died)
    assert fought.b_dies == ("b1" in outcome.died)
    assert fought.through == 20 - outcome.life["B"]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(creature, creature)
def test_the_solver_fast_path_agrees_with_the_fight(attacker: dict[str, Any],
                                                     blocker: dict[str, Any]) -> None:
    """``ai.solver_fight.Fight.quick`` (lethal damage to each blocker, then over) resolves a
    one-on-one fight as the pure fight does."""
    state = mtgsim.load(_one_on_one(attacker, blocker))
    assume(not any(state.keywords(c) & ~SUPPORTED for c in ("a1", "b1")))  # what it models
    fought = fight(fighter(state, "a1"), fighter(state, "b1"))
    result = Fight(Creatures(state), "a1", ("b1",), ordered=False).quick().result
    assert (not result.attacker_alive, not result.blockers_alive[0], result.to_player) \
        == (fought.a_dies, fought.b_dies, fought.through)


BATCH_KEYWORDS = ("first strike", "double strike", "deathtouch", "indestructible", "trample")


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.tuples(st.integers(0, 6), st.integers(1, 6),
                 st.lists(st.sampled_from(BATCH_KEYWORDS), max_size=3, unique=True)),
       st.tuples(st.integers(0, 6), st.integers(1, 6),
                 st.lists(st.sampled_from(BATCH_KEYWORDS), max_size=3, unique=True)))
def test_the_batch_kernel_agrees_with_the_fight(
        attacker: tuple[int, int, list[str]], blocker: tuple[int, int, list[str]]) -> None:
    """The numpy batch kernel (``mtgsim.batch``) resolves a one-on-one fight as the pure
    fight does: who dies, and the damage trampled over to the defending player."""
    from mtgsim import batch

    def bits(words: list[str]) -> int:
        return int(sum((KEYWORDS[w] for w in words), Kw.NONE))

    result = batch.resolve(batch.board([(attacker[0], attacker[1], attacker[2])],
                                       [(blocker[0], blocker[1], blocker[2])], [0]))
    fought = fight(Fighter(attacker[0], attacker[1], bits(attacker[2])),
                   Fighter(blocker[0], blocker[1], bits(blocker[2])))
    assert (bool(result.died_step[0, 0]), bool(result.died_step[0, 3]),
            int(result.player_damage[0, 1])) == (fought.a_dies, fought.b_dies, fought.through)
