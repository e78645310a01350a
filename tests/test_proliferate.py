"""Proliferate (CR 701.34a): choose any number of permanents and/or players that have a
counter, then give each another counter of each kind already there (``fx.PROLIFERATE``,
``sim.rules.proliferate``): one ``choose_card`` decision per pick, "none" when done."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_library import spell, turn
from test_stack import card, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState
from sim.engine.agents import Agent, DefaultAgent
from sim.model.objects import LOYALTY, MINUS, PLUS, Zone
from sim.testing.checker import check

BEAR = card("Bear", types=["Creature"], cost="{1}", power=2, toughness=2)
WALKER = card("Walker", types=["Planeswalker"], cost="{3}", loyalty=3)


def board(text: str = "Proliferate.", poison: int = 3) -> GameState:
    """A holds the inline sorcery ``text``; A's Bear has two +1/+1 counters, B's Bear a -1/-1
    counter, A's Walker three loyalty, an uncountered Bear; B has ``poison`` poison counters."""
    state = turn(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND),
                 perm("a1", "A", BEAR, counters={PLUS: 2}),
                 perm("b1", "B", BEAR, counters={MINUS: 1}),
                 perm("w1", "A", WALKER, counters={LOYALTY: 3}),
                 perm("n1", "B", BEAR), mana="{U}")
    state.players["B"].poison = poison
    return state


@plays("Proliferate.")
def test_proliferate_gives_the_chosen_another_counter_of_each_kind() -> None:
    """CR 701.34a: the controller chooses among the permanents and players that have a
    counter (not the Bear without one), one at a time, any number of them: A's Bear gets a
    third +1/+1 counter, the Walker a fourth loyalty counter, B a fourth poison counter; B's
    Bear, not chosen, keeps one -1/-1 counter."""
    state = board()
    play(state, "cast p1")
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["card a1", "card b1", "card w1", "card B", "card none"]
    play(state, "card a1")
    play(to(state, "choose_card"), "card B")
    assert legal(state) == ["card b1", "card w1", "card none"]
    play(state, "card w1")
    finish(play(to(state, "choose_card"), "card none"))
    counters = {pid: state.permanents[pid].counters for pid in ("a1", "b1", "w1")}
    assert counters == {"a1": {PLUS: 3}, "b1": {MINUS: 1}, "w1": {LOYALTY: 4}}
    assert state.players["B"].poison == 4
    assert not state.permanents["n1"].counters


def test_every_kind_and_none_chosen_and_nothing_to_choose() -> None:
    """CR 701.34a: a permanent with two kinds of counters gets one more of each; choosing
    none ('any number' includes zero) changes nothing; with no counter anywhere nothing is
    asked."""
    odd = turn(perm("p1", "A", spell("Proliferate.", "Sorcery"), Zone.HAND),
               perm("w1", "A", WALKER, counters={LOYALTY: 2, "oil": 1}), mana="{U}")
    play(odd, "cast p1")
    finish(play(to(odd, "choose_card"), "card w1"))  # nothing left to choose: done
    assert odd.permanents["w1"].counters == {LOYALTY: 3, "oil": 2}
    state = board()
    play(state, "cast p1")
    finish(play(to(state, "choose_card"), "card none"))
    assert state.permanents["a1"].counters == {PLUS: 2} and state.players["B"].poison == 3
    bare = turn(perm("p1", "A", spell("Proliferate.", "Sorcery"), Zone.HAND),
                perm("n1", "B", BEAR), mana="{U}")
    play(bare, "cast p1")
    finish(bare)
    assert bare.permanents["p1"].zone is Zone.GRAVEYARD and not bare.permanents["n1"].counters


@plays("Put a +1/+1 counter on target creature, then proliferate.")
def test_counter_then_proliferate() -> None:
    """CR 608.2c, 122.1, 701.34a: the counter is put first, so the creature that had none is
    among the choices and ends with two."""
    state = board("Put a +1/+1 counter on target creature, then proliferate.", poison=0)
    play(state, "cast p1")
    play(to(state, "choose_target"), "target n1")
    to(state, "choose_card")
    assert "card n1" in legal(state) and "card B" not in legal(state)
    finish(play(play(to(state, "choose_card"), "card n1"), "card none"))
    assert state.permanents["n1"].counters == {PLUS: 2}


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_proliferates(agent: str) -> None:
    """CR 701.34a: the default, heuristic and random policies answer proliferate's choices;
    no counter is lost and none is given twice to one permanent."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(2))}
    state = board()
    play(state, "cast p1")
    while state.decision is not None and state.permanents["p1"].zone is not Zone.GRAVEYARD:
        state.apply(policies[agent].act(state, state.decision, state.legal_actions()))
    assert state.permanents["p1"].zone is Zone.GRAVEYARD
    assert 2 <= state.permanents["a1"].counters[PLUS] <= 3
    assert 3 <= state.players["B"].poison <= 4


def test_the_conformance_checker_proliferates() -> None:
    """CR 701.34a: the conformance checker plays proliferate's decisions at random, checking
    every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(4):
        kinds |= set(check(board(), np.random.default_rng(seed)).kinds)
    assert "choose_card" in kinds, kinds
