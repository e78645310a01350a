"""The monarch (CR 724): "you become the monarch" makes a player the monarch (724.1, 724.3:
one at a time); the monarch draws a card at the beginning of their end step, and a creature
dealing combat damage to the monarch makes its controller the monarch (724.2)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.rules.monarch import monarch
from sim.text import FULL, read_card

SENTINELS = {"id": "sentinels", "name": "Palace Sentinels", "types": ["Creature"],
             "power": 2, "toughness": 4, "cost": "{0}",
             "text": "When this creature enters, you become the monarch."}
CROWN = {"id": "crown", "name": "Crown", "types": ["Instant"], "cost": "{0}",
         "text": "You become the monarch."}
BEARS: dict[str, Any] = {"id": "bears", "controller": "A", "name": "Bears", "power": 2,
                         "toughness": 2}


def game(actions: list[dict[str, Any]], attacks: dict[str, str] | None = None,
         permanents: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's turn from the precombat main phase to the end of the turn; A holds the Sentinels,
    B the instant, each has a library of Forests."""
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {"hand": [SENTINELS], "library": ["Forest"] * 3},
                                    "B": {"hand": [CROWN], "library": ["Forest"] * 3}},
                        "permanents": permanents or [],
                        "combat": {"attacks": attacks or {}, "actions": actions}})


def hand(state: mtgsim.GameState, player: str) -> int:
    return len(state.cards(player, Zone.HAND))


def test_the_sentences_are_read() -> None:
    """CR 724.3: "you become the monarch" and "target player becomes the monarch"."""
    for text in ("When this creature enters, you become the monarch.",
                 "Target player becomes the monarch."):
        types = ("Creature",) if text.startswith("When") else ("Sorcery",)
        assert read_card(text, "Sentinels", types).status == FULL, text


@plays("When ~ enters the battlefield, you become the monarch.")
def test_entering_makes_you_the_monarch_who_draws_at_the_end_step() -> None:
    """CR 724.1, 724.3: the Sentinels' trigger makes A the monarch; 724.2: at the beginning of
    A's end step A draws a card (A's hand: empty after casting, one card by the end)."""
    state = game([{"step": "precombat_main", "player": "A", "cast": "sentinels"}])
    mtgsim.play(state)
    assert monarch(state) == "A"
    assert hand(state, "A") == 1 and hand(state, "B") == 1


@plays("You become the monarch.")
def test_the_monarch_draws_only_at_their_own_end_step() -> None:
    """CR 724.2: B became the monarch in A's turn; "the monarch's end step" is B's, so B
    draws nothing at A's end step (B's hand: the instant cast, none drawn)."""
    state = game([{"step": "precombat_main", "player": "B", "cast": "crown"}])
    mtgsim.play(state)
    assert monarch(state) == "B" and hand(state, "B") == 0


def test_combat_damage_to_the_monarch_takes_the_crown() -> None:
    """CR 724.2: B is the monarch; A's Bears deal combat damage to B, so A becomes the monarch
    (724.3: B no longer is) and draws at the beginning of A's end step."""
    state = game([{"step": "precombat_main", "player": "B", "cast": "crown"}],
                 attacks={"bears": "B"}, permanents=[BEARS])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 18
    assert monarch(state) == "A" and not state.players["B"].monarch
    assert hand(state, "A") == 2  # the Sentinels never cast, and the monarch's draw


def test_becoming_the_monarch_twice_is_one_monarch() -> None:
    """CR 724.3: A becomes the monarch after B: only A is."""
    state = game([{"step": "precombat_main", "player": "B", "cast": "crown"},
                  {"step": "postcombat_main", "player": "A", "cast": "sentinels"}])
    mtgsim.play(state)
    assert [p for p in state.players.values() if p.monarch] == [state.players["A"]]


WARDEN = {"id": "warden", "controller": "A", "name": "Throne Warden", "power": 1,
          "toughness": 1, "text": "At the beginning of your end step, if you're the monarch, "
                                  "put a +1/+1 counter on Throne Warden."}
PRETENDER = {"id": "pretender", "controller": "A", "name": "Pretender", "power": 1,
             "toughness": 1, "text": "At the beginning of your end step, if an opponent is "
                                     "the monarch, put a +1/+1 counter on Pretender."}


@plays("At the beginning of your end step, if you're the monarch, put a +1/+1 counter on ~.")
def test_if_you_are_the_monarch() -> None:
    """CR 603.4 and 724: the intervening "if" holds for A, the monarch, at A's end step: the
    Warden gets a counter; the Pretender's ("if an opponent is the monarch") doesn't
    trigger."""
    state = game([{"step": "precombat_main", "player": "A", "cast": "sentinels"}],
                 permanents=[WARDEN, PRETENDER])
    mtgsim.play(state)
    assert state.permanents["warden"].counters.get("+1/+1", 0) == 1
    assert not state.permanents["pretender"].counters.get("+1/+1", 0)


@plays("At the beginning of your end step, if an opponent is the monarch, put a +1/+1 counter "
       "on ~.")
def test_if_an_opponent_is_the_monarch() -> None:
    """CR 603.4 and 724: B is the monarch at A's end step: the Pretender's trigger resolves,
    the Warden's doesn't trigger."""
    state = game([{"step": "precombat_main", "player": "B", "cast": "crown"}],
                 permanents=[WARDEN, PRETENDER])
    mtgsim.play(state)
    assert state.permanents["pretender"].counters.get("+1/+1", 0) == 1
    assert not state.permanents["warden"].counters.get("+1/+1", 0)


@plays("Target player becomes the monarch.")
def test_target_player_becomes_the_monarch() -> None:
    """CR 724.3: A's sorcery makes B the monarch; B doesn't draw at A's end step (724.2)."""
    crowning = {"id": "crowning", "name": "Crowning", "types": ["Sorcery"], "cost": "{0}",
                "text": "Target player becomes the monarch."}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [crowning], "library": 2},
                                     "B": {"library": 2}},
                         "permanents": [],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "crowning",
                              "targets": ["B"]}]}})
    mtgsim.play(state)
    assert monarch(state) == "B" and hand(state, "A") == 0 and hand(state, "B") == 0


def three_players(monarch_id: str) -> mtgsim.GameState:
    """A's turn in a three-player game (A, B, C in turn order), ``monarch_id`` the monarch."""
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"library": 3}, "B": {"library": 3},
                                     "C": {"library": 3}},
                         "permanents": [], "combat": {"attacks": {}}})
    state.players[monarch_id].monarch = True
    return state


def test_the_crown_passes_to_the_active_player_as_the_monarch_leaves() -> None:
    """CR 724.4: B, the monarch, leaves the game (concedes, 104.3a) during A's turn: A, the
    active player, becomes the monarch."""
    state = three_players("B")
    state.concede("B")
    assert monarch(state) == "A"


def test_the_crown_passes_on_in_turn_order_as_the_active_monarch_leaves() -> None:
    """CR 724.4: A, the monarch, leaves the game during their own turn: the next player in
    turn order, B, becomes the monarch."""
    state = three_players("A")
    state.concede("A")
    assert monarch(state) == "B"
