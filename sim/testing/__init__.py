"""The conformance checker: random legal play with the interface's invariants (and the game's)
checked at every decision, in the spirit of OpenSpiel's random simulation test.

``check(state, rng)`` plays a position to its end (``checker``), ``check_game(state, rng)`` a
whole game (``game_checks``); under Puzzle Quest's rules the automatic combat is checked
against its rules replayed step by step (``puzzle_quest_checks``). ``random_board`` and
``random_deck`` (``random_boards``) make the positions and decks to check. This package sits
above the engine: nothing in the engine imports it.
"""

from sim.testing.checker import check, check_seeds
from sim.testing.conformance import ConformanceError, Report
from sim.testing.game_checks import GameReport, check_game, owned_cards
from sim.testing.random_boards import (
    BASIC_COLORS,
    KEYWORD_MIX,
    PQ_KEYWORD_MIX,
    random_board,
    random_deck,
    random_game,
)

__all__ = ["BASIC_COLORS", "ConformanceError", "GameReport", "KEYWORD_MIX", "PQ_KEYWORD_MIX",
           "Report", "check", "check_game", "check_seeds", "owned_cards", "random_board",
           "random_deck", "random_game"]
