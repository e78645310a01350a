"""Cost changes for more kinds of spells (CR 601.2f; ``sim.text.render_cost_kinds``,
``sim.rules.cost_changes``): "Kithkin spells and Soldier spells" (either kind), "black creature
spells" (both: a color, 105.2, and a card type), "colorless spells" (105.2c), "historic spells"
(700.6) and a spell's own "for each legendary creature you control" (205.4a)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.text import FULL, read_card


def permanent(text: str) -> dict[str, Any]:
    """A's enchantment with ``text``, read whole."""
    reading = read_card(text, "Banner", ("Enchantment",))
    assert reading.status == FULL, reading.unsupported
    return {"id": "banner", "controller": "A", "name": "Banner", "types": ["Enchantment"],
            "text": text}


def creature(name: str, cost: str, colors: list[str], subtypes: list[str] | None = None,
             supertypes: list[str] | None = None) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "cost": cost, "colors": colors,
            "subtypes": subtypes or [], "supertypes": supertypes or [], "power": 1,
            "toughness": 1}


def paid_for(card: dict[str, Any], mana: str, permanents: list[dict[str, Any]]) -> int | None:
    """The mana A pays to cast ``card`` with ``mana`` in their pool (None: they can't)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": permanents,
                         "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})
    if 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]:
        return None
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


KITHKIN = "Kithkin spells and Soldier spells you cast cost {1} less to cast."
BLACK = "Black creature spells you cast cost {1} less to cast."
COLORLESS = "Colorless spells you cast cost {1} less to cast."
HISTORIC = "Historic spells you cast cost {1} less to cast."


@plays("Kithkin spells and Soldier spells you cast cost {1} less to cast.")
def test_either_kind_costs_less() -> None:
    """CR 601.2f: a Kithkin and a Soldier each cost {1} less ({2}{W} for {1}{W}); a Bear, of
    neither kind, costs what it costs."""
    banner = permanent(KITHKIN)
    assert paid_for(creature("Kith", "{2}{W}", ["W"], ["Kithkin"]), "{1}{W}", [banner]) == 2
    assert paid_for(creature("Sol", "{2}{W}", ["W"], ["Soldier"]), "{1}{W}", [banner]) == 2
    assert paid_for(creature("Bear", "{2}{W}", ["W"], ["Bear"]), "{1}{W}", [banner]) is None


@plays("Black creature spells you cast cost {1} less to cast.")
def test_a_black_creature_spell_costs_less() -> None:
    """CR 601.2f, 105.2: a black creature spell costs less; a green creature or a black
    artifact doesn't (the kind is both words)."""
    monument = permanent(BLACK)
    assert paid_for(creature("Rat", "{2}{B}", ["B"]), "{1}{B}", [monument]) == 2
    assert paid_for(creature("Elk", "{2}{G}", ["G"]), "{1}{G}", [monument]) is None
    skull = {"name": "Skull", "types": ["Artifact"], "cost": "{2}{B}", "colors": ["B"]}
    assert paid_for(skull, "{1}{B}", [monument]) is None


@plays("Colorless spells you cast cost {1} less to cast.",
       "Historic spells you cast cost {1} less to cast.")
@pytest.mark.parametrize("text", [COLORLESS, HISTORIC])
def test_colorless_and_historic_spells(text: str) -> None:
    """CR 105.2c: a colorless spell has no color; 700.6: an artifact or legendary spell is
    historic. An artifact is both; a green creature spell is neither; a legendary one is
    historic only."""
    herald = permanent(text)
    rock = {"name": "Rock", "types": ["Artifact"], "cost": "{3}"}
    assert paid_for(rock, "{2}", [herald]) == 2
    assert paid_for(creature("Elk", "{2}{G}", ["G"]), "{1}{G}", [herald]) is None
    hero = creature("Hero", "{2}{G}", ["G"], supertypes=["Legendary"])
    assert paid_for(hero, "{1}{G}", [herald]) == (2 if text == HISTORIC else None)


@plays("This spell costs {1} less to cast for each legendary creature you control.")
def test_less_for_each_legendary_creature() -> None:
    """CR 601.2f, 205.4a: {1} less for each legendary creature A controls (two), not for a
    nonlegendary one nor a legendary artifact."""
    text = "This spell costs {1} less to cast for each legendary creature you control.\n" \
           "You gain 4 life."
    assert read_card(text, "Probe", ("Sorcery",)).status == FULL
    card = {"name": "Probe", "types": ["Sorcery"], "cost": "{4}{G}", "text": text}
    legends = [{"id": f"l{i}", "controller": "A", **creature(f"L{i}", "{1}", ["G"],
                                                              supertypes=["Legendary"])}
               for i in range(2)]
    others = [{"id": "bear", "controller": "A", **creature("Bear", "{1}", ["G"])},
              {"id": "crown", "controller": "A", "name": "Crown", "types": ["Artifact"],
               "supertypes": ["Legendary"]}]
    assert paid_for(card, "{2}{G}", legends + others) == 3
    assert paid_for(card, "{2}{G}", others) is None


@plays("Creature spells you cast with mana value 6 or greater cost {2} less to cast.")
def test_big_creature_spells_cost_less() -> None:
    """CR 601.2f, 202.3: a creature spell of mana value 6 ({5}{G}) costs {3}{G}; one of mana
    value 5 costs what it costs."""
    drover = permanent("Creature spells you cast with mana value 6 or greater cost {2} less "
                       "to cast.")
    assert paid_for(creature("Wurm", "{5}{G}", ["G"]), "{3}{G}", [drover]) == 4
    assert paid_for(creature("Beast", "{4}{G}", ["G"]), "{2}{G}", [drover]) is None


@plays("Each spell you cast that's red or green costs {1} less to cast.")
def test_red_or_green_spells_cost_less() -> None:
    """CR 601.2f, 105.2: a red spell and a green spell each cost {1} less; a blue one
    doesn't."""
    mancer = permanent("Each spell you cast that's red or green costs {1} less to cast.")
    assert paid_for(creature("Imp", "{1}{R}", ["R"]), "{R}", [mancer]) == 1
    assert paid_for(creature("Elk", "{1}{G}", ["G"]), "{G}", [mancer]) == 1
    assert paid_for(creature("Eel", "{1}{U}", ["U"]), "{U}", [mancer]) is None
