"""``mtgsim match DECK_A DECK_B -n N``: play many games between two decks and report.

Player ``A`` plays ``DECK_A``, ``B`` plays ``DECK_B``. The games are played by the Monte Carlo
runner (``mtgsim.experiments.montecarlo``) over two games not yet dealt
(``mtgsim.experiments.match.match_games``): one with A playing first, one with B playing
first, each played ``ceil(N / 2)`` times (``per_side``), every play dealing a new game from its
own seed. So ``-n N`` plays N games when N is even and N + 1 when it is odd, half with each
deck on the play. Seeding, ``--workers``, the Dask backend, the progress bar, Ctrl-C,
``--out``/``--resume`` and the records are ``montecarlo``'s; the report
(``mtgsim.experiments.match``) gives each deck's win rate overall, on the play and on the draw,
the draws, the game length, the mulligan rate and per card the win rate of the games where
it was drawn and where it was cast, after what of each deck the engine runs
(``cards.deck_coverage``; ``deck_coverage`` in JSON). Bad input exits 2 with one message
naming the file or argument (``mtgsim.cli.main``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from cards.deck_coverage import DeckCoverage, compact_block
from mtgsim.cli.arguments import (
    CARDS_HELP,
    DECKS_STRICT_HELP,
    EXIT_INTERRUPTED,
    QUIET_HELP,
    add_backend,
    add_workers,
    check_plot,
    check_run_options,
    deck_coverages,
    how_many,
    load_decks,
    non_negative,
    player_policies,
    positive_int,
    seat_policies,
)
from mtgsim.experiments.harness import Interrupted
from mtgsim.experiments.match import LABELS, SORTS, MatchTally, match_games, per_side
from mtgsim.experiments.montecarlo import MonteCarloResult, montecarlo
from mtgsim.games import SEATS, TURN_LIMIT
from mtgsim.policies import POLICIES
from sim.io.run_report import SCHEMA_VERSION


def add_match_command(sub: Any) -> None:
    """The ``match`` command."""
    m = sub.add_parser("match", help="play many games between two decks (seeded, in "
                       "parallel), each deck playing first in half of them, and report win "
                       "rates, game length, mulligans and per-card win rates with 95%% "
                       "intervals")
    m.add_argument("deck_a", metavar="DECK_A", help="player A's deck file (MTG Arena / MTGO "
                   "text export, docs/deck-format.md)")
    m.add_argument("deck_b", metavar="DECK_B", help="player B's deck file")
    m.add_argument("-n", type=how_many, required=True, metavar="N",
                   help="games: N/2 with A playing first, N/2 with B (an odd N is rounded up)")
    m.add_argument("--seed", type=non_negative, default=0,
                   help="the root seed (default: %(default)s)")
    m.add_argument("--policy", action="append", default=[], metavar="PLAYER=NAME",
                   help=f"who makes a player's decisions: {', '.join(POLICIES)}, or "
                   "module:Class (your own); repeat per player, e.g. --policy A=random "
                   "(default: default, which plays no land)")
    m.add_argument("--turn-limit", type=non_negative, default=TURN_LIMIT, metavar="N",
                   help="the last turn played: after it the game is a draw; 0 for none "
                   "(default: %(default)s)")
    add_workers(m)
    add_backend(m, "games")
    m.add_argument("--top", type=positive_int, metavar="K",
                   help="list only the first K cards of each deck (default: all)")
    m.add_argument("--sort", choices=SORTS, default="drawn",
                   help="order of the card rows: win rate when drawn, when cast, improvement "
                   "when drawn (vs not drawn), games drawn, or name (default: %(default)s)")
    m.add_argument("--format", choices=("table", "json"), default="table")
    m.add_argument("--out", metavar="FILE", help="stream one record per game to FILE.jsonl "
                   "(or FILE.parquet, the parquet extra), with a checkpoint beside it")
    m.add_argument("--resume", action="store_true", help="continue the run --out holds "
                   "(the same decks, -n, --seed, --turn-limit and policies)")
    m.add_argument("--plot", metavar="FILE.png", help="draw the win rates with their "
                   "intervals and the game lengths (the plot extra)")
    m.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    m.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    m.add_argument("--strict", action="store_true", help=DECKS_STRICT_HELP)
    m.set_defaults(func=cmd_match)


def cmd_match(args: argparse.Namespace) -> int:
    """Play the match and print the report (also when Ctrl-C stopped it)."""
    policies = seat_policies(player_policies(args.policy), "match")
    check_run_options(args)
    decks = load_decks((args.deck_a, args.deck_b), args.cards, args.strict)
    covered = deck_coverages(decks, SEATS)
    check_plot(args.plot)  # before any game
    positions = match_games(decks[0], decks[1], args.turn_limit)
    try:
        result = montecarlo(positions, per_side(args.n), seed=args.seed, policies=policies,
                            workers=args.workers, backend=args.backend,
                            scheduler=args.scheduler, cards=args.cards, out=args.out,
                            resume=args.resume, progress=False if args.quiet else None,
                            batch=False, labels=LABELS)
    except Interrupted as stop:
        _report(args, stop.result, covered)
        done = sum(t.plays for t in stop.result.tallies)
        hint = f"; continue with --resume --out {args.out}" if args.out else ""
        print(f"mtgsim: interrupted after {done} of {2 * per_side(args.n)} games{hint}",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    _report(args, result, covered)
    return 0


def _decks(args: argparse.Namespace) -> dict[str, str]:
    return dict(zip(SEATS, (args.deck_a, args.deck_b), strict=True))


def match_json(args: argparse.Namespace, result: MonteCarloResult, tally: MatchTally,
               covered: list[tuple[str, DeckCoverage]] | None = None) -> dict[str, Any]:
    """The JSON object of ``mtgsim match --format json``; with ``covered`` (each seat's deck
    coverage), its ``deck_coverage`` too."""
    side = per_side(args.n)
    out = {"schema_version": SCHEMA_VERSION, "decks": _decks(args), "n": args.n,
           "games_first": {seat: side for seat in SEATS}, "seed": args.seed,
           "policies": {seat: result.policies.get(seat, "default") for seat in SEATS},
           "turn_limit": args.turn_limit, "complete": result.complete,
           "sort": args.sort, "top": args.top, **tally.summary(args.sort, args.top)}
    if covered is not None:
        out["deck_coverage"] = {seat: c.to_json() for seat, c in covered}
    return out


def header(args: argparse.Namespace, result: MonteCarloResult, games: int) -> str:
    """The report's first line: the games, each deck's turns first, the seed, the policies."""
    side = per_side(args.n)
    odd = f"; -n {args.n} rounded up to an even number" if args.n % 2 else ""
    done = "" if result.complete else f", interrupted: {games} of {2 * side} played"
    policies = ", ".join(f"{seat} {result.policies.get(seat, 'default')}" for seat in SEATS)
    return (f"== match: {2 * side} games, {side} with each deck playing first{odd}{done} "
            f"(seed {args.seed}; policies {policies}; 95% intervals) ==")


def _report(args: argparse.Namespace, result: MonteCarloResult,
            covered: list[tuple[str, DeckCoverage]]) -> None:
    tally = result.match()
    if tally.games == 0:
        return
    decks = _decks(args)
    if args.plot is not None:
        from mtgsim.experiments.plots import save_match
        save_match(tally.summary(args.sort, args.top), args.plot, decks)
    if args.format == "json":
        print(json.dumps(match_json(args, result, tally, covered), indent=2))
        return
    from mtgsim.experiments.reports import match_lines
    summary = tally.summary(args.sort, args.top)
    print("\n".join([*compact_block(covered), header(args, result, tally.games),
                     *match_lines(summary, decks, args.turn_limit)]))


__all__ = ["add_match_command", "cmd_match", "match_json", "header", "LABELS"]
