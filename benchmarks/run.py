"""Combat throughput benchmark: combats per second from a prepared position.

Run ``python benchmarks/run.py`` (or ``python -m benchmarks.run``) from the repository root;
``--legality`` adds the legality benchmark (``benchmarks/legality.py``: verdict and legal-list
times for blocks, against brute force) after the combat figures.
Each timed iteration is exactly what a Monte Carlo roll-out does::

    state = prepared.clone()
    sim.play(state, agents)

so the clone (restoring the prepared position) is part of the cost. Every board is first
played once and checked against its known result, so a benchmark never times a wrong
answer. Each figure is the median of ``--repeats`` runs of about ``--seconds`` each, with
event recording on (the default) and off (``state.record_events = False``).

The reference figures are quoted, not measured here: the target for board (a), and what
the Rust phase.rs engine (through its Python bindings) and the Rust managym engine are
reported to reach on the same kind of position.

``--all`` adds the other benchmarks, among them whole random games (``benchmarks/games.py``:
games and decisions per second on the example decks and a vanilla creature mirror, against
the quoted figure of the Rust managym engine through its Python bindings, about 140 random
games per second and 590 decisions per game — quoted, not measured here).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import cards
import sim
from sim.engine.agents import Agents
from sim.io.scenario import Scenario
from sim.model.objects import Zone
from sim.model.state import GameState

BOARDS_DIR = Path(__file__).resolve().parent / "boards"
#: games a run of the whole-game benchmark plays under ``--all`` (``benchmarks/games.py``)
GAMES_PER_RUN = 20


@dataclass(frozen=True)
class Reference:
    """A throughput figure to compare with. ``quoted``: reported elsewhere, not measured here
    (otherwise it is a target)."""

    name: str
    per_second: float
    quoted: bool = True


@dataclass(frozen=True)
class Board:
    """A benchmark position and the result it must play to."""

    key: str
    file: str
    title: str
    died: frozenset[str]
    life: dict[str, int]
    references: tuple[Reference, ...] = ()

    @property
    def path(self) -> Path:
        return BOARDS_DIR / self.file


BOARDS: tuple[Board, ...] = (
    Board("a", "deathtouch_trade.toml", "2/2 attacker blocked by a 1/1 deathtouch creature",
          died=frozenset({"bears", "rats"}), life={"A": 20, "B": 20},
          references=(Reference("target (issue 13)", 20_000, quoted=False),
                      Reference("Rust phase.rs engine via its Python bindings", 500),
                      Reference("Rust managym engine", 13_000),
                      Reference("Rust managym engine skipping trivial decisions", 23_000))),
    Board("b", "trample_over.toml", "3/3 trampler blocked by a 2/2",
          died=frozenset({"bears"}), life={"A": 20, "B": 19}),
    Board("c", "four_vs_four.toml",
          "4 vs 4: first strike, deathtouch, trample, lifelink, a double block",
          died=frozenset({"bears", "spider", "rats", "giant", "dreadmaw"}),
          life={"A": 24, "B": 16}),
    Board("d", "four_vs_four_effects.toml",
          "4 vs 4 with a double block and a prevention shield (damage module)",
          died=frozenset({"bears", "spider", "rats", "giant"}), life={"A": 22, "B": 20}),
)


def load(board: Board) -> Scenario:
    return sim.load_scenario(board.path, cards.default_pool())


def died(state: GameState) -> frozenset[str]:
    return frozenset(p.id for p in state.permanents.values() if p.zone is not Zone.BATTLEFIELD)


def play(board: Board, record_events: bool = True) -> GameState:
    """Play ``board`` once from its prepared position and return the final state."""
    scenario = load(board)
    state = scenario.state.clone()
    state.record_events = record_events
    sim.play(state, scenario.agents())
    return state


def check(board: Board, state: GameState) -> list[str]:
    """How the final ``state`` differs from the board's known result (empty when right)."""
    problems = []
    if died(state) != board.died:
        problems.append(f"died {sorted(died(state))}, expected {sorted(board.died)}")
    for player, life in board.life.items():
        if state.players[player].life != life:
            problems.append(f"{player} at {state.players[player].life} life, expected {life}")
    if state.step is not sim.Step.COMBAT_OVER:
        problems.append(f"stopped at {state.step.value!r}, not after combat")
    return problems


def rate(prepared: GameState, agents: Agents, seconds: float) -> float:
    """Combats per second over about ``seconds`` (at least one combat)."""
    play = sim.play
    n = 0
    batch = 1
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            state = prepared.clone()
            play(state, agents)
        n += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed
        batch = min(batch * 2, 256)


def measure(board: Board, repeats: int, seconds: float,
            record_events: bool = True) -> dict[str, Any]:
    scenario = load(board)
    prepared = scenario.state.clone()
    prepared.record_events = record_events
    agents = scenario.agents()
    rate(prepared, agents, min(0.2, seconds))  # warm-up
    runs = [rate(prepared, agents, seconds) for _ in range(repeats)]
    median = statistics.median(runs)
    return {"record_events": record_events, "median_per_s": median,
            "us_per_combat": 1e6 / median, "runs_per_s": runs}


