"""Real-deck benchmark: how many real deck lists the engine runs fully, and the share of their
slots (cards, each copy counted) it runs in full.

``python benchmarks/deck_coverage.py [--decks DIR] [--cards FILE] [--top N] [--json]
[--out FILE.json]`` reads every deck file of ``benchmarks/decks`` (or ``--decks DIR``): 28
real lists, preconstructed products as released (Core Set 2019 Welcome Decks, planeswalker
decks, intro packs, theme decks from 1997 to 2020) and well-known constructed archetypes
(Modern Burn, Pauper Stompy and Elves, Modern Affinity, ...), each headed by a comment naming
it and its year. Their cards come from the user's card database (``mtgsim cards import``;
or ``--cards FILE``), over the bundled pool. It prints what ``mtgsim cards coverage --decks
benchmarks/decks`` prints (``cards.deck_coverage.DeckSetCoverage``): one row per deck (slots,
the share run in full of its slots, of its non-basic-land slots and of its distinct cards,
whether it runs fully, the clauses costing it the most slots), then "N of M decks run fully;
X% of slots, Y% of non-basic-land slots" and what costs the most slots over every deck.
``--out`` also records the JSON figures to a file. Nothing is timed: the figure moves as the
engine learns to run more of the Oracle text, and this is how to watch it.

A missing directory, a bad deck line or an unknown card name is one message naming the file
and line, exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cards.deck_coverage import TOP_LOST, DeckSetCoverage, deck_coverage  # noqa: E402
from cards.decks import deck_files, load_deck  # noqa: E402
from cards.lookup import card_pool  # noqa: E402
from sim.model.errors import MtgsimError  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "benchmarks" / "decks"
EXIT_BAD_INPUT = 2


def measure(directory: str | Path = DECKS, cards: str | Path | None = None) -> DeckSetCoverage:
    """The coverage of every deck file in ``directory``, its cards looked up as the command
    line looks them up (``cards.lookup.card_pool(cards)``)."""
    pool = card_pool(cards)
    return DeckSetCoverage(tuple(deck_coverage(load_deck(f, pool=pool, source=_shown(f)))
                                 for f in deck_files(directory)))


def _shown(path: Path) -> str:
    """``path`` relative to the repository when it is inside it (the recorded figures do not
    name this machine's directories), else as given."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def figures(result: DeckSetCoverage, top: int = TOP_LOST) -> dict[str, Any]:
    """The figures recorded by ``--out`` and printed by ``--json``."""
    return result.to_json(top)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the benchmark's table (or JSON); with ``--out``, record its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decks", default=str(DECKS), metavar="DIR",
                        help="the directory of deck files (default benchmarks/decks)")
    parser.add_argument("--cards", metavar="FILE", help="a card file instead of the imported "
                        "card database")
    parser.add_argument("--top", type=int, default=TOP_LOST, metavar="N",
                        help=f"clauses listed per deck (default {TOP_LOST})")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--out", metavar="FILE", help="also write the figures, as JSON, there")
    args = parser.parse_args(argv)
    try:
        result = measure(args.decks, args.cards)
        data = figures(result, max(args.top, 0))
        if args.out:
            Path(args.out).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    except MtgsimError as err:
        print(f"deck_coverage.py: error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as err:
        print(f"deck_coverage.py: error: {args.out}: cannot write: {err.strerror or err}",
              file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        if args.json:
            print(json.dumps(data, indent=2))
        else:
            print(f"real-deck benchmark: {len(result.decks)} decks from {_shown(Path(args.decks))}")
            print(result.table(max(args.top, 0)))
    except BrokenPipeError:  # the output piped into a command that stopped reading
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
