"""The transformer rules of the Oracle grammar (``oracle.lark``) for impulse draw choosing one
of the cards exiled (CR 601.2, 305.1; ``sim.model.impulse_verbs``, ``sim.rules.exile_play``):
"exile the top two cards of your library. choose one of them. you may play that card this
turn", "exile the top two cards of your library, then choose one of them. ...".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.impulse_verbs import CHOOSE_ONE
from sim.model.zone_verbs import EXILE_TO_PLAY
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused


class ImpulseRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def impulse_period(self, c: list[Any]) -> str:
        return ". "

    def impulse_then(self, c: list[Any]) -> str:
        return ", then "

    def exile_choose_to_play(self, c: list[Any]) -> Instruction:
        """"exile the top N cards of your library[, then | .] choose one of them. <until
        when>, you may play that card" (CR 601.2, 305.1, 608.2c)."""
        (n, x), joined, window = c[0], c[1], c[2]
        if n < 2 and not x:
            raise Refused("choose one of one card")
        return Instruction(EXILE_TO_PLAY, amount=n, x=x, verb=window,
                           params=frozenset({(CHOOSE_ONE, joined)}))
