"""Upkeep costs (CR 118.12): "at the beginning of your upkeep, sacrifice ~ unless you pay
{cost}", echo (702.30a) and cumulative upkeep (702.24a), played over whole turns: the controller
chooses to pay (a ``choose_pay`` decision) or sacrifices the permanent."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

GRASP = "At the beginning of your upkeep, sacrifice Grasp unless you pay {1}{U}."
KEEPER = "At the beginning of your upkeep, sacrifice Grasp unless you pay {1}{W}."


def game(text: str, step: str = "upkeep", active: str = "A", limit: int = 1,
         sick: bool = False, lands: int = 2, land: str = "Island") -> mtgsim.GameState:
    """A game from ``active``'s ``step`` to the end of turn ``limit``: A controls Grasp (of
    ``text``) and ``lands`` basic lands of type ``land``."""
    islands = [{"id": f"i{n}", "controller": "A", "name": land, "types": ["Land"],
                "subtypes": [land]} for n in range(lands)]
    return mtgsim.load({
        "active_player": active, "step": step, "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "g", "controller": "A", "name": "Grasp", "power": 0,
                        "toughness": 3, "text": text, "sick": sick}, *islands]})


def play(state: mtgsim.GameState, answers: list[str]) -> list[str]:
    """Play to the end, answering each ``choose_pay`` with the next of ``answers`` and every
    other decision as the default policy does; the questions asked."""
    agent = DefaultAgent()
    asked = []
    while state.decision is not None and state.result is None:
        decision = state.decision
        if decision.kind is DecisionKind.CHOOSE_PAY:
            asked.append(decision.prompt)
            state.apply(answers.pop(0))
        else:
            state.apply(agent.act(state, decision, state.legal_actions()))
    return asked


def paid(state: mtgsim.GameState) -> int:
    """The mana paid for costs."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("text", [GRASP, "Echo {2}{G}", "Cumulative upkeep {1}",
                                  "Cumulative upkeep {G}{G}", "Fading 3", "Vanishing 4"])
def test_upkeep_costs_are_read_whole(text: str) -> None:
    """CR 118.12, 702.30a, 702.24a, 702.32a, 702.63a: read and rendered back."""
    reading = read_card(text, "Grasp", ("Creature",))
    assert reading.status == FULL, reading.unsupported


@plays("At the beginning of your upkeep, sacrifice Grasp unless you pay {1}{U}.",
       "At the beginning of your upkeep, sacrifice Grasp unless you pay {1}{W}.")
@pytest.mark.parametrize("answer", ["yes", "no"])
@pytest.mark.parametrize("text, land", [(GRASP, "Island"), (KEEPER, "Plains")])
def test_sacrifice_unless_you_pay(answer: str, text: str, land: str) -> None:
    """CR 118.12: as the upkeep trigger resolves its controller chooses whether to pay; paid,
    the permanent stays; not, they sacrifice it (701.21a: to the graveyard)."""
    state = game(text, land=land)
    asked = play(state, [answer])
    assert len(asked) == 1
    grasp = state.permanents["g"]
    if answer == "yes":
        assert grasp.zone is Zone.BATTLEFIELD and paid(state) == 2
    else:
        assert grasp.zone is Zone.GRAVEYARD and paid(state) == 0
        assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["g"]


def test_an_unpayable_upkeep_cost_is_not_asked_and_the_permanent_is_sacrificed() -> None:
    """CR 118.3: a player can't pay a cost without the resources: no choice, sacrificed."""
    state = game(GRASP, lands=1)
    assert play(state, []) == []
    assert state.permanents["g"].zone is Zone.GRAVEYARD


