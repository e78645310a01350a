"""``sim.variants.puzzle_quest``: MTG Puzzle Quest's combat (``rules = "puzzle-quest"``) — slots,
who attacks, who blocks, damage, the engine hook, scenario files, the command line's ``combat`` and
``slots`` output, the policies and Monte Carlo. The rules are those of "Combat Basics"
(../shared/reference/mtg-puzzle-quest-combat-basics.txt, cited as PQ "<section>"); the choices where
it is silent are docs/puzzle-quest.md. The worked examples are scenario files in
tests/scenarios/puzzle_quest/ (tests/test_scenarios.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from mtgsim.cli import main
from sim.engine import core as engine
from sim.engine.play import run_combat
from sim.io.puzzle_quest_files import DECLARATION_FIELDS
from sim.io.scenario import Scenario
from sim.model.actions import Action, CastSpell
from sim.model.card import CardDef
from sim.model.decisions import Decision, LegalActions
from sim.model.editions import Edition, parse_edition
from sim.model.errors import ScenarioError
from sim.model.events import AttackerDeclared, BlockerDeclared, DamageDealt
from sim.model.keywords import Kw
from sim.model.objects import Stage, Step, Zone
from sim.model.state import GameState
from sim.rules.tokens import create_token
from sim.text import names, parse_ability, parse_keyword
from sim.variants.puzzle_quest import (
    SlotsArranged,
    able_blockers,
    attack_bar,
    blocker_for,
    can_block,
    damage_events,
    room,
    slots,
)

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios" / "puzzle_quest"


def creature(pid: str, controller: str, power: int = 2, toughness: int = 2,
             keywords: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness,
            "keywords": list(keywords), **extra}


def scenario(*permanents: dict[str, Any], **top: Any) -> Scenario:
    data: dict[str, Any] = {"rules": "puzzle-quest", "players": {"A": {}, "B": {}},
                            "permanents": list(permanents), **top}
    return mtgsim.scenario(data)


def board(*permanents: dict[str, Any], **top: Any) -> GameState:
    """A puzzle-quest board, not started."""
    return scenario(*permanents, **top).state.clone()


def played(*permanents: dict[str, Any], **top: Any) -> GameState:
    state = board(*permanents, **top)
    run_combat(state, NoDecisions())
    return state


class NoDecisions:
    """An agent that fails the test if it is ever asked: Puzzle Quest's combat is automatic
    (a board with no cards to cast asks nothing)."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        raise AssertionError(f"asked {decision.kind}: {decision.prompt}")


def attacks(state: GameState) -> list[tuple[str, str]]:
    return [(e.attacker, e.target) for e in state.events if isinstance(e, AttackerDeclared)]


def blocks(state: GameState) -> dict[str, str]:
    return {e.blocker: e.attacker for e in state.events if isinstance(e, BlockerDeclared)}


# --- the edition and the abilities ------------------------------------------------------------

def test_the_edition_is_named_puzzle_quest() -> None:
    assert parse_edition("Puzzle-Quest") is Edition.PUZZLE_QUEST
    assert Edition.PUZZLE_QUEST.value == "puzzle-quest"


@plays("bravery", "berserker", "disabled", "unblockable")
def test_the_puzzle_quest_abilities_parse_and_play() -> None:
    """CR 508.1 and 509.1 as the MTG Puzzle Quest rules change them (their own abilities, no CR rule
    of their own): bravery, berserker and disabled are keywords, 'unblockable' another name of
    'can't be blocked' (509.1b); each is played: the brave creature attacks first, the berserker
    attacks a creature, the disabled one stays home, the unblockable one passes B's wall."""
    assert parse_keyword("Bravery").flags is Kw.BRAVERY
    assert parse_keyword("berserker").flags is Kw.BERSERKER
    assert parse_ability("disabled") is Kw.DISABLED
    assert parse_ability("Unblockable") is Kw.UNBLOCKABLE
    assert names(Kw.UNBLOCKABLE) == ["can't be blocked"]  # the Magic name stays canonical
    state = played(creature("plain", "A", 1, 1),
                   creature("brave", "A", 1, 1, ("bravery",)),
                   creature("rage", "A", 3, 3, ("berserker",)),
                   creature("off", "A", 5, 5, ("disabled",)),
                   creature("ghost", "A", 2, 2, abilities=["unblockable"]),
                   creature("wall", "B", 0, 9, ("defender",)),
                   creature("cub", "B", 1, 1))
    assert [a for a, _ in attacks(state)] == ["brave", "plain", "rage", "ghost"]
    assert dict(attacks(state))["rage"] == "cub"
    # brave (slot 1) takes the wall; the berserker forces the cub; the ghost is unblockable
    assert blocks(state) == {"wall": "brave", "cub": "rage"}
    assert state.players["B"].life == 20 - 1 - 2


