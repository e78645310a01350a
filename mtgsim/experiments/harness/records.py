"""The records of a Monte Carlo run, streamed to a file, and the checkpoint it resumes from.

``--out plays.jsonl`` gets one JSON line per play, appended as each batch finishes.
``--out plays.parquet`` (the ``parquet`` extra) is written in parts of ``PART_BATCHES``
batches under ``plays.parquet.parts/``, each complete once written, and joined into the one
Parquet file when the run stops. Beside the records, ``<out>.checkpoint.json`` says which
job wrote them, how many batches they hold (the JSON lines' byte length, the parts) and the
running sums of those batches; it is replaced atomically, at most every
``CHECKPOINT_SECONDS`` and whenever the run stops.

Resuming reads the checkpoint, refuses another job's records (naming what differs), drops
whatever was written after the checkpoint, and goes on from the next batch: the records and
the report end exactly as an uninterrupted run's. Starting afresh over an unfinished run's
records is refused, so they are never lost by accident.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path
from typing import IO, Any

from mtgsim.runner import BatchResult, MonteCarloResult
from sim.model.errors import ScenarioError

CHECKPOINT_SECONDS = 1.0
#: batches per Parquet part (10,000 plays of each scenario)
PART_BATCHES = 40
FORMATS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}


def checkpoint_path(out: Path) -> Path:
    return out.with_name(out.name + ".checkpoint.json")


def _atomic_write(path: Path, text: str) -> None:
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


class Records:
    """Where a run's records go; ``checkpoint`` after each batch, ``close`` when it stops."""

    def __init__(self, out: Path, job: dict[str, Any]) -> None:
        self.out = out
        self.job = job
        self.saved = 0.0

    def write(self, batch: BatchResult) -> None:
        raise NotImplementedError

    def position(self) -> dict[str, Any] | None:
        """Where the records stand, if every batch added so far is written in full."""
        raise NotImplementedError

    def checkpoint(self, result: MonteCarloResult, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.saved < CHECKPOINT_SECONDS:
            return
        position = self.position()
        if position is None:
            return
        _atomic_write(checkpoint_path(self.out), json.dumps(
            {"mtgsim_checkpoint": 1, "job": self.job, "records": position,
             "complete": result.complete, "result": result.state_json()}))
        self.saved = now

    def close(self, result: MonteCarloResult) -> None:
        raise NotImplementedError


class JsonLines(Records):
    """One JSON line per play, in batch order."""

    def __init__(self, out: Path, job: dict[str, Any], length: int | None) -> None:
        super().__init__(out, job)
        self.file: IO[bytes] = out.open("r+b" if length is not None else "wb")
        if length is not None:
            self.file.truncate(length)
            self.file.seek(length)

    def write(self, batch: BatchResult) -> None:
        self.file.write(batch.lines)

    def position(self) -> dict[str, Any]:
        self.file.flush()
        return {"format": "jsonl", "bytes": self.file.tell()}

    def close(self, result: MonteCarloResult) -> None:
        self.checkpoint(result, force=True)
        self.file.close()


class ParquetParts(Records):
    """Parts of ``PART_BATCHES`` batches, joined into one Parquet file when the run stops."""

    def __init__(self, out: Path, job: dict[str, Any], batches: int, parts: int,
                 games: bool = False) -> None:
        super().__init__(out, job)
        #: the records have a ``game`` column (a game dealt anew each play)
        self.games = games
        from mtgsim.extras import require
        self.pa = require("pyarrow", "parquet", "--out FILE.parquet")
        self.pq = require("pyarrow.parquet", "parquet", "--out FILE.parquet")
        self.dir = out.with_name(out.name + ".parts")
        self.rows: list[dict[str, Any]] = []
        self.batches = batches
        if parts == 0 and self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(exist_ok=True)
        if batches % PART_BATCHES:  # resumed in the middle of a part: read it back
            last = self._part(batches // PART_BATCHES)
            self.rows = self.pq.read_table(last).to_pylist()
            last.unlink()

    def _part(self, k: int) -> Path:
        return self.dir / f"part-{k:05d}.parquet"

    def _schema(self) -> Any:
        pa = self.pa
        counts = pa.map_(pa.string(), pa.int64())
        return pa.schema([("scenario", pa.int32()), ("index", pa.int64()),
                          ("outcome", pa.string()), ("life", counts), ("poison", counts),
                          ("died", pa.list_(pa.string())), ("damage", counts),
                          ("metrics", pa.map_(pa.string(), pa.float64())),
                          ("actions", pa.list_(pa.string())),
                          *([("game", self._game_type())] if self.games else [])])

    def _game_type(self) -> Any:
        """The ``game`` column: ``GameFigures.to_json``'s fields."""
        pa = self.pa
        names = pa.map_(pa.string(), pa.list_(pa.string()))
        return pa.struct([("seed", pa.int64()), ("first", pa.string()), ("turns", pa.int64()),
                          ("winner", pa.string()), ("turn_limit_reached", pa.bool_()),
                          ("mulligans", pa.map_(pa.string(), pa.int64())),
                          ("drawn", names), ("cast", names), ("played", names)])

    def _flush(self) -> None:
        if not self.rows:
            return
        part = self._part((self.batches - 1) // PART_BATCHES)
        temporary = part.with_name(part.name + ".tmp")
        self.pq.write_table(self.pa.Table.from_pylist(self.rows, schema=self._schema()), temporary)
        os.replace(temporary, part)
        self.rows = []

    def write(self, batch: BatchResult) -> None:
        self.rows += batch.rows
        self.batches += 1
        if self.batches % PART_BATCHES == 0:
            self._flush()

    def position(self) -> dict[str, Any] | None:
        if self.rows:
            return None
        return {"format": "parquet", "parts": self._parts()}

    def _parts(self) -> int:
        return -(-self.batches // PART_BATCHES)

    def checkpoint(self, result: MonteCarloResult, force: bool = False) -> None:
        """Right after each part is written (parts are few), never in the middle of one."""
        if not self.rows:
            super().checkpoint(result, force=True)

    def close(self, result: MonteCarloResult) -> None:
        self._flush()
        self.checkpoint(result, force=True)
        temporary = self.out.with_name(self.out.name + ".tmp")
        with self.pq.ParquetWriter(temporary, self._schema()) as writer:
            for k in range(self._parts()):  # one part in memory at a time
                writer.write_table(self.pq.read_table(self._part(k)))
        os.replace(temporary, self.out)
        if result.complete:
            shutil.rmtree(self.dir)


def open_records(out: Path, job: dict[str, Any], result: MonteCarloResult,
                 resume: bool) -> Records | None:
    """The records of ``job`` at ``out``: new, or (``resume``) those of the run the checkpoint
    describes, ``result`` restored to its running sums (None: that run is finished, its
    records are left as they are)."""
    kind = FORMATS.get(out.suffix.lower())
    if kind is None:
        raise ScenarioError("--out", str(out), "expected a .jsonl (one JSON line per play) or "
                            ".parquet file")
    checkpoint = checkpoint_path(out)
    saved = _read_checkpoint(checkpoint) if checkpoint.exists() else None
    if resume:
        if saved is None:
            raise ScenarioError("--resume", str(out), f"no checkpoint {checkpoint.name} beside "
                                "it: nothing to resume (run without --resume to start)")
        _same_job(out, saved["job"], job)
        result.restore(saved["result"])
        if saved.get("complete"):
            return None
        position = saved["records"]
        if position.get("format") != kind:
            raise ScenarioError("--resume", str(out), "the checkpoint is of a "
                                f"{position.get('format')} file")
    elif saved is not None and not saved.get("complete", False):
        done = saved["result"]["batches"]
        raise ScenarioError("--out", str(out), f"holds an unfinished run ({done} batches "
                            "done): add --resume to continue it, or remove the file and "
                            f"{checkpoint.name} to start over")
    try:
        if kind == "jsonl":
            if resume and not out.exists():
                raise ScenarioError("--resume", str(out), "the file is missing")
            return JsonLines(out, job, position["bytes"] if resume else None)
        return ParquetParts(out, job, result.batches if resume else 0,
                            position["parts"] if resume else 0,
                            any(g is not None for g in result.games))
    except OSError as err:
        raise ScenarioError("--out", str(out), f"can't write it ({err.strerror or err})") from None


def _read_checkpoint(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise ScenarioError(str(path), "", f"unreadable checkpoint ({err})") from None
    if not isinstance(data, dict) or data.get("mtgsim_checkpoint") != 1:
        raise ScenarioError(str(path), "mtgsim_checkpoint", "not an mtgsim checkpoint")
    return data


def _same_job(out: Path, there: dict[str, Any], here: dict[str, Any]) -> None:
    """Refuse to resume another job's records, naming the first thing that differs."""
    def refuse(what: str) -> None:
        raise ScenarioError("--resume", str(out), f"written by another job: {what}")

    mine, theirs = here["scenarios"], there.get("scenarios", [])
    if len(mine) != len(theirs):
        refuse(f"{len(theirs)} scenarios there, {len(mine)} here")
    for k, (a, b) in enumerate(zip(theirs, mine, strict=True), 1):
        if a["sha256"] != b["sha256"]:
            refuse(f"scenario {k} differs ({a['source']} there, {b['source']} here, "
                   "not the same contents)")
    for key, label in (("seed", "--seed"), ("n", "-n"), ("policies", "--policy"),
                       ("cards", "--cards"), ("batch", "batch size")):
        if there.get(key) != here[key]:
            refuse(f"{label} {there.get(key)!r} there, {here[key]!r} here")
