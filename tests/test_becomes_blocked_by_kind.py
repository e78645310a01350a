""""Whenever ~ becomes blocked by a <quality> creature, <effect>" (CR 509.1h, 603.2, 105.2;
``sim.text.combat_event_rules``, ``sim.rules.combat_events``), played in games."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature, renders_back

from sim.model.objects import Zone

REAPER = ("Whenever Reaper becomes blocked by a green creature, destroy that creature. It "
          "can't be regenerated.")


def test_the_condition_renders_back() -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(REAPER.replace("Reaper", "Scout"))
    renders_back("Whenever Scout becomes blocked by a nonblack creature, destroy that creature.")


@plays("Whenever ~ becomes blocked by a green creature, destroy that creature. It can't be "
       "regenerated.")
def test_becomes_blocked_by_a_green_creature() -> None:
    """CR 509.1h, 105.2: A's Reaper (0/5) attacks and is blocked by B's green Bears and red
    Goblin: the green Bears are destroyed as the trigger resolves (before combat damage), the
    red Goblin stays."""
    cards = [creature("reaper", text=REAPER, power=0, toughness=5),
             creature("bears", "B", colors=["green"], power=0),
             creature("goblin", "B", colors=["red"], power=0)]
    state = combat(cards, {"reaper": "B"}, {"bears": "reaper", "goblin": "reaper"})
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.permanents["goblin"].zone is Zone.BATTLEFIELD


@plays("Whenever ~ becomes blocked by a green creature, destroy that creature. It can't be "
       "regenerated.")
def test_blocking_does_not_trigger_it() -> None:
    """CR 509.1h: only a creature that becomes blocked: B's Reaper blocking A's green Bears
    doesn't destroy them (the Bears survive, 2 damage to a 0/5)."""
    cards = [creature("bears", colors=["green"]),
             creature("reaper", "B", text=REAPER, power=0, toughness=5)]
    state = combat(cards, {"bears": "B"}, {"reaper": "bears"})
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
