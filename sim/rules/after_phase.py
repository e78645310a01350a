"""An additional combat phase "after this phase" (CR 500.8: directly after the current phase;
``Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)``, read only in an attack trigger's effect, so the
current phase is a combat phase): the turn goes on after it as it would have after this one
— with the phases added before, or else its postcombat main phase and ending phase."""

from __future__ import annotations

from sim.model.objects import Step
from sim.model.state import GameState
from sim.rules.extra_turns import add_phases

_COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                           Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT})


def combat_after_this_phase(state: GameState) -> None:
    """CR 500.8, 506.1: an additional combat phase directly after this combat phase."""
    if state.step not in _COMBAT_STEPS:
        return  # (an attack trigger resolves in its combat phase: not reached)
    if not state.phases:  # the rest of the turn: the postcombat main and ending phases
        state.phases = ("main", "end")
    add_phases(state, ("combat",))
