"""A permanent its controller chooses as the instruction resolves, returned to its owner's hand
(CR 115.1: not a target; 400.7: a new object; 608.2c): "return a land you control to its
owner's hand" (a bounce land's), "return a blue or black creature you control to its owner's
hand", "return another creature you control ..." (``zone_verbs.RETURN_CHOSEN``: the permanents
it may be are the program's group ``Op.who``)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import Bounced
from sim.model.objects import Zone
from sim.model.stack_objects import RETURN_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.zone_verbs import RETURN_CHOSEN
from sim.rules.answers import answer
from sim.rules.targeting import in_group


def lands_of(state: GameState, player: str) -> tuple[str, ...]:
    """The lands ``player`` controls on the battlefield: what "return a land you control to
    its owner's hand" may choose."""
    return tuple(p.id for p in state.battlefield()
                 if p.controller == player and "Land" in p.card.types)


def options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The permanents the instruction waiting in ``work`` may return: its group's (the
    controller's, CR 115.1), or the controller's lands (a bounce land's instruction)."""
    item = work.item
    op = item.effect.ops[work.index]
    if op.verb == RETURN_CHOSEN:
        return tuple(in_group(state, item.effect.groups[int(op.who.split(":")[1])], item))
    return lands_of(state, item.controller)


def question(work: Resolving) -> str:
    """What the choice asks."""
    op = work.item.effect.ops[work.index]
    spec = work.item.effect.groups[int(op.who.split(":")[1])] \
        if op.verb == RETURN_CHOSEN else None
    return f"choose {spec.text if spec is not None else 'a land you control'} to return " \
        "to its owner's hand (CR 115.1, 400.7)"


def return_chosen(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                  n: int) -> bool:
    """"Return a creature you control to its owner's hand" (CR 115.1, 608.2c): the
    controller chooses one of the permanents of the group (``objects``) as it resolves — a
    ``RETURN_CHOICE`` when there are several (False while it waits); none, nothing happens
    (609.3) —; it goes to its owner's hand, a new object (400.7)."""
    if not objects:
        return True
    pick = objects[0] if len(objects) == 1 else answer(state, work, RETURN_CHOICE,
                                                       tuple(objects))
    if pick is None:
        return False
    perm = state.permanents[pick]
    state.move(pick, Zone.HAND)
    perm.controller = perm.owner  # a card in a hand is its owner's (400.3)
    state.log(Bounced, permanent=pick, source=work.item.source)
    return True
