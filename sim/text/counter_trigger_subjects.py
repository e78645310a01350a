"""The subjects of the trigger conditions about counters put on permanents
(``sim.text.counter_trigger_rules`` reads them, ``sim.rules.counter_triggers`` matches them;
CR 603.2, 122.6), apart from the rules so that the renderer can name them."""

from __future__ import annotations

#: "whenever one or more +1/+1 counters are put on ~" (once per event)
SELF_SOME = "self gets +1/+1 counters"
#: "whenever one or more +1/+1 counters are put on ~ for the first time each turn"
SELF_FIRST = "self gets +1/+1 counters first each turn"
#: "whenever a +1/+1 counter is put on ~" (once per counter)
SELF_EACH = "self gets a +1/+1 counter"
#: "whenever one or more +1/+1 counters are put on a <kind> [you control]" (a filter in
#: ``Triggered.about``; once per permanent of the kind per event)
KIND_SOME = "filter gets +1/+1 counters"

#: every subject of this module's (``sim.rules.counter_triggers`` answers them)
COUNTER_SUBJECTS = frozenset((SELF_SOME, SELF_FIRST, SELF_EACH, KIND_SOME))
#: the event of these conditions (``sim.model.events.CountersPut``)
COUNTERS_PUT = "CountersPut"