@plays("Echo {2}{G}")
def test_echo_is_paid_once_in_the_first_upkeep_after_it_arrived() -> None:
    """CR 702.30a: echo triggers at its controller's upkeep only if the permanent came under
    their control since their last upkeep began (an intervening "if", 603.4): Grasp, cast on
    B's turn (summoning sick), asks in A's turn 2 upkeep, and never again in turn 4."""
    forest = [{"id": f"f{n}", "controller": "A", "name": "Forest", "types": ["Land"],
               "subtypes": ["Forest"]} for n in range(3)]
    state = mtgsim.load({
        "active_player": "B", "step": "end", "until": "end of game", "turn_limit": 4,
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "g", "controller": "A", "name": "Grasp", "power": 0,
                        "toughness": 3, "text": "Echo {2}{G}", "sick": True}, *forest]})
    asked = play(state, ["yes"])
    assert len(asked) == 1 and "{2}{G}" in asked[0]
    assert state.permanents["g"].zone is Zone.BATTLEFIELD and paid(state) == 3


def test_echo_unpaid_sacrifices_and_an_old_permanent_has_no_echo_to_pay() -> None:
    """CR 702.30a: declined, the permanent is sacrificed; one that was under its controller's
    control before their last upkeep (not summoning sick) doesn't trigger at all."""
    state = game("Echo {2}{G}", step="end", active="B", limit=2, sick=True)
    play(state, ["no"])
    assert state.permanents["g"].zone is Zone.GRAVEYARD
    old = game("Echo {2}{G}", step="end", active="B", limit=2, sick=False)
    assert play(old, []) == []
    assert old.permanents["g"].zone is Zone.BATTLEFIELD


@plays("Cumulative upkeep {1}")
def test_cumulative_upkeep_grows_with_age_counters() -> None:
    """CR 702.24a: each upkeep an age counter is put on it, then its controller may pay the
    cost once for each age counter: {1} in turn 1, {1}{1} in turn 3 (paid: 3 in all), and in
    turn 5, with only two lands, it can't be paid (118.3) and is sacrificed."""
    state = game("Cumulative upkeep {1}", limit=5)
    asked = play(state, ["yes", "yes"])
    assert len(asked) == 2 and paid(state) == 3
    assert state.permanents["g"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["g"]


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_answers_an_upkeep_cost(agent: str) -> None:
    """CR 118.12: the pay-or-sacrifice choice is a decision every policy answers."""
    state = game(GRASP)
    from mtgsim.policies import policy as make

    policy = make(agent, np.random.default_rng(1))  # the project's policies by name
    while state.decision is not None and state.decision.kind is not DecisionKind.CHOOSE_PAY:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    decision = state.decision
    assert decision is not None
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)


def countdown(text: str, limit: int) -> mtgsim.GameState:
    """A casts a 0/4 Fader of ``text`` in their first main phase; played by the default
    policy to the end of turn ``limit``."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": limit,
        "players": {"A": {"library": 10, "mana": "{1}",
                          "hand": [{"name": "Fader", "types": ["Creature"], "cost": "{1}",
                                    "power": 0, "toughness": 4, "text": text}]},
                    "B": {"library": 10}}})
    state.apply('cast "A:hand:1"')
    play(state, [])
    return state


@plays("Fading 2")
def test_fading_counts_down_then_sacrifices() -> None:
    """CR 702.32a: it enters with two fade counters (614.1c); each of its controller's upkeeps
    removes one (turns 3 and 5); in turn 7 none can be removed, so it is sacrificed."""
    fader = countdown("Fading 2", 1).permanents["A:hand:1"]
    assert fader.zone is Zone.BATTLEFIELD and fader.counters == {"fade": 2}
    state = countdown("Fading 2", 5)
    assert state.permanents["A:hand:1"].counters == {"fade": 0}
    state = countdown("Fading 2", 7)
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["A:hand:1"]


@plays("Vanishing 2")
def test_vanishing_sacrifices_when_the_last_time_counter_is_removed() -> None:
    """CR 702.63a: it enters with two time counters; turn 3's upkeep removes one; turn 5's
    removes the last, which triggers "sacrifice it"."""
    state = countdown("Vanishing 2", 3)
    assert state.permanents["A:hand:1"].counters == {"time": 1}
    state = countdown("Vanishing 2", 5)
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["A:hand:1"]
