"""Mana abilities with an activation condition (CR 602.5b, 605.1a): "{T}: Add {U}. Activate
only if you control a Plains or an Island." (the Verges), "{T}: Add one mana of any color.
Activate only if you control a Dragon." (Mox Jasper). A ``MANA_IF_CONTROL`` rule
(``sim.model.conditional_mana``): the payment (``sim.rules.costs.could_sources``) taps it only
while its controller controls a permanent of one of the subtypes."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.legality.constraints import mana_available
from sim.model.objects import Zone
from sim.text import FULL, read_card

VERGE = "{T}: Add {U}. Activate only if you control a Plains or an Island."
MOX = "{T}: Add one mana of any color. Activate only if you control a Dragon."


def source(pid: str, text: str, types: tuple[str, ...] = ("Land",)) -> dict[str, Any]:
    """An inline permanent A controls whose Oracle text is ``text``."""
    return {"id": pid, "controller": "A", "name": f"Thing {pid}", "types": list(types),
            "text": text}


def basic(pid: str, controller: str, subtype: str) -> dict[str, Any]:
    """A tapped basic land of the basic land type ``subtype`` (CR 305.6)."""
    return {"id": pid, "controller": controller, "name": subtype, "types": ["Land"],
            "supertypes": ["Basic"], "subtypes": [subtype], "tapped": True}


def position(cost: str, *permanents: dict[str, Any]) -> mtgsim.GameState:
    """A's precombat main phase, a 2/2 costing ``cost`` in A's hand (A:hand:1)."""
    bear = {"name": "Bear", "cost": cost, "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [bear]}, "B": {}},
                         "permanents": list(permanents)})
    for p in permanents:
        assert not state.permanents[p["id"]].card.unsupported
    return state


def castable(cost: str, *permanents: dict[str, Any]) -> bool:
    """Whether A may cast the 2/2 costing ``cost``."""
    return 'cast "A:hand:1"' in {str(a) for a in position(cost, *permanents).legal_actions()}


@pytest.mark.parametrize("text", [VERGE, MOX])
def test_the_clauses_are_read_and_rendered_back(text: str) -> None:
    """CR 602.5b: each is read, and rendered back as printed."""
    assert read_card(text, "Thing", ("Land",)).status == FULL


@plays("{T}: Add {U}. Activate only if you control a Plains or an Island.")
def test_a_verge_makes_its_mana_only_beside_one_of_its_land_types() -> None:
    """CR 602.5b, 305.6: the Verge adds {U} while A controls a Plains or an Island (tapped
    ones too: the condition is control), never while only B does or A controls neither."""
    verge = source("v", VERGE)
    assert castable("{U}", verge, basic("p", "A", "Plains"))
    assert castable("{U}", verge, basic("i", "A", "Island"))
    assert not castable("{U}", verge, basic("m", "A", "Mountain"))
    assert not castable("{U}", verge, basic("p", "B", "Plains"))
    assert mana_available(position("{U}", verge), "A") == 0
    assert mana_available(position("{U}", verge, basic("i", "A", "Island")), "A") == 1
    state = position("{U}", verge, basic("i", "A", "Island"))
    state.apply('cast "A:hand:1"')
    assert state.permanents["v"].tapped
    assert state.permanents["A:hand:1"].zone is not Zone.HAND


@plays("{T}: Add one mana of any color. Activate only if you control a Dragon.")
def test_a_mox_makes_mana_only_beside_a_dragon() -> None:
    """CR 602.5b, 205.3m: one mana of any color while A controls a Dragon, none without."""
    mox = source("x", MOX, ("Artifact",))
    dragon = {"id": "d", "controller": "A", "name": "Drake", "power": 4, "toughness": 4,
              "subtypes": ["Dragon"], "tapped": True}
    assert castable("{R}", mox, dragon)
    assert not castable("{R}", mox)
    assert not castable("{R}", mox, {**dragon, "controller": "B"})
