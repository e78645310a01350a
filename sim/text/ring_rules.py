"""The transformer rules of the Oracle grammar (``oracle.lark``) for the Ring tempting a player
(CR 701.54; ``sim.model.ring_verbs``, run by ``sim.rules.ring``): the instruction "the Ring
tempts you" and the trigger "whenever the Ring tempts you".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.ring_verbs import CHOOSE_BEARER, TEMPT, TEMPTED
from sim.text.effect_rules import Instruction


class RingRules(Transformer[Token, Any]):
    """The Ring; each method is named after a rule of ``oracle.lark``."""

    def ring_tempts(self, c: list[Any]) -> Instruction:
        """"The Ring tempts you" (CR 701.54a: its controller, who chooses a Ring-bearer)."""
        return Instruction(TEMPT)

    def ring_tempted(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever the Ring tempts you" (CR 701.54a: triggers with or without a creature
        chosen)."""
        return TEMPTED, "you"

    def ring_bearer_chosen(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever you choose a creature as your Ring-bearer" (CR 701.54a: the same one
        again is still chosen; not when none is, 701.54b)."""
        return TEMPTED, CHOOSE_BEARER
