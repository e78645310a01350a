"""``ai.evaluation``: the position score every search policy shares."""

from __future__ import annotations

from boards import board, creature
from hypothesis import given
from hypothesis import strategies as st

from ai.evaluation import WIN, creature_value, evaluate, life_value
from sim import Kw
from sim.model.objects import Zone
from sim.model.outcome import GameResult


def test_score_is_zero_sum_between_two_players() -> None:
    state = board(creature("a1", "A", 3, 3, Kw.FLYING), creature("b1", "B", 2, 2),
                  life={"A": 7, "B": 15})
    assert evaluate(state, "A") == -evaluate(state, "B")


def test_a_creature_is_worth_more_with_more_power_toughness_and_keywords() -> None:
    state = board(creature("bear", "A"), creature("big", "A", 3, 3),
                  creature("bird", "A", 2, 2, Kw.FLYING), creature("hurt", "A", 2, 2, damage=1),
                  creature("wall", "A", 2, 2, Kw.DEFENDER))
    bear = creature_value(state, "bear")
    assert creature_value(state, "big") > bear
    assert creature_value(state, "bird") > bear
    assert creature_value(state, "wall") < bear


def test_marked_damage_does_not_lower_a_creature_s_worth() -> None:
    """Damage wears off in the cleanup step (CR 514.2): a 2/2 with 1 damage is still a 2/2,
    while a -1/-1 counter stays and costs value."""
    state = board(creature("bear", "A"), creature("hurt", "A", 2, 2, damage=1),
                  creature("shrunk", "A", 2, 2))
    state.permanents["shrunk"].counters["-1/-1"] = 1
    assert creature_value(state, "hurt") == creature_value(state, "bear")
    assert creature_value(state, "shrunk") < creature_value(state, "bear")


def test_losing_a_creature_lowers_its_controller_s_score() -> None:
    state = board(creature("a1", "A"), creature("b1", "B"))
    before = evaluate(state, "A")
    state.permanents["b1"].zone = Zone.GRAVEYARD
    assert evaluate(state, "A") == before + creature_value(board(creature("b1", "B")), "b1")


@given(st.integers(1, 40))
def test_life_is_worth_more_the_lower_it_is(life: int) -> None:
    gain = life_value(life + 1) - life_value(life)
    assert gain > 0
    assert gain <= life_value(life) - life_value(life - 1) or life == 1


def test_finished_games_score_win_loss_and_draw() -> None:
    state = board(creature("a1", "A"))
    state.result = GameResult(("A",), ("B",), "life")
    assert (evaluate(state, "A"), evaluate(state, "B")) == (WIN, -WIN)
    state.result = GameResult((), (), "turn limit")
    assert evaluate(state, "A") == 0.0


def test_a_position_never_scores_as_much_as_a_win() -> None:
    state = board(*(creature(f"a{i}", "A", 20, 20, Kw.FLYING | Kw.DOUBLE_STRIKE)
                    for i in range(30)), life={"A": 1000, "B": 1})
    assert evaluate(state, "A") < WIN
