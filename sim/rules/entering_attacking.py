"""Cards put onto the battlefield attacking (CR 508.4): "return target creature card from your
graveyard to the battlefield tapped and attacking", "return ~ from your graveyard to the
battlefield tapped and attacking", "put a creature card from your hand onto the battlefield
tapped and attacking". As the card enters, its controller chooses which defending player or
planeswalker a defending player controls it attacks (an ``ATTACKED`` choice when there are
several, ``attack_options``). It is an attacking creature but was never declared as one, so
"whenever ~ attacks" doesn't trigger for it (508.4). Outside combat, or put onto the
battlefield by a player other than the attacking player, it enters tapped and attacks nothing
(506.3: only the active player's creatures attack)."""

from __future__ import annotations

from sim.model.stack_objects import ATTACKED, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer

#: ``attacked``'s answer while the choice waits (the instruction runs again once answered)
WAITING = "waiting"


def attack_options(state: GameState, item: StackItem) -> tuple[str, ...]:
    """What a creature ``item`` puts onto the battlefield attacking may attack (CR 508.4): a
    defending player or a planeswalker one controls, the one its source attacks first. None
    outside combat or for a player other than the attacking player (506.3)."""
    combat = state.combat
    if combat is None or item.controller != state.active:
        return ()
    options = [p for d in state.opponents(item.controller)
               for p in (d, *(w.id for w in state.battlefield()
                              if w.controller == d and state.is_planeswalker(w.id)))]
    first = combat.attackers.get(item.source)
    if first in options:
        options.remove(first)
        options.insert(0, first)
    return tuple(options)


def attacked(state: GameState, work: Resolving) -> str | None:
    """What the card the running instruction puts onto the battlefield attacking attacks (CR
    508.4): the only option, or the controller's answer among several; None when it can attack
    nothing (506.3: it enters tapped, not attacking); ``WAITING`` while the choice waits."""
    options = attack_options(state, work.item)
    if len(options) <= 1:
        return options[0] if options else None
    chosen = answer(state, work, ATTACKED, options)
    return WAITING if chosen is None else chosen


__all__ = ["WAITING", "attack_options", "attacked"]
