""""Whenever you cast a <color> spell or a <kind> enters [the battlefield] under your control"
(one triggered ability, two events: CR 603.2, 700.4, 601.2i, 603.6a;
``sim.text.cast_or_enters_rules``, ``sim.rules.cast_or_enters``), played in games."""

from __future__ import annotations

from played import plays
from test_event_triggers import renders_back
from test_library import FOREST, GIANT, turn
from test_player_triggers import gained, instant, watcher
from test_stack import finish, perm, play, to

from sim.model.objects import Zone

STAFF = ("Whenever you cast a green spell or a Forest enters the battlefield under your control, "
         "you gain 1 life.")


def test_the_condition_renders_back() -> None:
    """CR 603.1: the condition is read whole, both wordings of entering, and renders back."""
    renders_back(STAFF)
    renders_back("Whenever you cast a blue spell or an Island enters under your control, you "
                 "gain 1 life.")


@plays("Whenever you cast a green spell or a Forest enters the battlefield under your control, "
       "you gain 1 life.")
def test_a_green_spell_and_a_forest_each_trigger_it() -> None:
    """CR 601.2i, 603.6a, 105.2: A's green instant triggers it, A's red instant doesn't, A's
    Forest played triggers it: 2 life, one trigger each."""
    growth = instant("Growth", "{G}", ["green"])
    bolt = instant("Bolt", "{R}", ["red"])
    state = turn(perm("w1", "A", watcher(STAFF)), perm("g1", "A", growth, Zone.HAND),
                 perm("r1", "A", bolt, Zone.HAND), perm("f1", "A", FOREST, Zone.HAND),
                 mana="{G}{R}",
                 library=(GIANT, GIANT, GIANT))
    play(state, "cast g1")
    to(state, "priority", player="A")
    play(state, "cast r1")
    to(state, "priority", player="A")
    play(state, "play f1")
    finish(state)
    assert gained(state) == [1, 1]
    assert state.players["A"].life == 22
