"""Trigger conditions about ~ or the creature it is attached to (CR 301.5, 303.4, 603.2;
``sim.text.self_or_attached_rules``, ``sim.rules.self_or_attached_triggers``), played in games:
"whenever ~ or equipped | enchanted creature attacks" (508.3a), "... deals combat damage to a
player" (510.2) — ~ itself a creature (an Equipment creature, a creature card), or attached."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import attached, combat, creature, life, renders_back

from sim.model.objects import Zone


@pytest.mark.parametrize("line", [
    "Whenever Scout or equipped creature attacks, it gets +2/+0 until end of turn.",
    "Whenever Scout or enchanted creature attacks, defending player loses 1 life.",
    "Whenever Scout or equipped creature deals combat damage to a player, draw a card.",
    "Whenever Scout or enchanted creature deals combat damage to a player, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def _equipment_creature(pid: str, text: str) -> dict[str, Any]:
    """An unattached Equipment that is a creature (as reconfigure leaves one, CR 301.5)."""
    return {"id": pid, "controller": "A", "name": pid.title(), "types": ["Artifact", "Creature"],
            "subtypes": ["Equipment"], "power": 1, "toughness": 1, "text": text}


@plays("Whenever Sword or equipped creature attacks, it gets +2/+0 until end of turn.",
       "Whenever Brute or equipped creature attacks, it gets +2/+0 until end of turn.")
def test_it_or_the_equipped_creature_attacks() -> None:
    """CR 301.5, 508.3a: the Sword is attached to the Bears, which attack: "it" is the Bears
    (4 damage); the Brute, an unattached Equipment creature, attacks itself: "it" is the Brute
    (3). The Hound, equipped by neither, stays 1."""
    cards = [creature("bears"), creature("hound", power=1),
             attached("sword", "bears", "Whenever Sword or equipped creature attacks, it gets "
                      "+2/+0 until end of turn.", equipment=True),
             _equipment_creature("brute", "Whenever Brute or equipped creature attacks, it gets "
                                 "+2/+0 until end of turn.")]
    state = combat(cards, {"bears": "B", "brute": "B", "hound": "B"})
    assert life(state, "B") == 20 - 4 - 3 - 1


@plays("Whenever Halo or enchanted creature deals combat damage to a player, you gain 3 life.",
       "Whenever Sage or enchanted creature deals combat damage to a player, that player loses 5 "
       "life.")
def test_it_or_the_enchanted_creature_deals_combat_damage_to_a_player() -> None:
    """CR 303.4, 510.2: the Halo enchants the Hound, which deals combat damage to B (3 life
    for A); the Sage, a creature, deals its own ("that player", B, loses 5). The blocked Wolf
    deals none to a player."""
    cards = [creature("hound", power=1), creature("wolf"),
             creature("ogre", "B", power=0, toughness=5),
             attached("halo", "hound", "Whenever Halo or enchanted creature deals combat damage "
                      "to a player, you gain 3 life."),
             attached("aura", "wolf", "Whenever Aura or enchanted creature deals combat damage "
                      "to a player, you gain 100 life."),
             creature("sage", text="Whenever Sage or enchanted creature deals combat damage to "
                      "a player, that player loses 5 life.", power=1)]
    state = combat(cards, {"hound": "B", "sage": "B", "wolf": "B"}, {"ogre": "wolf"})
    assert life(state) == 23 and life(state, "B") == 20 - 1 - 1 - 5


@plays("Whenever equipped creature deals damage to a creature, exile that creature.",
       "Whenever equipped creature deals combat damage to a creature, you gain 2 life.")
def test_the_equipped_creature_deals_damage_to_a_creature() -> None:
    """CR 120.1, 510.2, 603.2: the equipped Bears, blocked by the Ogre, deal it 2 combat
    damage: "that creature" (the Ogre) is exiled, and A gains 2; the unblocked Hound's damage
    to B is to no creature."""
    cards = [creature("bears"), creature("hound", power=1),
             creature("ogre", "B", power=0, toughness=3),
             attached("sword", "bears", "Whenever equipped creature deals damage to a creature, "
                      "exile that creature.", equipment=True),
             attached("axe", "bears", "Whenever equipped creature deals combat damage to a "
                      "creature, you gain 2 life.", equipment=True)]
    state = combat(cards, {"bears": "B", "hound": "B"}, {"ogre": "bears"})
    assert state.permanents["ogre"].zone is Zone.EXILE
    assert life(state) == 22 and life(state, "B") == 19
