"""Kicker (CR 702.33a: an optional additional cost, chosen as the spell is cast, 601.2b) and
"if this spell was kicked" / "when ~ enters, if it was kicked" (702.33d, 603.4)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.text import FULL, read_card

SURGE = {"name": "Surge", "types": ["Instant"], "cost": "{G}",
         "text": "Kicker {2}\nTarget creature gets +2/+2 until end of turn. "
                 "If this spell was kicked, you gain 3 life."}
WURM = {"name": "Wurm", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2,
        "text": "Kicker {1}{G}\nWhen this creature enters, if it was kicked, put two +1/+1 "
                "counters on it."}
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}


def game(card: dict[str, Any], mana: str) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``card`` with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [BEARS],
                        "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})


def resolve(state: mtgsim.GameState, card: str = "A:hand:1") -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


@pytest.mark.parametrize("card, types", [(SURGE, ("Instant",)), (WURM, ("Creature",))])
def test_kicker_cards_are_read_whole(card: dict[str, Any], types: tuple[str, ...]) -> None:
    """CR 702.33a, 702.33d: the kicker keyword and its conditions are read and rendered back."""
    reading = read_card(card["text"], card["name"], types)
    assert reading.status == FULL, reading.unsupported


@plays("Kicker {2}", "If this spell was kicked, you gain 3 life.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_spell_pays_more_and_does_more(kick: bool) -> None:
    """CR 601.2b: kicking is chosen as the spell is cast (a decision of its own); 601.2f: the
    kicker cost is added to the total cost; 702.33d: only a kicked spell gains the life."""
    state = game(SURGE, "{2}{G}")
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("kicked", "not kicked")
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    state.apply('target bears')
    resolve(state)
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == (3 if kick else 1)
    assert state.players["A"].life == (23 if kick else 20)
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD


def test_kicker_is_offered_only_when_its_cost_can_be_paid() -> None:
    """CR 601.2b, 601.2h: a cost that can't be paid can't be chosen; with mana only for the
    spell's own cost there is no kicker choice and the spell is not kicked."""
    state = game(SURGE, "{G}")
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    state.apply('target bears')
    resolve(state)
    assert state.players["A"].life == 20


@plays("Kicker {1}{G}", "When this creature enters, if it was kicked, put two +1/+1 counters "
       "on it.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_creature_enters_with_its_bonus(kick: bool) -> None:
    """CR 702.33d: a kicked permanent spell becomes a kicked permanent; its "when ~ enters, if
    it was kicked" trigger (603.4: an intervening "if") triggers only then."""
    state = game(WURM, "{2}{G}{G}")
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    resolve(state)
    wurm = state.permanents["A:hand:1"]
    assert wurm.zone is Zone.BATTLEFIELD
    assert sum(wurm.counters.values()) == (2 if kick else 0)
    assert wurm.kicked is kick


def test_a_kicked_permanent_that_leaves_is_a_new_object() -> None:
    """CR 400.7: once it leaves the battlefield it is a new object, no longer kicked."""
    state = game(WURM, "{2}{G}{G}")
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    resolve(state)
    state.move("A:hand:1", Zone.HAND)
    assert not state.permanents["A:hand:1"].kicked


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_answers_the_kicker_choice(agent: str) -> None:
    """The kicker choice is a decision like any other: every policy answers it."""
    from ai.random_policy import RandomAgent
    from sim.engine.agents import DefaultAgent

    state = game(SURGE, "{2}{G}")
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None
    if agent == "heuristic":
        from ai.heuristic import HeuristicAgent
        policy: Any = HeuristicAgent()
    elif agent == "random":
        import numpy as np
        policy = RandomAgent(np.random.default_rng(1))
    else:
        policy = DefaultAgent()
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)


def test_a_scenario_script_kicks_by_its_choices() -> None:
    """A scenario's cast entry answers the kicker choice with ``choices = ["kicked"]``
    (docs/scenario-format.md), as it names a sacrificed creature or a discarded card."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "permanents": [BEARS],
        "players": {"A": {"hand": [{**SURGE, "id": "surge"}], "mana": "{2}{G}"}, "B": {}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "surge",
                                "targets": ["bears"], "choices": ["kicked"]}]}})
    mtgsim.play(state)
    assert state.players["A"].life == 23


@plays("If Drake was kicked, it enters the battlefield with two +1/+1 counters on it.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_creature_enters_with_counters(kick: bool) -> None:
    """CR 614.1c, 702.33d: "if ~ was kicked, it enters with N +1/+1 counters on it" is a
    replacement effect on its entering, applied only when it was a kicked spell."""
    drake = {"name": "Drake", "types": ["Creature"], "cost": "{1}{U}", "power": 1,
             "toughness": 1, "text": "Kicker {2}\nIf Drake was kicked, it enters the "
                                     "battlefield with two +1/+1 counters on it."}
    assert read_card(drake["text"], "Drake", ("Creature",)).status == FULL
    state = game(drake, "{3}{U}")
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    resolve(state)
    assert sum(state.permanents["A:hand:1"].counters.values()) == (2 if kick else 0)
