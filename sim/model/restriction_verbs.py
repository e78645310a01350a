"""The ``Op`` verbs of restrictions on players for the rest of the turn (issue 29, untilturn):
"<player> can't cast spells this turn", "... can't cast creature | noncreature | instant or
sorcery spells this turn", "... can't play lands this turn" (CR 101.2, 611.2a). Each verb is
also the rule it makes: ``sim.rules.cast_limits`` keeps it until end of turn as a
``Board.rule_effects`` entry for each player ``Op.who`` names (``Static.rule`` the verb,
``Static.affects`` the player's id), checked as that player would cast a spell or play a
land."""

from __future__ import annotations

#: "<player> can't cast spells this turn"
CANT_CAST = "can't cast spells"
#: "<player> can't cast creature spells this turn"
CANT_CAST_CREATURE = "can't cast creature spells"
#: "<player> can't cast noncreature spells this turn"
CANT_CAST_NONCREATURE = "can't cast noncreature spells"
#: "<player> can't cast instant or sorcery spells this turn"
CANT_CAST_INSTANT_SORCERY = "can't cast instant or sorcery spells"
#: "<player> can't play lands this turn" (CR 305.1)
CANT_PLAY_LANDS = "can't play lands"

#: the static rule "your opponents can't cast spells during your turn" (a ``Static.rule`` of a
#: permanent's, CR 101.2, 604.1: while its controller is the active player, 102.1)
NO_CASTING_ON_YOUR_TURN = "your opponents can't cast spells during your turn"

#: the static rules "you | your opponents | players can't cast <kind> spells | can't play
#: lands" (a permanent's, CR 101.2, 604.1), each its own words: who it restricts ("you": its
#: controller; "your opponents"; "players": everyone) and the restriction
STATIC_LIMITS: dict[str, tuple[str, str]] = {}

#: every verb of this module (each the rule it makes)
RESTRICTIONS = frozenset((CANT_CAST, CANT_CAST_CREATURE, CANT_CAST_NONCREATURE,
                          CANT_CAST_INSTANT_SORCERY, CANT_PLAY_LANDS))

STATIC_LIMITS.update({f"{whom} {verb}": (whom, verb)
                      for whom in ("you", "your opponents", "players") for verb in RESTRICTIONS})


def restricted(whom: str, controller: str, player: str) -> bool:
    """Whether a static limit on ``whom`` of a permanent ``controller`` controls applies to
    ``player`` (CR 109.5: "you" is its controller)."""
    return whom == "players" or (whom == "you") == (player == controller)


def forbids_spell(rule: str, types: tuple[str, ...]) -> bool:
    """Whether the restriction ``rule`` forbids casting a spell of card ``types`` (CR 101.2:
    the spell's card types as it would be cast)."""
    if rule == CANT_CAST:
        return True
    if rule == CANT_CAST_CREATURE:
        return "Creature" in types
    if rule == CANT_CAST_NONCREATURE:
        return "Creature" not in types
    if rule == CANT_CAST_INSTANT_SORCERY:
        return "Instant" in types or "Sorcery" in types
    return False


__all__ = ["CANT_CAST", "CANT_CAST_CREATURE", "CANT_CAST_INSTANT_SORCERY",
           "CANT_CAST_NONCREATURE", "CANT_PLAY_LANDS", "NO_CASTING_ON_YOUR_TURN", "RESTRICTIONS",
           "STATIC_LIMITS", "forbids_spell", "restricted"]
