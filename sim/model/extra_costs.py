"""What a spell's additional or alternative cost asks a player to give up besides mana (CR
601.2b, 601.2h, 118.8, 118.9): "sacrifice an artifact or creature", "discard two cards",
"exile a creature card from your graveyard", "return a basic land you control to its owner's
hand". The Oracle grammar (``sim.text.oracle.lark``: ``extra_cost``) accepts only these
shapes; ``extra_cost`` reads its words (the parameter's value) into an ``ExtraCost`` the engine
pays (``sim.rules.casting``)."""

from __future__ import annotations

from functools import cache

import attrs

from sim.model.objects import Zone

#: the number words a cost counts with
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}

#: plural nouns and the type or subtype they name
_NOUNS = {"creatures": "creature", "cards": "card", "islands": "island",
          "mountains": "mountain", "artifacts": "artifact", "lands": "land"}

#: the verbs, and where the objects that pay them are: permanents its caster controls, cards
#: in their hand or graveyard
SACRIFICE, DISCARD, EXILE, RETURN = "sacrifice", "discard", "exile", "return"
_ZONES = {SACRIFICE: Zone.BATTLEFIELD, RETURN: Zone.BATTLEFIELD, DISCARD: Zone.HAND,
          EXILE: Zone.GRAVEYARD}


@attrs.frozen(slots=True)
class ExtraCost:
    """One cost paid with objects: ``verb`` ``count`` objects of any of ``kinds`` (card types
    or subtypes, capitalized; () for any card or permanent), basic lands only when ``basic``;
    the objects are in ``zone`` (the caster's)."""

    verb: str
    count: int
    kinds: tuple[str, ...]
    zone: Zone
    basic: bool = False


@cache
def extra_cost(text: str) -> ExtraCost:
    """The ``ExtraCost`` of the words ``text`` (lower case, as the grammar accepted them:
    "<verb> <count> <kind> [or <kind>] [card] [you control] [from your graveyard] [to its
    owner's hand]")."""
    words = text.split()
    verb, count = words[0], _COUNTS[words[1]]
    kinds: list[str] = []
    basic = False
    for word in words[2:]:
        if word in ("you", "control", "from", "your", "graveyard", "to", "its", "their",
                    "owner's", "owners'", "hand", "or"):
            continue
        if word == "basic":
            basic = True
            continue
        noun = _NOUNS.get(word, word)
        if noun in ("card", "permanent"):
            continue
        kinds.append(noun.capitalize())
    return ExtraCost(verb, count, tuple(kinds), _ZONES[verb], basic)
