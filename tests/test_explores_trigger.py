""""Whenever a creature you control explores" (CR 701.44b: a permanent has explored once the
process of 701.44a is complete, whatever it did; ``sim.model.events.Explored``,
``sim.rules.event_triggers``), played in games."""

from __future__ import annotations

from played import plays
from test_event_triggers import renders_back
from test_explore import scout
from test_library import FOREST, GIANT, turn
from test_stack import card, finish, perm, play, to

from sim.model.objects import Permanent, Zone

WATCHER = "Whenever a creature you control explores, you gain 2 life."


def test_the_condition_renders_back() -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back("Whenever a creature you control explores, put a +1/+1 counter on Scout.")


def watcher(controller: str = "A") -> Permanent:
    made = card("Watcher", types=["Creature"], power=0, toughness=1, text=WATCHER)
    assert not made.unsupported, made.unsupported
    return perm("w1", controller, made, Zone.BATTLEFIELD)


@plays("Whenever a creature you control explores, you gain 2 life.")
def test_it_triggers_once_the_creature_explored() -> None:
    """CR 701.44b: the Scout explores a land (to A's hand), then another Scout explores a
    nonland card (kept on top): each time A's watcher triggers (2 life each); B's watcher
    doesn't (not B's creature)."""
    state = turn(scout(), watcher(), library=(FOREST, GIANT))
    play(state, "cast s1")
    finish(state)
    assert state.players["A"].life == 22
    kept = turn(scout(), watcher(), library=(GIANT, FOREST))
    play(kept, "cast s1")
    finish(play(to(kept, "choose_place"), "place top"))
    assert kept.players["A"].life == 22
    theirs = turn(scout(), watcher("B"), library=(FOREST, GIANT))
    play(theirs, "cast s1")
    finish(theirs)
    assert theirs.players["B"].life == 20
