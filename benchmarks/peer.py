"""Side by side with the peer engine: mtgsim against managym (the Rust engine of ``manabot``),
the same games on the same machine in one run, rounds interleaved, ratios printed.

``python benchmarks/peer.py [--rounds R] [--games N] [--peer-python PATH] [--json]``

Both engines play the mirror they both know (``peer_driver.DECK``: 12 Forest, 12 Mountain,
18 Llanowar Elves, 18 Gray Ogre; mtgsim's cards from its bundled pool), both players random:

* ``games``: each decision drawn uniformly among the legal actions and applied through the
  Python API (mtgsim: ``play`` with the random policy, ``sim.engine.play.drive``; managym:
  ``Env.random_action_index`` then ``Env.step``), trivial decisions skipped by both;
* ``playout``: the whole game played inside the engine (mtgsim: ``GameState.random_playout``;
  managym: ``Env.random_playout``).

Setting up each game (shuffling, the engine's game object) is left out of the timing on both
sides. A round plays ``N`` games of a workload on mtgsim, then the same on managym; each figure
is the median of ``R`` rounds (games per second), the ratio mtgsim / managym of the medians.

managym is found in this interpreter, else run with ``--peer-python`` (default: the
``MANAGYM_PYTHON`` environment variable), an interpreter where ``pip install manabot==0.2.0``
was done (it needs Python 3.12); ``benchmarks/peer_driver.py`` is what runs there. Without it,
the report says so and gives mtgsim's figures alone. The figures are measured, never asserted
in tests; mtgsim's turn limit (``mtgsim.games.TURN_LIMIT``) and managym's step cap end a game
as a draw, counted in the report.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
import peer_driver  # noqa: E402

import mtgsim  # noqa: E402
import sim  # noqa: E402
from cards import default_pool  # noqa: E402
from cards.decks import load_deck  # noqa: E402
from mtgsim.games import SEATS, TURN_LIMIT  # noqa: E402
from sim.engine.play import play  # noqa: E402
from sim.model.card import CardDef  # noqa: E402
from sim.rules.opening import new_game  # noqa: E402

#: one round of a workload on one engine: (workload, games, seed) -> the driver's figures
Round = Callable[[str, int, int], dict[str, Any]]


def mirror() -> dict[str, list[CardDef]]:
    """The peer's deck for both seats, from the bundled pool."""
    text = "".join(f"{n} {name}\n" for name, n in peer_driver.DECK.items())
    cards = load_deck(text, strict=True, source="peer deck", pool=default_pool()).cards()
    return dict.fromkeys(SEATS, cards)


def mtgsim_round(table: dict[str, list[CardDef]]) -> Round:
    """mtgsim's side: the same figures as ``peer_driver.measure``."""
    def measure(workload: str, games: int, seed: int) -> dict[str, Any]:
        rng = np.random.default_rng(seed)
        elapsed = 0.0
        decisions = draws = 0
        for i in range(games):
            state = new_game(table, seed * games + i, turn_limit=TURN_LIMIT)
            agents = mtgsim.agents_for(state, dict.fromkeys(state.turn_order, "random"), rng)
            start = time.perf_counter()
            if workload == "playout":
                state.random_playout(rng)
            else:
                play(state, agents)
            elapsed += time.perf_counter() - start
            decisions += len(state.history)
            draws += state.result is None or not state.result.winners
        return {"seconds": elapsed, "games": games, "decisions": decisions, "draws": draws}
    return measure


def peer_round(python: str | None) -> tuple[Round | None, str]:
    """managym's side, and where it runs (or why it is missing)."""
    if peer_driver.available():
        return peer_driver.measure, "managym in this interpreter"
    if not python:
        return None, ("managym is not installed here and no --peer-python (or MANAGYM_PYTHON) "
                      "was given: mtgsim's figures only")
    driver = str(Path(peer_driver.__file__).resolve())

    def measure(workload: str, games: int, seed: int) -> dict[str, Any]:
        done = subprocess.run([python, driver, workload, str(games), str(seed)],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"the peer driver failed under {python}: "
                               f"{done.stderr.strip().splitlines()[-1:]}")
        row: dict[str, Any] = json.loads(done.stdout)
        return row
    try:
        measure("playout", 1, 0)
    except (OSError, RuntimeError) as err:
        return None, f"managym could not run under {python} ({err}): mtgsim's figures only"
    return measure, f"managym under {python}"


def compare(rounds: int, games: int, peer: Round | None) -> list[dict[str, Any]]:
    """Each workload's rounds, interleaved: mtgsim then managym, round after round."""
    ours = mtgsim_round(mirror())
    rows = []
    for workload in peer_driver.WORKLOADS:
        ours(workload, 2, rounds + 1)  # warm-up, on seeds no round uses
        runs: dict[str, list[dict[str, Any]]] = {"mtgsim": [], "managym": []}
        for r in range(rounds):
            runs["mtgsim"].append(ours(workload, games, r))
            if peer is not None:
                runs["managym"].append(peer(workload, games, r))
        row: dict[str, Any] = {"workload": workload, "games": games, "rounds": rounds}
        for engine, figures in runs.items():
            if not figures:
                continue
            total = sum(f["games"] for f in figures)
            row[engine] = {
                "games_per_s": statistics.median(f["games"] / f["seconds"] for f in figures),
                "runs": [f["games"] / f["seconds"] for f in figures],
                "decisions_per_game": sum(f["decisions"] for f in figures) / total,
                "draws": sum(f["draws"] for f in figures) / total}
        if "managym" in row:
            row["ratio"] = row["mtgsim"]["games_per_s"] / row["managym"]["games_per_s"]
        rows.append(row)
    return rows


def report(rows: Sequence[dict[str, Any]], where: str) -> str:
    """The rows as the report's lines."""
    lines = [f"mtgsim ({sim.BUILD}) vs {where}; the mirror "
             + ", ".join(f"{n} {name}" for name, n in peer_driver.DECK.items())]
    for row in rows:
        line = f"{row['workload']:8s} mtgsim {row['mtgsim']['games_per_s']:8.1f} games/s"
        if "managym" in row:
            line += (f"   managym {row['managym']['games_per_s']:8.1f} games/s"
                     f"   ratio x{row['ratio']:.2f}")
        lines.append(line + f"   (median of {row['rounds']} rounds of {row['games']} games)")
        for engine in ("mtgsim", "managym"):
            if engine in row and row["workload"] == "games":
                lines.append(f"         {engine}: {row[engine]['decisions_per_game']:.0f} "
                             f"decisions/game, {row[engine]['draws']:.0%} draws")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--peer-python", default=os.environ.get("MANAGYM_PYTHON"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.games < 1:
        parser.error("--rounds and --games must be at least 1")
    peer, where = peer_round(args.peer_python)
    rows = compare(args.rounds, args.games, peer)
    if args.json:
        print(json.dumps({"build": sim.BUILD, "peer": where, "rows": rows}))
    else:
        print(report(rows, where))
    return 0


if __name__ == "__main__":
    sys.exit(main())
