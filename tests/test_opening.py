"""The start of a game (sim.rules.opening, CR 103): seeded shuffles and coin flip, opening hands,
the London mulligan as decisions; and whole games through ``mtgsim.game``."""

from __future__ import annotations

import numpy as np
import pytest

import cards
import mtgsim
from sim.model.actions import NO, YES, Choose
from sim.model.events import HandKept, Mulliganed, Shuffled, TurnBegan
from sim.model.objects import Span, Step, Zone
from sim.model.state import GameState
from sim.rules.opening import OPENING_HAND, new_game

DECKS = ("examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt")


def simple_game(seed: int, first: str | None = None) -> GameState:
    pool = cards.default_pool()
    deck_a = [pool["Forest"]] * 24 + [pool["Grizzly Bears"]] * 36
    deck_b = [pool["Mountain"]] * 24 + [pool["Hill Giant"]] * 36
    return new_game({"A": deck_a, "B": deck_b}, seed, first=first, turn_limit=30)


def hand(state: GameState, player: str) -> list[str]:
    return [p.card.name for p in state.cards(player, Zone.HAND)]


def test_a_new_game_deals_seven_cards_from_shuffled_libraries() -> None:
    state = simple_game(5)
    assert state.players["A"].library[0].name == "Forest" and not state.permanents
    state.start()  # shuffles and deals
    assert state.span is Span.GAME and state.step is Step.UNTAP and state.turn == 1
    for player in "AB":
        assert len(hand(player=player, state=state)) == OPENING_HAND
        assert len(state.players[player].library) == 60 - OPENING_HAND
    assert sum(isinstance(e, Shuffled) for e in state.events) == 2
    # the shuffles are the seed's: another seed deals other hands, the same seed the same
    hands = [tuple(hand(simple_game(seed).start(), "A")) for seed in range(12)]
    assert len(set(hands)) > 4 and hands[5] == tuple(hand(state, "A"))


def test_the_coin_flip_is_seeded_and_first_can_be_given() -> None:
    firsts = {simple_game(seed).active for seed in range(40)}
    assert firsts == {"A", "B"}
    assert all(simple_game(seed).active == simple_game(seed).active for seed in range(10))
    forced = simple_game(3, first="B")
    assert forced.active == "B" and forced.turn_order == ("B", "A")
    with pytest.raises(ValueError, match="first: 'C' is not a player"):
        simple_game(3, first="C")


def test_the_london_mulligan() -> None:
    state = simple_game(7, first="A").start()
    assert state.decision is not None and state.decision.kind == "mulligan"
    assert state.decision.player == "A" and set(state.legal_actions()) == {YES, NO}
    state.apply(NO)  # mulligan: shuffled away, seven new cards
    assert [e.count for e in state.events if isinstance(e, Mulliganed)] == [1]
    assert len(hand(state, "A")) == 7 and len(state.players["A"].library) == 53
    assert state.decision is not None and state.decision.kind == "mulligan"
    state.apply(YES)  # keep: one card to the bottom
    assert state.decision is not None and state.decision.kind == "choose_bottom"
    first = state.legal_actions()[0]
    assert isinstance(first, Choose) and first.what == "bottom"
    bottomed = state.permanents[first.value].card
    state.apply(first)
    assert len(hand(state, "A")) == 6 and state.players["A"].library[-1] == bottomed
    assert [(e.player, e.bottom, e.cards) for e in state.events
            if isinstance(e, HandKept)] == [("A", 1, (first.value,))]
    # then B decides; once B keeps, turn 1 begins
    assert state.decision is not None and state.decision.player == "B"
    assert not any(isinstance(e, TurnBegan) for e in state.events)
    state.apply(YES)
    assert [(e.turn, e.player) for e in state.events if isinstance(e, TurnBegan)] == [(1, "A")]


def test_after_seven_mulligans_only_keeping_is_left() -> None:
    state = simple_game(2, first="A").start()
    for _ in range(7):
        state.apply(NO)
    assert list(state.legal_actions()) == [YES]
    state.apply(YES)
    for _ in range(7):
        assert state.decision is not None and state.decision.kind == "choose_bottom"
        state.apply(state.legal_actions()[0])
    assert hand(state, "A") == [] and len(state.players["A"].library) == 60


def test_the_first_player_skips_the_first_draw() -> None:
    state = simple_game(4, first="A").start()
    state.apply(YES)
    state.apply(YES)
    # A's first turn: no draw (CR 103.8a)
    draws = [e for e in state.events if e.kind == "draws" and e.step == "draw"]
    assert draws == [] and state.turn == 1


def test_games_from_the_example_decks_are_reproducible() -> None:
    outcomes = []
    for _ in range(2):
        state = mtgsim.game(*DECKS, seed=11)
        mtgsim.play(state, "random", np.random.default_rng(11))
        outcomes.append((state.to_dict(), state.turn))
    assert outcomes[0] == outcomes[1]
    state = mtgsim.game(*DECKS, seed=11)
    mtgsim.play(state, "random", np.random.default_rng(11))
    assert state.result is not None  # won, lost, or a draw at the turn limit
    # every card is still somewhere: 60 per player
    for player in "AB":
        objects = sum(1 for p in state.permanents.values() if p.owner == player and not p.token)
        assert objects + len(state.players[player].library) == 60


def test_a_game_round_trips_and_clones_mid_game() -> None:
    state = mtgsim.game(*DECKS, seed=3).start()
    rng = np.random.default_rng(3)
    for _ in range(40):
        assert state.decision is not None
        state.apply(state.legal_actions().sample(rng))
    data = state.to_dict()
    assert GameState.from_dict(data).to_dict() == data
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.to_dict() == data  # the clone's change left the original alone


def test_a_deck_too_small_for_the_mulligans_keeps_what_it_has() -> None:
    state = mtgsim.game("1 Forest\n", DECKS[1], seed=0, first="A").start()
    assert state.decision is not None and "hand of 1 card?" in state.decision.prompt
    state.apply(NO)
    state.apply(NO)
    state.apply(YES)  # two mulligans, one card: it goes to the bottom, then B decides
    assert state.decision is not None and state.decision.kind == "choose_bottom"
    state.apply(state.legal_actions()[0])
    assert hand(state, "A") == [] and state.decision is not None
    assert state.decision.player == "B" and state.decision.kind == "mulligan"


def test_a_player_concedes() -> None:
    state = mtgsim.game(*DECKS, seed=2, first="A").start()
    state.concede("B")
    assert state.result is not None and state.result.winners == ("A",)
    assert state.decision is None and state.is_terminal()
    assert [(e.player, e.reason) for e in state.events if e.kind == "loses"] == [
        ("B", "conceded (CR 104.3a)")]


def test_a_short_hand_bottoms_only_the_cards_it_has() -> None:
    """A five-card deck after six mulligans: keeping puts all five cards of the hand on the
    bottom (CR 103.5; the engine bottoms what the hand holds), and ``HandKept`` counts the five
    cards bottomed, not the six mulligans."""
    pool = cards.default_pool()
    state = new_game({"A": [pool["Forest"]] * 5, "B": [pool["Mountain"]] * 60}, 1, first="A",
                     turn_limit=3).start()
    for _ in range(6):
        state.apply(NO)
    state.apply(YES)
    while state.decision is not None and state.decision.kind == "choose_bottom":
        state.apply(state.legal_actions()[0])
    (kept,) = [e for e in state.events if isinstance(e, HandKept) and e.player == "A"]
    assert kept.bottom == len(kept.cards) == 5
    assert not hand(state, "A")

