"""Random board episodes for benchmarking policies: the one random-board generator
(``sim.io.random_scenarios``) over a card pool named the way the command line and the API name
one.

``random_board(rng, ..., pool="bundled")`` returns a scenario as a plain dict
(docs/scenario-format.md), so it can be saved as JSON or TOML, read by ``mtgsim.load`` and
played by the Monte Carlo runner; every choice it makes is ``random_scenario``'s (see its
module). ``pool`` is ``"bundled"`` (the bundled cards), a card file (MTGJSON or Scryfall,
imported once and cached, ``cards.lookup``, together with the bundled cards) or the cards
themselves; a board draws real cards from its creatures the engine runs fully
(``creature_cards``). Every creature starts untapped and able to attack: a standing board,
not a turn in progress. ``random_boards(n, seed)`` draws ``n`` boards from one generator seeded
with ``seed`` (board ``k`` is the same whatever ``n``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

from sim.io import random_scenarios
from sim.io.random_scenarios import (
    DRAWS,
    KEYWORD_COUNTS,
    KEYWORDS,
    LIBRARY,
    SEATS,
    TURN_LIMIT,
    BoardError,
    Range,
    combat_episode,
)
from sim.model.card import CardDef

#: a card pool: ``"bundled"``, a card file, or the cards
Pool = str | Path | Iterable[CardDef]
#: what the boards made here say they are
DESCRIPTION = "random board (mtgsim.boards)"


@functools.cache
def _bundled_creatures() -> tuple[CardDef, ...]:
    from cards import default_pool

    return random_scenarios.creature_cards(default_pool())


@functools.cache
def _file_creatures(path: str) -> tuple[CardDef, ...]:
    from cards.lookup import card_pool

    pool = card_pool(path)
    return random_scenarios.creature_cards(c for c in pool.every_card()
                                           if isinstance(c, CardDef))


def creature_cards(pool: Pool = "bundled") -> tuple[CardDef, ...]:
    """The creatures random boards draw from: of the bundled pool (``"bundled"``), of a card
    file (a path: MTGJSON or Scryfall, imported once and cached, ``cards.lookup``) together
    with the bundled cards, or of the cards given; those the engine runs fully."""
    if isinstance(pool, str) and pool == "bundled":
        return _bundled_creatures()
    if isinstance(pool, (str, Path)):
        return _file_creatures(str(pool))
    return random_scenarios.creature_cards(pool)


def random_board(rng: np.random.Generator, *, creatures: Range = (1, 5),
                 keywords: tuple[str, ...] | list[str] = KEYWORDS, life: Range = (5, 20),
                 pool: Pool = "bundled", vanilla: float = 0.3, episode: bool = True,
                 turn_limit: int = TURN_LIMIT, library: int = LIBRARY) -> dict[str, Any]:
    """A random board as a scenario dict: ``sim.io.random_scenarios.random_scenario`` over the
    creatures of ``pool`` (see the module docstring)."""
    cards = creature_cards(pool) if vanilla < 1.0 else ()
    return random_scenarios.random_scenario(
        rng, creatures=creatures, keywords=keywords, life=life, cards=cards, vanilla=vanilla,
        episode=episode, turn_limit=turn_limit, library=library, description=DESCRIPTION,
        cards_field="pool")


def random_boards(n: int, seed: int = 0, **options: Any) -> list[dict[str, Any]]:
    """``n`` random boards (``random_board``'s ``options``) from one generator seeded with
    ``seed``, drawn in order: the first ``k`` boards are the same for any ``n >= k``."""
    if n < 0:
        raise BoardError(f"n: expected a non-negative number of boards, got {n}")
    rng = np.random.default_rng(seed)
    return [random_board(rng, **options) for _ in range(n)]


__all__ = ["random_board", "random_boards", "combat_episode", "creature_cards", "BoardError",
           "KEYWORDS", "KEYWORD_COUNTS", "TURN_LIMIT", "LIBRARY", "SEATS", "DRAWS"]
