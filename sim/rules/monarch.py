"""The monarch (CR 724): a designation a player can have, none until an effect makes a player
the monarch (724.1); only one player at a time (724.3: a player becoming the monarch takes
it from the one who was). The monarch has two inherent triggered abilities with no source,
controlled by the player who was the monarch as they triggered (724.2): "at the beginning of
the monarch's end step, that player draws a card" and "whenever a creature deals combat
damage to the monarch, its controller becomes the monarch" (``monarch_triggers``, asked by
``sim.rules.triggers`` for each step beginning and each damage event)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import DamageDealt, Event, StepBegan
from sim.model.objects import Step
from sim.model.programs import BECOME_MONARCH, DRAW, THAT, YOU, Op, Program
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState

#: the monarch's inherent triggered abilities' effects (CR 724.2)
_DRAW = Program("that player draws a card", ops=(Op(DRAW, YOU, amount=1),))
_TAKE = Program("its controller becomes the monarch",
                ops=(Op(BECOME_MONARCH, f"controller:{THAT}"),))


def monarch(state: GameState) -> str | None:
    """The monarch, or None while there is none (CR 724.1)."""
    for player in state.players.values():
        if player.monarch:
            return player.id
    return None


def become_monarch(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"<player> becomes the monarch" (CR 724.3): that player is the monarch, and no other
    player is; a player who has left the game can't become it (800.4a)."""
    for o in objects:
        player = state.players.get(o)
        if player is None or player.lost:
            continue
        for other in state.players.values():
            other.monarch = other.id == o
        state.version += 1
    return True


def monarch_triggers(state: GameState, e: Event) -> list[StackItem]:
    """The monarch's inherent triggered abilities that ``e`` triggers (CR 724.2): the
    beginning of the monarch's end step (the monarch is the active player), or combat damage
    a creature deals to the monarch (one trigger per creature, ``that`` the creature)."""
    king = monarch(state)
    if king is None:
        return []
    if isinstance(e, StepBegan) and e.step == Step.END and state.active == king:
        return [StackItem("", TRIGGER, king, "", "the monarch draws a card (CR 724.2)", _DRAW)]
    if isinstance(e, DamageDealt) and e.combat and e.target == king and e.amount > 0 and \
            e.source in state.permanents:
        return [StackItem("", TRIGGER, king, "", "its controller becomes the monarch "
                          "(CR 724.2)", _TAKE, that=e.source)]
    return []
