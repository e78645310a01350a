"""Sacrificing permanents as an instruction or an optional cost resolves (CR 701.21a): the
one place that moves them (``sacrifice_these``), shared by ``sim.rules.effect_ops`` and
``sim.rules.optional_costs``; the instructions "sacrifice ~" (``sacrifice_it``) and the
upkeep costs' "pay or sacrifice" (``sacrifice_unless_kept``); edicts are ``sim.rules.edicts``'s."""

from __future__ import annotations

import attrs

from sim.model.board import last_known_object
from sim.model.events import Died, Exiled, Sacrificed
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules import upkeep
from sim.rules.exile_instead import exiled_instead


def sacrifice_these(state: GameState, work: Resolving, player: str,
                    chosen: tuple[str, ...]) -> None:
    """``player`` sacrifices ``chosen`` together as ``work`` resolves (``sacrifice_for``)."""
    sacrifice_for(state, player, chosen, work.item.name)


def sacrifice_for(state: GameState, player: str, chosen: tuple[str, ...], name: str) -> None:
    """``player`` sacrifices ``chosen`` together for ``name`` (an instruction or a cost, CR
    701.21a): each goes to its owner's graveyard, a creature dying (700.4) — or exiled
    instead (614.1a)."""
    known = {pid: last_known_object(state, pid) for pid in chosen}  # 603.10a: at once
    for pid in chosen:
        state.log(Sacrificed, player=player, permanent=pid, reason=name)
        exile = exiled_instead(state, pid)  # (``sim.rules.exile_instead``)
        state.move(pid, Zone.EXILE if exile else Zone.GRAVEYARD,  # 614.1a: exiled instead
                   known[pid])
        if exile:
            state.log(Exiled, permanent=pid, reason="sacrificed; exiled instead of dying")
        else:
            state.log(Died, permanent=pid, reason=f"sacrificed to {name} (CR 701.21a)")


def sacrifice_controlled(state: GameState, work: Resolving, objects: list[str]) -> bool:
    """"Sacrifice ~" (CR 701.21a): the controller sacrifices those of ``objects`` still on the
    battlefield under their control (one sacrifices only what one controls); whether any
    was."""
    mine = _controlled(state, work, objects)
    sacrifice_these(state, work, work.item.controller, mine)
    return bool(mine)


def sacrifice_it(state: GameState, work: Resolving, op: Op, objects: list[str],
                 n: int) -> bool:
    """"Sacrifice ~" (CR 701.21a): the ability's controller sacrifices it, if it is still on the
    battlefield under their control (one can sacrifice only a permanent one controls)."""
    done = sacrifice_controlled(state, work, objects)
    state.resolving = attrs.evolve(work, unpaid=not done)  # "if you do" (118.12)
    return True


def sacrifice_unless_kept(state: GameState, work: Resolving, op: Op, objects: list[str],
                          n: int) -> bool:
    """Echo, cumulative upkeep, fading (CR 702.30a, 702.24a, 702.32a; ``sim.rules.upkeep
    .kept``): not kept, its controller sacrifices it (701.21a)."""
    player = work.item.controller
    mine = _controlled(state, work, objects)
    done = upkeep.kept(state, work, op, mine)
    if done is None:
        return False  # the choice waits
    if not done:
        sacrifice_these(state, work, player, mine)
    return True


def _controlled(state: GameState, work: Resolving, objects: list[str]) -> tuple[str, ...]:
    """Those of ``objects`` on the battlefield under the controller of ``work``'s item."""
    player = work.item.controller
    return tuple(o for o in objects if o in state.permanents
                 and state.permanents[o].zone is Zone.BATTLEFIELD
                 and state.permanents[o].controller == player)
