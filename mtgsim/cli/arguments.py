"""Argument types shared by the command-line commands (argparse turns a ``ArgumentTypeError``
into exit 2 with the argument's name)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from cards.decks import Deck, load_deck
from cards.lookup import card_pool
from mtgsim.games import SEATS
from sim.model.errors import ScenarioError


def non_negative(text: str) -> int:
    """An integer of 0 or more: a seed (what numpy's generator accepts), a turn limit."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a non-negative integer, got {text!r}")
    return value


def load_decks(paths: Sequence[str], cards: str | None, strict: bool) -> list[Deck]:
    """The deck files named on the command line, through one card pool; each card with Oracle
    clauses the engine does not run is warned about once on stderr (a card in several decks
    is named for the first)."""
    pool = card_pool(cards)
    decks = [load_deck(Path(path), pool=pool, strict=strict) for path in paths]
    named: set[str] = set()
    for deck in decks:
        cards_here = {c.card.name for c in (*deck.main, *deck.commander, *deck.companion)
                      if c.card.unsupported}
        for warning in deck.warnings:
            if not any(f"({name}): " in warning for name in named):
                print(f"mtgsim: warning: {deck.source}: {warning}", file=sys.stderr)
        named |= cards_here
    return decks


def seat_policies(policies: dict[str, str], what: str) -> dict[str, str]:
    """``--policy`` for a game between the two seats: only A and B may be named."""
    for player in policies:
        if player not in SEATS:
            raise ScenarioError("--policy", player, f"no player {player!r} in a {what}; "
                                f"players: {', '.join(SEATS)} (A plays DECK_A, B DECK_B)")
    return policies


__all__ = ["non_negative", "load_decks", "seat_policies"]
