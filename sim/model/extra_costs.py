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

#: the number words a cost counts with ("another": one other than the ability's source,
#: ``ExtraCost.other``)
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "another": 1}

#: plural nouns and the type or subtype they name
_NOUNS = {"creatures": "creature", "cards": "card", "islands": "island",
          "mountains": "mountain", "artifacts": "artifact", "lands": "land"}

#: the colors a cost may name (CR 105.1)
_COLORS = frozenset(("white", "blue", "black", "red", "green"))

#: the verbs, and where the objects that pay them are: permanents its caster controls, cards
#: in their hand or graveyard
SACRIFICE, DISCARD, EXILE, RETURN, TAP = "sacrifice", "discard", "exile", "return", "tap"
#: "reveal an Elf card from your hand" (CR 601.2b, 701.20a: the card stays in the hand)
REVEAL = "reveal"
#: "put a -1/-1 counter on a creature you control" (CR 122.1)
PUT = "put"
_ZONES = {SACRIFICE: Zone.BATTLEFIELD, RETURN: Zone.BATTLEFIELD, DISCARD: Zone.HAND,
          EXILE: Zone.GRAVEYARD, TAP: Zone.BATTLEFIELD, REVEAL: Zone.HAND, PUT: Zone.BATTLEFIELD}

#: the verbs a cost of several choices ("sacrifice a creature or pay {3}") begins each with
VERBS = frozenset((SACRIFICE, DISCARD, EXILE, RETURN, TAP, REVEAL, PUT, "pay"))


@attrs.frozen(slots=True)
class ExtraCost:
    """One cost paid with objects: ``verb`` ``count`` objects of any of ``kinds`` (card types
    or subtypes, colors, capitalized, or two of them all needed, "+" between: "Green+Creature";
    () for any card or permanent), basic lands only when ``basic``;
    the objects are in ``zone`` (the caster's); chosen at random when ``random``."""

    verb: str
    count: int
    kinds: tuple[str, ...]
    zone: Zone
    basic: bool = False
    #: the card is chosen at random, not by the player ("discard a card at random", 701.9b)
    random: bool = False
    #: objects other than the source of the ability paying it ("tap another untapped Citizen
    #: you control", "tap two other untapped creatures you control": CR 118.12 as it resolves)
    other: bool = False


@cache
def extra_cost(text: str) -> ExtraCost:
    """The ``ExtraCost`` of the words ``text`` (lower case, as the grammar accepted them:
    "<verb> <count> [untapped] <kind> [or <kind>] [card] [you control] [from your graveyard |
    hand] [to its owner's hand]"; a kind is a card type, a subtype, a color or "non<type>";
    "exile a creature you control": from the battlefield)."""
    words = text.split()
    verb, count = words[0], _COUNTS[words[1]]
    kinds: list[str] = []
    basic = False
    zone = Zone.HAND if verb == EXILE and words[-1] == "hand" else \
        Zone.BATTLEFIELD if verb == EXILE and words[-1] == "control" else _ZONES[verb]
    rest = [word.replace("non-", "non") for word in words[2:] if word != "other"]
    if len(rest) == 2 and rest[0] in _COLORS and rest[1] == "creature":
        rest = [f"{rest[0]}+creature"]  # "a green creature": both (CR 105.2, 205.2a)
    rest = _joined_non(rest)  # "an untapped non-human creature": both (205.4b)
    for word in rest:
        if word in ("you", "control", "from", "your", "graveyard", "to", "its", "their",
                    "owner's", "owners'", "hand", "or", "untapped", "at", "random",
                    "-1/-1", "counter", "on", "a"):
            continue
        if word == "basic":
            basic = True
            continue
        noun = _NOUNS.get(word, word)
        if noun in ("card", "permanent"):
            continue
        kinds.append("+".join(part.capitalize() for part in noun.split("+")))
    return ExtraCost(verb, count, tuple(kinds), zone, basic, words[-1] == "random",
                     words[1] == "another" or "other" in words)


def _joined_non(words: list[str]) -> list[str]:
    """``words`` with "non<kind>" and the noun after it one kind, both needed ("nonhuman
    creature": a creature that isn't a Human, CR 205.4b); before "card" or "permanent" (any
    card) the word stands alone."""
    out: list[str] = []
    for word in words:
        if out and out[-1].startswith("non") and "+" not in out[-1] and \
                word not in ("card", "cards", "permanent", "you", "or"):
            out[-1] = f"{out[-1]}+{word}"
            continue
        out.append(word)
    return out


def parts(text: str) -> tuple[str, ...]:
    """The costs of a choice between costs (CR 601.2b): "sacrifice a creature or enchantment
    or pay {1}" is ("sacrifice a creature or enchantment", "pay {1}"); one cost is itself."""
    words = text.split()
    out: list[str] = []
    current: list[str] = []
    for i, word in enumerate(words):
        if word == "or" and current and i + 1 < len(words) and words[i + 1] in VERBS:
            out.append(" ".join(current))
            current = []
            continue
        current.append(word)
    out.append(" ".join(current))
    return tuple(out)


def object_part(text: str) -> str:
    """The cost of ``text`` paid with objects (CR 601.2b: of "pay 5 life or sacrifice a
    creature or enchantment", the sacrifice; of one cost, itself)."""
    return next((p for p in parts(text) if not p.startswith("pay ")), text)
