"""The tournament's results file (a unit log, ``mtgsim.experiments.harness.records``):
``mtgsim tournament --out FILE.jsonl`` keeps each finished task, ``--resume`` plays only the
missing ones and ends at an uninterrupted run's table; another tournament's file, an unfinished
one started afresh and a damaged file are refused by name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_tournament_command import FAST, run

from mtgsim.experiments import tournament as harness

BOARDS = ["--policies", "random,heuristic", "--boards", "random:30", "--seed", "4"]
#: 30 boards in chunks of 10, two seat assignments
TASKS = 6


def results(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, *args, "--json", *FAST)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def same_table(a: dict[str, Any], b: dict[str, Any]) -> None:
    """Equal but for the decision times, which are measured anew."""
    assert {k: v for k, v in a.items() if k != "time"} == \
        {k: v for k, v in b.items() if k != "time"}


def test_the_file_holds_the_job_and_every_task(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    out = tmp_path / "t.jsonl"
    table = results(capsys, *BOARDS, "--out", str(out))
    header, *tasks = [json.loads(line) for line in out.read_text().splitlines()]
    job = header["job"]
    assert (job["policies"], job["seed"], job["tasks"]) == (["random", "heuristic"], 4, TASKS)
    assert [t["task"] for t in tasks] == list(range(TASKS))
    (pairing,) = table["pairings"]
    # the tasks' tallies add up to the table's: seats 0 (random is A) and 1 (heuristic is A)
    random_wins = sum(t["a_wins"] if t["task"] < 3 else t["b_wins"] for t in tasks)
    draws = sum(t["draws"] for t in tasks)
    assert (pairing["wins"], pairing["draws"]) == (random_wins, draws)
    # a finished run's file is replaced by a new run
    again = results(capsys, *BOARDS, "--out", str(out))
    same_table(table, again)
    assert len(out.read_text().splitlines()) == 1 + TASKS


def test_resume_after_a_cut_plays_the_rest_to_the_same_table(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    whole = results(capsys, *BOARDS)
    out = tmp_path / "t.jsonl"
    results(capsys, *BOARDS, "--out", str(out))
    lines = out.read_text().splitlines()
    out.write_text("\n".join(lines[:3]) + "\n" + lines[3][:40])  # 2 tasks, a third cut short
    played: list[int] = []
    real = harness.run_task

    def counting(task: harness.Task) -> harness.TaskResult:
        played.append(task.index)
        return real(task)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(harness, "run_task", counting)
        resumed = results(capsys, *BOARDS, "--out", str(out), "--resume")
    assert played == [2, 3, 4, 5]  # only the missing tasks, the cut one again
    same_table(whole, resumed)
    assert [json.loads(line)["task"] for line in out.read_text().splitlines()[1:]] == \
        list(range(TASKS))


def test_an_interrupted_run_keeps_its_tasks_and_says_how_to_go_on(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "t.jsonl"
    real = harness.run_task

    def stop_at_third(task: harness.Task) -> harness.TaskResult:
        if task.index == 2:
            raise KeyboardInterrupt
        return real(task)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(harness, "run_task", stop_at_third)
        code, _, err = run(capsys, *BOARDS, "--out", str(out), *FAST)
    assert code == 130 and "--resume" in err and str(out) in err
    assert len(out.read_text().splitlines()) == 1 + 2
    code, _, err = run(capsys, *BOARDS, "--out", str(out), *FAST)  # not afresh by accident
    assert code == 2 and "unfinished tournament (2 of 6 tasks done)" in err
    same_table(results(capsys, *BOARDS), results(capsys, *BOARDS, "--out", str(out),
                                                 "--resume"))


@pytest.mark.parametrize(("change", "named"), [
    (["--seed", "5"], "--seed 4 there, 5 here"),
    (["-n", "2"], "-n 1 there, 2 here"),
    (["--turn-limit", "3"], "--turn-limit 10 there, 3 here"),
])
def test_resuming_another_tournament_is_refused(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path, change: list[str],
                                                named: str) -> None:
    out = tmp_path / "t.jsonl"
    results(capsys, *BOARDS, "--out", str(out))
    args = [*BOARDS, "--out", str(out), "--resume", *FAST]
    for k in range(0, len(change), 2):
        if change[k] in args:
            args[args.index(change[k]) + 1] = change[k + 1]
        else:
            args += change[k:k + 2]
    code, _, err = run(capsys, *args)
    assert code == 2 and "written by another tournament" in err and named in err
    assert "Traceback" not in err


def test_bad_files_and_arguments_are_named(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    code, _, err = run(capsys, *BOARDS, "--resume", *FAST)
    assert code == 2 and "--resume: needs --out" in err
    missing = tmp_path / "none.jsonl"
    code, _, err = run(capsys, *BOARDS, "--out", str(missing), "--resume", *FAST)
    assert code == 2 and str(missing) in err and "nothing to resume" in err
    other = tmp_path / "other.jsonl"
    other.write_text('{"something": "else"}\n')
    code, _, err = run(capsys, *BOARDS, "--out", str(other), "--resume", *FAST)
    assert code == 2 and "not an mtgsim tournament results file" in err
    assert other.read_text() == '{"something": "else"}\n'  # left as it was
    code, _, err = run(capsys, *BOARDS, "--out", str(tmp_path / "t.csv"), *FAST)
    assert code == 2 and "expected a .jsonl file" in err


def test_a_results_file_of_another_format_is_refused_by_its_version(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "t.jsonl"
    results(capsys, *BOARDS, "--out", str(out))
    header, *tasks = out.read_text().splitlines()
    assert json.loads(header)["mtgsim_tournament"] == 1
    later = json.dumps({**json.loads(header), "mtgsim_tournament": 2})
    out.write_text("\n".join([later, *tasks]) + "\n")
    code, _, err = run(capsys, *BOARDS, "--out", str(out), "--resume", *FAST)
    assert code == 2 and "a tournament results file of format 2; this mtgsim reads format 1" \
        in err and "Traceback" not in err
