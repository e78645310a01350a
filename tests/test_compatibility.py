"""Files written before the restructuring of issue 27 (by commit 541c006, with
``fixtures/before_restructure/make_fixtures.py``) still work: positions saved with
``to_dict`` load with ``from_dict`` (format 1: a pending decision's kind a plain string) and
play on exactly as they did then, and an interrupted Monte Carlo run resumes to the report the
uninterrupted run gave then."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

import mtgsim
from mtgsim.cli import main
from sim import GameState
from sim.io.serialize import StateFormatError
from sim.model.decisions import DecisionKind

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "before_restructure"
STATES = sorted(p.stem for p in (FIXTURES / "states").glob("*.json"))


@pytest.mark.parametrize("name", STATES)
def test_a_position_saved_before_plays_on_as_it_did(name: str) -> None:
    data = json.loads((FIXTURES / "states" / f"{name}.json").read_text())
    assert data["state"]["format"] == 1
    state = GameState.from_dict(data["state"])
    expect = data["expect"]
    decision = state.decision
    assert decision is not None and decision.kind == expect["decision"]
    assert isinstance(decision.kind, DecisionKind)  # read into the enum
    before = len(state.history)
    outcome = mtgsim.play(state, "random", np.random.default_rng(expect["seed"]))
    assert outcome.to_dict() == expect["outcome"]
    assert [str(a) for a in state.history[before:]] == expect["history"]
    saved = state.to_dict()  # saved again, in today's format
    assert saved["format"] == 2 and GameState.from_dict(saved).to_dict() == saved


def test_an_unknown_format_is_refused_with_its_number() -> None:
    data = json.loads((FIXTURES / "states" / f"{STATES[0]}.json").read_text())["state"]
    with pytest.raises(StateFormatError, match=r"format 1 or 2.*\(format: 7\)"):
        GameState.from_dict({**data, "format": 7})


def test_values_of_the_wrong_type_or_combat_off_the_battlefield_are_refused() -> None:
    """``from_dict`` accepted ``life: "twenty"`` and a creature in combat not on the
    battlefield, which then failed deep in the engine (TypeError, KeyError): now refused at
    once, naming the class and field, or the creature (CR 506.4)."""
    state = mtgsim.load({"players": {"A": {}, "B": {}}, "permanents": [
        {"id": "a1", "controller": "A", "card": "Grizzly Bears"}],
        "combat": {"attacks": {"a1": "B"}}})
    state.apply("attack a1=B")
    data = json.loads(json.dumps(state.to_dict()))
    assert GameState.from_dict(data).to_dict() == data
    bad = json.loads(json.dumps(data))
    bad["state"]["players"]["A"]["life"] = "twenty"
    with pytest.raises(StateFormatError, match=r"Player\.life: expected int, got 'twenty'"):
        GameState.from_dict(bad)
    bad = json.loads(json.dumps(data))
    bad["state"]["players"]["B"]["lost"] = 1
    with pytest.raises(StateFormatError, match=r"Player\.lost: expected bool, got 1"):
        GameState.from_dict(bad)
    gone = json.loads(json.dumps(data))
    perms = gone["state"]["permanents"]
    perms["a1"]["zone"] = {"$e": "Zone", "v": "graveyard"}
    with pytest.raises(StateFormatError, match=r"'a1' is in combat but not a permanent on"):
        GameState.from_dict(gone)


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(list(argv))
    return code, out.getvalue()


def test_a_montecarlo_run_interrupted_before_resumes_to_its_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the job names its scenarios by these relative paths
    args = json.loads((FIXTURES / "montecarlo" / "args.json").read_text())
    part = tmp_path / "part.jsonl"
    shutil.copy(FIXTURES / "montecarlo" / "part.jsonl", part)
    shutil.copy(FIXTURES / "montecarlo" / "part.jsonl.checkpoint.json",
                tmp_path / "part.jsonl.checkpoint.json")
    code, resumed = _run(*args, "--out", str(part), "--resume")
    assert code == 0
    assert json.loads(resumed) == json.loads((FIXTURES / "montecarlo" / "report.json")
                                             .read_text())
    whole = tmp_path / "whole.jsonl"
    assert _run(*args, "--out", str(whole))[0] == 0
    assert part.read_bytes() == whole.read_bytes()
