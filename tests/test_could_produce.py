"""Mana of a type other lands "could produce" (CR 106.7): "{T}: Add one mana of any color that
a land an opponent controls could produce" (Exotic Orchard), "{T}: Add one mana of any type
that a land you control could produce" (Reflecting Pool), "... any color that a basic land you
control could produce". A ``MANA_COULD_PRODUCE`` rule (``sim.model.could_produce``): the
payment (``sim.rules.costs.could_sources``) taps it for one mana of a type the lands named
could produce now, whatever their costs (tapped ones too); none if there is none."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.legality.constraints import mana_available
from sim.model.objects import Zone
from sim.text import FULL, read_card

ORCHARD = "{T}: Add one mana of any color that a land an opponent controls could produce."
POOL = "{T}: Add one mana of any type that a land you control could produce."
BASIC = "{T}: Add one mana of any color that a basic land you control could produce."


def land(pid: str, controller: str, text: str = "", **fields: Any) -> dict[str, Any]:
    """An inline land whose Oracle text is ``text``."""
    return {"id": pid, "controller": controller, "name": f"Land {pid}", "types": ["Land"],
            "text": text, **fields}


def basic(pid: str, controller: str, subtype: str, **fields: Any) -> dict[str, Any]:
    """A basic land of the basic land type ``subtype`` (CR 305.6: its intrinsic ability)."""
    return {"id": pid, "controller": controller, "name": subtype, "types": ["Land"],
            "supertypes": ["Basic"], "subtypes": [subtype], **fields}


def castable(cost: str, *permanents: dict[str, Any]) -> bool:
    """Whether A may cast a 2/2 costing ``cost`` in its precombat main phase."""
    state = position(cost, *permanents)
    return 'cast "A:hand:1"' in {str(a) for a in state.legal_actions()}


def position(cost: str, *permanents: dict[str, Any]) -> mtgsim.GameState:
    """A's precombat main phase, a 2/2 costing ``cost`` in A's hand (A:hand:1)."""
    bear = {"name": "Bear", "cost": cost, "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [bear]}, "B": {}},
                         "permanents": list(permanents)})
    for p in permanents:
        assert not state.permanents[p["id"]].card.unsupported
    return state


@pytest.mark.parametrize("text", [ORCHARD, POOL, BASIC])
def test_the_clauses_are_read_and_rendered_back(text: str) -> None:
    """CR 106.7: each is read, and rendered back as printed."""
    assert read_card(text, "Thing", ("Land",)).status == FULL


@plays("{T}: Add one mana of any color that a land an opponent controls could produce.")
def test_the_colors_an_opponents_lands_could_produce() -> None:
    """CR 106.7: the Orchard makes one mana of a color a land B controls could produce — a
    tapped one too (costs are ignored) —, none of another color, nor colorless mana ({C} is
    no color, 105.1, 106.1b); with no such land it makes no mana at all."""
    orchard = land("o", "A", ORCHARD)
    forest, island = basic("f", "B", "Forest"), basic("i", "B", "Island", tapped=True)
    assert castable("{G}", orchard, forest, island)
    assert castable("{U}", orchard, forest, island)
    assert not castable("{R}", orchard, forest, island)
    assert not castable("{G}{U}", orchard, forest, island)
    assert not castable("{C}", orchard, land("w", "B", "{T}: Add {C}."))
    assert not castable("{1}", orchard, basic("m", "A", "Mountain", tapped=True))
    assert mana_available(position("{1}", orchard), "A") == 0
    assert mana_available(position("{1}", orchard, forest), "A") == 1
    state = position("{U}", orchard, forest, island)
    state.apply('cast "A:hand:1"')
    assert state.permanents["o"].tapped
    assert state.permanents["A:hand:1"].zone is not Zone.HAND


@plays("{T}: Add one mana of any type that a land you control could produce.")
def test_the_types_your_lands_could_produce() -> None:
    """CR 106.7, 106.1b: "any type" is colorless too: the Pool beside a Swamp pays {B}{B},
    beside a land making {C} it pays {C}; two Pools alone make nothing (neither could produce
    a type of its own); a Pool beside an Orchard makes what the Orchard could (the types
    defined through it, the least fixed point)."""
    pool = land("p", "A", POOL)
    swamp = basic("s", "A", "Swamp", tapped=True)
    assert castable("{B}", pool, swamp)
    assert not castable("{G}", pool, swamp)
    assert castable("{C}", pool, land("w", "A", "{T}: Add {C}.", tapped=True))
    assert not castable("{1}", pool, land("p2", "A", POOL))
    orchard = land("o", "A", ORCHARD, tapped=True)
    assert castable("{R}", pool, orchard, basic("m", "B", "Mountain"))
    assert not castable("{W}", pool, orchard, basic("m", "B", "Mountain"))


@plays("{T}: Add one mana of any color that a basic land you control could produce.")
def test_the_colors_your_basic_lands_could_produce() -> None:
    """CR 106.7, 205.4c: only basic lands count: a nonbasic land making {G} does not."""
    hub = land("h", "A", BASIC)
    assert castable("{W}", hub, basic("pl", "A", "Plains", tapped=True))
    assert not castable("{G}", hub, land("g", "A", "{T}: Add {G}.", tapped=True))
