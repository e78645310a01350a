"""The transformer rules of the Oracle grammar (``oracle.lark``) for "whenever ~ attacks for
the first time each turn" and "whenever ~ [blocks or] becomes blocked by a <quality> creature"
(CR 603.2, 508.1, 509.1; subjects in ``sim.text.combat_event_subjects``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.text.combat_event_subjects import (
    BECOMES_BLOCKED_BY,
    BLOCK_QUALITIES,
    BLOCKED_BY,
    FIRST_ATTACK,
)
from sim.text.static_rules import Refused


class CombatEventRules(Transformer[Token, Any]):
    """The conditions of ``event_trigger`` this module reads."""

    def self_first_attack(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", FIRST_ATTACK

    def block_quality(self, c: list[Any]) -> str:
        """"non-wall", "nonblack", "white", "green or white" (a quality of
        ``BLOCK_QUALITIES``; another is refused)."""
        quality = " or ".join(str(t) for t in c)
        if quality not in BLOCK_QUALITIES:
            raise Refused(quality)
        return quality

    def self_blocks_or_blocked_by_kind(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", BLOCKED_BY + str(c[0])

    def self_blocked_by_kind(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", BECOMES_BLOCKED_BY + str(c[0])
