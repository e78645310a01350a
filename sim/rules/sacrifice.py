"""Sacrificing permanents as an instruction or an optional cost resolves (CR 701.21a): the
one place that moves them, shared by ``sim.rules.effect_ops`` and
``sim.rules.optional_costs``."""

from __future__ import annotations

from sim.model.abilities import EXILE_IF_DIES
from sim.model.board import last_known_object
from sim.model.events import Died, Exiled, Sacrificed
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def sacrifice_these(state: GameState, work: Resolving, player: str,
                    chosen: tuple[str, ...]) -> None:
    """``player`` sacrifices ``chosen`` together (CR 701.21a): each goes to its owner's
    graveyard, a creature dying (700.4) — or exiled instead (614.1a)."""
    known = {pid: last_known_object(state, pid) for pid in chosen}  # 603.10a: at once
    for pid in chosen:
        state.log(Sacrificed, player=player, permanent=pid, reason=work.item.name)
        exile = state.permanents[pid].card.is_creature and any(
            kind == EXILE_IF_DIES for kind, _ in state.params(pid))
        state.move(pid, Zone.EXILE if exile else Zone.GRAVEYARD,  # 614.1a: exiled instead
                   known[pid])
        if exile:
            state.log(Exiled, permanent=pid, reason="sacrificed; exiled instead of dying")
        else:
            state.log(Died, permanent=pid, reason=f"sacrificed to {work.item.name} (CR 701.21a)")


def sacrifice_controlled(state: GameState, work: Resolving, objects: list[str]) -> bool:
    """"Sacrifice ~" (CR 701.21a): the controller sacrifices those of ``objects`` still on the
    battlefield under their control (one sacrifices only what one controls); whether any
    was."""
    player = work.item.controller
    mine = tuple(o for o in objects if o in state.permanents
                 and state.permanents[o].zone is Zone.BATTLEFIELD
                 and state.permanents[o].controller == player)
    sacrifice_these(state, work, player, mine)
    return bool(mine)
