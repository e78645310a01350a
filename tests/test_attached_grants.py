"""What an Aura or Equipment grants the creature it is attached to, its list of abilities
joined by commas (CR 303.4, 301.5, 611.3a, 613.1f, 613.4c): "enchanted creature gets +1/+1,
has vigilance, and can block an additional creature each combat" — one static ability: the
bonus and each ability apply while the Aura is attached, and none once it is gone."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, game

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone


def _aura(text: str, host: str = "bears") -> dict[str, Any]:
    """An Aura on the battlefield attached to ``host`` (a scenario's position)."""
    return {"id": "emb", "controller": "A", "name": "Embrace", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": host, "text": f"Enchant creature\n{text}"}


@plays("Enchanted creature gets +1/+1, has vigilance, and can block an additional creature "
       "each combat.")
def test_a_bonus_and_abilities_listed_with_commas() -> None:
    """CR 613.4c, 613.1f, 702.20b: the Bears are a 3/3 with vigilance that can block an
    additional creature: they attack untapped and deal 3; the Aura gone, a 2/2 with
    neither."""
    aura = _aura("Enchanted creature gets +1/+1, has vigilance, and can block an additional "
                 "creature each combat.")
    state = game([BEARS, aura], [])
    assert state.has("bears", Kw.BLOCK_ADDITIONAL) and state.power("bears") == 3
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17 and not state.permanents["bears"].tapped
    state.move("emb", Zone.GRAVEYARD)
    assert not state.has("bears", Kw.VIGILANCE) and not state.has("bears", Kw.BLOCK_ADDITIONAL)
    assert state.power("bears") == 2


@plays("Enchanted creature gets +1/+1, has haste, and attacks each combat if able.",
       "Equipped creature gets +1/+1, has reach, and can't be blocked by more than one "
       "creature.")
def test_a_bonus_haste_and_a_requirement() -> None:
    """CR 613.1f, 702.10a, 508.1d: the enchanted Bears have haste and attack each combat if
    able; an Equipment's list reads alike (reach, 702.17a; "can't be blocked by more than one
    creature", 509.1b)."""
    state = game([BEARS, _aura("Enchanted creature gets +1/+1, has haste, and attacks each "
                               "combat if able.")], [])
    assert state.has("bears", Kw.HASTE) and state.has("bears", Kw.ATTACKS_EACH_COMBAT)
    sword = {"id": "sword", "controller": "A", "name": "Rope", "types": ["Artifact"],
             "subtypes": ["Equipment"], "attached_to": "bears",
             "text": "Equipped creature gets +1/+1, has reach, and can't be blocked by more "
                     "than one creature.\nEquip {3}"}
    state = game([BEARS, sword], [])
    assert state.has("bears", Kw.REACH) and state.toughness("bears") == 3
    assert mtgsim.play(state).life["B"] == 17


@plays("Enchanted creature gets +1/+2 as long as it's white.",
       "Equipped creature gets +1/+1 as long as it's a Human.")
def test_a_bonus_as_long_as_the_creature_it_is_attached_to_is_white() -> None:
    """CR 611.3a, 303.4, 301.5: "it" is the enchanted creature: on white Bears the Aura gives
    +1/+2 (they deal 3), on green ones nothing; the Equipment's "as long as it's a Human"
    alike, of the creature's subtype."""
    text = "Enchanted creature gets +1/+2 as long as it's white."
    white = {**BEARS, "colors": ["W"], "cost": "{1}{W}"}
    state = game([white, _aura(text)], [])
    assert state.power("bears") == 3 and state.toughness("bears") == 4
    assert mtgsim.play(state).life["B"] == 17
    green = {**BEARS, "colors": ["G"], "cost": "{1}{G}"}
    state = game([green, _aura(text)], [])
    assert state.power("bears") == 2 and state.toughness("bears") == 2
    sword = {"id": "sword", "controller": "A", "name": "Pike", "types": ["Artifact"],
             "subtypes": ["Equipment"], "attached_to": "bears",
             "text": "Equipped creature gets +1/+1 as long as it's a Human.\nEquip {1}"}
    human = {**BEARS, "subtypes": ["Human"]}
    assert game([human, sword], []).power("bears") == 3
    assert game([{**BEARS, "subtypes": ["Bear"]}, sword], []).power("bears") == 2


@plays("Enchanted creature has lifelink.")
def test_an_aura_named_as_the_keyword_it_grants() -> None:
    """CR 201.5, 702.15b: on the Aura named Lifelink, "has lifelink" is the keyword, not the
    card: the enchanted Bears deal 2 and A gains 2 life."""
    aura = {**_aura("Enchanted creature has lifelink."), "name": "Lifelink"}
    state = game([BEARS, aura], [])
    assert state.has("bears", Kw.LIFELINK)
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 18 and outcome.life["A"] == 22
