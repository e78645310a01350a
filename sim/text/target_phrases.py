"""Words of target phrases beyond types (CR 115.1): the colors a target must have one of
("target white or blue creature", "target black creature card", "counter target red spell";
105.2), read into ``TargetSpec.colors`` by the ``*_spec`` readers of
``sim.text.subject_rules`` and rendered back by ``sim.text.render_targets``."""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.text.wording import Piece, alt


@attrs.frozen
class Colors:
    """The colors of a target phrase, as written ("white or blue")."""

    words: tuple[str, ...]

    def __str__(self) -> str:
        return " or ".join(self.words)


def split_colors(tokens: list[Any]) -> tuple[list[Any], frozenset[str]]:
    """``tokens`` without their ``Colors``, and the colors named."""
    colors = next((frozenset(t.words) for t in tokens if isinstance(t, Colors)), frozenset())
    return [t for t in tokens if not isinstance(t, Colors)], colors


def colors_words(colors: frozenset[str]) -> Piece:
    """The words of ``colors`` with a space after ("" when none): two colors in either order
    ("green or white", "white or green")."""
    order = [c for c in ("white", "blue", "black", "red", "green") if c in colors]
    if len(order) == 2:
        return alt(f"{order[0]} or {order[1]} ", f"{order[1]} or {order[0]} ")
    return " or ".join(order) + " " if order else ""


class TargetPhraseRules(Transformer[Token, Any]):
    """Each method is named after a rule of ``oracle.lark``."""

    def target_colors(self, c: list[Any]) -> Colors:
        """"white or blue" before a target's type (CR 105.2)."""
        return Colors(tuple(str(t) for t in c))
