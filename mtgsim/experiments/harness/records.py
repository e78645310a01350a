"""An experiment's results file, written as its units finish, and resuming from it.

Two layouts, one set of rules:

* **Checkpointed records** (``open_records``: the Monte Carlo runner, ``mtgsim montecarlo`` and
  ``mtgsim match --out``). ``plays.jsonl`` gets each unit's records (one JSON line per play),
  appended as each unit finishes; ``plays.parquet`` (the ``parquet`` extra) is written in
  parts of ``PART_BATCHES`` units under ``plays.parquet.parts/``, each complete once written,
  and joined into the one Parquet file when the run stops. Beside the records,
  ``<out>.checkpoint.json`` (``CHECKPOINT_VERSION``) names the job, how many units the records
  hold (the JSON lines' byte length, the parts) and the running sums of those units; it is
  replaced atomically, at most every ``CHECKPOINT_SECONDS`` and whenever the run stops.
  Resuming restores the running sums, drops whatever was written after the checkpoint, and
  goes on from the next unit.
* **A unit log** (``open_unit_log``: ``mtgsim tournament --out``): one JSON file whose first
  line names the job (``{"<magic>": <version>, "job": ...}``) and each further line one
  finished unit, flushed at once. Units finish in order, so an interrupted run's file holds
  the first ones; resuming reads them back, drops a last line cut short, and runs only the
  units missing.

Either way the file is tied to its job: resuming refuses another job's file, naming the first
thing that differs (``Difference``); starting afresh over an unfinished run's file is refused,
so it is never lost by accident (a finished run's file is replaced); a file of another format
version is refused naming its version. The units' seeds depend on the root seed alone
(``mtgsim.experiments.harness.seeds``), so a resumed run ends exactly as an uninterrupted one.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import IO, Any, Protocol

from mtgsim.experiments.harness.checkpoints import (
    CHECKPOINT_VERSION,
    file_sum,
    read_checkpoint,
    seal,
    verified_prefix,
    verify_parts,
)
from sim.model.errors import ScenarioError

#: the fewest seconds between two checkpoints while a run goes on
CHECKPOINT_SECONDS = 1.0
#: units per Parquet part
PART_BATCHES = 40
#: the record formats, by the extension of the file
FORMATS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
#: the first thing that differs between the job a file holds and this one (its label and
#: both values, as the refusal says it), or None when they are the same job
Difference = Callable[[Mapping[str, Any]], str | None]


def first_difference(there: Mapping[str, Any], here: Mapping[str, Any],
                     labels: Mapping[str, str]) -> str | None:
    """The first of the keys of ``labels`` whose value differs, as ``"<label> <there> there,
    <here> here"``."""
    for key, label in labels.items():
        if there.get(key) != here.get(key):
            return f"{label} {there.get(key)!r} there, {here.get(key)!r} here"
    return None


def fingerprint(source: str | Path) -> str:
    """What identifies a scenario or card file in a results file: the SHA-256 of a file's
    bytes (read in chunks: a card file may be large and compressed), or of the text given."""
    path = Path(source)
    try:
        if path.is_file():
            return file_sum(path)
    except OSError:
        pass
    return hashlib.sha256(str(source).encode()).hexdigest()


def content_print(items: Iterable[Mapping[str, Any]]) -> str:
    """The SHA-256 of data (positions as ``GameState.to_dict`` gives them, scenario dicts),
    each as sorted JSON: the same contents, the same print."""
    digest = hashlib.sha256()
    for item in items:
        digest.update(json.dumps(item, sort_keys=True, default=str).encode())
    return digest.hexdigest()


def _cant_write(flag: str, out: Path, err: OSError) -> ScenarioError:
    return ScenarioError(flag, str(out), f"can't write it ({err.strerror or err})")


class RecordsWriteError(ScenarioError):
    """The records (or their checkpoint) could not be written, e.g. a full disk: the run
    stopped; everything the last checkpoint counts is kept, to be resumed."""


# --- checkpointed records ----------------------------------------------------------------------

class Unit(Protocol):
    """What a unit gives the records: its JSON lines (made by the worker) or its rows."""

    @property
    def lines(self) -> bytes:
        """The unit's records as JSON lines (``jsonl``)."""
        ...

    @property
    def rows(self) -> tuple[dict[str, Any], ...]:
        """The unit's records as rows (``parquet``)."""
        ...


class Resumable(Protocol):
    """A run's running sums, as a checkpoint saves and restores them."""

    @property
    def batches(self) -> int:
        """The units merged so far."""
        ...

    @property
    def complete(self) -> bool:
        """Whether every unit is merged."""
        ...

    def state_json(self) -> dict[str, Any]:
        """The running sums, as JSON data."""
        ...

    def restore(self, data: Mapping[str, Any]) -> None:
        """Take the running sums ``state_json`` gave."""
        ...


