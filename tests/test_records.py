"""``mtgsim.experiments.harness.records``: records streamed as JSON lines or Parquet, the
checkpoint, and resuming an interrupted run to exactly the records and report of an uninterrupted
one."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from mc_boards import OPEN, RANDOM, alternative

from mtgsim.experiments.harness.records import checkpoint_path
from mtgsim.experiments.montecarlo import BATCH, BatchResult, Interrupted, montecarlo
from sim.model.errors import ScenarioError

pq = pytest.importorskip("pyarrow.parquet")


def interrupt_after(batch: int):  # type: ignore[no-untyped-def]
    """An ``on_batch`` that presses Ctrl-C once batch ``batch`` is written."""
    def press(done: BatchResult) -> None:
        if done.batch == batch:
            raise KeyboardInterrupt
    return press


@pytest.fixture
def pair(tmp_path: Path) -> list[Path]:
    return [alternative(tmp_path, "hold", ""), alternative(tmp_path, "both",
                                                             'a1 = "B", a2 = "B"')]


def test_json_lines_are_the_plays_in_order(pair: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    result = montecarlo(pair, BATCH + 3, seed=4, policies=RANDOM, out=out, keep=True)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == [p.to_json() for p in result.plays]
    assert [(r["scenario"], r["index"]) for r in lines] == (
        [(0, i) for i in range(BATCH)] + [(1, i) for i in range(BATCH)]
        + [(0, i) for i in range(BATCH, BATCH + 3)] + [(1, i) for i in range(BATCH, BATCH + 3)])
    saved = json.loads(checkpoint_path(out).read_text())
    assert saved["complete"] and saved["records"] == {
        "format": "jsonl", "bytes": out.stat().st_size,
        "sha256": hashlib.sha256(out.read_bytes()).hexdigest()}


@pytest.mark.parametrize("suffix", [".jsonl", ".parquet"])
def test_resume_after_ctrl_c_ends_as_an_uninterrupted_run(
        pair: list[Path], tmp_path: Path, suffix: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Interrupted twice (once inside a Parquet part, once on a part's edge), resumed each
    time: the file and the report equal those of a run never interrupted."""
    monkeypatch.setattr("mtgsim.experiments.harness.records.PART_BATCHES", 4)
    n = 7 * BATCH - 20
    whole, cut = tmp_path / f"whole{suffix}", tmp_path / f"cut{suffix}"
    expected = montecarlo(pair, n, seed=6, policies=RANDOM, out=whole)
    stops = [1, 3] if suffix == ".parquet" else [0, 2]
    with pytest.raises(Interrupted) as first:
        montecarlo(pair, n, seed=6, policies=RANDOM, out=cut, on_batch=interrupt_after(stops[0]))
    assert first.value.result.batches == stops[0] + 1
    with pytest.raises(Interrupted):
        montecarlo(pair, n, seed=6, policies=RANDOM, out=cut, resume=True,
                   on_batch=interrupt_after(stops[1]))
    resumed = montecarlo(pair, n, seed=6, policies=RANDOM, out=cut, resume=True)
    assert resumed.to_json() == expected.to_json() and resumed.complete
    if suffix == ".jsonl":
        assert cut.read_bytes() == whole.read_bytes()
    else:
        assert pq.read_table(cut).to_pylist() == pq.read_table(whole).to_pylist()
        assert not cut.with_name(cut.name + ".parts").exists()
    again = montecarlo(pair, n, seed=6, policies=RANDOM, out=cut, resume=True)  # nothing left
    assert again.to_json() == expected.to_json()


def test_parquet_rows_are_the_json_records(pair: list[Path], tmp_path: Path) -> None:
    result = montecarlo(pair, 30, seed=1, policies=RANDOM, out=tmp_path / "p.parquet",
                        keep=True)
    rows = pq.read_table(tmp_path / "p.parquet").to_pylist()
    for row in rows:
        for key in ("life", "poison", "damage", "metrics"):
            row[key] = dict(row[key])
    assert rows == [p.to_json() for p in result.plays]


