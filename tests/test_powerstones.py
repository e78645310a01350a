"""Powerstone tokens (CR 111.10h): "create a tapped Powerstone token" makes a colorless
Powerstone artifact with "{T}: Add {C}. This mana can't be spent to cast a nonartifact
spell." That mana (CR 106.6: a ``MANA_SPEND_ONLY`` rule of the negated form "!",
``sim.model.spend_limits``) pays an artifact spell, any activated ability and any cost that is
neither a spell's nor an ability's (``sim.rules.costs``, ``constraints.mana_available``), and
never a nonartifact spell."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_spend_limits import bear, castable, land, position, pumper, sorcery

import mtgsim
from sim.legality.constraints import mana_available
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.programs import PREDEFINED_TOKENS
from sim.rules.costs import can_pay
from sim.text import FULL, read_card

POWERSTONE = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."


def stone(pid: str) -> dict[str, Any]:
    """An untapped Powerstone artifact A controls."""
    return {"id": pid, "controller": "A", "name": "Powerstone", "types": ["Artifact"],
            "subtypes": ["Powerstone"], "text": POWERSTONE}


def test_the_clauses_are_read_and_rendered_back() -> None:
    """CR 111.10h, 106.6: the Powerstone's ability, and the token's creation, read in full."""
    assert read_card(POWERSTONE, "Powerstone", ("Artifact",)).status == FULL
    assert read_card("Create a tapped Powerstone token.", "Probe", ("Sorcery",)).status == FULL
    assert read_card("{T}: Add {C}. This mana can't be spent to cast creature spells.", "P",
                     ("Artifact",)).status != FULL  # a form no card prints: not read


@plays("{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.")
def test_powerstone_mana_pays_artifact_spells_and_abilities_only() -> None:
    """CR 106.6, 111.10h: the Powerstone's {C} pays an artifact spell's {1} (cast, it taps the
    Powerstone, 601.2g-h), never a nonartifact creature's or sorcery's; it pays a creature's
    activated ability's {1} (602.2b)."""
    assert castable(bear("{1}", types=["Artifact", "Creature"]), stone("p"))
    assert not castable(bear("{1}"), stone("p"))
    assert not castable(sorcery("{1}"), stone("p"))
    state = position(bear("{1}", types=["Artifact", "Creature"]), stone("p"))
    state.apply('cast "A:hand:1"')
    assert state.permanents["p"].tapped
    assert state.permanents["A:hand:1"].zone is not Zone.HAND
    pump = pumper("g", text="{1}: Pumper g gets +1/+1 until end of turn.")
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": [stone("p"), pump]})
    assert "activate g 0" in {str(a) for a in state.legal_actions()}
    state.apply("activate g 0")
    while state.stack or state.casting is not None:
        state.apply(state.legal_actions()[0])
    assert state.permanents["p"].tapped and state.power("g") == 2


def test_powerstone_mana_pays_other_costs() -> None:
    """CR 106.6: a cost that is not a spell's (an "unless" payment, ward, an attack tax) may be
    paid with the Powerstone's mana — unlike mana spent only to cast some spells; it counts
    among the mana that pays attacking costs (508.1g-h)."""
    state = position(sorcery("{G}"), stone("p"))
    assert can_pay(state, "A", ManaCost.parse("{1}"))
    assert not can_pay(state, "A", ManaCost.parse("{G}"))
    assert mana_available(state, "A") == 1
    ziggurat = land("z", "{T}: Add one mana of any color. Spend this mana only to cast a "
                    "creature spell.")
    state = position(sorcery("{G}"), ziggurat)
    assert not can_pay(state, "A", ManaCost.parse("{1}"))
    assert mana_available(state, "A") == 0


@plays("Create a tapped Powerstone token.", "Create three tapped Powerstone tokens.")
@pytest.mark.parametrize("text,count", [("Create a tapped Powerstone token.", 1),
                                        ("Create three tapped Powerstone tokens.", 3)])
def test_created_powerstones_enter_tapped(text: str, count: int) -> None:
    """CR 111.10h, 111.2: the sorcery makes tapped colorless Powerstone artifact tokens, read in
    full (``PREDEFINED_TOKENS``); untapped next turn, one pays an artifact spell."""
    spell = {"id": "s", "name": "Dig", "types": ["Sorcery"], "cost": "{R}", "text": text}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [spell], "mana": "{R}"}, "B": {}}})
    state.apply("cast s")
    while state.stack:
        state.apply("pass")
    made = [p for p in state.battlefield() if p.token]
    assert len(made) == count
    for p in made:
        assert p.tapped and p.card.name == "Powerstone" and p.card.types == ("Artifact",)
        assert p.card.subtypes == ("Powerstone",) and not p.card.colors
        assert not p.card.unsupported
    assert PREDEFINED_TOKENS["powerstone"].text == "{T}: Add {C}. This mana can't be spent " \
        "to cast a nonartifact spell."
