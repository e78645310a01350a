"""``mtgsim.experiments.harness.checkpoints``: resume only what continues exactly.

A checkpoint seals its own content and the records it counts (SHA-256); ``--resume`` refuses,
naming the file and the field, records cut short or changed, an edited or malformed
checkpoint, and damaged running sums. A full disk stops the run with one message, keeping
every batch the last checkpoint counts; a process killed at any point of the writing
(SIGKILL, tested at 20 points for JSON lines and for Parquet) resumes to the records and report
of a run never stopped.
"""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import signal
from pathlib import Path
from typing import Any

import pytest
from mc_boards import RANDOM, alternative

from mtgsim.cli import main
from mtgsim.experiments.harness import checkpoints, records
from mtgsim.experiments.harness.checkpoints import seal
from mtgsim.experiments.harness.records import RecordsWriteError, checkpoint_path
from mtgsim.experiments.montecarlo import BatchResult, Interrupted, montecarlo
from sim.model.errors import ScenarioError

SMALL = 25  # plays a batch here (the job records it)
N = 7 * SMALL - 5  # seven batches


@pytest.fixture(autouse=True)
def small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mtgsim.experiments.montecarlo.BATCH", SMALL)


@pytest.fixture
def pair(tmp_path: Path) -> list[Path]:
    return [alternative(tmp_path, "hold", ""), alternative(tmp_path, "both",
                                                             'a1 = "B", a2 = "B"')]


def _stop_after(batch: int):  # type: ignore[no-untyped-def]
    def press(done: BatchResult) -> None:
        if done.batch == batch:
            raise KeyboardInterrupt
    return press


def _interrupted(pair: list[Path], out: Path, batch: int = 1) -> None:
    with pytest.raises(Interrupted):
        montecarlo(pair, N, seed=3, policies=RANDOM, out=out, on_batch=_stop_after(batch))


def _resume(pair: list[Path], out: Path) -> Any:
    return montecarlo(pair, N, seed=3, policies=RANDOM, out=out, resume=True)


def test_records_cut_short_are_refused_not_padded(pair: list[Path], tmp_path: Path) -> None:
    """A records file cut to half of what its checkpoint counts: refused, and left as it is
    (it used to be "resumed" by padding it with NUL bytes)."""
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    half = out.read_bytes()[: out.stat().st_size // 2]
    out.write_bytes(half)
    with pytest.raises(ScenarioError, match="fewer than the .* its checkpoint counts"):
        _resume(pair, out)
    assert out.read_bytes() == half


def test_changed_records_are_refused(pair: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    data = bytearray(out.read_bytes())
    data[100] = ord("7") if data[100] != ord("7") else ord("8")
    out.write_bytes(bytes(data))
    with pytest.raises(ScenarioError, match="differ from those the checkpoint was saved with"):
        _resume(pair, out)


def test_records_past_the_checkpoint_are_dropped_and_played_again(
        pair: list[Path], tmp_path: Path) -> None:
    """Bytes after what the checkpoint counts (a unit written, then the process killed before
    its checkpoint; a line cut in the middle) are not an error: they are played again."""
    whole = tmp_path / "whole.jsonl"
    expected = montecarlo(pair, N, seed=3, policies=RANDOM, out=whole)
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    with out.open("ab") as f:
        f.write(b'{"scenario": 0, "index": 99, "cut sh')
    assert _resume(pair, out).to_json() == expected.to_json()
    assert out.read_bytes() == whole.read_bytes()


def test_an_edited_checkpoint_is_refused_by_its_checksum(pair: list[Path],
                                                         tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    checkpoint = checkpoint_path(out)
    saved = json.loads(checkpoint.read_text())
    saved["result"]["tallies"][0]["plays"] = 1  # an edited tally
    checkpoint.write_text(json.dumps(saved))
    with pytest.raises(ScenarioError, match="checksum: the checkpoint's content differs"):
        _resume(pair, out)


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d.pop("job"), "job: missing"),
    (lambda d: d.pop("result"), "result: missing"),
    (lambda d: d.update(records=[1]), "records: "),
    (lambda d: d["records"].update(bytes="many"), "records.bytes: 'many'"),
    (lambda d: d["records"].update(format="csv"), "records.format: 'csv'"),
    (lambda d: d["result"].update(batches=-2), "result.batches: -2"),
    (lambda d: d.update(complete="yes"), "complete: 'yes'"),
    (lambda d: d["records"].pop("sha256"), "records.sha256: missing"),
])
def test_a_malformed_checkpoint_names_its_field(pair: list[Path], tmp_path: Path, edit: Any,
                                                field: str) -> None:
    """Even sealed again (a consistent checksum), a checkpoint of the wrong shape is one
    message naming the file and the field, never a KeyError or TypeError."""
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    checkpoint = checkpoint_path(out)
    saved = json.loads(checkpoint.read_text())
    edit(saved)
    checkpoint.write_text(json.dumps(seal(saved)))
    with pytest.raises(ScenarioError, match=f"checkpoint.json: {field}"):
        _resume(pair, out)


