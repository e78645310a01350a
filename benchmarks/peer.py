"""Side by side with the peer engine: mtgsim against managym (the Rust engine of ``manabot``),
the same games and combats on the same machine in one run, rounds interleaved, ratios printed.

``python benchmarks/peer.py [--rounds R] [--games N] [--combats C] [--only W ...]
[--peer-python PATH] [--json]``

Whole games: both engines play the mirror they both know (``peer_driver.DECK``: 12 Forest,
12 Mountain, 18 Llanowar Elves, 18 Gray Ogre; mtgsim's cards from its bundled pool), both
players random:

* ``games``: each decision drawn uniformly among the legal actions and applied through the
  Python API (mtgsim: ``play`` with the random policy, ``sim.engine.play.drive``; managym:
  ``Env.random_action_index`` then ``Env.step``), trivial decisions skipped by both;
* ``playout``: the whole game played inside the engine (mtgsim: ``GameState.random_playout``;
  managym: ``Env.random_playout``).

Setting up each game (shuffling, the engine's game object) is left out of the timing on both
sides.

The issue's combat boards, ``board a`` (a 2/2 attacks, a 1/1 deathtouch creature blocks: Gray
Ogre, Typhoid Rats; both die) and ``board b`` (a 3/3 trampler attacks, a 2/2 blocks: War
Mammoth, its characteristics given in the board file, and Gray Ogre; the ogre dies, 1 damage
tramples over), with cards both engines know, the
same decisions on both sides: the attacker attacks, the blocker blocks it, the damage is the
default assignment (lethal damage to the blocker, the rest to the player). ``C`` combats a
round, each timed alone, the round's figure the median combat's time (the interruptions of a
shared machine hit a few combats; the median leaves them out):

* mtgsim: ``benchmarks/boards/peer/*.toml``, loaded once with ``sim.load_scenario``; each
  combat, untimed: ``prepared.clone()`` (``record_events`` as the prepared state: on, the
  default, or off — both are measured); timed: ``sim.play(state, scenario.agents())``, the
  public loop with the file's declarations as its script, from the active player's precombat
  main phase to the end of the turn (the closest to managym's span: the main phase, the
  combat, the second main phase, the end step and cleanup);
* managym: ``peer_driver.combats``: each combat, untimed, ``Env.clone_env()`` of the prepared
  position (the precombat main phase of turn 1, hands empty); timed: its three ``Env.step``
  calls (pass priority, attack, block), after which it plays on alone to its next decision,
  the next turn's main phase (its untap, upkeep and draw: a little more work than mtgsim's).

Each side checks the result before timing (the creatures that died, the defending player's
life) and warms up on untimed combats. A round runs a workload on mtgsim, then the same on
managym; each figure is the median of ``R`` rounds (games or combats per second), the ratio
mtgsim / managym of the medians.

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
from sim.model.objects import Zone  # noqa: E402
from sim.rules.opening import new_game  # noqa: E402

#: one round of a workload on one engine: (workload, games, seed) -> the driver's figures
Round = Callable[[str, int, int], dict[str, Any]]
#: the combat boards' scenario files (``peer_driver.COMBATS`` on managym's side), and their
#: results: the creatures that die, the defending player's life
BOARDS_DIR = Path(__file__).resolve().parent / "boards" / "peer"
COMBATS = {"board a": ("deathtouch_trade.toml", frozenset({"ogre", "rats"}), 20),
           "board b": ("trample_over.toml", frozenset({"ogre"}), 19)}
#: mtgsim's figures per workload: events recorded (the default) and, on the combat boards,
#: not recorded (``GameState.record_events`` False)
NO_EVENTS = "mtgsim, no events"
#: every workload, in the report's order
WORKLOADS = (*peer_driver.WORKLOADS, *COMBATS)


def mirror() -> dict[str, list[CardDef]]:
    """The peer's deck for both seats, from the bundled pool."""
    text = "".join(f"{n} {name}\n" for name, n in peer_driver.DECK.items())
    cards = load_deck(text, strict=True, source="peer deck", pool=default_pool()).cards()
    return dict.fromkeys(SEATS, cards)


def mtgsim_round(table: dict[str, list[CardDef]], record_events: bool = True) -> Round:
    """mtgsim's side: the same figures as ``peer_driver.measure`` (``record_events``: on the
    combat boards)."""
    def measure(workload: str, games: int, seed: int) -> dict[str, Any]:
        if workload in COMBATS:
            return combats(workload, games, record_events)
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


