"""The transformer rules of the Oracle grammar (``oracle.lark``) for the keywords of split
cards' halves (CR 709; ``sim.model.split_cards``): fuse (702.102a) and aftermath (702.127a).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Parsed
from sim.model.split_cards import AFTERMATH, FUSE


class SplitRules(Transformer[Token, Any]):
    """Fuse and aftermath; each method is named after a rule of ``oracle.lark``."""

    def aftermath(self, c: list[Any]) -> Parsed:  # CR 702.127a
        return Parsed(params=frozenset([(AFTERMATH, "")]))

    def fuse(self, c: list[Any]) -> Parsed:  # CR 702.102a
        return Parsed(params=frozenset([(FUSE, "")]))
