"""Dies triggers about a creature's power, toughness or keywords (CR 603.10a, 113.7a, 208.1;
``sim.model.known_qualities``): "whenever a creature you control with toughness 4 or greater
dies", "whenever ~ or another creature you control with power 4 or greater dies", "whenever
another creature with flying dies". A leaves-the-battlefield trigger looks back in time: the
dead creature is judged as it last existed on the battlefield (its +1/+1 counters, a keyword
an effect gave it), not as the card in the graveyard."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import OGRE, combat, creature, life, renders_back

from sim.text import read_card

TOUGH = "Whenever a creature you control with toughness 4 or greater dies, you gain 2 life."
POWER = "Whenever Shepherd or another creature you control with power 4 or greater dies, you " \
        "gain 3 life."
FLYING = "Whenever another creature with flying dies, you gain 1 life."


@pytest.mark.parametrize("line", [
    "Whenever a creature you control with toughness 4 or greater dies, you gain 2 life.",
    "Whenever Scout or another creature you control with power 4 or greater dies, you gain 1 "
    "life.",
    "Whenever another creature you control with flying dies, you gain 1 life.",
    "Whenever a creature with shadow dies, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_what_was_attached_to_a_dead_creature_is_not_read() -> None:
    """What was attached to a creature as it died is not kept: not claimed."""
    assert read_card("Whenever an equipped creature you control dies, draw a card.",
                     "X").unsupported


@plays("Whenever a creature you control with toughness 4 or greater dies, you gain 2 life.")
def test_toughness_as_it_last_existed() -> None:
    """CR 603.10a, 208.1: A's 2/3 with a +1/+1 counter (3/4 as it died) and its 2/2 attack and
    are blocked and killed: only the 3/4 triggers (the card in the graveyard is a 2/3, and the
    2/2 is too small); B's dead 5/5 is not A's."""
    watcher = creature("watcher", text=TOUGH, power=0, toughness=1)
    big = creature("big", power=2, toughness=3, counters={"+1/+1": 1})
    small = creature("small")
    wall = creature("wall", "B", power=6, toughness=6)
    ogre = dict(OGRE, power=5, toughness=5)
    state = combat([watcher, big, small, wall, ogre], {"big": "B", "small": "B"},
                   {"wall": "big", "ogre": "small"})
    assert {"big", "small"} <= set(state.outcome().died)
    assert life(state) == 22


@plays("Whenever Shepherd or another creature you control with power 4 or greater dies, you "
       "gain 3 life.")
def test_self_or_another_with_power() -> None:
    """CR 603.10a: Shepherd (a 4/1) dies and sees itself; A's 3/3 with a +1/+1 counter (4/4)
    dies with it; A's 3/3 without one doesn't count: 6 life."""
    shepherd = creature("shepherd", text=POWER, power=4, toughness=1)
    pumped = creature("pumped", power=3, toughness=3, counters={"+1/+1": 1})
    plain = creature("plain", power=3, toughness=3)
    walls = [creature(f"w{i}", "B", power=7, toughness=7) for i in range(3)]
    state = combat([shepherd, pumped, plain, *walls],
                   {"shepherd": "B", "pumped": "B", "plain": "B"},
                   {"w0": "shepherd", "w1": "pumped", "w2": "plain"})
    assert {"shepherd", "pumped", "plain"} <= set(state.outcome().died)
    assert life(state) == 26


@plays("Whenever another creature with flying dies, you gain 1 life.")
def test_another_creature_with_flying() -> None:
    """CR 603.10a, 702.9: A's flier and B's flier die (each player's: 2 life); a creature
    without flying dying doesn't trigger it."""
    watcher = creature("watcher", text=FLYING, power=0, toughness=1)
    drake = creature("drake", keywords=["flying"])
    bears = creature("bears")
    hawk = creature("hawk", "B", power=1, toughness=1, keywords=["flying"])
    spider = creature("spider", "B", power=4, toughness=4, keywords=["reach"])
    ogre = creature("ogre", "B", power=4, toughness=4)
    state = combat([watcher, drake, bears, hawk, spider, ogre], {"drake": "B", "bears": "B"},
                   {"spider": "drake", "ogre": "bears", "hawk": "drake"})
    assert {"drake", "bears", "hawk"} <= set(state.outcome().died)
    assert life(state) == 22
