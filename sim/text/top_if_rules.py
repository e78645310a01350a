"""The transformer rule of the Oracle grammar (``oracle.lark``) for "reveal the top card of
your library. if it's a <kind> card" followed by instructions (CR 701.20a, 608.2c): an
``Instruction`` of kind ``TOP_CARD`` that moves nothing (``top_verbs.TOP_IF``); the
instructions after it are read by ``sim.text.top_if_text``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.programs import TOP_CARD, TOP_REVEAL
from sim.model.top_verbs import TOP_IF, TOP_LOOK, TOP_MAY_REVEAL
from sim.text.effect_rules import Instruction


class TopIfRules(Transformer[Token, Any]):
    """"reveal the top card of your library. if it's a <kind> card" (CR 701.20a)."""

    def top_card_if(self, c: list[Any]) -> Instruction:
        """The top card revealed and left on top; its kind (``Op.card``) decides the
        instructions after it (608.2c)."""
        return Instruction(TOP_CARD, card=str(c[-1]),
                           params=frozenset({(TOP_REVEAL, ""), (TOP_IF, "")}))

    def top_card_may_reveal(self, c: list[Any]) -> Instruction:
        """"look at the top card of your library. you may reveal that card. if a <kind> card
        is revealed this way," (CR 401.3, 701.20a): the card looked at stays on top, its
        controller chooses whether to reveal it; the instructions after it are done only if
        it was revealed and is of the kind (``Op.card``, 608.2c)."""
        return Instruction(TOP_CARD, card=str(c[-1]),
                           params=frozenset({(TOP_IF, ""), (TOP_MAY_REVEAL, "")}))

    def top_card_look(self, c: list[Any]) -> Instruction:
        """"look at the top card of your library" as the whole effect (CR 401.3: information
        only; followed by a sentence acting on the card it is joined to it and not read,
        ``sim.text.effect_sentences``)."""
        return Instruction(TOP_CARD, params=frozenset({(TOP_LOOK, "")}))