def test_an_interrupted_parquet_run_leaves_a_readable_file(pair: list[Path], tmp_path: Path
                                                           ) -> None:
    out = tmp_path / "p.parquet"
    with pytest.raises(Interrupted):
        montecarlo(pair, 4 * BATCH, seed=1, policies=RANDOM, out=out,
                   on_batch=interrupt_after(1))
    assert pq.read_table(out).num_rows == 2 * BATCH * len(pair)


def test_resume_refuses_another_jobs_records(pair: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    with pytest.raises(Interrupted):
        montecarlo(pair, 3 * BATCH, seed=6, out=out, on_batch=interrupt_after(0))
    cases = [
        ({"seed": 7}, "written by another job: --seed 6 there, 7 here"),
        ({"n": 3 * BATCH + 1}, f"written by another job: -n {3 * BATCH} there, "
                               f"{3 * BATCH + 1} here"),
        ({"policies": {"B": "random"}}, "written by another job: --policy {} there, "
                                        "{'B': 'random'} here"),
    ]
    for change, message in cases:
        args = {"seed": 6, "n": 3 * BATCH, "policies": None} | change
        with pytest.raises(ScenarioError, match=f"--resume: {out}: " + _re(message)):
            montecarlo(pair, args.pop("n"), out=out, resume=True, **args)
    pair[1].write_text(OPEN)  # the same name, other contents
    with pytest.raises(ScenarioError, match=r"scenario 2 differs \(.*both.toml there"):
        montecarlo(pair, 3 * BATCH, seed=6, out=out, resume=True)
    with pytest.raises(ScenarioError, match="1 scenarios there, 2 here|2 scenarios there, 1"):
        montecarlo(pair[:1], 3 * BATCH, seed=6, out=out, resume=True)


def test_an_unfinished_run_is_never_overwritten(pair: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    with pytest.raises(Interrupted):
        montecarlo(pair, 3 * BATCH, out=out, on_batch=interrupt_after(0))
    before = out.read_bytes()
    with pytest.raises(ScenarioError, match=r"holds an unfinished run \(1 batches done\): "
                                            "add --resume"):
        montecarlo(pair, 3 * BATCH, out=out)
    assert out.read_bytes() == before
    done = tmp_path / "done.jsonl"
    montecarlo(pair, 5, out=done)
    montecarlo(pair, 7, out=done)  # a finished run's file may be replaced
    assert len(done.read_text().splitlines()) == 14


def test_bad_out_and_resume_arguments(pair: list[Path], tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match=r"--out: .*plays.csv: expected a .jsonl"):
        montecarlo(pair, 5, out=tmp_path / "plays.csv")
    with pytest.raises(ScenarioError, match="nothing to resume"):
        montecarlo(pair, 5, out=tmp_path / "none.jsonl", resume=True)
    with pytest.raises(ScenarioError, match="can't write it"):
        montecarlo(pair, 5, out=tmp_path / "missing" / "x.jsonl")


def test_a_checkpoint_of_another_format_is_refused_by_its_version(pair: list[Path],
                                                                  tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    with pytest.raises(Interrupted):
        montecarlo(pair, 3 * BATCH, seed=6, out=out, on_batch=interrupt_after(0))
    checkpoint = checkpoint_path(out)
    saved = json.loads(checkpoint.read_text())
    assert saved["mtgsim_checkpoint"] == 2
    checkpoint.write_text(json.dumps({**saved, "mtgsim_checkpoint": 3}))
    with pytest.raises(ScenarioError, match="a checkpoint of format 3; this mtgsim reads "
                                            "formats 1, 2"):
        montecarlo(pair, 3 * BATCH, seed=6, out=out, resume=True)
    checkpoint.write_text(json.dumps({"something": "else"}))
    with pytest.raises(ScenarioError, match="not an mtgsim checkpoint"):
        montecarlo(pair, 3 * BATCH, seed=6, out=out, resume=True)


def _re(text: str) -> str:
    import re
    return re.escape(text)
