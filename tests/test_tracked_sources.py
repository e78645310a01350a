"""Activated abilities that record which object their source is (CR 400.7, 611.2b;
``sim.model.tracked_sources``): "{T}: gain control of target creature for as long as you
control ~" does nothing if its source left the battlefield and came back (a new object) before
it resolves."""

from __future__ import annotations

from played import plays
from test_control_durations import TAKE, WHILE_YOU, _card, board
from test_stack import finish, play

import mtgsim
from sim.model.objects import Zone
from sim.model.tracked_sources import tracks_source

FLICKER = _card("flicker", "Exile target creature you control, then return that card to the "
                "battlefield under its owner's control.")


@plays("Exile target creature you control, then return that card to the battlefield under "
       "its owner's control.")
def test_a_source_flickered_in_response_is_a_new_object() -> None:
    """CR 400.7, 611.2b: A activates the Thief's ability, then in response exiles the Thief
    and returns it: the Thief on the battlefield is a new object, not the ~ the ability names;
    the duration has already ended and B keeps the Ogre. Without the flicker A gains it."""
    state = board(WHILE_YOU, [], a_hand=[FLICKER])
    assert tracks_source(state.permanents["thief"].card.activated[0].program)
    play(state, "activate thief 0", "target ogre", "cast flicker", "target thief")
    finish(state)
    assert state.permanents["thief"].zone is Zone.BATTLEFIELD
    assert state.permanents["ogre"].controller == "B"
    state = board(WHILE_YOU, [TAKE])
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "A"
