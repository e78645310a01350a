"""The transformer rules of the Oracle grammar (``oracle.lark``) for activated and triggered
abilities: one part of an activated ability's cost (``cost_part``, CR 602.1, 606) and a
triggered ability's condition (``trigger``, CR 603.1) as the event it waits for (the name of
a class of ``sim.model.events``) and what the event is about.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.text.move_rules import energy_count
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: each trigger the grammar reads: its rule's alias -> (event, subject)
TRIGGERS: dict[str, tuple[str, str]] = {
    "self_attacks_or_blocks": ("AttackerDeclared", "self attacks or blocks"),
    "self_blocked_by": ("BlockerDeclared", "self blocked by"),
    "self_damages_player_or_planeswalker": ("DamageDealt", "self to a player or planeswalker"),
    "another_dies": ("Died", "another creature"),
    "creature_dies": ("Died", "creature"),
    "another_yours_dies": ("Died", "another creature you control"),
    "yours_dies": ("Died", "creature you control"),
    "another_yours_enters": ("Entered", "another creature you control"),
    "yours_enters": ("Entered", "creature you control"),
    "another_enters": ("Entered", "another creature"),
    "creature_enters": ("Entered", "creature"),
    "noncreature_cast": ("SpellCast", "noncreature"),
    "instant_or_sorcery_cast": ("SpellCast", "instant or sorcery"),
    "self_attacks": ("AttackerDeclared", "self"),
    # battalion (an ability word, 207.2c): "whenever ~ and at least two other creatures attack"
    "battalion": ("AttackerDeclared", "self and two others"),
    "yours_attacks": ("AttackerDeclared", "creature you control"),
    "another_yours_attacks": ("AttackerDeclared", "another creature you control"),
    "self_blocks_or_blocked_by": ("BlockerDeclared", "self blocks or blocked by"),
    "self_blocks_or_blocked": ("BlockerDeclared", "self blocks or blocked"),
    "self_blocks": ("BlockerDeclared", "self"),
    "self_blocked": ("BlockerDeclared", "self blocked"),
    "self_damages_player": ("DamageDealt", "self to a player"),
    "self_damages_creature": ("DamageDealt", "self to a creature"),
    "self_damages": ("DamageDealt", "self"),
    "yours_damages_player": ("DamageDealt", "creature you control to a player"),
    "self_dealt_damage": ("DamageDealt", "to self"),
    "self_dies": ("Died", "self"),
    # any zone change from the battlefield (603.6c, 603.10a): dying, exile, a hand
    "self_leaves": ("Left", "self"),
    "self_enters": ("Entered", "self"),
    "combat_on_your_turn": ("StepBegan", "beginning of combat on your turn"),
    "beginning_of_combat": ("StepBegan", "beginning of combat"),
    "end_of_combat": ("StepBegan", "end of combat"),
    # the beginning of an upkeep (503.1) or end step (513.1): on its controller's turn, on
    # each turn, on an opponent's
    # "whenever you cast a spell", "... a creature spell", "whenever a player / an
    # opponent casts a spell" (601.2i): the kind of spell, and "|" whose casting
    "spell_cast": ("SpellCast", "any"),
    "creature_cast": ("SpellCast", "creature"),
    "player_casts": ("SpellCast", "any|player"),
    "opponent_casts": ("SpellCast", "any|opponent"),
    # landfall's (an ability word, 207.2c): a land entering under its controller's control
    "land_enters": ("Entered", "land you control"),
    "you_gain_life": ("LifeGained", "you"),  # 119.9: once per life-gaining event
    "you_attack": ("AttackerDeclared", "you attack"),  # 508.1: once, however many attack
    "self_enters_or_attacks": ("AttackerDeclared", "self enters or attacks"),
    "equipped_attacks": ("AttackerDeclared", "equipped"),
    "equipped_damages_player": ("DamageDealt", "equipped to a player"),
    "your_upkeep": ("StepBegan", "upkeep on your turn"),
    "each_upkeep": ("StepBegan", "upkeep"),
    "opponents_upkeep": ("StepBegan", "upkeep on an opponent's turn"),
    "your_end_step": ("StepBegan", "end on your turn"),
    "each_end_step": ("StepBegan", "end"),
    "opponents_end_step": ("StepBegan", "end on an opponent's turn"),
}


class AbilityRules(Transformer[Token, Any]):
    """Cost parts as ``(kind, value)`` and triggers as ``(event, subject)``; each method is
    named after a rule or an alias of ``oracle.lark`` (the triggers' are ``TRIGGERS``)."""

    def loyalty(self, c: list[Any]) -> tuple[str, str]:
        return "loyalty", str(c[0])

    def tap_cost(self, c: list[Any]) -> tuple[str, str]:
        return "tap", ""

    def untap_cost(self, c: list[Any]) -> tuple[str, str]:
        return "untap", ""

    def mana_cost(self, c: list[Any]) -> tuple[str, str]:
        return "mana", str(c[0])

    def pay_life(self, c: list[Any]) -> tuple[str, str]:
        return "life", str(c[0])

    def pay_energy(self, c: list[Any]) -> tuple[str, str]:
        """"Pay {E}{E}" (CR 107.14): the energy counters paid."""
        return "energy", str(energy_count(str(c[0])))

    def sacrifice_self(self, c: list[Any]) -> tuple[str, str]:
        return "sacrifice", ""

    def equip(self, c: list[Any]) -> tuple[str, str]:
        return "equip", str(c[0])

    def crew(self, c: list[Any]) -> tuple[str, str]:
        return "crew", str(c[0])

    def unearth(self, c: list[Any]) -> tuple[str, str]:  # CR 702.84a
        return "unearth", str(c[0])

    def saddle(self, c: list[Any]) -> tuple[str, str]:  # CR 702.171a
        return "saddle", str(c[0])

    def ninjutsu(self, c: list[Any]) -> tuple[str, str]:  # CR 702.49a
        return "ninjutsu", str(c[0])

    def trigger_one(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def type_enters(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever another Human you control enters": "|" and the creature type."""
        kind = creature_type(str(c[1]))
        if not kind:
            raise Refused(str(c[1]))
        return "Entered", f"{'another ' if c[0] == 'another' else ''}creature you control|{kind}"


def _found(event: str, subject: str) -> Any:
    return staticmethod(lambda c: (event, subject))


for _alias, (_event, _subject) in TRIGGERS.items():
    setattr(AbilityRules, _alias, _found(_event, _subject))
