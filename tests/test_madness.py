"""Madness (CR 702.35a): a discarded card with madness is exiled instead, and its owner may
cast it for its madness cost as the trigger this makes resolves (702.35b: an alternative cost,
118.9), or it goes to their graveyard."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, Discarded
from sim.model.objects import Zone
from sim.text import FULL, read_card

TEMPER = {"id": "temper", "name": "Temper", "types": ["Instant"], "colors": ["R"],
          "cost": "{1}{R}{R}", "text": "Temper deals 3 damage to any target.\nMadness {R}"}
WALLA = {"id": "walla", "name": "Walla", "types": ["Creature"], "colors": ["G"],
         "cost": "{2}{G}", "power": 1, "toughness": 1, "text": "Madness {0}"}
LOOT = {"id": "loot", "name": "Loot", "types": ["Sorcery"], "colors": ["U"], "cost": "{U}",
        "text": "Draw a card, then discard a card."}


def game(hand: list[dict[str, Any]], mana: str, library: int = 2) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana`` in their pool."""
    card = {"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": hand, "mana": mana,
                                          "library": [card] * library}, "B": {}}})


def loot_away(state: mtgsim.GameState, card: str) -> None:
    """A casts Loot and discards ``card`` to it."""
    state.apply('cast "loot"')
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY \
            and state.stack:
        state.apply("pass")
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_DISCARD
    state.apply(f'discard "{card}"')


def zone(state: mtgsim.GameState, card: str) -> Zone:
    """Where ``card`` is now."""
    return state.permanents[card].zone


@pytest.mark.parametrize("card", [TEMPER, WALLA])
def test_madness_is_read_whole(card: dict[str, Any]) -> None:
    """CR 702.35a: read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Madness {R}")
def test_a_discarded_madness_card_is_cast_for_its_madness_cost() -> None:
    """CR 702.35a: discarded, the card goes to exile (still discarded: a ``Discarded`` event),
    its trigger resolves and its owner casts it for {R} (702.35b, 118.9) — an instant cast in
    the middle of nothing but the trigger, timing ignored (608.2g)."""
    state = game([LOOT, TEMPER], "{U}{R}")
    loot_away(state, "temper")
    assert zone(state, "temper") is Zone.EXILE
    assert any(isinstance(e, Discarded) and e.card == "temper" for e in state.events)
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
        state.apply("pass")
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_OPTIONAL
    state.apply("yes")
    state.apply("target B")
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 17
    assert zone(state, "temper") is Zone.GRAVEYARD
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 2


def test_a_declined_madness_card_goes_to_the_graveyard() -> None:
    """CR 702.35a: "if that player doesn't, they put this card into their graveyard"."""
    state = game([LOOT, TEMPER], "{U}{R}")
    loot_away(state, "temper")
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
        state.apply("pass")
    state.apply("no")
    assert state.permanents["temper"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20


def test_a_madness_card_that_cant_be_paid_for_goes_to_the_graveyard() -> None:
    """CR 601.2h, 702.35a: without {R} it can't be cast: yes or no, it goes to the
    graveyard."""
    state = game([LOOT, TEMPER], "{U}")
    loot_away(state, "temper")
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
        state.apply("pass")
    state.apply("yes")
    assert state.permanents["temper"].zone is Zone.GRAVEYARD


@plays("Madness {0}")
def test_a_creature_discarded_to_hand_size_is_cast_for_madness() -> None:
    """CR 514.1, 702.35a: discarded to hand size in the cleanup step, the creature is exiled
    and cast for {0}; it enters the battlefield (514.3a: the trigger gives players priority in
    the cleanup step)."""
    filler = {"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}
    state = mtgsim.load({"active_player": "A", "step": "end", "until": "end of turn",
                         "players": {"A": {"hand": [WALLA] + [filler] * 7}, "B": {}}})
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        if decision.kind is DecisionKind.CHOOSE_DISCARD:
            state.apply('discard "walla"')
        elif decision.kind is DecisionKind.CHOOSE_OPTIONAL:
            state.apply("yes")
        else:
            state.apply(mtgsim.policies.policy("default").act(state, decision,
                                                              state.legal_actions()))
    assert state.permanents["walla"].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_madness(seed: int) -> None:
    """CR 702.35a: random play through the discard, the trigger, the choice and the cast
    passes every check of the conformance checker."""
    from sim.testing.checker import check
    state = game([LOOT, TEMPER, WALLA], "{U}{R}{G}", library=4)
    check(state, np.random.default_rng(seed))


@plays("Madness {1}{R}", "Madness {X}{R}")
@pytest.mark.parametrize("x", [0, 2])
def test_madness_costs_with_generic_mana_and_x(x: int) -> None:
    """CR 702.35b, 601.2b, 107.3: X in a madness cost is chosen as the spell is cast and
    paid; a madness cost with generic mana is paid with any mana."""
    gorger = {"id": "gorger", "name": "Gorger", "types": ["Creature"], "colors": ["R"],
              "cost": "{4}{R}{R}", "power": 6, "toughness": 6, "text": "Madness {1}{R}"}
    judgment = {"id": "judgment", "name": "Judgment", "types": ["Sorcery"], "colors": ["R"],
                "cost": "{1}{R}", "text": "Judgment deals X damage to any target.\n"
                                          "Madness {X}{R}"}
    card = judgment if x else gorger
    state = game([LOOT, card], "{U}{R}{2}")
    loot_away(state, str(card["id"]))
    while state.decision is not None and state.decision.kind is DecisionKind.PRIORITY:
        state.apply("pass")
    state.apply("yes")
    if x:
        state.apply(f"x {x}")
        state.apply("target B")
    while state.stack:
        state.apply("pass")
    if x:
        assert state.players["B"].life == 18
        assert state.permanents["judgment"].zone is Zone.GRAVEYARD
    else:
        assert state.permanents["gorger"].zone is Zone.BATTLEFIELD
