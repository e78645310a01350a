"""Multikicker's parameters (CR 702.33c: "multikicker [cost]" means "you may pay an additional
[cost] any number of times as you cast this spell"; 702.33d: a spell whose multikicker cost
was paid at least once is kicked): ``sim.text.kicked_entering`` reads them,
``sim.rules.offspring`` asks how many times the cost is paid (as squad's, 702.157a) and
``sim.rules.kicked`` puts the counters on the permanent as it enters (614.1c)."""

from __future__ import annotations

#: "multikicker {1}{w}" (702.33c), value: the cost as printed, upper case ("{1}{W}")
MULTIKICKER = "multikicker"
#: "~ enters with a +1/+1 counter on it for each time it was kicked" (614.1c, 702.33c),
#: value: the kind of counter ("+1/+1")
KICKED_TIMES_COUNTERS = "enters with a counter for each time it was kicked"
#: the count "for each time it was kicked" (``sim.model.filters.Count``'s kind, 702.33c): how
#: many times the permanent's multikicker cost was paid (``Permanent.kicks``)
KICKED_TIMES = "times it was kicked"
