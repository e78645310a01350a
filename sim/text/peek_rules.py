"""The transformer rules of the Oracle grammar (``oracle.lark``) for statics letting a player
look at hidden cards (CR 401.2; ``sim.model.peek_verbs``, run by ``sim.rules.top_peek``):
"you may look at the top card of your library any time".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.peek_verbs import LOOK_TOP_ANY_TIME


class PeekRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def look_top_any_time(self, c: list[Any]) -> Static:
        """"You may look at the top card of your library any time" (CR 401.2)."""
        return Static("", rule=LOOK_TOP_ANY_TIME)
