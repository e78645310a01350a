"""Whether a blocker is of a kind an attacker's "can't be blocked except by <kinds>" allows
(CR 509.1b; ``sim.model.combat_params.ONLY_BY_KIND``), read as blockers are declared: the
blocker's card as it is now (its types and colors through the layers, ``Board``) and its
keywords."""

from __future__ import annotations

from sim.model.card_kinds import has
from sim.model.state import GameState
from sim.text import KEYWORDS


def fits(state: GameState, blocker: str, value: str) -> bool:
    """Whether ``blocker`` is one of the kinds ``value`` lists ("wall or with flying",
    "artifact or white", "legendary"): a creature type (a changeling has each, 702.73a), a
    supertype, card type or color (105.2), or a keyword it has."""
    card = state.permanents[blocker].card
    for kind in value.split(" or "):
        if kind.startswith("with "):
            if state.keywords(blocker) & int(KEYWORDS[kind[len("with "):]]):
                return True
        elif has(card, kind):
            return True
    return False
