"""``mtgsim montecarlo``: the report, streamed records, plots, bad input (exit 2, never a
traceback), Ctrl-C (exit 130) and a run killed with SIGKILL, each resumed to exactly the
results of an uninterrupted run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mc_boards import OPEN, alternative

from mtgsim.cli import main
from mtgsim.experiments.harness.records import checkpoint_path
from mtgsim.experiments.montecarlo import BATCH, montecarlo

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "open.toml"
    path.write_text(OPEN)
    return path


def test_json_report_and_streamed_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    out = tmp_path / "plays.jsonl"
    assert main(["montecarlo", str(hold), str(both), "-n", "60", "--seed", "4", "--policy",
                 "B=random", "--workers", "1", "--format", "json", "--out", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    api = montecarlo([hold, both], 60, seed=4, policies={"B": "random"}, keep=True)
    assert report == json.loads(json.dumps(api.to_json()))
    assert report["comparison"]["best"] == str(both)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == [p.to_json() for p in api.plays]  # every play, in batch order


def test_table_names_the_best_alternative_and_the_plot_is_drawn(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    picture = tmp_path / "out.png"
    assert main(["montecarlo", str(hold), str(both), "-n", "50", "--policy", "B=random",
                 "--workers", "1", "--plot", str(picture)]) == 0
    out = capsys.readouterr().out
    assert f"== {hold}: 50 plays (95% intervals) ==" in out
    assert any(line.startswith(f"  {both}") and line.endswith("<- best")
               for line in out.splitlines())
    assert "(surely better)" in out
    assert picture.read_bytes().startswith(b"\x89PNG")


def test_the_bundled_alternatives_compare(capsys: pytest.CaptureFixture[str]) -> None:
    """The README's example: attacking with both is better for A than the giant alone."""
    files = sorted(str(p) for p in (ROOT / "examples" / "montecarlo").glob("*.toml"))
    assert main(["montecarlo", *files, "-n", "400", "--policy", "B=random", "--format",
                 "json", "--workers", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["comparison"]["best"].endswith("attack_with_both.toml")
    assert report["comparison"]["against"][0]["sure"]


@pytest.mark.parametrize(("args", "message"), [
    (["-n", "0"], "argument -n: expected an integer of at least 1, got '0'"),
    (["-n", "1000000000000"], "argument -n: expected an integer from 1 to 10,000,000,000"),
    (["-n", "9" * 5000], "argument -n: expected an integer of at least 1"),
    (["-n", "5", "--seed", "-1"], "argument --seed: expected a non-negative integer"),
    (["-n", "5", "--policy", "B=os:system"], "os:system': expected module:Class naming a "
                                             "class with a method act"),
    (["-n", "5", "--policy", "B=os:abort"], "abort is not a class"),
    (["-n", "5", "--policy", "A=genius"], "--policy: A=genius: expected PLAYER=NAME with NAME"
                                          " one of default, random, heuristic, lookahead, "
                                          "solver, mcts or module:Class"),
    (["-n", "5", "--policy", "B=no_such_module_q:Agent"], "unknown policy "
                                                          "'no_such_module_q:Agent'"),
    (["-n", "5", "--policy", "Z=random"], "--policy: Z: no player 'Z' in"),
    (["-n", "5", "--out", "/nonexistent-dir/x.jsonl"], "--out: /nonexistent-dir/x.jsonl: "
                                                      "can't write it"),
    (["-n", "5", "--out", "x.csv"], "--out: x.csv: expected a .jsonl"),
    (["-n", "5", "--resume"], "--resume: needs --out"),
    (["-n", "5", "--plot", "/nonexistent-dir/x.png"], "--plot: /nonexistent-dir/x.png: can't "
                                                     "write it"),
    (["-n", "5", "--plot", "x.docx"], "--plot: x.docx: unsupported extension '.docx'"),
    (["-n", "5", "--scheduler", "tcp://127.0.0.1:1"], "--scheduler: tcp://127.0.0.1:1: goes "
                                                      "with --backend dask"),
    (["-n", "5", "--workers", "0"], "argument --workers: expected an integer of at least 1"),
    (["-n", "5", "--backend", "ray"], "argument --backend: invalid choice: 'ray'"),
])
def test_bad_input_is_exit_2(board: Path, capsys: pytest.CaptureFixture[str],
                             args: list[str], message: str) -> None:
    try:
        code = main(["montecarlo", str(board), *args])
    except SystemExit as stop:  # argparse's own errors
        code = int(str(stop.code))
    assert code == 2
    captured = capsys.readouterr()
    assert message in captured.err and "Traceback" not in captured.err
    assert captured.out == ""  # nothing played


def test_resuming_another_jobs_file_is_exit_2(board: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "plays.jsonl"
    assert main(["montecarlo", str(board), "-n", "20", "--seed", "1", "--out", str(out),
                 "--workers", "1"]) == 0
    before = out.read_bytes()
    capsys.readouterr()
    assert main(["montecarlo", str(board), "-n", "20", "--seed", "2", "--out", str(out),
                 "--resume"]) == 2
    assert "--resume: " + str(out) + ": written by another job: --seed 1 there, 2 here" in (
        capsys.readouterr().err)
    assert out.read_bytes() == before


def _command(board: Path, out: Path, n: int, *extra: str) -> list[str]:
    """The run the interruption tests stop, on the scalar engine."""
    return [sys.executable, "-m", "mtgsim", "montecarlo", str(board), "-n", str(n), "--seed",
            "3", "--policy", "A=random", "--policy", "B=random", "--workers", "1",
            "--engine", "scalar", "--format", "json", "--out", str(out), *extra]


# Runs ``mtgsim`` with its records waiting, once the second batch is written but before its
# checkpoint, for the signal the test sends (it touches the file ``argv[1]`` names when it
# waits): the stop always falls midway, with records on file past the checkpoint (which
# resuming must drop), however fast the machine. Ctrl-C is made to raise KeyboardInterrupt
# even where the tests run with SIGINT ignored (a background job of a non-interactive shell,
# as CI runs one of its two test runs), which Python would otherwise inherit.
_PAUSED = """
import pathlib, signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)
from mtgsim.experiments.harness import records
from mtgsim.cli import main
checkpoint, calls, waiting = records.Records.checkpoint, [], pathlib.Path(sys.argv.pop(1))
def paused(self, result, force=False):
    calls.append(force)
    if len(calls) == 2 and not force:
        waiting.touch()
        time.sleep(120)
    checkpoint(self, result, force)
records.Records.checkpoint = paused
raise SystemExit(main(sys.argv[1:]))
"""


def _run_paused_midway(command: list[str], out: Path) -> subprocess.Popen[str]:
    """Start ``command`` (``_PAUSED``) and return it once it waits."""
    waiting = out.with_name("waiting")
    process = subprocess.Popen([sys.executable, "-c", _PAUSED, str(waiting), *command[3:]],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=ROOT)
    deadline = time.monotonic() + 120
    while not waiting.exists():
        assert process.poll() is None, process.communicate()
        if time.monotonic() > deadline:
            process.kill()
            raise AssertionError("not paused within 120 s")
        time.sleep(0.02)
    return process


N = 8 * BATCH


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object],
                                                                      bytes]:
    folder = tmp_path_factory.mktemp("whole")
    board = folder / "open.toml"
    board.write_text(OPEN)
    out = folder / "plays.jsonl"
    done = subprocess.run(_command(board, out, N), capture_output=True, text=True, cwd=ROOT,
                          check=True)
    return board, json.loads(done.stdout), out.read_bytes()


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGINT])
def test_a_stopped_run_resumes_to_the_uninterrupted_results(
        tmp_path: Path, uninterrupted: tuple[Path, dict[str, object], bytes],
        stop: signal.Signals) -> None:
    """Killed midway (SIGKILL: no chance to clean up; SIGINT: Ctrl-C, exit 130 with the
    partial report), then resumed: the records and the report are exactly those of the
    uninterrupted run."""
    board, report, records = uninterrupted
    out = tmp_path / "plays.jsonl"
    process = _run_paused_midway(_command(board, out, N), out)
    process.send_signal(stop)
    stdout, stderr = process.communicate(timeout=60)
    if stop is signal.SIGINT:
        assert process.returncode == 130, stderr
        assert "Traceback" not in stderr and "--resume" in stderr
        partial = json.loads(stdout)
        assert not partial["complete"]
        assert 0 < partial["scenarios"][0]["plays"] < N
    else:
        assert process.returncode == -signal.SIGKILL
        saved = json.loads(checkpoint_path(out).read_text())
        assert saved["result"]["batches"] == 1  # and the second batch's records past it
        assert 0 < saved["records"]["bytes"] < len(out.read_bytes())
    assert 0 < len(out.read_bytes()) < len(records)
    resumed = subprocess.run(_command(board, out, N, "--resume"), capture_output=True,
                             text=True, cwd=ROOT)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout) == report
    assert out.read_bytes() == records


