""""Whenever you cast a <color> spell or a <kind> enters under your control" rendered back to
Oracle text (CR 603.2, 700.4; read by ``sim.text.cast_or_enters_rules``): the spell's half,
then the entering permanent's as ``sim.text.render_triggers.filtered_trigger`` writes it
alone."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.programs import Triggered
from sim.text.cast_or_enters_rules import CAST_OR_ENTERS
from sim.text.trigger_rules import FILTERED
from sim.text.wording import Piece, alt


def cast_or_enters(t: Triggered, filtered: Callable[[Triggered], Piece]) -> Piece:
    """The condition's wordings; ``filtered`` writes "whenever a <kind> enters ..."."""
    color = t.subject[len(CAST_OR_ENTERS):]
    entering = filtered(attrs.evolve(t, event="Entered", subject=FILTERED))
    assert isinstance(entering, tuple)
    return (alt("whenever ", "when "), "you cast ", alt("a ", "an "), color, " spell or ",
            *entering[1:])
