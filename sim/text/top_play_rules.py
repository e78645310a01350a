"""The transformer rules of the Oracle grammar (``oracle.lark``) for statics about the top card
of one's library (``sim.model.top_play_verbs``; run by ``sim.rules.top_permits`` and
``sim.rules.top_plays``): "play with the top card of your library revealed" (CR 401.2), "you
may play lands | cast <kinds> spells | play lands and cast <kinds> spells from the top of your
library" (601.2a, 305.1), and "you may look at the top card of your library any time, and you
may <the same> from the top of your library".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.top_play_verbs import (
    ALSO_LOOK,
    LANDS,
    NO_SPELLS,
    PLAY_FROM_TOP,
    REVEAL_TOP,
    TOP_PLAYS,
)


def _kinds(c: list[Any]) -> str:
    """The words of an optional ``cost_kinds`` ("" when the spells are of any kind)."""
    return " ".join(str(t) for tree in c for t in tree.scan_values(lambda v: True))


class TopPlayRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def reveal_top_always(self, c: list[Any]) -> Static:
        """"Play with the top card of your library revealed" (CR 401.2)."""
        return Static("", rule=REVEAL_TOP)

    def top_lands(self, c: list[Any]) -> str:  # CR 305.1: "play lands"
        return f"{LANDS}|{NO_SPELLS}"

    def top_spells(self, c: list[Any]) -> str:  # CR 601.2a: "cast [<kinds>] spells"
        return f"|{_kinds(c)}"

    def top_lands_spells(self, c: list[Any]) -> str:  # "play lands and cast [<kinds>] spells"
        return f"{LANDS}|{_kinds(c)}"

    def play_from_top(self, c: list[Any]) -> Static:
        """"You may <play> from the top of your library" (CR 601.2a, 305.1)."""
        return Static("", rule=PLAY_FROM_TOP, params=frozenset([(TOP_PLAYS, str(c[0]))]))

    def look_and_play_from_top(self, c: list[Any]) -> Static:
        """"You may look at the top card of your library any time, and you may <play> from
        the top of your library" (CR 401.2, 601.2a)."""
        return Static("", rule=PLAY_FROM_TOP,
                      params=frozenset([(TOP_PLAYS, str(c[0])), (ALSO_LOOK, "")]))
