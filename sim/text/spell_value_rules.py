"""The transformer rules of the Oracle grammar (``oracle.lark``) for "that spell's mana value"
and "the mana value of that spell" as an amount (CR 202.3, 608.2h), after "equal to" and
"where x is": a ``SPELL_MANA_VALUE`` count, settled by ``sim.text.spell_value_text``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.filters import Count
from sim.text.spell_value_text import OF_THAT_SPELL, spell_count


class SpellValueRules(Transformer[Token, Any]):
    """A spell's mana value as an amount; each method is named after a rule or an alias of
    ``oracle.lark``."""

    def count_that_spell(self, c: list[Any]) -> Count:
        """"that spell's mana value" (202.3)."""
        return spell_count("")

    def count_of_that_spell(self, c: list[Any]) -> Count:
        """"the mana value of that spell" (202.3)."""
        return spell_count(OF_THAT_SPELL)
