"""The transformer rules of the Oracle grammar (``oracle.lark``) for restrictions on players
for the rest of the turn (issue 29, untilturn; ``sim.model.restriction_verbs``, run by
``sim.rules.cast_limits``): "<player> can't cast [creature | noncreature | instant or
sorcery] spells this turn", "<player> can't play lands this turn" (CR 101.2, 611.2a) — an
``Instruction`` of kind "verb", its verb the rule's words, its subject the players.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.programs import EACH_PLAYER, OPPONENTS
from sim.model.restriction_verbs import NO_CASTING_ON_YOUR_TURN, RESTRICTIONS, STATIC_LIMITS
from sim.text.effect_rules import Instruction, Who
from sim.text.hand_rules import player_subject
from sim.text.static_rules import Refused


class RestrictionRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def player_limit(self, c: list[Any]) -> str:
        """The rule's words: "can't cast creature spells", "can't play lands"."""
        verb = "can't " + " ".join(str(t) for t in c)
        if verb not in RESTRICTIONS:
            raise Refused(verb)
        return verb

    def limit_now(self, c: list[Any]) -> Instruction:
        """"<player> can't ... this turn": the subject must name players ("target player",
        "defending player", "each opponent", "you", "that player"); not "its controller"
        (Render Silent's: the countered spell's controller, whom the engine doesn't keep)."""
        who, verb = c
        if not player_subject(who) or who.kind == "controller":  # a countered spell's
            raise Refused(verb)  # controller is not known once it has left the stack (608.2h)
        return Instruction("verb", who, verb)

    def opponents_limit_now(self, c: list[Any]) -> Instruction:
        """"your opponents can't ... this turn": each opponent as it resolves (608.2c)."""
        return Instruction("verb", Who("fixed", who=OPPONENTS), c[-1])

    def players_limit_now(self, c: list[Any]) -> Instruction:
        """"players can't ... this turn": every player."""
        return Instruction("verb", Who("fixed", who=EACH_PLAYER), c[-1])

    def no_casting_your_turn(self, c: list[Any]) -> Static:
        """"your opponents can't cast spells during your turn" (CR 101.2, 604.1): a static
        rule of the permanent's, on while its controller is the active player (102.1)."""
        return Static("", rule=NO_CASTING_ON_YOUR_TURN)

    @staticmethod
    def _static_limit(whom: str, verb: str) -> Static:
        """"you | your opponents | players can't cast <kind> spells | can't play lands" (CR
        101.2, 604.1): a permanent's static rule, its own words."""
        rule = f"{whom} {verb}"
        if rule not in STATIC_LIMITS:
            raise Refused(rule)
        return Static("", rule=rule)

    def you_limit(self, c: list[Any]) -> Static:
        return self._static_limit("you", c[-1])

    def opponents_limit(self, c: list[Any]) -> Static:
        return self._static_limit("your opponents", c[-1])

    def players_limit(self, c: list[Any]) -> Static:
        return self._static_limit("players", c[-1])
