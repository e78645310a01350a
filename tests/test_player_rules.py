"""Rules a player's permanents change for them: no maximum hand size (CR 402.2, 514.1) and
additional land plays (305.2)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.model.actions import PlayLand
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone

BOOK = "You have no maximum hand size."
ALL = "Players have no maximum hand size."
EXPLORE = "You may play an additional land on each of your turns."
TWO = "You may play two additional lands on each of your turns."
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{9}", "power": 2, "toughness": 2}


def cleanup(text: str, controller: str = "A") -> tuple[mtgsim.GameState, int]:
    """A ends their turn with nine cards in hand, ``controller`` having a permanent of
    ``text``; the game played to the end of the turn by the default policy; the number of
    cleanup discards asked."""
    state = mtgsim.load({"active_player": "A", "step": "end", "until": "end of turn",
                         "players": {"A": {"hand": [BEAR] * 9}, "B": {}},
                         "permanents": [{"id": "book", "controller": controller, "name": "Book",
                                         "types": ["Artifact"], "text": text}]})
    agent, asked = DefaultAgent(), 0
    while state.decision is not None and state.result is None:
        asked += state.decision.kind is DecisionKind.CHOOSE_DISCARD
        state.apply(agent.act(state, state.decision, state.legal_actions()))
    return state, asked


@plays("You have no maximum hand size.", "Players have no maximum hand size.")
def test_no_maximum_hand_size() -> None:
    """CR 402.2, 514.1: with no maximum hand size the cleanup step's discard doesn't happen:
    A keeps nine cards ("you": A's own permanent; "players": even B's); without it (B's "you
    have no maximum hand size" is only B's) A discards down to seven."""
    for text, controller in ((BOOK, "A"), (ALL, "B")):
        state, asked = cleanup(text, controller)
        assert asked == 0 and len(state.cards("A", Zone.HAND)) == 9
    state, asked = cleanup(BOOK, "B")
    assert asked == 2 and len(state.cards("A", Zone.HAND)) == 7


def lands(text: str, n: int) -> int:
    """How many of ``n`` Forests A, in their main phase with a permanent of ``text``, plays
    (a land each time one may be played)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [FOREST] * n}, "B": {}},
                         "permanents": [{"id": "x", "controller": "A", "name": "Explorer",
                                         "types": ["Enchantment"], "text": text}]})
    played = 0
    while True:
        plays_now: list[Any] = [a for a in state.legal_actions() if isinstance(a, PlayLand)] \
            if state.decision is not None and state.decision.kind is DecisionKind.PRIORITY \
            else []
        if not plays_now:
            return played
        state.apply(plays_now[0])
        played += 1


@plays("You may play an additional land on each of your turns.",
       "You may play two additional lands on each of your turns.")
def test_additional_land_plays() -> None:
    """CR 305.2: a player may play one land each turn, one more for each "you may play an
    additional land" (two more for "two additional lands")."""
    assert lands(EXPLORE, 4) == 2
    assert lands(TWO, 4) == 3
    assert lands("Flying", 4) == 1


@plays("You may play an additional land this turn.", "Draw a card.")
def test_an_additional_land_this_turn() -> None:
    """CR 305.2: a resolved "you may play an additional land this turn" lets its controller
    play one more land this turn (a rule until end of turn, 514.2): two Forests, not three."""
    explore = {"name": "Explore", "types": ["Sorcery"], "cost": "{1}{G}",
               "text": "You may play an additional land this turn.\nDraw a card."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [explore, FOREST, FOREST, FOREST],
                                           "mana": "{1}{G}", "library": 3}, "B": {}}})
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert len(state.cards("A", Zone.HAND)) == 4  # three Forests and the card drawn
    played = 0
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
        lands_now = [a for a in state.legal_actions() if isinstance(a, PlayLand)]
        if not lands_now:
            break
        state.apply(lands_now[0])
        played += 1
    assert played == 2
