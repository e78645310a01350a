""""Whenever ~ crews a Vehicle" (``sim.text.crew_trigger_rules``; CR 702.122c) rendered back
to Oracle text: ``CREW_TRIGGER_WORDS``, which ``sim.text.render_triggers`` adds to its own."""

from __future__ import annotations

from sim.text.crew_trigger_rules import CREWED, SELF_CREWS
from sim.text.wording import Piece, alt

#: each (event, subject) as its wordings
CREW_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    (CREWED, SELF_CREWS): (alt("whenever ", "when "), "~ crews a vehicle"),
}
