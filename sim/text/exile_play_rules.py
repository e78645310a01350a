"""The transformer rules of the Oracle grammar (``oracle.lark``) for playing cards from exile
(CR 601.2, 305.1; ``sim.rules.exile_play``): impulse draw, "exile the top card of your
library. you may play that card this turn", "... until the end of your next turn, you may play
those cards"; and the keywords that cast a card from exile, rebound (702.88a) and suspend
(702.62a; ``sim.rules.exile_cast``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import CIPHER, FORETELL, REBOUND, SUSPEND, Parsed
from sim.model.zone_verbs import (
    EXILE_TO_PLAY,
    EXILE_WITH_TIME,
    PLAY_NEXT_TURN,
    PLAY_THIS_TURN,
    PLAY_WHILE_EXILED,
)
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused


class ExilePlayRules(Transformer[Token, Any]):
    """Impulse draw; each method is named after a rule of ``oracle.lark``."""

    def exile_to_play(self, c: list[Any]) -> Instruction:  # "<n>|<until>"
        n, x = c[0]  # "exile the top x cards": X times one (CR 107.3)
        if n < 1:
            raise Refused("exile the top 0 cards")
        return Instruction(EXILE_TO_PLAY, amount=n, x=x, verb=c[1])

    def play_this_turn(self, c: list[Any]) -> str:  # "this turn", "until end of turn"
        return PLAY_THIS_TURN

    def play_next_turn(self, c: list[Any]) -> str:  # "until the end of your next turn"
        return PLAY_NEXT_TURN

    def play_while_exiled(self, c: list[Any]) -> str:  # "for as long as it remains exiled"
        return PLAY_WHILE_EXILED

    def rebound(self, c: list[Any]) -> Parsed:  # CR 702.88a
        return Parsed(params=frozenset([(REBOUND, "")]))

    def suspend(self, c: list[Any]) -> Parsed:  # CR 702.62a: "N|{cost}", as printed
        return Parsed(params=frozenset([(SUSPEND, f"{int(c[0])}|{str(c[-1]).upper()}")]))

    def foretell(self, c: list[Any]) -> Parsed:  # CR 702.143a: the cost, as printed
        return Parsed(params=frozenset([(FORETELL, str(c[0]).upper())]))

    def exile_with_time(self, c: list[Any]) -> Instruction:  # CR 702.62b
        n, x = c[0]
        if x or n < 1:
            raise Refused("exile ~ with x time counters")
        return Instruction(EXILE_WITH_TIME, amount=n)

    def cipher(self, c: list[Any]) -> Parsed:  # CR 702.99a
        return Parsed(params=frozenset([(CIPHER, "")]))
