"""What a searched kind of card says of a card (CR 205, 105; ``Op.card`` of a search, of
"put a <kind> card from your hand onto the battlefield"): split from ``sim.rules.searching``
so that rules modules below it may use it."""

from __future__ import annotations

from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.qualities import COLOR_LETTERS

_SUPERTYPES = frozenset(("basic", "legendary", "snow"))
_CARD_TYPES = frozenset(("artifact", "creature", "enchantment", "instant", "land",
                         "planeswalker", "sorcery", "battle"))


def has(card: CardDef, word: str) -> bool:
    """Whether ``card`` is what one word of a searched kind says: a supertype (CR 205.4a), a
    card type (205.2a), "permanent" (110.4a), a color (105.2; "colorless" none, 105.2c;
    "multicolored" two or more, 105.4), "non<word>" (not that), else a subtype (a changeling
    has every creature type in every zone, 702.73a)."""
    if word in _SUPERTYPES:
        return word.title() in card.supertypes
    if word in _CARD_TYPES:
        return word.title() in card.types
    if word == "permanent":
        return bool(PERMANENT_CARD_TYPES.intersection(card.types))
    if word == "colorless":
        return not card.color_set
    if word == "multicolored":
        return len(card.color_set) > 1
    if word in COLOR_LETTERS:
        return COLOR_LETTERS[word] in card.color_set
    if word.startswith("non") and len(word) > len("non"):
        return not has(card, word[len("non"):])
    return card.has_subtype("-".join(p.title() for p in word.split("-")))


def _name(name: str) -> str:
    """A name as Oracle text writes it, lower case (CR 201.2)."""
    return name.lower().replace("\u2019", "'")


def matches(card: CardDef, kinds: str, source: str) -> bool:
    """Whether ``card`` is one of ``kinds`` (``Op.card``: "" any card; kinds joined by " or ",
    each a conjunction of words; "named <name>", "named ~" ``source``'s name)."""
    for one in kinds.split(" or ") if not kinds.startswith("named ") else [kinds]:
        if not one:
            return True
        if one.startswith("named "):
            wanted = one[len("named "):]
            if _name(card.name) == (_name(source) if wanted == "~" else wanted):
                return True
        elif all(has(card, word) for word in one.split()):
            return True
    return False
