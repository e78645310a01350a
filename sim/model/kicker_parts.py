"""A kicker cost's parts (CR 702.33a: "kicker [cost]" means "you may pay an additional [cost]
as you cast this spell"; 118.8: an additional cost may be any cost — mana, objects, life).

The ``KICKER`` parameter's value is the cost as printed: its mana alone ("{2}{G}", "kicker
{2}{g}"), or a cost paid with objects or life after a dash ("sacrifice a land", "pay 3 life",
"{2}{R}, sacrifice a land": "kicker—sacrifice a land"), the words of
``sim.model.extra_costs``. ``sim.rules.spell_costs`` adds the mana to a kicked spell's total
cost (601.2f); ``sim.rules.kicker_paid`` asks for and pays the rest (601.2h) as the spell's
additional cost paid with objects is."""

from __future__ import annotations


def kicker_mana(value: str) -> str:
    """The mana of the kicker cost ``value`` ("{2}{R}" of "{2}{R}, sacrifice a land"; "" for
    a cost without mana, "sacrifice a land")."""
    if not value.startswith("{"):
        return ""
    return value.partition(", ")[0]


def kicker_objects(value: str) -> str:
    """The part of the kicker cost ``value`` paid with objects or life (CR 118.8: "sacrifice a
    land" of "{2}{R}, sacrifice a land" or of "sacrifice a land"; "" for mana alone)."""
    if value.startswith("{"):
        return value.partition(", ")[2]
    return value
