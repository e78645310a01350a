"""Whole-game benchmark: random games per second and decisions per second, both players random.

``python benchmarks/games.py [--games N] [--repeats R] [--deck examples|vanilla] [--profile]``
plays, for each deck pairing, ``R`` runs of ``N`` games. Each game is what a Monte Carlo
match plays: ``sim.rules.opening.new_game`` from the loaded decks (shuffles and the coin flip for
who plays first seeded by the game's seed: game ``i`` of run ``r`` has seed ``r * N + i``),
opening hands with the London mulligan, then turn after turn to the end or the turn limit
(``mtgsim.games.TURN_LIMIT``, a draw), every decision taken by the random policy (seeded per
run). Decks are loaded once, outside the timing; event recording is on, as in
``mtgsim.game``. A *decision* is an action the engine stopped for (``state.history``: every
pending decision, those with a single legal action included; a player who can only pass is
not asked, CR 117, so a game has far fewer decisions than priority passes).

The pairings:

* ``examples``: the two example decks against each other (``examples/decks/
  red_green_stompy.txt`` as player A, ``white_blue_fliers.txt`` as player B);
* ``vanilla``: a mirror of ``VANILLA``, 24 basic lands (12 Forest, 12 Mountain) and 36
  creatures that are vanilla or have only simple keywords, all bundled cards: 4 each of
  Grizzly Bears (2/2), Raging Goblin (1/1 haste), Greenwood Sentinel (2/2 vigilance),
  Centaur Courser (3/3), Hill Giant (3/3), Boggart Brute (3/2 menace), Onakke Ogre (4/2),
  Giant Spider (2/4 reach) and Vigilant Baloth (5/5 vigilance): no instant, no activated
  or triggered ability — the kind of deck the quoted managym figure was measured on.

Each figure is the median of the runs, with the lowest and highest run (the spread); the
average decisions and turns per game are over all the runs' games. ``--profile`` plays one
run under cProfile and prints the functions taking the most cumulative time. The quoted
figure for the Rust managym engine (through its Python bindings, on this kind of machine:
about 140 random games per second, about 590 decisions per game) is reported elsewhere, not
measured here. The figures are measured, never asserted in tests.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import mtgsim  # noqa: E402
import sim  # noqa: E402
from cards.decks import load_deck  # noqa: E402
from mtgsim.games import SEATS, TURN_LIMIT  # noqa: E402
from sim.engine.play import play  # noqa: E402
from sim.model.card import CardDef  # noqa: E402
from sim.rules.opening import new_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = (ROOT / "examples" / "decks" / "red_green_stompy.txt",
            ROOT / "examples" / "decks" / "white_blue_fliers.txt")

#: the vanilla deck (module docstring): basic lands and vanilla or simple keyword creatures
VANILLA = """\
Deck
4 Grizzly Bears
4 Raging Goblin
4 Greenwood Sentinel
4 Centaur Courser
4 Hill Giant
4 Boggart Brute
4 Onakke Ogre
4 Giant Spider
4 Vigilant Baloth
12 Forest
12 Mountain
"""

#: the deck pairings, by key: a title and the deck of each seat
PAIRINGS = ("examples", "vanilla")

#: the quoted peer figure: reported elsewhere, not measured here
MANAGYM = {"name": "Rust managym engine via its Python bindings", "games_per_s": 140.0,
           "decisions_per_game": 590.0}


def decks(key: str) -> tuple[str, dict[str, list[CardDef]]]:
    """The title and the decks (seat -> cards) of the pairing ``key``."""
    if key == "examples":
        loaded = [load_deck(path, strict=True) for path in EXAMPLES]
        title = " vs ".join(path.stem for path in EXAMPLES)
    elif key == "vanilla":
        loaded = [load_deck(VANILLA, strict=True, source="vanilla")] * 2
        title = "vanilla mirror (24 basic lands, 36 vanilla and keyword creatures)"
    else:
        raise ValueError(f"unknown deck pairing {key!r}; accepted: {', '.join(PAIRINGS)}")
    return title, {seat: deck.cards() for seat, deck in zip(SEATS, loaded, strict=True)}


def run(table: dict[str, list[CardDef]], games: int, seed: int,
        record_events: bool = True) -> dict[str, float]:
    """One run: ``games`` random games (seeds ``seed * games`` on), timed; the policies' rng
    is seeded with ``seed``."""
    rng = np.random.default_rng(seed)
    agents = None
    decisions = turns = ended = 0
    elapsed = 0.0
    for i in range(games):
        state = new_game(table, seed * games + i, turn_limit=TURN_LIMIT,
                         record_events=record_events)
        if agents is None:
            agents = mtgsim.agents_for(state, dict.fromkeys(state.turn_order, "random"), rng)
        start = time.perf_counter()
        play(state, agents)
        elapsed += time.perf_counter() - start
        decisions += len(state.history)
        turns += state.turn
        ended += state.result is not None
    if ended != games:
        raise RuntimeError(f"{games - ended} of {games} games stopped without a result")
    return {"seconds": elapsed, "games": games, "decisions": decisions, "turns": turns}


def measure(key: str, games: int, repeats: int, record_events: bool = True) -> dict[str, Any]:
    """``repeats`` runs of ``games`` games on the pairing ``key``: games and decisions per
    second (median, lowest and highest run), decisions and turns per game."""
    title, table = decks(key)
    run(table, min(games, 3), repeats, record_events)  # warm-up, on seeds no run uses
    runs = [run(table, games, r, record_events) for r in range(repeats)]
    games_per_s = [r["games"] / r["seconds"] for r in runs]
    decisions_per_s = [r["decisions"] / r["seconds"] for r in runs]
    total = sum(r["games"] for r in runs)
    return {"key": key, "title": title, "engine": sim.BUILD, "games": games, "repeats": repeats,
            "record_events": record_events, "turn_limit": TURN_LIMIT,
            "games_per_s": statistics.median(games_per_s), "games_per_s_runs": games_per_s,
            "decisions_per_s": statistics.median(decisions_per_s),
            "decisions_per_s_runs": decisions_per_s,
            "decisions_per_game": sum(r["decisions"] for r in runs) / total,
            "turns_per_game": sum(r["turns"] for r in runs) / total}


def profile(key: str, games: int, top: int = 25) -> str:
    """One run of ``games`` games on ``key`` under cProfile: the ``top`` functions by
    cumulative time."""
    _, table = decks(key)
    profiler = cProfile.Profile()
    profiler.enable()
    run(table, games, 0)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def summary(row: dict[str, Any]) -> str:
    """The figures of one pairing as the report's lines, with the quoted peer figure."""
    gps, dps = row["games_per_s_runs"], row["decisions_per_s_runs"]
    ratio = row["games_per_s"] / MANAGYM["games_per_s"]
    return "\n".join([
        f"random games, {row['key']} ({row['title']}): {row['games_per_s']:,.1f} games/s "
        f"(runs {min(gps):,.1f}-{max(gps):,.1f}), {row['decisions_per_s']:,.0f} decisions/s "
        f"(runs {min(dps):,.0f}-{max(dps):,.0f}); {row['decisions_per_game']:.1f} "
        f"decisions/game, {row['turns_per_game']:.1f} turns/game (median of {row['repeats']} "
        f"runs of {row['games']} games, turn limit {row['turn_limit']}, events "
        f"{'on' if row['record_events'] else 'off'}; engine {row['engine']})",
        f"    vs {MANAGYM['name']} ~{MANAGYM['games_per_s']:,.0f} games/s, "
        f"~{MANAGYM['decisions_per_game']:,.0f} decisions/game (quoted figure, not measured "
        f"here): mtgsim is x{ratio:.2f} in games/s"])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=50, help="games per run (default 50)")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--deck", action="append", choices=PAIRINGS,
                        help="only this pairing (repeatable); default both")
    parser.add_argument("--events-off", action="store_true",
                        help="play with event recording off (state.record_events = False)")
    parser.add_argument("--profile", action="store_true",
                        help="also print the top functions by cumulative time (cProfile) of "
                             "one run per pairing")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeats < 1:
        parser.error("--games and --repeats must be at least 1")
    rows = [measure(key, args.games, args.repeats, not args.events_off)
            for key in args.deck or PAIRINGS]
    if args.json:
        print(json.dumps({"pairings": rows, "quoted": MANAGYM}, indent=2))
    else:
        print("\n".join(summary(row) for row in rows))
    if args.profile:
        for key in args.deck or PAIRINGS:
            print(f"\nprofile, {key} ({args.games} games):\n{profile(key, args.games)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
