"""What a scenario file may give under Puzzle Quest's rules: no combat declaration (the rules
make them) and two players (``file_problem``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: the ``[combat]`` fields of a scenario that declare attacks, blocks, bands, damage
#: assignments or damage orders: Puzzle Quest's rules make all of those, so a puzzle-quest
#: scenario may not (only ``actions``: casts, activations, trigger answers)
DECLARATION_FIELDS = ("attacks", "bands", "blocks", "damage", "first_strike_damage",
                      "damage_order")


def file_problem(combat: Mapping[str, Any], players: Mapping[str, Any]) -> tuple[str, str] | None:
    """The first thing a puzzle-quest scenario may not have, as (field, message), or None:
    declarations in ``[combat]`` (``DECLARATION_FIELDS``: the rules make them) or more than
    two players (Puzzle Quest is a duel, docs)."""
    for key in DECLARATION_FIELDS:
        if key in combat:
            return f"combat.{key}", declared_message()
    if len(players) != 2:
        return "players", (f"rules \"puzzle-quest\" is a two-player game (a Puzzle Quest duel); "
                           f"got {len(players)} players")
    return None


def declared_message() -> str:
    """The message for a declaration in a puzzle-quest scenario: the rules make them, and only
    ``combat.actions`` may be scripted."""
    return ("rules \"puzzle-quest\" has no declarations: every able creature attacks and "
            "blockers and damage follow the rules (docs/puzzle-quest.md); remove it (only "
            "combat.actions, casts and activations, may be scripted)")
