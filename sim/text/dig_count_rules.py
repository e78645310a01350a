"""The transformer rules of the Oracle grammar (``oracle.lark``) for a dig whose number of
cards is X defined by the text (CR 107.3): "look at the top x cards of your library, where x
is <count>. put one of those cards into your hand and the rest on the bottom of your library
in a random order" and every other dig that begins "look at the top N cards of your library"
(``sim.text.library_rules``). The count is the one ``sim.model.abilities.Count`` model
(``sim.text.where_x_rules``' reading), kept as the dig's ``Op.per`` and counted as the dig is
carried out (608.2h; ``sim.rules.op_amounts``). A count of "it" ("its power", "the number of
counters on it") is not read: the dig has no object for "it" to name.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.filters import COUNTERS_ON_SELF, OF_SUBJECT, Count
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused

#: a dig reader of ``sim.text.library_rules``: (transformer, children) -> the dig
Reader = Callable[[Any, list[Any]], Instruction]


def looked(method: Reader) -> Reader:
    """``method`` (a dig beginning "look at the top N cards of your library") also reading
    "look at the top x cards of your library, where x is <count>": read as "the top X
    cards", then X is the count (CR 107.3, 608.2h)."""

    @wraps(method)
    def read(self: Any, c: list[Any]) -> Instruction:
        look = c[0]
        if not isinstance(look[1], Count):
            return method(self, c)
        step = method(self, [(1, True), *c[1:]])
        return attrs.evolve(step, x=False, amount=1, count=look[1])

    return read


class DigCountRules(Transformer[Token, Any]):
    """"look at the top x cards of your library, where x is <count>" (CR 107.3)."""

    def dig_look_where(self, c: list[Any]) -> tuple[int, Count]:
        """The number of cards X, defined by the count after it (CR 107.3): a count of the
        game or of the source ("~'s power", "the number of charge counters on ~"), never of
        "it"."""
        _, x = c[0]
        counted = c[-1]
        if not x:
            raise Refused("where x")  # "the top three cards ..., where x is": no X
        if isinstance(counted, tuple):
            counted, whose = counted
            if whose != "~":
                raise Refused("its")  # "its power": which object?
        elif counted.kind == COUNTERS_ON_SELF:
            raise Refused("on it")
        if counted.of == OF_SUBJECT or counted.on:
            raise Refused("its")
        return 1, attrs.evolve(counted, where_x=True)