# --- slots (PQ "Creature slots") ------------------------------------------------------------

def test_slots_regroup_cast_order_by_defender_reach_vigilance() -> None:
    state = board(creature("p1", "B"), creature("v1", "B", keywords=("vigilance",)),
                  creature("r1", "B", keywords=("reach",)), creature("d1", "B",
                                                                     keywords=("defender",)),
                  creature("p2", "B"), creature("v2", "B", keywords=("vigilance", "reach")),
                  creature("d2", "B", keywords=("defender", "vigilance")))
    assert slots(state, "B") == ["d1", "d2", "r1", "v2", "v1", "p1", "p2"]
    assert slots(state, "A") == []


def test_bravery_is_slot_one_only_during_its_controllers_combat() -> None:
    state = board(creature("wall", "A", 1, 4, ("defender",)),
                  creature("brave", "A", keywords=("bravery",)),
                  creature("bwall", "B", 0, 4, ("defender",)),
                  creature("bbrave", "B", keywords=("bravery",)))
    assert slots(state, "A") == ["brave", "wall"]  # A's combat (A is active)
    assert slots(state, "B") == ["bwall", "bbrave"]  # not B's turn
    run_combat(state, NoDecisions())
    assert state.step is Step.COMBAT_OVER
    assert slots(state, "A") == ["wall", "brave"]  # combat is over: back in its place


def test_a_creature_entering_during_combat_takes_the_next_slot() -> None:
    """Cast order: a creature that enters after the listed ones comes after them, in the
    order of its ``Entered`` event, even when its object was listed earlier (a card in hand
    listed before a token is created)."""
    state = board(creature("p1", "B"), creature("p2", "B"))
    token = CardDef("Soldier", power=1, toughness=1)
    first = create_token(state, "B", token)[0]
    assert slots(state, "B") == ["p1", "p2", first]
    wall = CardDef("Wall", power=0, toughness=3, keywords=Kw.DEFENDER)
    second = create_token(state, "B", wall)[0]
    assert slots(state, "B") == [second, "p1", "p2", first]


def test_slots_without_an_event_stream_follow_the_listing() -> None:
    state = board(creature("b", "A"), creature("a", "A", keywords=("reach",)))
    state.record_events = False
    assert slots(state, "A") == ["a", "b"]
    run_combat(state, NoDecisions())
    assert state.players["B"].life == 16 and state.events == []


# --- attacking (PQ "Attacking") ---------------------------------------------------------------

@pytest.mark.parametrize(("fields", "reason"), [
    ({"sick": True}, "came into play this turn without haste"),
    ({"keywords": ["disabled"]}, "disabled"),
    ({"abilities": ["can't attack"]}, "can't attack"),
    ({"power": 0}, "power 0"),
    ({"power": -1}, "power -1"),
    ({"sick": True, "keywords": ["haste"]}, ""),
    ({"keywords": ["defender"]}, ""),
])
def test_attack_bar(fields: dict[str, Any], reason: str) -> None:
    state = board({**creature("c", "A"), **fields})
    assert attack_bar(state, "c") == reason
    run_combat(state, NoDecisions())
    assert attacks(state) == ([] if reason else [("c", "B")])


def test_nothing_attacks_when_no_creature_can() -> None:
    """No attacker: the combat skips to the end of combat (CR 508.8) and nobody is hurt."""
    state = played(creature("c", "A", 0, 3), creature("w", "B", 0, 3, ("defender",)))
    assert attacks(state) == [] and state.players["B"].life == 20
    steps = {e.step for e in state.events}
    assert "declare blockers" not in steps and "combat damage" not in steps


def test_the_active_player_attacks() -> None:
    """``active_player`` decides whose turn it is: B's creatures attack A."""
    state = played(creature("a", "A", 5, 5), creature("b", "B", 3, 3), active_player="B")
    assert attacks(state) == [("b", "A")]
    assert state.players["A"].life == 17 and state.players["B"].life == 20


# --- blocking (PQ "Blocking") -----------------------------------------------------------------

FLYING, REACH, DEFENDER, VIGILANCE = (int(Kw.FLYING), int(Kw.REACH), int(Kw.DEFENDER),
                                      int(Kw.VIGILANCE))


