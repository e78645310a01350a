""""That much" after a damage trigger (CR 603.2, 120.3; ``GAIN_THAT_MUCH``,
``sim.text.that_much``, ``sim.rules.event_amounts``): "whenever ~ deals damage, you gain that
much life" gains the damage of the event it triggered on — all the damage dealt at once
(510.2), to players and creatures alike, however much toughness the creature dealt damage
had."""

from __future__ import annotations

from played import plays
from test_event_triggers import BEARS, OGRE, attached, combat, creature, life

from sim.model.programs import GAIN_THAT_MUCH
from sim.text.oracle import read_triggered
from sim.text.render_effects import program


@plays("Whenever Angel deals damage, you gain that much life.")
def test_the_damage_dealt_to_a_player_or_a_creature_is_gained() -> None:
    """CR 603.2, 120.3, 510.2: the 4-power Angel unblocked deals 4 combat damage to B (B at
    16) and A gains 4; blocked by the 1/1 Bear, all 4 of its damage is dealt to the Bear (no
    trample: the excess is dealt too, 510.1a) and A gains 4; blocked by a 0/5 wall, the same."""
    angel = creature("angel", text="Whenever Angel deals damage, you gain that much life.",
                     power=4, toughness=4)
    state = combat([angel], {"angel": "B"})
    assert (life(state), life(state, "B")) == (24, 16)
    cub = creature("cub", "B", power=1, toughness=1)
    assert life(combat([angel, cub], {"angel": "B"}, {"cub": "angel"})) == 24
    wall = creature("wall", "B", power=0, toughness=5)
    assert life(combat([angel, wall], {"angel": "B"}, {"wall": "angel"})) == 24


@plays("Whenever Monk is dealt combat damage, you gain that much life.",
       "Whenever enchanted creature deals damage, you gain that much life.")
def test_the_damage_dealt_to_it_and_by_the_enchanted_creature() -> None:
    """CR 603.2, 120.3: the Monk (1/5), blocked by the 3/3 Ogre, is dealt 3 combat damage: A
    gains 3; the Bears (2/2) enchanted by an Aura of "that much", blocked by the Ogre, deal 2:
    A gains 2. Two triggers, each with its own event's amount."""
    monk = creature("monk", text="Whenever Monk is dealt combat damage, you gain that much "
                    "life.", power=1, toughness=5)
    state = combat([monk, OGRE], {"monk": "B"}, {"ogre": "monk"})
    assert life(state) == 23
    aura = attached("a1", "bears", "Whenever enchanted creature deals damage, you gain that "
                    "much life.")
    assert life(combat([BEARS, OGRE, aura], {"bears": "B"}, {"ogre": "bears"})) == 22
    assert life(combat([BEARS, aura], {"bears": "B"})) == 22


def test_that_much_is_read_only_after_the_damage_triggers() -> None:
    """"That much" is one damage event's: read after "whenever ~ deals damage" (once per
    event, 603.2), rendered back; after a trigger whose event has no such amount ("whenever
    an opponent loses life", "whenever ~ deals damage to a player", read once per player,
    its damage perhaps dealt to several players at once) and as a spell's sentence it stays
    unsupported."""
    angel = read_triggered("Whenever ~ deals damage, you gain that much life.", "Angel")
    assert angel is not None and angel.program is not None
    [gain] = angel.program.ops
    assert (gain.verb, gain.x, gain.amount) == (GAIN_THAT_MUCH, True, 1)
    assert program(angel.program) == "you gain that much life"
    for text in ("Whenever ~ deals damage to a player, you gain that much life.",
                 "Whenever ~ attacks, you gain that much life."):
        other = read_triggered(text, "Angel")
        assert other is not None and other.program is not None and other.program.unsupported
