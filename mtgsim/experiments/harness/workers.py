"""Where an experiment's units of work run, and the order their results come back in.

``results(function, job, units, workers=..., backend=...)`` calls ``function(job, unit)`` for
each unit and yields the results in the order of ``units``, whatever order they finish in:

* in this process, one after the other (``workers`` 1, or a single unit);
* in ``workers`` local processes (``concurrent.futures.ProcessPoolExecutor``): the job is
  handed to each process once, as it starts, and only the units travel with each call;
* on a Dask cluster (``backend="dask"``, the ``dask`` extra): the job is scattered to every
  worker once; ``scheduler`` is the cluster's address, or none to start a local cluster of
  ``workers`` processes.

At most ``WINDOW`` units per worker are in flight at once: enough to keep every worker busy,
few enough that memory stays flat however many units there are. Worker processes ignore
SIGINT: Ctrl-C reaches this process alone, as ``KeyboardInterrupt`` where it waits for the
next result; the units not yet started are cancelled and those running are let finish, so the
pool stops cleanly (``mtgsim.experiments.harness.run`` keeps what finished). A worker whose
parent dies (SIGKILL, SIGTERM, a crash) ends itself within ``ORPHAN_SECONDS``: nothing is left
running. A worker that dies (killed, out of memory) stops the run with ``WorkerDiedError``;
what was merged before is kept.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol, TypeVar

from sim.model.errors import MtgsimError

#: units in flight per worker
WINDOW = 3
#: how long to wait for a Dask scheduler to answer, in seconds
CONNECT_SECONDS = 10
#: where units may run
BACKENDS = ("local", "dask")
#: how often a worker process checks that its parent is alive, in seconds
ORPHAN_SECONDS = 0.5


class WorkerDiedError(MtgsimError):
    """A local worker process died in the middle of a unit (killed, out of memory)."""

J = TypeVar("J")
U = TypeVar("U")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class Pending(Protocol[R_co]):
    """A unit submitted somewhere: a ``concurrent.futures.Future`` or a Dask future."""

    def result(self) -> R_co:
        """Wait for the unit's result."""
        ...

    def cancel(self) -> bool:
        """Cancel the unit if it has not started."""
        ...


def default_workers() -> int:
    """The number of local workers when none is given: every core."""
    return os.cpu_count() or 1


def in_order(submit: Callable[[U], Pending[R]], units: Sequence[U], window: int
             ) -> Generator[R, None, None]:
    """The results of ``units`` in order, at most ``window`` submitted and not yet taken; the
    units still pending are cancelled if the iteration stops early."""
    pending: deque[Pending[R]] = deque()
    following = 0
    try:
        while pending or following < len(units):
            while following < len(units) and len(pending) < window:
                pending.append(submit(units[following]))
                following += 1
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


#: the job of the units this worker process runs (``_start_worker``)
_JOB: Any = None


def _start_worker(job: Any) -> None:
    """A worker process's start: keep the job; leave Ctrl-C to the main process; end when
    the main process is gone (``_watch_parent``)."""
    global _JOB
    _JOB = job
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True,
                     name="mtgsim-parent-watch").start()


def _watch_parent(parent: int) -> None:
    """End this worker once its parent process is gone (it is then adopted by another, so
    ``os.getppid`` changes): a run killed with SIGKILL or SIGTERM leaves no worker behind."""
    while os.getppid() == parent:
        time.sleep(ORPHAN_SECONDS)
    os._exit(1)


def _call(function: Callable[[Any, U], R], unit: U) -> R:
    """Run ``unit`` of this worker's job."""
    return function(_JOB, unit)


def results(function: Callable[[J, U], R], job: J, units: Sequence[U], *, workers: int = 1,
            backend: str = "local", scheduler: str | None = None
            ) -> Generator[R, None, None]:
    """``function(job, unit)`` for each of ``units``, in order (see the module docstring).
    ``function`` must be a module-level function (it is pickled by name), ``job`` and the
    units picklable."""
    if backend == "dask":
        yield from _on_dask(function, job, units, workers, scheduler)
        return
    if workers <= 1 or len(units) <= 1:
        for unit in units:
            yield function(job, unit)
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(units)), initializer=_start_worker,
                             initargs=(job,)) as pool:
        def submit(unit: U) -> Future[R]:
            return pool.submit(_call, function, unit)

        try:
            yield from in_order(submit, units, WINDOW * workers)
        except BrokenProcessPool:
            pool.shutdown(wait=False, cancel_futures=True)
            raise WorkerDiedError("a worker process died in the middle of its work (killed, "
                                  "or out of memory): the run stopped; what finished before "
                                  "is kept (with --out, add --resume to go on)") from None
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _on_dask(function: Callable[[J, U], R], job: J, units: Sequence[U], workers: int,
             scheduler: str | None) -> Iterator[R]:
    """``results`` on a Dask cluster: the one at ``scheduler``, or a local one."""
    from mtgsim.extras import require

    distributed = require("distributed", "dask", "--backend dask")
    if scheduler is None:
        cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1,
                                           dashboard_address=None)
        client = distributed.Client(cluster)
    else:
        try:
            cluster, client = None, distributed.Client(scheduler, timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as err:
            raise MtgsimError(f"--scheduler: {scheduler}: can't reach a Dask scheduler "
                              f"there ({err})") from None
    try:
        shared = client.scatter(job, broadcast=True)
        slots = max(1, sum(client.nthreads().values()))

        def submit(unit: U) -> Pending[R]:
            future: Pending[R] = client.submit(function, shared, unit, pure=False)
            return future

        yield from in_order(submit, units, WINDOW * slots)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


__all__ = ["results", "in_order", "default_workers", "Pending", "WINDOW", "BACKENDS",
           "CONNECT_SECONDS", "ORPHAN_SECONDS", "WorkerDiedError"]
