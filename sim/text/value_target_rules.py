"""The transformer rules of the Oracle grammar (``oracle.lark``) for a spell target whose mana
value is bounded by a count (CR 107.3, 202.3): "counter target spell with mana value X or less,
where X is the number of Faeries you control" (``TargetSpec.value_count``, counted as the
target is chosen and again as it resolves by ``sim.rules.value_targets``; rendered back by
``sim.text.render_targets``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import YOU, Count
from sim.text.cda_rules import counted_thing
from sim.text.effect_rules import Who


class ValueTargetRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def target_spell_mv_x(self, c: list[Any]) -> Who:
        """"target <spell> with mana value x or less, where x is <count>" (CR 107.3, 202.3;
        ``sim.rules.value_targets``)."""
        count: Count = c[1]
        return Who("target", spec=attrs.evolve(c[0], value_count=count))

    def spell_value_count(self, c: list[Any]) -> Count:
        """"the number of <permanents> you control" (CR 604.3, ``counted_thing``)."""
        return Count(what=attrs.evolve(counted_thing(str(c[0])), controller=YOU))
