"""What "it" and "that creature" name in a trigger's effect (``sim.text.trigger_referents``;
CR 603.2, 608.2c, 303.4)."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature, turns

from sim.model.objects import Zone
from sim.text.trigger_referents import trigger_it

_MUTATION = ("Enchant creature\nAt the beginning of the upkeep of enchanted creature's "
             "controller, put a -1/-1 counter on that creature.")


@plays("At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 "
       "counter on that creature.")
def test_that_creature_is_the_enchanted_creature() -> None:
    """CR 303.4, 503.1, 603.2b: A's Aura on B's 2/2 puts a -1/-1 counter on it as B's upkeep
    begins (turn 2): the enchanted creature, not the trigger's (it has none: a step began)."""
    aura = {"id": "mutation", "controller": "A", "name": "Mutation", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "ox", "text": _MUTATION}
    state = turns([aura, creature("ox", "B", power=0, toughness=3)], limit=2)
    assert state.permanents["ox"].counters == {"-1/-1": 1}
    state = turns([aura, creature("ox", "B", power=0, toughness=3)], limit=1)
    assert state.permanents["ox"].counters == {}  # A's upkeep is not B's


def test_referents_by_trigger() -> None:
    """~ for a trigger about ~, the enchanted creature for its controller's steps, nothing
    for another step, else the object the event is about."""
    assert trigger_it("BlockerDeclared", "self") == "self"
    assert trigger_it("StepBegan", "upkeep of enchanted's controller") == "enchanted creature"
    assert trigger_it("StepBegan", "end") == "that"  # what an earlier instruction named
    assert trigger_it("Died", "creature you control") == "that"


def test_the_enchanted_creature_dies_of_its_counters() -> None:
    """CR 704.5f: with toughness 1, B's creature dies in B's first upkeep."""
    aura = {"id": "mutation", "controller": "A", "name": "Mutation", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "ox", "text": _MUTATION}
    state = turns([aura, creature("ox", "B", power=0, toughness=1)], limit=2)
    assert state.permanents["ox"].zone is Zone.GRAVEYARD
