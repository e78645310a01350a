"""Batched kernel benchmark: combats per second of ``mtgsim.batch.resolve`` on random boards of
up to 3 attackers and 3 blockers, its peak memory, and the scalar engine on a sample of the
same boards for the ratio.

``python benchmarks/batch.py [--boards N] [--repeats R] [--scalar S] [--seed SEED] [--json]``
makes ``N`` boards (default 1,000,000) with ``mtgsim.batch.random_boards``, resolves them
``R`` times (after one warm-up run) and reports the median rate; the peak memory is what
``tracemalloc`` sees allocated during one more run (numpy reports its arrays to it), next to
the boards' own size and the process's peak resident size. The scalar engine plays ``S`` of
the same boards (loaded first, then ``mtgsim.play`` timed with the default policy); the
figures are checked to agree with the kernel's. The issue's target is at least 2,000,000
combats/s on 1,000,000 boards, under 1 GB. Nothing here is asserted in tests but that it
runs.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtgsim  # noqa: E402
from mtgsim import batch  # noqa: E402


def _nbytes(boards: batch.Boards) -> int:
    sides = (boards.attackers, boards.blockers)
    return sum(a.nbytes for s in sides for a in (s.power, s.toughness, s.keywords, s.present)) \
        + boards.blocks.nbytes + boards.life.nbytes + boards.poison.nbytes


def measure(boards: int = 1_000_000, repeats: int = 5, scalar: int = 500,
            seed: int = 1) -> dict[str, Any]:
    """The figures (see the module docstring), as a dict."""
    start = time.perf_counter()
    made = batch.random_boards(boards, seed=seed)
    generate = time.perf_counter() - start
    result = batch.resolve(made)  # warm-up
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = batch.resolve(made)
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    try:
        batch.resolve(made)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    sample = range(0, boards, max(1, boards // scalar))[:scalar]
    states = [mtgsim.load(made.scenario(i)) for i in sample]
    start = time.perf_counter()
    outcomes = [mtgsim.play(state).to_dict() for state in states]
    scalar_time = time.perf_counter() - start
    agree = sum(o == result.outcome(i) for i, o in zip(sample, outcomes, strict=True))
    rate = boards / statistics.median(times)
    scalar_rate = len(states) / scalar_time if scalar_time else 0.0
    return {"boards": boards, "repeats": repeats, "seed": seed,
            "combats_per_s": rate,
            "best_combats_per_s": boards / min(times),
            "seconds": statistics.median(times),
            "generate_seconds": generate,
            "peak_resolve_bytes": peak,
            "boards_bytes": _nbytes(made),
            "max_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
            "scalar_sample": len(states),
            "scalar_combats_per_s": scalar_rate,
            "scalar_agree": agree,
            "speedup": rate / scalar_rate if scalar_rate else 0.0}


def summary(f: dict[str, Any]) -> str:
    """The figures as the report's lines."""
    mb = 1 << 20
    return "\n".join([
        f"mtgsim.batch.resolve: {f['boards']:,} boards in {f['seconds'] * 1000:.0f} ms "
        f"(median of {f['repeats']}): {f['combats_per_s']:,.0f} combats/s "
        f"(best {f['best_combats_per_s']:,.0f}/s)",
        f"memory: {f['peak_resolve_bytes'] / mb:.0f} MiB allocated at peak by resolve, "
        f"boards {f['boards_bytes'] / mb:.0f} MiB, process peak RSS "
        f"{f['max_rss_bytes'] / mb:.0f} MiB; boards generated in {f['generate_seconds']:.2f} s",
        f"scalar engine: {f['scalar_combats_per_s']:,.0f} combats/s on {f['scalar_sample']} "
        f"of the boards ({f['scalar_agree']}/{f['scalar_sample']} agree); the kernel is "
        f"x{f['speedup']:,.0f}"])


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--boards", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--scalar", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    f = measure(args.boards, args.repeats, args.scalar, args.seed)
    if args.json:
        print(json.dumps(f, indent=2))
        return
    print(summary(f))


if __name__ == "__main__":
    main()
