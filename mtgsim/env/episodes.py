"""Where the environments' plays come from: combat episodes on a fixed or random board, and
whole games from two decks, each made from a seed (the same seed, the same play).

``EpisodeSource(mode, board, decks, turn_limit)`` checks its arguments once
(``ScenarioError`` on bad input) and makes a fresh ``GameState`` for each seed
(``new_state(seed)``). A combat episode's random board comes from
``mtgsim.boards.random_board`` with ``numpy.random.default_rng(seed)`` (each library just
long enough for the turn limit: fewer objects, a faster play); a game is
``mtgsim.game(deck_a, deck_b, seed=seed)`` (the seed shuffles and flips the coin).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from cards.decks import Deck, load_deck
from cards.lookup import CombinedPool, card_pool
from mtgsim.boards import combat_episode, random_board
from sim.io.scenario import parse_scenario
from sim.model.decisions import DecisionKind
from sim.model.errors import ScenarioError
from sim.model.state import GameState

MODES = ("combat", "game")
#: the example decks a game episode plays when none are given: installed with the package
#: (``examples/decks`` links to them)
EXAMPLE_DECKS = tuple(Path(__file__).resolve().parent / "decks" / name
                      for name in ("red_green_stompy.txt", "white_blue_fliers.txt"))
DEFAULT_TURN_LIMIT = {"combat": 20, "game": 50}

Board = str | Path | Mapping[str, Any]


class EpisodeSource:
    """Makes each episode's starting position (see the module docstring). ``board``: a
    scenario (path, text or dict) for every combat episode, or None for a random board per
    seed; ``decks``: the two decks of a game (paths, text or ``Deck``); ``max_creatures``: the
    most creatures a side on a random board."""

    def __init__(self, mode: str = "combat", board: Board | None = None,
                 decks: Sequence[str | Path | Deck] | None = None,
                 turn_limit: int | None = None, max_creatures: int = 4) -> None:
        if mode not in MODES:
            raise ScenarioError("env", "mode", f"expected one of {', '.join(MODES)}, got "
                                f"{mode!r}")
        limit = DEFAULT_TURN_LIMIT[mode] if turn_limit is None else turn_limit
        if not isinstance(limit, int) or limit < 1:
            raise ScenarioError("env", "turn_limit", f"expected a positive integer, got "
                                f"{turn_limit!r}")
        if not isinstance(max_creatures, int) or max_creatures < 1:
            raise ScenarioError("env", "max_creatures", "expected a positive integer, got "
                                f"{max_creatures!r}")
        self.mode = mode
        self.turn_limit = limit
        self.max_creatures = max_creatures
        self.board: GameState | None = None
        self.decks: tuple[Deck, Deck] | None = None
        self._pool: CombinedPool | None = None  # the random boards' cards (``new_state``)
        if mode == "combat":
            if decks is not None:
                raise ScenarioError("env", "decks", "only a game episode plays decks")
            if board is not None:
                self.board = _load_board(board, limit)
        else:
            if board is not None:
                raise ScenarioError("env", "board", "a game episode starts from decks, not "
                                    "a board")
            names = EXAMPLE_DECKS if decks is None else tuple(decks)
            if len(names) != 2:
                raise ScenarioError("env", "decks", f"expected two decks, got {len(names)}")
            loaded = [d if isinstance(d, Deck) else load_deck(d) for d in names]
            self.decks = (loaded[0], loaded[1])

    def auto(self, auto: Collection[str]) -> frozenset[str]:
        """The decision kinds the default policy answers in these episodes: ``auto``, and in
        combat episodes also the cleanup discard (their hands are unknown cards, CR 514.1)."""
        return frozenset(auto) | ({DecisionKind.CHOOSE_DISCARD} if self.mode == "combat" else set())

    @property
    def fixed(self) -> bool:
        """Whether every episode starts from the same position (a given board)."""
        return self.board is not None

    def new_state(self, seed: int) -> GameState:
        """The starting position of the episode of ``seed``, started (at its first
        decision)."""
        if self.decks is not None:
            from mtgsim.games import game

            state = game(self.decks[0], self.decks[1], seed=seed,
                         turn_limit=self.turn_limit, record_events=False)
            return state.start()
        if self.board is not None:
            return self.board.clone()
        rng = np.random.default_rng(seed)
        board = random_board(rng, creatures=(1, self.max_creatures), turn_limit=self.turn_limit,
                             library=_library(self.turn_limit))
        # ``mtgsim.load(board)`` without its per-call work: the card pool (``card_pool``,
        # which looks for the user's card database) found once per source, and no clone of
        # a scenario nobody else holds
        if self._pool is None:
            self._pool = card_pool()
        state = parse_scenario(board, "(dict)", self._pool).state.start()
        state.record_events = False
        return state


def _library(turn_limit: int) -> int:
    """Enough cards for every draw up to the turn limit (a player draws every other turn)."""
    return turn_limit // 2 + 2


def _load_board(board: Board, turn_limit: int) -> GameState:
    """A board scenario as a combat episode's starting position: a scenario dict with only
    ``permanents`` (and optionally ``players``) is made a combat episode; a full scenario is
    loaded as it is."""
    import mtgsim

    if isinstance(board, Mapping) and "step" not in board and "permanents" in board:
        scenario = combat_episode(list(board["permanents"]), turn_limit=turn_limit,
                                  library=_library(turn_limit))
        for pid, fields in dict(board.get("players", {})).items():
            scenario["players"].setdefault(pid, {}).update(fields)
        board = scenario
    state = mtgsim.load(board)
    state.script = None  # the agents make every choice
    if len(state.turn_order) != 2:
        raise ScenarioError("env", "board", f"expected two players, got "
                            f"{len(state.turn_order)}")
    return state


__all__ = ["EpisodeSource", "MODES", "EXAMPLE_DECKS", "DEFAULT_TURN_LIMIT"]
