"""The transformer rules of the Oracle grammar (``oracle.lark``) for the top card of another
player's library looked at or revealed (CR 401, 701.20a; ``sim.rules.top_card``): "target
player reveals the top card of their library", "look at the top card of target player's
library[. you may put that card into their graveyard | on the bottom of that player's
library]" — each an ``Instruction`` of kind ``TOP_CARD`` (``Op.who`` the player whose library
it is). "Look at the top card of your library" alone is not read: a later sentence ("you may
reveal that card") would act on it unread.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.programs import TOP_CARD, TOP_MAY, TOP_REVEAL
from sim.model.top_verbs import THEIR_PLACES, TOP_WHOSE
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec


class TopLookRules(Transformer[Token, Any]):
    """Another player's library's top card."""

    def top_card_reveals(self, c: list[Any]) -> Instruction:
        """"target player reveals the top card of their library" (CR 701.20a)."""
        who: Who = c[0]
        if who.kind != "target" or who.spec is None or who.spec.text != "target player":
            raise Refused("reveals the top card")  # a target player alone
        return Instruction(TOP_CARD, who, params=frozenset({(TOP_REVEAL, "")}))

    def top_their_dest(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def top_theirs(self, c: list[Any]) -> str:
        return str(c[-1])

    def top_card_target(self, c: list[Any]) -> Instruction:
        """"look at the top card of target player's library[. you may put that card into their
        graveyard | on the bottom of that player's library]" (CR 401): the controller looks
        and chooses."""
        who = Who("target", spec=target_spec(["player"]))
        if not c:
            return Instruction(TOP_CARD, who)
        return Instruction(TOP_CARD, who, verb=THEIR_PLACES[c[-1]],
                           params=frozenset({(TOP_MAY, ""), (TOP_WHOSE, c[-1])}))
