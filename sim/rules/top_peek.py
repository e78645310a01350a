"""Looking at the top card of one's library any time (CR 401.2: a library is a face-down pile
no player may look at, unless an effect allows it): "you may look at the top card of your
library any time" (``sim.model.peek_verbs.LOOK_TOP_ANY_TIME``), a static ability of a permanent
on the battlefield letting its controller — only them — see their own library's top card
while it is there. The engine keeps every card's identity (it has no hidden-information model
of its own): ``seen_top`` is what such a player may know, and nothing else changes (the
ability gives no other permission, 611.3)."""

from __future__ import annotations

from sim.model.card import CardDef
from sim.model.peek_verbs import LOOK_TOP_ANY_TIME
from sim.model.state import GameState
from sim.model.top_play_verbs import ALSO_LOOK, LOOK_TOP_AND_FACE_DOWN, PLAY_FROM_TOP
from sim.rules.library import fold


def may_look_at_top(state: GameState, player: str) -> bool:
    """Whether ``player`` controls a permanent with "you may look at the top card of your
    library any time" (CR 401.2, 611.3a: a static ability of a permanent on the battlefield),
    alone or with "and you may <play> from the top of your library" (``top_play_verbs``)."""
    return any((static.rule == LOOK_TOP_ANY_TIME or static.rule == LOOK_TOP_AND_FACE_DOWN or
                static.rule == PLAY_FROM_TOP and (ALSO_LOOK, "") in static.params)
               and perm.controller == player for perm, static in state.statics())


def sees_face_down(state: GameState, player: str) -> bool:
    """Whether ``player`` may look at face-down creatures they don't control (CR 708.5: a
    static ability of a permanent they control, "... and at face-down creatures you don't
    control any time")."""
    return any(static.rule == LOOK_TOP_AND_FACE_DOWN and perm.controller == player
               for perm, static in state.statics())


def seen_top(state: GameState, player: str) -> CardDef | None:
    """The top card of ``player``'s library when they may look at it now (CR 401.2), else None
    (none too with an empty library)."""
    if not may_look_at_top(state, player):
        return None
    library = fold(state, player)
    return library[0] if library else None
