"""Plays that ``tests/test_build.py`` runs on both builds of the engine (in this process and in
a ``MTGSIM_PURE=1`` subprocess) and compares: random boards with tricks, and random games
from random decks, every decision random, each summed up as the hash of its final position
and its events."""

from __future__ import annotations

import hashlib
import json
import sys

import numpy as np

import cards
import mtgsim
from sim.rules.opening import new_game
from sim.testing import random_board, random_deck


def _digest(state: object) -> str:
    assert hasattr(state, "to_dict")
    text = json.dumps(state.to_dict(), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def hashes(boards: int, games: int) -> list[str]:
    out = []
    for seed in range(boards):
        rng = np.random.default_rng(seed)
        state = random_board(rng, tricks=seed % 2 == 0)
        mtgsim.play(state.start(), "random", np.random.default_rng([seed, 1]))
        out.append(_digest(state))
    for seed in range(games):
        rng = np.random.default_rng([seed, 2])
        pool = cards.default_pool()
        decks = {"A": random_deck(rng, pool), "B": random_deck(rng, pool)}
        game = new_game(decks, seed, turn_limit=12)
        mtgsim.play(game, "random", np.random.default_rng([seed, 3]))
        out.append(_digest(game))
    return out


if __name__ == "__main__":
    print(json.dumps(hashes(int(sys.argv[1]), int(sys.argv[2]))))
