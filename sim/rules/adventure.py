"""Adventurer cards (CR 715): casting a card as its Adventure, and the creature later from exile;
omen cards (720) alike, an Omen shuffled into its owner's library as it resolves.

An adventurer card has an Adventure (715.2: ``CardDef.adventure``, an instant or sorcery read
from its own text). As its owner casts it from their hand, they choose whether to cast it
normally or as its Adventure (715.3: ``CastSpell.face`` its name, offered by ``casts``). Cast as
an Adventure, the spell has only the Adventure's characteristics — its name, mana cost,
types and text (715.3a-b): the card's ``Permanent.card`` is the Adventure's while it is on
the stack (``chosen``), so its timing (an instant Adventure of a creature card is cast any
time its owner has priority, 117.1a), its cost, its targets and its effect are the
Adventure's. As the spell leaves the stack it has its normal characteristics again (715.4:
``sim.model.state.GameState.move``).

As a spell cast as an Adventure resolves, its controller exiles it instead of putting it
into its owner's graveyard, and may cast it for as long as it remains exiled (715.3d:
``resolved``; ``sim.rules.exile_play``'s permission "for as long as it remains exiled"); not
as an Adventure (715.3d: the Adventure is offered only from the hand). Countered, or leaving
the stack any other way, it goes where it would go (its owner's graveyard; 715.3d applies
only as it resolves). An omen card's Omen (720.2, also ``CardDef.adventure``, its subtype
"Omen") is cast the same way (720.3, 720.3a-b, 720.4); resolving, it is shuffled into its
owner's library instead (720.3d), countered, to the graveyard.

Not modelled: casting a card as its Adventure from anywhere but its owner's hand (an effect
letting a player cast it from exile or a graveyard), and copies of such a spell put on the
stack by an effect are copies of the Adventure (715.3c) as any copy of the spell on the stack.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model import zone_verbs as zv
from sim.model.actions import CastSpell
from sim.model.events import PutIntoLibrary
from sim.model.objects import Permanent, Zone
from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.rules.casting import castable_now
from sim.rules.exile_play import grant
from sim.rules.library import fold, shuffle_library


def casts(state: GameState, player: str, perm: Permanent) -> Iterator[CastSpell]:
    """Casting ``perm``, an adventurer card in ``player``'s hand, as its Adventure, when they
    may now (CR 715.3: with the Adventure's characteristics, 715.3a-b — its timing, cost and
    targets are the Adventure's, ``castable_now``)."""
    own = perm.card
    adventure = own.adventure
    if adventure is None or perm.zone is not Zone.HAND or perm.owner != player:
        return
    perm.card = adventure  # (only while it is judged; no choice is made here)
    try:
        castable = castable_now(state, player, perm.id)
    finally:
        perm.card = own
    if castable:
        yield CastSpell(perm.id, adventure.name)


def chosen(state: GameState, action: CastSpell) -> str:
    """The card ``action`` casts, cast as its Adventure when it says so (CR 715.3: as the
    player casts it, before it moves to the stack, 601.2a): the card has the Adventure's
    characteristics from now on, until it leaves the stack (715.3b, 715.4). The action names
    the Adventure (``CastSpell.face``)."""
    if action.face:
        perm = state.permanents[action.card]
        adventure = perm.card.adventure
        if adventure is not None and action.face == adventure.name:
            assert perm.zone is Zone.HAND
            perm.adventurer, perm.card = perm.card, adventure
            state.version += 1
    return action.card


def resolved(state: GameState, item: StackItem) -> None:
    """CR 715.3d: the spell cast as an Adventure resolving is exiled instead of going to its
    owner's graveyard (its normal characteristics again, 715.4), and its controller may cast
    it for as long as it remains exiled (``exile_play.grant``: a new object in exile, 400.7,
    the permission given to that object). CR 720.3d: one cast as an Omen is shuffled into
    its owner's library instead (a card of the library, no object: 401.2, 400.7)."""
    pid = item.source
    perm = state.permanents[pid]
    if "Omen" in perm.card.subtypes:
        owner = perm.owner
        library = fold(state, owner)
        state.move(pid, Zone.LIBRARY)
        del state.permanents[pid]
        state.players[owner].library = (*library, perm.card)  # its own card again (720.4)
        state.log(PutIntoLibrary, permanent=pid, source=pid, where="shuffled")
        shuffle_library(state, owner)  # 701.24a
        state.version += 1
        return
    state.move(pid, Zone.EXILE)
    grant(state, item.controller, [pid], zv.PLAY_WHILE_EXILED)


__all__ = ["casts", "chosen", "resolved"]
