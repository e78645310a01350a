"""Trigger conditions about an equipped, enchanted or modified creature (CR 301.5, 303.4,
700.9; ``sim.model.attached_qualities``, ``Filter.attached``), played in games: "whenever an
equipped | enchanted | modified creature you control attacks", "whenever a creature you control
that's enchanted or equipped attacks", "whenever a modified creature you control deals combat
damage to a player" — the last judged as the creature last existed when it died of the same
combat damage (603.10a)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import OGRE, attached, combat, creature, life, renders_back

from sim.text import read_card


@pytest.mark.parametrize("line", [
    "Whenever an equipped creature you control attacks, you gain 1 life.",
    "Whenever a modified creature you control deals combat damage to a player, you gain 1 life.",
    "Whenever a creature you control that's enchanted or equipped attacks, you gain 1 life.",
    "Whenever an enchanted creature you control deals combat damage to a player, you gain 1 "
    "life.",
    "Whenever a creature you control that's enchanted becomes blocked, you gain 1 life.",
    "Whenever an enchanted creature attacks one of your opponents, it gets +1/+1 until end of "
    "turn.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_a_dead_creatures_attachments_are_not_read() -> None:
    """What was attached to a creature as it died is not kept: "whenever an equipped creature
    you control dies" is not claimed."""
    assert read_card("Whenever an equipped creature you control dies, draw a card.",
                     "X").unsupported


def _watchers(*lines: str) -> list[dict[str, Any]]:
    return [creature(f"w{i}", text=line, power=0) for i, line in enumerate(lines)]


@plays("Whenever an equipped creature you control attacks, you gain 1 life.",
       "Whenever a modified creature you control attacks, you gain 2 life.",
       "Whenever a creature you control that's enchanted or equipped attacks, you gain 4 life.",
       "Whenever an enchanted creature you control attacks, you gain 8 life.")
def test_equipped_enchanted_and_modified_attackers() -> None:
    """CR 301.5, 303.4, 700.9, 508.3a: the Bears carry A's Equipment (equipped, modified), the
    Hound a +1/+1 counter (modified), the Rat B's Aura (enchanted, but not modified: the Aura
    is not its controller's); the Wolf nothing. Each watcher triggers once per attacker it
    names: 1 + 2*2 + 4*2 + 8."""
    cards = [creature("bears"), creature("hound", counters={"+1/+1": 1}), creature("rat"),
             creature("wolf"), attached("sword", "bears", "", equipment=True),
             attached("curse", "rat", "", controller="B"),
             *_watchers("Whenever an equipped creature you control attacks, you gain 1 life.",
                        "Whenever a modified creature you control attacks, you gain 2 life.",
                        "Whenever a creature you control that's enchanted or equipped attacks, "
                        "you gain 4 life.",
                        "Whenever an enchanted creature you control attacks, you gain 8 life.")]
    state = combat(cards, {"bears": "B", "hound": "B", "rat": "B", "wolf": "B"})
    assert life(state) == 20 + 1 + 4 + 8 + 8


@plays("Whenever a modified creature you control deals combat damage to a player, you gain 3 "
       "life.")
def test_a_modified_creature_dying_of_the_damage_it_deals() -> None:
    """CR 700.9, 510.2, 603.10a, 704.5n: the equipped trampler, blocked by the Ogre, deals 2
    damage to B and dies of the Ogre's 3; its Equipment is unattached, but the trigger judges
    the creature as it last existed: equipped (3). The unmodified Hound deals damage too, and
    triggers nothing."""
    cards = [creature("brute", text="Trample", power=5, toughness=1), creature("hound", power=1),
             OGRE, attached("sword", "brute", "", equipment=True),
             *_watchers("Whenever a modified creature you control deals combat damage to a "
                        "player, you gain 3 life.")]
    state = combat(cards, {"brute": "B", "hound": "B"}, {"ogre": "brute"})
    assert "brute" not in [p.id for p in state.battlefield()]
    assert life(state) == 23 and life(state, "B") == 20 - 2 - 1
