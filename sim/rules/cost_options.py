"""Optional costs paid with objects as an ability resolves (CR 118.12): "you may discard a card
or pay {3}. When you do, ...", "you may sacrifice an artifact or discard a card. If you do,
...", "you may tap an untapped creature you control. If you do, ..." (``COST_OPTION``; the
cost's words an additional cost's shape, ``sim.model.extra_costs``).

The controller chooses as the instruction is reached: one way to pay it — the object (or the
objects, ", " between) to give up, or a cost of mana or life it offers instead (601.2b: a
choice between costs) — or ``NONE``. A way they can't pay is not offered (118.3: no object of
the kind, too little mana or life, 119.4); with none, nothing is asked. What the choice gives
up is given up as an additional cost's objects are (``sim.rules.alt_costs.pay_extra``:
sacrificed, 701.21a; discarded, 701.9a; exiled, 406.2; tapped, 701.26a; returned to its owner's
hand); "pay {1} and 1 life | and discard a card": both (601.2h), offered only when the mana
can be paid too; ``Resolving.unpaid`` then keeps whether it was paid, so that "if you do" / "if you
don't" (118.12 wording) and "when you do" (a reflexive triggered ability, 603.12:
``sim.rules.reflexive``) follow it.
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.events import Exiled
from sim.model.extra_costs import EXILE, extra_cost, parts
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.stack_objects import SACRIFICE_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.alt_costs import extra_options, pay_extra
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay
from sim.rules.life import pay_life

#: the answer declining the cost (as ``sim.rules.optional_costs.NONE``)
NONE = "none"
_PAY = "pay "


def _life(part: str) -> int:
    """The life of a cost's part "pay N life" (CR 119.4); 0 for any other."""
    words = part.split()
    return int(words[1]) if len(words) == 3 and words[2] == "life" else 0


def _joint(rule: str) -> tuple[str, str] | None:
    """The mana and the other cost of "pay {1} and 1 life | and discard a card" (both paid,
    CR 601.2h), or None for any other cost."""
    first, joined, rest = rule.partition(" and ")
    return (first[len(_PAY):].upper(), rest) if joined and first.startswith(_PAY) else None


def _objects(state: GameState, player: str, part: str, source: str) -> tuple[str, ...]:
    """The objects (or sets of them) that pay the cost ``part`` (``extra_options``): other
    than ``source``, the ability's, when it says "another" / "other" (``ExtraCost.other``)."""
    return extra_options(state, player, source if extra_cost(part).other else "", part)


def cost_ways(state: GameState, player: str, op: fx.Op, source: str = "") -> tuple[str, ...]:
    """The ways ``player`` can pay the optional cost ``op`` names (CR 118.3, 601.2b): for each
    part of a choice between costs, the mana or life one as its words ("pay {3}", "pay 2
    life") when they can pay it (119.4: life at least the payment), and each object (or set
    of them, ", " between) that pays the other (not ``source`` when it says "other")."""
    joint = _joint(op.rule)
    if joint is not None:  # the mana, then the rest: the life (its words) or the objects
        mana, rest = joint
        if not can_pay(state, player, ManaCost.parse(mana)):
            return ()
        life = _life(_PAY + rest)
        if life:
            return (op.rule,) if state.players[player].life >= life else ()
        return _objects(state, player, rest, source)
    out: list[str] = []
    for part in parts(op.rule):
        if part.startswith(_PAY):
            life = _life(part)
            if life and state.players[player].life >= life or not life and can_pay(
                    state, player, ManaCost.parse(part[len(_PAY):].upper())):
                out.append(part)
            continue
        out += [o for o in _objects(state, player, part, source) if o not in out]
    return tuple(out)


def _part_of(state: GameState, op: fx.Op, player: str, chosen: str, source: str) -> str:
    """The part of ``op``'s cost the way ``chosen`` pays (its words, or the part whose objects
    it names)."""
    for part in parts(op.rule):
        if part == chosen or not part.startswith(_PAY) and chosen in _objects(
                state, player, part, source):
            return part
    raise AssertionError(chosen)


def _give_up(state: GameState, work: Resolving, part: str, chosen: str) -> None:
    """Give up ``chosen`` (one object, or several, ", " between) for the cost ``part``: as an
    additional cost's objects (``pay_extra``), cards exiled from the graveyard logged as paying
    this ability's cost (CR 406.2, 118.12), not a spell's."""
    cost = extra_cost(part)
    if cost.verb != EXILE:
        pay_extra(state, work.item, part, chosen)
        return
    for pid in chosen.split(", "):
        if state.permanents[pid].zone is cost.zone:
            state.move(pid, Zone.EXILE)
            state.log(Exiled, permanent=pid,
                      reason=f"exiled to pay a cost of {work.item.name} (CR 118.12)")


def pay_cost_option(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """"You may <cost>" (CR 118.12): the way the controller chooses (``cost_ways``; not asked
    when there is none, 118.3) is paid — mana spent, life paid (119.4), objects given up
    (``pay_extra``) — and ``Resolving.unpaid`` keeps whether it was. False while the choice
    waits."""
    player, source = work.item.controller, work.item.source
    ways = cost_ways(state, player, op, source)
    chosen = ""
    if ways:
        given = answer(state, work, SACRIFICE_CHOICE, (*ways, NONE))
        if given is None:
            return False
        chosen = "" if given == NONE else given
    joint = _joint(op.rule)
    if chosen and joint is not None:  # CR 601.2h: the mana, and the rest
        pay(state, player, ManaCost.parse(joint[0]))
        if chosen == op.rule:
            pay_life(state, player, _life(_PAY + joint[1]), work.item.name)
        else:
            _give_up(state, work, joint[1], chosen)
    elif chosen:
        part = _part_of(state, op, player, chosen, source)
        if not part.startswith(_PAY):
            _give_up(state, work, part, chosen)
        elif _life(part):
            pay_life(state, player, _life(part), work.item.name)
        else:
            pay(state, player, ManaCost.parse(part[len(_PAY):].upper()))  # logs CostPaid
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=not chosen)
    return True
