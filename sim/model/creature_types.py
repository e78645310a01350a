"""Creature types two cards share (CR 205.3m, 702.73a): kinship's "if it shares a creature type
with ~" (``sim.rules.top_card``) and amplify's cards revealed (702.38a, ``sim.rules.riot``).
Moved out of ``sim.rules.top_card``."""

from __future__ import annotations

from sim.model.card import CardDef
from sim.model.qualities import NONCREATURE_SUBTYPES


def creature_types(card: CardDef) -> frozenset[str]:
    """Its creature types (CR 205.3m): those of its subtypes that are no artifact,
    enchantment, land or spell type, on a creature or kindred card only (205.3d: a subtype
    goes with its card type; a planeswalker's "Ajani" is none)."""
    if "Creature" not in card.types and "Kindred" not in card.types and \
            "Tribal" not in card.types:
        return frozenset()
    return frozenset(t for t in card.subtypes if t not in NONCREATURE_SUBTYPES)


def shares_creature_type(a: CardDef, b: CardDef) -> bool:
    """Whether ``a`` and ``b`` have a creature type in common (kinship); a changeling has every
    creature type, in every zone (CR 702.73a)."""
    mine, theirs = creature_types(a), creature_types(b)
    if a.changeling:
        return bool(theirs) or b.changeling
    return bool(mine) and b.changeling or bool(mine & theirs)


__all__ = ["creature_types", "shares_creature_type"]
