"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions
about ~ or the creature it is attached to (CR 301.5, 303.4: an Equipment creature, a bestowed
Aura, a reconfigured creature — either a creature itself or attached to one; 603.2):

* "whenever ~ or equipped | enchanted creature attacks" (508.3a: ~ declared as an attacker,
  or the creature it is attached to; "it" the attacking creature);
* "whenever ~ or equipped | enchanted creature deals combat damage to a player" (510.2: once
  per player either deals combat damage to; "that player" the player, "it" ~).

``sim.rules.self_or_attached_triggers`` says when each triggers;
``sim.text.render_self_or_attached`` renders them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

#: "whenever ~ or <equipped | enchanted> creature attacks" ("it": the attacker, so the
#: subject does not start with "self", ``sim.text.trigger_referents``)
EQUIPPED_OR_SELF_ATTACKS, ENCHANTED_OR_SELF_ATTACKS = (
    "equipped or self attacks", "enchanted or self attacks")
#: "whenever ~ or <equipped | enchanted> creature deals combat damage to a player" ("it": ~)
SELF_OR_EQUIPPED_TO_PLAYER, SELF_OR_ENCHANTED_TO_PLAYER = (
    "self or equipped to a player", "self or enchanted to a player")

#: every subject of this module's (``sim.rules.self_or_attached_triggers`` answers them)
SELF_OR_ATTACHED = frozenset((EQUIPPED_OR_SELF_ATTACKS, ENCHANTED_OR_SELF_ATTACKS,
                              SELF_OR_EQUIPPED_TO_PLAYER, SELF_OR_ENCHANTED_TO_PLAYER))
#: the (event, subject) whose "that player" is the player dealt combat damage
SELF_OR_ATTACHED_THAT_PLAYER = frozenset((("DamageDealt", SELF_OR_EQUIPPED_TO_PLAYER),
                                          ("DamageDealt", SELF_OR_ENCHANTED_TO_PLAYER)))


class SelfOrAttachedRules(Transformer[Token, Any]):
    """The "~ or equipped | enchanted creature" conditions of ``event_trigger``."""

    def self_or_attached_attacks(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", f"{c[0]} or self attacks"

    def self_or_attached_damages_player(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", f"self or {c[0]} to a player"
