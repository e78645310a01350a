"""The transformer rules of the Oracle grammar (``oracle.lark``) for fights and bites (issue
29, fight): "<creature> fights <creature>", "[you may] have <creature> fight <creature>" (CR
701.14a) and "<creature> deals damage to itself equal to its power" (CR 120.3).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Parsed
from sim.model.fight_verbs import BITE_ITSELF, EXILE_DAMAGED_BY, FIGHT, SACRIFICED_BITE
from sim.model.programs import BITE, ENCHANTED_CREATURE, EQUIPPED_CREATURE
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


def fighter(who: Any) -> bool:
    """Whether subject ``who`` may name a creature fighting or dealing damage: a target, ~,
    "it", "that creature", "enchanted | equipped creature" (never a group or a player)."""
    if who.kind == "fixed":
        return who.who in (ENCHANTED_CREATURE, EQUIPPED_CREATURE)
    return who.kind in ("target", "self") or who.kind == "it" and who.words in (
        "it", "that creature")


def ambiguous(first: Any, second: Any) -> bool:
    """Whether the second subject is "it | that creature" right after a first subject that
    names a new target ("target creature you control fights that creature"): the reader would
    take the first target for "it", so such an instruction is not read."""
    return bool(first.kind == "target" and second.kind == "it")


class FightRules(Transformer[Token, Any]):
    """Fights and bites; each method is named after a rule of ``oracle.lark``."""

    def fight(self, c: list[Any]) -> Instruction:
        """CR 701.14a: ``first`` names the first creature, as a bite's source."""
        if not (fighter(c[0]) and fighter(c[1])) or ambiguous(c[0], c[1]):
            raise Refused("fights")
        return Instruction("bite", c[1], FIGHT, first=Instruction("source", c[0]))

    def have_fight(self, c: list[Any]) -> Instruction:  # "you may have it fight ..."
        return self.fight(c)

    def self_bites(self, c: list[Any]) -> Instruction:  # "~ deals damage equal to its power"
        return Instruction("bite", c[0], BITE, first=Instruction("source", Who("self")))

    def sacrificed_bites(self, c: list[Any]) -> Instruction:  # Fling (608.2h)
        return Instruction("verb", c[0], SACRIFICED_BITE)

    def it_bites(self, c: list[Any]) -> Instruction:  # "it deals damage equal to its power"
        return Instruction("bite", c[0], BITE, first=Instruction("source", Who("it", "it")))

    def then_fight(self, c: list[Any]) -> Instruction:  # "then it fights ..." (608.2c)
        return c[0]  # type: ignore[no-any-return]

    def exile_damaged_by_self(self, c: list[Any]) -> Parsed:  # Frostwielder (614.1a)
        return Parsed(params=frozenset([(EXILE_DAMAGED_BY, "")]))

    def bite_itself(self, c: list[Any]) -> Instruction:  # CR 120.3
        if not (fighter(c[0]) or c[0].kind == "group"):
            raise Refused("deals damage to itself")
        return Instruction("verb", c[0], BITE_ITSELF)
