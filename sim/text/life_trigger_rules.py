"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions
about life lost and damage dealt that name no object of their source (CR 603.2, 119.3, 120.3):

* "whenever you lose life", "whenever you lose life for the first time each turn",
  "whenever an opponent loses life" (event ``LifeLost``: each event of life loss, damage to a
  player included, 119.3, 120.3a; "that player" the player who lost it);
* "whenever a source you control deals noncombat damage to an opponent" (event
  ``DamageDealt``: each event of noncombat damage to an opponent, "that player" the opponent);
* "whenever a <kind> [you control] is dealt damage" (event ``DamageDealt``, the kind in
  ``Triggered.about``; "it" / "that creature" the creature dealt damage).

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
    SOURCE_NONCOMBAT,
    YOU_LOSE,
    YOU_LOSE_FIRST,
)
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
        return "DamageDealt", KIND_DEALT, kind_filter(c)
