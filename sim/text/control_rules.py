"""The transformer rules of the Oracle grammar (``oracle.lark``) for control-changing
instructions (issue 29, control; CR 613.1b: layer 2): "untap target creature and gain control
of it until end of turn" (Threaten; 701.26b, 611.2a), as ``Instruction``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer


class ControlRules(Transformer[Token, Any]):
    """Control-changing instructions; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def control_then(self, c: list[Any]) -> str:
        """"untap target creature and gain control of it [until end of turn]": the second
        instruction's text, read as a sentence of its own (``gain_control``), "it" the
        object the first one untapped (608.2c)."""
        return "gain control of it" + (f" {str(c[0]).strip()}" if c else "")


__all__ = ["ControlRules"]