@pytest.mark.parametrize(("blocker", "attacker", "can"), [
    (DEFENDER, 0, True), (REACH, 0, True), (VIGILANCE, 0, True), (0, 0, False),
    (FLYING, 0, False),
    (REACH, FLYING, True), (FLYING | DEFENDER, FLYING, True), (FLYING | VIGILANCE, FLYING, True),
    (DEFENDER, FLYING, False), (VIGILANCE, FLYING, False), (FLYING, FLYING, False),
    (FLYING | REACH, FLYING, True),
])
def test_can_block(blocker: int, attacker: int, can: bool) -> None:
    assert can_block(blocker, attacker) is can


def test_menace_needs_two_free_blockers() -> None:
    two = board(creature("m", "A", keywords=("menace",)),
                creature("w1", "B", 0, 4, ("defender",)), creature("w2", "B", 0, 4,
                                                                   ("defender",)))
    able = able_blockers(two, "B")
    assert blocker_for(two, "m", able, set()) == "w1"
    assert blocker_for(two, "m", able, {"w1"}) is None  # one left: it bypasses blocking


def test_unblockable_is_never_blocked() -> None:
    state = board(creature("u", "A", abilities=["can't be blocked"]),
                  creature("w", "B", 0, 4, ("reach",)))
    assert blocker_for(state, "u", able_blockers(state, "B"), set()) is None


SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{R}",
         "text": "Shock deals 2 damage to any target."}


def test_a_berserker_whose_creature_is_gone_is_blocked_like_any_other() -> None:
    """docs/puzzle-quest.md: the soldier (slot 1) will be blocked by B's wall, so the berserker
    attacks the next creature free to block, the first spider; B Shocks that spider before
    blockers, and the berserker is then blocked as any creature is: by the second spider."""
    state = board(creature("soldier", "A", 1, 1), creature("rage", "A", 3, 3, ("berserker",)),
                  creature("wall", "B", 0, 5, ("defender",)), creature("cub", "B", 1, 1),
                  creature("spider1", "B", 0, 2, ("reach",)),
                  creature("spider2", "B", 0, 5, ("reach",)),
                  players={"A": {}, "B": {"mana": "{R}", "hand": [SHOCK]}},
                  combat={"actions": [{"step": "declare_attackers", "player": "B",
                                       "cast": "shock", "targets": ["spider1"]}]})
    assert slots(state, "B") == ["wall", "spider1", "spider2", "cub"]
    mtgsim.play(state)
    assert attacks(state) == [("soldier", "B"), ("rage", "spider1")]
    assert blocks(state) == {"wall": "soldier", "spider2": "rage"}
    assert state.outcome().died == ("spider1",)
    assert state.permanents["spider2"].damage == 3 and state.players["B"].life == 20


def test_a_berserker_whose_creature_is_gone_and_no_blocker_left() -> None:
    """The creature a berserker attacks dies before blockers are declared and no creature can
    block it: it is unblocked and deals its damage to the defending player
    (docs/puzzle-quest.md)."""
    state = board(creature("rage", "A", 3, 3, ("berserker",)), creature("cub", "B", 1, 1),
                  creature("bird", "B", 1, 1),
                  players={"A": {}, "B": {"mana": "{R}", "hand": [SHOCK]}},
                  combat={"actions": [{"step": "declare_attackers", "player": "B",
                                       "cast": "shock", "targets": ["cub"]}]})
    mtgsim.play(state)
    assert attacks(state) == [("rage", "cub")]
    assert blocks(state) == {}  # the bird has none of defender, reach, vigilance
    assert state.players["B"].life == 17
    assert [(e.source, e.target, e.amount) for e in state.events
            if isinstance(e, DamageDealt) and e.combat] == [("rage", "B", 3)]


# --- damage (PQ "When a creature is blocked", "Trample", "First Strike", "Double Strike") -----

def test_room_is_toughness_less_damage_and_zero_when_gone() -> None:
    state = board(creature("w", "B", 0, 5, ("defender",), damage=2))
    assert room(state, "w") == 3
    state.permanents["w"].damage = 7
    assert room(state, "w") == 0
    state.permanents["w"].damage = 0
    state.move("w", Zone.GRAVEYARD)
    assert room(state, "w") == 0


