"""The instructions changing the counters already on permanents (CR 122.1, 701.10): doubling
them. Split from ``sim.model.programs``, whose ``Op`` verbs they are (``sim.rules.
counter_doubling`` runs them, ``sim.text.counter_rules`` reads them)."""

from __future__ import annotations

#: "double the number of +1/+1 counters on <permanent>" (CR 701.10e): each permanent the
#: instruction names gets as many +1/+1 counters as it already has (``sim.rules.
#: counter_doubling``)
DOUBLE_PLUS = "double +1/+1 counters"

#: "put N +1/+1 | -1/-1 counters on a | another creature you control" (CR 122.1; 115.1, 608.2c:
#: not targeted, its controller chooses one of the group ``Op.who`` as it resolves): a verb
#: per kind of counter, ``CHOSEN_KINDS`` (``sim.rules.chosen_counters``)
COUNTER_CHOSEN = "put +1/+1 counters on a chosen one"
MINUS_CHOSEN = "put -1/-1 counters on a chosen one"
#: the kind of counter each verb puts
CHOSEN_KINDS = {COUNTER_CHOSEN: "+1/+1", MINUS_CHOSEN: "-1/-1"}

#: the amount of "remove all <kind> counters from <permanent>" (CR 122.1): a ``REMOVE_COUNTERS``
#: removes N or all of that kind the permanent has when it has fewer, so all of them
REMOVE_ALL = 1_000_000

__all__ = ["REMOVE_ALL", "CHOSEN_KINDS", "COUNTER_CHOSEN", "DOUBLE_PLUS", "MINUS_CHOSEN"]
