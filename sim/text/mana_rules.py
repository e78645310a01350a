"""The transformer rules of the Oracle grammar (``oracle.lark``) for mana a resolving spell or
ability adds (its block "mana added by a resolving spell or ability"): "add {b}{b}{b}", "add
{r}{g}", "add {g} for each creature you control" (CR 106.3, 106.4), each an ``Instruction`` of
kind "add mana" that ``sim.text.effect_text`` makes an ``Op(ADD_MANA)``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.mana import Mana
from sim.model.programs import ADD_MANA
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused


class ManaRules(Transformer[Token, Any]):
    """Mana added by a resolving spell or ability (the grammar's ``add_mana``)."""

    def add_mana(self, c: list[Any]) -> Instruction:
        symbols = str(c[0])
        try:
            made = Mana.parse(symbols)
        except ValueError:
            raise Refused(symbols) from None
        if not made.total or any(ch.isdigit() for ch in symbols):
            raise Refused(symbols)  # "add {2}": generic mana is no kind of mana (106.1)
        return Instruction("add mana", verb=ADD_MANA, then=symbols.upper(),
                           per=c[1] if len(c) > 1 else None)
