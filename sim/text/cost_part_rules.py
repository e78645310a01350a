"""The transformer rules of the Oracle grammar (``oracle.lark``) for the parts of an
activated ability's cost paid with objects (CR 602.2b, 601.2h, 118.3): "sacrifice a creature",
"discard two cards", "exile a creature card from your graveyard", "return a Forest you control
to its owner's hand", "tap an untapped Ally you control", "remove a +1/+1 counter from ~",
"exile ~ from your graveyard", each as ``("part", CostPart)``
(``sim.model.cost_parts``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Filter
from sim.model.cost_parts import (
    ANY_NUMBER,
    DISCARD,
    EXERT,
    EXILE,
    EXILE_TOP,
    GRAVEYARD,
    HAND,
    MILL,
    PUT_COUNTERS,
    REMOVE_COUNTERS,
    RETURN,
    REVEAL,
    SACRIFICE,
    X_COUNTERS,
    CostPart,
)
from sim.text.static_rules import Refused
from sim.text.vocabulary import CARD_TYPES, NUMBER_WORDS, thing

#: the artifact types a cost names (CR 205.3g): "sacrifice a Food", "... a Treasure"
ARTIFACT_TYPES = {"food": "Food", "foods": "Food", "treasure": "Treasure",
                  "treasures": "Treasure", "clue": "Clue", "clues": "Clue", "blood": "Blood",
                  "equipment": "Equipment", "vehicle": "Vehicle", "vehicles": "Vehicle"}

#: "permanent" and "permanents" (any kind)
_ANY_PERMANENT = frozenset(("permanent", "permanents"))


def _kind(words: list[str], token: bool | None) -> Filter:
    """The kind of permanent a cost part names ("creature", "goblin", "forests", "artifact
    creature"), or ``Refused``."""
    text = " ".join(words)
    if text in _ANY_PERMANENT:
        return Filter(token=token)
    if text in ARTIFACT_TYPES:
        return Filter(subtype=ARTIFACT_TYPES[text], token=token)
    found = thing(text)
    if found is None or found.color:
        raise Refused(text)
    return Filter(subtype=found.subtype, card_type=found.card_type, token=token)


class CostPartRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def part_count(self, c: list[Any]) -> tuple[int, bool]:
        """The count and whether it says "another" (611.3: not the source)."""
        word = str(c[0])
        return (1, True) if word == "another" else (NUMBER_WORDS[word], False)

    def part_kind(self, c: list[Any]) -> Filter:
        token: bool | None = None
        words = [str(w) for w in c]
        if words[0] == "nontoken":
            token, words = False, words[1:]
        elif len(words) == 2 and words[1] in ("token", "tokens") and words[0] in ARTIFACT_TYPES:
            # "sacrifice two Blood tokens" (CR 111.1, 205.3g): tokens of that artifact type
            return Filter(subtype=ARTIFACT_TYPES[words[0]], token=True)
        return _kind(words, token)

    def part_kinds(self, c: list[Any]) -> tuple[Filter, ...]:
        return tuple(c)

    def part_cards(self, c: list[Any]) -> tuple[Filter, ...]:
        """"card(s)" (any) or "<type> card(s)" ("creature card", "land card")."""
        if not c:
            return ()
        word = str(c[0])
        if word not in CARD_TYPES and word not in ("instant", "sorcery"):
            raise Refused(word)
        return (Filter(card_type=CARD_TYPES.get(word) or word.title()),)

    def part_counter(self, c: list[Any]) -> str:
        return str(c[0])

    def sacrifice_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kinds = c
        return "part", CostPart(SACRIFICE, n, kinds, other=other)

    def sacrifice_other_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"Sacrifice three other creatures" (CR 118.3, 602.2b): none of them the source."""
        (n, other), kinds = c
        if other or n < 2:
            raise Refused("other")  # "sacrifice an other ...": not English
        return "part", CostPart(SACRIFICE, n, kinds, other=True)

    def discard_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kinds = c
        if other:
            raise Refused("another")
        return "part", CostPart(DISCARD, n, kinds, HAND)

    def discard_random_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"Discard a card at random" (701.9b)."""
        (n, other), kinds = c
        if other or kinds:
            raise Refused("at random")
        return "part", CostPart(DISCARD, n, (), HAND, random=True)

    def exile_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kinds = c
        if other:
            raise Refused("another")
        return "part", CostPart(EXILE, n, kinds, GRAVEYARD)

    def exile_permanent_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"Exile another Goblin you control" (CR 406.3; champion's, 702.72a): permanents of
        the kinds the payer controls ("another": not the source, 611.3)."""
        (n, other), kinds = c
        return "part", CostPart(EXILE, n, kinds, other=other)

    def discard_self(self, c: list[Any]) -> tuple[str, str]:
        """"Discard ~": activated only from its owner's hand (``Cost.discard``)."""
        return "discard", ""

    def exile_self_part(self, c: list[Any]) -> tuple[str, CostPart]:
        return "part", CostPart(EXILE, own=True)

    def exile_self_graveyard_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"Exile ~ from your graveyard": activated only from there."""
        return "part", CostPart(EXILE, zone=GRAVEYARD, own=True)

    def return_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kinds = c
        if n != 1:
            raise Refused("return")  # "... to their owners' hands"
        return "part", CostPart(RETURN, n, kinds, other=other)

    def reveal_self_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"reveal ~ from your hand" (forecast's, CR 702.57a-b)."""
        return "part", CostPart(REVEAL, zone=HAND, own=True)

    def exert_self_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"exert ~" (CR 701.43a)."""
        return "part", CostPart(EXERT, own=True)

    def return_self_part(self, c: list[Any]) -> tuple[str, CostPart]:
        return "part", CostPart(RETURN, own=True)

    def remove_counters_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kind = c
        if other:
            raise Refused("another")
        return "part", CostPart(REMOVE_COUNTERS, n, own=True, counter=kind)

    def remove_counter_from_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"remove a +1/+1 counter from a creature you control" (CR 601.2h, 122.1): a
        permanent of the kind with such a counter, chosen as it is paid; one counter only."""
        (n, other), kind, what = c
        if other or n != 1:
            raise Refused("remove counters from among")
        return "part", CostPart(REMOVE_COUNTERS, 1, (what,), counter=kind)

    def remove_any_counters_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"remove any number of storage counters from ~": the number is the ability's X,
        announced as it is activated (CR 601.2b, 602.2b; ``ANY_NUMBER``)."""
        return "part", CostPart(REMOVE_COUNTERS, ANY_NUMBER, own=True, counter=str(c[0]))

    def remove_x_counters_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"remove x storage counters from ~": X announced as it is activated (601.2b)."""
        return "part", CostPart(REMOVE_COUNTERS, X_COUNTERS, own=True, counter=str(c[0]))

    def exile_top_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"exile the top card of your library", "... the top ten cards ..." (CR 406.3)."""
        n = NUMBER_WORDS.get(str(c[0]), 0) if c else 1
        if n < 1 or (n == 1) != (not c):
            raise Refused("exile the top")  # "the top one card", "the top two card"
        return "part", CostPart(EXILE_TOP, n)

    def mill_part(self, c: list[Any]) -> tuple[str, CostPart]:
        """"mill a card", "mill two cards" (CR 701.13a, 118.3)."""
        n, other = c[0]
        if other:
            raise Refused("another")
        return "part", CostPart(MILL, n)

    def put_counters_part(self, c: list[Any]) -> tuple[str, CostPart]:
        (n, other), kind = c
        if other:
            raise Refused("another")
        return "part", CostPart(PUT_COUNTERS, n, own=True, counter=kind)
