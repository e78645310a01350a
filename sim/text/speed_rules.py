"""The transformer rules of the Oracle grammar (``oracle.lark``) for speed (CR 702.179,
702.178; ``sim.model.speed_verbs``, run by ``sim.rules.speed``): the keyword "start your
engines!", the number "your speed".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Count, Parsed
from sim.model.speed_verbs import ENGINES, YOUR_SPEED


class SpeedRules(Transformer[Token, Any]):
    """Speed; each method is named after a rule of ``oracle.lark``."""

    def count_speed(self, c: list[Any]) -> Count:
        """"Your speed" (CR 702.179b: the controller's; 0 while they have none)."""
        return Count(YOUR_SPEED)

    def start_your_engines(self, c: list[Any]) -> Parsed:
        """"Start your engines!" (CR 702.179a): a param without a value."""
        return Parsed(params=frozenset([(ENGINES, "")]))
