"""The transformer rules of the Oracle grammar (``oracle.lark``) for an evasion restriction an
instruction gives until end of turn (CR 509.1b, 611.2a): "target creature you control can't be
blocked by creatures with power 2 or less this turn" — the same parameter as the printed "~
can't be blocked by creatures with power 2 or less" (``NOT_BY_POWER_AT_MOST``,
``NOT_BY_POWER_AT_LEAST``), carried by the effect (``sim.model.board.Board.params``) and
checked as blockers are declared (``sim.legality.constraints``, the blocker's power then);
rendered back by ``sim.text.render_effects`` (``_LONE_PARAMS``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import NOT_BY_POWER_AT_LEAST, NOT_BY_POWER_AT_MOST
from sim.model.programs import END_OF_TURN
from sim.text.effect_rules import Instruction


class EvasionNowRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def not_blocked_by_power_now(self, c: list[Any]) -> Instruction:
        """"<creature> can't be blocked by creatures with power N or less | or greater this
        turn" (CR 509.1b, 611.2a)."""
        kind = NOT_BY_POWER_AT_MOST if c[2] == "less" else NOT_BY_POWER_AT_LEAST
        return Instruction("modify", c[0], params=frozenset({(kind, str(int(c[1])))}),
                           duration=END_OF_TURN)

    def power_side(self, tokens: list[Any]) -> str:
        return str(tokens[0])
