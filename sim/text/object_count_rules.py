"""The transformer rules of the Oracle grammar (``oracle.lark``) for an object's power,
toughness or mana value as an amount (CR 208.1, 202.3, 608.2h): "you gain life equal to its
toughness", "you lose life equal to that creature's toughness", "... equal to the sacrificed
creature's toughness" (601.2h, 602.2b: the permanent sacrificed to pay the cost, as it last
existed on the battlefield, 113.7a). "its" and "that creature's" name the object the
instruction before acted on; ``sim.text.object_counts`` settles which as the effect's
sentences are read in order (the count's ``on`` is pending until then).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any, cast

import attrs
from lark import Token, Transformer

from sim.model.filters import (
    BLOCKING_IT,
    COUNTERS_ON_SELF,
    SACRIFICED,
    SOURCE_MANA_VALUE,
    SOURCE_POWER,
    SOURCE_TOUGHNESS,
    Count,
)
from sim.model.programs import GAIN_LIFE, LOSE_LIFE, YOU
from sim.text.cda_rules import CdaRules
from sim.text.effect_rules import Instruction
from sim.text.object_counts import PENDING_IT, PENDING_THAT
from sim.text.static_rules import Refused
from sim.text.where_x_rules import WhereXRules

#: each quality's count (CR 208.1, 202.3)
_KINDS = {"power": SOURCE_POWER, "toughness": SOURCE_TOUGHNESS, "mana value": SOURCE_MANA_VALUE}


class ObjectCountRules(Transformer[Token, Any]):
    """An object's quality as an amount; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def object_quality(self, tokens: list[Any]) -> str:
        return _KINDS[" ".join(str(t) for t in tokens)]

    sacrificed_quality = object_quality

    def that_noun(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def count_its_quality(self, c: list[Any]) -> tuple[Count, str]:
        """"its toughness | mana value": whose, ``where_x`` and ``sim.text.object_counts``
        decide (as "its power")."""
        return Count(c[0]), "its"

    def count_that_quality(self, c: list[Any]) -> tuple[Count, str]:
        """"that creature's toughness": of the one object named before (608.2h)."""
        return Count(c[1]), "that"

    def count_sacrificed(self, c: list[Any]) -> Count:
        """"the sacrificed creature's power | toughness | mana value" (601.2h, 608.2h)."""
        return Count(c[0], on=SACRIFICED)

    def count_blocking_it(self, c: list[Any]) -> Count:
        """"creature blocking it [beyond the first]" (509.1h; 107.1b: no fewer than none):
        the blockers of the object "it" names, settled by ``sim.text.object_counts``."""
        return Count(BLOCKING_IT, plus=-1 if str(c[0]).endswith("first") else 0,
                     on=PENDING_IT)

    def draw_equal(self, c: list[Any]) -> Instruction:
        """"draw cards equal to <count>" (CR 121.1, 608.2h: counted as it resolves): "its
        power", "the number of oil counters on it" of the object "it" names (settled by
        ``sim.text.object_counts``: counters only on the source)."""
        counted, whose = c[-1] if isinstance(c[-1], tuple) else (c[-1], "")
        if whose in ("its", "that") or counted.kind == COUNTERS_ON_SELF and whose != "~":
            # "its power", "the number of oil counters on it": whose is settled later
            counted = attrs.evolve(counted, on=PENDING_THAT if whose == "that" else PENDING_IT)
        return Instruction("draw", amount=1,
                           count=attrs.evolve(counted, where_x=True, equal_to=True))

    def gain_life_each_card(self, c: list[Any]) -> Instruction:
        """"you gain 2 life for each card in your hand" (CR 119.1, 608.2h): the life times
        the cards counted as it resolves; only "you" gains it, a fixed amount."""
        who, (n, x) = c[0], c[1]
        if who.kind != "fixed" or who.who != YOU or x:
            raise Refused("gains life")
        words = str(c[2]).split()[2:]  # after "for each"
        what = CdaRules.zone_card(cast(CdaRules, self), words)
        return Instruction("counted", who, GAIN_LIFE, n, count=Count(what=what))

    def lose_life_equal(self, c: list[Any]) -> Instruction:
        """"<player> loses life equal to <count>" (CR 119.3, 608.2h): "loses X life, where X
        is <count>" in other words (``Count.equal_to``)."""
        step = WhereXRules.where_x(cast(WhereXRules, self),
                                   [Instruction("counted", c[0], LOSE_LIFE, 1, True), c[1]])
        assert step.count is not None
        return attrs.evolve(step, count=attrs.evolve(step.count, equal_to=True))
