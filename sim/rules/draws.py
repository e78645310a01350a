"""Who draws (issue 29, draw round 2; CR 121.1): "you and target opponent each draw N cards"
(``sim.model.draw_verbs.YOU_TOO``): the controller and the other player, in APNAP order (CR
101.4: the active player first), each drawing the N cards."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.draw_verbs import MAY_DRAW, YOU_TOO
from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def drawers(state: GameState, work: Resolving, op: fx.Op, objects: list[str]) -> list[str]:
    """The players ``op`` makes draw: ``objects``, with its controller too under
    ``YOU_TOO``, each once, in APNAP order (CR 101.4)."""
    if op.rule != YOU_TOO:
        return objects
    players = {work.item.controller, *objects}
    return [p for p in state.apnap() if p in players]


__all__ = ["MAY_DRAW", "drawers"]
