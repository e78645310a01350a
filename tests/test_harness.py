"""``mtgsim.experiments.harness``: units run in this process or in worker processes give the
same results in unit order, with a bounded window in flight; each result is written, merged,
checkpointed and counted in that order; Ctrl-C (a ``KeyboardInterrupt`` in this process) closes
the results at the last merged unit; every unit's seed depends on the root seed and its key
alone."""

from __future__ import annotations

import os
import signal
from typing import Any

import numpy as np
import pytest

from mtgsim.experiments.harness import Interrupted, progress_bar, run
from mtgsim.experiments.harness.seeds import unit_generator, unit_seed
from mtgsim.experiments.harness.workers import in_order, results


def draw(job: int, unit: int) -> tuple[int, int, float, int, bool]:
    """A unit's result: the job, the unit, a draw from the unit's own generator, the process,
    and whether Ctrl-C is ignored there."""
    return (job, unit, float(unit_generator(job, unit).random()), os.getpid(),
            signal.getsignal(signal.SIGINT) == signal.SIG_IGN)


def test_the_results_come_in_unit_order_wherever_the_units_run() -> None:
    units = [5, 3, 8, 1, 9, 2, 7]
    here = list(results(draw, 17, units))
    there = list(results(draw, 17, units, workers=2))
    assert [r[:3] for r in here] == [r[:3] for r in there]
    assert [r[1] for r in here] == units and {r[0] for r in here} == {17}
    assert {r[3] for r in here} == {os.getpid()}  # one worker: this process
    assert os.getpid() not in {r[3] for r in there} and all(r[4] for r in there)
    (alone,) = results(draw, 17, [4], workers=2)  # a single unit: no pool to start
    assert alone[3] == os.getpid()


class Future:
    """A finished unit, as ``in_order`` sees a future."""

    def __init__(self, value: int, log: list[str]) -> None:
        self.value, self.log = value, log

    def result(self) -> int:
        self.log.append(f"take {self.value}")
        return self.value

    def cancel(self) -> bool:
        self.log.append(f"cancel {self.value}")
        return True


def test_at_most_a_window_of_units_is_in_flight_and_the_rest_is_cancelled() -> None:
    log: list[str] = []

    def submit(unit: int) -> Future:
        log.append(f"submit {unit}")
        return Future(unit, log)

    taken = in_order(submit, range(6), 2)
    assert [next(taken), next(taken)] == [0, 1]
    taken.close()
    assert log == ["submit 0", "submit 1", "take 0", "submit 2", "take 1", "cancel 2"]


class Log:
    """Records as ``run`` writes them, with the state checkpointed and closed."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def write(self, result: Any) -> None:
        self.calls.append(("write", result[1]))

    def checkpoint(self, state: list[int], force: bool = False) -> None:
        self.calls.append(("checkpoint", list(state)))

    def close(self, state: list[int]) -> None:
        self.calls.append(("close", list(state)))


class Bar:
    """A progress bar counting what ``run`` counts."""

    def __init__(self) -> None:
        self.count, self.closed = 0, False

    def update(self, n: float | None = 1) -> bool | None:
        self.count += int(n or 0)
        return None

    def close(self) -> None:
        self.closed = True


def test_each_result_is_written_merged_checkpointed_and_counted_in_order() -> None:
    merged: list[int] = []
    log, bar, seen = Log(), Bar(), []
    run(draw, 3, [0, 1, 2], lambda r: merged.append(r[1]), records=log, state=merged,
        bar=bar, size=lambda r: 10, on_done=lambda r: seen.append(r[1]))
    assert merged == seen == [0, 1, 2]
    assert log.calls == [("write", 0), ("checkpoint", [0]), ("write", 1),
                         ("checkpoint", [0, 1]), ("write", 2), ("checkpoint", [0, 1, 2]),
                         ("close", [0, 1, 2])]
    assert bar.count == 30 and bar.closed


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_keeps_every_merged_unit_and_closes_the_records(workers: int) -> None:
    merged: list[int] = []
    log, bar = Log(), Bar()

    def stop_after_the_second(result: Any) -> None:
        if result[1] == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run(draw, 3, list(range(8)), lambda r: merged.append(r[1]), workers=workers,
            records=log, state=merged, bar=bar, on_done=stop_after_the_second)
    assert merged == [0, 1]
    assert log.calls[-1] == ("close", [0, 1]) and bar.closed


def test_an_interruption_carries_what_finished() -> None:
    stop = Interrupted({"batches": 2})
    assert isinstance(stop, KeyboardInterrupt) and stop.result == {"batches": 2}


def test_no_bar_unless_asked_and_none_off_a_terminal() -> None:
    assert progress_bar(False, 10) is None
    bar = progress_bar(None, 10, unit="play")  # the tests' stderr is not a terminal
    assert bar is not None and getattr(bar, "disable", False)
    bar.close()


def test_a_units_seed_is_its_key_under_the_root_alone() -> None:
    children = np.random.SeedSequence(7).spawn(4)
    for k, child in enumerate(children):
        assert (unit_seed(7, k).generate_state(4) == child.generate_state(4)).all()
    assert unit_generator(7, 2).random() == np.random.default_rng(children[2]).random()
    assert unit_generator(7, 2, 0).random() != unit_generator(7, 2).random()
