"""An Aura's or Equipment's bonus counted from the creature it affects (CR 613.4c, 303.4;
``Static.per_attached``, ``sim.model.granted_abilities.seen_from``): "enchanted creature gets
+1/+1 for each other creature you control" — other than the enchanted creature, "you" the
Aura's controller; "for each Aura attached to it" — attached to the enchanted creature."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, OGRE, game

from sim.model.objects import Zone
from sim.text import FULL, read_card

ELF = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}
WOLF = {"id": "wolf", "controller": "A", "name": "Wolf", "power": 2, "toughness": 2}


def _aura(pid: str, text: str, on: str = "bears") -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": f"Aura {pid}", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": on, "text": f"Enchant creature\n{text}"}


@plays("Enchanted creature gets +1/+1 for each other creature you control.")
def test_other_creatures_than_the_enchanted_one() -> None:
    """CR 613.4c: A controls the Bears, the Elf and the Wolf: two others, so the Bears are 4/4
    (B's Ogre isn't A's); the Elf dying makes them 3/3."""
    text = "Enchanted creature gets +1/+1 for each other creature you control."
    state = game([BEARS, ELF, WOLF, OGRE, _aura("brav", text)], [])
    assert (state.power("bears"), state.toughness("bears")) == (4, 4)
    state.move("elf", Zone.GRAVEYARD)
    assert state.power("bears") == 3


@plays("Enchanted creature gets +1/+1 for each other creature on the battlefield.")
def test_other_creatures_of_every_player_than_the_enchanted_one() -> None:
    """CR 613.4c: on B's Ogre, A's Aura counts every other creature: the Bears, the Elf, the
    Wolf: the Ogre is 6/6."""
    text = "Enchanted creature gets +1/+1 for each other creature on the battlefield."
    state = game([BEARS, ELF, WOLF, OGRE, _aura("brav", text, "ogre")], [])
    assert state.power("ogre") == 6


@plays("Enchanted creature gets +1/+1 for each Aura attached to it.")
def test_auras_attached_to_the_enchanted_creature() -> None:
    """CR 613.4c, 303.4: two Auras on the Bears (this one and another): +2/+2, 4/4; the
    other Aura on the Wolf doesn't count."""
    text = "Enchanted creature gets +1/+1 for each Aura attached to it."
    plain = "Enchanted creature gets +0/+0."
    state = game([BEARS, WOLF, _aura("mantle", text), _aura("other", plain),
                  _aura("far", plain, "wolf")], [])
    assert state.power("bears") == 4


def test_other_enchantments_are_not_read() -> None:
    """CR 613.4c: "each other enchantment": other than the Aura or than the creature? Not
    read (the card stays not run rather than guessing)."""
    text = "Enchant creature\nEnchanted creature gets +1/+1 for each other enchantment on " \
        "the battlefield."
    assert read_card(text, "Mask", ("Enchantment",)).status != FULL
