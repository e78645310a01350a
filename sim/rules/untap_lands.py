"""Lands untapped as an instruction resolves, chosen then (issue 29, real decks; CR 701.26b,
608.2c): "untap up to two lands", "... up to three lands you control" (Frantic Search, Cloud
of Faeries; ``sim.model.player_verbs.UNTAP_LANDS``). They are no targets: the controller
chooses them one at a time as it resolves (a ``PERMANENT_CHOICE`` among the tapped lands not
chosen yet, and "none" to stop), up to the number; an untapped land is not offered
(untapping it would do nothing, 701.26b)."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.objects import stunned
from sim.model.stack_objects import PERMANENT_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.tapped_durations import untapped
from sim.rules.answers import answer

#: the answer that stops choosing
NONE = "none"


def options(state: GameState, work: Resolving, op: fx.Op | None = None) -> tuple[str, ...]:
    """The tapped lands the resolving instruction (``op``; the one waiting when None) may
    untap next (any player's, or its controller's for "lands you control"), then "none"."""
    op = work.item.effect.ops[work.index] if op is None else op
    player = work.item.controller
    lands = tuple(p.id for p in state.battlefield() if p.tapped and "Land" in p.card.types and
                  p.id not in work.chosen and (not op.rule or p.controller == player))
    return (*lands, NONE) if lands else ()


def untap_lands(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """Untap up to ``op.amount`` lands chosen one at a time (False while a choice waits)."""
    chosen = work.chosen
    while len(chosen) < op.amount:
        work = state.resolving = attrs.evolve(work, chosen=chosen)
        offered = options(state, work, op)
        if not offered:
            break
        pick = answer(state, work, PERMANENT_CHOICE, offered)
        if pick is None:
            return False
        current = state.resolving
        assert current is not None
        work = current
        if pick == NONE:
            break
        chosen += (pick,)
    for land in chosen:  # 701.26b; a stun counter removed instead (122.1d)
        perm = state.permanents[land]
        if perm.tapped and not stunned(perm):
            perm.tapped = False
            untapped(state, land)  # 701.26b
    state.resolving = attrs.evolve(work, chosen=())
    state.version += 1
    state.changes += 1
    return True
