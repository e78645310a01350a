"""Scenario actions in the main phases around combat (sim.io.scenario_cards, the timing of
sim.io.scenario_board, sim.engine.agents.Script): sorcery-speed casts, activations and land
plays in ``precombat_main`` and ``postcombat_main``, and the bad input they can be."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import cards
import mtgsim
from mtgsim.cli import main
from sim.engine.play import play
from sim.io.scenario import parse_scenario
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.events import LandPlayed, SpellCast, StackResolved
from sim.model.objects import Span, Step, Zone

ROOT = Path(__file__).resolve().parents[1]

BOLT = {"id": "bolt", "name": "Forked Bolt", "types": ["Sorcery"], "colors": ["R"],
        "cost": "{R}",
        "text": "Forked Bolt deals 2 damage divided as you choose among one or two targets."}
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{R}", "colors": ["R"],
         "text": "Shock deals 2 damage to any target."}


def board(actions: list[dict[str, Any]], hand_a: list[Any] | None = None,
          hand_b: list[Any] | None = None, **top: Any) -> dict[str, Any]:
    """Bears blocked by a Hill Giant; A has a Forest, a Mountain in hand and Forked Bolt."""
    return {
        **top,
        "players": {"A": {"hand": hand_a if hand_a is not None
                          else [{"id": "mountain", "card": "Mountain"}, BOLT]},
                    "B": {"hand": hand_b if hand_b is not None else []}},
        "permanents": [{"id": "forest", "controller": "A", "card": "Forest"},
                       {"id": "bears", "controller": "A", "card": "Grizzly Bears"},
                       {"id": "giant", "controller": "B", "card": "Hill Giant"}],
        "combat": {"attacks": {"bears": "B"}, "blocks": {"giant": "bears"}, "actions": actions},
    }


LAND = {"step": "precombat_main", "player": "A", "play": "mountain"}
SORCERY = {"step": "postcombat_main", "player": "A", "cast": "bolt", "targets": ["giant"]}


def test_the_example_plays_the_whole_turn_as_its_description_says() -> None:
    """examples/after_combat.toml: the land precombat, Giant Growth after blocks, Forked Bolt
    after combat finishing the damage-marked Giant (CR 120.6, 704.5g)."""
    scenario = mtgsim.scenario(str(ROOT / "examples/after_combat.toml"))
    assert (scenario.state.step, scenario.state.span) == (Step.PRECOMBAT_MAIN, Span.TURN)
    state = scenario.state.clone()
    outcome = play(state)
    assert outcome.died == ("bears1", "giant")
    assert outcome.life == {"A": 20, "B": 15}
    assert [(e.card, e.step) for e in state.events if isinstance(e, LandPlayed)] == [
        ("mountain", "precombat main")]
    assert [(e.name, e.targets, e.step) for e in state.events if isinstance(e, SpellCast)] == [
        ("Giant Growth", ("bears2",), "declare blockers"),
        ("Forked Bolt", ("giant",), "postcombat main")]
    assert state.step is Step.TURN_OVER
    assert state.script is not None and not state.script.unused(state)


def test_a_file_without_main_phase_actions_keeps_its_combat_span() -> None:
    state = mtgsim.scenario(board([])).state
    assert (state.step, state.span) == (Step.BEGINNING_OF_COMBAT, Span.COMBAT)


@pytest.mark.parametrize(("actions", "top", "start", "span"), [
    ([LAND], {}, Step.PRECOMBAT_MAIN, Span.TURN),
    ([SORCERY], {}, Step.BEGINNING_OF_COMBAT, Span.TURN),
    ([LAND, SORCERY], {}, Step.PRECOMBAT_MAIN, Span.TURN),
    ([SORCERY], {"step": "upkeep"}, Step.UPKEEP, Span.TURN),
    ([LAND], {"until": "end of game"}, Step.PRECOMBAT_MAIN, Span.GAME),
    ([{**SORCERY, "step": "postcombat main"}], {}, Step.BEGINNING_OF_COMBAT, Span.TURN),
])
def test_main_phase_actions_set_where_the_play_starts_and_ends(
        actions: list[dict[str, Any]], top: dict[str, Any], start: Step, span: Span) -> None:
    """A precombat main action starts the play there; a postcombat one plays on to the end of
    the turn; a `step` or `until` the file gives is kept."""
    state = mtgsim.scenario(board(actions, **top)).state
    assert (state.step, state.span) == (start, span)


def test_the_sorcery_after_combat_finishes_the_damaged_blocker() -> None:
    state = mtgsim.load(board([LAND, SORCERY]))
    outcome = play(state)
    assert outcome.died == ("bears", "giant")
    assert state.permanents["bolt"].zone is Zone.GRAVEYARD
    assert state.permanents["mountain"].tapped


def test_without_the_sorcery_the_giant_survives_and_its_damage_wears_off() -> None:
    state = mtgsim.load(board([LAND], until="end of turn"))
    outcome = play(state)
    assert outcome.died == ("bears",)
    assert state.permanents["giant"].damage == 0  # removed in the cleanup step (514.2)


def test_sorcery_speed_entries_wait_for_the_stack_to_empty() -> None:
    """Two creature spells in one main phase: the second is cast once the first has resolved
    (CR 307.1), not in response to it."""
    hand = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]
    data = board([{"step": "precombat_main", "player": "A", "cast": "b1"},
                  {"step": "precombat_main", "player": "A", "cast": "b2"}], hand_a=hand)
    data["permanents"] += [{"id": f"forest{i}", "controller": "A", "card": "Forest"}
                           for i in range(2, 5)]
    state = mtgsim.load(data)
    play(state)
    order = [(type(e).__name__, getattr(e, "item", "")) for e in state.events
             if isinstance(e, SpellCast | StackResolved)]
    assert order == [("SpellCast", "s1"), ("StackResolved", "s1"),
                     ("SpellCast", "s2"), ("StackResolved", "s2")]
    assert {state.permanents[c].zone for c in ("b1", "b2")} == {Zone.BATTLEFIELD}


def test_an_instant_in_the_opponents_main_phase() -> None:
    """B, not the active player, may cast an instant in A's postcombat main phase (117.1a)."""
    shock = {"step": "postcombat_main", "player": "B", "cast": "shock", "targets": ["A"]}
    data = board([shock], hand_b=[SHOCK])
    data["permanents"].append({"id": "b_mountain", "controller": "B", "card": "Mountain"})
    outcome = play(mtgsim.load(data))
    assert outcome.life == {"A": 18, "B": 20}


