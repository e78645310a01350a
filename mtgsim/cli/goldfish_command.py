"""``mtgsim goldfish DECK [DECK_B] -n N``: play a deck against an opponent that does nothing.

The deck (player A) is played ``-n`` times by ``--policy`` (default: heuristic) against a
goldfish that keeps its hand, passes and never blocks (``mtgsim.goldfish``:
``mtgsim.experiments.goldfish``), each game to the
deck's turn ``--turn-limit``. The report: the distribution of the turn on which the deck has
dealt 20 damage (mean, median, the share of games by each turn), each card's castability on
each turn, lands and mana by turn, the mulligan rate — with 95% intervals. A second deck is
played on the same random numbers (game i of each: the same seed), and the report adds the
paired difference of the kill turns. ``--plot FILE.png`` draws the kill-turn histogram;
``--format json`` prints one JSON object. Before the report comes what of each deck the engine
runs (``cards.deck_coverage``; ``deck_coverage`` in JSON, one per deck). Bad input exits 2
with one message naming the file or argument (``mtgsim.cli.main``); Ctrl-C exits 130.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from cards.deck_coverage import compact_block
from cards.decks import Deck
from mtgsim.cli.arguments import (
    CARDS_HELP,
    DECKS_STRICT_HELP,
    EXIT_INTERRUPTED,
    add_workers,
    check_plot,
    deck_coverages,
    how_many,
    load_decks,
    non_negative,
    positive_int,
)
from mtgsim.experiments.goldfish import FIRST, TURN_LIMIT, goldfish
from mtgsim.policies import POLICIES, policy
from sim.model.errors import MtgsimError, ScenarioError


def add_goldfish_command(sub: Any) -> None:
    """The ``goldfish`` command."""
    g = sub.add_parser("goldfish", help="play a deck many times against an opponent that "
                       "does nothing: kill turn, castability, lands and mana by turn, "
                       "mulligans, with 95%% intervals; two decks side by side")
    g.add_argument("deck", metavar="DECK", help="deck file (MTG Arena / MTGO text export, "
                   "docs/deck-format.md)")
    g.add_argument("deck_b", metavar="DECK_B", nargs="?", help="a second deck, played side "
                   "by side on the same random numbers (game i of each: the same seed)")
    g.add_argument("-n", type=how_many, required=True, metavar="N",
                   help="games per deck")
    g.add_argument("--seed", type=non_negative, default=0, help="the root seed, a non-negative "
                   "integer (default: %(default)s)")
    g.add_argument("--policy", default="heuristic", metavar="NAME",
                   help=f"who plays the deck: {', '.join(POLICIES)}, or module:Class (your "
                   "own) (default: %(default)s)")
    g.add_argument("--first", choices=(*FIRST, "A", "B"), default="play",
                   help="the deck on the play, on the draw, or a coin flip per game (random); "
                   "A and B mean play and draw (default: %(default)s)")
    g.add_argument("--turn-limit", type=positive_int, default=TURN_LIMIT, metavar="T",
                   help="the deck's last turn played (default: %(default)s)")
    add_workers(g)
    g.add_argument("--format", choices=("table", "json"), default="table")
    g.add_argument("--plot", metavar="FILE.png", help="draw the kill-turn histogram, the "
                   "decks side by side (the plot extra)")
    g.add_argument("--quiet", action="store_true", help="no progress bar nor timing on "
                   "stderr (there is no bar either when stderr is not a terminal)")
    g.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    g.add_argument("--strict", action="store_true", help=DECKS_STRICT_HELP)
    g.set_defaults(func=cmd_goldfish)


def _decks(args: argparse.Namespace) -> list[Deck]:
    return load_decks([p for p in (args.deck, args.deck_b) if p is not None], args.cards,
                      args.strict)


def cmd_goldfish(args: argparse.Namespace) -> int:
    """Goldfish the deck (or both) and print the report, the plot drawn."""
    if args.policy not in POLICIES and ":" not in args.policy:
        raise ScenarioError("--policy", args.policy, f"expected one of {', '.join(POLICIES)} "
                            "or module:Class")
    try:
        policy(args.policy)
    except MtgsimError as err:
        raise ScenarioError("--policy", args.policy, str(err)) from None
    decks = _decks(args)
    check_plot(args.plot)  # before any game
    began = time.perf_counter()
    try:
        result = goldfish(decks, args.n, seed=args.seed, policy=args.policy,
                          first=args.first, turn_limit=args.turn_limit, workers=args.workers,
                          progress=False if args.quiet else None)
    except KeyboardInterrupt:
        print("mtgsim: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    elapsed = time.perf_counter() - began
    if not args.quiet:
        games = args.n * len(decks)
        print(f"mtgsim: {games} games in {elapsed:.1f} s ({games / elapsed:.1f} games/s, "
              f"{args.workers} worker{'s' if args.workers != 1 else ''})", file=sys.stderr)
    if args.plot is not None:
        result.plot(args.plot)
    covered = deck_coverages(decks, [""] * len(decks))
    if args.format == "json":
        data = result.to_json()
        data["deck_coverage"] = [c.to_json() for _, c in covered]
        print(json.dumps(data, indent=2))
    else:
        print("\n".join([*compact_block(covered), result.table()]))
    return 0


__all__ = ["add_goldfish_command", "cmd_goldfish"]
