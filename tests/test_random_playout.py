"""``GameState.random_playout`` (``sim.engine.play.random_playout``): a whole game played out by
uniformly random legal actions, the roll-out of a search, checked against the decision loop
driven by ``ai.random_policy.RandomAgent`` (the slow reference: every decision handed out)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.random_policy import RandomAgent
from cards import default_pool
from cards.decks import load_deck
from sim import play, random_playout
from sim.model.state import GameState
from sim.rules.opening import new_game

#: the peer benchmark's mirror (``benchmarks/peer.py``), bundled cards only
MIRROR = "12 Forest\n12 Mountain\n18 Llanowar Elves\n18 Gray Ogre\n"


def game(seed: int) -> GameState:
    cards = load_deck(MIRROR, strict=True, source="mirror", pool=default_pool()).cards()
    return new_game({"A": cards, "B": cards}, seed, turn_limit=30)


def test_a_playout_ends_the_game_and_says_how() -> None:
    state = game(1)
    outcome = state.random_playout(np.random.default_rng(1))
    assert state.is_terminal() and state.pending is None
    assert outcome.ended and outcome.reason
    assert outcome == state.outcome()
    assert state.result is not None and (state.turn <= 30 or not state.result.winners)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_playout_is_the_game_the_random_policy_plays(seed: int) -> None:
    """Same position, same rng seed: the playout and ``play`` with ``RandomAgent`` make the same
    choices, so the games (their histories and outcomes) are the same."""
    fast, slow = game(seed % 1000), game(seed % 1000)
    assert random_playout(fast, np.random.default_rng(seed)) == \
        play(slow, RandomAgent(np.random.default_rng(seed)))
    assert fast.history == slow.history


def test_the_same_seed_plays_the_same_game_and_another_seed_another() -> None:
    histories = []
    for seed in (5, 5, 6):
        state = game(3)
        state.random_playout(np.random.default_rng(seed))
        histories.append(state.history)
    assert histories[0] == histories[1]
    assert histories[0] != histories[2]
