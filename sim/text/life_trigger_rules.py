"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions
about life lost and damage dealt that name no object of their source (CR 603.2, 119.3, 120.3):

* "whenever you lose life", "whenever you lose life for the first time each turn",
  "whenever an opponent loses life" (event ``LifeLost``: each event of life loss, damage to a
  player included, 119.3, 120.3a; "that player" the player who lost it);
* "whenever a source you control deals noncombat damage to an opponent" (event
  ``DamageDealt``: each event of noncombat damage to an opponent, "that player" the opponent);
* "whenever a <kind> [you control] is dealt damage" (event ``DamageDealt``, the kind in
  ``Triggered.about``; "it" / "that creature" the creature dealt damage);
* issue 29, h15 triggers: "whenever you're dealt [combat] damage", "whenever combat damage is
  dealt to you", "whenever a source [an opponent controls] deals damage to you", "whenever a
  source you control [other than ~] deals damage to an opponent" (event ``DamageDealt``).

``sim.rules.life_triggers`` says when each triggers, and how much "that much" is;
``sim.text.render_life_triggers`` renders them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Filter
from sim.text.life_trigger_subjects import (
    KIND_DEALT,
    OPPONENT_LOSES,
    OPPONENT_LOSES_FIRST,
    OPPONENTS_SOURCE_TO_YOU,
    OTHER_SOURCE_TO_OPPONENT,
    SOURCE_NONCOMBAT,
    SOURCE_TO_OPPONENT,
    SOURCE_TO_YOU,
    YOU_DEALT,
    YOU_DEALT_COMBAT,
    YOU_LOSE,
    YOU_LOSE_FIRST,
)
from sim.text.static_rules import Refused
from sim.text.trigger_rules import kind_filter


class LifeTriggerRules(Transformer[Token, Any]):
    """The life-loss and damage trigger conditions of ``event_trigger``."""

    def you_lose_life(self, c: list[Any]) -> tuple[str, str]:
        return "LifeLost", YOU_LOSE

    def you_lose_life_first(self, c: list[Any]) -> tuple[str, str]:
        return "LifeLost", YOU_LOSE_FIRST

    def opponent_loses_life(self, c: list[Any]) -> tuple[str, str]:
        return "LifeLost", OPPONENT_LOSES

    def opponent_loses_life_first(self, c: list[Any]) -> tuple[str, str]:
        return "LifeLost", OPPONENT_LOSES_FIRST

    def source_noncombat_opponent(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", SOURCE_NONCOMBAT

    def kind_dealt_damage(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"Whenever a | another <kind> [you control] is dealt damage" (120.3)."""
        kind = kind_filter(c)
        if kind.attached:  # (a creature destroyed by the damage: its attachments not kept)
            raise Refused("an equipped, enchanted or modified creature dealt damage")
        return "DamageDealt", KIND_DEALT, kind

    def you_dealt_damage(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", YOU_DEALT

    def you_dealt_combat_damage(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", YOU_DEALT_COMBAT

    def source_damages_you(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", SOURCE_TO_YOU

    def opponents_source_damages_you(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", OPPONENTS_SOURCE_TO_YOU

    def source_damages_opponent(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", SOURCE_TO_OPPONENT

    def other_source_damages_opponent(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", OTHER_SOURCE_TO_OPPONENT
