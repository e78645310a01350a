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
