"""Compare this tree's throughput with another commit's, on the same machine, in turns.

    python benchmarks/compare.py --against HEAD~1 --board a --rounds 10
    python benchmarks/compare.py --against HEAD~1 --board game --rounds 10
    python benchmarks/compare.py --other-tree ../compiled-checkout --board a

The other commit is checked out in a temporary git worktree (or ``--other-tree`` names a
checkout to use as it is, for instance one whose engine is compiled in place). Each round
runs one process per tree, one after the other; a process warms up, then times batches and
reports its peak rate (the fastest batch: the least disturbed by the rest of the machine).
The medians over rounds, and their ratio, are the figures to quote: interleaving the two trees
cancels the slow drifts of a shared machine, and both trees of a round run with the same
``PYTHONHASHSEED`` (round ``k`` with ``k``), as string hashing alone moves the work done by a
few percent. Both trees are driven through the public API only (``sim.load_scenario``,
``sim.play``, ``mtgsim.game``, ``mtgsim.play``), which every commit since the decision loop
has, whatever its modules.

Boards ``a`` to ``d`` (``benchmarks/boards``): 200 batches of 20 combats, each
``prepared.clone()`` + the public loop (``sim.play``, else the older ``sim.run_combat``).
``game``: 15 batches of 4 whole games between the example decks, both players random, from
``mtgsim.game`` (seeded) to the end: games per second.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the whole-game workload's name among the boards
GAME = "game"
BOARDS = {"a": "deathtouch_trade.toml", "b": "trample_over.toml", "c": "four_vs_four.toml",
          "d": "four_vs_four_effects.toml", GAME: GAME}

PROBE = r'''
import json, sys, time
sys.path.insert(0, ".")
import cards, sim
scenario = sim.load_scenario("benchmarks/boards/" + sys.argv[1], cards.default_pool())
prepared, agents = scenario.state.clone(), scenario.agents()
loop = getattr(sim, "play", None) or sim.run_combat
for _ in range(300):
    loop(prepared.clone(), agents)
best = float("inf")
for _ in range(200):
    start = time.perf_counter()
    for _ in range(20):
        loop(prepared.clone(), agents)
    best = min(best, (time.perf_counter() - start) / 20)
print(json.dumps([1 / best, getattr(sim, "BUILD", "pure Python")]))
'''


GAME_PROBE = r'''
import json, sys, time
sys.path.insert(0, ".")
import numpy as np
import mtgsim, sim
decks = ("examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt")
def games(first, n):
    for seed in range(first, first + n):
        game = mtgsim.game(*decks, seed=seed)
        mtgsim.play(game, "random", np.random.default_rng(seed))
games(1000, 4)
best = float("inf")
for batch in range(15):
    start = time.perf_counter()
    games(4 * batch, 4)
    best = min(best, (time.perf_counter() - start) / 4)
print(json.dumps([1 / best, getattr(sim, "BUILD", "pure Python")]))
'''


def peak(tree: Path, board: str, hash_seed: int = 0) -> tuple[float, str]:
    """The peak rate of ``tree`` on ``board`` (a board file, or ``GAME``), and which build of
    its engine ran (``sim.BUILD``: compiled modules are used only where they were built in
    that tree). ``hash_seed`` is the process's ``PYTHONHASHSEED``: string hashing changes
    dict and set layouts, and with them the work done by a few percent, so both trees of a
    round run with the same one."""
    argv = [sys.executable, "-c", GAME_PROBE] if board == GAME else \
        [sys.executable, "-c", PROBE, board]
    out = subprocess.run(argv, cwd=tree, check=True, capture_output=True, text=True,
                         env={**os.environ, "PYTHONHASHSEED": str(hash_seed)})
    rate, build = json.loads(out.stdout)
    return float(rate), str(build)


def _rounds(other: Path, name: str, board: str, rounds: int
            ) -> tuple[dict[str, list[float]], dict[str, str]]:
    """Each tree's peak rate per round (the other tree first), and the build each ran."""
    rates: dict[str, list[float]] = {"this tree": [], name: []}
    builds: dict[str, str] = {}
    for k in range(rounds):
        for label, tree in ((name, other), ("this tree", ROOT)):
            rate, builds[label] = peak(tree, BOARDS[board], hash_seed=k + 1)
            rates[label].append(rate)
    return rates, builds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--against", default="HEAD~1", help="git revision (default HEAD~1)")
    parser.add_argument("--board", choices=sorted(BOARDS), default="a")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--other-tree", type=Path, default=None,
                        help="compare with this checkout as it is (for instance one whose "
                        "engine is compiled: MTGSIM_COMPILE=1 python setup.py build_ext "
                        "--inplace) instead of checking out --against")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    rates: dict[str, list[float]] = {}
    builds: dict[str, str] = {}
    if args.other_tree is not None:
        args.against = str(args.other_tree)
        rates, builds = _rounds(args.other_tree, args.against, args.board, args.rounds)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            other = Path(tmp) / "other"
            subprocess.run(["git", "worktree", "add", "--detach", "-q", str(other),
                            args.against], cwd=ROOT, check=True)
            try:
                rates, builds = _rounds(other, args.against, args.board, args.rounds)
            finally:
                subprocess.run(["git", "worktree", "remove", "--force", str(other)],
                               cwd=ROOT, check=False)
    medians = {k: statistics.median(v) for k, v in rates.items()}
    for name, values in rates.items():
        unit = "games/s" if args.board == GAME else "combats/s"
        print(f"{name:>12}: median peak {medians[name]:,.1f} {unit}  "
              f"(rounds {', '.join(f'{v:,.0f}' for v in values)}; {builds[name]})")
    print(f"ratio this tree / {args.against}: x{medians['this tree'] / medians[args.against]:.3f}"
          f" (board {args.board}, {args.rounds} interleaved rounds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
