"""Split cards (CR 709): a card of two halves, each an instant or sorcery of its own, with the
keywords that say how its halves are cast: fuse (702.102a) and aftermath (702.127a).

Out of the stack the card has both halves' characteristics combined (709.4): both names, the
total mana cost (its mana value the halves' total, 709.4b), every color and card type of
either half; it is cast as one half, chosen as it is cast (709.3), and on the stack it has only
that half's characteristics (709.3a: ``sim.rules.split_casting``)."""

from __future__ import annotations

from collections.abc import Iterable

from sim.model.card import CardDef
from sim.model.mana import COLORS

#: "aftermath" (CR 702.127a), value "": the half with it can be cast only from a graveyard,
#: the other half not from one; cast from a graveyard, it is exiled as it leaves the stack
AFTERMATH = "aftermath"
#: "fuse" (CR 702.102a), value "": from its owner's hand, both halves may be cast together
FUSE = "fuse"
#: the layouts of split cards in an Oracle export (CR 709; aftermath, 702.127, is one)
SPLIT_LAYOUTS = ("split", "aftermath")


def cast_by_halves(layout: str, face_types: Iterable[tuple[str, ...]]) -> bool:
    """Whether a card of ``layout`` whose faces have the card types ``face_types`` is a split
    card the engine casts as either half (CR 709.3): every half an instant or sorcery (a
    Room's halves, 709.5, are enchantments, unlocked as doors: not cast this way)."""
    return layout in SPLIT_LAYOUTS and all(
        "Instant" in types or "Sorcery" in types for types in face_types)


def whole_card(name: str, halves: tuple[CardDef, ...]) -> CardDef:
    """The split card ``name`` (its full name, "Fire // Ice") in every zone but the stack:
    its halves' characteristics combined (CR 709.4): both mana costs (709.4b: its mana value
    is their total), every color (709.4c: 105.2), every card type, supertype and subtype. It
    has no text of its own: each half's is read as that half's (``CardDef.halves``)."""
    def union(values: list[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(values))

    colors = {c for half in halves for c in half.colors}
    return CardDef(name=name,
                   types=union([t for half in halves for t in half.types]),
                   subtypes=union([t for half in halves for t in half.subtypes]),
                   supertypes=union([t for half in halves for t in half.supertypes]),
                   colors=tuple(c for c in COLORS if c in colors),
                   cost="".join(half.cost for half in halves), halves=halves)


def half_named(card: CardDef, name: str) -> CardDef | None:
    """The half of the split card ``card`` called ``name`` (any case), or None."""
    key = name.strip().casefold()
    return next((half for half in card.halves if half.name.casefold() == key), None)
