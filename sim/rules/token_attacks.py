"""Tokens created tapped and attacking each opponent (CR 111.2, 508.4;
``sim.model.token_attack_verbs``): "for each opponent, create a 1/1 ... token that's tapped
and attacking that player [or a planeswalker they control]"."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.objects import PLUS
from sim.model.stack_objects import ATTACKED, Resolving
from sim.model.state import GameState
from sim.model.token_attack_verbs import OR_PLANESWALKER
from sim.rules.answers import choose_each
from sim.rules.tokens import create_token, spec_card


def tokens_at_each_opponent(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                            n: int) -> bool:
    """For each opponent of the controller (CR 102.3, in turn order), ``op.count`` tokens
    created tapped and attacking that opponent (508.4: put onto the battlefield attacking,
    never declared as attackers, so "whenever ~ attacks" does not trigger) — or, with "or a
    planeswalker they control", attacking the one of that opponent and their planeswalkers
    the controller chooses (an ``ATTACKED`` choice per opponent with a planeswalker; False
    while one waits). Outside combat, or for a player other than the attacking player, the
    tokens enter tapped but not attacking (506.3, as other "tapped and attacking" tokens)."""
    spec = op.token
    assert spec is not None
    item = work.item
    me = item.controller
    opponents = state.opponents(me)
    fighting = state.combat is not None and me == state.active
    chosen: tuple[str, ...] = tuple(opponents)
    if fighting and op.rule == OR_PLANESWALKER:
        def question(done: tuple[str, ...]) -> tuple[str, tuple[str, ...], int] | None:
            return None if len(done) >= len(opponents) else (
                me, _attackable(state, opponents[len(done)]), 1)

        answered = choose_each(state, work, ATTACKED, question)
        if answered is None:
            return False
        work, chosen = answered
        state.resolving = attrs.evolve(work, chosen=())
    card = spec_card(spec)
    made: list[str] = []
    for attacked in chosen:
        made += create_token(state, me, card, count=op.count, tapped=op.tapped,
                             attacking=attacked if fighting else None,
                             counters={PLUS: spec.counters})
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, made=tuple(made))
    return True


def _attackable(state: GameState, player: str) -> tuple[str, ...]:
    """``player`` and the planeswalkers they control (CR 508.4: what a token entering
    attacking "that player or a planeswalker they control" may attack)."""
    return (player, *(w.id for w in state.battlefield()
                      if w.controller == player and state.is_planeswalker(w.id)))


def each_opponent_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The ``ATTACKED`` choice's options for the opponent whose tokens are next (in turn
    order, after those chosen so far): that opponent and their planeswalkers (508.4)."""
    opponents = state.opponents(work.item.controller)
    done = len(work.chosen)
    return _attackable(state, opponents[done]) if done < len(opponents) else ()
