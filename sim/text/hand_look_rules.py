"""The transformer rules of the Oracle grammar (``oracle.lark``) for looking at another
player's hand (CR 402.3; ``sim.model.hand_verbs``, run by ``sim.rules.hand_looks``): "look at
target player's | target opponent's | that player's hand" — an ``Instruction`` of kind
"verb", verb ``LOOK_HAND``, its subject the player whose hand it is; and Duress's chain's
"... you choose a card from it with mana value N or greater [and exile that card]" and "...
exile that card." (``sim.text.reveal_chain``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.hand_verbs import (
    DISCARD_ALL_KIND,
    EXILE_THAT,
    LOOK_HAND,
    LOOKED_THAT,
    LOOKED_THE,
    MV_MARK,
)
from sim.model.programs import DISCARD_CHOSEN, EXILE
from sim.text.effect_rules import Instruction, Who
from sim.text.hand_rules import player_subject
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec


class HandLookRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def look_hand(self, c: list[Any]) -> Instruction:
        """"look at target player's | target opponent's | that player's hand" (CR 402.3,
        115.1; "that player": the player the instruction before or the trigger names, 608.2c,
        603.2)."""
        return Instruction("verb", c[0], verb=LOOK_HAND)

    def chosen_mv(self, c: list[Any]) -> str:
        """"with mana value N or less | greater" (CR 202.3): "<=N" or ">=N"."""
        return ("<=" if str(c[1]) == "less" else ">=") + str(int(c[0]))

    def chosen_exile(self, c: list[Any]) -> str:
        return EXILE

    def choose_with_mv(self, c: list[Any]) -> Instruction:
        """"you choose a [<kind>] card from it with mana value N or less | greater [and exile
        that card]" (CR 701.20a, 202.3, 701.9a, 406.2): Duress's chain's choice, the bound in
        ``Op.card`` after ``MV_MARK`` (``sim.rules.hands.chosen_options``)."""
        kinds = "" if c[0] is None or str(c[0]).startswith(("<=", ">=")) else str(c[0])
        bound = next(str(x) for x in c if isinstance(x, str) and x[:2] in ("<=", ">="))
        return Instruction("choose from hand", card=f"{kinds}{MV_MARK}{bound}",
                           verb=EXILE if EXILE in c else "")

    def exile_that_card(self, c: list[Any]) -> Instruction:
        """"exile that card": the last sentence of Duress's chain (CR 406.2)."""
        return Instruction("discard that", verb=EXILE_THAT)

    def look_whose_player(self, c: list[Any]) -> Who:
        return Who("target", spec=target_spec(["player"]))

    def look_whose_opponent(self, c: list[Any]) -> Who:
        return Who("target", spec=target_spec(["opponent"]))

    def look_whose_that(self, c: list[Any]) -> Who:
        return Who("it", "that player")

    def look_discard(self, c: list[Any]) -> Instruction:
        """"look at target player's hand and choose a [<kind>] card from it. that | the player
        discards that card" (CR 402.3, 701.9a): Duress's ``DISCARD_CHOSEN``, the choice made
        looking (``Op.rule`` ``LOOKED_THAT`` / ``LOOKED_THE``, the words)."""
        kinds = str(c[1]) if len(c) > 2 else ""
        return Instruction("by player", c[0], DISCARD_CHOSEN, amount=1, card=kinds,
                           then=LOOKED_THAT if str(c[-1]) == "that" else LOOKED_THE)

    def reveal_discard_all(self, c: list[Any]) -> Instruction:
        """"<player> reveals their hand and discards all <kind> cards" (CR 701.20a, 701.9a):
        a player subject only."""
        if not player_subject(c[0]) or c[0].kind == "previous":
            raise Refused("reveals their hand and discards all")
        return Instruction("by player", c[0], DISCARD_ALL_KIND, amount=1, card=str(c[1]))
