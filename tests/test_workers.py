"""``mtgsim.experiments.harness.workers``: worker processes never outlive their run, and a
worker that dies stops the run with a message.

A ``montecarlo --workers 2`` run killed with SIGKILL or SIGTERM used to leave both workers
waiting forever; each worker now watches its parent and ends within ``ORPHAN_SECONDS`` of
its death. A worker killed in the middle of a unit (``BrokenProcessPool``) ends the run with
``WorkerDiedError``, what was merged before kept.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtgsim.experiments.harness.workers import WorkerDiedError, results

ROOT = Path(__file__).resolve().parent.parent

#: a long Monte Carlo run on two workers (``argv[1]``: the scenario)
LONG_RUN = """
import sys
from mtgsim.experiments.montecarlo import montecarlo
montecarlo(sys.argv[1], 10_000_000, policies={"A": "random", "B": "random"}, workers=2)
"""


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def _running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_workers_end_when_their_run_is_killed(how: signal.Signals) -> None:
    scenario = ROOT / "examples" / "alpha_strike.toml"
    parent = subprocess.Popen([sys.executable, "-c", LONG_RUN, str(scenario)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        workers: list[int] = []
        while len(workers) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
            workers = [c for c in _children(parent.pid) if _running(c)]
        assert len(workers) >= 2, "the workers never started"
        os.kill(parent.pid, how)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 20
        while any(_running(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not any(_running(w) for w in workers)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()


def _die(job: int, unit: int) -> int:
    if unit == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return job + unit


def test_a_worker_killed_mid_unit_is_a_message() -> None:
    got: list[int] = []
    with pytest.raises(WorkerDiedError, match="a worker process died"):
        for value in results(_die, 10, list(range(6)), workers=2):
            got.append(value)
    assert got == [10, 11]
