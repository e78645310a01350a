"""Optional costs paid as a spell or ability resolves (CR 118.12): "you may pay {2}. if you
do, draw a card", "you may pay 3 life. if you do, ...". The controller chooses as the
instruction is reached (a ``PAY_CHOICE``, ``sim.rules.priority`` asks); a cost they can't pay
is not offered (118.3; life: 119.4). Whether they paid is kept in ``Resolving.unpaid``, which
the instructions marked "if you do" / "if you don't" (``Op.if_paid``) read
(``sim.rules.resolution``).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.cost_option_verbs import COST_OPTION
from sim.model.events import Exploited, LifeLost
from sim.model.mana import ManaCost
from sim.model.stack_objects import PAY_CHOICE, SACRIFICE_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.cost_options import cost_ways
from sim.rules.costs import can_pay, pay
from sim.rules.sacrifice import sacrifice_controlled, sacrifice_these
from sim.rules.targeting import in_group
from sim.rules.x_payments import fixed_part, pay_x, x_options

#: the verbs of optional costs (``pay_optional``)
OPTIONAL_COSTS = frozenset((fx.PAY_MANA, fx.PAY_LIFE, fx.SACRIFICE_COST, fx.PAY_ENERGY,
                            fx.SACRIFICE_UNLESS, fx.EXPLOIT, COST_OPTION))


def energy(op: fx.Op) -> int:
    """The energy an optional cost pays: "you may pay {E}{E}", "unless you pay {E}{E}" (CR
    107.14); 0 for any other."""
    if op.verb == fx.PAY_ENERGY:
        return op.amount
    return len(op.rule) // 3 if op.rule.startswith("{E}") else 0


def payable(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """Whether the controller can pay the optional cost ``op`` (CR 118.3): the mana, or the
    life (119.4: a life total at least the payment)."""
    player = work.item.controller
    if op.verb == fx.PAY_LIFE:
        return state.players[player].life >= op.amount
    if energy(op):  # 107.14: only energy the player has
        return state.players[player].energy >= energy(op)
    return can_pay(state, player, ManaCost.parse(op.rule))


def cost_words(op: fx.Op) -> str:
    """The cost as the question names it: "{2}{G}", "3 life"."""
    if energy(op):
        return "{E}" * energy(op)
    return f"{op.amount} life" if op.verb == fx.PAY_LIFE else op.rule


def pay_optional(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"You may pay <cost>" (CR 118.12; mana, life, energy): asked of the controller when they
    can pay it (118.3); paid, the mana is spent, the life lost (119.4: paying life is losing
    it) or the energy counters removed (107.14); not paid,
    ``Resolving.unpaid`` is set for "if you do" / "if you don't". False while it waits."""
    player = work.item.controller
    choice = "no"
    if op.x:  # "you may pay {X}" (CR 107.3): X chosen as it is paid (``x_payments``)
        given = answer(state, work, PAY_CHOICE, x_options(state, player, fixed_part(op.rule)))
        if given is not None:
            pay_x(state, work, given, fixed_part(op.rule))  # "{X}{R}": X and the {R}
        return given is not None
    if payable(state, work, op):
        given = answer(state, work, PAY_CHOICE, ("yes", "no"))
        if given is None:
            return False
        choice = given
    if choice == "yes":
        if op.verb == fx.PAY_LIFE:
            state.players[player].life -= op.amount
            if op.amount > 0:  # spectacle (702.137a)
                state.players[player].lost_life_this_turn = True
            state.changes += 1
            state.log(LifeLost, player=player, amount=op.amount, reason=work.item.name)
        elif energy(op):  # 122.1: the counters removed from the player
            state.players[player].energy -= energy(op)
            state.changes += 1
        else:
            cost = ManaCost.parse(op.rule)
            pay(state, player, cost)  # logs CostPaid
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=choice != "yes")
    return True


#: the answer declining an optional sacrifice (``sacrifice_options``)
NONE = "none"


def sacrifice_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The permanents the controller may sacrifice for the optional cost waiting in ``work``
    (CR 701.21a: theirs, of the kind named), and ``NONE`` to decline (118.12)."""
    item = work.item
    op = item.effect.ops[work.index]
    spec = item.effect.groups[int(op.who.split(":")[1])]
    return (*in_group(state, spec, item), NONE)


def sacrifice_chosen(state: GameState, work: Resolving, objects: list[str]) -> str | None:
    """"You may sacrifice another creature" (CR 118.12, 701.21a): the permanent the controller
    chooses among ``objects`` (the group's), "" when they decline or have none (118.3: not
    asked; ``Resolving.unpaid`` set), None while the choice waits."""
    chosen = ""
    if objects:
        given = answer(state, work, SACRIFICE_CHOICE, (*objects, NONE))
        if given is None:
            return None
        chosen = "" if given == NONE else given
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=not chosen)
    return chosen


def cost_question(state: GameState, work: Resolving) -> tuple[bool, str, tuple[str, ...]]:
    """The question an optional cost asks (CR 118.12): whether it is a sacrifice (else a
    payment), its words, its options."""
    op = work.item.effect.ops[work.index]
    if op.verb == fx.SACRIFICE_COST or op.verb == fx.EXPLOIT:  # exploit: 702.110a
        return True, "sacrifice one, or none (CR 118.12, 701.21a)", \
            sacrifice_options(state, work)
    if op.verb == COST_OPTION:  # "you may discard a card or pay {3}" (``cost_options``)
        return True, f"{op.rule}: choose how, or none (CR 118.12)", \
            (*cost_ways(state, work.item.controller, op, work.item.source), NONE)
    if op.x:  # "you may pay {X}": how much X, or "no" (CR 107.3, 118.12)
        return False, "pay {X}: choose X, or no (CR 107.3, 118.12)", \
            x_options(state, work.item.controller, fixed_part(op.rule))
    return False, f"pay {cost_words(op)}? (CR 118.12)", ("yes", "no")


def get_energy(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"You get {E}{E}" (CR 107.14, 122.1): the player gets that many energy counters."""
    for p in objects:
        if p in state.players and n > 0:
            state.players[p].energy += n
            state.changes += 1
    return True


def sacrifice_cost(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"You may sacrifice another creature" (CR 118.12, 701.21a): the one chosen
    (``sacrifice_chosen``) is sacrificed. False while the choice waits."""
    chosen = sacrifice_chosen(state, work, objects)
    if chosen:
        sacrifice_these(state, work, work.item.controller, (chosen,))
    return chosen is not None


def sacrifice_unless(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"Sacrifice ~ unless you pay {1}{U}" (CR 118.12a: "you may pay {1}{U}. if you don't,
    sacrifice ~"): not paid (or not payable, 118.3), the source is sacrificed. False while
    the choice waits."""
    if not pay_optional(state, work, op, objects, n):
        return False
    current = state.resolving
    assert current is not None
    if current.unpaid:
        sacrifice_controlled(state, current, objects)
    return True


def exploit(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """Exploit's "you may sacrifice a creature" (CR 702.110a): ``sacrifice_cost``'s choice;
    the creature chosen is sacrificed and the source "exploits" it (702.110b: an
    ``Exploited`` event, logged first, so that one exploiting itself still triggers,
    603.10a). False while the choice waits."""
    chosen = sacrifice_chosen(state, work, objects)
    if chosen:
        state.log(Exploited, permanent=work.item.source, creature=chosen)
        sacrifice_these(state, work, work.item.controller, (chosen,))
    return chosen is not None
