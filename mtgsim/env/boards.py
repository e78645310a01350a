"""Random combat boards for the self-play environments, and the scenario dict of a combat
episode.

A combat episode (``combat_episode``) is a board's creatures on the battlefield, player A
active at the beginning of combat, played turn after turn to the end of the game (CR 104) or
the turn limit, each library a count of unknown cards so nobody decks out within it. Their
hands are cards of unknown characteristics too, so nothing is ever cast: the plays are
attacks and blocks.

``random_board(rng)`` deals a small board from a ``numpy.random.Generator``: one to
``max_creatures`` creatures a side, each vanilla with power 0-5 (mostly 1-4), toughness 1-5
and at most one combat keyword, drawn from the generator alone (the same seed, the same
board). It is deliberately small and local; a richer generator can replace it by producing
the same scenario-dict form.
"""

from __future__ import annotations

from typing import Any

import numpy as np

#: the keywords a random creature may have (each with this weight; "" is none)
KEYWORDS: tuple[tuple[str, float], ...] = (
    ("", 6.0), ("flying", 1.5), ("first strike", 1.0), ("deathtouch", 0.7), ("trample", 0.8),
    ("lifelink", 0.8), ("vigilance", 0.8), ("reach", 0.8), ("menace", 0.7), ("haste", 0.3),
    ("double strike", 0.3), ("indestructible", 0.2), ("defender", 0.4))
_WEIGHTS = np.array([w for _, w in KEYWORDS]) / sum(w for _, w in KEYWORDS)
#: weights of power 0..5 and toughness 1..5
_POWER = np.array([0.5, 2.0, 3.0, 3.0, 2.0, 1.0]) / 11.5
_TOUGHNESS = np.array([1.5, 3.0, 3.0, 2.0, 1.0]) / 10.5


def random_creature(rng: np.random.Generator, pid: str, controller: str) -> dict[str, Any]:
    """One random vanilla creature with at most one keyword, as a scenario permanent."""
    power = int(rng.choice(6, p=_POWER))
    toughness = 1 + int(rng.choice(5, p=_TOUGHNESS))
    keyword = KEYWORDS[int(rng.choice(len(KEYWORDS), p=_WEIGHTS))][0]
    out: dict[str, Any] = {"id": pid, "controller": controller, "name": f"{power}/{toughness}"
                           + (f" {keyword}" if keyword else ""), "power": power,
                           "toughness": toughness}
    if keyword:
        out["keywords"] = [keyword]
    return out


def random_board(rng: np.random.Generator, max_creatures: int = 4) -> list[dict[str, Any]]:
    """A random board: 1 to ``max_creatures`` creatures for A (ids ``a1``, ...) and for B
    (``b1``, ...), as scenario permanents."""
    if max_creatures < 1:
        raise ValueError(f"max_creatures must be at least 1, got {max_creatures}")
    out: list[dict[str, Any]] = []
    for player in ("A", "B"):
        n = 1 + int(rng.integers(max_creatures))
        out.extend(random_creature(rng, f"{player.lower()}{i + 1}", player) for i in range(n))
    return out


def combat_episode(permanents: list[dict[str, Any]], turn_limit: int = 20,
                   life: int = 20, library: int | None = None) -> dict[str, Any]:
    """The scenario dict of a combat episode on ``permanents`` (see the module docstring).
    ``library``: each player's library, by default just enough for every draw up to the turn
    limit (a player draws on every other turn; fewer objects make a faster play)."""
    if library is None:
        library = turn_limit // 2 + 2
    return {"active_player": "A", "until": "end of game", "turn_limit": turn_limit,
            "step": "beginning of combat",
            "players": {p: {"life": life, "library": library} for p in ("A", "B")},
            "permanents": permanents}


__all__ = ["random_board", "random_creature", "combat_episode", "KEYWORDS"]
