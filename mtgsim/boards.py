"""Random boards for benchmarking policies: seeded scenario dicts of creatures facing off.

``random_board(rng, ...)`` returns a scenario as a plain dict (docs/scenario-format.md), so it
can be saved as JSON or TOML, read by ``mtgsim.load`` and played by the Monte Carlo runner.
Each side gets ``creatures`` creatures (a count drawn uniformly from the inclusive range),
each player ``life`` (uniform, inclusive, drawn per player). A creature is, with probability
``vanilla``, an inline creature with random stats — power 0–5, toughness 1–6 — and 0, 1 or
2 keywords (probabilities ``KEYWORD_COUNTS``) drawn without repetition from ``keywords``
(default ``KEYWORDS``: the evergreen combat keywords); otherwise a real card drawn uniformly
from the creatures of ``pool`` the engine runs fully (``creature_cards``: no Oracle clause it
does not run, ``CardDef.unsupported`` empty, as ``sim.testing.checker.random_deck`` and
``cards.decks`` decide; printed power and toughness, toughness at least 1; no second copy of
a legendary creature on one side, which the legend rule would bury, CR 704.5j: such a
draw is drawn again, up to ``DRAWS`` times, then the creature is a random one). Every
creature starts untapped and able to attack: a standing board, not a turn in progress.

With ``episode`` (the default) the board is a *combat episode*: play starts at the
beginning of combat of turn 1 with player A active and goes on turn after turn until a
player loses (CR 104) or ``turn_limit`` turns have been played (then it is a draw); each
player's library is ``library`` cards of unknown characteristics, so nobody decks before
the limit. Without it, the board is one combat (``until`` defaults to the end of combat).

The same generator state gives the same board; ``random_boards(n, seed)`` draws ``n`` boards
from one generator seeded with ``seed`` (board ``k`` is the same whatever ``n``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from sim.model.card import CardDef
from sim.model.errors import MtgsimError

#: the default keyword mix of random creatures: the evergreen keywords that matter in combat
#: (names as the scenario format spells them)
KEYWORDS = ("flying", "reach", "first strike", "double strike", "deathtouch", "trample",
            "lifelink", "vigilance", "menace", "indestructible", "defender", "haste")
#: the chance of 0, 1 and 2 keywords on a random creature
KEYWORD_COUNTS = (0.5, 0.35, 0.15)
#: the players, A active
SEATS = ("A", "B")
TURN_LIMIT = 10
LIBRARY = 60
POWER, TOUGHNESS = (0, 5), (1, 6)
#: draws of a card before a side full of legends gets a random creature instead
DRAWS = 10

Range = int | tuple[int, int]
Pool = str | Path | Iterable[CardDef]


class BoardError(MtgsimError):
    """A board asked for in no possible form (a bad range, an unknown keyword, a pool
    without creatures)."""


def _range(value: Range, what: str, low: int) -> tuple[int, int]:
    """``value`` (an int, or an inclusive (low, high) pair) as a checked pair."""
    pair = (value, value) if isinstance(value, int) else tuple(value)
    if len(pair) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                 for v in pair):
        raise BoardError(f"{what}: expected an integer or a (low, high) pair, got {value!r}")
    lo, hi = pair
    if lo < low or hi < lo:
        raise BoardError(f"{what}: expected {low} <= low <= high, got {value!r}")
    return lo, hi


@functools.cache
def _bundled_creatures() -> tuple[CardDef, ...]:
    from cards import default_pool

    return _playable(default_pool())


@functools.cache
def _file_creatures(path: str) -> tuple[CardDef, ...]:
    from cards.lookup import card_pool

    pool = card_pool(path)
    return _playable(c for c in pool.every_card() if isinstance(c, CardDef))


def _playable(cards: Iterable[CardDef]) -> tuple[CardDef, ...]:
    """The creatures of ``cards`` a random board may hold, sorted by name (a pool's order
    must not change the boards)."""
    return tuple(sorted((c for c in cards if c.is_creature and not c.unsupported
                         and c.power is not None and c.toughness is not None
                         and c.toughness >= 1), key=lambda c: c.name))


def creature_cards(pool: Pool = "bundled") -> tuple[CardDef, ...]:
    """The creatures random boards draw from: of the bundled pool (``"bundled"``), of a card
    file (a path: MTGJSON or Scryfall, imported once and cached, ``cards.lookup``) together
    with the bundled cards, or of the cards given; those the engine runs fully."""
    if isinstance(pool, str) and pool == "bundled":
        return _bundled_creatures()
    if isinstance(pool, (str, Path)):
        return _file_creatures(str(pool))
    return _playable(pool)


def random_board(rng: np.random.Generator, *, creatures: Range = (1, 5),
                 keywords: Sequence[str] = KEYWORDS, life: Range = (5, 20),
                 pool: Pool = "bundled", vanilla: float = 0.3, episode: bool = True,
                 turn_limit: int = TURN_LIMIT, library: int = LIBRARY) -> dict[str, Any]:
    """A random board as a scenario dict (see the module docstring for every choice)."""
    count = _range(creatures, "creatures", 0)
    lives = _range(life, "life", 1)
    if not 0.0 <= vanilla <= 1.0:
        raise BoardError(f"vanilla: expected a share between 0 and 1, got {vanilla!r}")
    if turn_limit < 1:
        raise BoardError(f"turn_limit: expected at least 1, got {turn_limit!r}")
    kws = _keywords(keywords)
    cards = creature_cards(pool) if vanilla < 1.0 else ()
    if not cards and vanilla < 1.0:
        raise BoardError("pool: it has no creature the engine runs fully; use vanilla=1")
    players: dict[str, dict[str, Any]] = {}
    for seat in SEATS:
        players[seat] = {"life": int(rng.integers(lives[0], lives[1] + 1))}
        if episode:
            players[seat]["library"] = library
    permanents: list[dict[str, Any]] = []
    for seat in SEATS:
        legends: set[str] = set()
        for k in range(int(rng.integers(count[0], count[1] + 1))):
            ident = f"{seat.lower()}{k + 1}"
            if rng.random() < vanilla:
                permanents.append({"id": ident, "controller": seat,
                                   **_vanilla(rng, kws, ident)})
                continue
            card = _draw(rng, cards, legends)
            if card is None:  # only legends already on this side were drawn
                permanents.append({"id": ident, "controller": seat,
                                   **_vanilla(rng, kws, ident)})
                continue
            if "Legendary" in card.supertypes:
                legends.add(card.name)
            permanents.append({"id": ident, "controller": seat, "card": card.name})
    if episode:
        board = combat_episode(permanents, turn_limit=turn_limit, library=library)
        for seat in SEATS:
            board["players"][seat]["life"] = players[seat]["life"]
    else:
        board = {"active_player": SEATS[0], "step": "beginning of combat",
                 "players": players, "permanents": permanents}
    return {"description": "random board (mtgsim.boards)", **board}


def combat_episode(permanents: Sequence[Mapping[str, Any]], *, turn_limit: int = TURN_LIMIT,
                   life: int = 20, library: int = LIBRARY) -> dict[str, Any]:
    """The scenario dict of a combat episode on ``permanents`` (scenario permanents; see the
    module docstring): both players at ``life``, ``library`` unknown cards each."""
    return {"active_player": SEATS[0], "step": "beginning of combat",
            "until": "end of game", "turn_limit": turn_limit,
            "players": {seat: {"life": life, "library": library} for seat in SEATS},
            "permanents": [dict(p) for p in permanents]}


def _draw(rng: np.random.Generator, cards: Sequence[CardDef], legends: set[str]
          ) -> CardDef | None:
    """A card drawn uniformly from ``cards``, drawn again (up to ``DRAWS`` times in all) while
    it is a legend already on this side; None if every draw was."""
    for _ in range(DRAWS):
        card = cards[int(rng.integers(len(cards)))]
        if "Legendary" not in card.supertypes or card.name not in legends:
            return card
    return None


def _keywords(keywords: Sequence[str]) -> tuple[str, ...]:
    """``keywords`` checked against the engine's keyword names."""
    from sim.text import build_card

    def fail(field: str, message: str) -> Exception:
        return BoardError(f"keywords: {message}")

    out = tuple(keywords)
    for name in out:
        if not isinstance(name, str):
            raise BoardError(f"keywords: expected keyword names, got {name!r}")
        build_card({"name": "check", "power": 1, "toughness": 1, "keywords": [name]}, fail)
    return out


