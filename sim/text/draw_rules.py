"""The transformer rules of the Oracle grammar (``oracle.lark``) for drawing cards, issue 29
round 2 (CR 121.1, 121.2): "draw x cards", "you draw x cards" (107.3: X is the value chosen
for the X of the spell's or activated ability's cost; with "..., where x is <count>" after it,
the count taken as the instruction is carried out, 608.2h, ``sim.text.where_x_rules``). A
triggered ability's X is not a cost's (``sim.text.draw_text.cost_x_only`` leaves it unread).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.draw_verbs import MAY_DRAW, SHUFFLE_HAND_DRAW, YOU_TOO
from sim.model.programs import DEFENDING, DRAW, EACH_PLAYER, OPPONENTS, YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec

#: the other player of "you and <player> each draw": one opponent, never "you" again
_OTHER = frozenset(("target opponent", "defending player", "that player"))


class DrawRules(Transformer[Token, Any]):
    """Drawing cards; each method is named after a rule or an alias of ``oracle.lark``."""

    def draw_x(self, c: list[Any]) -> Instruction:
        """"[you] draw x cards" (CR 121.1, 107.3): X cards, X the cost's (``Op.x``)."""
        return Instruction("draw", amount=1, x=True)

    def then_player(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def then_other(self, c: list[Any]) -> str:
        """"<instruction> and each opponent | target opponent | each player | target player
        <verb> ..." (CR 608.2c: in order): the second instruction, read on its own."""
        return f"{c[0]} {c[1]}"

    def you_and_draw(self, c: list[Any]) -> Instruction:
        """"you and target opponent | defending player | that player each draw N cards" (CR
        121.1; 101.4: in APNAP order): a ``DRAW`` of the other player marked ``YOU_TOO``."""
        who: Who = c[0]
        (n, x) = c[1]
        if n < 1 or _words(who) not in _OTHER:
            raise Refused("you and each draw")
        return Instruction("by player", who, DRAW, amount=n, x=x, then=YOU_TOO)

    def may_drawer(self, tokens: list[Any]) -> Who:
        words = " ".join(str(t) for t in tokens)
        if words == "target opponent":
            return Who("target", spec=target_spec(["opponent"]))
        return Who("fixed", who={"each opponent": OPPONENTS, "defending player": DEFENDING,
                                 "each player": EACH_PLAYER}[words])

    def may_draw(self, c: list[Any]) -> Instruction:
        """"target opponent | defending player | that player | each opponent | each player
        may draw a card" (CR 121.1, 603.5): each drawing player chooses (``MAY_DRAW``)."""
        who: Who = c[0]
        if _words(who) not in _OTHER and not (who.kind == "fixed" and who.who in _EACH):
            raise Refused("may draw")
        return Instruction("by player", who, DRAW, amount=1, then=MAY_DRAW)

    def shuffle_hand_draw(self, c: list[Any]) -> Instruction:
        """"[<players>] shuffle(s) the cards from their hand into their library, then draw(s)
        that many cards" (CR 701.24a, 121.1, 608.2c; ``sim.rules.draws``)."""
        who = c[0] if c else Who("fixed", who=YOU)
        if who.kind == "fixed" and who.who == YOU and c:
            raise Refused("you shuffles")
        return Instruction("by player", who, SHUFFLE_HAND_DRAW, amount=1)


#: the players "each opponent | each player may draw a card" names
_EACH = frozenset((OPPONENTS, EACH_PLAYER))


def _words(who: Who) -> str:
    """``who``'s words: "target opponent", "defending player", "that player"."""
    if who.kind == "target" and who.spec is not None:
        return who.spec.text
    return who.words or ("defending player" if who.who == "defending" else "")
