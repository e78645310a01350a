"""What a kicked permanent enters with beyond its counters (CR 702.33d: "if ~ was kicked, it
enters with two +1/+1 counters on it and with flying"; 614.1c: a replacement effect on its
entering): the keyword, an effect on it from the moment it enters (layer 6, 613.1f) for as long
as it stays on the battlefield (400.7: a new object after it leaves). The counters are
``sim.rules.tokens.enters_with_counters``'."""

from __future__ import annotations

from sim.model.abilities import KICKED_COUNTERS
from sim.model.objects import Duration, Effect
from sim.model.state import GameState
from sim.text.keyword_names import KEYWORDS
from sim.text.kicked_entering import kicked_keyword


def kicked_abilities(state: GameState, pid: str) -> None:
    """The permanent ``pid``, just entered, gains the keyword of its "if ~ was kicked, it
    enters with ... and with <keyword>" when it was a kicked spell."""
    perm = state.permanents[pid]
    if not perm.kicked:
        return
    for kind, value in perm.card.params:
        keyword = kicked_keyword(value) if kind == KICKED_COUNTERS else ""
        if keyword:
            state.add_effect(Effect(frozenset({pid}), Duration.INDEFINITE,
                                    add=KEYWORDS[keyword], description=perm.card.name))