def test_damage_events_of_each_step() -> None:
    """The first-strike step has only the strikers: the 8/8 first-strike trampler into the 0/5
    wall is the document's example, 5 and 3; the regular step then has the others (the bear
    and the spider trade), not the first striker again (CR 510.4)."""
    state = board(creature("t", "A", 8, 8, ("trample", "first strike")),
                  creature("b", "A", 2, 2), creature("w", "B", 0, 5, ("defender",)),
                  creature("s", "B", 4, 4, ("reach",)))
    engine.start(state, lambda s: s.step is Step.COMBAT_DAMAGE)
    assert state.step is Step.COMBAT_DAMAGE and state.stage is Stage.TURN_BASED
    assert [(e.source, e.target, e.amount, e.step) for e in state.events
            if isinstance(e, DamageDealt)] == [("t", "w", 5, "first-strike combat damage"),
                                               ("t", "B", 3, "first-strike combat damage")]
    assert state.outcome().died == ("w",)
    assert [(e.source, e.target, e.amount) for e in damage_events(state, False)] == [
        ("b", "s", 2), ("s", "b", 4)]


# --- the engine: no declarations, shared machinery ------------------------------------------

def test_the_same_board_under_current_rules_asks_for_declarations() -> None:
    """The hook is the edition: under "current" the engine asks A to declare attackers."""
    state = board(creature("a", "A"))
    state.rules = Edition.CURRENT
    state.start()
    assert state.decision is not None and state.decision.kind == "declare_attackers"
    pq_state = board(creature("a", "A")).start()
    assert pq_state.decision is None and pq_state.is_terminal()
    assert pq_state.players["B"].life == 18


def test_a_mid_combat_position_round_trips_and_replays() -> None:
    """Stopped at a priority decision (a cast is possible) after blocks: ``to_dict`` round-trips
    (the ``slots`` events included) and the clone plays on to the same end."""
    state = board(creature("t", "A", 3, 3, ("trample",)), creature("w", "B", 0, 4,
                                                                   ("defender",)),
                  players={"A": {"mana": "{G}", "hand": ["Giant Growth"]}, "B": {}}).start()
    while state.decision is not None and state.step is not Step.DECLARE_BLOCKERS:
        state.apply("pass")
    assert state.decision is not None and state.decision.kind == "priority"
    data = json.loads(json.dumps(state.to_dict()))
    copy = GameState.from_dict(data)
    assert copy.to_dict() == state.to_dict()
    assert any(isinstance(e, SlotsArranged) for e in copy.events)
    grow = next(a for a in state.legal_actions() if isinstance(a, CastSpell))
    for game in (state, copy):
        game.apply(grow)
        game.apply("target t")
        while not game.is_terminal():
            game.apply("pass")
    assert copy.to_dict() == state.to_dict()
    assert state.players["B"].life == 18  # 6/6 trampler: 4 to the wall, 2 to B


@pytest.mark.parametrize("name", ["random", "heuristic", "default"])
def test_the_policies_play_puzzle_quest(name: str) -> None:
    """The policies choose only casts and answers; combat itself is automatic."""
    state = board(creature("t", "A", 3, 3, ("trample",)), creature("w", "B", 1, 4,
                                                                   ("defender",)),
                  players={"A": {"mana": "{G}{G}", "hand": ["Giant Growth"]},
                           "B": {"mana": "{R}", "hand": [
                               {"id": "shock", "name": "Shock", "types": ["Instant"],
                                "cost": "{R}", "text": "Shock deals 2 damage to any target."}]}})
    kinds: set[str] = set()

    class Watch:
        def __init__(self) -> None:
            self.inner = mtgsim.policy(name, np.random.default_rng(1))

        def act(self, game: GameState, decision: Decision, legal: LegalActions) -> Action:
            kinds.add(decision.kind)
            return self.inner.act(game, decision, legal)

    mtgsim.play(state, Watch())
    assert state.is_terminal()
    assert kinds and kinds <= {"priority", "choose_target", "choose_mode", "choose_x"}
    assert blocks(state) == {"w": "t"}


# --- scenario files and the command line ------------------------------------------------------

@pytest.mark.parametrize("field", DECLARATION_FIELDS)
def test_a_puzzle_quest_file_may_not_declare(field: str) -> None:
    values: dict[str, Any] = {"attacks": {"a": "B"}, "bands": [], "blocks": {"w": "a"},
                              "damage": {"a": {"w": 2}}, "first_strike_damage": {"a": {"w": 2}},
                              "damage_order": {"a": ["w"]}}
    with pytest.raises(ScenarioError) as info:
        scenario(creature("a", "A"), creature("w", "B", keywords=("defender",)),
                 combat={field: values[field]})
    assert info.value.field == f"combat.{field}"
    assert "(dict)" in str(info.value) and "no declarations" in str(info.value)


