"""Which activated abilities record which object their source is as they are activated
(``StackItem.moves``, CR 400.7: a permanent that left the battlefield and came back is a new
object): those that function in a graveyard (113.6k, ``functions_in_graveyard``) and those
whose effect lasts while their source remains on the battlefield or controlled (611.2b,
``sim.model.control_durations``) or that exchange control of their source (701.12a)."""

from __future__ import annotations

from sim.model.control_durations import DURATION_WORDS
from sim.model.control_verbs import EXCHANGE_CONTROL
from sim.model.may_verbs import FROM_GRAVEYARD
from sim.model.programs import GAIN_CONTROL, SELF, Program


def tracks_source(program: Program | None) -> bool:
    """Whether an activated ability whose effect is ``program`` records its source's
    ``Permanent.moves`` as it is activated (one pass over its instructions: it is asked at
    each activation)."""
    if program is None:
        return False
    for op in program.ops:
        verb = op.verb
        if verb in FROM_GRAVEYARD or verb == GAIN_CONTROL and op.duration in DURATION_WORDS \
                or verb == EXCHANGE_CONTROL and op.rule == SELF:
            return True
    return False


__all__ = ["tracks_source"]
