"""Big-board benchmark: boards of thousands of permanents load, list their legal blocks and play
their combat in seconds, in memory linear in the board.

Run ``python benchmarks/big_boards.py`` from the repository root (``--quick``: the two
smaller boards only; ``--json``: the figures as JSON). Each board, built in code as a scenario
dict, holds ``N`` permanents split evenly between players A and B: a tenth of them Grizzly
Bears (A's attack B, B's may block), the rest Forests. The ``evasive`` variant gives every
other attacker flying and every fourth blocker reach, so the pairs that evasion decides are
judged one by one (CR 509.1b, 702.9b-c) beside the plain ones judged by the defending player
alone.

  ==========  ===========  =========  ========  ===========================
  board       permanents   attackers  blockers  pairs (attacker, blocker)
  ==========  ===========  =========  ========  ===========================
  2,500       2,500        125        125       15,625
  5,000       5,000        250        250       62,500
  10,000      10,000       500        500       250,000
  10,000 x2   10,000       1,000      1,000     1,000,000 (the issue's board)
  ==========  ===========  =========  ========  ===========================

What is timed (the median of ``--repeats`` runs): ``load`` (``mtgsim.load`` of the dict: the
scenario read and checked, every permanent built), ``legal`` (``legal_blocks(state)``: the
first legal declaration and how many there are, on a fresh copy), ``play`` (``mtgsim.play``
with the default policy: the combat played to its end, on a fresh copy). ``peak MB`` is the
process's peak resident memory after the board (it only grows). No figure is asserted:
``tests/test_problems.py`` checks the answers; this shows the time.

Figures on the development machine (2 cores, shared; pure Python 3.11) are in the closing
note of issue 30.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtgsim  # noqa: E402
from sim.legality.legal_declarations import legal_blocks  # noqa: E402
from sim.model.objects import Step  # noqa: E402
from sim.model.state import GameState  # noqa: E402

BOARDS = ((2_500, 125, False), (5_000, 250, False), (10_000, 500, False),
          (10_000, 1_000, False), (10_000, 1_000, True))


def board(permanents: int, creatures: int, evasive: bool = False) -> dict[str, Any]:
    """The scenario dict: ``permanents`` split between A and B, ``creatures`` Bears a side
    (A's all attacking B), the rest Forests; ``evasive``: flying and reach as above."""
    perms: list[dict[str, Any]] = []
    for side in "AB":
        for i in range(permanents // 2):
            perm: dict[str, Any] = {"id": f"{side}{i}", "controller": side,
                                    "card": "Grizzly Bears" if i < creatures else "Forest"}
            if evasive and i < creatures and (side == "A" and i % 2 == 0
                                              or side == "B" and i % 4 == 0):
                perm["keywords"] = ["flying" if side == "A" else "reach"]
            perms.append(perm)
    return {"players": {"A": {}, "B": {}}, "permanents": perms,
            "combat": {"attacks": {f"A{i}": "B" for i in range(creatures)}}}


def _median(work: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _legal(state: GameState) -> int:
    blocks = legal_blocks(state)
    next(iter(blocks))
    return blocks.count()


def measure(permanents: int, creatures: int, evasive: bool, repeats: int) -> dict[str, Any]:
    """The figures of one board."""
    data = board(permanents, creatures, evasive)
    state = mtgsim.load(data)
    blocking = mtgsim.scenario(data).position(Step.DECLARE_BLOCKERS)
    return {
        "permanents": permanents, "attackers": creatures, "evasive": evasive,
        "load_s": _median(lambda: mtgsim.load(data), repeats),
        "legal_s": _median(lambda: _legal(blocking.clone()), repeats),
        "play_s": _median(lambda: mtgsim.play(state.clone()), repeats),
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main(argv: list[str] | None = None) -> int:
    """Measure every board and print a table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the two smaller boards only")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    rows = [measure(n, c, e, args.repeats) for n, c, e in (BOARDS[:2] if args.quick else BOARDS)]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'permanents':>10} {'attackers':>9} {'evasive':>7} {'load s':>7} {'legal s':>7} "
          f"{'play s':>7} {'peak MB':>7}")
    for r in rows:
        print(f"{r['permanents']:>10,} {r['attackers']:>9,} {'yes' if r['evasive'] else 'no':>7} "
              f"{r['load_s']:>7.2f} {r['legal_s']:>7.2f} {r['play_s']:>7.2f} "
              f"{r['peak_mb']:>7.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
