"""The transformer rules of the Oracle grammar (``oracle.lark``) for attack and block
requirements and restrictions with conditions and filters (issue 29, attack requirements).

* "<subject> blocks this turn if able" (CR 509.1c, 611.2a): a requirement on the creature
  until end of turn, the ``BLOCKS_EACH_COMBAT`` ability "blocks this turn if able" stands for
  (``sim.text.keyword_names``), which ``sim.legality.constraints.compile_blocks`` makes one
  requirement of in each declare blockers step of the turn, as "attacks this turn if able"
  is in each declare attackers step (508.1d).
* "<subject> attacks this combat if able" (508.1d, 611.2a): "attacks this turn if able"
  (``ATTACKS_EACH_TURN``) until end of combat; after a modification of the same subject, "...
  gains haste until end of turn and attacks this combat if able" (two modifications).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.programs import END_OF_COMBAT, END_OF_TURN
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


class CombatReqRules(Transformer[Token, Any]):
    """The grammar's attack and block requirement rules."""

    def blocks_now(self, c: list[Any]) -> Instruction:
        """"<subject> blocks this turn if able" (CR 509.1c, 611.2a)."""
        return Instruction("modify", c[0], add=Kw.BLOCKS_EACH_COMBAT, duration=END_OF_TURN)

    def attacks_combat(self, c: list[Any]) -> Instruction:
        """"<subject> attacks this combat if able" (CR 508.1d, 611.2a)."""
        return Instruction("modify", c[0], add=Kw.ATTACKS_EACH_TURN, duration=END_OF_COMBAT)

    def modify_attacks_combat(self, c: list[Any]) -> Instruction:
        """"<subject> gains haste until end of turn and attacks this combat if able": the
        modification, then the requirement of the same subject (a target named again as
        "it"; a group is not named twice)."""
        who: Who = c[0]
        if who.kind == "group" or who.also is not None:
            raise Refused("and attacks this combat")
        again = Who("it", "it") if who.kind == "target" else who
        first = attrs.evolve(c[1], who=who, duration=c[2])
        return Instruction("sequence", first=first, second=self.attacks_combat([again]))
