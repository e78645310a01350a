"""Multikicker (CR 702.33c: "you may pay an additional [cost] any number of times as you cast
this spell"; 601.2b: how many times is announced as the spell is cast; 702.33d: paid at least
once, the spell is kicked) and "~ enters with a +1/+1 counter on it for each time it was
kicked" (614.1c; ``sim.model.multikicker``, ``sim.rules.offspring``, ``sim.rules.kicked``)."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid
from sim.model.objects import PLUS, Zone
from sim.text import FULL, read_card

HAWKS = {"name": "Hawks", "types": ["Creature"], "cost": "{1}{W}", "power": 2, "toughness": 2,
         "text": "Multikicker {1}{W}\nFlying\nHawks enters the battlefield with a +1/+1 "
                 "counter on it for each time it was kicked."}


def game(mana: str) -> mtgsim.GameState:
    """A, in their precombat main phase, holds the Hawks with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": [HAWKS], "mana": mana}, "B": {}}})


def test_the_card_is_read_whole() -> None:
    """CR 702.33c, 614.1c: read and rendered back."""
    assert read_card(HAWKS["text"], "Hawks", ("Creature",)).status == FULL


@plays("Multikicker {1}{W}", "Hawks enters the battlefield with a +1/+1 counter on it for each "
       "time it was kicked.")
@pytest.mark.parametrize("times", [0, 1, 2])
def test_each_time_paid_is_a_counter(times: int) -> None:
    """CR 702.33c, 601.2b, 601.2f: with {4}{W}{W}{W}{W} A may pay the multikicker cost up to three
    times (the choice offers 0..3); paid ``times`` times it costs {1}{W} more each time and
    the Hawks enter with that many +1/+1 counters (614.1c); kicked only if paid (702.33d)."""
    state = game("{4}{W}{W}{W}{W}")
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == tuple(f"multikicker {n}" for n in range(4))
    state.apply(f'cost "multikicker {times}"')
    while state.stack:
        state.apply("pass")
    hawks = state.permanents["A:hand:1"]
    assert hawks.zone is Zone.BATTLEFIELD
    assert hawks.counters.get(PLUS, 0) == times
    assert state.power("A:hand:1") == 2 + times
    assert hawks.kicked is (times > 0)
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 2 + 2 * times


def test_no_choice_when_nothing_more_can_be_paid() -> None:
    """CR 601.2b, 601.2h: with mana for the Hawks alone there is nothing to choose; it enters
    with no counters."""
    state = game("{1}{W}")
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert state.permanents["A:hand:1"].counters.get(PLUS, 0) == 0


WOLVES = {"name": "Wolves", "types": ["Creature"], "cost": "{2}{G}", "power": 4,
          "toughness": 4, "text": "Multikicker {G}\nWhen Wolves enters, create a 2/2 green Wolf "
                                  "creature token for each time it was kicked."}


@plays("When Wolves enters, create a 2/2 green Wolf creature token for each time it was "
       "kicked.")
@pytest.mark.parametrize("times", [0, 2, 3])
def test_a_token_for_each_time_it_was_kicked(times: int) -> None:
    """CR 702.33c, 603.2, 608.2h: the entering trigger creates one Wolf for each time the
    multikicker cost was paid (none when it was not)."""
    assert read_card(WOLVES["text"], "Wolves", ("Creature",)).status == FULL
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [WOLVES], "mana": "{2}{G}{G}{G}{G}"},
                                     "B": {}}})
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "multikicker {times}"')
    while state.stack:
        state.apply("pass")
    wolves = [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD and p.token]
    assert len(wolves) == times
    assert all(p.card.power == 2 and p.controller == "A" for p in wolves)


def test_the_count_is_the_kicked_permanents_own() -> None:
    """CR 400.7: the permanent put onto the battlefield another way is a new object, not
    kicked: its count is 0 even though it was multikicked before."""
    from sim.model.count_kinds import more_counted
    from sim.model.filters import Count
    from sim.model.multikicker import KICKED_TIMES

    state = game("{4}{W}{W}{W}{W}")
    state.apply('cast "A:hand:1"')
    state.apply('cost "multikicker 3"')
    while state.stack:
        state.apply("pass")
    hawks = state.permanents["A:hand:1"]
    count = Count(KICKED_TIMES)
    assert more_counted(count, hawks, state.permanents, state.last_known, state.power,
                        lambda p: True) == 3
    state.move("A:hand:1", Zone.HAND)
    state.move("A:hand:1", Zone.BATTLEFIELD)
    assert more_counted(count, hawks, state.permanents, {}, state.power, lambda p: True) == 0


CONTORTION = {"name": "Contortion", "types": ["Instant"], "cost": "{2}{U}",
              "text": "Multikicker {1}{U}\nDraw a card for each time Contortion was kicked."}


@plays("Multikicker {1}{U}", "Draw a card for each time Contortion was kicked.")
@pytest.mark.parametrize("times", [0, 2])
def test_a_spell_counts_the_times_it_was_kicked(times: int) -> None:
    """CR 702.33c, 608.2h: an instant's "for each time ~ was kicked" counts the times its
    multikicker cost was paid as it was cast (none when it was not)."""
    assert read_card(CONTORTION["text"], "Contortion", ("Instant",)).status == FULL
    forest = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [CONTORTION], "mana": "{4}{U}{U}{U}",
                                           "library": [forest] * 5}, "B": {}}})
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "multikicker {times}"')
    while state.stack:
        state.apply("pass")
    drawn = [p for p in state.permanents.values() if p.zone is Zone.HAND]
    assert len(drawn) == times
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_answers_the_multikicker_choice(agent: str) -> None:
    """The multikicker choice (CR 601.2b) is a decision like any other: every policy answers
    it with one of its options."""
    from typing import Any

    from ai.random_policy import RandomAgent
    from sim.engine.agents import DefaultAgent

    state = game("{4}{W}{W}{W}{W}")
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None
    policy: Any
    if agent == "heuristic":
        from ai.heuristic import HeuristicAgent
        policy = HeuristicAgent()
    elif agent == "random":
        import numpy as np
        policy = RandomAgent(np.random.default_rng(1))
    else:
        policy = DefaultAgent()
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)


CHALICE = {"name": "Chalice", "types": ["Artifact"], "cost": "{1}",
           "text": "Multikicker {2}\nChalice enters the battlefield with a charge counter on "
                   "it for each time it was kicked.\n{T}: Add {C} for each charge counter on "
                   "Chalice."}


@plays("Chalice enters the battlefield with a charge counter on it for each time it was "
       "kicked.")
@pytest.mark.parametrize("times", [0, 2])
def test_a_charge_counter_for_each_time_it_was_kicked(times: int) -> None:
    """CR 702.33c, 614.1c, 122.1: paid twice, the artifact enters with two charge counters;
    not paid, with none."""
    assert read_card(CHALICE["text"], "Chalice", ("Artifact",)).status == FULL
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [CHALICE], "mana": "{5}"}, "B": {}}})
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "multikicker {times}"')
    while state.stack:
        state.apply("pass")
    chalice = state.permanents["A:hand:1"]
    assert chalice.zone is Zone.BATTLEFIELD
    assert chalice.counters.get("charge", 0) == times
    assert chalice.counters.get(PLUS, 0) == 0
