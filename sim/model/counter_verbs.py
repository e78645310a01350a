"""The instructions changing the counters already on permanents (CR 122.1, 701.10): doubling
them. Split from ``sim.model.programs``, whose ``Op`` verbs they are (``sim.rules.
counter_doubling`` runs them, ``sim.text.counter_rules`` reads them)."""

from __future__ import annotations

#: "double the number of +1/+1 counters on <permanent>" (CR 701.10e): each permanent the
#: instruction names gets as many +1/+1 counters as it already has (``sim.rules.
#: counter_doubling``)
DOUBLE_PLUS = "double +1/+1 counters"

__all__ = ["DOUBLE_PLUS"]
