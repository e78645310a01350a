"""``mtgsim.boards``: random boards are seeded scenario dicts within the ranges asked for, made
of creatures the engine runs fully, that load and play as combat episodes ending by the turn
limit."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim
from cards import default_pool
from mtgsim.boards import (
    KEYWORDS,
    LIBRARY,
    BoardError,
    creature_cards,
    random_board,
    random_boards,
)
from sim.model.card import CardDef
from sim.model.objects import Zone


def side(board: dict[str, Any], seat: str) -> list[dict[str, Any]]:
    return [p for p in board["permanents"] if p["controller"] == seat]


def test_same_seed_same_board_and_prefix_stable() -> None:
    assert random_boards(6, 11) == random_boards(6, 11)
    assert random_boards(6, 11)[:3] == random_boards(3, 11)
    # a generator in a given state makes the same board
    a, b = np.random.default_rng(5), np.random.default_rng(5)
    assert random_board(a) == random_board(b)
    # different seeds make different boards (10 boards alike by chance is out of question)
    assert random_boards(10, 1) != random_boards(10, 2)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), lo=st.integers(0, 4), extra=st.integers(0, 3),
       life_lo=st.integers(1, 30), life_extra=st.integers(0, 10),
       vanilla=st.sampled_from([0.0, 0.5, 1.0]))
def test_ranges_are_respected(seed: int, lo: int, extra: int, life_lo: int, life_extra: int,
                              vanilla: float) -> None:
    board = random_board(np.random.default_rng(seed), creatures=(lo, lo + extra),
                         life=(life_lo, life_lo + life_extra), vanilla=vanilla)
    pool = default_pool()
    for seat in ("A", "B"):
        assert life_lo <= board["players"][seat]["life"] <= life_lo + life_extra
        assert board["players"][seat]["library"] == LIBRARY
        mine = side(board, seat)
        assert lo <= len(mine) <= lo + extra
        legends = [p["card"] for p in mine if "card" in p
                   and "Legendary" in pool[p["card"]].supertypes]
        assert len(legends) == len(set(legends))  # the legend rule would bury a copy
    ids = [p["id"] for p in board["permanents"]]
    assert len(ids) == len(set(ids))
    for p in board["permanents"]:
        if "card" in p:
            assert vanilla < 1.0
            card = pool[p["card"]]  # an independent look-up in the bundled pool
            assert card.is_creature and not card.unsupported
        else:
            assert vanilla > 0.0
            assert 0 <= p["power"] <= 5 and 1 <= p["toughness"] <= 6
            kws = p.get("keywords", [])
            assert len(kws) <= 2 and len(set(kws)) == len(kws)
            assert set(kws) <= set(KEYWORDS)


def test_every_supported_bundled_creature_can_be_drawn() -> None:
    expected = {c.name for c in default_pool() if c.is_creature and not c.unsupported
                and c.power is not None and c.toughness is not None and c.toughness >= 1}
    assert {c.name for c in creature_cards()} == expected
    drawn = {p["card"] for b in random_boards(300, 3, vanilla=0.0) for p in b["permanents"]}
    assert drawn <= expected
    assert len(drawn) > 0.9 * len(expected)  # uniform draws reach nearly every card


def test_keyword_mix_and_counts() -> None:
    boards = random_boards(300, 4, vanilla=1.0, keywords=("flying", "trample"))
    counts = [len(p.get("keywords", [])) for b in boards for p in b["permanents"]]
    shares = np.bincount(counts, minlength=3) / len(counts)
    # KEYWORD_COUNTS (0.5, 0.35, 0.15), within sampling error of ~900 creatures
    assert abs(shares[0] - 0.5) < 0.06 and abs(shares[2] - 0.15) < 0.05
    assert {k for b in boards for p in b["permanents"] for k in p.get("keywords", [])} \
        == {"flying", "trample"}


def test_a_pool_of_cards_given() -> None:
    bear = CardDef("Grizzly Bears", power=2, toughness=2)
    walker = CardDef("Sorin", types=("Planeswalker",), loyalty=3)
    boards = random_boards(5, 1, pool=[bear, walker], vanilla=0.0, creatures=2)
    assert {p["card"] for b in boards for p in b["permanents"]} == {"Grizzly Bears"}
    # a side of legends only: a second copy would die, so it becomes a random creature
    legend = CardDef("Isamaru", supertypes=("Legendary",), power=2, toughness=1)
    board = random_board(np.random.default_rng(0), pool=[legend], vanilla=0.0, creatures=3)
    for seat in ("A", "B"):
        assert [p.get("card") for p in side(board, seat)].count("Isamaru") == 1


def test_an_episode_loads_plays_and_ends_by_the_turn_limit() -> None:
    for k, board in enumerate(random_boards(8, 9, turn_limit=4)):
        assert json.loads(json.dumps(board)) == board  # plain JSON data
        state = mtgsim.load(board)
        assert state.active == "A"
        # the library's unknown cards wait in ``Player.library``, objects only once drawn
        assert len(state.players["A"].library) == LIBRARY
        assert not state.cards("A", Zone.LIBRARY)
        outcome = mtgsim.play(state, {"A": "heuristic", "B": "random"},
                              np.random.default_rng(k))
        assert state.is_terminal() and outcome.ended
        assert state.turn <= 4
        if not outcome.losers:
            assert "turn limit" in (outcome.reason or "")


def test_a_single_combat_without_episode() -> None:
    board = random_board(np.random.default_rng(2), episode=False, creatures=(2, 3))
    assert "until" not in board and "library" not in board["players"]["A"]
    state = mtgsim.load(board)
    mtgsim.play(state, "heuristic")
    assert state.is_terminal() and state.turn == 1


@pytest.mark.parametrize("options, message", [
    ({"creatures": (3, 1)}, "creatures"),
    ({"creatures": -1}, "creatures"),
    ({"life": (0, 5)}, "life"),
    ({"keywords": ("flyin",)}, "flying"),
    ({"vanilla": 1.5}, "vanilla"),
    ({"turn_limit": 0}, "turn_limit"),
    ({"pool": [], "vanilla": 0.5}, "pool"),
])
def test_bad_options_raise_board_error(options: dict[str, Any], message: str) -> None:
    with pytest.raises(BoardError, match=message):
        random_board(np.random.default_rng(0), **options)
    assert issubclass(BoardError, ValueError)
