"""The transformer rules of the Oracle grammar (``oracle.lark``) for "when ~ is put into a
graveyard from anywhere" and "whenever a [creature | <color>] card is put into an opponent's
graveyard from anywhere" (CR 603.2, 404.1; subjects in
``sim.text.graveyard_trigger_subjects``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.text.graveyard_trigger_subjects import (
    CARD_TO_OPPONENTS,
    CARD_TO_YOURS,
    GRAVE_KINDS,
    SELF_ANYWHERE,
)
from sim.text.static_rules import Refused


class GraveyardTriggerRules(Transformer[Token, Any]):
    """The conditions of ``event_trigger`` this module reads."""

    def self_to_graveyard_anywhere(self, c: list[Any]) -> tuple[str, str]:
        return "PutIntoGraveyard", SELF_ANYWHERE

    def grave_card(self, c: list[Any]) -> str:
        """"card" (""), "creature card", "<color> card" (another word is refused)."""
        words = [str(t) for t in c if str(t) != "card"]
        kind = words[0] if words else ""
        if kind not in GRAVE_KINDS:
            raise Refused(kind)
        return kind

    def card_to_opponents_graveyard(self, c: list[Any]) -> tuple[str, str]:
        another, kind = c
        if another:
            raise Refused("another card")
        return "PutIntoGraveyard", CARD_TO_OPPONENTS + kind

    def card_to_your_graveyard(self, c: list[Any]) -> tuple[str, str]:
        another, kind = c
        if another:
            raise Refused("another card")
        return "PutIntoGraveyard", CARD_TO_YOURS + kind