def test_the_progress_bar_is_off_when_quiet_or_not_a_terminal(board: Path) -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    done = subprocess.run([sys.executable, "-m", "mtgsim", "montecarlo", str(board), "-n",
                           "300", "--workers", "1"], capture_output=True, text=True, env=env,
                          cwd=ROOT)
    assert done.returncode == 0 and "play/s" not in done.stderr


def test_the_engine_flag(board: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--engine batch`` and ``--engine scalar`` print the same report but for the engine's
    name (in the JSON and the table's first line); ``auto`` picks the batch engine for this
    board; ``batch`` refuses, exit 2 and why, a job the kernel can't play."""
    args = ["montecarlo", str(board), "-n", "300", "--seed", "2", "--policy", "A=random",
            "--policy", "B=random", "--workers", "1"]
    reports = {}
    for engine in ("batch", "scalar", "auto"):
        assert main([*args, "--format", "json", "--engine", engine]) == 0
        reports[engine] = json.loads(capsys.readouterr().out)
    assert reports["batch"]["engine"] == reports["auto"]["engine"] == "batch"
    assert reports["scalar"]["engine"] == "scalar" and reports["scalar"]["engine_note"] == ""
    for data in reports.values():
        del data["engine"], data["engine_note"]
    assert reports["batch"] == reports["scalar"] == reports["auto"]
    tables = {}
    for engine in ("batch", "scalar"):
        assert main([*args, "--engine", engine]) == 0
        tables[engine] = capsys.readouterr().out.splitlines()
    assert tables["batch"][0] == "== engine: batch (combats resolved by the mtgsim.batch kernel) =="
    assert tables["scalar"][0] == "== engine: scalar =="
    assert tables["batch"][1:] == tables["scalar"][1:]
    assert main(["montecarlo", str(board), "-n", "5", "--policy", "A=heuristic", "--engine",
                 "batch"]) == 2
    captured = capsys.readouterr()
    assert "batch: the batch engine can't play this job: player A's policy 'heuristic' has " \
           "no batched form" in captured.err and captured.out == ""
    assert "Traceback" not in captured.err
    assert main(["montecarlo", str(board), "-n", "5", "--policy", "A=heuristic"]) == 0
    assert capsys.readouterr().out.startswith("== engine: scalar (batch kernel not used: "
                                              "player A's policy 'heuristic'")


def test_an_illegal_scripted_action_exits_3_as_run_does(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    """The same file with a block the rules forbid (a bear blocking a flyer, CR 702.9b):
    ``run`` exits 3 (an illegal action); ``montecarlo`` exited 2 (bad input) for it, and
    now exits 3 too, its message naming the scenario and the broken rule."""
    flyer = OPEN.replace("Hill Giant", "Serra Angel") + '[combat]\nattacks = { a2 = "B" }\n'
    bad = tmp_path / "bad.toml"
    bad.write_text(flyer + 'blocks = { b1 = "a2" }\n')
    assert main(["run", str(bad)]) == 3
    capsys.readouterr()
    assert main(["montecarlo", str(bad), "-n", "3", "--workers", "1"]) == 3
    err = capsys.readouterr().err
    assert err.startswith("mtgsim: error: scenario 1") and "flying" in err
    assert "Traceback" not in err
