"""Kicker costs paid with objects or life (CR 702.33a: "kicker [cost]" means "you may pay an
additional [cost] as you cast this spell"; 118.8: an additional cost may be any cost):
"kicker—sacrifice a land", "kicker—pay 3 life", "kicker—{2}{R}, sacrifice a land".

Whether to kick is announced as the spell is cast (601.2b; ``sim.rules.casting`` asks it with
the ``KICK`` / ``NO_KICK`` choice), and only when the kicker cost can be paid (601.2b: a
player can't choose to pay a cost they can't pay): its mana (checked by ``casting``), and
objects to choose for the rest (601.2h) or the life (119.4: only as much life as the player
has). Once kicked, the rest is the spell's cost paid with objects (``Casting.extra_cost``,
``sim.model.extra_costs``): the objects are chosen after the targets and given up after the
mana is paid (601.2g-h: a land tapped for mana may then be sacrificed), as an "as an
additional cost" is; the life is paid with the cost (119.4). 702.33d: the spell is kicked
(``StackItem.kicked``).

One such cost per spell: a card that also has an additional cost paid with objects, or cast
for a cost that has one (flashback's "sacrifice a mountain", retrace), is not offered a kicker
paid with objects (no printed card has both)."""

from __future__ import annotations

import attrs

from sim.model.abilities import ADDITIONAL_COST, KICKER
from sim.model.kicker_parts import kicker_objects
from sim.model.stack_objects import Casting
from sim.model.state import GameState
from sim.rules.alt_costs import extra_options
from sim.rules.mode_choice import targetable
from sim.rules.spell_costs import spell_param


def offered(state: GameState, casting: Casting) -> str:
    """The kicker cost of the spell being cast (``KICKER``'s value) when its part paid with
    objects or life can be paid now (CR 601.2b, 601.2h, 119.4) — its mana is checked by the
    caller — and, kicked, the targets it then requires can be chosen (601.2c), else ""; ""
    for a spell without kicker."""
    item = casting.item
    card = state.permanents[item.source].card
    value = spell_param(card, KICKER)
    if value and any(spec.kicked for spec in item.effect.targets) and \
            not targetable(state, attrs.evolve(item, kicked=True)):
        return ""  # 601.2c: kicked, it requires targets there are none for
    rest = kicker_objects(value)
    if not rest:
        return value
    if casting.extra_cost or spell_param(card, ADDITIONAL_COST):
        return ""  # one cost paid with objects per spell (see the module's docstring)
    if rest.startswith("pay "):  # "pay 3 life" (119.4: the life besides what it pays already)
        life = int(rest.split()[1])
        return value if state.players[item.controller].life >= life + casting.life else ""
    return value if extra_options(state, item.controller, item.source, rest) else ""


def kicked_with(state: GameState, casting: Casting) -> Casting:
    """``casting`` once its kicker choice is made: kicked with a cost paid with objects or
    life, that cost is the spell's cost paid with objects (``extra_cost``: chosen, 601.2h,
    and paid, with the other costs, ``sim.rules.casting.finish``)."""
    if not casting.kick:
        return casting
    rest = kicker_objects(spell_param(state.permanents[casting.item.source].card, KICKER))
    return attrs.evolve(casting, extra_cost=rest) if rest else casting
