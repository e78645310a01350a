"""Which activated abilities record which object their source is as they are activated
(``StackItem.moves``, CR 400.7: a permanent that left the battlefield and came back is a new
object): those that function in a graveyard (113.6k, ``functions_in_graveyard``) and those
whose effect lasts while their source remains on the battlefield or controlled (611.2b,
``sim.model.control_durations``) or that exchange control of their source (701.12a)."""

from __future__ import annotations

from sim.model.control_durations import DURATION_WORDS
from sim.model.control_verbs import EXCHANGE_CONTROL
from sim.model.may_verbs import functions_in_graveyard
from sim.model.programs import GAIN_CONTROL, SELF, Program


def tracks_source(program: Program | None) -> bool:
    """Whether an activated ability whose effect is ``program`` records its source's
    ``Permanent.moves`` as it is activated."""
    return program is not None and (functions_in_graveyard(program) or any(
        op.verb == GAIN_CONTROL and op.duration in DURATION_WORDS or
        op.verb == EXCHANGE_CONTROL and op.rule == SELF for op in program.ops))


__all__ = ["tracks_source"]
