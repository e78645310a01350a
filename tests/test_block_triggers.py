"""Block triggers (issue 29, trigeff; CR 509.1, 509.1h, 603.2, 603.2c, 301.5, 303.4;
``sim.text.combat_event_rules``, ``sim.rules.combat_events``): "whenever ~ [blocks or] becomes
blocked by an artifact creature | a <creature type> | one or more <quality> creatures",
"whenever ~ blocks one or more <quality> creatures", "whenever equipped | enchanted creature
blocks or becomes blocked [by a creature | by a <type> | by one or more ...]", "... becomes
blocked by a creature", "... blocks a creature", played in games."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import attached, combat, creature, life, renders_back

from sim.model.objects import Zone
from sim.text import read_card


@pytest.mark.parametrize("line", [
    "Whenever Scout blocks or becomes blocked by one or more black creatures, Scout gets +1/+1 "
    "until end of turn.",
    "Whenever Scout blocks or becomes blocked by one or more blue and/or black creatures, Scout "
    "gets +1/+1 until end of turn.",
    "Whenever Scout blocks or becomes blocked by one or more Orcs, Scout gets +1/+2 until end "
    "of turn.",
    "Whenever Scout becomes blocked by an artifact creature, destroy that creature.",
    "Whenever Scout becomes blocked by a Wall, destroy that creature.",
    "Whenever Scout blocks one or more black creatures, Scout gets +2/+2 until end of turn.",
    "Whenever Scout blocks or becomes blocked by a green creature, you gain 1 life.",
    "Whenever equipped creature blocks or becomes blocked by a creature, that creature loses "
    "all abilities until end of turn.",
    "Whenever enchanted creature blocks or becomes blocked, it gets +3/+3 until end of turn.",
    "Whenever equipped creature becomes blocked by one or more colorless creatures, it gains "
    "deathtouch until end of turn.",
    "Whenever equipped creature blocks a creature, you gain 1 life.",
    "Whenever equipped creature blocks or becomes blocked by a Vampire, destroy that creature.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_a_plural_or_unknown_kind_is_not_read() -> None:
    """A singular kind after "one or more", a plural after "a", or no creature type: not
    claimed."""
    for line in ("Whenever Scout becomes blocked by one or more orc, draw a card.",
                 "Whenever Scout becomes blocked by a walls, draw a card.",
                 "Whenever Scout becomes blocked by a frobnitz, draw a card."):
        assert read_card(line, "Scout").unsupported


@plays("Whenever ~ blocks or becomes blocked by one or more black creatures, you gain 1 life.",
       "Whenever ~ becomes blocked by an artifact creature, destroy that creature.",
       "Whenever ~ becomes blocked by a Wall, you gain 4 life.")
def test_self_blocked_by_kinds() -> None:
    """CR 509.1h, 603.2c: A's Raider (0/5) is blocked by B's two black creatures, a Golem
    (artifact) and a Wall: one or more black creatures once (1); the artifact Golem is
    destroyed, not the others; the Wall (4)."""
    raider = ("Whenever Raider blocks or becomes blocked by one or more black creatures, you "
              "gain 1 life.\nWhenever Raider becomes blocked by an artifact creature, destroy "
              "that creature.\nWhenever Raider becomes blocked by a Wall, you gain 4 life.")
    cards = [creature("raider", text=raider, power=0, toughness=5),
             creature("rat", "B", colors=["black"], power=0),
             creature("imp", "B", colors=["black"], power=0),
             creature("golem", "B", power=0, types=["Artifact", "Creature"]),
             creature("wall", "B", power=0, subtypes=["Wall"], text="Defender")]
    state = combat(cards, {"raider": "B"},
                   {"rat": "raider", "imp": "raider", "golem": "raider", "wall": "raider"})
    assert state.permanents["golem"].zone is Zone.GRAVEYARD
    assert state.permanents["rat"].zone is Zone.BATTLEFIELD
    assert life(state) == 20 + 1 + 4


@plays("Whenever ~ blocks one or more black creatures, you gain 2 life.",
       "Whenever ~ blocks or becomes blocked by one or more blue and/or black creatures, you "
       "gain 8 life.")
def test_blocking_one_or_more() -> None:
    """CR 509.1, 603.2c: B's Guard blocks A's black Bears: it blocks one or more black
    creatures (2), it blocks a blue and/or black creature (8); A's green attacker blocked
    by the Warden triggers neither Warden ability."""
    guard = ("Whenever Guard blocks one or more black creatures, you gain 2 life.\nWhenever "
             "Guard blocks or becomes blocked by one or more blue and/or black creatures, you "
             "gain 8 life.")
    warden = guard.replace("Guard", "Warden")
    cards = [creature("bears", colors=["black"]), creature("elf", colors=["green"]),
             creature("guard", "B", text=guard, power=0, toughness=5),
             creature("warden", "B", text=warden, power=0, toughness=5)]
    state = combat(cards, {"bears": "B", "elf": "B"}, {"guard": "bears", "warden": "elf"})
    assert life(state, "B") == 20 + 2 + 8


@plays("Whenever equipped creature blocks or becomes blocked by a creature, that creature "
       "loses all abilities until end of turn.",
       "Whenever enchanted creature blocks or becomes blocked, you gain 1 life.",
       "Whenever equipped creature becomes blocked by one or more colorless creatures, it gains "
       "deathtouch until end of turn.")
def test_the_attached_creature_blocked() -> None:
    """CR 301.5, 303.4, 509.1h, 702.2b, 702.15b: A's equipped and enchanted Bears (2/2) attack
    and are blocked by B's colorless 1/4 with lifelink and a red 0/4 Ogre: the Blade triggers
    once per blocker ("that creature": the lifelinker loses lifelink, B gains nothing), the
    Aura once (1), the Lens once for the colorless blocker and gives the Bears ("it")
    deathtouch: 1 damage to each blocker kills both."""
    cards = [creature("bears"),
             attached("blade", "bears", "Whenever equipped creature blocks or becomes blocked "
                      "by a creature, that creature loses all abilities until end of turn.",
                      equipment=True),
             attached("aura", "bears", "Whenever enchanted creature blocks or becomes blocked, "
                      "you gain 1 life."),
             attached("lens", "bears", "Whenever equipped creature becomes blocked by one or "
                      "more colorless creatures, it gains deathtouch until end of turn.",
                      equipment=True),
             creature("wall", "B", power=1, toughness=4, text="Lifelink"),
             creature("ogre", "B", power=0, toughness=4, colors=["red"])]
    state = combat(cards, {"bears": "B"}, {"wall": "bears", "ogre": "bears"})
    assert life(state) == 21
    assert life(state, "B") == 20
    assert state.permanents["wall"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD


@plays("Whenever equipped creature blocks a creature, you gain 2 life.")
def test_the_equipped_creature_blocks() -> None:
    """CR 301.5, 509.1: B's equipped Ogre blocks A's Bears: B gains 2; attacking doesn't."""
    cards = [creature("bears"), creature("ogre", "B", power=0, toughness=4),
             attached("shield", "ogre", "Whenever equipped creature blocks a creature, you gain "
                      "2 life.", equipment=True, controller="B")]
    assert life(combat(cards, {"bears": "B"}, {"ogre": "bears"}), "B") == 22
    assert life(combat(cards, {"bears": "B"}), "B") == 18
