"""The transformer rules of the Oracle grammar (``oracle.lark``) for the instructions that switch
or double a creature's power and toughness until end of turn (``sim.model.pt_verbs``): "switch
target creature's power and toughness until end of turn" (CR 613.4d), "double ~'s power until
end of turn", "double the power and toughness of each creature you control until end of turn"
(701.10b). Each becomes a ``verb`` instruction on its subject (``sim.rules.pt_changes`` runs it,
always until end of turn: the only duration read).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.programs import ENCHANTED_CREATURE, EQUIPPED_CREATURE
from sim.model.pt_verbs import DOUBLE_BOTH, DOUBLE_POWER, DOUBLE_TOUGHNESS, SWITCH_PT
from sim.model.target_specs import TargetSpec
from sim.text.effect_rules import Instruction, Who

#: the creature each possessive names
_OWNERS = {"~'s": Who("self"), "its": Who("it", "it"),
           "that creature's": Who("it", "that creature"),
           "target creature's": Who("target", spec=TargetSpec("target creature",
                                                              frozenset({"creature"}))),
           "equipped creature's": Who("fixed", who=EQUIPPED_CREATURE),
           "enchanted creature's": Who("fixed", who=ENCHANTED_CREATURE)}

#: the doubling verb of each characteristic's words (701.10b)
_DOUBLINGS = {"power": DOUBLE_POWER, "toughness": DOUBLE_TOUGHNESS,
              "power and toughness": DOUBLE_BOTH}


class PtVerbRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def pt_owner(self, tokens: list[Any]) -> Who:
        return _OWNERS[" ".join(str(t) for t in tokens)]

    def pt_words(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def switch_pt(self, c: list[Any]) -> Instruction:
        """"switch <creature>'s power and toughness until end of turn" (CR 613.4d)."""
        who = next(x for x in c if isinstance(x, Who))
        return Instruction("verb", who, SWITCH_PT)

    def double_pt(self, c: list[Any]) -> Instruction:
        """"double <creature>'s power | toughness | power and toughness until end of turn" (CR
        701.10b)."""
        who = next(x for x in c if isinstance(x, Who))
        words = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        return Instruction("verb", who, _DOUBLINGS[words])
