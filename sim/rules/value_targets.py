"""A spell target's mana value bounded by a count (issue 29, decks; CR 107.3, 202.3: "counter
target spell with mana value X or less, where X is the number of Faeries you control"): X is
counted, from the targeting object's controller's side, each time the target is checked — as
it is chosen (601.2c, 603.3d) and again as the spell or ability resolves (608.2b: a target
whose mana value is now more than X is illegal). A source that has ceased to exist is seen as
it last existed (608.2h)."""

from __future__ import annotations

from sim.model.board import counted
from sim.model.card import CardDef
from sim.model.filters import Count
from sim.model.mana import ManaCost
from sim.model.stack_objects import StackItem
from sim.model.state import GameState


def within_count(state: GameState, count: Count, card: CardDef, spell: StackItem,
                 item: StackItem) -> bool:
    """Whether the spell ``spell`` (its card ``card``) has mana value at most ``count`` now,
    counted for ``item``, the spell or ability targeting it."""
    source = state.permanents.get(item.source) or state.last_known.get(item.source)
    if source is None:
        return False
    return ManaCost.parse(card.cost).total(spell.x) <= counted(state, count, source)
