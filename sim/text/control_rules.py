"""The transformer rules of the Oracle grammar (``oracle.lark``) for control-changing
instructions (issue 29, control; CR 613.1b: layer 2): "untap target creature and gain control
of it until end of turn" (Threaten; 701.26b, 611.2a), "gain control of target creature for as
long as you control ~ | for as long as ~ remains on the battlefield" (611.2b), as
``Instruction``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.control_durations import WHILE_CONTROLLED, WHILE_PRESENT
from sim.model.programs import GAIN_CONTROL
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused


class ControlRules(Transformer[Token, Any]):
    """Control-changing instructions; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def control_then(self, c: list[Any]) -> str:
        """"untap target creature and gain control of it [until end of turn]": the second
        instruction's text, read as a sentence of its own (``gain_control``), "it" the
        object the first one untapped (608.2c)."""
        return "gain control of it" + (f" {str(c[0]).strip()}" if c else "")

    def control_while(self, tokens: list[Any]) -> str:
        """The duration (CR 611.2b): while "you" control the source, or while it remains on
        the battlefield (``sim.model.control_durations``)."""
        return WHILE_CONTROLLED if str(tokens[-1]) == "~" else WHILE_PRESENT

    def gain_control_while(self, c: list[Any]) -> Instruction:
        """"Gain control of <target | it | that creature> for as long as ..." (CR 613.1b,
        611.2b)."""
        if c[0].kind in ("fixed",):
            raise Refused("gain control")
        return Instruction("verb", c[0], GAIN_CONTROL, duration=c[1])


__all__ = ["ControlRules"]
