"""Mana "in any combination" (CR 106.1, 605.1a): "{T}: Add two mana in any combination of
colors." (each activation makes two mana, each of any color), "{T}: Add two mana in any
combination of {U}, {B}, and/or {R}." — every amount of that many mana of those kinds is one of
the ability's alternatives (``CardDef.mana_adds``), paid with as any other source."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

COLORS_TWO = "{T}: Add two mana in any combination of colors."
GRIXIS = "{T}: Add two mana in any combination of {U}, {B}, and/or {R}."
GRUUL = "{T}: Add three mana in any combination of {R} and/or {G}."


def position(cost: str, text: str) -> mtgsim.GameState:
    """A's precombat main phase: a land with ``text``, a 2/2 costing ``cost`` in hand."""
    bear = {"name": "Bear", "cost": cost, "power": 2, "toughness": 2}
    land: dict[str, Any] = {"id": "l", "controller": "A", "name": "Land", "types": ["Land"],
                            "text": text}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [bear]}, "B": {}}, "permanents": [land]})
    assert not state.permanents["l"].card.unsupported
    return state


def castable(cost: str, text: str) -> bool:
    """Whether A may cast the 2/2 costing ``cost`` with the land's mana."""
    return 'cast "A:hand:1"' in {str(a) for a in position(cost, text).legal_actions()}


@pytest.mark.parametrize("text", [COLORS_TWO, GRIXIS, GRUUL,
                                  GRIXIS.replace("{B}, and/or", "{B} and/or")])
def test_the_clauses_are_read_and_rendered_back(text: str) -> None:
    """CR 106.1: each is read, and rendered back as printed."""
    assert read_card(text, "Thing", ("Land",)).status == FULL


@plays("{T}: Add two mana in any combination of colors.",
       "{T}: Add two mana in any combination of {U}, {B}, and/or {R}.",
       "{T}: Add three mana in any combination of {R} and/or {G}.")
def test_two_mana_of_any_colors_each() -> None:
    """CR 106.1, 605.1a: one activation makes two mana, each of any of the kinds named: {W}{U}
    or {G}{G} from "colors", never {C} (no color, 106.1b) nor three mana; {U}{R} or {B}{B}
    from "{U}, {B}, and/or {R}", never {G}; three of {R} and {G} pay {R}{G}{G}, not {W}."""
    for cost in ("{W}{U}", "{G}{G}", "{1}{R}", "{2}"):
        assert castable(cost, COLORS_TWO), cost
    for cost in ("{C}", "{3}", "{W}{U}{B}"):
        assert not castable(cost, COLORS_TWO), cost
    assert castable("{U}{R}", GRIXIS) and castable("{B}{B}", GRIXIS)
    assert not castable("{G}", GRIXIS)
    assert castable("{R}{G}{G}", GRUUL) and castable("{R}{R}{R}", GRUUL)
    assert not castable("{W}", GRUUL) and not castable("{4}", GRUUL)
    state = position("{U}{R}", GRIXIS)
    state.apply('cast "A:hand:1"')
    assert state.permanents["l"].tapped and state.players["A"].mana.total == 0
    assert state.permanents["A:hand:1"].zone is not Zone.HAND
