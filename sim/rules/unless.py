"""Running "<instruction> unless <player> pays <cost>" (CR 118.12a: "unless" offers a player a
cost to pay as the spell or ability resolves; if it isn't paid, the instruction is done;
``sim.model.unless_verbs``).

The ``UNLESS`` op asks each player who may pay, in APNAP order (101.4): a ``PAY_CHOICE`` (yes
or no), offered only when they can pay the whole cost (118.3: the mana, 119.4: the life, the
objects — a player can't sacrifice, discard, exile or return what they don't have); having
chosen to pay objects, they choose them one at a time (a ``choose_sacrifice``,
``choose_discard``, ``choose_card`` or ``choose_return`` among theirs of the kind; when no more
fit than are needed, those are taken without asking), then pay (``sim.rules.cost_choices``).
The instruction after it (``SPARED``)
is then done if the cost was not paid (``Resolving.unpaid``, read by
``sim.rules.resolution``) — for "unless they pay", for the players who did not pay only
(``Resolving.unpaid_by``, read by ``sim.rules.effect_ops.run_op``).

While the choices are made, ``Resolving.chosen`` keeps them: ``<player>|yes``, ``<player>|no``,
``<player>|paying`` and the objects picked so far, ``+<id>``.
"""

from __future__ import annotations

import attrs

from sim.model import cost_parts as cp
from sim.model.damage_records import DamageEvent
from sim.model.decisions import DecisionKind
from sim.model.mana import ManaCost
from sim.model.may_verbs import MAY
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.stack_objects import (
    CARD_CHOICE,
    DISCARD_CHOICE,
    PAY_CHOICE,
    RETURN_CHOICE,
    SACRIFICE_CHOICE,
    Resolving,
)
from sim.model.state import GameState
from sim.model.unless_verbs import DAMAGE, LIFE, SPARED, THEY, UNLESS
from sim.rules import cost_choices
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay
from sim.rules.damage import damage_event
from sim.rules.effect_objects import who
from sim.rules.life import lose_life
from sim.rules.linked_exile import record_linked
from sim.rules.replacement import deal

#: the choice of an object for each kind of cost part, and its decision
_ASKING = {cp.SACRIFICE: (SACRIFICE_CHOICE, DecisionKind.CHOOSE_SACRIFICE),
           cp.DISCARD: (DISCARD_CHOICE, DecisionKind.CHOOSE_DISCARD),
           cp.EXILE: (CARD_CHOICE, DecisionKind.CHOOSE_CARD),
           cp.RETURN: (RETURN_CHOICE, DecisionKind.CHOOSE_RETURN)}
_YES, _NO, _PAYING = "yes", "no", "paying"


def payers(state: GameState, work: Resolving, op: Op, objects: list[str],
           spared: Op) -> list[str]:
    """The players who may pay, in APNAP order (CR 101.4): the one named (``objects``) or each
    player the ``spared`` instruction acts on ("they")."""
    named = objects
    if op.card == THEY:
        named = who(state, work, spared.who) if spared.who else []
        if op.if_paid == SPARED:  # "... or <cost>": those who didn't pay the first one
            named = [p for p in named if p in work.unpaid_by]
    return [p for p in state.apnap() if p in named]


def spared_after(ops: tuple[Op, ...], k: int) -> Op:
    """The instruction the ``UNLESS`` op ``k`` (and any other cost after it) spares."""
    while ops[k].verb == UNLESS:
        k += 1
    return ops[k]


def _mana(op: Op, n: int) -> ManaCost:
    """The mana an "unless" cost asks: "{X}" (the spell's X, CR 107.3) and "{1} for each
    <count>" (608.2h: ``n``, counted as it resolves) as generic mana."""
    return ManaCost.parse(f"{{{n}}}" if op.x or op.per is not None else op.rule)


def payable(state: GameState, work: Resolving, op: Op, player: str, n: int) -> bool:
    """Whether ``player`` can pay the whole cost now (CR 118.3, 119.4; having the source deal
    damage to them always can)."""
    if op.rule == DAMAGE:
        return True
    if op.cost is not None:
        return cost_choices.payable(state, player, work.item.source, (op.cost,))
    if op.rule == LIFE:
        return state.players[player].life >= op.amount
    return can_pay(state, player, _mana(op, n))


def _save(state: GameState, chosen: tuple[str, ...]) -> Resolving:
    current = state.resolving
    assert current is not None
    saved: Resolving = attrs.evolve(current, chosen=chosen)
    state.resolving = saved
    return saved


