"""The harness every experiment runs on: Monte Carlo runs and matches, goldfishing,
tournaments.

An experiment is split into *units* of work (a Monte Carlo batch, a chunk of goldfish games, a
tournament task), each a call ``function(job, unit)`` of a module-level function: the job is
what every unit shares, the unit what it does. ``run(function, job, units, merge, ...)`` runs
them and hands each result, in unit order, to ``merge``:

* seeding (``seeds``): one root seed; each unit draws from its own
  ``SeedSequence(root, spawn_key=key)``, so the results depend on the root seed alone — never on
  the number of workers nor on the backend;
* where the units run (``workers``): in this process, in local worker processes, or on a Dask
  cluster, a few units in flight per worker, results taken in order;
* Ctrl-C: workers ignore SIGINT; the main process stops at the next result, keeping every unit
  already merged, closes the results file at that point, and lets the ``KeyboardInterrupt``
  go on (an experiment may raise ``Interrupted`` with what finished);
* results files (``records``): each unit written as it is merged, checkpointed, and resumed by
  running only the units missing;
* a progress bar on stderr (``progress_bar``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from contextlib import closing
from typing import Any, Protocol, TypeVar

from mtgsim.experiments.harness.workers import results

J = TypeVar("J")
U = TypeVar("U")
R = TypeVar("R")
R_contra = TypeVar("R_contra", contravariant=True)
S_contra = TypeVar("S_contra", contravariant=True)


class Sink(Protocol[R_contra, S_contra]):
    """Where results are written as they are merged (``records.Records``,
    ``records.UnitLog``)."""

    def write(self, result: R_contra) -> None:
        """Write a unit's result."""
        ...

    def checkpoint(self, state: S_contra, force: bool = False) -> None:
        """Save the running state (a unit was merged)."""
        ...

    def close(self, state: S_contra) -> None:
        """The run stopped: save the last state and close."""
        ...


class Progress(Protocol):
    """A progress bar (``tqdm``)."""

    def update(self, n: float | None = 1) -> bool | None:
        """Count ``n`` more."""
        ...

    def close(self) -> None:
        """Take the bar down."""
        ...


class Interrupted(KeyboardInterrupt):
    """A run stopped by Ctrl-C: ``result`` holds every unit finished before it."""

    def __init__(self, result: Any) -> None:
        super().__init__()
        self.result = result


def progress_bar(progress: bool | None, total: int, **options: Any) -> Progress | None:
    """A bar of ``total`` on stderr (``tqdm`` with ``options``): none when ``progress`` is
    False; when it is None, shown only if stderr is a terminal."""
    if progress is False:
        return None
    from tqdm import tqdm

    bar: Progress = tqdm(total=total, file=sys.stderr,
                         disable=None if progress is None else not progress, **options)
    return bar


def run(function: Callable[[J, U], R], job: J, units: Sequence[U],
        merge: Callable[[R], None], *, workers: int = 1, backend: str = "local",
        scheduler: str | None = None, records: Sink[R, Any] | None = None,
        state: Any = None, bar: Progress | None = None,
        size: Callable[[R], int] = lambda _: 1,
        on_done: Callable[[R], None] | None = None) -> None:
    """Run ``units`` of ``job`` (``function(job, unit)`` each, where ``workers``, ``backend``
    and ``scheduler`` say: ``workers.results``) and take each result in unit order: written
    to ``records``, merged (``merge``), checkpointed with ``state`` (the merged state), counted
    on ``bar`` (``size`` of it), passed to ``on_done``. Ctrl-C stops the run (see the module
    docstring): ``records`` are closed with the state of the units merged, and the
    ``KeyboardInterrupt`` goes on. ``records`` and ``bar`` are closed when the run ends."""
    try:
        with closing(results(function, job, units, workers=workers, backend=backend,
                             scheduler=scheduler)) as done:
            for result in done:
                if records is not None:
                    records.write(result)
                merge(result)
                if records is not None:
                    records.checkpoint(state)
                if bar is not None:
                    bar.update(size(result))
                if on_done is not None:
                    on_done(result)
    finally:
        if bar is not None:
            bar.close()
        if records is not None:
            records.close(state)


__all__ = ["run", "progress_bar", "Interrupted", "Sink", "Progress"]
