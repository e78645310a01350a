"""Subtypes an Aura or Equipment adds (CR 613.1d, 205.1b, 303.4, 301.5;
``sim.model.granted_abilities.ADDS_SUBTYPE``): "equipped creature gets +N/+N and is a Knight in
addition to its other types" — the creature has the subtype (and keeps its others) while the
Equipment is attached, so "Knights you control get +1/+1" counts it."""

from __future__ import annotations

from played import plays
from test_attachments import BEARS, equip_action, equipment, game

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone

LORD = {"id": "lord", "controller": "A", "name": "Knight Lord", "power": 1, "toughness": 1,
        "text": "Other Knight creatures you control get +1/+1."}
KNIGHTLY = "Equipped creature gets +1/+0 and is a Knight in addition to its other types"


@plays("Equipped creature gets +1/+0 and is a Knight in addition to its other types.")
def test_the_equipped_creature_is_a_knight_too() -> None:
    """CR 613.1d, 205.1b: equipped, the Bears (a Bear) are also a Knight: the lord's +1/+1
    and the Equipment's +1/+0 make them 4/3, so they deal 4."""
    bears = {**BEARS, "subtypes": ["Bear"]}
    sword = equipment(text=f"{KNIGHTLY}.\nEquip {{0}}")
    state = game([bears, LORD, sword], [equip_action("bears")])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 16
    assert state.permanents["bears"].card.subtypes == ("Bear", "Knight")


@plays("Enchanted creature gets +1/+1, has flying, and is a Demon in addition to its other "
       "types.")
def test_an_aura_adds_a_subtype_beside_a_bonus_and_flying() -> None:
    """CR 613.1d, 613.1f, 613.4c: the Aura already attached (a scenario's position): the Bears
    are a 3/3 flying Bear Demon; the Aura gone, a Bear alone."""
    aura = {"id": "emb", "controller": "A", "name": "Embrace", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears",
            "text": "Enchant creature\nEnchanted creature gets +1/+1, has flying, and is a Demon "
                    "in addition to its other types."}
    bears = {**BEARS, "subtypes": ["Bear"]}
    state = game([bears, aura], [])
    assert state.permanents["bears"].card.has_subtype("Demon")
    assert state.has("bears", Kw.FLYING) and state.power("bears") == 3
    state.move("emb", Zone.GRAVEYARD)
    assert not state.permanents["bears"].card.has_subtype("Demon")
    assert state.permanents["bears"].card.has_subtype("Bear")


@plays("Equipped creature gets +1/+0 and is every creature type.")
def test_the_equipped_creature_is_every_creature_type() -> None:
    """CR 205.3m, 613.1d: equipped, the Bears are every creature type (a Knight, an Elf, a
    Time Lord, still a Bear): the Knight lord gives +1/+1, so they deal 4; unattached, a Bear
    only."""
    bears = {**BEARS, "subtypes": ["Bear"]}
    axe = equipment(text="Equipped creature gets +1/+0 and is every creature type.\nEquip {0}")
    state = game([bears, LORD, axe], [equip_action("bears")])
    assert mtgsim.play(state).life["B"] == 16
    card = state.permanents["bears"].card
    assert card.has_subtype("Elf") and card.has_subtype("Time Lord") and card.has_subtype("Bear")
    assert not card.has_subtype("Forest")  # a land type is no creature type (205.3m)
    state.move("sword", Zone.GRAVEYARD)
    assert not state.permanents["bears"].card.has_subtype("Elf")
