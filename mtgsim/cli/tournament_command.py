"""``mtgsim tournament --policies A,B[,...] --boards random:N | --decks D1,D2``: every pairing of
policies, seats swapped, with win rates, Bradley–Terry Elo ratings and time per decision.

The tournament is ``mtgsim.tournament`` (``mtgsim.experiments.tournament``); this module reads
the arguments and prints the report (``--json``: one object), draws the pairing matrix
(``--plot FILE``) and writes the random boards (``--save-boards FILE.json``, read back by
``--boards FILE.json``). ``--out FILE.jsonl`` keeps each finished task, and ``--resume``
continues an interrupted tournament from it. Bad input exits 2 with one message naming the argument
(``mtgsim.cli.main``); Ctrl-C exits 130.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from mtgsim.cli.arguments import (
    CARDS_HELP,
    EXIT_INTERRUPTED,
    QUIET_HELP,
    add_workers,
    check_plot,
    how_many,
    load_decks,
    non_negative,
    positive_int,
)
from mtgsim.experiments.tournament import (
    BOARD_PLAYS,
    BOARD_TURN_LIMIT,
    DECK_PLAYS,
    DECK_TURN_LIMIT,
    TournamentError,
    save_boards,
    tournament,
)
from mtgsim.policies import POLICIES


def add_tournament_command(sub: Any) -> None:
    """The ``tournament`` command."""
    t = sub.add_parser("tournament", help="play every pairing of policies, seats swapped, on "
                       "random boards or decks, and report win rates, Elo ratings (Bradley–"
                       "Terry) and the time per decision")
    t.add_argument("--policies", required=True, metavar="P1,P2,...",
                   help=f"two or more policies, separated by commas: {', '.join(POLICIES)}, "
                   "or module:Class (your own)")
    where = t.add_mutually_exclusive_group(required=True)
    where.add_argument("--boards", nargs="+", metavar="BOARDS",
                       help="random:N (N random board episodes, mtgsim.boards), or board "
                       "files: scenarios (TOML, JSON) or JSON lists of them")
    where.add_argument("--decks", metavar="D1,D2,...", help="deck files separated by commas; "
                       "every pair of them is played (one deck: its mirror)")
    t.add_argument("-n", type=how_many, default=None, metavar="N",
                   help=f"plays per pairing per seat per board (default {BOARD_PLAYS}), or "
                   f"games per pairing per seat per deck pairing, half with each deck first "
                   f"(default {DECK_PLAYS})")
    t.add_argument("--seed", type=non_negative, default=0,
                   help="the root seed: the random boards and every play (default: "
                   "%(default)s)")
    add_workers(t)
    t.add_argument("--turn-limit", type=positive_int, default=None, metavar="T",
                   help=f"the last turn of a random board's episode (default "
                   f"{BOARD_TURN_LIMIT}) or of a deck game (default {DECK_TURN_LIMIT}); "
                   "past it, a draw")
    t.add_argument("--regret", action="store_true", help="also judge each policy's first "
                   "block on every board against the solver's (ai.solver.regret)")
    t.add_argument("--json", action="store_true", help="print one JSON object")
    t.add_argument("--plot", metavar="FILE", help="draw the pairing matrix (the plot extra)")
    t.add_argument("--save-boards", metavar="FILE.json",
                   help="write the random boards to FILE.json (for --boards FILE.json)")
    t.add_argument("--out", metavar="FILE.jsonl", help="write each finished task to this "
                   "results file (one JSON line per task), to continue with --resume")
    t.add_argument("--resume", action="store_true", help="continue the tournament --out "
                   "holds: play only the tasks it lacks (the same arguments)")
    t.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    t.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    t.add_argument("--strict", action="store_true", help="refuse (exit 2) decks with cards "
                   "whose Oracle text has clauses the engine does not run")
    t.set_defaults(func=cmd_tournament)


def cmd_tournament(args: argparse.Namespace) -> int:
    """Play the tournament and print the report, the plot drawn."""
    policies = [p.strip() for p in args.policies.split(",")]
    if args.decks is not None:
        decks = [d.strip() for d in args.decks.split(",")]
        if not all(decks):
            raise TournamentError(f"--decks: expected deck files separated by commas, got "
                                  f"{args.decks!r}")
        missing = [d for d in decks if not os.path.isfile(d)]
        if missing:
            raise TournamentError(f"--decks: no such deck file: {', '.join(missing)}")
        loaded: list[Any] | None = load_decks(decks, args.cards, args.strict)  # warns once
    else:
        loaded = None
    if args.save_boards is not None and not (
            args.boards and len(args.boards) == 1 and args.boards[0].startswith("random:")):
        raise TournamentError("--save-boards: goes with --boards random:N")
    check_plot(args.plot)  # before any play

    def on_boards(boards: list[dict[str, Any]]) -> None:
        if args.save_boards is not None:
            save_boards(boards, args.save_boards)

    try:
        result = tournament(policies, boards=args.boards, decks=loaded, n=args.n,
                            seed=args.seed, workers=args.workers, turn_limit=args.turn_limit,
                            cards=args.cards, regret=args.regret, strict=args.strict,
                            progress=False if args.quiet else None, on_boards=on_boards,
                            out=args.out, resume=args.resume)
    except KeyboardInterrupt:
        hint = f"; the finished tasks are in {args.out}: continue with the same arguments " \
            "and --resume" if args.out else ""
        print(f"mtgsim: interrupted{hint}", file=sys.stderr)
        return EXIT_INTERRUPTED
    if args.plot is not None:
        result.plot(args.plot)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(result.table())
    return 0


__all__ = ["add_tournament_command", "cmd_tournament"]
