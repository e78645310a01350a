"""Skipping (CR 614.1b, 614.10): "Skip your draw step.", "You skip your next turn."

CR 614.10: an effect that causes a player to skip a step is a replacement effect; 614.10a:
anything scheduled for a skipped step won't happen — no turn-based draw (504.1), no player
receives priority in it, and "at the beginning of your draw step" doesn't trigger. A
permanent with "skip your draw step" (``Kw.SKIP_DRAW_STEP``, printed or granted) makes its
controller's turns go from the upkeep step straight to the precombat main phase
(``sim.rules.turn``). "You skip your next turn" (``SKIP_TURN``) makes the next turn that
player would take — an extra turn too (500.7) — not happen: the turn after it is the next
player's (or theirs again, if they skip only one of two in a row); "your next two turns",
two such skips.
"""

from __future__ import annotations

from sim.model.keyword_counters import own_bits
from sim.model.keyword_sources import printed_only
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.skip_verbs import SKIP_TWO_TURNS
from sim.model.stack_objects import Resolving
from sim.model.state import GameState

_SKIP_DRAW = int(Kw.SKIP_DRAW_STEP)
_BATTLEFIELD = Zone.BATTLEFIELD


def skips_draw(state: GameState) -> bool:
    """Whether the active player skips this turn's draw step (CR 614.10): they control a
    permanent with "skip your draw step"."""
    active, keywords = state.active, state.keywords
    own = printed_only(state, _SKIP_DRAW)  # (the common case: no permanent grants it)
    for p in state.permanents.values():
        if p.controller == active and p.zone is _BATTLEFIELD and \
                (own_bits(p) if own else keywords(p.id)) & _SKIP_DRAW:
            return True
    return False


def skip_turns(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"You skip your next turn | two turns" (CR 614.10): noted for each player acted on."""
    for player in objects:
        if player in state.players:
            state.skipped_turns += (player,) * (2 if op.verb == SKIP_TWO_TURNS else 1)
    state.version += 1
    return True


def skips(state: GameState, player: str) -> bool:
    """Whether ``player``'s turn about to begin is skipped (CR 614.10): one skip used up."""
    skipped = state.skipped_turns
    if player not in skipped:
        return False
    i = skipped.index(player)
    state.skipped_turns = skipped[:i] + skipped[i + 1:]
    return True


__all__ = ["skip_turns", "skips", "skips_draw"]