def unless(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """The "unless" choice (CR 118.12a): each player who may pay chooses, and pays; False
    while a choice waits. Then ``Resolving.unpaid`` (and ``unpaid_by`` for "they") say
    whether the spared instruction is done, and for whom."""
    chosen = work.chosen
    decided = dict(e.split("|") for e in chosen if "|" in e)
    damaged: list[DamageEvent] = []
    for player in payers(state, work, op, objects, spared_after(work.item.effect.ops,
                                                                 work.index)):
        if decided.get(player) in (_YES, _NO):
            continue
        if decided.get(player) != _PAYING:
            given = _NO
            if payable(state, work, op, player, n):
                given_now = answer(state, _save(state, chosen), PAY_CHOICE, (_YES, _NO))
                if given_now is None:
                    return False
                given = given_now
            if given == _NO or op.cost is None:
                if given == _YES and op.rule == DAMAGE:  # dealt once the choices are made
                    damaged.append(_damage(state, work, player, op.amount))
                elif given == _YES:
                    _pay_mana_or_life(state, work, op, player, n)
                chosen = (*chosen, f"{player}|{given}")
                decided[player] = given
                continue
            chosen = (*chosen, f"{player}|{_PAYING}")
            decided[player] = _PAYING
        picked = _picked(state, work, op, player, chosen)
        if picked is None or op.cost is None:
            return False
        cost_choices.pay(state, attrs.evolve(work.item, controller=player), (op.cost,), picked)
        if op.cost.verb == cp.EXILE:  # champion's exile, linked to its return (607.2k)
            record_linked(state, work, list(picked))
        chosen = (*(e for e in chosen if not e.startswith("+")), f"{player}|{_YES}")
        decided[player] = _YES
    current = state.resolving
    assert current is not None
    unpaid_by = tuple(p for p, d in decided.items() if d == _NO)
    nobody = not decided and op.card != THEY  # no player to pay (118.3): it is done
    unpaid = bool(unpaid_by) or nobody
    skip = not unpaid and work.item.effect.ops[current.index].if_paid == MAY  # "you may
    # <instruction> unless <player> pays <cost>": paid, not asked (603.5)
    state.resolving = attrs.evolve(current, chosen=(), unpaid=unpaid, index=current.index + skip,
                                   unpaid_by=unpaid_by if op.card == THEY else ())
    return not damaged or deal(state, damaged) is not None  # (waits for replacements: the
    # resolution goes on at the spared instruction once they are applied, 616.1)


def _damage(state: GameState, work: Resolving, player: str, amount: int) -> DamageEvent:
    """"has ~ deal N damage to them" (CR 120.3): noncombat damage from the source (as it is
    on the battlefield, else as it last existed; a spell: its card)."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return damage_event(state, source, player, amount, combat=False)
    return DamageEvent(source, player, amount, work.item.controller, combat=False)


def _picked(state: GameState, work: Resolving, op: Op, player: str,
            chosen: tuple[str, ...]) -> tuple[str, ...] | None:
    """The objects ``player`` pays the cost part with (CR 601.2h's way: one at a time), None
    while a choice waits; a part at random chooses none (701.9b)."""
    part = op.cost
    assert part is not None
    picked = tuple(e[1:] for e in chosen if e.startswith("+"))
    if not part.chosen:
        return picked
    while len(picked) < part.count:
        options = cost_choices.options(state, player, work.item.source, part, picked)
        if len(options) <= part.count - len(picked):
            return (*picked, *options)  # no choice: every one of them
        pick = answer(state, _save(state, chosen), _ASKING[part.verb][0], options)
        if pick is None:
            return None
        chosen = (*chosen, "+" + pick)
        picked = (*picked, pick)
    _save(state, chosen)
    return picked


def _pay_mana_or_life(state: GameState, work: Resolving, op: Op, player: str, n: int) -> None:
    """Pay the mana (logs ``CostPaid``) or the life (119.4: paying life is losing it)."""
    if op.rule == LIFE:
        lose_life(state, [player], op.amount, f"{work.item.name} (CR 118.12a)")
    else:
        pay(state, player, _mana(op, n))
    state.changes += 1


def asks_unless(work: Resolving) -> bool:
    """Whether the resolution ``work`` waits on an "unless" choice."""
    ops = work.item.effect.ops
    return work.index < len(ops) and ops[work.index].verb == UNLESS


def question(state: GameState, work: Resolving) -> tuple[str, DecisionKind, str,
                                                         tuple[str, ...]]:
    """Who answers the waiting "unless" choice, its kind, its words and its options."""
    op = work.item.effect.ops[work.index]
    decided = dict(e.split("|") for e in work.chosen if "|" in e)
    everyone = payers(state, work, op, _named(state, work, op),
                      spared_after(work.item.effect.ops, work.index + 1))
    player = next(p for p in everyone if decided.get(p) not in (_YES, _NO))
    if work.asking == PAY_CHOICE:
        what = f"pay the cost, or {work.item.name} does what it would (CR 118.12a)"
        return player, DecisionKind.CHOOSE_PAY, what, (_YES, _NO)
    part = op.cost
    assert part is not None
    picked = tuple(e[1:] for e in work.chosen if e.startswith("+"))
    options = cost_choices.options(state, player, work.item.source, part, picked)
    return player, _ASKING[part.verb][1], f"choose what to {part.verb} to pay (CR 118.12a)", \
        options


def _named(state: GameState, work: Resolving, op: Op) -> list[str]:
    return who(state, work, op.who) if op.who else []


__all__ = ["SPARED", "UNLESS", "asks_unless", "payable", "payers", "question", "spared_after",
           "unless"]
