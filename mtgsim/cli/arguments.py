"""What the command-line commands share: exit codes, help texts, argument types (argparse turns
an ``ArgumentTypeError`` into exit 2 with the argument's name), ``--policy PLAYER=NAME``, the
options of a run on the harness (workers, backend, results file), and deck files read with
their warnings and coverage."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from cards.deck_coverage import DeckCoverage, deck_coverage
from cards.decks import Deck, DeckError, load_deck
from cards.lookup import card_pool
from mtgsim.experiments.harness.workers import BACKENDS, default_workers
from mtgsim.games import SEATS
from mtgsim.policies import POLICIES
from sim.model.editions import Edition
from sim.model.errors import MtgsimError, ScenarioError

#: exit codes: done; bad input (one message naming the file or argument and the field); an
#: illegal action (a declaration or damage split the rules forbid); stopped by Ctrl-C
EXIT_OK, EXIT_BAD_INPUT, EXIT_ILLEGAL, EXIT_INTERRUPTED = 0, 2, 3, 130

CARDS_HELP = ("an MTGJSON AtomicCards or Scryfall bulk data file whose cards win over the "
              "bundled ones (imported once, then cached; default: $MTGSIM_CARDS, else the "
              "database 'mtgsim cards import' wrote)")
STRICT_HELP = ("refuse (exit 2) a file whose cards have Oracle-text clauses the engine does not "
               "run, instead of warning")
RULES_HELP = ("judge under this rules edition instead of the file's own: "
              + ", ".join(e.value for e in Edition))
DECKS_STRICT_HELP = ("refuse (exit 2) decks with cards whose Oracle text has clauses the engine "
                     "does not run, instead of warning")
QUIET_HELP = "no progress bar (there is none either when stderr is not a terminal)"


class BadInput(Exception):
    """A command-line argument the user got wrong (exit 2)."""


def non_negative(text: str) -> int:
    """An integer of 0 or more: a seed (what numpy's generator accepts), a turn limit."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a non-negative integer, got {text!r}")
    return value


def positive_int(text: str) -> int:
    """An argparse type: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an integer of at least 1, got {text!r}")
    return value


#: the most plays or games one ``-n`` asks for: 10^10 (the batch kernel plays about 2·10^7
#: simple combats a second; bigger runs are several runs, or one continued with ``--resume``)
MAX_RUNS = 10**10


def how_many(text: str) -> int:
    """An argparse type: ``-n``, an integer from 1 to ``MAX_RUNS``."""
    value = positive_int(text)
    if value > MAX_RUNS:
        raise argparse.ArgumentTypeError(f"expected an integer from 1 to {MAX_RUNS:,}, got "
                                         f"{text if len(text) <= 30 else text[:30] + '...'}")
    return value


def player_policies(values: list[str]) -> dict[str, str]:
    """``--policy PLAYER=NAME``, repeated: player id -> policy name."""
    out: dict[str, str] = {}
    for value in values:
        player, eq, name = value.partition("=")
        if not eq or not player or (name not in POLICIES and ":" not in name):
            raise ScenarioError("--policy", value, "expected PLAYER=NAME with NAME one of "
                                f"{', '.join(POLICIES)} or module:Class (e.g. A=random)")
        out[player] = name
    return out


def seat_policies(policies: dict[str, str], what: str) -> dict[str, str]:
    """``--policy`` for a game between the two seats: only A and B may be named."""
    for player in policies:
        if player not in SEATS:
            raise ScenarioError("--policy", player, f"no player {player!r} in a {what}; "
                                f"players: {', '.join(SEATS)} (A plays DECK_A, B DECK_B)")
    return policies


def add_workers(parser: argparse.ArgumentParser) -> None:
    """``--workers K``: local worker processes (``mtgsim.experiments.harness.workers``)."""
    parser.add_argument("--workers", type=positive_int, default=default_workers(), metavar="K",
                        help="local worker processes (default: all cores); the results do not "
                        "depend on it")


def add_backend(parser: argparse.ArgumentParser, what: str) -> None:
    """``--backend local|dask`` and ``--scheduler ADDRESS``: where ``what`` (the plays, the
    games) run."""
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help=f"where the {what} run: local processes, or a Dask cluster (the "
                        "dask extra; default: %(default)s)")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="with --backend dask: the "
                        "cluster's scheduler (tcp://host:8786); none starts a local cluster")


def check_run_options(args: argparse.Namespace) -> None:
    """``--scheduler`` only with ``--backend dask``, ``--resume`` only with ``--out``."""
    if args.scheduler is not None and args.backend != "dask":
        raise ScenarioError("--scheduler", args.scheduler, "goes with --backend dask")
    if args.resume and args.out is None:
        raise ScenarioError("--resume", "", "needs --out, the file of the run to continue")


def check_plot(path: str | None) -> None:
    """``--plot``, checked before any play: the extra, the file's folder and format."""
    if path is not None:
        from mtgsim.experiments.plots import check_path
        check_path(path)


def load_decks(paths: Sequence[str], cards: str | None, strict: bool) -> list[Deck]:
    """The deck files named on the command line, through one card pool; each card with Oracle
    clauses the engine does not run (or faces it never plays) is warned about once on stderr
    (a card in several decks is named for the first). Every deck is read before any error is
    raised: the errors of several decks come as one, each naming its file."""
    pool = card_pool(cards)
    decks: list[Deck] = []
    errors: list[DeckError] = []
    for path in paths:
        try:
            decks.append(load_deck(Path(path), pool=pool, strict=strict))
        except DeckError as err:
            errors.append(err)
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise MtgsimError(" | ".join(dict.fromkeys(str(e) for e in errors)))
    named: set[str] = set()
    for deck in decks:
        for warning in deck.warnings:
            card = warning.split(" ", 2)[2]  # "line 3 (Name): ...": the same in every deck
            if card not in named:
                print(f"mtgsim: warning: {deck.source}: {warning}", file=sys.stderr)
            named.add(card)
    return decks


def deck_coverages(decks: Sequence[Deck],
                   labels: Sequence[str]) -> list[tuple[str, DeckCoverage]]:
    """Each deck's coverage (``cards.deck_coverage``) under its label (a seat, or "")."""
    return [(label, deck_coverage(deck)) for label, deck in zip(labels, decks, strict=True)]


__all__ = ["EXIT_OK", "EXIT_BAD_INPUT", "EXIT_ILLEGAL", "EXIT_INTERRUPTED", "CARDS_HELP",
           "STRICT_HELP", "RULES_HELP", "DECKS_STRICT_HELP", "QUIET_HELP", "BadInput",
           "non_negative", "positive_int", "how_many", "MAX_RUNS", "player_policies",
           "seat_policies", "add_workers", "add_backend", "check_run_options", "check_plot",
           "load_decks", "deck_coverages"]
