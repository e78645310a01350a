"""Exerting a permanent (CR 701.43): as it attacks ("you may exert ~ as it attacks",
``sim.rules.combat.apply_exert``) or as a cost ("{T}, exert ~: ...", ``sim.model.cost_parts``
``EXERT``, paid by ``sim.rules.cost_choices``)."""

from __future__ import annotations

from sim.model.events import Exerted
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect
from sim.model.state import GameState


def exert(state: GameState, permanent: str) -> None:
    """Exert ``permanent`` (CR 701.43a: its controller chooses to have it not untap during
    their next untap step; 701.43b: a permanent may be exerted untapped or already exerted,
    a second exertion before that step adding nothing more, both effects ending there) and
    log ``Exerted`` ("whenever you exert a creature", 603.2)."""
    state.add_effect(Effect(frozenset({permanent}), Duration.NEXT_UNTAP,
                            add=Kw.DOESNT_UNTAP, description=f"{permanent}: exerted"))
    state.log(Exerted, permanent=permanent)
