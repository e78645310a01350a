"""The starting life total (CR 103.4: 20 in a two-player game) in an activated ability's
restriction (602.5b): "{T}: Create a 4/4 white Angel creature token with flying. Activate only
if you have at least 7 life more than your starting life total and only as a sorcery."
(Speaker of the Heavens)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.board_conditions import ABOVE_START, LIFE, BoardCondition, holds
from sim.model.errors import IllegalActionError
from sim.rules.opening import new_game

SPEAKER = ("{T}: Create a 4/4 white Angel creature token with flying. Activate only if you "
           "have at least 7 life more than your starting life total and only as a sorcery.")


def game(life: int, step: str = "precombat_main") -> mtgsim.GameState:
    speaker = {"id": "speaker", "controller": "A", "name": "Speaker", "power": 1,
               "toughness": 1, "text": SPEAKER}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"life": life}, "B": {}},
                        "permanents": [speaker],
                        "combat": {"actions": [
                            {"step": step, "player": "A", "activate": "speaker"}]}})


def angels(state: mtgsim.GameState) -> list[Any]:
    return [p for p in state.battlefield() if p.token and p.card.is_creature]


@plays(SPEAKER)
def test_activated_with_seven_life_over_the_start() -> None:
    """CR 602.5b, 103.4: at 27 life (20 + 7) the ability is activated in A's main phase with
    the stack empty (a sorcery's timing, 307.1) and makes a 4/4 Angel with flying."""
    state = game(27)
    mtgsim.play(state)
    [angel] = angels(state)
    assert (state.power(angel.id), state.toughness(angel.id)) == (4, 4)


@plays(SPEAKER)
def test_not_activated_with_six_over() -> None:
    """CR 602.5b: at 26 life (six over the starting 20) it can't be activated."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(game(26))


def test_the_starting_life_total_is_the_games() -> None:
    """CR 103.4: a game begun at 30 life (a variant's) keeps 30 as each player's starting
    life total: 37 is seven over it, 36 is not."""
    state = new_game({"A": [], "B": []}, 1, life=30)
    assert state.starting_life == 30
    c = BoardCondition(LIFE, least=7, word=ABOVE_START)
    state.players["A"].life = 37
    assert holds(state, c, "A")
    state.players["A"].life = 36
    assert not holds(state, c, "A")


VALKYRIE = ("As long as you have at least 7 life more than your starting life total, creatures "
            "you control get +2/+2.")
BRAVERY = ("As long as your life total is greater than or equal to your starting life total, "
           "creatures you control get +1/+1.")
ELENDA = ("As long as your life total is greater than your starting life total, Elenda gets "
          "+1/+1 and has menace.")
ELENDA_MORE = ("Elenda gets an additional +5/+5 as long as your life total is at least 10 "
               "greater than your starting life total.")


def board(text: str, life: int, name: str = "Lord") -> mtgsim.GameState:
    lord = {"id": "lord", "controller": "A", "name": name, "power": 1, "toughness": 1,
            "text": text}
    bear = {"id": "bear", "controller": "A", "name": "Bear", "power": 2, "toughness": 2}
    return mtgsim.load({"active_player": "A", "players": {"A": {"life": life}, "B": {}},
                        "permanents": [lord, bear]})


@plays(VALKYRIE)
@pytest.mark.parametrize(("life", "bonus"), [(27, 2), (26, 0)])
def test_creatures_get_more_seven_over_the_start(life: int, bonus: int) -> None:
    """CR 611.3a, 103.4: the static ability applies while A has 7 or more life over the
    starting 20 (27), not at 26."""
    state = board(VALKYRIE, life)
    assert (state.power("bear"), state.toughness("bear")) == (2 + bonus, 2 + bonus)


@plays(BRAVERY)
@pytest.mark.parametrize(("life", "bonus"), [(20, 1), (19, 0)])
def test_at_or_over_the_start(life: int, bonus: int) -> None:
    """CR 611.3a, 103.4: "greater than or equal to": 20 is, 19 is not."""
    state = board(BRAVERY, life)
    assert state.power("bear") == 2 + bonus


@plays(ELENDA, ELENDA_MORE)
@pytest.mark.parametrize(("life", "power"), [(20, 1), (21, 2), (29, 2), (30, 7)])
def test_over_the_start(life: int, power: int) -> None:
    """CR 611.3a, 103.4: "greater than" the starting 20 is 21 or more (+1/+1 and menace);
    "at least 10 greater" is 30 or more (+5/+5 more)."""
    state = board(f"{ELENDA}\n{ELENDA_MORE}", life, "Elenda")
    assert state.power("lord") == power
