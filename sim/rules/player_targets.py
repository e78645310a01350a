"""Whether a player's hexproof or shroud stops a spell or ability from targeting them (CR
702.11d: "you have hexproof" — that player can't be the target of spells or abilities their
opponents control; 702.18d: "you have shroud" — of any spell or ability), from the static
abilities of the permanents they control (``sim.model.player_qualities``). A board without
static abilities pays one test (``statics_present``), one without these rules a look at
its static abilities' rules (``_any_rule``)."""

from __future__ import annotations

from sim.model.player_qualities import PLAYER_HEXPROOF, PLAYER_SHROUD
from sim.model.state import GameState


def player_untargetable(state: GameState, player: str, by: str) -> bool:
    """Whether ``player`` can't be the target of a spell or ability ``by`` controls."""
    if not state.statics_present() or not _any_rule(state):
        return False
    for source, static in state.statics():
        if source.controller == player and (
                static.rule == PLAYER_SHROUD or
                static.rule == PLAYER_HEXPROOF and by in state.opponents(player)):
            return True
    return False


_RULES = frozenset((PLAYER_HEXPROOF, PLAYER_SHROUD))


def _any_rule(state: GameState) -> bool:
    """Whether a permanent with static abilities has one of these rules at all (a test of
    the printed rules only, before any condition is evaluated)."""
    permanents = state.permanents
    for sid in state.static_sources or ():
        if sid and any(s.rule in _RULES for s in permanents[sid].card.statics):
            return True
    return False
