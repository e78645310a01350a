"""Clone benchmark: microseconds per ``GameState.clone()`` and bytes per state, as the board
grows (issue 13: clones stay cheap).

``python benchmarks/clone.py [--repeats R] [--json]``: boards of 2, 8 and 30 creatures (half
a side, vanilla Grizzly Bears and Hill Giants, built in code), each at its first decision.
Time: the median of ``R`` runs of 2,000 clones. Bytes: what ``tracemalloc`` sees allocated
by one clone (the new objects; frozen parts such as card definitions are shared, not
copied), and the size of ``pickle.dumps(state)`` (what crosses to a worker). The figures are
measured, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtgsim  # noqa: E402
from sim.model.state import GameState  # noqa: E402

SIZES = (2, 8, 30)


def board(creatures: int) -> GameState:
    """``creatures`` creatures, half each side, A's turn at declare attackers."""
    lines = ["[players.A]", "[players.B]"]
    for i in range(creatures):
        side = "A" if i % 2 == 0 else "B"
        card = "Grizzly Bears" if i % 4 < 2 else "Hill Giant"
        lines += ["[[permanents]]", f'id = "c{i}"', f'controller = "{side}"', f'card = "{card}"']
    return mtgsim.load("\n".join(lines) + "\n")


def measure(repeats: int, clones: int = 2000) -> dict[int, dict[str, float]]:
    out = {}
    for size in SIZES:
        state = board(size)
        runs = []
        for _ in range(repeats):
            start = time.perf_counter()
            for _ in range(clones):
                state.clone()
            runs.append((time.perf_counter() - start) / clones * 1e6)
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        copy = state.clone()
        allocated = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        del copy
        out[size] = {"microseconds": statistics.median(runs), "bytes_allocated": allocated,
                     "bytes_pickled": len(pickle.dumps(state))}
    return out


def summary(figures: dict[int, dict[str, float]]) -> str:
    """The figures as the report's lines."""
    return "\n".join(f"clone, {size:>2} creatures: {row['microseconds']:.1f} us, "
                     f"{row['bytes_allocated']:,.0f} bytes allocated, "
                     f"{row['bytes_pickled']:,.0f} bytes pickled"
                     for size, row in figures.items())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(args.repeats)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(summary(figures))


if __name__ == "__main__":
    main()