def test_a_sorcery_that_cant_be_paid_for_stops_the_run_naming_the_entry(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Whether the spell can be paid for is the engine's verdict when it runs (no Mountain
    played: the Forest makes no red)."""
    state = mtgsim.load(board([SORCERY]))
    with pytest.raises(IllegalActionError) as info:
        play(state)
    assert "combat.actions[0]" in str(info.value) and "can't pay" in str(info.value)
    assert "postcombat main phase" in str(info.value)
    path = tmp_path / "unpaid.json"
    path.write_text(json.dumps(board([SORCERY])))
    assert main(["run", str(path)]) == 3
    assert "combat.actions[0]" in capsys.readouterr().out


def test_a_land_entry_reads_as_one_in_messages() -> None:
    script = mtgsim.scenario(board([LAND])).script
    assert str(script.entries[0]) == \
        "combat.actions[0] (A: play mountain, precombat main phase)"


GROWTH = {"step": "declare_blockers", "player": "A", "cast": "Giant Growth",
          "targets": ["bears"]}
SECOND_LAND = {"id": "forest2", "card": "Forest"}
JACE = {"id": "jace", "controller": "A", "card": "Jace Beleren"}


@pytest.mark.parametrize(("actions", "extra", "field", "words"), [
    # a sorcery in a combat step
    ([{**SORCERY, "step": "combat_damage"}], {}, "combat.actions[0].step",
     "not in the combat damage step; accepted here: precombat_main, postcombat_main"),
    # a creature spell in a combat step
    ([{"step": "declare_attackers", "player": "A", "cast": "b"}],
     {"hand_a": [{"id": "b", "card": "Grizzly Bears"}]}, "combat.actions[0].step",
     "Grizzly Bears, neither an instant nor a card with flash, is cast only in a main phase"),
    # a sorcery by the player whose turn it isn't
    ([{**SORCERY, "player": "B", "cast": "bolt2"}],
     {"hand_b": [{**BOLT, "id": "bolt2"}]}, "combat.actions[0].player",
     "this turn is A's (active_player), not B's"),
    # a land in a combat step
    ([{**LAND, "step": "declare_blockers"}], {}, "combat.actions[0].step",
     "a land is played only in a main phase"),
    # a land played twice
    ([LAND, {**LAND, "step": "postcombat_main", "play": "forest2"}],
     {"hand_a": [{"id": "mountain", "card": "Mountain"}, SECOND_LAND]},
     "combat.actions[1].play", "already plays a land in combat.actions[0]"),
    # a land by the player whose turn it isn't
    ([{**LAND, "player": "B", "play": "forest2"}], {"hand_b": [SECOND_LAND]},
     "combat.actions[0].player", "CR 305.1"),
    # a land cast, a spell played
    ([{**LAND, "cast": "mountain", "play": None}], {}, "combat.actions[0].cast",
     "is a land: it is played"),
    ([{**LAND, "play": "bolt"}], {}, "combat.actions[0].play", "Forked Bolt is not a land"),
    ([{**LAND, "play": "Island"}], {}, "combat.actions[0].play", "not a card in A's hand"),
    # two kinds at once
    ([{**LAND, "cast": "bolt"}], {}, "combat.actions[0]", "exactly one of"),
    # unknown step
    ([{**LAND, "step": "main 2"}], {}, "combat.actions[0].step",
     "unknown step 'main 2'; accepted: precombat_main, beginning_of_combat"),
    # a phase outside the play
    ([LAND], {"step": "beginning of combat"}, "combat.actions[0].step",
     "the play starts at the beginning of combat step"),
    ([SORCERY], {"step": "end"}, "combat.actions[0].step", "the play starts at the end step"),
    ([SORCERY], {"until": "end of combat"}, "combat.actions[0].step",
     "the play ends with the combat phase"),
    # a loyalty ability in a combat step (CR 606.3)
    ([{"step": "declare_blockers", "player": "A", "activate": "jace", "ability": 0}],
     {"jace": True}, "combat.actions[0].step", "a loyalty ability is activated only in a main"),
])
def test_bad_main_phase_entries_name_the_file_and_field(
        actions: list[dict[str, Any]], extra: dict[str, Any], field: str, words: str) -> None:
    hands = {k: v for k, v in extra.items() if k.startswith("hand")}
    top = {k: v for k, v in extra.items() if k in ("step", "until")}
    data = board([{k: v for k, v in a.items() if v is not None} for a in actions], **hands,
                 **top)
    if extra.get("jace"):
        data["permanents"].append(JACE)
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "turn.toml", cards.default_pool())
    assert info.value.field == field, str(info.value)
    assert words in str(info.value)
    assert str(info.value).startswith(f"turn.toml: {field}: ")


def test_a_bad_entry_is_exit_2_on_the_cli(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "combat_sorcery.json"
    path.write_text(json.dumps(board([{**SORCERY, "step": "declare_blockers"}])))
    assert main(["run", str(path)]) == 2
    err = capsys.readouterr().err
    assert "combat_sorcery.json: combat.actions[0].step:" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_instants_stay_legal_in_combat_steps() -> None:
    """The new checks leave instant-speed entries as they were."""
    data = board([GROWTH], hand_a=["Giant Growth"])
    assert play(mtgsim.load(data)).died == ("giant",)
