""""Whenever ~ deals damage to a Dinosaur | a Goblin or Orc | a creature with flying" (CR
120.1, 603.2; ``sim.rules.event_triggers``): once per permanent of the kind ~ dealt damage to,
"that creature" the one dealt damage, judged as it was then (as it last existed if it died of
the damage, 603.10a)."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import combat, creature, life, renders_back

HUNTER = "Whenever Hunter deals damage to a Dinosaur, destroy that creature."
CAVALIER = "Whenever Cavalier deals damage to a Goblin or Orc, you gain 3 life."


@pytest.mark.parametrize("line", [
    "Whenever Scout deals damage to a Dinosaur, destroy that creature.",
    "Whenever Scout deals damage to a Goblin or Orc, destroy that creature.",
    "Whenever Scout deals damage to a creature with flying, you gain 1 life.",
    "Whenever Scout deals damage to a creature, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


@plays("Whenever Hunter deals damage to a Dinosaur, destroy that creature.")
def test_the_dinosaur_dealt_damage_is_destroyed() -> None:
    """CR 120.1, 603.2: Hunter (1/1) blocked by B's 5/5 Dinosaur deals it 1 damage: the
    Dinosaur is destroyed (and Hunter dies of the damage dealt to it at the same time: it saw
    the damage it dealt, 603.10a). Blocked by a 5/5 Ogre instead, nothing is destroyed."""
    hunter = creature("hunter", text=HUNTER, power=1, toughness=1)
    dino = creature("dino", "B", power=5, toughness=5, subtypes=["Dinosaur"])
    state = combat([hunter, dino], {"hunter": "B"}, {"dino": "hunter"})
    assert {"hunter", "dino"} <= set(state.outcome().died)
    ogre = creature("ogre", "B", power=5, toughness=5, subtypes=["Ogre"])
    state = combat([creature("hunter", text=HUNTER, power=1, toughness=1), ogre],
                   {"hunter": "B"}, {"ogre": "hunter"})
    assert "ogre" not in state.outcome().died


@plays("Whenever Cavalier deals damage to a Goblin or Orc, you gain 3 life.")
def test_either_subtype_and_a_dead_one() -> None:
    """CR 120.1, 603.10a: Cavalier (4/4) blocked by a 2/2 Goblin and a 2/2 Orc deals damage
    to each and kills both: it triggers once for each, judged as they last existed (6 life);
    damage to a player is not to a Goblin."""
    cavalier = creature("cavalier", text=CAVALIER, power=4, toughness=4)
    goblin = creature("goblin", "B", subtypes=["Goblin"])
    orc = creature("orc", "B", subtypes=["Orc"])
    state = combat([cavalier, goblin, orc], {"cavalier": "B"},
                   {"goblin": "cavalier", "orc": "cavalier"})
    assert {"goblin", "orc"} <= set(state.outcome().died)
    assert life(state) == 26
    alone = combat([creature("cavalier", text=CAVALIER, power=4, toughness=4)],
                   {"cavalier": "B"})
    assert life(alone) == 20 and life(alone, "B") == 16
