"""The permanents a spell or ability sacrificed to pay its costs (CR 601.2h, 602.2b): an
additional cost's ("as an additional cost to cast this spell, sacrifice a creature", the
objects chosen as it was cast) and an activated ability's cost parts ("sacrifice a goblin");
kept on the stack object (``StackItem.sacrificed``) for "the sacrificed creature's power"
(608.2h: its last known information)."""

from __future__ import annotations

from sim.model import cost_parts as cp
from sim.model.abilities import ADDITIONAL_COST
from sim.model.extra_costs import SACRIFICE, extra_cost, object_part
from sim.model.stack_objects import SPELL, Casting
from sim.model.state import GameState
from sim.rules.spell_costs import spell_param


def sacrificed_for(state: GameState, casting: Casting) -> tuple[str, ...]:
    """The permanents ``casting`` chose to sacrifice for its cost (before they are paid)."""
    out: list[str] = []
    item = casting.item
    if casting.extra and not casting.extra.startswith("pay ") and item.kind == SPELL:
        card = state.permanents[item.source].card
        what = casting.extra_cost or spell_param(card, ADDITIONAL_COST)
        if what and extra_cost(object_part(what)).verb == SACRIFICE:
            out += casting.extra.split(", ")
    at = 0
    for part in casting.parts:
        if not part.chosen:
            continue
        these = casting.part_paid[at:at + part.count]
        at += part.count
        if part.verb == cp.SACRIFICE:
            out += these
    return tuple(out)
