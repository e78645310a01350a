"""Restricted mana read and written back (``sim.text.render_spend``, CR 106.6): "{T}: Add {C}.
Spend this mana only to activate an ability or cast an artifact spell" and "{T}: Add {U}.
Spend this mana only to cast an artifact spell or activate an ability" (the form "*": any
activated ability, 602.2), played: such mana pays an artifact spell and any activated ability,
never another spell."""

from __future__ import annotations

import pytest
from played import plays
from test_spend_limits import activations, bear, castable, land, pumper, sorcery

import mtgsim
from sim.model.card import CardDef
from sim.model.mana import Mana
from sim.model.spend_limits import allows, spend_value
from sim.text import FULL, read_card
from sim.text.render_spend import spend_only
from sim.text.wording import matches

ARTIFICER = "{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell."
OPTIMIZER = "{T}: Add {U}. Spend this mana only to cast an artifact spell or activate an ability."


@pytest.mark.parametrize("text", [ARTIFICER, OPTIMIZER])
def test_the_clauses_are_read_and_rendered_back(text: str) -> None:
    """CR 106.6: both orders are read in full and written back as printed."""
    assert read_card(text, "Thing", ("Artifact", "Creature")).status == FULL


def test_spend_only_writes_each_order() -> None:
    """CR 106.6: the value's clause accepts both orders and no other spell."""
    value = spend_value("artifact", "a*", (Mana(C=1),))
    piece = spend_only(value, lambda made: "{c}")
    head = "{t}: add {c}. spend this mana only to "
    assert matches(piece, head + "activate an ability or cast an artifact spell")
    assert matches(piece, head + "cast an artifact spell or activate an ability")
    assert not matches(piece, head + "cast a creature spell or activate an ability")
    assert allows(value, CardDef(name="A", types=("Artifact",)), "")
    assert not allows(value, CardDef(name="B", types=("Creature",)), "")
    assert allows(value, CardDef(name="B", types=("Creature",)), "", ability=True)


@plays("{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.",
       "{T}: Add {U}. Spend this mana only to cast an artifact spell or activate an ability.")
def test_mana_for_any_ability_and_artifact_spells() -> None:
    """CR 106.6, 602.2: the mana pays any permanent's activated ability (a plain creature's
    {1} or {U}), and an artifact spell, never a creature or sorcery spell that isn't an
    artifact (601.2g-h). Activated, the ability is paid with it and resolves."""
    artificer = land("a", ARTIFICER)
    optimizer = land("o", OPTIMIZER)
    plain = pumper("b", text="{1}: Pumper b gets +1/+1 until end of turn.")
    assert activations(artificer, plain) == {"activate b 0"}
    blue = pumper("u", text="{U}: Pumper u gets +1/+1 until end of turn.")
    assert activations(optimizer, blue) == {"activate u 0"}
    assert activations(artificer, blue) == set()
    assert castable(bear("{1}", types=["Artifact", "Creature"]), artificer)
    assert castable(bear("{U}", types=["Artifact"]), optimizer)
    assert not castable(bear("{1}"), artificer)
    assert not castable(sorcery("{U}"), optimizer)
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": [artificer, plain]})
    state.apply("activate b 0")
    while state.stack or state.casting is not None:
        state.apply(state.legal_actions()[0])
    assert state.permanents["a"].tapped and state.power("b") == 2
