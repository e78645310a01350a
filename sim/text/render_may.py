"""Instructions whose choice is made as they resolve (CR 608.2c; ``sim.model.may_verbs``)
rendered back to Oracle text: the writers of ``sim.text.render_effects.program``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.may_verbs import (
    FROM_HAND,
    MAY,
    SELF_TO_BATTLEFIELD,
    SELF_TO_BATTLEFIELD_TAPPED,
    SELF_TO_HAND,
)
from sim.model.programs import Op
from sim.text.wording import Piece


def from_hand(op: Op) -> Piece:
    """"put a land card from your hand onto the battlefield [tapped]" (CR 305.4, 110.2)."""
    tapped = " tapped" if op.tapped else ""
    return f"put a {op.card} card from your hand onto the battlefield{tapped}"


#: where "return ~ from your graveyard ..." puts the card (CR 113.6k)
_DESTINATIONS = {SELF_TO_HAND: "your hand", SELF_TO_BATTLEFIELD: "the battlefield",
                 SELF_TO_BATTLEFIELD_TAPPED: "the battlefield tapped"}


def self_from_graveyard(op: Op) -> Piece:
    """"return ~ from your graveyard to your hand | the battlefield [tapped]" (CR 113.6k)."""
    return f"return ~ from your graveyard to {_DESTINATIONS[op.verb]}"


#: the writers of the verbs that name no object (``render_effects._FREE_WRITERS``)
MAY_WRITERS: dict[str, Callable[[Op], Piece]] = {FROM_HAND: from_hand}
MAY_WRITERS.update(dict.fromkeys(_DESTINATIONS, self_from_graveyard))

__all__ = ["MAY", "MAY_WRITERS", "from_hand", "self_from_graveyard"]
