"""Whole games from decks (``mtgsim.game``): deck files read by ``cards.decks``, the game made by
``sim.rules.opening.new_game`` (shuffled libraries, a seeded coin flip for who plays first, opening
hands and the London mulligan as decisions), then played turn after turn (``sim.rules.turn``) by the
decision loop, as any position is.

::

    state = mtgsim.game("examples/decks/red_green_stompy.txt",
                        "examples/decks/white_blue_fliers.txt", seed=1)
    mtgsim.play(state, {"A": "random", "B": "random"}, np.random.default_rng(1))
    print(state.outcome().to_dict(), state.turn)
"""

from __future__ import annotations

from pathlib import Path

from cards.decks import Deck, load_deck
from sim.model.editions import Edition
from sim.model.state import GameState
from sim.rules.opening import new_game

#: the turn limit of a game unless one is given: past it the game is a draw (a random game
#: that stalls ends)
TURN_LIMIT = 50
#: the seats' player ids, in order
SEATS = ("A", "B")


def game(deck_a: str | Path | Deck, deck_b: str | Path | Deck, *, seed: int = 0,
         first: str | None = None, turn_limit: int = TURN_LIMIT,
         cards: str | Path | None = None, strict: bool = False,
         rules: Edition = Edition.CURRENT, record_events: bool = True) -> GameState:
    """A new game between player ``A`` (``deck_a``: a deck file, its text, or a loaded
    ``Deck``) and player ``B``, seeded by ``seed``: the shuffles and, unless ``first`` names
    the starting player, the coin flip (CR 103.2). Cards resolve through ``cards`` (an
    imported card file) and the bundled pool; ``strict`` refuses cards with Oracle clauses
    the engine does not run (``DeckError``), else ``deck.warnings`` lists them. The game
    starts with the opening-hand decisions (``start()`` or ``play``)."""
    decks = [d if isinstance(d, Deck) else load_deck(d, cards, strict=strict)
             for d in (deck_a, deck_b)]
    return new_game({seat: deck.cards() for seat, deck in zip(SEATS, decks, strict=True)},
                    seed, first=first, turn_limit=turn_limit, rules=rules,
                    record_events=record_events)


__all__ = ["game", "TURN_LIMIT", "SEATS"]
