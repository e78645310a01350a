"""A results file's checkpoint, sealed and checked: resume only what continues exactly.

A checkpoint (``<out>.checkpoint.json``, format ``CHECKPOINT_VERSION``) holds the job, where
the records stand (``records``: a JSON lines file's byte length, or a Parquet run's parts),
whether the run is complete and its running sums (``result``). Format 2 adds two checksums:

* ``records.sha256``: the SHA-256 of the records the checkpoint counts (the first ``bytes``
  bytes of a JSON lines file; one digest per Parquet part), kept as they are written;
* ``checksum``: the SHA-256 of the checkpoint's own content (every other field, as sorted
  JSON).

``read_checkpoint`` refuses, naming the file and the field, a checkpoint that is not one,
of another format, of the wrong shape, or whose own checksum differs (edited tallies);
``verified_prefix`` and ``verify_parts`` refuse records that are shorter than the checkpoint
counts or differ from what it was saved with. Records written after the checkpoint (a run
killed between the two) are not an error: they are dropped and played again. Format 1
checkpoints (mtgsim before checksums) are still resumed, their shape and lengths checked.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sim.model.errors import ScenarioError

#: the checkpoint's format (its ``mtgsim_checkpoint`` field); 1 is still read
CHECKPOINT_VERSION = 2
_READ = (1, CHECKPOINT_VERSION)
_CHUNK = 1 << 20


def seal(payload: Mapping[str, Any]) -> dict[str, Any]:
    """``payload`` with its ``checksum`` (the SHA-256 of it as sorted JSON)."""
    return {**payload, "checksum": _checksum(payload)}


def _checksum(payload: Mapping[str, Any]) -> str:
    body = {k: v for k, v in payload.items() if k != "checksum"}
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def read_checkpoint(path: Path) -> dict[str, Any]:
    """The checkpoint at ``path``, checked: its format, the type of each field, its checksum
    (format 2). Anything else is a ``ScenarioError`` naming the file and the field."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise ScenarioError(str(path), "", f"unreadable checkpoint ({err})") from None
    if not isinstance(data, dict) or "mtgsim_checkpoint" not in data:
        raise ScenarioError(str(path), "mtgsim_checkpoint", "not an mtgsim checkpoint")
    version = data["mtgsim_checkpoint"]
    if version not in _READ or isinstance(version, bool):
        raise ScenarioError(str(path), "mtgsim_checkpoint", f"a checkpoint of format "
                            f"{version!r}; this mtgsim reads formats "
                            f"{', '.join(map(str, _READ))}")
    _field(path, data, "job", dict, "a table naming the job")
    _field(path, data, "result", dict, "a table of the running sums")
    _field(path, data, "complete", bool, "true or false")
    records = _field(path, data, "records", dict, "a table of where the records stand")
    kind = records.get("format")
    count = "bytes" if kind == "jsonl" else "parts" if kind == "parquet" else None
    if count is None:
        raise ScenarioError(str(path), "records.format", f"{kind!r}; expected 'jsonl' or "
                            "'parquet'")
    n = records.get(count)
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ScenarioError(str(path), f"records.{count}", f"{n!r}; expected a whole number "
                            "of 0 or more")
    batches = data["result"].get("batches")
    if not isinstance(batches, int) or isinstance(batches, bool) or batches < 0:
        raise ScenarioError(str(path), "result.batches", f"{batches!r}; expected a whole "
                            "number of 0 or more")
    if version >= 2:
        sums = records.get("sha256")
        ok = isinstance(sums, str) if kind == "jsonl" else (
            isinstance(sums, list) and len(sums) == n and all(isinstance(s, str) for s in sums))
        if not ok:
            raise ScenarioError(str(path), "records.sha256", "missing or of the wrong shape; "
                                "the checkpoint is damaged")
        if data.get("checksum") != _checksum(data):
            raise ScenarioError(str(path), "checksum", "the checkpoint's content differs from "
                                "its checksum (edited or damaged): it can't be resumed exactly; "
                                "remove it and the records to start over")
    return data


def _field(path: Path, data: Mapping[str, Any], key: str, kind: type, what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        shown = "missing" if key not in data else f"{value!r}"[:60]
        raise ScenarioError(str(path), key, f"{shown}; expected {what}")
    return value


def verified_prefix(out: Path, records: Mapping[str, Any]) -> Any:
    """The running SHA-256 of the first ``records["bytes"]`` bytes of the JSON lines file
    ``out``, after checking that the file holds them, that they end a line, and (format 2)
    that they are the bytes the checkpoint was saved with. Bytes past them are the records
    of units written after the checkpoint (dropped by the caller)."""
    length = records["bytes"]
    digest = hashlib.sha256()
    try:
        size = out.stat().st_size
        if size < length:
            raise ScenarioError("--resume", str(out), f"holds {size:,} bytes, fewer than the "
                                f"{length:,} its checkpoint counts (cut short or replaced): "
                                "it can't be resumed exactly")
        left, last = length, b""
        with out.open("rb") as f:
            while left:
                chunk = f.read(min(_CHUNK, left))
                if not chunk:
                    break
                digest.update(chunk)
                left -= len(chunk)
                last = chunk
    except OSError as err:
        raise ScenarioError("--resume", str(out), f"can't read it ({err.strerror or err})"
                            ) from None
    if length and not last.endswith(b"\n"):
        raise ScenarioError("--resume", str(out), f"its first {length:,} bytes (what the "
                            "checkpoint counts) don't end a line: it can't be resumed exactly")
    saved = records.get("sha256")
    if saved is not None and digest.hexdigest() != saved:
        raise ScenarioError("--resume", str(out), f"its first {length:,} bytes differ from "
                            "those the checkpoint was saved with (SHA-256): the records were "
                            "changed; they can't be resumed exactly")
    return digest


def file_sum(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def verify_parts(out: Path, parts: list[Path], records: Mapping[str, Any]) -> list[str]:
    """The digests of a Parquet run's ``parts`` (those the checkpoint counts), after checking
    each exists and (format 2) is the part the checkpoint was saved with."""
    saved = records.get("sha256")
    sums = []
    for k, part in enumerate(parts):
        try:
            digest = file_sum(part)
        except OSError as err:
            raise ScenarioError("--resume", str(out), f"part {part.name} of the run the "
                                f"checkpoint counts can't be read ({err.strerror or err}): it "
                                "can't be resumed exactly") from None
        if saved is not None and digest != saved[k]:
            raise ScenarioError("--resume", str(out), f"part {part.name} differs from the one "
                                "the checkpoint was saved with (SHA-256): it can't be resumed "
                                "exactly")
        sums.append(digest)
    return sums


__all__ = ["CHECKPOINT_VERSION", "seal", "read_checkpoint", "verified_prefix", "verify_parts",
           "file_sum"]