def benchmark(boards: Sequence[Board], repeats: int, seconds: float) -> dict[str, Any]:
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "engine": sim.BUILD,
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "repeats": repeats,
        "seconds": seconds,
        "boards": [],
    }
    for board in boards:
        for record_events in (True, False):
            problems = check(board, play(board, record_events))
            if problems:
                raise SystemExit(f"board ({board.key}) {board.file} plays wrong "
                                 f"(record_events={record_events}): {'; '.join(problems)}")
        on = measure(board, repeats, seconds, record_events=True)
        off = measure(board, repeats, seconds, record_events=False)
        out["boards"].append({
            "key": board.key,
            "file": f"benchmarks/boards/{board.file}",
            "title": board.title,
            "events_on": on,
            "events_off": off,
            "references": [{"name": r.name, "per_s": r.per_second, "quoted": r.quoted,
                            "ratio": on["median_per_s"] / r.per_second}
                           for r in board.references],
        })
    return out


def format_report(result: dict[str, Any]) -> str:
    lines = [f"mtgsim combat benchmark: {result['implementation']} {result['python']} "
             f"({result['machine']}), engine {result['engine']}",
             f"median of {result['repeats']} runs of ~{result['seconds']:g}s each; "
             "one combat = prepared.clone() + sim.play() (the decision loop)", ""]
    for b in result["boards"]:
        lines.append(f"({b['key']}) {b['title']}  [{b['file']}]")
        for key, label in (("events_on", "events on "), ("events_off", "events off")):
            r = b[key]
            lines.append(f"    {label} {r['median_per_s']:>10,.0f} combats/s "
                         f"{r['us_per_combat']:>8.1f} us/combat   (runs "
                         f"{min(r['runs_per_s']):,.0f}-{max(r['runs_per_s']):,.0f}/s)")
        for ref in b["references"]:
            how = (f"quoted figure for ({b['key']}), not measured here" if ref["quoted"]
                   else f"for ({b['key']})")
            approx = "~" if ref["quoted"] else ""
            lines.append(f"    vs {ref['name']} {approx}{ref['per_s']:,.0f}/s ({how}): "
                         f"mtgsim (events on) is x{ref['ratio']:.2f}")
        lines.append("")
    return "\n".join(lines).rstrip()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--repeats", type=int, default=7, help="timed runs per board (default 7)")
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="approximate length of each run in seconds (default 1)")
    parser.add_argument("--board", action="append", choices=[b.key for b in BOARDS],
                        help="only this board (repeatable); default all")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--legality", action="store_true",
                        help="also run the legality benchmark (benchmarks/legality.py) with the "
                             "same --repeats, runs of min(--seconds, 0.2)s and a brute-force "
                             "budget of min(10 x --seconds, 10)s per board")
    parser.add_argument("--all", action="store_true",
                        help="also --legality, the batched kernel (benchmarks/batch.py), clones "
                             "(benchmarks/clone.py), random play (benchmarks/random_play.py) and "
                             f"whole random games (benchmarks/games.py: {GAMES_PER_RUN} games "
                             "a run per deck pairing)")
    args = parser.parse_args(argv)
    args.legality = args.legality or args.all
    if args.repeats < 1 or args.seconds <= 0:
        parser.error("--repeats must be at least 1 and --seconds positive")
    boards = [b for b in BOARDS if not args.board or b.key in args.board]
    result = benchmark(boards, args.repeats, args.seconds)
    report = format_report(result)
    if args.legality:
        legality = _module("legality")
        result["legality"] = legality.benchmark(
            legality.BOARDS, args.repeats, min(args.seconds, legality.DEFAULT_SECONDS),
            min(10 * args.seconds, legality.DEFAULT_BRUTE_SECONDS))
        report += "\n\n" + legality.format_report(result["legality"])
    if args.all:
        batch, clone, random_play, games = (_module(m) for m in ("batch", "clone",
                                                                  "random_play", "games"))
        result["batch"] = batch.measure(repeats=args.repeats)
        result["clone"] = clone.measure(args.repeats)
        result["random_play"] = random_play.measure(random_play.BOARD, 2000, args.repeats)
        result["games"] = [games.measure(key, GAMES_PER_RUN, args.repeats)
                           for key in games.PAIRINGS]
        report += "\n\n" + "\n".join([
            batch.summary(result["batch"]), clone.summary(result["clone"]),
            random_play.summary(random_play.BOARD, result["random_play"]),
            *(games.summary(row) for row in result["games"])])
    print(json.dumps(result, indent=2) if args.json else report)
    return 0


def _module(name: str) -> ModuleType:
    """``benchmarks/<name>.py``, whether this file runs as a script or as a module."""
    import importlib
    try:
        return importlib.import_module(f"benchmarks.{name}")
    except ImportError:  # run as ``python benchmarks/run.py``: this folder is on sys.path
        return importlib.import_module(name)


if __name__ == "__main__":
    sys.exit(main())
