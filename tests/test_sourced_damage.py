"""Damage dealt by the object a triggered ability is about (issue 29, damage;
``sim.text.it_deals``, ``sim.rules.sourced_damage``): "whenever enchanted creature attacks, it
deals 1 damage to each opponent" is dealt by the enchanted creature (CR 120.3: its lifelink and
deathtouch apply, 702.15b, 702.2b), "whenever another creature you control dies, it deals
damage equal to its power to ..." by the creature as it last existed (608.2h, 113.7a)."""

from __future__ import annotations

from played import plays
from test_event_triggers import attached, combat, creature, life

from sim.model.damage_verbs import DAMAGE_SOURCE
from sim.model.events import DamageDealt
from sim.model.objects import Zone
from sim.model.programs import THAT
from sim.text.oracle import read_triggered


def _dealt(state: object, target: str) -> list[tuple[str, int]]:
    return [(e.source, e.amount) for e in state.events  # type: ignore[attr-defined]
            if isinstance(e, DamageDealt) and e.target == target]


@plays("Whenever enchanted creature attacks, it deals 1 damage to each opponent.")
def test_the_enchanted_creature_deals_the_damage() -> None:
    """CR 120.3, 603.2, 702.15b: the Aura's trigger has the attacking enchanted creature deal
    the damage, so its lifelink gains A 1 life; the Aura itself has no lifelink. B takes 1
    from the trigger and 2 in combat."""
    bears = creature("bears", keywords=["Lifelink"])
    aura = attached("arms", "bears", "Whenever enchanted creature attacks, it deals 1 damage "
                    "to each opponent.")
    state = combat([bears, aura], {"bears": "B"})
    assert _dealt(state, "B") == [("bears", 1), ("bears", 2)]
    assert life(state, "B") == 17 and life(state) == 23


@plays("Whenever equipped creature becomes blocked, it deals 1 damage to each creature "
       "blocking it.")
def test_deathtouch_of_the_equipped_creature_applies() -> None:
    """CR 120.3, 702.2b, 509.1h: blocked by a 0/5 Wall, the equipped 1/1 with deathtouch
    deals 1 damage to it from the trigger: the damage is the creature's, so the Wall is
    destroyed before combat damage (and deals none back)."""
    snake = creature("snake", power=1, toughness=1, keywords=["Deathtouch"])
    wall = creature("wall", "B", power=0, toughness=5)
    helm = attached("helm", "snake", "Whenever equipped creature becomes blocked, it deals 1 "
                    "damage to each creature blocking it.", equipment=True)
    state = combat([snake, wall, helm], {"snake": "B"}, {"wall": "snake"})
    assert state.permanents["wall"].zone is Zone.GRAVEYARD
    assert _dealt(state, "wall") == [("snake", 1)]


@plays("Whenever another creature you control dies, it deals damage equal to its power to "
       "target player or planeswalker.")
def test_a_creature_gone_deals_it_as_it_last_existed() -> None:
    """CR 608.2h, 113.7a, 120.3: A's 3/3 lifelinker dies blocked by B's 4/4; the trigger of
    A's other permanent has it deal 3 damage (its power as it last existed) to B, with its
    lifelink then: A gains 3 life from combat and 3 from the trigger."""
    brute = creature("brute", power=3, toughness=3, keywords=["Lifelink"])
    ogre = creature("ogre", "B", power=4, toughness=4)
    watcher = creature("watcher", power=0, toughness=1, text="Whenever another creature you "
                       "control dies, it deals damage equal to its power to target player or "
                       "planeswalker.")
    aim = {"step": "combat_damage", "player": "A", "trigger": "watcher", "targets": ["B"]}
    state = combat([brute, ogre, watcher], {"brute": "B"}, {"ogre": "brute"}, [aim])
    assert state.permanents["brute"].zone is Zone.GRAVEYARD
    assert _dealt(state, "B") == [("brute", 3)]
    assert life(state) == 26 and life(state, "B") == 17


def test_it_deals_is_read_only_at_the_start_of_the_effect() -> None:
    """CR 120.3, 608.2c: "it deals" first is the trigger's object, marked as the damage's
    source; with ~ named too, or "it" after another instruction, it stays unsupported."""
    read = read_triggered("Whenever enchanted creature attacks, it deals 1 damage to any "
                          "target.", "Arms")
    assert read is not None and read.program is not None and not read.program.unsupported
    [op] = read.program.ops
    assert (DAMAGE_SOURCE, THAT) in op.params
    for text in ("Whenever enchanted creature attacks, it deals 1 damage to any target and "
                 "Arms deals 1 damage to you.",
                 "Whenever you cast a spell, it deals 1 damage to any target."):
        other = read_triggered(text, "Arms")
        assert other is None or other.program is None or other.program.unsupported
