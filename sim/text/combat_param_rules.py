"""The transformer rules of the Oracle grammar (``oracle.lark``) for the combat restrictions
of issue 29's combat family: "~ can't be blocked except by <kinds>" (CR 509.1b): one color
or keyword as ``ONLY_BY_COLOR`` / ``ONLY_BY_KEYWORD``, else ``ONLY_BY_KIND``; "~ can't attack if
| unless defending player controls <kind>" (508.1c) (``sim.model.combat_params``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import ONLY_BY_COLOR, ONLY_BY_KEYWORD, Parsed
from sim.model.combat_params import (
    ADJECTIVES,
    ATTACK_BARRED_BY,
    ATTACK_NEEDS,
    BLOCK_BARRED_BY,
    ONLY_BY_KIND,
)
from sim.model.qualities import plural, singular
from sim.text.static_rules import Refused, _param
from sim.text.vocabulary import COLORS, CREATURE_TYPES, NONCREATURE_SUBTYPES


class CombatParamRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def except_plural(self, c: list[Any]) -> tuple[str, str]:
        """"walls", "rogues": a creature or artifact type's plural (CR 205.3m)."""
        word = str(c[0])
        kind = singular(word)
        if word != plural(kind).lower() or (
                kind not in CREATURE_TYPES and kind.lower() not in NONCREATURE_SUBTYPES):
            raise Refused(word)
        return ("", kind.lower())

    def except_adjective(self, c: list[Any]) -> tuple[str, str]:
        """"artifact creatures", "legendary creatures" (CR 205.4a, 205.2a)."""
        if str(c[0]) not in ADJECTIVES:
            raise Refused(str(c[0]))
        return ("", str(c[0]))

    def except_color(self, c: list[Any]) -> tuple[str, str]:
        return (ONLY_BY_COLOR, str(c[0]))

    def except_with(self, c: list[Any]) -> tuple[str, str]:
        return (ONLY_BY_KEYWORD, str(c[-1]))

    def only_by_kind(self, c: list[Any]) -> Parsed:
        """"can't be blocked except by <kinds>" (CR 509.1b): one color or keyword as before
        (``ONLY_BY_COLOR``, ``ONLY_BY_KEYWORD``), else the kinds joined (``ONLY_BY_KIND``)."""
        c = [kind for kind in c if isinstance(kind, tuple)]  # not the "and/or"
        if len(c) == 1 and c[0][0] == ONLY_BY_COLOR:
            return _param(ONLY_BY_COLOR, COLORS[c[0][1]])
        if len(c) == 1 and c[0][0] == ONLY_BY_KEYWORD:
            return _param(ONLY_BY_KEYWORD, c[0][1])
        if any(kind == ONLY_BY_KEYWORD and " " in value for kind, value in c):
            raise Refused(str(c))  # "creatures with flying or reach" among others
        return _param(ONLY_BY_KIND, " or ".join(
            f"with {value}" if kind == ONLY_BY_KEYWORD else value for kind, value in c))

    def defender_with(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def defender_kind(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def attack_barred_by(self, c: list[Any]) -> Parsed:
        """"~ can't attack if defending player controls <kind>" (CR 508.1c)."""
        return _param(ATTACK_BARRED_BY, str(c[-1]))

    def attack_needs(self, c: list[Any]) -> Parsed:
        """"~ can't attack unless defending player controls <kind>" (CR 508.1c)."""
        return _param(ATTACK_NEEDS, str(c[-1]))

    def block_barred_by(self, c: list[Any]) -> Parsed:
        """"~ can't block if you control <kind>" (CR 509.1b)."""
        return _param(BLOCK_BARRED_BY, str(c[-1]))
