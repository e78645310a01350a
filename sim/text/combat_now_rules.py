"""The transformer rules of the Oracle grammar (``oracle.lark``) for what a creature can or must
do in combat this turn, an instruction's modification until end of turn (CR 611.2a): "~ can
attack this turn as though it didn't have defender" (702.3b: ``NO_DEFENDER``), "~ can block an
additional creature this turn", "target creature can block any number of creatures this turn"
(509.1a: ``Kw.BLOCK_ADDITIONAL``, each instance one more; ``Kw.BLOCK_ANY``), "all creatures able
to block target creature this turn do so" (509.1c: ``Kw.LURE``, a requirement on each creature
able to block it). Each is a quality the creature has until end of turn, not an ability it
could lose (``sim.model.ability_loss``); the declarations check them (``sim.legality``). Written
back by ``sim.text.render_durations``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.programs import END_OF_TURN
from sim.model.pump_verbs import NO_DEFENDER
from sim.text.effect_rules import Instruction, Who
from sim.text.they_group import THEY


class CombatNowRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def no_defender_now(self, c: list[Any]) -> Instruction:
        """"<creature> can attack this turn as though it didn't have defender" (CR 702.3b)."""
        return Instruction("modify", c[0], params=frozenset([(NO_DEFENDER, "")]),
                           duration=END_OF_TURN)

    def block_more_now(self, c: list[Any]) -> Instruction:
        """"<creature> can block an additional creature this turn" (CR 509.1a)."""
        return Instruction("modify", c[0], add=Kw.BLOCK_ADDITIONAL, duration=END_OF_TURN)

    def block_any_now(self, c: list[Any]) -> Instruction:
        """"<creature> can block any number of creatures this turn" (CR 509.1a)."""
        return Instruction("modify", c[0], add=Kw.BLOCK_ANY, duration=END_OF_TURN)

    def lured_now(self, c: list[Any]) -> Instruction:
        """"all creatures able to block <creature> this turn do so" (CR 509.1c)."""
        return Instruction("modify", c[-1], add=Kw.LURE, duration=END_OF_TURN)

    def they_cant_block(self, c: list[Any]) -> Instruction:
        """"those creatures | they can't block this turn" (CR 509.1b, 608.2c: the creatures
        named before, ``sim.text.they_group``)."""
        return Instruction("modify", Who("fixed", who=THEY), add=Kw.CANT_BLOCK,
                           duration=END_OF_TURN)
