"""The transformer rules of the Oracle grammar (``oracle.lark``) for control-changing
instructions (issue 29, control; CR 613.1b: layer 2): "untap target creature and gain control
of it until end of turn" (Threaten; 701.26b, 611.2a), "gain control of target creature for as
long as you control ~ | for as long as ~ remains on the battlefield" (611.2b), "exchange
control of <target | ~> and <target>", "exchange control of two target <permanents>"
(701.12a-b), as ``Instruction``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.control_verbs import EXCHANGE_CONTROL
from sim.model.programs import END_OF_COMBAT, GAIN_CONTROL, INDEFINITE, YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


class ControlRules(Transformer[Token, Any]):
    """Control-changing instructions; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def control_then(self, c: list[Any]) -> str:
        """"untap target creature and gain control of it [until end of turn]": the second
        instruction's text, read as a sentence of its own (``gain_control``), "it" the
        object the first one untapped (608.2c)."""
        return "gain control of it" + (f" {str(c[0]).strip()}" if c else "")

    def you_gain_control(self, c: list[Any]) -> Instruction:
        """"you gain control of <target> [<duration>]": after "you may" (CR 603.5), the
        controller gaining control; any other subject is not read."""
        duration = c[2] if len(c) > 2 else INDEFINITE
        if c[0].kind != "fixed" or c[0].who != YOU or c[1].kind in ("fixed",) or \
                duration == END_OF_COMBAT:
            raise Refused("gain control")
        return Instruction("verb", c[1], GAIN_CONTROL, duration=duration)

    def exchange_control(self, c: list[Any]) -> Instruction:
        """"Exchange control of <first> and <second>" (CR 701.12b): the first a target or ~,
        the second a target (as a fight's, ``Instruction("bite")``)."""
        first, second = c
        if first.kind not in ("target", "self") or second.kind != "target" or \
                first.spec is not None and first.spec.up_to or second.spec.up_to:
            raise Refused("exchange control")
        return Instruction("bite", second, EXCHANGE_CONTROL, first=Instruction("source", first))

    def exchange_two(self, c: list[Any]) -> Instruction:
        """"Exchange control of two target <permanents>" (CR 701.12b, 601.2c: two target
        slots, both chosen, not the same object twice)."""
        found = c[-1]
        if not isinstance(found, tuple):
            raise Refused("exchange control of two target")
        spec = found[1]
        return Instruction("verb", Who("target", spec=attrs.evolve(
            spec, text=f"two target {found[0]}", up_to=2, exactly=True)), EXCHANGE_CONTROL)


__all__ = ["ControlRules"]
