"""The recipients of damage instructions the compiler reads for the damage family (issue 29,
``sim.text.damage_rules``). Split from ``sim.model.programs``, whose ``Op.who`` they extend.

* a joined ``who``: "~ deals 2 damage to each creature and each player" (CR 120.2: one
  instruction, its damage dealt at once to every object and player it names, each once) is one
  ``DAMAGE`` op whose ``who`` is its parts joined by ``JOINED`` ("group:0+each player").
"""

from __future__ import annotations

#: ``Op.rule`` of damage "divided as you choose among any number of" targets (CR 601.2d: as
#: many target slots as the damage, each target dealt at least 1), not "one, two, or three"
ANY_NUMBER = "any number of"

#: what joins the parts of a joined ``who`` ("group:0+each player")
JOINED = "+"


def joined(*refs: str) -> str:
    """The ``who`` of an instruction acting on each of ``refs`` ("" if one names nothing)."""
    return "" if not all(refs) else JOINED.join(refs)


def parts(ref: str) -> list[str]:
    """The parts of a joined ``who`` (a single ``who``: itself)."""
    return ref.split(JOINED)


#: a group's controller "that player or that planeswalker's controller" (the target named
#: before, "target player or planeswalker": that player, or the planeswalker's controller)
PLAYER_OR_WALKER = "that player or planeswalker"
#: the kinds of that target
PLAYER_OR_WALKER_TYPES = frozenset({"player", "planeswalker"})

#: ``Op.params`` key of a damage instruction whose source is not the ability's source but the
#: object its trigger is about ("whenever enchanted creature attacks, it deals 1 damage to any
#: target": the enchanted creature deals it, CR 120.3, 608.2h); the value is that object's
#: reference (``programs.THAT``, ``programs.ENCHANTED_CREATURE``, ...)
DAMAGE_SOURCE = "damage source"

#: the recipients a creature's combat names (CR 509.1h, 506.3d): "each creature blocking it"
#: (``BLOCKERS_OF`` + the creature's reference, ``programs.SELF`` or ``programs.THAT``) and "the
#: player or planeswalker it's attacking" (``ATTACKED_BY`` + it); ``sim.rules.combat_recipients``
BLOCKERS_OF, ATTACKED_BY = "blockers of:", "attacked by:"
COMBAT_RECIPIENTS = (BLOCKERS_OF, ATTACKED_BY)
#: the ``Who.words`` the grammar gives them (``sim.text.damage_rules.combat_recipient``)
BLOCKING_IT_WORDS, ATTACKED_IT_WORDS, ATTACKED_THAT_WORDS = (
    "each creature blocking it", "the player or planeswalker it's attacking",
    "the player or planeswalker that creature is attacking")

#: "... and 2 damage to itself" (CR 120.3): the source dealt its own damage (``programs.SELF``
#: as the engine resolves it; its own words); "each other opponent": each opponent but the player
#: the trigger is about (603.2)
ITSELF, OTHER_OPPONENTS = "itself", "other opponents"
#: the ``Who.words`` of "each other opponent" (``sim.text.damage_rules``)
OTHER_OPPONENTS_WORDS = "each other opponent"
