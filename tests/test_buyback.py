"""Buyback (CR 702.27a): an optional additional cost chosen as the spell is cast (601.2b); paid,
the spell goes to its owner's hand instead of the graveyard as it resolves."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.text import FULL, read_card

SHOCK = {"name": "Recurring Shock", "types": ["Instant"], "cost": "{R}",
         "text": "Buyback {3}\nRecurring Shock deals 1 damage to any target."}
SALVE = {"name": "Salve", "types": ["Sorcery"], "cost": "{W}",
         "text": "Buyback {2}{W}\nYou gain 2 life.\nFlashback {1}{W}"}
NEGATE = {"name": "Nope", "types": ["Instant"], "cost": "{U}", "text": "Counter target spell."}


def game(mana: str, hand: list[dict[str, Any]] | None = None,
         graveyard: list[dict[str, Any]] | None = None, b_hand: list[dict[str, Any]] | None = None,
         b_mana: str = "") -> mtgsim.GameState:
    """A in their precombat main phase."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": hand or [], "graveyard": graveyard or [],
                                          "mana": mana},
                                    "B": {"hand": b_hand or [], "mana": b_mana}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def paid(state: mtgsim.GameState) -> int:
    """The mana paid for costs."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("card", [SHOCK, SALVE])
def test_buyback_cards_are_read_whole(card: dict[str, Any]) -> None:
    """CR 702.27a: buyback with its mana cost is read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Buyback {3}", "Recurring Shock deals 1 damage to any target.")
@pytest.mark.parametrize("buy", [True, False])
def test_a_bought_back_spell_returns_to_its_owner_s_hand(buy: bool) -> None:
    """CR 601.2b: whether to pay buyback is chosen as the spell is cast (a decision); 601.2f:
    its cost is added; 702.27a: paid, the spell goes to its owner's hand as it resolves, else
    to the graveyard (608.2n)."""
    state = game("{3}{R}", hand=[SHOCK])
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("buyback", "no buyback")
    state.apply(f'cost "{"buyback" if buy else "no buyback"}"')
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 19
    assert paid(state) == (4 if buy else 1)
    assert state.permanents["A:hand:1"].zone is (Zone.HAND if buy else Zone.GRAVEYARD)


def test_buyback_is_offered_only_when_it_can_be_paid() -> None:
    """CR 601.2b, 118.3: with mana for the spell alone there is no buyback choice."""
    state = game("{R}", hand=[SHOCK])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET


@plays("Buyback {2}{W}", "You gain 2 life.")
def test_a_countered_bought_back_spell_goes_to_the_graveyard() -> None:
    """CR 702.27a: only "as it resolves" does it go to the hand: countered (701.6a), it goes to
    its owner's graveyard."""
    state = game("{2}{W}{W}", hand=[SALVE], b_hand=[NEGATE], b_mana="{U}")
    state.apply('cast "A:hand:1"')
    state.apply('cost "buyback"')
    state.apply('cast "B:hand:1"')
    state.apply(f"target {state.stack[0].id}")
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 20


def test_flashback_with_buyback_is_still_exiled() -> None:
    """CR 702.34a: a flashback spell is exiled instead of going anywhere else as it leaves the
    stack — its owner's hand included (buyback's move is replaced)."""
    state = game("{1}{W}{2}{W}", graveyard=[SALVE])
    state.apply('cast "A:graveyard:1"')
    state.apply('cost "buyback"')
    resolve(state)
    assert paid(state) == 5 and state.players["A"].life == 22
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_answers_the_buyback_choice(agent: str) -> None:
    """CR 601.2b: the buyback choice is a decision every policy answers."""
    state = game("{3}{R}", hand=[SHOCK])
    state.apply('cast "A:hand:1"')
    from mtgsim.policies import policy as make

    policy = make(agent, np.random.default_rng(1))  # the project's policies by name
    decision = state.decision
    assert decision is not None
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)
