"""Whether a card in a graveyard is of the kinds a card target names (CR 115.1, 404; issue 29,
graveyard; read by ``sim.text.graveyard_cards``): one of ``TargetSpec.types`` (a card type,
205.2a; "permanent", 110.4b; or a subtype, 205.3 — a changeling card has every creature type
in every zone, 702.73a), also ``card_type`` (a card type or a supertype, 205.4a) if named, and
none of the "non-" kinds of ``not_subtype``. A card's characteristics in a graveyard are
those printed on it (CR 400.7, 109.3)."""

from __future__ import annotations

from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.programs import TargetSpec

#: the card types (CR 205.2a) and supertypes (205.4a) a kind may name, title case
_TYPE_NAMES = frozenset(("Creature", "Artifact", "Enchantment", "Land", "Instant", "Sorcery",
                         "Planeswalker", "Battle", "Kindred", "Tribal"))
_SUPERTYPE_NAMES = frozenset(("Legendary", "Basic", "Snow", "World"))


def has_kind(card: CardDef, kind: str) -> bool:
    """Whether ``card`` is of ``kind`` (any case): a card type, "permanent", a supertype, or
    a subtype."""
    title = kind.title()
    if title == "Permanent":
        return any(t in PERMANENT_CARD_TYPES for t in card.types)
    if title in _TYPE_NAMES:
        return title in card.types
    if title in _SUPERTYPE_NAMES:
        return title in card.supertypes
    return card.has_subtype(title)


def kinds_ok(spec: TargetSpec, card: CardDef) -> bool:
    """Whether ``card`` has one of the kinds ``spec.types`` names (any, if none), the kind
    ``spec.card_type`` too, and none of ``spec.not_subtype``'s ("/"-joined)."""
    if spec.not_subtype and any(has_kind(card, k) for k in spec.not_subtype.split("/")):
        return False
    if spec.card_type and not has_kind(card, spec.card_type):
        return False
    return not spec.types or any(has_kind(card, k) for k in spec.types)
