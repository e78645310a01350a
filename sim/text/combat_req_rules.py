"""The transformer rules of the Oracle grammar (``oracle.lark``) for attack and block
requirements and restrictions with conditions and filters (issue 29, attack requirements).

* "<subject> blocks this turn if able" (CR 509.1c, 611.2a): a requirement on the creature
  until end of turn, the ``BLOCKS_EACH_COMBAT`` ability "blocks this turn if able" stands for
  (``sim.text.keyword_names``), which ``sim.legality.constraints.compile_blocks`` makes one
  requirement of in each declare blockers step of the turn, as "attacks this turn if able"
  is in each declare attackers step (508.1d).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.programs import END_OF_TURN
from sim.text.effect_rules import Instruction


class CombatReqRules(Transformer[Token, Any]):
    """The grammar's attack and block requirement rules."""

    def blocks_now(self, c: list[Any]) -> Instruction:
        """"<subject> blocks this turn if able" (CR 509.1c, 611.2a)."""
        return Instruction("modify", c[0], add=Kw.BLOCKS_EACH_COMBAT, duration=END_OF_TURN)
