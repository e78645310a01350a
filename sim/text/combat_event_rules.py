"""The transformer rules of the Oracle grammar (``oracle.lark``) for "whenever ~ attacks for
the first time each turn" and "whenever ~ [blocks or] becomes blocked by a <quality> creature"
(CR 603.2, 508.1, 509.1; subjects in ``sim.text.combat_event_subjects``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.qualities import plural
from sim.text.combat_event_subjects import (
    BLOCK_QUALITIES,
    BLOCKED,
    BLOCKS,
    EACH,
    EITHER,
    FIRST_ATTACK,
    NO_OTHER,
    SOME,
    block_subject,
)
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type


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
        return "BlockerDeclared", block_subject("self", EITHER, EACH, str(c[0]))

    def self_blocked_by_kind(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", BLOCKED, EACH, str(c[0]))

    # issue 29, trigeff: more of the other creature's qualities, "one or more", and the
    # creature an Aura or Equipment is attached to (CR 509.1, 509.1h, 603.2c, 301.5, 303.4)
    def block_one(self, c: list[Any]) -> str:
        """"an artifact creature" ("artifact") or "a <creature type>" ("a Vampire")."""
        words = [str(t) for t in c]
        if not words:  # "an artifact creature"
            return "artifact"
        kind = creature_type(words[0])
        if not kind or kind.lower() != words[0]:
            raise Refused(words[0])  # (a singular creature type)
        return "type:" + kind

    def block_any(self, c: list[Any]) -> str:
        """"a creature" (any: ""), "a <color> creature", or ``block_one``'s."""
        return str(c[0]) if c else ""

    def block_kinds(self, c: list[Any]) -> str:
        """"creatures" (""), "black creatures", "blue and/or black creatures" ("blue or
        black"), "colorless creatures", or a creature type in the plural ("orcs")."""
        words = [str(t) for t in c if str(t) not in ("and", "/", "or")]
        if words == ["creatures"]:
            return ""
        if words[-1] == "creatures":
            quality = " or ".join(words[:-1])
            if quality in BLOCK_QUALITIES or quality == "colorless":
                return quality
            raise Refused(quality)
        kind = creature_type(words[0])
        if not kind or plural(kind).lower() != words[0]:
            raise Refused(words[0])
        return "type:" + kind

    def self_either_some(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", EITHER, SOME, str(c[0]))

    def self_blocked_some(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", BLOCKED, SOME, str(c[0]))

    def self_blocks_some(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", BLOCKS, SOME, str(c[0]))

    def self_either_one(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", EITHER, EACH, str(c[0]))

    def self_blocked_one(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject("self", BLOCKED, EACH, str(c[0]))

    def attached_either(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), EITHER, SOME, NO_OTHER)

    def attached_either_each(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), EITHER, EACH, str(c[1]))

    def attached_blocked_each(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), BLOCKED, EACH, str(c[1]))

    def attached_blocks_each(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), BLOCKS, EACH, "")

    def attached_either_some(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), EITHER, SOME, str(c[1]))

    def attached_blocked_some(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", block_subject(str(c[0]), BLOCKED, SOME, str(c[1]))
