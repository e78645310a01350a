"""Monte Carlo runner benchmark: plays per second with 1 and 2 workers, and the runner's
overhead against the bare loop, on the benchmark boards (a-d: fully scripted, so after the
runner plays their fixed prefix once each play is a clone of the end; r: an open board where
the random policy makes every choice, the usual Monte Carlo workload).

``python benchmarks/montecarlo.py [--plays N] [--repeats R] [--boards a,b]`` plays each board
``N`` times through ``mtgsim.montecarlo`` with 1 worker and with 2, and the same
plays with the bare loop (``state = prepared.clone(); sim.play(state, agents)``); each
figure is the median of ``R`` alternating rounds. The overhead is 1 - runner(1 worker) / bare
loop; the issue's target is under 10%, and 2 workers at least 1.8x one on a 2-core machine.
``--json`` prints one object. The figures are measured, never asserted in tests.

The runner's figures above are the scalar engine's (``batch=False``). On a board the batch
engine plays (``mtgsim.montecarlo(batch="auto")`` picks it: board r), each round also runs
the job on it with 1 worker (``batch_1``), and ``batch_x`` is the median over rounds of
batch_1 / workers_1: the batch engine against the scalar one, same plays, same results.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import mtgsim  # noqa: E402
import sim  # noqa: E402
from mtgsim import montecarlo  # noqa: E402
from mtgsim.experiments.montecarlo import fixed_prefix  # noqa: E402

BOARDS_DIR = Path(__file__).resolve().parent / "boards"
#: key -> (board file, the policies that play what it leaves open)
BOARDS = {"a": ("deathtouch_trade.toml", {}), "b": ("trample_over.toml", {}),
          "c": ("four_vs_four.toml", {}), "d": ("four_vs_four_effects.toml", {}),
          "r": ("random/open_three_vs_two.toml", {"A": "random", "B": "random"})}


def bare(path: Path, plays: int, policies: dict[str, str]) -> float:
    """Plays per second of the bare loop (``clone`` then ``sim.engine.play``) from the position the
    runner plays from (past what every play does alike: ``fixed_prefix``), with events
    recorded as the runner records them: the difference is the runner's own work."""
    prepared = mtgsim.load(path)
    prepared.record_events = True
    fixed_prefix(prepared)
    agents = mtgsim.agents_for(prepared, policies, np.random.default_rng(0))
    start = time.perf_counter()
    for _ in range(plays):
        sim.play(prepared.clone(), agents)
    return plays / (time.perf_counter() - start)


def runner(path: Path, plays: int, workers: int, policies: dict[str, str],
           batch: bool = False) -> float:
    """Plays per second of ``mtgsim.montecarlo`` on the scalar engine, or (``batch``) on the
    batch engine."""
    start = time.perf_counter()
    result = montecarlo(path, plays, seed=0, workers=workers, policies=policies, batch=batch)
    assert result.engine == ("batch" if batch else "scalar")
    return plays / (time.perf_counter() - start)


def batch_plays(path: Path, policies: dict[str, str]) -> bool:
    """Whether the batch engine plays this board's job (what ``batch="auto"`` picks)."""
    return montecarlo(path, 1, policies=policies).engine == "batch"


def measure(keys: list[str], plays: int, repeats: int) -> dict[str, dict[str, float]]:
    """Per board, in alternating rounds (bare loop, runner with 1 worker, with 2, and the
    batch engine with 1 worker when it plays the board): the median rate of each, and the
    median over rounds of each round's overhead and speedups (a round's figures share the
    machine's state of the moment, so their ratios are steadier)."""
    out = {}
    for key in keys:
        file, policies = BOARDS[key]
        path = BOARDS_DIR / file
        kernel = batch_plays(path, policies)
        rounds = [(bare(path, plays, policies), runner(path, plays, 1, policies),
                   runner(path, plays, 2, policies),
                   runner(path, plays, 1, policies, batch=True) if kernel else 0.0)
                  for _ in range(repeats)]
        out[key] = {"bare_loop": statistics.median(r[0] for r in rounds),
                    "workers_1": statistics.median(r[1] for r in rounds),
                    "workers_2": statistics.median(r[2] for r in rounds),
                    "overhead": statistics.median(1 - r[1] / r[0] for r in rounds),
                    "speedup_2": statistics.median(r[2] / r[1] for r in rounds)}
        if kernel:
            out[key]["batch_1"] = statistics.median(r[3] for r in rounds)
            out[key]["batch_x"] = statistics.median(r[3] / r[1] for r in rounds)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--plays", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--boards", default="a,b,c,d,r")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(args.boards.split(","), args.plays, args.repeats)
    if args.json:
        print(json.dumps({"plays": args.plays, "repeats": args.repeats, "boards": figures},
                         indent=2))
        return
    for key, row in figures.items():
        kernel = f"; batch engine 1 worker {row['batch_1']:,.0f}/s (x{row['batch_x']:.2f} the " \
            "scalar runner)" if "batch_1" in row else ""
        print(f"board {key}: bare loop {row['bare_loop']:,.0f}/s, runner 1 worker "
              f"{row['workers_1']:,.0f}/s (overhead {row['overhead']:.1%}), 2 workers "
              f"{row['workers_2']:,.0f}/s (x{row['speedup_2']:.2f}){kernel}")


if __name__ == "__main__":
    main()
