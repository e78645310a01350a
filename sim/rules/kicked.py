"""What a kicked permanent enters with beyond its kicker's counters (CR 702.33d: "if ~ was
kicked, it enters with two +1/+1 counters on it and with flying"; 614.1c: a replacement effect
on its entering): the keyword, an effect on it from the moment it enters (layer 6, 613.1f) for
as long as it stays on the battlefield (400.7: a new object after it leaves); multikicker's
"~ enters with a +1/+1 counter on it for each time it was kicked" (702.33c: one counter for
each time its multikicker cost was paid, ``StackItem.kicks``). Kicker's counters are
``sim.rules.tokens.enters_with_counters``'."""

from __future__ import annotations

from sim.model.abilities import KICKED_COUNTERS
from sim.model.multikicker import KICKED_TIMES_COUNTERS
from sim.model.objects import Duration, Effect
from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.rules.counters import put_on
from sim.text.keyword_names import KEYWORDS
from sim.text.kicked_entering import kicked_keyword


def kicked_abilities(state: GameState, item: StackItem) -> None:
    """The permanent the kicked spell ``item`` became, just entered, gains the keyword of its
    "if ~ was kicked, it enters with ... and with <keyword>" and the counters of its "enters
    with a +1/+1 counter on it for each time it was kicked"."""
    perm = state.permanents[item.source]
    if not item.kicked:
        return
    perm.kicks = item.kicks  # "for each time it was kicked" (702.33c)
    for kind, value in perm.card.params:
        keyword = kicked_keyword(value) if kind == KICKED_COUNTERS else ""
        if keyword:
            state.add_effect(Effect(frozenset({item.source}), Duration.INDEFINITE,
                                    add=KEYWORDS[keyword], description=perm.card.name))
        if kind == KICKED_TIMES_COUNTERS and item.kicks:
            put_on(state, perm, value, item.kicks, entering=True)  # 122.6
