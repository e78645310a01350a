"""The transformer rules of the Oracle grammar (``oracle.lark``) for statics about the top card
of one's library (``sim.model.top_play_verbs``; run by ``sim.rules.top_permits`` and
``sim.rules.top_plays``): "play with the top card of your library revealed", "players play
with the top card of their libraries revealed" (CR 401.2), "you may play lands | cast <spells>
| play lands and cast <spells> from the top of your library" (601.2a, 305.1), and "you may
look at the top card of your library any time, and you may <the same> from the top of your
library".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree

from sim.model.abilities import Static
from sim.model.top_play_verbs import (
    ALSO_LOOK,
    LANDS,
    LOOK_TOP_AND_FACE_DOWN,
    NO_SPELLS,
    PLAY_FROM_TOP,
    REVEAL_TOP,
    REVEAL_TOPS,
    TOP_PLAYS,
)
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused


def _spells(c: list[Any]) -> str:
    """The words of a ``top_spells`` phrase ("creature spells", "spells with mana value 4 or
    greater"), its sub-rules' too."""
    return " ".join(str(t) for t in c[0].scan_values(lambda v: True)) \
        if isinstance(c[0], Tree) else str(c[0])


#: the keywords a "spells with <keyword> [or <keyword>]" may name
_KEYWORD_WORDS = frozenset(KEYWORDS)


class TopPlayRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def reveal_top_always(self, c: list[Any]) -> Static:
        """"Play with the top card of your library revealed" (CR 401.2)."""
        return Static("", rule=REVEAL_TOP)

    def reveal_tops_always(self, c: list[Any]) -> Static:
        """"Players play with the top card of their libraries revealed" (CR 401.2)."""
        return Static("", rule=REVEAL_TOPS)

    def look_top_and_face_down(self, c: list[Any]) -> Static:
        """"You may look at the top card of your library and at face-down creatures you
        don't control any time" (CR 401.2, 708.5)."""
        return Static("", rule=LOOK_TOP_AND_FACE_DOWN)

    def top_lands(self, c: list[Any]) -> str:  # CR 305.1: "play lands"
        return f"{LANDS}|{NO_SPELLS}"

    def top_spells(self, c: list[Any]) -> str:  # CR 601.2a: "cast <spells>"
        return f"|{_spells(c)}"

    def top_lands_spells(self, c: list[Any]) -> str:  # "play lands and cast <spells>"
        return f"{LANDS}|{_spells(c)}"

    def spells_of(self, c: list[Any]) -> str:  # "[<kinds>] spells [with ...]"
        words = " ".join(str(t) for tree in c for t in (
            tree.scan_values(lambda v: True) if isinstance(tree, Tree) else [tree]))
        if " with " in f" {words} ":
            _, _, quality = words.partition("with ")
            if not quality.startswith("mana value ") and any(
                    w not in _KEYWORD_WORDS for w in quality.split(" or ")):
                raise Refused(quality)  # "with flash or flying": keywords only
        return words

    def play_from_top(self, c: list[Any]) -> Static:
        """"You may <play> from the top of your library" (CR 601.2a, 305.1)."""
        return Static("", rule=PLAY_FROM_TOP, params=frozenset([(TOP_PLAYS, str(c[0]))]))

    def look_and_play_from_top(self, c: list[Any]) -> Static:
        """"You may look at the top card of your library any time, and you may <play> from
        the top of your library" (CR 401.2, 601.2a)."""
        return Static("", rule=PLAY_FROM_TOP,
                      params=frozenset([(TOP_PLAYS, str(c[0])), (ALSO_LOOK, "")]))
