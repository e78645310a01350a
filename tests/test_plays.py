"""``mtgsim.experiments.plays``: the fixed prefix plays what every play makes alike by the
decision-loop driver and stops at the first decision a policy must make; a play's figures and
its record read what happened."""

from __future__ import annotations

import pytest
from mc_boards import OPEN

import mtgsim
from mtgsim.experiments.plays import (
    METRICS,
    PlayRecord,
    advance_forced,
    figures_of,
    fixed_prefix,
    outcome_text,
    record_schema,
)
from sim.model.decisions import DecisionKind


def test_the_prefix_plays_the_files_attack_and_stops_at_the_open_block() -> None:
    state = mtgsim.load(OPEN + '[combat]\nattacks = { a2 = "B" }\n')
    fixed_prefix(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.DECLARE_BLOCKERS
    assert [str(a) for a in state.history] == ["attack a2=B"]
    assert advance_forced(state)  # nothing more to do alike: still that decision
    assert [str(a) for a in state.history] == ["attack a2=B"]


def test_a_play_with_nothing_open_is_played_to_its_end() -> None:
    state = mtgsim.load(OPEN + '[combat]\nattacks = { a2 = "B" }\nblocks = { b1 = "a2" }\n')
    state.record_events = True
    start = len(state.events)
    assert not advance_forced(state) and state.is_terminal()
    figures = figures_of(state, start, actions=True)
    assert figures.died == ("b1",) and figures.damage == {}
    assert figures.text == outcome_text(()) == "nobody lost"
    assert dict(zip(METRICS, figures.values, strict=True)) == {
        "life_diff": 0.0, "win": 0.0, "damage": 0.0, "survival": 1.0}


def test_a_stop_condition_stops_the_prefix_early() -> None:
    state = mtgsim.load(OPEN + '[combat]\nattacks = { a2 = "B" }\n')
    assert not advance_forced(state, lambda s: True)
    assert state.history == []


def test_a_record_is_its_json_line() -> None:
    record = PlayRecord(1, 7, ("B",), {"A": 20, "B": 0}, {"A": 0, "B": 0}, ("b1",), {"B": 3},
                        {"life_diff": 20.0}, ("attack a2=B",))
    assert record.outcome_text == "B lost"
    assert record.to_json() == {"scenario": 1, "index": 7, "outcome": "B lost",
                                "life": {"A": 20, "B": 0}, "poison": {"A": 0, "B": 0},
                                "died": ["b1"], "damage": {"B": 3},
                                "metrics": {"life_diff": 20.0}, "actions": ["attack a2=B"]}


def test_the_parquet_schema_names_the_records_fields() -> None:
    pa = pytest.importorskip("pyarrow")
    plain = record_schema(False)(pa)
    assert plain.names == ["scenario", "index", "outcome", "life", "poison", "died", "damage",
                           "metrics", "actions"]
    assert record_schema(True)(pa).names == [*plain.names, "game"]
