"""The transformer rules of the Oracle grammar (``oracle.lark``) for a counted permanent's
quality after "you control": "draw a card for each creature you control with a +1/+1 counter
on it" (CR 122.1: a permanent with at least one counter of that kind), "... for each creature
you control with power 4 or greater" (CR 208.1: its power now, through the layers). The count
is read as it is needed (608.2h for an instruction, 613.4c for a bonus) by
``sim.model.board.counted``, whose ``matches`` already reads ``Filter.counter`` and
``Filter.min_power``; ``sim.text.render_counts`` writes them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import OPPONENT, YOU, Count, Filter
from sim.text.cda_rules import COUNTER_WORDS, counted_thing
from sim.text.static_rules import Refused


def with_quality(words: str, who: str, quality: Filter) -> Filter:
    """The permanents ``words`` name, controlled as ``who`` says ("you", "opponent", "" any),
    with ``quality``'s counter, least or greatest power or keyword (one of them, which the
    kind has none of already)."""
    what = counted_thing(words)
    if who not in (YOU, OPPONENT, "") or what.zone or what.with_kw and quality.with_kw or \
            what.counter or what.min_power is not None or what.max_power is not None:
        raise Refused(words)
    return attrs.evolve(what, controller=who, counter=quality.counter,
                        min_power=quality.min_power, max_power=quality.max_power,
                        with_kw=quality.with_kw or what.with_kw)


class CountQualityRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def quality_counter(self, c: list[Any]) -> Filter:
        """"with a +1/+1 counter on it" (CR 122.1)."""
        return Filter(counter=COUNTER_WORDS[str(c[0])])

    def quality_min_power(self, c: list[Any]) -> Filter:
        """"with power N or greater" (CR 208.1)."""
        return Filter(min_power=int(c[0]))

    def count_permanents_with(self, c: list[Any]) -> Count:
        """"<permanents> you control with <quality>": the count of ``count_permanents``
        narrowed by the quality."""
        return Count(what=with_quality(str(c[0]), str(c[1]), c[2]))