def test_damaged_running_sums_are_a_message(pair: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    checkpoint = checkpoint_path(out)
    saved = json.loads(checkpoint.read_text())
    saved["result"]["tallies"] = [{"nothing": 1}]
    checkpoint.write_text(json.dumps(seal(saved)))
    with pytest.raises(ScenarioError, match="result: the running sums can't be read"):
        _resume(pair, out)


def test_a_format_1_checkpoint_cut_mid_line_is_refused(pair: list[Path],
                                                       tmp_path: Path) -> None:
    """Format 1 (before checksums) is still resumed, but its lengths are checked: a count
    that ends in the middle of a line can't be continued exactly."""
    out = tmp_path / "plays.jsonl"
    _interrupted(pair, out)
    checkpoint = checkpoint_path(out)
    saved = json.loads(checkpoint.read_text())
    saved.pop("checksum")
    saved["mtgsim_checkpoint"] = 1
    saved["records"] = {"format": "jsonl", "bytes": saved["records"]["bytes"] - 5}
    checkpoint.write_text(json.dumps(saved))
    with pytest.raises(ScenarioError, match="don't end a line"):
        _resume(pair, out)


def test_a_changed_or_missing_parquet_part_is_refused(pair: list[Path], tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pyarrow.parquet")
    monkeypatch.setattr(records, "PART_BATCHES", 2)
    out = tmp_path / "plays.parquet"
    _interrupted(pair, out, batch=4)
    parts = out.with_name(out.name + ".parts")
    first = parts / "part-00000.parquet"
    kept = first.read_bytes()
    first.write_bytes(kept[:-9] + b"123456789")
    with pytest.raises(ScenarioError, match="part part-00000.parquet differs"):
        _resume(pair, out)
    first.unlink()
    with pytest.raises(ScenarioError, match="part part-00000.parquet .* can't be read"):
        _resume(pair, out)


class _FullFile:
    """A records file on a disk that fills up: the ``fail_at``-th write puts half its bytes
    on the disk, then fails with ENOSPC."""

    def __init__(self, file: Any, fail_at: int) -> None:
        self.file, self.fail_at, self.writes = file, fail_at, 0

    def write(self, data: bytes) -> int:
        self.writes += 1
        if self.writes == self.fail_at:
            self.file.write(data[: len(data) // 2])
            self.file.flush()
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return int(self.file.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.file, name)


def _disk_full_at(monkeypatch: pytest.MonkeyPatch, kind: str, after: int) -> None:
    """Writes fail with ENOSPC once ``after`` units (JSON lines) or parts (Parquet) are
    written, as on a full disk."""
    if kind == "jsonl":
        init = records.JsonLines.__init__

        def full(self: records.JsonLines, *args: Any, **kw: Any) -> None:
            init(self, *args, **kw)
            self.file = _FullFile(self.file, after + 1)  # type: ignore[assignment]
        monkeypatch.setattr(records.JsonLines, "__init__", full)
        return
    count = [0]
    replace = os.replace

    def full_replace(src: Any, dst: Any) -> None:
        if ".parts" in str(dst):
            count[0] += 1
            if count[0] > after:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        replace(src, dst)
    monkeypatch.setattr("mtgsim.experiments.harness.records.os.replace", full_replace)


@pytest.mark.parametrize("suffix", [".jsonl", ".parquet"])
def test_a_full_disk_stops_the_run_keeping_what_was_written(
        pair: list[Path], tmp_path: Path, suffix: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """ENOSPC while writing: one message (how many batches are kept, how to go on); the
    records hold exactly what the checkpoint counts; once there is room, --resume ends as a
    run never stopped."""
    if suffix == ".parquet":
        pq = pytest.importorskip("pyarrow.parquet")
        monkeypatch.setattr(records, "PART_BATCHES", 2)
    whole = tmp_path / f"whole{suffix}"
    expected = montecarlo(pair, N, seed=3, policies=RANDOM, out=whole)
    out = tmp_path / f"plays{suffix}"
    with monkeypatch.context() as m:
        _disk_full_at(m, suffix[1:], after=3 if suffix == ".jsonl" else 1)
        with pytest.raises(RecordsWriteError, match=r"No space left on device\); the run "
                                                    r"stopped\. The \d+ batches its "
                                                    "checkpoint counts are kept"):
            montecarlo(pair, N, seed=3, policies=RANDOM, out=out)
    saved = json.loads(checkpoint_path(out).read_text())
    assert not saved["complete"] and saved["result"]["batches"] >= 1
    if suffix == ".jsonl":
        assert out.stat().st_size == saved["records"]["bytes"]
    resumed = _resume(pair, out)
    assert resumed.to_json() == expected.to_json()
    if suffix == ".jsonl":
        assert out.read_bytes() == whole.read_bytes()
    else:
        assert pq.read_table(out).to_pylist() == pq.read_table(whole).to_pylist()


def test_the_cli_says_the_disk_is_full_without_a_traceback(
        pair: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "plays.jsonl"
    _disk_full_at(monkeypatch, "jsonl", after=2)
    code = main(["montecarlo", str(pair[0]), str(pair[1]), "-n", str(N), "--policy", "A=random",
                 "--policy", "B=random", "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert "No space left on device" in err and "--resume" in err


# --- killed at any point --------------------------------------------------------------------

#: what the writing does, in order, at which a kill may fall (before or after each call)
_POINTS = [("JsonLines", "write"), ("Records", "checkpoint"), ("ParquetParts", "_flush"),
           ("ParquetParts", "write")]


def _killed_run(sources: list[str], out: str, kill_at: int, parts: int) -> None:
    """In a forked child: run, and SIGKILL this process at the ``kill_at``-th writing call
    (counted before and after each call of ``_POINTS``)."""
    records.PART_BATCHES = parts
    calls = [0]

    def tick() -> None:
        calls[0] += 1
        if calls[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    for cls_name, name in _POINTS:
        cls = getattr(records, cls_name)
        original = getattr(cls, name)

        def wrapped(self: Any, *args: Any, _original: Any = original, **kw: Any) -> Any:
            tick()
            out_value = _original(self, *args, **kw)
            tick()
            return out_value
        setattr(cls, name, wrapped)
    montecarlo([Path(s) for s in sources], N, seed=3, policies=RANDOM, out=out)
    os._exit(0)  # not killed: the run ended


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
@pytest.mark.parametrize("suffix", [".jsonl", ".parquet"])
def test_killed_at_twenty_points_resumes_exactly(pair: list[Path], tmp_path: Path, suffix: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    if suffix == ".parquet":
        pq = pytest.importorskip("pyarrow.parquet")
    monkeypatch.setattr(records, "PART_BATCHES", 2)
    whole = tmp_path / f"whole{suffix}"
    expected = montecarlo(pair, N, seed=3, policies=RANDOM, out=whole)
    context = multiprocessing.get_context("fork")
    killed = 0
    for point in range(1, 21):
        out = tmp_path / f"killed{point}{suffix}"
        child = context.Process(target=_killed_run,
                                args=([str(p) for p in pair], str(out), point, 2))
        child.start()
        child.join()
        killed += child.exitcode == -signal.SIGKILL
        if checkpoint_path(out).exists():
            resumed = _resume(pair, out)
        else:  # killed before the first checkpoint: nothing to resume, start again
            resumed = montecarlo(pair, N, seed=3, policies=RANDOM, out=out)
        assert resumed.to_json() == expected.to_json(), point
        if suffix == ".jsonl":
            assert out.read_bytes() == whole.read_bytes(), point
        else:
            assert pq.read_table(out).to_pylist() == pq.read_table(whole).to_pylist(), point
    assert killed == 20


def test_checkpoint_version() -> None:
    assert checkpoints.CHECKPOINT_VERSION == 2 and records.CHECKPOINT_VERSION == 2
