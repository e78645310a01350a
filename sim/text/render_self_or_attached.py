"""The trigger conditions of ``sim.text.self_or_attached_rules`` rendered back to Oracle text
(CR 603.1: "when" and "whenever" word the same trigger): ``SELF_OR_ATTACHED_WORDS``, which
``sim.text.render_triggers`` adds to its own."""

from __future__ import annotations

from sim.text.self_or_attached_rules import (
    ENCHANTED_OR_SELF_ATTACKS,
    EQUIPPED_OR_SELF_ATTACKS,
    SELF_OR_ENCHANTED_TO_PLAYER,
    SELF_OR_EQUIPPED_TO_PLAYER,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each (event, subject) as its wordings
SELF_OR_ATTACHED_WORDS: dict[tuple[str, str], Piece] = {
    ("AttackerDeclared", EQUIPPED_OR_SELF_ATTACKS): (_WHEN, "~ or equipped creature attacks"),
    ("AttackerDeclared", ENCHANTED_OR_SELF_ATTACKS): (_WHEN, "~ or enchanted creature attacks"),
    ("DamageDealt", SELF_OR_EQUIPPED_TO_PLAYER):
        (_WHEN, "~ or equipped creature deals combat damage to a player"),
    ("DamageDealt", SELF_OR_ENCHANTED_TO_PLAYER):
        (_WHEN, "~ or enchanted creature deals combat damage to a player"),
}
