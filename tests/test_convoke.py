"""What else pays a spell's cost (CR 601.2g-h): convoke (702.51a: tap creatures for {1} or one
mana of their color), improvise (702.126a: tap artifacts for {1}), delve (702.66a: exile
graveyard cards for {1}) and affinity for artifacts (702.41a: {1} less per artifact)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, Exiled
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.rules.costs import can_pay, mana_sources
from sim.text import FULL, read_card


def spell(keyword: str, cost: str) -> dict[str, Any]:
    """A sorcery with ``keyword`` costing ``cost``: gain 4 life."""
    return {"name": "Gift", "types": ["Sorcery"], "cost": cost,
            "text": f"{keyword}\nYou gain 4 life."}


def creature(pid: str, color: str, sick: bool = False) -> dict[str, Any]:
    """A 1/1 of ``color`` A controls."""
    return {"id": pid, "controller": "A", "name": f"{color} One", "power": 1, "toughness": 1,
            "colors": [color], "sick": sick}


def rock(pid: str) -> dict[str, Any]:
    """An artifact (not a creature, no mana ability) A controls."""
    return {"id": pid, "controller": "A", "name": "Rock", "types": ["Artifact"]}


def game(card: dict[str, Any], mana: str, permanents: list[Any], graveyard: int = 0
         ) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``card``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": [card], "mana": mana,
                                          "graveyard": graveyard}, "B": {}}})


def castable(state: mtgsim.GameState) -> bool:
    """Whether A may cast the card now."""
    return 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]


def cast(state: mtgsim.GameState, way: str | None = None) -> None:
    """Cast the card, paying ``way`` (or the engine's first way) if asked, and resolve it."""
    state.apply('cast "A:hand:1"')
    decision = state.decision
    if decision is not None and decision.kind is DecisionKind.CHOOSE_PAYMENT:
        state.apply(f'pay "{way or decision.options[0]}"')
    while state.stack:
        state.apply("pass")
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD


def paid(state: mtgsim.GameState) -> int:
    """The mana paid in all (``CostPaid``)."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("keyword", ["Convoke", "Improvise", "Delve", "Affinity for artifacts"])
@pytest.mark.parametrize("types", [("Sorcery",), ("Creature",)])
def test_the_keywords_are_read_whole(keyword: str, types: tuple[str, ...]) -> None:
    """Each is read as what pays the spell's cost, and rendered back."""
    text = f"{keyword}\nYou gain 4 life." if types == ("Sorcery",) else keyword
    assert read_card(text, "Gift", types).status == FULL


@plays("Convoke")
def test_convoke_taps_creatures_for_generic_mana_and_their_color() -> None:
    """CR 702.51a: the green creature pays {G}, the white one {1} — a summoning-sick one too
    (tapping it is not a {T} cost, 302.6) — and the pool the other {1}."""
    state = game(spell("Convoke", "{2}{G}"), "{1}",
                 [creature("elf", "G"), creature("knight", "W", sick=True)])
    assert castable(state)
    cast(state)
    assert state.permanents["elf"].tapped and state.permanents["knight"].tapped
    assert state.players["A"].life == 24


def test_convoke_pays_a_color_only_with_a_creature_of_that_color() -> None:
    """CR 702.51a: a white creature can't pay {G}: with only it and {2}, no spell."""
    state = game(spell("Convoke", "{2}{G}"), "{2}", [creature("knight", "W")])
    assert not castable(state)
    tapped = game(spell("Convoke", "{2}{G}"), "{2}", [{**creature("elf", "G"),
                                                       "tapped": True}])
    assert not castable(tapped)  # a tapped creature can't be tapped again


@plays("Improvise")
def test_improvise_taps_artifacts_for_generic_mana() -> None:
    """CR 702.126a: each artifact tapped pays {1}, never a colored symbol."""
    state = game(spell("Improvise", "{2}{U}"), "{U}", [rock("r1"), rock("r2")])
    assert castable(state)
    cast(state)
    assert state.permanents["r1"].tapped and state.permanents["r2"].tapped
    assert state.players["A"].life == 24
    assert not castable(game(spell("Improvise", "{2}{U}"), "{1}",
                             [rock("r1"), rock("r2"), rock("r3")]))


@plays("Delve")
def test_delve_exiles_graveyard_cards_for_generic_mana() -> None:
    """CR 702.66a: each card exiled from A's graveyard pays {1}; with too few, no spell."""
    state = game(spell("Delve", "{4}{U}"), "{U}", [], graveyard=4)
    assert castable(state)
    cast(state)
    assert all(state.permanents[f"A:graveyard:{i}"].zone is Zone.EXILE for i in range(1, 5))
    assert sum(isinstance(e, Exiled) for e in state.events) == 4
    assert state.players["A"].life == 24
    assert not castable(game(spell("Delve", "{4}{U}"), "{U}", [], graveyard=3))


def test_delve_offers_the_choice_of_mana_or_cards() -> None:
    """CR 601.2g-h: with a land and a card, the player chooses to tap the land or to exile
    the card for the {1}; the card exiled, the land stays untapped."""
    waste = {"id": "waste", "controller": "A", "name": "Waste", "types": ["Land"],
             "text": "{T}: Add {C}."}
    state = game(spell("Delve", "{1}{U}"), "{U}", [waste], graveyard=1)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_PAYMENT
    assert set(decision.options) == {"waste", "A:graveyard:1"}
    state.apply('pay "A:graveyard:1"')
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE
    assert not state.permanents["waste"].tapped


@plays("Affinity for artifacts")
def test_affinity_reduces_the_generic_cost() -> None:
    """CR 702.41a, 601.2f: {1} less for each artifact A controls (an opponent's doesn't
    count), never below the colored part."""
    rocks = [rock("r1"), rock("r2"), rock("r3"), {**rock("theirs"), "controller": "B"}]
    state = game(spell("Affinity for artifacts", "{4}{U}"), "{1}{U}", rocks)
    assert castable(state)
    cast(state)
    assert paid(state) == 2
    assert not any(state.permanents[r].tapped for r in ("r1", "r2", "r3"))
    many = game(spell("Affinity for artifacts", "{1}{U}"), "{U}", rocks)
    cast(many)
    assert paid(many) == 1


def test_ordinary_payments_see_no_helpers() -> None:
    """A card without these keywords is paid by mana abilities alone: the creatures and the
    artifacts are no sources for it."""
    state = game(spell("Flying", "{1}"), "{0}", [creature("elf", "G"), rock("r1")], 2)
    assert mana_sources(state, "A") == []
    assert not can_pay(state, "A", ManaCost.parse("{1}"))
    assert len(mana_sources(state, "A", how="convoke")) == 1
