"""Playing the top card of one's library (CR 601.2a, 305.1, 116.2a; ``sim.rules.top_permits``):
the priority actions "you may play lands | cast <kinds> spells from the top of your library"
adds — the top card made an object in the library, then played as a land (a land play,
305.2; ``sim.rules.land_entry.play_ways``) or cast (``sim.rules.casting.castable_now``: its
timing, 601.3, 307.1, costs and targets as for a card in hand). ``sim.rules.priority`` asks
``top_actions`` as it lists a player's options and ``anyone_may_play_top`` in its quick look
for anything to do."""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.actions import Action, CastSpell
from sim.model.state import GameState
from sim.rules.casting import castable_now
from sim.rules.land_entry import play_ways
from sim.rules.modal_faces import back_ways
from sim.rules.top_permits import may_matter, may_play_top, permits, top_object


def anyone_may_play_top(state: GameState) -> bool:
    """Whether some player may play the top card of their library by a static ability (a
    quick look: the card itself is judged by ``top_actions``)."""
    return may_matter(state) and any(permits(state, p) for p in state.turn_order)


def top_actions(state: GameState, player: str, land: bool) -> Iterator[Action]:
    """The top card of ``player``'s library played (``land``: they may play a land now, CR
    305.1-2) or cast, when a static ability lets them (CR 601.2a)."""
    if not may_matter(state) or not permits(state, player):
        return
    perm = top_object(state, player)
    if perm is None:
        return
    if perm.card.modal_back is not None:  # CR 712.11b, 712.12: its back face, if permitted
        yield from back_ways(state, player, perm, land, lambda p: may_play_top(state, player, p))
    if not may_play_top(state, player, perm):
        return
    if "Land" in perm.card.types:
        if land:
            yield from play_ways(state, player, perm)
    elif castable_now(state, player, perm.id):
        yield CastSpell(perm.id)