def test_a_puzzle_quest_file_has_two_players() -> None:
    with pytest.raises(ScenarioError) as info:
        scenario(creature("a", "A"), players={"A": {}, "B": {}, "C": {}})
    assert info.value.field == "players" and "two-player" in str(info.value)


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_reports_combat_and_slots(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "run", str(SCENARIOS / "berserker_skips_a_used_blocker.toml"),
                           "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == "puzzle-quest"
    assert data["combat"] == {"attackers": {"soldier": "B", "berserker": "bear"},
                              "blocks": {"wall": ["soldier"], "bear": ["berserker"]},
                              "slots": {"A": ["soldier", "berserker"], "B": ["wall"]}}
    assert [e["slots"] for e in data["events"] if e["kind"] == "slots"] == [
        ["soldier", "berserker"], ["wall", "bear"]]


def test_cli_text_shows_the_slots(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "run", str(SCENARIOS / "bravery_first_slot_on_own_turn.toml"))
    assert code == 0
    assert "A's creature slots: 1 brave, 2 wall, 3 bear" in out  # as combat used them
    assert "  A's slots: 1 wall, 2 bear, 3 brave" in out  # after combat
    assert "  B's slots: 1 guard" in out


def test_cli_rules_override_refuses_a_files_declarations(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    path = ROOT / "tests" / "scenarios" / "pq_trample_8_into_5.toml"
    code, out, err = run_cli(capsys, "run", str(path), "--rules", "puzzle-quest")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"{path}: combat.attacks: --rules puzzle-quest" in err
    bare = tmp_path / "bare.toml"
    bare.write_text('[players.A]\n[players.B]\n[[permanents]]\nid = "t"\ncontroller = "A"\n'
                    'power = 8\ntoughness = 8\nkeywords = ["trample"]\n[[permanents]]\n'
                    'id = "w"\ncontroller = "B"\npower = 0\ntoughness = 5\n'
                    'keywords = ["defender"]\n', encoding="utf-8")
    code, out, _ = run_cli(capsys, "run", str(bare), "--rules", "puzzle-quest", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["players"]["B"]["life"] == 17 and data["died"] == ["w"]
    code, out, _ = run_cli(capsys, "run", str(bare), "--json")  # current rules: no attack
    assert json.loads(out)["combat"] == {"attackers": {}, "blocks": {}}
    three = tmp_path / "three.toml"
    three.write_text("[players.A]\n[players.B]\n[players.C]\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "run", str(three), "--rules", "puzzle-quest")
    assert code == 2 and f"{three}: players: --rules puzzle-quest:" in err
    assert "two-player" in err


def test_cli_legal_refuses_puzzle_quest(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "legal", str(SCENARIOS / "trample_8_into_5.toml"),
                             "--step", "attackers")
    assert code == 2 and out == ""
    assert "trample_8_into_5.toml: rules: \"puzzle-quest\" combat is automatic" in err


# --- Monte Carlo ---------------------------------------------------------------------------------

MC_BOARD = """
description = "PQ: a 6/6 trampler into a 0/4 wall; B holds a Shock and may cast it"
rules = "puzzle-quest"
[players.A]
[players.B]
mana = "{R}"
[[players.B.hand]]
id = "shock"
name = "Shock"
types = ["Instant"]
cost = "{R}"
text = "Shock deals 2 damage to any target."
[[permanents]]
id = "t"
controller = "A"
power = 6
toughness = 6
keywords = ["trample"]
[[permanents]]
id = "w"
controller = "B"
power = 0
toughness = 4
keywords = ["defender"]
"""


def test_montecarlo_on_a_puzzle_quest_scenario(tmp_path: Path) -> None:
    """Monte Carlo plays a puzzle-quest scenario: with the default policy (B never casts)
    every play is the document's trample (4 to the wall, 2 to B); with B random, B's Shock
    changes some plays (2 to A, or to the wall: then it has 2 toughness left and 4 trample
    over), the same ones for the same seed, and no play holds a declaration."""
    path = tmp_path / "pq.toml"
    path.write_text(MC_BOARD, encoding="utf-8")
    fixed = mtgsim.montecarlo(path, 40, seed=5, keep=True)
    assert {(p.life["A"], p.life["B"], p.died) for p in fixed.plays} == {(20, 18, ("w",))}
    one = mtgsim.montecarlo(path, 300, seed=5, policies={"B": "random"}, keep=True)
    two = mtgsim.montecarlo(path, 300, seed=5, policies={"B": "random"}, keep=True)
    assert one.plays == two.plays and one.summary() == two.summary()
    outcomes = {(p.life["A"], p.life["B"]) for p in one.plays}
    assert outcomes <= {(20, 18), (18, 18), (20, 16)} and len(outcomes) == 3
    words = {a.split()[0] for p in one.plays for a in p.actions}
    assert not words & {"attack", "block", "assign", "order", "bands"}
