"""Cost increases and reductions of every player's spells (CR 601.2f): "noncreature spells cost
{1} more to cast" (Thalia: its controller's too), "spells your opponents cast cost {1} more to
cast" (not its controller's, 102.2), "instant and sorcery spells cost {1} less to cast"."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.text import FULL, read_card

THALIA = "Noncreature spells cost {1} more to cast."
OPPONENTS = "Spells your opponents cast cost {1} more to cast."
CHEAP = "Instant and sorcery spells cost {1} less to cast."
GRASP = {"name": "Grasp", "types": ["Instant"], "colors": ["B"], "cost": "{B}",
         "text": "Target player loses 2 life."}
SCROLL = {"name": "Scroll", "types": ["Sorcery"], "colors": ["U"], "cost": "{1}{U}",
          "text": "Draw a card."}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2}
CARD = {"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}


def game(text: str, hand: list[dict[str, Any]], mana: str, controller: str = "B"
         ) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana``; ``controller`` has an
    enchantment with ``text``."""
    taxer = {"id": "taxer", "controller": controller, "name": "Taxer",
             "types": ["Enchantment"], "text": text}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [taxer],
                        "players": {"A": {"hand": hand, "mana": mana, "library": [CARD]},
                                    "B": {}}})


def casts(state: mtgsim.GameState) -> list[str]:
    """The casts ``state`` offers."""
    return [str(a) for a in state.legal_actions() if str(a).startswith("cast")]


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("text", [THALIA, OPPONENTS, CHEAP,
                                  "Artifact and enchantment spells your opponents cast cost "
                                  "{2} more to cast."])
def test_each_players_cost_changes_are_read_whole(text: str) -> None:
    """CR 601.2f: read and rendered back."""
    assert read_card(text, "Taxer", ("Enchantment",)).status == FULL


@plays("Noncreature spells cost {1} more to cast.")
@pytest.mark.parametrize("controller", ["A", "B"])
def test_noncreature_spells_cost_more_for_every_player(controller: str) -> None:
    """CR 601.2f: Grasp ({B}) costs {1}{B} whoever controls the tax; a creature spell costs
    its mana cost."""
    state = game(THALIA, [GRASP, BEAR], "{B}", controller)
    assert casts(state) == []
    state = game(THALIA, [GRASP, BEAR], "{1}{B}", controller)
    assert casts(state) == ['cast "A:hand:1"']
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 18 and paid(state) == 2
    state = game(THALIA, [BEAR], "{1}{G}", controller)
    assert casts(state) == ['cast "A:hand:1"']


@plays("Spells your opponents cast cost {1} more to cast.")
@pytest.mark.parametrize(("controller", "castable"), [("A", True), ("B", False)])
def test_only_the_opponents_spells_cost_more(controller: str, castable: bool) -> None:
    """CR 601.2f, 102.2: B's tax makes A's Grasp cost {1}{B}; A's own tax doesn't."""
    state = game(OPPONENTS, [GRASP], "{B}", controller)
    assert (casts(state) == ['cast "A:hand:1"']) is castable


@plays("Instant and sorcery spells cost {1} less to cast.")
def test_an_opponents_reduction_applies_too() -> None:
    """CR 601.2f: B's "instant and sorcery spells cost {1} less" makes A's Scroll cost {U}
    (a reduction of generic mana only)."""
    state = game(CHEAP, [SCROLL], "{U}")
    assert casts(state) == ['cast "A:hand:1"']
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert paid(state) == 1 and len(state.cards("A", Zone.HAND)) == 1  # the card drawn


WARDEN = "Creature spells with flying you cast cost {1} less to cast."


def test_creature_spells_with_flying_is_read_whole() -> None:
    """CR 601.2f: read and rendered back."""
    assert read_card(f"Flying\n{WARDEN}", "Warden", ("Creature",)).status == FULL


@plays("Creature spells with flying you cast cost {1} less to cast.")
@pytest.mark.parametrize(("card", "ok"), [
    ({"name": "Drake", "types": ["Creature"], "cost": "{2}{U}", "power": 2, "toughness": 2,
      "text": "Flying"}, True),
    ({"name": "Crab", "types": ["Creature"], "cost": "{2}{U}", "power": 2, "toughness": 2},
     False)])
def test_only_creature_spells_with_flying_cost_less(card: dict[str, Any], ok: bool) -> None:
    """CR 601.2f, 702.9a: A's reduction makes a {2}{U} creature with flying cost {1}{U}; one
    without flying still costs {2}{U}."""
    state = game(WARDEN, [card], "{1}{U}", "A")
    assert (casts(state) == ['cast "A:hand:1"']) is ok
    if ok:
        state.apply('cast "A:hand:1"')
        while state.stack:
            state.apply("pass")
        assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD and paid(state) == 2
