"""Drawing cards (CR 121): the top card of the library to the hand, an object made for it."""

from __future__ import annotations

import re

from sim.model.card import CardDef
from sim.model.events import CardDrawn
from sim.model.objects import Permanent, Span, Zone
from sim.model.state import GameState


def draw(state: GameState, player: str) -> None:
    """CR 121.1: the top card of the library goes to the hand: the cards a scenario lists in
    the library first, then the library of a game (``Player.library``). A player who would
    draw from an empty library in a game loses as state-based actions are next checked
    (121.4, 704.5b); a combat or turn scenario does not model the library, so with none given
    the card drawn is one of unknown characteristics."""
    library = state.cards(player, Zone.LIBRARY)
    owner = state.players[player]
    if library:
        card = library[0].id
        state.permanents[card].zone = Zone.HAND
    elif owner.library:
        top, owner.library = owner.library[0], owner.library[1:]
        card = make_object(state, player, top, Zone.HAND)
    elif state.span is Span.GAME:
        owner.drew_from_empty = True
        state.version += 1
        state.changes += 1
        return
    else:
        card = state.add_unknown_cards(player, Zone.HAND, 1)[0]
    state.version += 1
    state.log(CardDrawn, player=player, card=card)


def make_object(state: GameState, player: str, card: CardDef, zone: Zone) -> str:
    """Make ``card``, one of ``player``'s library cards, an object in ``zone`` (a new object,
    CR 400.7) with the next unused id (``card_id``); returns the id."""
    owner = state.players[player]
    owner.cards_made += 1
    oid = card_id(player, card.name, owner.cards_made)
    while oid in state.permanents:
        owner.cards_made += 1
        oid = card_id(player, card.name, owner.cards_made)
    state.permanents[oid] = Permanent(oid, player, card, zone=zone)
    return oid


def card_id(player: str, name: str, k: int) -> str:
    """The id of ``player``'s ``k``-th library card to become an object, ``a-grizzly-bears-3``:
    readable in logs, and bare in an action's text form."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"
    return f"{player.lower()}-{slug}-{k}"
