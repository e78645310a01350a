"""Cards in a graveyard named by a subtype, a supertype or several card types (issue 29,
graveyard; CR 115.1, 404, 205.2-205.4): "target Knight card", "target Zombie creature card",
"target Vampire or Wizard creature card", "target creature or Vehicle card", "target nonland
permanent card", "target noncreature, nonland [permanent] card", "target legendary creature
card", "target artifact creature card", "target instant, sorcery, or creature card" — each
[with mana value N or less] from your graveyard | a graveyard | an opponent's graveyard.

The phrase becomes one ``TargetSpec`` (zone "graveyard"): ``types`` the kinds one of which
the card must have (card types, or subtypes in lower case), ``card_type`` a kind it must also
have (a card type, a supertype or "Permanent"), ``not_subtype`` the kinds ("/"-joined) it
must have none of; ``sim.rules.graveyard_kinds`` checks them, ``sim.text.render_graveyard_cards``
writes them back."""

from __future__ import annotations

from typing import Any

from sim.model.programs import THAT_PLAYER, TargetSpec
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: the card types such a phrase names (CR 205.2a; "permanent": any permanent card, 110.4b)
CARD_KINDS = frozenset(("creature", "artifact", "enchantment", "land", "instant", "sorcery",
                        "planeswalker", "permanent", "battle"))
#: the supertypes it may name before a card type (CR 205.4a)
SUPERTYPE_KINDS = frozenset(("legendary", "basic", "snow"))


def is_subtype(word: str) -> bool:
    """Whether ``word`` (lower case, singular) is a subtype (CR 205.3): a creature type or an
    artifact, enchantment, land, spell or battle type — not a word like "historic"."""
    kind = creature_type(word)
    return bool(kind) and kind.lower() == word or word.title() in NONCREATURE_SUBTYPES


def _non(word: str) -> str:
    """The kind a "non<kind>" | "non-<kind>" word names, title case; ``Refused`` if none."""
    kind = word[3:].lstrip("-")
    if kind in CARD_KINDS - {"permanent"} or kind in SUPERTYPE_KINDS or is_subtype(kind):
        return kind.title()
    raise Refused(word)


def gy_card_spec(tokens: list[Any]) -> TargetSpec:
    """The spec of the phrase ``tokens`` (after "target"): see the module's docstring."""
    words = [str(t) for t in tokens]
    at = words.index("card")
    head = [w for w in words[:at] if w not in (",", "or")]
    either = "or" in words[:at]
    nons = [_non(w) for w in head if w.startswith("non") and w not in CARD_KINDS]
    kinds = [w for w in head if not (w.startswith("non") and w not in CARD_KINDS)]
    card_type = ""
    if either and "," in words[:at] and len(kinds) >= 3 and all(k in CARD_KINDS for k in kinds):
        types = frozenset(kinds)  # "artifact, enchantment, or planeswalker card"
    elif either and len(kinds) == 3 and kinds[2] in CARD_KINDS:
        types, card_type = frozenset(kinds[:2]), kinds[2]  # "Vampire or Wizard creature card"
    elif either and len(kinds) == 2:
        types = frozenset(kinds)  # "creature or Vehicle card", "Aura or Equipment card"
    elif not either and len(kinds) == 2 and kinds[1] in CARD_KINDS:
        if kinds[0] in SUPERTYPE_KINDS or kinds[0] in CARD_KINDS:  # "legendary creature"
            types, card_type = frozenset(kinds[1:]), kinds[0]
        else:  # "Zombie creature card", "Dragon permanent card"
            types, card_type = frozenset(kinds[:1]), kinds[1]
    elif not either and not kinds and nons:
        types = frozenset()  # "nonland card", "noncreature, nonland card"
    elif not either and len(kinds) == 1:
        types = frozenset(kinds)  # "Knight card", "nonland permanent card"
    else:
        raise Refused(" ".join(words[:at]))
    if any(k not in CARD_KINDS and not is_subtype(k) for k in types) or \
            types <= CARD_KINDS and not (card_type or nons or len(types) > 2):
        raise Refused(" ".join(words[:at]))  # not subtypes; or ``card_words``'s own phrase
    if card_type and card_type in types:
        raise Refused(" ".join(words[:at]))
    most = int(words[at + 4]) if words[at + 1] == "with" else -1
    whose = words[words.index("from") + 1]
    owner = {"your": "you", "an": "opponent", "that": THAT_PLAYER}.get(whose, "")  # (linked)
    return TargetSpec("target " + " ".join(words), types, controller=owner, zone="graveyard",
                      max_value=most, card_type=card_type.title(),
                      not_subtype="/".join(nons))
