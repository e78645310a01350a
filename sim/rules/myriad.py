"""Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than
defending player, you may create a token that's a copy of this creature that's tapped and
attacking that player or a planeswalker they control. Exile the tokens at end of combat."

As the trigger resolves its controller chooses, opponent by opponent in turn order (101.4),
whether to create a token for that opponent and what it attacks: that player or a planeswalker
they control (a ``CHOOSE_ATTACKED`` decision whose options end with ``NO_TOKEN``). The tokens
are then created together, copies of the creature (707.2; as it last existed if it has left
the battlefield, 608.2h), each entering tapped and attacking what was chosen for it (508.4:
never declared as attackers, so "whenever ~ attacks" doesn't trigger). One delayed triggered
ability exiles them all at end of combat (603.7a, 603.7c, 511.2), created only when a token
was. In a two-player game there is no opponent other than defending player: the trigger does
nothing."""

from __future__ import annotations

import attrs

from sim.legality.constraints import defending_player
from sim.model import programs as fx
from sim.model.keyword_verbs import NO_TOKEN, THEM
from sim.model.stack_objects import ATTACKED, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.delayed import delay
from sim.rules.permanent_copies import last_copiable
from sim.rules.tokens import create_token


def _others(state: GameState, work: Resolving) -> list[str]:
    """The opponents of the trigger's controller other than the defending player of its
    source (506.2), in turn order (101.4); none outside combat or once the source has left
    combat (no defending player: CR 506.2, none to except)."""
    item = work.item
    if state.combat is None or item.source not in state.combat.attackers:
        defending = None
    else:
        defending = defending_player(state, item.source)
    if defending is None:
        return []
    return [p for p in state.opponents(item.controller) if p != defending]


def options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """What the token for the next opponent may attack (CR 702.116a): that player, a
    planeswalker they control, or ``NO_TOKEN``."""
    others = _others(state, work)
    done = len(work.chosen)
    if done >= len(others):
        return ()
    player = others[done]
    return (player, *(p.id for p in state.battlefield() if p.controller == player
                      and state.is_planeswalker(p.id)), NO_TOKEN)


def myriad(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """Myriad's instruction (CR 702.116a); False while a choice waits."""
    others = _others(state, work)
    while len(work.chosen) < len(others):
        pick = answer(state, work, ATTACKED, options(state, work))
        if pick is None:
            return False
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(*work.chosen, pick))
    attacked = [a for a in work.chosen if a != NO_TOKEN]
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=())
    values = last_copiable(state, work.item.source)
    if not attacked or values is None or state.combat is None:
        return True
    card, front = values
    made: list[str] = []
    for target in attacked:
        made += create_token(state, work.item.controller, card, tapped=True, attacking=target)
    if front is not None:  # a transformed creature's copy (707.8a)
        for pid in made:
            state.permanents[pid].front = front
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, made=tuple(made))
    delay(state, state.resolving, fx.Op(fx.EXILE, fx.CREATED, rule=THEM,
                                         delayed=fx.NEXT_END_OF_COMBAT), made)
    return True


__all__ = ["myriad", "options"]
