"""The qualities of counted permanents and cards ``sim.model.board`` leaves to this module
(issue 29, characteristic-defining abilities; ``sim.model.filters.Kinds``): "the number of snow
permanents you control" (CR 205.4g), "nonland permanents", "non-Wall creatures" (205.4b),
"colorless creatures" (105.2c), "artifacts and/or enchantments", "creatures named ~" (201.2);
and the counts of cards in a hand, a graveyard or exile (``Filter.zone``: "noncreature, nonland
cards in your graveyard", "permanent cards in your graveyard" (110.4a), "cards you own in
exile", "instant and sorcery cards you own in exile and in your graveyard", "cards in all
players' hands"). A characteristic-defining ability counts them in every zone (604.3)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sim.model.abilities import ENCHANTED_PLAYER
from sim.model.card import CardDef
from sim.model.filters import CHOSEN_PLAYER, OPPONENT, Filter, Kinds
from sim.model.objects import Permanent, Zone

#: the card types of a permanent card (CR 110.4a)
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"})
#: ``Filter.controller`` "enchanted player" (CR 303.4: the player the source Aura is attached
#: to) and "the chosen player" (614.12)
SEEN_PLAYERS = frozenset((ENCHANTED_PLAYER, CHOSEN_PLAYER))


def seen_player(kind: str, source: Permanent) -> str:
    """The one player a count's or a filter's ``controller`` names, seen from ``source``: the
    player it enchants (CR 303.4) or the player chosen as it entered (614.12; "" none)."""
    return (source.attached_to or "") if kind == ENCHANTED_PLAYER else source.chosen


def qualified(more: Kinds, card: CardDef, source: Permanent) -> bool:
    """Whether ``card`` (a permanent's characteristics now, or a card's) has the qualities
    ``more`` names, seen from ``source`` ("named ~": the source's name, 201.2)."""
    if more.snow and "Snow" not in card.supertypes:  # CR 205.4g
        return False
    if more.colorless and card.color_set:  # CR 105.2c: no color (devoid's too, 702.114a)
        return False
    types = card.types
    if more.not_types and any(t in types for t in more.not_types):  # "nonland" (205.4b)
        return False
    if more.not_subtype and card.has_subtype(more.not_subtype):  # "non-Wall" (a changeling
        return False                                             # is a Wall, 702.73a)
    if more.any_types and not any(t in types for t in more.any_types):  # "and/or"
        return False
    if more.permanent and not any(t in PERMANENT_TYPES for t in types):  # CR 110.4a
        return False
    if more.that_are and not any(t in types or card.has_subtype(t) for t in more.that_are):
        return False  # "that are Spirits and/or enchantments" (205.2a, 205.3m)
    return not more.named or card.name == source.card.name


def zone_cards(objects: Mapping[str, Permanent], f: Filter, source: Permanent
               ) -> Iterator[Permanent]:
    """The cards of the zones ``f.zone`` names ("hand", "graveyard", "exile", several joined by
    "/") that have its qualities: of its card types (one of them, joined by "/"), its subtype,
    basic or not (205.4c) and ``f.more``'s, owned by the source's controller (any controller
    but these: "you", "that player" seen from that player), by another player ("opponent"), by
    the chosen player (614.12), or by anyone ("") (CR 404.1, 402.1, 406.1); "other": not the
    source itself."""
    zones = frozenset(Zone(z) for z in f.zone.split("/"))
    types = f.card_type.split("/") if f.card_type else ()
    you = seen_player(f.controller, source) if f.controller in SEEN_PLAYERS else \
        source.controller  # "in the chosen player's hand" (614.12): none while none is chosen
    for perm in objects.values():
        if perm.zone not in zones or (perm.owner == you if f.controller == OPPONENT else
                                      bool(f.controller) and perm.owner != you) or \
                f.other and perm.id == source.id:
            continue
        card = perm.card
        if types and not any(t in card.types for t in types) or \
                f.subtype and not card.has_subtype(f.subtype) or \
                f.basic is not None and ("Basic" in card.supertypes) != f.basic or \
                f.more is not None and not qualified(f.more, card, source):
            continue
        yield perm


def zone_count(objects: Mapping[str, Permanent], f: Filter, source: Permanent) -> int:
    """How many cards of the zones ``f.zone`` names have its qualities (``zone_cards``)."""
    return sum(1 for _ in zone_cards(objects, f, source))
