"""Random-play benchmark: plays per second when the random policy makes every choice (what a
Monte Carlo run with ``--policy A=random --policy B=random`` does), on an open board.

``python benchmarks/random_play.py [--plays N] [--repeats R] [--board FILE]``: each figure is
the median of ``R`` runs of ``N`` plays of ``prepared.clone()`` then ``sim.engine.play`` with both
players random (seeded per run). The figures are measured, never asserted in tests.
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
from sim.engine.play import play  # noqa: E402

BOARD = Path(__file__).resolve().parent / "boards" / "random" / "open_three_vs_two.toml"


def measure(board: Path, plays: int, repeats: int) -> dict[str, float]:
    prepared = mtgsim.load(board)
    rates = []
    for run in range(repeats):
        agents = mtgsim.agents_for(prepared, {p: "random" for p in prepared.players},
                                   np.random.default_rng(run))
        start = time.perf_counter()
        for _ in range(plays):
            play(prepared.clone(), agents)
        rates.append(plays / (time.perf_counter() - start))
    return {"plays_per_second": statistics.median(rates), "low": min(rates), "high": max(rates)}


def summary(board: Path, row: dict[str, float]) -> str:
    """The figures as the report's line."""
    return (f"random play, {board.name}: {row['plays_per_second']:,.0f} plays/s "
            f"(runs {row['low']:,.0f}-{row['high']:,.0f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--plays", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--board", type=Path, default=BOARD)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    row = measure(args.board, args.plays, args.repeats)
    if args.json:
        print(json.dumps(row))
        return
    print(summary(args.board, row))


if __name__ == "__main__":
    main()
