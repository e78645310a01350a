"""Casting a spell whose total cost depends on its targets (CR 601.2f: the total cost is
determined after the targets are chosen, 601.2c): "spells your opponents cast that target ~
cost {2} more to cast", "~ costs {4} less to cast if it targets a tapped creature"
(``sim.rules.cost_changes.targeted``).

Before its targets are chosen the spell's cost is the least they may make it (so announcing
it, 601.2b, is offered when some choice of targets leaves it payable); the choices for its
last target are those leaving its total cost payable (``candidates``: a choice that makes the
cast illegal is never completed, 601.2g, 728.1); once every target is chosen its total cost
is determined anew (``retarget``)."""

from __future__ import annotations

import attrs

from sim.model.abilities import SELF_COST
from sim.model.mana import ManaCost
from sim.model.programs import TargetSpec
from sim.model.stack_objects import SPELL, Casting, StackItem
from sim.model.state import GameState
from sim.model.target_tax import IF_TARGETS, TARGET_TAX
from sim.rules import alt_costs, cost_changes, targeting
from sim.rules.costs import can_pay
from sim.rules.linked_choices import viable
from sim.rules.spell_costs import spell_cost


def depends(state: GameState, item: StackItem) -> bool:
    """Whether the total cost of the spell ``item`` may depend on its targets now."""
    if item.kind != SPELL or not item.effect.targets:
        return False
    perm = state.permanents.get(item.source)
    if perm is not None and perm.card.params and any(
            k == SELF_COST and IF_TARGETS in v for k, v in perm.card.params):
        return True
    return any(p.card.params and any(k == TARGET_TAX for k, _ in p.card.params)
               for p in state.battlefield())


def total(state: GameState, casting: Casting, targets: tuple[str, ...] | None) -> ManaCost:
    """The total cost of the spell being cast with ``targets`` (CR 601.2f): as announced —
    alternative cost, kicker, buyback, replicate, modes' costs — with the increases and
    reductions; with X chosen, the reduction its fixed generic mana doesn't use taken from
    X's (as ``sim.rules.casting.leftover``)."""
    item = casting.item
    perm = state.permanents[item.source]
    card = perm.card
    ways = (bool(casting.kick), perm.flashback, bool(casting.buyback), casting.alt or "")
    cost = spell_cost(state, item.controller, card, *ways, free=casting.free,
                      replicate=casting.replicate or 0, modes=casting.mode_cost,
                      targets=targets)
    if not (casting.x_chosen and cost.x):
        return cost
    whole = spell_cost(state, item.controller, card, *ways, changed=False, free=casting.free,
                       replicate=casting.replicate or 0, modes=casting.mode_cost)
    left = max(0, -(whole.generic + cost_changes.change(state, item.controller, card,
                                                         targets)))
    return attrs.evolve(cost, generic=max(0, cost.generic + cost.x * item.x - left), x=0,
                        text="") if left else cost


def unrequired(spec: TargetSpec, item: StackItem) -> bool:
    """Whether ``item`` is cast as though it did not require the target ``spec``: a target of
    a sentence done only if the spell was kicked, the spell not kicked (CR 601.2c, 702.33d;
    ``TargetSpec.kicked``): left empty (``NO_TARGET``), no candidate offered."""
    return spec.kicked and not item.kicked


def candidates(state: GameState, spec: TargetSpec, item: StackItem) -> list[str]:
    """The legal choices for the target ``spec`` of ``item`` (``targeting.candidates``);
    for the next target of a spell whose cost depends on its targets, those that leave its
    total cost payable (CR 601.2f-g) — with more targets to choose, those chosen so far
    and the least the rest may add (``cost_changes.OPEN``). Asked before the spell is cast
    (``item`` not the one being cast), of any cost it may be cast for."""
    if unrequired(spec, item):
        return []  # 601.2c: cast as though it did not require it
    out = viable(state, spec, item, targeting.candidates(state, spec, item))  # 601.2c
    specs = item.effect.targets
    if not out or len(item.targets) >= len(specs) or spec is not specs[len(item.targets)] or \
            not depends(state, item):
        return out
    rest = (cost_changes.OPEN,) if len(item.targets) + 1 < len(specs) else ()
    casting = state.casting
    if casting is not None and casting.item.id == item.id:
        return [c for c in out if _payable(state, casting, (*item.targets, c, *rest))]
    card = state.permanents[item.source].card  # before it is cast: any way it may be
    ways = [Casting(item, alt=way) for way in alt_costs.cast_ways(state, item.controller, card)]
    return [c for c in out if any(_payable(state, w, (*item.targets, c, *rest)) for w in ways)]


def _payable(state: GameState, casting: Casting, targets: tuple[str, ...]) -> bool:
    """Whether the spell's total cost with ``targets`` can be paid (CR 601.2g-h)."""
    item = casting.item
    return can_pay(state, item.controller, total(state, casting, targets), item.x,
                   other_life=casting.life, how=casting.how,
                   exclude=item.source if casting.tap else casting.bargain or None)


def retarget(state: GameState, casting: Casting, targets: tuple[str, ...]) -> Casting:
    """``casting`` with its targets ``targets``; once all are chosen, with the total cost
    they make (CR 601.2c, then 601.2f)."""
    item = attrs.evolve(casting.item, targets=targets)
    casting = attrs.evolve(casting, item=item)
    if casting.cost is None or len(targets) < len(item.effect.targets) or \
            not depends(state, item):
        return casting
    return attrs.evolve(casting, cost=total(state, casting, targets))
