"""A spell's own cost reduction by a count (CR 601.2f: "~ costs {1} less to cast for each
creature your opponents control", "~ costs {x} less to cast, where x is the greatest power
among creatures you control"; 107.3: X defined by the text; the count read by
``sim.text.spell_reductions``).

The spell's static ability functions on the stack and as its cost is determined (CR 604.1,
601.2f); its count is taken then, for the player casting it: its object (in the hand, the
graveyard, exile or on the stack) seen as that player's, as a condition's is
(``sim.rules.self_cost_checks``). The reduction is of generic mana only
(``sim.rules.cost_changes``)."""

from __future__ import annotations

from sim.model.board import counted
from sim.model.card import CardDef
from sim.model.state import GameState
from sim.rules.self_cost_checks import caster_object
from sim.text.spell_reductions import reduction_count


def count_less(state: GameState, player: str, card: CardDef, value: str,
               object_id: str | None = None) -> int:
    """How many times the ``SELF_COST`` value ``value`` ("2|counted: for each ...") takes its
    generic mana off ``card`` cast by ``player`` now (CR 601.2f): its count, 0 when it has
    none the engine reads; ``object_id``: the object cast, when known (``caster_object``)."""
    count = reduction_count(value)
    source = caster_object(state, card, player, object_id) if count is not None else None
    if count is None or source is None:
        return 0
    return max(0, counted(state, count, source))
