"""A tournament's results file: each finished task as a JSON line, and resuming from it.

``mtgsim tournament --out results.jsonl`` writes a first line naming the job (the policies,
the boards' or games' contents, ``n``, the seed, the turn limit, ``--regret``, the card file,
the number of tasks), then one line per task (``mtgsim.tournament.TaskResult``) as it
finishes, flushed at once. Tasks finish in task order, so an interrupted run's file holds
the first tasks; ``--resume`` reads them back, refuses another job's file (naming what
differs), drops a last line cut short, and plays only the tasks missing. The tasks' seeds
depend on the root seed alone (``mtgsim.tournament.play_seed``), so a resumed run's table is
an uninterrupted run's. Starting afresh over an unfinished run's file is refused, so its
results are never lost by accident; a finished run's file is replaced.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

import attrs

from sim.model.errors import ScenarioError
from sim.model.state import GameState

MAGIC = "mtgsim_tournament"
VERSION = 1


def job_print(states: Iterable[GameState]) -> str:
    """The sha256 of the positions a tournament plays (its boards, or its deck games not yet
    dealt): two runs on the same boards have the same print."""
    digest = hashlib.sha256()
    for state in states:
        digest.update(json.dumps(state.to_dict(), sort_keys=True, default=str).encode())
    return digest.hexdigest()


def card_print(cards: str | None) -> str | None:
    """The card file's fingerprint (its contents), as the Monte Carlo runner takes it."""
    if cards is None:
        return None
    from mtgsim.runner import fingerprint

    return fingerprint(cards)


class TaskFile:
    """The results file of a running tournament: ``write`` each finished task, ``close``."""

    def __init__(self, handle: IO[str]) -> None:
        self.handle = handle

    def write(self, result: Any) -> None:
        line = {"task": result.index, **{k: v for k, v in attrs.asdict(result).items()
                                         if k != "index"}}
        self.handle.write(json.dumps(line) + "\n")
        self.handle.flush()

    def close(self) -> None:
        self.handle.close()


def open_tasks(out: str | Path, job: dict[str, Any], resume: bool
               ) -> tuple[TaskFile, dict[int, dict[str, Any]]]:
    """The results file at ``out`` for ``job``, and the tasks it already holds (index ->
    the task's line; none unless ``resume``)."""
    path = Path(out)
    if path.suffix.lower() not in (".jsonl", ".ndjson"):
        raise ScenarioError("--out", str(path), "expected a .jsonl file (one JSON line per "
                            "task)")
    done: dict[int, dict[str, Any]] = {}
    keep = 0  # bytes of the file to keep: the header and every whole task line
    if path.exists():
        there, done, keep = _read(path)
        if resume:
            _same_job(path, there, job)
        elif len(done) < there.get("tasks", 0):
            raise ScenarioError("--out", str(path), f"holds an unfinished tournament "
                                f"({len(done)} of {there.get('tasks')} tasks done): add "
                                "--resume to continue it, or remove the file to start over")
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
            handle.write(json.dumps({MAGIC: VERSION, "job": job}) + "\n")
            handle.flush()
    except OSError as err:
        raise ScenarioError("--out", str(path), f"can't write it ({err.strerror or err})"
                            ) from None
    return TaskFile(handle), done


def _read(path: Path) -> tuple[dict[str, Any], dict[int, dict[str, Any]], int]:
    """The job a file names, its whole task lines, and their byte length with the header."""
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
    if not isinstance(header, dict) or header.get(MAGIC) != VERSION or \
            not isinstance(header.get("job"), dict):
        raise ScenarioError("--out", str(path), "not an mtgsim tournament results file (its "
                            "first line names no tournament); give another file")
    done: dict[int, dict[str, Any]] = {}
    keep = len(lines[0]) + 1
    for raw in lines[1:-1]:  # the part after the last newline is cut short or empty
        try:
            line = json.loads(raw)
            index = int(line["task"])
        except (ValueError, KeyError, TypeError):
            break  # a damaged line: it and what follows are played again
        done[index] = line
        keep += len(raw) + 1
    return header["job"], done, keep


def _same_job(path: Path, there: dict[str, Any], here: dict[str, Any]) -> None:
    """Refuse to resume another tournament's file, naming the first thing that differs."""
    labels = {"policies": "--policies", "kind": "--boards/--decks", "source": "the boards or "
              "decks", "n": "-n", "seed": "--seed", "turn_limit": "--turn-limit",
              "regret": "--regret", "cards": "--cards",
              "positions": "the boards' or games' contents", "chunk": "boards per task",
              "tasks": "the number of tasks"}
    for key, label in labels.items():
        if there.get(key) != here.get(key):
            raise ScenarioError("--resume", str(path), f"written by another tournament: "
                                f"{label} {there.get(key)!r} there, {here.get(key)!r} here")


__all__ = ["TaskFile", "card_print", "job_print", "open_tasks"]
