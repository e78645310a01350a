"""Instructions whose choice is made as they resolve (CR 608.2c; ``sim.model.may_verbs``)
rendered back to Oracle text: the writers of ``sim.text.render_effects.program``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.may_verbs import FROM_HAND, MAY
from sim.model.programs import Op
from sim.text.wording import Piece


def from_hand(op: Op) -> Piece:
    """"put a land card from your hand onto the battlefield [tapped]" (CR 305.4, 110.2)."""
    tapped = " tapped" if op.tapped else ""
    return f"put a {op.card} card from your hand onto the battlefield{tapped}"


#: the writers of the verbs that name no object (``render_effects._FREE_WRITERS``)
MAY_WRITERS: dict[str, Callable[[Op], Piece]] = {FROM_HAND: from_hand}

__all__ = ["MAY", "MAY_WRITERS", "from_hand"]
