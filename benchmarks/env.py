"""Self-play environment benchmark: environment steps per second of random masked play.

``python benchmarks/env.py [--steps N] [--repeats R] [--mode combat|game|both] [--json]``
plays, per mode, ``R`` runs of at least ``N`` steps through the PettingZoo AEC environment
(``mtgsim.env.env``) exactly as a learner would drive it: ``last()`` (observation and action
mask), a uniformly random allowed index (``numpy.random.default_rng(run)``), ``step``;
episodes are reset with the next seed as they end (resets are inside the timing). A *step* is
one ``step`` call with an action, so one creature of a declaration is one step (the factored
action space); the terminal ``step(None)`` calls are not counted. ``combat``: random boards
(``mtgsim.boards``, up to four creatures a side, turn limit 20); ``game``: the two
example decks, turn limit 50.

The figure per mode is the median of the runs, with the slowest and fastest run, and the
median of steps per CPU second of the process (the figure to trust on a shared, busy
machine, where wall-clock time includes waiting for a core). For
comparison the report quotes managym's figure — about 82,000 decisions per second in its
Rust engine, as quoted in the issue, not measured here; a managym decision is one engine
decision (not a factored per-creature step), on its own card pool.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from mtgsim.env.aec import env  # noqa: E402

#: quoted, not measured: managym's decisions per second (Rust engine)
MANAGYM_QUOTED = 82_000


def run(mode: str, steps: int, seed: int) -> tuple[float, float, int]:
    """One timed run: (steps per wall-clock second, steps per CPU second of this process,
    episodes finished)."""
    game = env(mode=mode, seed=seed)
    rng = np.random.default_rng(seed)
    done = taken = 0
    start, cpu = time.perf_counter(), time.process_time()
    game.reset(seed=seed)
    while taken < steps:
        obs, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            if not game.agents:
                done += 1
                game.reset()
            continue
        game.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        taken += 1
    elapsed, cpu_used = time.perf_counter() - start, time.process_time() - cpu
    return taken / elapsed, taken / cpu_used, done


def measure(mode: str, steps: int, repeats: int) -> dict[str, Any]:
    rates, cpu_rates = [], []
    episodes = 0
    for r in range(repeats):
        rate, cpu_rate, done = run(mode, steps, r)
        rates.append(rate)
        cpu_rates.append(cpu_rate)
        episodes += done
    return {"mode": mode, "steps_per_second": statistics.median(rates),
            "steps_per_cpu_second": statistics.median(cpu_rates),
            "slowest": min(rates), "fastest": max(rates), "runs": repeats,
            "steps_per_run": steps, "episodes_finished": episodes}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=2000, help="steps per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs per mode")
    parser.add_argument("--mode", choices=("combat", "game", "both"), default="both")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.steps < 1 or args.repeats < 1:
        parser.error("--steps and --repeats must be at least 1")
    modes = ("combat", "game") if args.mode == "both" else (args.mode,)
    results = [measure(m, args.steps, args.repeats) for m in modes]
    if args.json:
        print(json.dumps({"results": results, "managym_quoted_decisions_per_second":
                          MANAGYM_QUOTED}, indent=2))
        return 0
    print(f"random masked play, median of {args.repeats} runs of {args.steps} steps")
    for r in results:
        print(f"  {r['mode']:7s} {r['steps_per_second']:>9,.0f} steps/s "
              f"(runs {r['slowest']:,.0f}-{r['fastest']:,.0f}; "
              f"{r['steps_per_cpu_second']:,.0f} per CPU second; "
              f"{r['episodes_finished']} episodes finished)")
    print(f"  managym {MANAGYM_QUOTED:>9,} decisions/s (quoted, Rust engine; not measured "
          "here)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
