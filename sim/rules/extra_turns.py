"""Additional phases and extra turns (CR 500.7-500.8): added after the current phase or turn."""

from __future__ import annotations

from sim.model.objects import Step
from sim.model.state import GameState


def add_phases(state: GameState, added: tuple[str, ...]) -> None:
    """CR 500.8: ``added`` phases (``"combat"``, ``"main"``) come directly after the current
    phase, before any added earlier ("after this main phase, there is an additional combat
    phase followed by an additional main phase": 505.1a, the added main phase is a
    postcombat main phase). A combat play (``Span.COMBAT``) ends with its combat phase."""
    rest = state.phases
    if not rest:  # the usual order of the rest of the turn
        rest = ("combat", "main", "end") if state.step is Step.PRECOMBAT_MAIN else ("end",)
    state.phases = (*added, *rest)
    state.version += 1


def add_turn(state: GameState, player: str) -> None:
    """CR 500.7: ``player`` takes an extra turn directly after this one; of several, the
    most recently created is taken first."""
    state.extra_turns = (player, *state.extra_turns)
    state.version += 1
