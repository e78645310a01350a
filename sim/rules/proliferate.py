"""Proliferate (CR 701.34a): the controller chooses any number of permanents and/or players
that have a counter, then gives each one additional counter of each kind already there. The
choice is one ``CARD_CHOICE`` at a time (a permanent's or a player's id, or "none" once done;
``sim.rules.priority`` asks through ``sim.rules.library.look_question``); the counters are then
given all at once. Players' counters the engine keeps are poison counters (``Player.poison``).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.counters import put_on

#: the answer that ends the choice of what gets counters ("any number", 701.34a: zero too)
DONE = "none"


def candidates(state: GameState, chosen: tuple[str, ...]) -> tuple[str, ...]:
    """The permanents on the battlefield with a counter, then the players with poison counters
    (in turn order), not chosen yet (CR 701.34a: any of them, an opponent's too)."""
    out = [p.id for p in state.battlefield() if p.id not in chosen
           and any(n > 0 for n in p.counters.values())]
    out += [pid for pid in state.turn_order if pid not in chosen
            and state.players[pid].poison > 0 and not state.players[pid].lost]
    return tuple(out)


def question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]] | None:
    """The next choice of a resolving proliferate: ``(CARD_CHOICE, prompt, options)``, or None
    once there is nothing left to choose."""
    left = candidates(state, work.chosen)
    if not left:
        return None
    return CARD_CHOICE, "proliferate: choose a permanent or player with a counter to give " \
        "another counter of each kind it has, or 'none' when done (CR 701.34a)", (*left, DONE)


def proliferate(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """"Proliferate" (CR 701.34a): the choices one at a time (False while one waits), then
    each permanent chosen gets one more counter of each kind it has, each player one more
    poison counter."""
    while work.chosen[-1:] != (DONE,):
        asked = question(state, work)
        if asked is None:
            break
        pick = answer(state, work, CARD_CHOICE, asked[2])
        if pick is None:
            return False
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(*current.chosen, pick))
    for pid in work.chosen:
        if pid in state.players:
            state.players[pid].poison += 1
        elif pid in state.permanents:
            perm = state.permanents[pid]
            for kind in [k for k, v in perm.counters.items() if v > 0]:
                put_on(state, perm, kind, 1)  # 701.34a: one more of each kind (122.6)
    state.resolving = attrs.evolve(work, chosen=())
    state.version += 1
    state.changes += 1
    return True

