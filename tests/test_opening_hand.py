"""Beginning the game with cards on the battlefield (CR 103.6; ``sim.rules.opening_hand``):
"if ~ is in your opening hand, you may begin the game with it on the battlefield", one
``begin_with`` decision per such card once every player has kept, the starting player
first."""

from __future__ import annotations

from played import plays
from test_stack import card

import cards
from sim.model.actions import NO, YES
from sim.model.events import Entered, TurnBegan
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.rules.opening import new_game

LEYLINE = card("Leyline of Tests", types=["Enchantment"], cost="{2}{W}{W}",
               text="If Leyline of Tests is in your opening hand, you may begin the game "
                    "with it on the battlefield.")


def _game(first: str) -> GameState:
    pool = cards.default_pool()
    deck_a = [LEYLINE, pool["Forest"]] * 30
    deck_b = [LEYLINE, pool["Mountain"]] * 30
    return new_game({"A": deck_a, "B": deck_b}, 11, first=first, turn_limit=3).start()


def _leylines(state: GameState, player: str, zone: Zone) -> list[str]:
    return [p.id for p in state.permanents.values() if p.owner == player and p.zone is zone
            and p.card.name == LEYLINE.name]


@plays("If ~ is in your opening hand, you may begin the game with it on the battlefield.")
def test_the_starting_player_chooses_first_then_the_others() -> None:
    """CR 103.6: after both players keep (103.5), B, the starting player, is asked about each
    Leyline of their opening hand, then A; the ones answered "yes" are on the battlefield
    under their owner's control before the first turn begins (103.8), the "no" ones stay in
    hand."""
    state = _game("B")
    state.apply(YES)  # B keeps
    state.apply(YES)  # A keeps
    in_hand = {p: _leylines(state, p, Zone.HAND) for p in "AB"}
    assert in_hand["A"] and in_hand["B"]
    asked: list[str] = []
    while state.decision is not None and state.decision.kind == "begin_with":
        assert not any(isinstance(e, TurnBegan) for e in state.events)
        asked.append(state.decision.player)
        assert set(state.legal_actions()) == {YES, NO}
        # each player puts their first Leyline in, keeps the rest
        state.apply(YES if asked.count(state.decision.player) == 1 else NO)
    assert asked == ["B"] * len(in_hand["B"]) + ["A"] * len(in_hand["A"])
    for p in "AB":
        [put] = _leylines(state, p, Zone.BATTLEFIELD)
        assert put == in_hand[p][0] and state.permanents[put].controller == p
        assert _leylines(state, p, Zone.HAND) == in_hand[p][1:]
    entered = [i for i, e in enumerate(state.events) if isinstance(e, Entered)]
    began = [i for i, e in enumerate(state.events) if isinstance(e, TurnBegan)]
    assert len(entered) == 2 and began and max(entered) < began[0]


def test_a_game_without_such_cards_asks_nothing() -> None:
    """CR 103.6: only cards with the ability are asked about; hands of basic lands go
    straight to the first turn."""
    pool = cards.default_pool()
    state = new_game({"A": [pool["Forest"]] * 40, "B": [pool["Mountain"]] * 40}, 3,
                     first="A", turn_limit=2).start()
    state.apply(YES)
    state.apply(YES)
    assert state.decision is None or state.decision.kind != "begin_with"
    assert any(isinstance(e, TurnBegan) for e in state.events)
