"""Solver benchmark: the time to find the optimal blocks on random boards of up to 6 attackers
and 6 blockers, and the block regret of the ``heuristic`` and ``random`` policies.

``python benchmarks/solver.py [--boards N] [--full F] [--seed SEED] [--max-creatures K]
[--regret M] [--json]`` makes ``N`` boards (default 200) with ``ai.solver.blocking_boards`` —
each side up to ``K`` (default 6) random creatures from ``sim.testing.checker.random_board`` (random
power, toughness, damage, keywords, rules edition and life; Lure and "can block an additional
creature" left out), the attacker attacking with every creature able to — and times
``ai.solver.solve_blocks`` on each (CPU time of the process): median, 90th percentile and
maximum, the share solved by the fast path, and the boards' sizes; then the same on ``F``
boards (default 50) with exactly ``K`` creatures a side, none tapped or summoning sick (the
worst case the issue names: 6 attackers x 6 blockers, less those that may not attack or
block). Then it averages the regret (``ai.solver.regret``: the evaluation the defender loses
by blocking as the policy does instead of as the solver does) of the heuristic and random
policies over ``M`` boards (default ``N``) of the first kind: the mean, the share of boards
with any regret, and the mean over the boards where neither line loses the game (a lost game
is worth ``-WIN`` = -1,000,000 and dominates the mean). Nothing here is asserted in tests but
that it runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.evaluation import WIN  # noqa: E402
from ai.heuristic import HeuristicAgent  # noqa: E402
from ai.random_policy import RandomAgent  # noqa: E402
from ai.solver import blocking_boards, regret, solve_blocks  # noqa: E402
from sim.engine.agents import Agent  # noqa: E402


def timings(boards: int, seed: int, max_creatures: int, full: bool = False) -> dict[str, Any]:
    """Solve time of each board, in milliseconds of this process's CPU time (so that other
    work on a shared machine does not inflate it), and what the boards held."""
    times: list[float] = []
    fast = 0
    sizes: list[tuple[int, int]] = []
    for state in blocking_boards(np.random.default_rng(seed), boards, max_creatures, full=full):
        start = time.process_time()
        plan = solve_blocks(state)
        times.append((time.process_time() - start) * 1000)
        fast += plan.method == "fast"
        legal = state.legal_actions()
        combat = state.combat
        assert combat is not None
        sizes.append((len(combat.attackers), len(legal.legal.options)))  # type: ignore[attr-defined]
    ordered = sorted(times)
    return {"boards": len(times), "median_ms": statistics.median(times),
            "p90_ms": ordered[int(0.9 * (len(ordered) - 1))], "max_ms": ordered[-1],
            "fast_share": fast / len(times),
            "six_by_six": sum(1 for a, b in sizes if a == 6 and b == 6),
            "mean_attackers": statistics.mean(a for a, _ in sizes),
            "mean_blockers": statistics.mean(b for _, b in sizes)}


def regrets(boards: int, seed: int, max_creatures: int) -> dict[str, Any]:
    """Each policy's regret over the same boards."""
    policies: dict[str, Agent] = {"heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng([seed, 1]))}
    out: dict[str, Any] = {}
    found: dict[str, list[float]] = {name: [] for name in policies}
    for state in blocking_boards(np.random.default_rng([seed, 2]), boards, max_creatures):
        plan = solve_blocks(state)
        for name, agent in policies.items():
            found[name].append(regret(state, agent, plan))
    for name, values in found.items():
        close = [r for r in values if r < WIN / 2]
        out[name] = {"mean": statistics.mean(values),
                     "positive_share": sum(r > 1e-9 for r in values) / len(values),
                     "games_thrown": len(values) - len(close),
                     "mean_without_thrown_games": statistics.mean(close) if close else 0.0}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-creatures", type=int, default=6)
    parser.add_argument("--regret", type=int, default=None,
                        help="boards for the regret figures (default: --boards; 0: none)")
    parser.add_argument("--full", type=int, default=50,
                        help="also time this many boards with exactly --max-creatures a side, "
                        "all untapped (default 50; 0: none)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.boards < 1 or args.max_creatures < 1:
        parser.error("--boards and --max-creatures must be at least 1")
    result: dict[str, Any] = {"solve": timings(args.boards, args.seed, args.max_creatures)}
    if args.full:
        result["full"] = timings(args.full, args.seed, args.max_creatures, full=True)
    n = args.boards if args.regret is None else args.regret
    if n:
        result["regret"] = regrets(n, args.seed, args.max_creatures)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    k = args.max_creatures
    for key, what in (("solve", f"up to {k} x {k}"), ("full", f"exactly {k} x {k} creatures")):
        if key not in result:
            continue
        s = result[key]
        print(f"optimal blocks on {s['boards']} random boards ({what}; {s['six_by_six']} with "
              f"6 attackers x 6 potential blockers; mean {s['mean_attackers']:.1f} attackers x "
              f"{s['mean_blockers']:.1f} blockers; fast path {s['fast_share']:.0%}):")
        print(f"  median {s['median_ms']:.1f} ms, p90 {s['p90_ms']:.1f} ms, max "
              f"{s['max_ms']:.1f} ms")
    for name, r in result.get("regret", {}).items():
        print(f"  regret of {name} blocks over {n} boards: mean {r['mean']:.1f} "
              f"({r['positive_share']:.0%} of boards with any; {r['games_thrown']} games "
              f"thrown; mean without them {r['mean_without_thrown_games']:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
