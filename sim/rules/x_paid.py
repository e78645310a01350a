"""Additional costs of X objects or X life (CR 601.2b, 107.3; ``sim.model.x_costs``): "as an
additional cost to cast this spell, discard X cards", "pay X life", "exile X creature cards
from your graveyard", "sacrifice X lands".

X is announced as the spell is cast (601.2b: before its targets, 601.2c, so "X target
creatures" reads it), at most what the player can pay (118.3: as many objects of the kind as
they have, 119.4: as much life as their life total, less life the cost takes besides; with
{X} in the mana cost too, the least of both: 601.2b, a player can't announce a cost they
can't pay). Once announced, the cost is X of those objects, chosen one at a time as the
costs are paid (601.2h: ``sim.rules.cost_choices``, the parts of an activated ability's
cost, paid after the mana, 601.2g) — X = 0 takes nothing — or X life, paid with the other
life the cost takes (119.4). "Discard X cards at random" picks them as it is paid
(701.9b)."""

from __future__ import annotations

import attrs

from sim.model.stack_objects import SPELL, Casting
from sim.model.state import GameState
from sim.model.x_costs import X_COST, x_life, x_part
from sim.rules.cost_choices import options
from sim.rules.spell_costs import spell_param
from sim.rules.x_slots import x_cap


def _cost(state: GameState, casting: Casting) -> str:
    """The spell's X cost's words ("" for none)."""
    item = casting.item
    if item.kind != SPELL:
        return ""
    card = state.permanents[item.source].card
    return spell_param(card, X_COST) if card.params else ""


def x_choices(state: GameState, casting: Casting, most: int) -> tuple[str, ...]:
    """The values X may be announced as (CR 601.2b, 107.3): 0 to ``most`` (what the mana
    allows; 0 for a spell with {X} in its mana cost cast without paying it, 107.3b) and, for
    a spell with an X cost, at most what that cost can be paid with (with no {X} in its mana
    cost, the cost alone bounds it)."""
    value = _cost(state, casting)
    if value:
        item = casting.item
        if x_life(value):
            can = state.players[item.controller].life - casting.life
        else:
            can = len(options(state, item.controller, item.source, x_part(value, 1)))
        mana_x = "{X}" in state.permanents[item.source].card.cost.upper()
        most = max(0, min(most, can) if mana_x else can)  # (cast free: 0, 107.3b)
    most = x_cap(state, casting.item, most)  # "X target ...": X at most the targets (601.2c)
    return tuple(str(n) for n in range(min(most, 99) + 1))


def with_x(state: GameState, casting: Casting) -> Casting:
    """``casting`` once X is announced (``item.x``): a spell's X cost becomes X life taken
    with the cost (119.4) or a part of X objects chosen as the costs are paid (601.2h)."""
    value = _cost(state, casting)
    x = casting.item.x
    if not value or not x:
        return casting
    if x_life(value):
        return attrs.evolve(casting, life=casting.life + x)
    return attrs.evolve(casting, parts=(*casting.parts, x_part(value, x)))
