"""Putting permanents and cards into their owners' libraries (CR 401.4, 701.24a): "put
<it> on top of / on the bottom of its owner's library", "shuffle <it> into its owner's
library", "<player> shuffles their graveyard into their library". The object leaves its zone
(a permanent leaves the battlefield, 603.6c: ``PutIntoLibrary``, a leaving event; a spell
its card shuffled away resolves into the library, not the graveyard, 608.2n) and becomes a
card of the library, no object (401.2 with 400.7: ``sim.rules.library.fold``); a token
ceases to exist (111.8)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.board import last_known_object
from sim.model.events import PutIntoLibrary
from sim.model.objects import Zone
from sim.model.player_verbs import SHUFFLE_HAND_GRAVEYARD
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.library import fold, shuffle_library

_WHERE = {fx.TO_LIBRARY_TOP: "top", fx.TO_LIBRARY_BOTTOM: "bottom",
          fx.SHUFFLE_INTO_LIBRARY: "shuffled"}


def to_library(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
               n: int) -> bool:
    """Each of ``objects`` still in the zone it was chosen in (608.2b: a target gone is not
    moved) goes on top of or to the bottom of its owner's library, or into it and that
    library is shuffled (701.24a); several on top go in the order named."""
    where = _WHERE[op.verb]
    shuffled: list[str] = []
    for pid in reversed(objects) if where == "top" else objects:
        perm = state.permanents.get(pid)
        if perm is None or perm.zone in (Zone.LIBRARY, Zone.HAND):
            continue
        owner = perm.owner
        library = fold(state, owner)
        known = last_known_object(state, pid) if perm.zone is Zone.BATTLEFIELD else None
        state.move(pid, Zone.LIBRARY, known)
        card = perm.printed or perm.card
        del state.permanents[pid]
        if not perm.token:  # 111.8: a token there ceases to exist
            state.players[owner].library = (card, *library) if where == "top" else \
                (*library, card)
        state.log(PutIntoLibrary, permanent=pid, source=work.item.source, where=where)
        if where == "shuffled" and owner not in shuffled:
            shuffled.append(owner)
    for owner in shuffled:
        shuffle_library(state, owner)
    state.static_sources = None
    state.version += 1
    return True


def shuffle_graveyard(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                      n: int) -> bool:
    """Each player of ``objects`` shuffles their graveyard — and their hand too for
    ``SHUFFLE_HAND_GRAVEYARD`` — into their library (701.24a): its cards become cards of the
    library, which is shuffled."""
    for player in objects:
        if player not in state.players:
            continue
        library = fold(state, player)
        cards = state.cards(player, Zone.GRAVEYARD)
        if op.verb == SHUFFLE_HAND_GRAVEYARD:  # "... their hand and graveyard" (400.3)
            cards = [*state.cards(player, Zone.HAND), *cards]
        for perm in cards:
            del state.permanents[perm.id]
        state.players[player].library = (*library, *(p.card for p in cards))
        shuffle_library(state, player)
    state.version += 1
    state.changes += 1
    return True
