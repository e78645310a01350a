"""Optional additional costs whose payment copies the spell (CR 601.2b, 601.2h): casualty N
(702.153a: "as you cast this spell, you may sacrifice a creature with power N or greater") and
conspire (702.78a: "... you may tap two untapped creatures you control that each share a color
with it"). The choice is made as the spell is cast (a ``choose_cost`` decision: ``casualty:<id>``
or ``conspire:<id>+<id>``, or ``...:none``), paid with the other costs (601.2h), and marks the
spell as paid for one copy (``StackItem.replicated``): its trigger, "when you cast this spell,
if a casualty (conspire) cost was paid for it, copy it; you may choose new targets for the
copy", is ``sim.rules.copies.replicate_triggers``'."""

from __future__ import annotations

from itertools import combinations

from sim.model.abilities import CASUALTY, CONSPIRE
from sim.model.events import Tapped
from sim.model.objects import Zone
from sim.model.stack_objects import Casting, StackItem
from sim.model.state import GameState
from sim.rules.sacrifice import sacrifice_for

#: the answer declining the cost
NONE = "none"


def copy_cost_options(state: GameState, casting: Casting) -> tuple[str, ...]:
    """The choices of the spell's casualty or conspire cost, when it has one not chosen yet
    and it can be paid (118.3); () otherwise."""
    item = casting.item
    card = state.permanents[item.source].card
    if casting.copy_cost is not None or not card.params:
        return ()
    for kind, value in card.params:
        if kind == CASUALTY:  # 702.153a: a creature with power N or greater
            ids = [p.id for p in state.creatures(item.controller)
                   if state.power(p.id) >= int(value)]
            return (*(f"{CASUALTY}:{c}" for c in ids), f"{CASUALTY}:{NONE}") if ids else ()
        if kind == CONSPIRE:  # 702.78a: two untapped creatures, each sharing a color with it
            colors = card.color_set
            ids = [p.id for p in state.creatures(item.controller)
                   if not p.tapped and p.card.color_set & colors]
            pairs = [f"{CONSPIRE}:{a}+{b}" for a, b in combinations(ids, 2)]
            return (*pairs, f"{CONSPIRE}:{NONE}") if pairs else ()
    return ()


def copies_paid(value: str) -> int:
    """How many copies a chosen casualty or conspire cost pays for: 1, or 0 when declined."""
    return 0 if value.endswith(f":{NONE}") else 1


def pay_copy_cost(state: GameState, item: StackItem, value: str) -> None:
    """Pay the chosen cost (CR 601.2h): sacrifice the creature (701.21a: to its owner's
    graveyard, it dies) or tap the two creatures (701.26a); nothing when declined."""
    kind, _, what = value.partition(":")
    if what == NONE:
        return
    if kind == CASUALTY:
        if state.permanents[what].zone is not Zone.BATTLEFIELD:
            return
        sacrifice_for(state, item.controller, (what,), item.name)  # 701.21a, 702.153a
        return
    for pid in what.split("+"):
        state.permanents[pid].tapped = True
        state.log(Tapped, permanent=pid)
    state.statics_may_change()
