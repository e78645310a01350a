"""The transformer rules of the Oracle grammar (``oracle.lark``) for instructions whose choice
is made as the spell or ability resolves (CR 608.2c), usually after "you may" (603.5): "tap or
untap target creature" (701.26a-b) and "put a land card from your hand onto the battlefield
[tapped]" (305.4, 110.2), as ``Instruction``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.may_verbs import (
    ENTERS_ATTACKING,
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_HAND,
    FROM_HAND,
    REMOVE_FROM_COMBAT,
    REVEAL_AS_ENTERS,
    SELF_TO_BATTLEFIELD,
    SELF_TO_BATTLEFIELD_ATTACKING,
    SELF_TO_BATTLEFIELD_TAPPED,
    SELF_TO_HAND,
    TAP_OR_UNTAP,
    names_permanent,
)
from sim.model.programs import YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


class MayRules(Transformer[Token, Any]):
    """Instructions chosen as they resolve; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def tap_or_untap(self, c: list[Any]) -> Instruction:
        """"Tap or untap target creature" (CR 701.26a-b, 608.2c)."""
        return Instruction("verb", c[0], TAP_OR_UNTAP)

    def from_hand(self, c: list[Any]) -> Instruction:
        """"Put a <kind> card from your hand onto the battlefield [tapped | tapped and
        attacking]" (CR 305.4, 110.2, 508.4):
        the kinds as a search reads them (``sim.text.search_rules``: "green creature",
        "goblin permanent", "creature or land"); ``Refused`` unless each names a permanent
        card (a permanent card type, "permanent", a land type: CR 110.4a), so that "an
        angel, demon, or dragon creature card" (one type for all) is not misread."""
        (n, x), kinds = c[0], [str(k) for k in c[1]]  # "a" / "an" read as a count
        if n != 1 or x or not all(names_permanent(k) for k in kinds):
            raise Refused(" or ".join(kinds))
        attacking = ENTERS_ATTACKING in c  # "tapped and attacking" (CR 508.4)
        return Instruction("verb", Who("fixed", who=YOU), FROM_HAND, card=" or ".join(kinds),
                           tapped=len(c) > 2, enters_attacking=attacking)

    def exiled_from(self, c: list[Any]) -> str:
        return str(c[0])

    def exile_from_graveyard(self, c: list[Any]) -> Instruction:
        """"Exile a [<kind>] card from your graveyard | hand" (CR 406.2, 608.2c): one card only
        (``Refused`` for more: how "if you do" reads fewer than all is not modelled)."""
        (n, x), kinds = c[0], [str(k) for k in c[1]] if len(c) > 2 else []
        if n != 1 or x:
            raise Refused("cards from your graveyard")
        verb = EXILE_FROM_HAND if str(c[-1]) == "hand" else EXILE_FROM_GRAVEYARD
        return Instruction("verb", Who("fixed", who=YOU), verb, card=" or ".join(kinds))

    def self_from_graveyard(self, c: list[Any]) -> Instruction:
        """"Return ~ from your graveyard to your hand | the battlefield [tapped | tapped and
        attacking]" (CR 113.6k, 400.7, 508.4)."""
        return Instruction("verb", Who("self"), c[0])

    def self_destination(self, c: list[Any]) -> str:
        words = [str(t) for t in c]
        if words[-1] == "hand":
            return SELF_TO_HAND
        if words[-1] == ENTERS_ATTACKING:  # CR 508.4
            return SELF_TO_BATTLEFIELD_ATTACKING
        return SELF_TO_BATTLEFIELD_TAPPED if words[-1] == "tapped" else SELF_TO_BATTLEFIELD

    def remove_from_combat(self, c: list[Any]) -> Instruction:
        """"Remove it from combat" (CR 506.4)."""
        return Instruction("verb", c[0], REMOVE_FROM_COMBAT)

    def remove_then(self, c: list[Any]) -> str:
        """"untap it and remove it from combat": the second instruction's text."""
        return f"remove {c[0]}"

    def reveal_as_enters(self, c: list[Any]) -> Static:
        """"As ~ enters, you may reveal a <kind> card from your hand. If you don't, ~ enters
        tapped" (CR 614.12, 614.1d)."""
        kinds = " or ".join(str(t) for t in c if str(t) not in ("~", "it", "tapped"))
        return Static("", rule=REVEAL_AS_ENTERS, params=frozenset([(REVEAL_AS_ENTERS, kinds)]))
