"""benchmarks/run.py: its boards load and play to their known results, and the runner works.
Nothing here asserts on timings."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "benchmarks" / "run.py"


def _load_runner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("benchmarks_run", RUNNER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up while decorating
    spec.loader.exec_module(module)
    return module


run = _load_runner()
BOARDS = {b.key: b for b in run.BOARDS}


def test_every_board_file_is_a_benchmark() -> None:
    files = {p.name for p in (ROOT / "benchmarks" / "boards").glob("*.toml")}
    assert files == {b.file for b in run.BOARDS}
    assert set(BOARDS) == {"a", "b", "c"}


@pytest.mark.parametrize("record_events", [True, False])
@pytest.mark.parametrize("key", ["a", "b", "c"])
def test_board_plays_to_its_result(key: str, record_events: bool) -> None:
    board = BOARDS[key]
    state = run.play(board, record_events)
    assert run.check(board, state) == []
    assert bool(state.events) == record_events


def test_a_both_creatures_die() -> None:
    state = run.play(BOARDS["a"])
    assert run.died(state) == {"bears", "rats"}
    assert {p: q.life for p, q in state.players.items()} == {"A": 20, "B": 20}
    reasons = {e["permanent"]: e["reason"] for e in state.events if e["kind"] == "dies"}
    assert "deathtouch" in reasons["bears"]


def test_b_defender_loses_one_life() -> None:
    state = run.play(BOARDS["b"])
    assert state.players["B"].life == 19
    assert run.died(state) == {"bears"}
    damage = {(e["source"], e["target"]): e["amount"] for e in state.events
              if e["kind"] == "damage"}
    assert damage[("giant", "bears")] == 2 and damage[("giant", "B")] == 1


def test_c_has_two_damage_steps_and_several_blocks() -> None:
    state = run.play(BOARDS["c"])
    steps = [e["step"] for e in state.events if e["kind"] == "damage"]
    assert "first-strike combat damage" in steps and "combat damage" in steps
    blocks = [e for e in state.events if e["kind"] == "blocks"]
    assert len(blocks) == 4
    assert {p: q.life for p, q in state.players.items()} == {"A": 24, "B": 16}


def test_check_reports_a_wrong_result() -> None:
    board = BOARDS["a"]
    state = run.load(board).state.clone()  # never played: nobody died
    problems = run.check(board, state)
    assert any("died" in p for p in problems) and any("after combat" in p for p in problems)


def test_benchmark_result_shape() -> None:
    result = run.benchmark([BOARDS["a"]], repeats=2, seconds=0.001)
    (entry,) = result["boards"]
    assert entry["key"] == "a"
    for key in ("events_on", "events_off"):
        assert len(entry[key]["runs_per_s"]) == 2
        assert entry[key]["median_per_s"] > 0 and entry[key]["us_per_combat"] > 0
    names = [r["name"] for r in entry["references"]]
    assert names[0] == "target" and len(names) == 3
    assert all(r["ratio"] > 0 for r in entry["references"])
    assert "combats/s" in run.format_report(result)


@pytest.mark.parametrize("how", [["benchmarks/run.py"], ["-m", "benchmarks.run"]])
def test_runner_command_line(how: list[str]) -> None:
    proc = subprocess.run([sys.executable, *how, "--repeats", "1", "--seconds", "0.001",
                           "--json"], cwd=ROOT, capture_output=True, text=True, check=True)
    result = json.loads(proc.stdout)
    assert [b["key"] for b in result["boards"]] == ["a", "b", "c"]
    assert result["repeats"] == 1


def test_runner_text_report_names_the_quoted_figures() -> None:
    proc = subprocess.run([sys.executable, str(RUNNER), "--repeats", "1", "--seconds", "0.001",
                           "--board", "a"], cwd=ROOT, capture_output=True, text=True, check=True)
    out = proc.stdout
    assert "combats/s" in out and "us/combat" in out and "events off" in out
    assert "not measured here" in out and "phase.rs" in out and "managym" in out