def _vanilla(rng: np.random.Generator, keywords: Sequence[str], name: str) -> dict[str, Any]:
    """An inline creature with random power, toughness and keywords."""
    power = int(rng.integers(POWER[0], POWER[1] + 1))
    toughness = int(rng.integers(TOUGHNESS[0], TOUGHNESS[1] + 1))
    fields: dict[str, Any] = {"name": f"Random {power}/{toughness} {name}", "power": power,
                              "toughness": toughness}
    how_many = int(rng.choice(len(KEYWORD_COUNTS), p=KEYWORD_COUNTS))
    if keywords and how_many:
        picks = rng.choice(len(keywords), min(how_many, len(keywords)), replace=False)
        fields["keywords"] = [keywords[int(i)] for i in sorted(picks)]
    return fields


def random_boards(n: int, seed: int = 0, **options: Any) -> list[dict[str, Any]]:
    """``n`` random boards (``random_board``'s ``options``) from one generator seeded with
    ``seed``, drawn in order: the first ``k`` boards are the same for any ``n >= k``."""
    if n < 0:
        raise BoardError(f"n: expected a non-negative number of boards, got {n}")
    rng = np.random.default_rng(seed)
    return [random_board(rng, **options) for _ in range(n)]


__all__ = ["random_board", "random_boards", "combat_episode", "creature_cards", "BoardError",
           "KEYWORDS", "KEYWORD_COUNTS", "TURN_LIMIT", "LIBRARY"]