def combats(board: str, n: int, record_events: bool = True) -> dict[str, Any]:
    """``n`` combats of ``board`` on mtgsim, each timed alone (see the module docstring)."""
    file, dying, life = COMBATS[board]
    scenario = sim.load_scenario(BOARDS_DIR / file, default_pool())
    prepared, agents = scenario.state.clone(), scenario.agents()
    prepared.record_events = record_events
    state = prepared.clone()
    play(state, agents)
    died = {p.id for p in state.permanents.values() if p.zone is not Zone.BATTLEFIELD}
    if died != dying or state.players["B"].life != life:
        raise RuntimeError(f"{board}: {sorted(died)} died and B is at {state.players['B'].life}"
                           f" life, not {sorted(dying)} and {life}")
    for _ in range(peer_driver.WARM_UP):
        play(prepared.clone(), agents)
    times = []
    clock = time.perf_counter
    for _ in range(n):
        state = prepared.clone()
        start = clock()
        play(state, agents)
        times.append(clock() - start)
    return {"seconds": statistics.median(times) * n, "games": n,
            "decisions": len(state.history) * n, "draws": 0}


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


def compare(rounds: int, games: int, peer: Round | None, combats: int = 2000,
            workloads: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Each workload's rounds (``workloads``, default all: ``WORKLOADS``), interleaved: mtgsim
    then managym, round after round; ``games`` games or ``combats`` combats a round."""
    sides: dict[str, Round] = {"mtgsim": mtgsim_round(mirror())}
    rows = []
    for workload in workloads or WORKLOADS:
        n = combats if workload in COMBATS else games
        engines = dict(sides)
        if workload in COMBATS:
            engines[NO_EVENTS] = mtgsim_round({}, record_events=False)
        for ours in engines.values():
            ours(workload, 2, rounds + 1)  # warm-up, on seeds no round uses
        if peer is not None:
            engines["managym"] = peer
        runs: dict[str, list[dict[str, Any]]] = {engine: [] for engine in engines}
        for r in range(rounds):
            for engine, measure in engines.items():
                runs[engine].append(measure(workload, n, r))
        row: dict[str, Any] = {"workload": workload, "unit": "combats" if workload in COMBATS
                               else "games", "n": n, "rounds": rounds}
        for engine, figures in runs.items():
            total = sum(f["games"] for f in figures)
            row[engine] = {
                "per_s": statistics.median(f["games"] / f["seconds"] for f in figures),
                "runs": [f["games"] / f["seconds"] for f in figures],
                "decisions_per_game": sum(f["decisions"] for f in figures) / total,
                "draws": sum(f["draws"] for f in figures) / total}
        if "managym" in row:
            row["ratio"] = row["mtgsim"]["per_s"] / row["managym"]["per_s"]
            if NO_EVENTS in row:
                row["ratio, no events"] = row[NO_EVENTS]["per_s"] / row["managym"]["per_s"]
        rows.append(row)
    return rows


def report(rows: Sequence[dict[str, Any]], where: str) -> str:
    """The rows as the report's lines."""
    lines = [f"mtgsim ({sim.BUILD}) vs {where}; the mirror "
             + ", ".join(f"{n} {name}" for name, n in peer_driver.DECK.items())]
    for row in rows:
        unit = f"{row['unit']}/s"
        line = f"{row['workload']:8s} mtgsim {row['mtgsim']['per_s']:9.1f} {unit}"
        if "managym" in row:
            line += (f"   managym {row['managym']['per_s']:9.1f} {unit}"
                     f"   ratio x{row['ratio']:.2f}")
        lines.append(line + f"   (median of {row['rounds']} rounds of {row['n']} {row['unit']})")
        if NO_EVENTS in row:
            line = f"         {NO_EVENTS}: {row[NO_EVENTS]['per_s']:9.1f} {unit}"
            if "managym" in row:
                line += f"   ratio x{row['ratio, no events']:.2f}"
            lines.append(line)
        for engine in ("mtgsim", "managym"):
            if engine in row and row["workload"] == "games":
                lines.append(f"         {engine}: {row[engine]['decisions_per_game']:.0f} "
                             f"decisions/game, {row[engine]['draws']:.0%} draws")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--combats", type=int, default=2000)
    parser.add_argument("--only", action="append", choices=WORKLOADS,
                        help="this workload only (repeatable; default: all)")
    parser.add_argument("--peer-python", default=os.environ.get("MANAGYM_PYTHON"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.games < 1 or args.combats < 1:
        parser.error("--rounds, --games and --combats must be at least 1")
    peer, where = peer_round(args.peer_python)
    rows = compare(args.rounds, args.games, peer, args.combats, args.only or ())
    if args.json:
        print(json.dumps({"build": sim.BUILD, "peer": where, "rows": rows}))
    else:
        print(report(rows, where))
    return 0


if __name__ == "__main__":
    sys.exit(main())
