"""Countering spells and abilities (CR 701.6): "counter target spell [unless its controller
pays {N}]" (118.12) and what ward's trigger and a counterspell do to what they counter. Split
out of ``sim.rules.effect_ops``.
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.abilities import CANT_BE_COUNTERED
from sim.model.events import CostPaid, Countered
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.stack_objects import PAY_CHOICE, SPELL, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer as ask
from sim.rules.costs import can_pay, pay


def counter_unless_paid(state: GameState, work: Resolving, target: StackItem, n: int,
                         exile: bool = False) -> bool:
    """Counter ``target`` unless its controller pays {N} (118.12): a ``PAY_CHOICE`` for that
    player when they can pay (False while it waits); countered without a choice when they
    can't (118.3)."""
    cost = ManaCost.parse(f"{{{n}}}")
    if n and can_pay(state, target.controller, cost):
        answer = ask(state, work, PAY_CHOICE, ("yes", "no"))
        if answer is None:
            return False
        if answer == "yes":
            pay(state, target.controller, cost)
            state.log(CostPaid, player=target.controller, amount=n)
            return True
    counter(state, target, work.item.name, exile)
    return True


def counter_spell(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"Counter target spell [unless its controller pays {N}]" (CR 701.6a, 118.12): the spell
    leaves the stack without resolving — unless it can't be countered (101.2: then nothing
    happens to it). An activated or triggered ability is countered the same way (701.6a),
    whatever its source's card says of spells."""
    target = next((i for i in state.stack if i.id in objects), None)
    if target is None or target.kind == SPELL and \
            (CANT_BE_COUNTERED, "") in state.permanents[target.source].card.params:
        return True
    if n:
        return counter_unless_paid(state, work, target, n, op.rule == fx.EXILE_COUNTERED)
    counter(state, target, work.item.name, op.rule == fx.EXILE_COUNTERED)
    return True


def counter(state: GameState, target: StackItem, reason: str, exile: bool = False) -> None:
    """Counter ``target`` (CR 701.6a): it leaves the stack without resolving; a spell's card
    goes to its owner's graveyard (a permanent spell never enters the battlefield); a copy of a
    spell has no card and ceases to exist (707.10a). ``exile``: "exile it instead of putting
    it into its owner's graveyard" (614.1a)."""
    state.stack.remove(target)
    if target.kind == SPELL and not target.copy and \
            state.permanents[target.source].zone is Zone.STACK:  # a copy ceases to exist
        state.move(target.source, Zone.EXILE if exile else Zone.GRAVEYARD)
    state.version += 1
    state.changes += 1
    state.log(Countered, item=target.id, name=target.name, reason=reason)
