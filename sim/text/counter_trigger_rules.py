"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions
about +1/+1 counters put on permanents (CR 603.2, 122.6: counters put on a permanent on the
battlefield, or given to it as it enters):

* "whenever one or more +1/+1 counters are put on ~" (once per event: an instruction's
  counters on it, or those it entered with);
* "whenever one or more +1/+1 counters are put on ~ for the first time each turn" (the first
  such event on it this turn: it is a new object each time it enters, 400.7);
* "whenever a +1/+1 counter is put on ~" (once per counter put on it);
* "whenever one or more +1/+1 counters are put on a | another <kind> [you control]" (once per
  permanent of the kind per event; "it" / "that creature" that permanent).

``sim.rules.counter_triggers`` says when each triggers; ``sim.text.render_counter_triggers``
renders them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Filter
from sim.text.counter_trigger_subjects import (
    COUNTERS_PUT,
    KIND_SOME,
    SELF_EACH,
    SELF_FIRST,
    SELF_SOME,
)
from sim.text.trigger_rules import kind_filter


class CounterTriggerRules(Transformer[Token, Any]):
    """The counter trigger conditions of ``event_trigger``."""

    def plus_counters_on_self(self, c: list[Any]) -> tuple[str, str]:
        return COUNTERS_PUT, SELF_SOME

    def plus_counters_on_self_first(self, c: list[Any]) -> tuple[str, str]:
        return COUNTERS_PUT, SELF_FIRST

    def plus_counter_on_self(self, c: list[Any]) -> tuple[str, str]:
        return COUNTERS_PUT, SELF_EACH

    def plus_counters_on_kind(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"... are put on a | another <kind> [you control]" (122.6)."""
        return COUNTERS_PUT, KIND_SOME, kind_filter(c)
