"""The transformer rules of the Oracle grammar (``oracle.lark``, its block "transforming
double-faced cards") for transforming permanents (CR 701.28, 712): the instruction "transform ~"
/ "transform it", an ``Op(TRANSFORM)`` that ``sim.rules.transform`` runs; the werewolves'
intervening "if" clauses about last turn's spells (603.4); daybound and nightbound (702.145),
parameters that ``sim.rules.day_night`` runs.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import DAY_AS_ENTERS, DAYBOUND, NIGHTBOUND, Parsed
from sim.model.zone_verbs import (
    EXILE_RETURN_TRANSFORMED,
    NO_SPELLS_LAST_TURN,
    RETURN_TRANSFORMED,
    TRANSFORM,
    TWO_SPELLS_LAST_TURN,
    UNDER_YOURS,
)
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused

#: the werewolves' intervening "if" clauses (CR 603.4) as an effect's first words:
#: ``sim.text.effect_text`` reads them, ``sim.text.render_effects`` writes them
SPELLS_LAST_TURN_CONDITIONS = (("if no spells were cast last turn, ", NO_SPELLS_LAST_TURN),
                               ("if a player cast two or more spells last turn, ",
                                TWO_SPELLS_LAST_TURN))


class TransformRules(Transformer[Token, Any]):
    """Transforming permanents; each method is named after a rule of ``oracle.lark``."""

    def transform_it(self, c: list[Any]) -> Instruction:
        """"transform ~" (CR 701.28a): only the source itself is read (a target or a group
        transforming is another clause)."""
        if c[0].kind not in ("self", "it"):
            raise Refused("transform")
        return Instruction("verb", c[0], TRANSFORM)

    def daybound(self, c: list[Any]) -> Parsed:
        """"Daybound" (CR 702.145a)."""
        return Parsed(params=frozenset([(DAYBOUND, "")]))

    def nightbound(self, c: list[Any]) -> Parsed:
        """"Nightbound" (CR 702.145d)."""
        return Parsed(params=frozenset([(NIGHTBOUND, "")]))

    def day_as_enters(self, c: list[Any]) -> Parsed:
        """"If it's neither day nor night, it becomes day as ~ enters" (CR 726.1)."""
        return Parsed(params=frozenset([(DAY_AS_ENTERS, "")]))

    def day_night_changes(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever day becomes night or night becomes day" (CR 726): not as it first becomes
        day or night (``sim.rules.triggers``)."""
        return "DayNightChanged", "changes"

    def self_transforms_into(self, c: list[Any]) -> tuple[str, str]:
        """"When ~ transforms into ~" (CR 701.28a): as it turns this face up."""
        return "Transformed", "self"

    def self_enters_or_transforms(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever ~ enters or transforms into ~" (CR 603.6a, 701.28a)."""
        return "Transformed", "self enters or transforms"

    def exile_return_transformed(self, c: list[Any]) -> Instruction:
        """"Exile ~, then return it to the battlefield transformed under its owner's control"
        (CR 712.14): only the source itself is read."""
        if c[0].kind not in ("self", "it"):
            raise Refused("exile and return transformed")
        return Instruction("verb", c[0], EXILE_RETURN_TRANSFORMED)

    def exile_return_transformed_yours(self, c: list[Any]) -> Instruction:
        """"Exile ~, then return it to the battlefield transformed under your control" (a
        Saga's last chapter, CR 714.2, 712.14): under the control of the ability's controller
        (110.2a), whoever owns it."""
        if c[0].kind not in ("self", "it"):
            raise Refused("exile and return transformed")
        return Instruction("verb", c[0], EXILE_RETURN_TRANSFORMED,
                           params=frozenset({(UNDER_YOURS, "")}))

    def tapped_and(self, c: list[Any]) -> bool:
        return True

    def return_transformed(self, c: list[Any]) -> Instruction:
        """"Return it to the battlefield [tapped and] transformed under its owner's control"
        (CR 712.14): "it", the card a dies trigger is about (``sim.rules.transform_moves``)."""
        if c[0].kind != "it":
            raise Refused("return transformed")
        return Instruction("verb", c[0], RETURN_TRANSFORMED, tapped=True in c[1:])

    def return_transformed_yours(self, c: list[Any]) -> Instruction:
        """"Return it to the battlefield [tapped and] transformed under your control" (CR
        110.2a, 712.14): under the control of the ability's controller (who controlled ~ as it
        died), whoever owns it."""
        if c[0].kind != "it":
            raise Refused("return transformed")
        return Instruction("verb", c[0], RETURN_TRANSFORMED, tapped=True in c[1:],
                           params=frozenset({(UNDER_YOURS, "")}))
