"""Scenario files: hands and graveyards as lists of cards, and ``[combat] actions``
(sim.io.scenario_cards, sim.engine.agents.ScriptEntry)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import mtgsim
from mtgsim.cli import main
from sim.engine.play import play
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.events import SpellCast, StackResolved
from sim.model.objects import Zone

SHOCK = {"name": "Shock", "types": ["Instant"], "cost": "{R}", "colors": ["R"],
         "text": "Shock deals 2 damage to any target."}


def scenario(actions: list[dict[str, Any]], hand_a: list[Any] | None = None,
             hand_b: list[Any] | None = None, mana_a: str = "{G}",
             mana_b: str = "{R}") -> dict[str, Any]:
    return {
        "players": {"A": {"mana": mana_a, "hand": hand_a if hand_a is not None
                          else ["Giant Growth"]},
                    "B": {"mana": mana_b, "hand": hand_b if hand_b is not None else []}},
        "permanents": [{"id": "a1", "controller": "A", "card": "Grizzly Bears"},
                       {"id": "b1", "controller": "B", "card": "Hill Giant"}],
        "combat": {"attacks": {"a1": "B"}, "blocks": {"b1": "a1"}, "actions": actions},
    }


GROWTH = {"step": "declare_blockers", "player": "A", "cast": "Giant Growth",
          "targets": ["a1"]}


def test_giant_growth_after_blocks_kills_the_blocker_and_saves_the_bears() -> None:
    state = mtgsim.load(scenario([GROWTH]))
    outcome = play(state)
    assert outcome.died == ("b1",)  # 5/5 Bears: 5 damage to the 3/3, 3 to itself
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD  # 608.2n
    assert state.players["A"].mana.total == 0
    cast = [e for e in state.events if isinstance(e, SpellCast)]
    assert [(e.player, e.name, e.targets, e.step) for e in cast] == [
        ("A", "Giant Growth", ("a1",), "declare blockers")]


def test_without_the_trick_the_bears_die() -> None:
    assert play(mtgsim.load(scenario([]))).died == ("a1",)


def test_a_later_entry_is_cast_in_response_and_resolves_first() -> None:
    """A casts Giant Growth; B answers with Shock, which resolves first (LIFO, CR 405.5): the
    2/2 Bears die before the Growth resolves, so it is removed without resolving (608.2b)."""
    shock = {"step": "declare_blockers", "player": "B", "cast": "Shock", "targets": ["a1"]}
    state = mtgsim.load(scenario([GROWTH, shock], hand_b=[SHOCK]))
    outcome = play(state)
    assert outcome.died == ("a1",)
    resolved = [(e.name, e.countered) for e in state.events if isinstance(e, StackResolved)]
    assert resolved == [("Shock", False), ("Giant Growth", True)]
    assert outcome.life == {"A": 20, "B": 20}


def test_hand_cards_get_ids_and_inline_tables() -> None:
    state = mtgsim.load(scenario([], hand_a=["Giant Growth", {"id": "zap", **SHOCK}]))
    hand = {p.id: p.card.name for p in state.cards("A", Zone.HAND)}
    assert hand == {"A:hand:1": "Giant Growth", "zap": "Shock"}


def test_graveyard_list_counts_for_threshold() -> None:
    data = scenario([])
    data["players"]["A"]["graveyard"] = ["Grizzly Bears"] * 3 + [SHOCK]
    state = mtgsim.load(data)
    graveyard = state.cards("A", Zone.GRAVEYARD)
    assert sorted(p.card.name for p in graveyard) == ["Grizzly Bears"] * 3 + ["Shock"]


@pytest.mark.parametrize(("entry", "field", "words"), [
    ({**GROWTH, "cast": "Lightning Bolt"}, "combat.actions[0].cast", "not a card in A's hand"),
    ({**GROWTH, "step": "second main"}, "combat.actions[0].step", "unknown step"),
    ({**GROWTH, "activate": "a1"}, "combat.actions[0]", "exactly one of"),
    ({**GROWTH, "targets": ["nobody"]}, "combat.actions[0].targets[0]", "no player or permanent"),
    ({**GROWTH, "choices": ["maybe"]}, "combat.actions[0].choices[0]", "yes"),
    ({**GROWTH, "divide": [1, 2]}, "combat.actions[0].divide", "each of the entry's targets"),
    ({**GROWTH, "divide": [0]}, "combat.actions[0].divide", "at least 1"),
    ({**GROWTH, "player": "C"}, "combat.actions[0].player", "not a player"),
    ({**GROWTH, "x": -1}, "combat.actions[0].x", "at least 0"),
    ({**GROWTH, "speed": 1}, "combat.actions[0].speed", "unknown field"),
])
def test_bad_entries_name_the_field(entry: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(ScenarioError) as info:
        mtgsim.load(scenario([entry]))
    assert info.value.field == field and words in str(info.value)


def test_an_entry_that_is_illegal_when_it_runs_names_itself() -> None:
    state = mtgsim.load(scenario([GROWTH], mana_a="{R}"))  # Giant Growth costs {G}
    with pytest.raises(IllegalActionError) as info:
        play(state)
    assert "combat.actions[0]" in str(info.value) and "can't pay" in str(info.value)


def test_cli_exits_3_on_an_illegal_entry(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    import json
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario([{**GROWTH, "targets": ["b1"]}], mana_a="{R}")))
    assert main(["run", str(path)]) == 3
    assert "combat.actions[0]" in capsys.readouterr().out


def test_an_entry_that_never_runs_is_warned_about(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    import json
    never = {**GROWTH, "step": "first_strike_damage"}  # nobody has first strike: no such step
    path = tmp_path / "late.json"
    path.write_text(json.dumps(scenario([GROWTH, never])))
    assert main(["run", str(path)]) == 0
    err = capsys.readouterr().err
    assert "combat.actions[1]" in err and "never ran" in err
    assert "combat.actions[0]" not in err
    state = mtgsim.load(scenario([GROWTH, never]))
    play(state)
    assert state.script is not None
    assert [e.label for e in state.script.unused(state)] == ["combat.actions[1]"]


def test_a_trigger_entry_gives_provokes_target() -> None:
    """Krosan Vorine's provoke (CR 702.39a) through the stack: the entry names its target; the
    Giant untaps and must block the Vorine."""
    data = {
        "players": {"A": {}, "B": {}},
        "permanents": [{"id": "vorine", "controller": "A", "card": "Krosan Vorine"},
                       {"id": "giant", "controller": "B", "card": "Hill Giant", "tapped": True}],
        "combat": {"attacks": {"vorine": "B"}, "actions": [
            {"step": "declare_attackers", "player": "A", "trigger": "vorine",
             "targets": ["giant"]}]},
    }
    state = mtgsim.load(data)
    play(state)
    assert not state.permanents["giant"].tapped or "giant" in state.outcome().died
    blocked = [e for e in state.events if e.kind == "blocks"]
    assert [(e.blocker, e.attacker) for e in blocked] == [("giant", "vorine")]


def test_the_example_file_plays_as_its_description_says() -> None:
    root = Path(__file__).resolve().parents[1]
    state = mtgsim.load(str(root / "examples/giant_growth.toml"))
    assert play(state).died == ("bears",)
    assert state.permanents["shock"].zone is Zone.GRAVEYARD
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD  # removed without resolving


def test_a_policy_never_uses_up_a_scripted_card(capsys: pytest.CaptureFixture[str]) -> None:
    """The bundled giant_growth example scripts A's Giant Growth and B's Shock after blocks:
    a random policy deciding the rest cast them earlier, so the script then failed (run exit
    3, montecarlo refused the bundled example). A policy is now never offered a card the file
    casts later (``Script.reserve``): every seed runs, and montecarlo plays the example."""
    example = str(Path(__file__).resolve().parent.parent / "examples" / "giant_growth.toml")
    for seed in range(6):
        assert main(["run", example, "--policy", "random", "--seed", str(seed)]) == 0
    capsys.readouterr()
    assert main(["montecarlo", example, "-n", "30", "--policy", "A=random", "--policy",
                 "B=random", "--workers", "1", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "Traceback" not in json.dumps(report)
    state = mtgsim.load(example)
    decision = state.decision
    while decision is not None and decision.kind != "priority":
        state.apply(state.legal_actions()[0])
        decision = state.decision
    assert decision is not None and state.script is not None
    kept = state.script.reserve(state, "A", state.legal_actions())
    assert all("Giant Growth" not in str(a) and "A:hand" not in str(a) for a in kept)
