"""Additional costs of X objects or X life (CR 601.2b, 107.3; ``sim.rules.x_paid``): "As an
additional cost to cast this spell, pay X life." / "discard X cards" / "exile X creature
cards from your graveyard" / "sacrifice X lands" — X is announced as the spell is cast, at
most what the player can pay, and the cost is then X of them, chosen one at a time (601.2h)
and paid with the other costs."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, Discarded, LifeLost, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}
ROCK = {"name": "Rock", "types": ["Artifact"], "cost": "{1}"}
ELK = {"name": "Elk", "types": ["Creature"], "cost": "{3}", "power": 3, "toughness": 3}
SWAMP = {"name": "Swamp", "types": ["Land"], "subtypes": ["Swamp"], "supertypes": ["Basic"]}
SHRINK = "All creatures get -X/-X until end of turn."
LIFE = "As an additional cost to cast this spell, pay X life."
DISCARD = "As an additional cost to cast this spell, discard X cards."


def spell(cost: str, effect: str = SHRINK, mana: str = "{B}") -> dict[str, Any]:
    """A sorcery with the additional cost ``cost``, then ``effect``."""
    return {"name": "Toll", "types": ["Sorcery"], "cost": mana, "text": f"{cost}\n{effect}"}


def game(card: dict[str, Any], hand: list[Any] = (), graveyard: list[Any] = (),
         permanents: list[Any] = (), mana: str = "{B}", life: int = 20) -> mtgsim.GameState:
    """A, in their precombat main phase with ``mana``, holds ``card`` and ``hand``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [BEARS, OGRE, *permanents],
                        "players": {"A": {"hand": [card, *hand], "mana": mana, "life": life,
                                          "graveyard": list(graveyard)}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def asked(state: mtgsim.GameState, kind: DecisionKind) -> tuple[str, ...]:
    """The options of the decision asked now, of ``kind``."""
    decision = state.decision
    assert decision is not None and decision.kind is kind
    return decision.options


@pytest.mark.parametrize("cost", [
    LIFE, DISCARD, "As an additional cost to cast this spell, discard X cards at random.",
    "As an additional cost to cast this spell, discard X creature cards.",
    "As an additional cost to cast this spell, discard X land cards.",
    "As an additional cost to cast this spell, exile X creature cards from your graveyard.",
    "As an additional cost to cast this spell, exile X cards from your graveyard.",
    "As an additional cost to cast this spell, sacrifice X lands.",
    "As an additional cost to cast this spell, sacrifice X creatures.",
    "As an additional cost to cast this spell, return X Swamps you control to their owner's "
    "hand."])
def test_x_costs_are_read_whole(cost: str) -> None:
    """CR 601.2b, 107.3: the X cost is read and rendered back."""
    reading = read_card(f"{cost}\n{SHRINK}", "Toll", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported


@plays(LIFE, SHRINK)
def test_x_life_is_announced_and_paid() -> None:
    """CR 601.2b, 107.3: X is announced, at most A's life (119.4: 0 to 5 at 5 life); 119.4:
    X = 2 life is paid with the cost; the spell's X is 2: the 2/2 Bears die, the 3/3 Ogre
    lives (613.4c)."""
    state = game(spell(LIFE), life=5)
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1", "2", "3", "4", "5")
    state.apply("x 2")
    resolve(state)
    assert state.players["A"].life == 3
    assert any(isinstance(e, LifeLost) and e.amount == 2 for e in state.events)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].zone is Zone.BATTLEFIELD


@plays(DISCARD)
def test_x_cards_are_discarded_one_at_a_time() -> None:
    """CR 601.2b: X is at most the other cards in A's hand (three: the spell is on the stack,
    601.2a); 601.2h: X = 2, two cards are chosen one at a time (the first no longer offered)
    and discarded (701.9a)."""
    state = game(spell(DISCARD), hand=[ROCK, ROCK, ROCK])
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1", "2", "3")
    state.apply("x 2")
    assert asked(state, DecisionKind.CHOOSE_COST) == ("A:hand:2", "A:hand:3", "A:hand:4")
    state.apply('cost "A:hand:3"')
    assert asked(state, DecisionKind.CHOOSE_COST) == ("A:hand:2", "A:hand:4")
    state.apply('cost "A:hand:2"')
    resolve(state)
    zones = [state.permanents[f"A:hand:{n}"].zone for n in (2, 3, 4)]
    assert zones == [Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.HAND]
    assert sum(isinstance(e, Discarded) for e in state.events) == 2
    assert state.permanents["bears"].zone is Zone.GRAVEYARD


def test_x_of_zero_takes_nothing() -> None:
    """CR 107.3, 601.2b: X = 0 is always payable (with no other card in hand the spell is
    castable) and takes no card; the creatures get -0/-0."""
    state = game(spell(DISCARD))
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0",)
    state.apply("x 0")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD


@plays("As an additional cost to cast this spell, discard X cards at random.")
def test_x_cards_at_random() -> None:
    """CR 701.9b: the X cards are picked at random as the cost is paid — no choice."""
    state = game(spell("As an additional cost to cast this spell, discard X cards at random."),
                 hand=[ROCK, ROCK, ROCK])
    state.apply('cast "A:hand:1"')
    state.apply("x 2")
    resolve(state)
    assert sum(isinstance(e, Discarded) for e in state.events) == 2
    assert sum(state.permanents[f"A:hand:{n}"].zone is Zone.HAND for n in (2, 3, 4)) == 1


@plays("As an additional cost to cast this spell, exile X creature cards from your graveyard.")
def test_x_creature_cards_are_exiled_from_the_graveyard() -> None:
    """CR 601.2b: X is at most the creature cards in A's graveyard (two; the Rock is not one);
    601.2h, 406.3: the one chosen is exiled."""
    cost = "As an additional cost to cast this spell, exile X creature cards from your graveyard."
    state = game(spell(cost), graveyard=[ELK, ROCK, ELK])
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1", "2")
    state.apply("x 1")
    assert asked(state, DecisionKind.CHOOSE_COST) == ("A:graveyard:1", "A:graveyard:3")
    state.apply('cost "A:graveyard:3"')
    resolve(state)
    assert state.permanents["A:graveyard:3"].zone is Zone.EXILE
    assert state.permanents["A:graveyard:1"].zone is Zone.GRAVEYARD


@plays("As an additional cost to cast this spell, exile X cards from your graveyard.")
def test_mana_x_and_the_cost_bound_x_together() -> None:
    """CR 601.2b, 107.3: with {X} in the mana cost too, X is at most what both allow: {3}
    would pay X = 2 ({X}{B}), the graveyard's one card allows 1."""
    cost = "As an additional cost to cast this spell, exile X cards from your graveyard."
    state = game(spell(cost, mana="{X}{B}"), graveyard=[ROCK], mana="{B}{B}{B}")
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1")
    state.apply("x 1")  # (the one card left to choose is chosen without a decision)
    resolve(state)
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 2  # {1}{B}


@plays("As an additional cost to cast this spell, sacrifice X lands.",
       "As an additional cost to cast this spell, return X Swamps you control to their "
       "owner's hand.")
@pytest.mark.parametrize("verb", ["sacrifice X lands",
                                  "return X Swamps you control to their owner's hand"])
def test_x_permanents_pay_the_cost(verb: str) -> None:
    """CR 601.2b: X is at most A's Swamps (two; B's aren't A's); 601.2h: the two chosen are
    sacrificed (701.21a) or returned to their owner's hand."""
    swamps = [{**SWAMP, "id": f"s{n}", "controller": "A"} for n in (1, 2)]
    state = game(spell(f"As an additional cost to cast this spell, {verb}."),
                 permanents=[*swamps, {**SWAMP, "id": "b1", "controller": "B"}])
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1", "2")
    state.apply("x 2")
    assert asked(state, DecisionKind.CHOOSE_COST) == ("s1", "s2")
    state.apply("cost s1")  # (then s2, the one left, without a decision)
    resolve(state)
    gone = Zone.GRAVEYARD if verb.startswith("sacrifice") else Zone.HAND
    assert [state.permanents[s].zone for s in ("s1", "s2", "b1")] == \
        [gone, gone, Zone.BATTLEFIELD]
    assert any(isinstance(e, Sacrificed) for e in state.events) is (gone is Zone.GRAVEYARD)


def test_x_is_announced_even_if_the_effect_does_not_use_it() -> None:
    """CR 601.2b, 107.3: X of "discard X cards" is announced even when the spell's effect
    doesn't name X ("Draw a card."): A may discard one card (X = 1) for it."""
    state = game(spell(DISCARD, "Draw a card."), hand=[ROCK])
    state.apply('cast "A:hand:1"')
    assert asked(state, DecisionKind.CHOOSE_X) == ("0", "1")
    state.apply("x 1")
    resolve(state)
    assert state.permanents["A:hand:2"].zone is Zone.GRAVEYARD
