"""``mtgsim.montecarlo``: seeded batches, common random numbers, worker-independent results,
and statistics checked against plain recomputation from the plays."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtgsim.montecarlo import BATCH, mean_interval, montecarlo, wilson

OPEN = """
description = "A's bears and giant may attack; B's bears may block: every choice open"
[players.A]
[players.B]
[[permanents]]
id = "a1"
controller = "A"
card = "Grizzly Bears"
[[permanents]]
id = "a2"
controller = "A"
card = "Hill Giant"
[[permanents]]
id = "b1"
controller = "B"
card = "Grizzly Bears"
"""
RANDOM = {"A": "random", "B": "random"}


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "open.toml"
    path.write_text(OPEN)
    return path


def test_the_same_seed_gives_the_same_plays_whatever_the_workers(board: Path) -> None:
    n = BATCH + 37  # two batches, the last one short
    one = montecarlo(board, n, seed=7, policies=RANDOM, keep=True)
    two = montecarlo(board, n, seed=7, policies=RANDOM, keep=True, workers=2)
    assert one.plays == two.plays and one.summary() == two.summary()
    assert [p.index for p in one.plays] == list(range(n))
    other = montecarlo(board, n, seed=8, policies=RANDOM, keep=True)
    assert other.plays != one.plays  # the random policy really plays differently


def test_alternatives_share_their_random_numbers(board: Path, tmp_path: Path) -> None:
    """Common random numbers: the same scenario twice is played identically."""
    copy = tmp_path / "copy.toml"
    copy.write_text(OPEN)
    result = montecarlo([board, copy], 300, seed=3, policies=RANDOM, keep=True)
    first = [p for p in result.plays if p.scenario == 0]
    second = [p for p in result.plays if p.scenario == 1]
    assert [(p.life, p.died) for p in first] == [(p.life, p.died) for p in second]


def test_the_summary_matches_the_plays(board: Path) -> None:
    """Each figure recomputed from the kept plays by plain arithmetic."""
    result = montecarlo(board, 400, seed=11, policies=RANDOM, keep=True)
    summary = result.summary()[0]
    plays = result.plays
    assert summary["plays"] == 400
    died = sum(1 for p in plays if "b1" in p.died)
    assert summary["died"]["b1"]["p"] == died / 400
    assert (summary["died"]["b1"]["low"], summary["died"]["b1"]["high"]) == wilson(died, 400)
    life = [p.life["B"] for p in plays]
    mean = sum(life) / 400
    sd = math.sqrt(sum((x - mean) ** 2 for x in life) / 399)
    got = summary["means"]["life B"]
    assert got["mean"] == pytest.approx(mean)
    assert got["high"] - got["mean"] == pytest.approx(1.959963984540054 * sd / math.sqrt(400))
    damage = [p.damage.get("B", 0) for p in plays]
    assert summary["means"]["damage B"]["mean"] == pytest.approx(sum(damage) / 400)
    assert all(p.damage.get("B", 0) == 20 - p.life["B"] for p in plays)  # no lifelink here
    assert 0 < died < 400  # the random blocks really vary


def test_wilson_known_values() -> None:
    """Published values of the Wilson score interval (z = 1.96)."""
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


@given(st.lists(st.integers(-50, 50), min_size=2, max_size=40))
def test_mean_interval_against_statistics(values: list[int]) -> None:
    import statistics

    n = len(values)
    mean, lo, hi = mean_interval(sum(values), sum(v * v for v in values), n)
    assert mean == pytest.approx(statistics.fmean(values))
    half = 1.959963984540054 * statistics.stdev(values) / math.sqrt(n)
    assert hi - mean == pytest.approx(half, abs=1e-9)
    assert mean - lo == pytest.approx(half, abs=1e-9)


def test_n_must_be_positive(board: Path) -> None:
    with pytest.raises(ValueError, match="n: expected at least 1 play, got 0"):
        montecarlo(board, 0)


def alternative(tmp_path: Path, name: str, attacks: str) -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text(OPEN + f"[combat]\nattacks = {{ {attacks} }}\n")
    return path


def test_compare_alternatives_with_paired_differences(tmp_path: Path) -> None:
    """Attacking with both against holding back, B blocking at random: attacking is best by
    life difference, surely (the paired interval is above 0), and each figure is the
    recomputed mean of the paired differences."""
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    result = montecarlo([hold, both], 300, seed=5, policies={"B": "random"}, keep=True)
    table = result.compare("life_diff")
    assert table["best"] == str(both)
    (versus,) = table["against"]
    assert versus["scenario"] == str(hold) and versus["sure"]
    diffs = [b.metrics["life_diff"] - h.metrics["life_diff"] for b, h in zip(
        [p for p in result.plays if p.scenario == 1],
        [p for p in result.plays if p.scenario == 0], strict=True)]
    assert versus["difference"] == pytest.approx(sum(diffs) / 300)
    assert table["means"][str(hold)]["mean"] == 0.0  # nobody attacks: 20 - 20
    # damage: only the attacks deal damage to B
    assert result.compare("damage")["means"][str(both)]["mean"] == pytest.approx(
        sum(p.damage.get("B", 0) for p in result.plays if p.scenario == 1) / 300)
    with pytest.raises(ValueError, match="metric: expected one of life_diff, win"):
        result.compare("glory")


# --- mtgsim montecarlo ------------------------------------------------------------------------

def test_cli_json_and_streamed_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    import json

    from mtgsim.cli import main

    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    out = tmp_path / "plays.jsonl"
    assert main(["montecarlo", str(hold), str(both), "-n", "60", "--seed", "4", "--policy",
                 "B=random", "--workers", "1", "--format", "json", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    api = montecarlo([hold, both], 60, seed=4, policies={"B": "random"}, keep=True)
    assert report["scenarios"] == json.loads(json.dumps(api.summary()))
    assert report["comparison"]["best"] == str(both)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == [p.to_json() for p in api.plays]  # every play, in batch order


def test_cli_table_names_the_best_alternative(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from mtgsim.cli import main

    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    assert main(["montecarlo", str(hold), str(both), "-n", "50", "--policy", "B=random",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert f"== {hold}: 50 plays (95% intervals) ==" in out
    assert any(line.startswith(f"  {both}") and line.endswith("<- best")
               for line in out.splitlines())
    assert "(surely better)" in out


@pytest.mark.parametrize(("args", "message"), [
    (["-n", "0"], "argument -n: expected an integer of at least 1, got '0'"),
    (["-n", "5", "--policy", "A=genius"], "--policy: A=genius: expected PLAYER=NAME with NAME"
                                          " one of default, random, heuristic"),
    (["-n", "5", "--policy", "Z=random"], "--policy: Z: no player 'Z' in"),
    (["-n", "5", "--out", "/nonexistent-dir/x.jsonl"], "--out: /nonexistent-dir/x.jsonl: "
                                                      "can't write it"),
    (["-n", "5", "--workers", "0"], "argument --workers: expected an integer of at least 1"),
])
def test_cli_bad_input_is_exit_2(board: Path, capsys: pytest.CaptureFixture[str],
                                 args: list[str], message: str) -> None:
    from mtgsim.cli import main

    try:
        code = main(["montecarlo", str(board), *args])
    except SystemExit as stop:  # argparse's own errors
        code = int(str(stop.code))
    assert code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