def checkpoint_path(out: Path) -> Path:
    """The checkpoint beside the records ``out``."""
    return out.with_name(out.name + ".checkpoint.json")


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` at once (a reader sees the old file or the new one)."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


class Records:
    """Where a run's records go: ``write`` each unit, ``checkpoint`` after each unit is
    merged, ``close`` when the run stops."""

    def __init__(self, out: Path, job: dict[str, Any]) -> None:
        self.out = out
        self.job = job
        self.saved = 0.0
        self.kept = 0  # the units the last checkpoint counts
        self.failed = False  # a write failed: close saves what it can, quietly

    def _failure(self, err: OSError) -> RecordsWriteError:
        """The message for a failed write; the records stay as the last checkpoint counts."""
        self.failed = True
        return RecordsWriteError("--out", str(self.out), f"can't write it "
                                 f"({err.strerror or err}); the run stopped. The "
                                 f"{self.kept} batches its checkpoint counts are kept: make "
                                 "room and run again with --resume to go on")

    def write(self, unit: Unit) -> None:
        """Add a unit's records."""
        raise NotImplementedError

    def position(self) -> dict[str, Any] | None:
        """Where the records stand, if every unit added so far is written in full."""
        raise NotImplementedError

    def checkpoint(self, result: Resumable, force: bool = False) -> None:
        """Save the checkpoint (at most every ``CHECKPOINT_SECONDS`` unless ``force``)."""
        now = time.monotonic()
        if not force and now - self.saved < CHECKPOINT_SECONDS:
            return
        position = self.position()
        if position is None:
            return
        try:
            atomic_write(checkpoint_path(self.out), json.dumps(seal(
                {"mtgsim_checkpoint": CHECKPOINT_VERSION, "job": self.job, "records": position,
                 "complete": result.complete, "result": result.state_json()})))
        except OSError as err:
            raise self._failure(err) from None
        self.saved = now
        self.kept = result.batches

    def close(self, result: Resumable) -> None:
        """The run stopped: everything written, the last checkpoint saved."""
        raise NotImplementedError


class JsonLines(Records):
    """Each unit's JSON lines, in unit order."""

    def __init__(self, out: Path, job: dict[str, Any], length: int | None,
                 digest: Any = None) -> None:
        super().__init__(out, job)
        self.file: IO[bytes] = out.open("r+b" if length is not None else "wb")
        self.length = length or 0  # the bytes written whole, all flushed
        self.digest = digest if digest is not None else hashlib.sha256()  # of those bytes
        if length is not None:
            self.file.truncate(length)
            self.file.seek(length)

    def write(self, unit: Unit) -> None:
        """Append the unit's lines, flushed at once; if they can't be written whole, the file
        is cut back to the units before and ``RecordsWriteError`` says so."""
        lines = unit.lines
        try:
            self.file.write(lines)
            self.file.flush()
        except OSError as err:
            failure = self._failure(err)
            try:
                self.file.seek(self.length)
                self.file.truncate(self.length)
            except OSError:
                pass  # what is past the checkpoint is dropped on resume anyway
            raise failure from None
        self.length += len(lines)
        self.digest.update(lines)

    def position(self) -> dict[str, Any]:
        """The bytes written and their SHA-256."""
        return {"format": "jsonl", "bytes": self.length, "sha256": self.digest.hexdigest()}

    def close(self, result: Resumable) -> None:
        """The last checkpoint; the file closed. After a failed write, the checkpoint is saved
        if it can be (the units written whole), and nothing more is raised."""
        try:
            self.checkpoint(result, force=True)
        except RecordsWriteError:
            if not self.failed:
                raise
        finally:
            with contextlib.suppress(OSError):  # each unit's bytes were flushed as written
                self.file.close()


#: the Parquet schema of a run's rows, made with the ``pyarrow`` module given
Schema = Callable[[Any], Any]


class ParquetParts(Records):
    """Parts of ``PART_BATCHES`` units, joined into one Parquet file when the run stops."""

    def __init__(self, out: Path, job: dict[str, Any], batches: int, parts: int,
                 schema: Schema, saved: Mapping[str, Any] | None = None) -> None:
        super().__init__(out, job)
        from mtgsim.extras import require
        self.pa = require("pyarrow", "parquet", "--out FILE.parquet")
        self.pq = require("pyarrow.parquet", "parquet", "--out FILE.parquet")
        self.schema = schema(self.pa)
        self.dir = out.with_name(out.name + ".parts")
        self.rows: list[dict[str, Any]] = []
        self.batches = batches
        #: each part's SHA-256, as written
        self.sums = [] if saved is None else verify_parts(
            out, [self._part(k) for k in range(parts)], saved)
        if parts == 0 and self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(exist_ok=True)
        if batches % PART_BATCHES:  # resumed in the middle of a part: read it back
            last = self._part(batches // PART_BATCHES)
            self.rows = self.pq.read_table(last).to_pylist()
            last.unlink()
            del self.sums[batches // PART_BATCHES:]

    def _part(self, k: int) -> Path:
        return self.dir / f"part-{k:05d}.parquet"

    def _flush(self) -> None:
        if not self.rows:
            return
        k = (self.batches - 1) // PART_BATCHES
        part = self._part(k)
        temporary = part.with_name(part.name + ".tmp")
        try:
            self.pq.write_table(self.pa.Table.from_pylist(self.rows, schema=self.schema),
                                temporary)
            os.replace(temporary, part)
            digest = file_sum(part)
        except OSError as err:
            raise self._failure(err) from None
        del self.sums[k:]
        self.sums.append(digest)
        self.rows = []

    def write(self, unit: Unit) -> None:
        """Keep the unit's rows; write a part once it is full."""
        self.rows += unit.rows
        self.batches += 1
        if self.batches % PART_BATCHES == 0:
            self._flush()

    def position(self) -> dict[str, Any] | None:
        """The parts written, unless a part is being filled."""
        if self.rows:
            return None
        return {"format": "parquet", "parts": self._parts(), "sha256": list(self.sums)}

    def _parts(self) -> int:
        return -(-self.batches // PART_BATCHES)

    def checkpoint(self, result: Resumable, force: bool = False) -> None:
        """Right after each part is written (parts are few), never in the middle of one."""
        if not self.rows:
            super().checkpoint(result, force=True)

    def close(self, result: Resumable) -> None:
        """The last part and checkpoint written, the parts joined into the one file. After a
        failed write, nothing more is written (the last checkpoint counts the parts whole)."""
        if self.failed:
            return
        self._flush()
        self.checkpoint(result, force=True)
        temporary = self.out.with_name(self.out.name + ".tmp")
        try:
            with self.pq.ParquetWriter(temporary, self.schema) as writer:
                for k in range(self._parts()):  # one part in memory at a time
                    writer.write_table(self.pq.read_table(self._part(k)))
            os.replace(temporary, self.out)
        except OSError as err:
            raise self._failure(err) from None
        if result.complete:
            shutil.rmtree(self.dir)


def open_records(out: Path, job: dict[str, Any], result: Resumable, resume: bool,
                 differs: Difference, schema: Schema) -> Records | None:
    """The records of ``job`` at ``out``: new, or (``resume``) those of the run the checkpoint
    describes, ``result`` restored to its running sums (None: that run is finished, its
    records are left as they are). ``differs`` names what differs between the checkpoint's
    job and this one; ``schema`` makes a Parquet file's schema."""
    kind = FORMATS.get(out.suffix.lower())
    if kind is None:
        raise ScenarioError("--out", str(out), "expected a .jsonl (one JSON line per play) or "
                            ".parquet file")
    checkpoint = checkpoint_path(out)
    saved = read_checkpoint(checkpoint) if checkpoint.exists() else None
    if resume:
        if saved is None:
            raise ScenarioError("--resume", str(out), f"no checkpoint {checkpoint.name} beside "
                                "it: nothing to resume (run without --resume to start)")
        what = differs(saved["job"])
        if what is not None:
            raise ScenarioError("--resume", str(out), f"written by another job: {what}")
        try:
            result.restore(saved["result"])
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise ScenarioError(str(checkpoint), "result", f"the running sums can't be read "
                                f"({type(err).__name__}: {err}); the checkpoint is damaged"
                                ) from None
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
            if resume:
                return JsonLines(out, job, position["bytes"], verified_prefix(out, position))
            return JsonLines(out, job, None)
        return ParquetParts(out, job, result.batches if resume else 0,
                            position["parts"] if resume else 0, schema,
                            position if resume else None)
    except OSError as err:
        raise _cant_write("--out", out, err) from None


# --- a unit log ---------------------------------------------------------------------------------

class Line(Protocol):
    """A unit's result as a unit log keeps it."""

    def to_line(self) -> dict[str, Any]:
        """The unit's line (a JSON object)."""
        ...


class UnitLog:
    """The log of a running job: ``write`` each finished unit (a line, flushed at once),
    ``close`` when the run stops. Its ``checkpoint`` does nothing: every line is one."""

    def __init__(self, handle: IO[str]) -> None:
        self.handle = handle

    def write(self, result: Line) -> None:
        """Append the unit's line."""
        self.handle.write(json.dumps(result.to_line()) + "\n")
        self.handle.flush()

    def checkpoint(self, result: object, force: bool = False) -> None:
        """Nothing to do: each line was flushed as it was written."""

    def close(self, result: object = None) -> None:
        """Close the file."""
        self.handle.close()


class LogKind(Protocol):
    """What a unit log is of: the ``magic`` key and ``version`` of its first line, what the
    job is called (``noun``) and a unit (``unit``, also the key of a unit line's index), and
    the job's key counting the units (``count``)."""

    @property
    def magic(self) -> str:
        """The key of the first line naming the job."""
        ...

    @property
    def version(self) -> int:
        """The format's version (the value of ``magic``)."""
        ...

    @property
    def noun(self) -> str:
        """What the job is called in messages ("tournament")."""
        ...

    @property
    def unit(self) -> str:
        """What a unit is called ("task")."""
        ...

    @property
    def count(self) -> str:
        """The job's key counting the units."""
        ...


def open_unit_log(out: str | Path, job: dict[str, Any], resume: bool, kind: LogKind,
                  differs: Difference) -> tuple[UnitLog, dict[int, dict[str, Any]]]:
    """The unit log at ``out`` for ``job``, and the units it already holds (index -> the
    unit's line; none unless ``resume``). ``differs``: see ``open_records``."""
    path = Path(out)
    if path.suffix.lower() not in (".jsonl", ".ndjson"):
        raise ScenarioError("--out", str(path), f"expected a .jsonl file (one JSON line per "
                            f"{kind.unit})")
    done: dict[int, dict[str, Any]] = {}
    keep = 0  # bytes of the file to keep: the header and every whole unit line
    if path.exists():
        there, done, keep = _read_log(path, kind)
        if resume:
            what = differs(there)
            if what is not None:
                raise ScenarioError("--resume", str(path), f"written by another {kind.noun}: "
                                    f"{what}")
        elif len(done) < there.get(kind.count, 0):
            raise ScenarioError("--out", str(path), f"holds an unfinished {kind.noun} "
                                f"({len(done)} of {there.get(kind.count)} {kind.unit}s done): "
                                "add --resume to continue it, or remove the file to start over")
    elif resume:
        raise ScenarioError("--resume", str(path), "no such file: nothing to resume (run "
                            "without --resume to start)")
    try:
        if resume:
            with path.open("r+b") as f:
                f.truncate(keep)
            handle = path.open("a", encoding="utf-8")
        else:
            done = {}
            handle = path.open("w", encoding="utf-8")
            handle.write(json.dumps({kind.magic: kind.version, "job": job}) + "\n")
            handle.flush()
    except OSError as err:
        raise _cant_write("--out", path, err) from None
    return UnitLog(handle), done


def _read_log(path: Path, kind: LogKind
              ) -> tuple[dict[str, Any], dict[int, dict[str, Any]], int]:
    """The job a log names, its whole unit lines, and their byte length with the header."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise ScenarioError("--out", str(path), f"can't read it ({err.strerror or err})"
                            ) from None
    lines = data.split(b"\n")
    try:
        header = json.loads(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict) or kind.magic not in header or \
            not isinstance(header.get("job"), dict):
        raise ScenarioError("--out", str(path), f"not an mtgsim {kind.noun} results file (its "
                            f"first line names no {kind.noun}); give another file")
    if header[kind.magic] != kind.version:
        raise ScenarioError("--out", str(path), f"a {kind.noun} results file of format "
                            f"{header[kind.magic]!r}; this mtgsim reads format {kind.version}: "
                            "give another file, or remove it to start over")
    done: dict[int, dict[str, Any]] = {}
    keep = len(lines[0]) + 1
    for raw in lines[1:-1]:  # the part after the last newline is cut short or empty
        try:
            line = json.loads(raw)
            index = int(line[kind.unit])
        except (ValueError, KeyError, TypeError):
            break  # a damaged line: it and what follows are run again
        done[index] = line
        keep += len(raw) + 1
    return header["job"], done, keep


__all__ = ["open_records", "open_unit_log", "Records", "JsonLines", "ParquetParts", "UnitLog",
           "RecordsWriteError",
           "checkpoint_path", "atomic_write", "fingerprint", "content_print",
           "first_difference", "Difference", "Resumable", "Unit", "Line", "LogKind", "FORMATS",
           "PART_BATCHES", "CHECKPOINT_SECONDS", "CHECKPOINT_VERSION"]
