"""The transformer rules of the Oracle grammar (``oracle.lark``) for searching a library (its
block "searching a library"; CR 701.23a-c, 701.19, 701.24a): "search your library for <what>,
<where>, then shuffle" and "..., [reveal it,] then shuffle and put that card on top", each an
``Instruction`` of kind "search" that ``sim.text.effect_text`` makes an ``Op(SEARCH)``
(``sim.model.search_verbs`` describes its values; ``sim.rules.searching`` runs it).

What is found: "a card", "a basic land card or gate card", "an artifact card with mana value 3
or less", "a card named <name>" (201.2), "up to two basic land cards", "any number of cards
named ~", "three cards", "up to three creature cards with different names"; every word of a
kind must be one the engine knows (a supertype, a color, a card type, a subtype, "permanent",
"non<word>"), or the clause is not read.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.filters import SACRIFICED, SOURCE_MANA_VALUE, Count
from sim.model.programs import (
    SEARCH,
    SEARCH_MAX_VALUE,
    TO_BATTLEFIELD,
    TO_HAND,
    TO_TOP,
    TO_TOP_REVEALED,
    Op,
)
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.model.search_verbs import (
    COUNTED_VALUE,
    ONE_TO_BATTLEFIELD,
    ONE_TO_HAND,
    ONE_TO_HAND_HIDDEN,
    SEARCH_AND_PUT,
    SEARCH_ANY_NUMBER,
    SEARCH_BASIC_TYPE,
    SEARCH_DIFFERENT,
    SEARCH_EACH,
    SEARCH_IN_ANY_ORDER,
    SEARCH_KEYWORD,
    SEARCH_MAY,
    SEARCH_MIN_VALUE,
    SEARCH_OTHERS,
    SEARCH_POWER,
    SEARCH_POWER_OR_TOUGHNESS,
    SEARCH_SPLIT_SENTENCES,
    SEARCH_TOUGHNESS,
    SEARCH_UP_TO,
    SEARCH_VALUE,
    SEARCH_X_COUNT,
    TO_EXILE_FOUND,
    TO_GRAVEYARD_FOUND,
    TO_HAND_HIDDEN,
)
from sim.text.dig_count_rules import DigCountRules
from sim.text.effect_rules import Instruction, Who
from sim.text.render_library import SELF_NAMED
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec
from sim.text.vocabulary import creature_type

#: the words of a kind besides subtypes (CR 205.2a card types, 205.4a supertypes, 105.2 colors,
#: 110.4a "permanent")
KIND_WORDS = frozenset(("artifact", "creature", "enchantment", "instant", "land", "planeswalker",
                        "sorcery", "battle", "kindred", "permanent", "basic", "legendary",
                        "snow", "colorless", "multicolored", "white", "blue", "black", "red",
                        "green"))
#: the land types (CR 205.3i): "basic" before one reaches the others of a list ("a basic
#: forest, plains, or island card")
LAND_TYPES = frozenset(("plains", "island", "swamp", "mountain", "forest"))
_SUBTYPES = frozenset(s.lower() for s in NONCREATURE_SUBTYPES)

#: what is found: the kinds (``Op.card``), how many, whether times X, the qualities
Spec = tuple[str, int, bool, frozenset[tuple[str, str]]]


def known_word(word: str) -> bool:
    """Whether the engine knows what ``word`` of a searched kind says of a card
    (``sim.model.card_kinds.has``)."""
    if word.startswith("non") and known_word(word[len("non"):]):
        return True
    return word in KIND_WORDS or word in _SUBTYPES or \
        creature_type(word).lower() == word and bool(creature_type(word))


def _spec(kinds: list[str], count: tuple[int, bool, frozenset[tuple[str, str]]],
          qualities: list[Any]) -> Spec:
    """What is found; ``x`` (``Op.x``): X is used, by the count ("X cards",
    ``SEARCH_X_COUNT``) or a mana value ("with mana value X or less")."""
    n, x, params = count
    params |= frozenset(q for q in qualities if isinstance(q, tuple))
    if x:
        params |= {(SEARCH_X_COUNT, "")}
    return " or ".join(kinds), n, x or any(v == "x" for _, v in params), params


def search_op(step: Instruction, who: str) -> Op:
    """The ``Op(SEARCH)`` of a search read (``sim.text.effect_text``), ``who`` the player who
    searches (``YOU``, or "its controller" resolved, CR 608.2h)."""
    return Op(SEARCH, who, rule=step.verb, tapped=step.tapped, card=step.card,
              params=step.params, count=step.amount or 1, x=step.x, per=step.count)


_ONE = (1, False, frozenset[tuple[str, str]]())


class SearchRules(Transformer[Token, Any]):
    """Searching a library (the grammar's ``search``)."""

    def search_kind(self, tokens: list[Any]) -> str:
        words = " ".join(str(t) for t in tokens).split()
        for word in words:
            if not known_word(word):
                raise Refused(word)
        return " ".join(words)

    def search_kinds(self, c: list[Any]) -> list[str]:
        kinds = [str(k) for k in c]
        first = kinds[0].split()
        if len(kinds) > 1 and len(first) == 2 and first[0] == "basic" and first[1] in \
                LAND_TYPES and all(k in LAND_TYPES for k in kinds[1:]):
            return [kinds[0], *(f"basic {k}" for k in kinds[1:])]  # one "basic" for all
        return kinds

    def search_count(self, tokens: list[Any]) -> tuple[int, bool, frozenset[tuple[str, str]]]:
        words = [t for t in tokens if not isinstance(t, tuple)]
        if words and str(words[0]) == "any":
            return 1, False, frozenset({(SEARCH_ANY_NUMBER, "")})
        n, x = next(t for t in tokens if isinstance(t, tuple))
        return n, x, frozenset({(SEARCH_UP_TO, "")}) if words else frozenset()

    def search_value(self, tokens: list[Any]) -> tuple[str, str]:
        words = [str(t) for t in tokens]
        if len(words) == 3 and words[-1].isdigit():  # "with mana value 2 or 3"
            return SEARCH_VALUE, " ".join(words)
        key = SEARCH_MAX_VALUE if words[-1] == "less" else SEARCH_MIN_VALUE \
            if words[-1] == "greater" else SEARCH_VALUE
        return key, words[0]

    def search_quality(self, c: list[Any]) -> tuple[str, str]:
        return c[-1]  # type: ignore[no-any-return]

    def search_different(self, c: list[Any]) -> tuple[str, str]:
        return SEARCH_DIFFERENT, ""

    def search_one(self, c: list[Any]) -> Spec:
        return _spec(c[0], _ONE, c[1:])

    def search_one_or(self, c: list[Any]) -> Spec:
        if len(c[0]) > 1:
            raise Refused("or")  # "a creature or land card or a gate card": not read
        return _spec([*c[0], str(c[1])], _ONE, [])

    def search_any(self, c: list[Any]) -> Spec:
        return _spec([""], _ONE, c)

    def search_one_named(self, c: list[Any]) -> Spec:
        words = [str(t) for t in c]
        if {"or", "and"} & set(words):
            raise Refused("named")  # one of two names: not read
        return _spec(["named " + " ".join(words)], _ONE, [])

    def search_one_self(self, c: list[Any]) -> Spec:
        return _spec([SELF_NAMED], _ONE, [])

    def search_many(self, c: list[Any]) -> Spec:
        return _spec(c[1], c[0], c[2:])

    def search_many_or(self, c: list[Any]) -> Spec:
        if len(c[1]) > 1:
            raise Refused("or")
        return _spec([*c[1], str(c[2])], c[0], c[3:])

    def search_many_any(self, c: list[Any]) -> Spec:
        return _spec([""], c[0], c[1:])

    def search_many_self(self, c: list[Any]) -> Spec:
        return _spec([SELF_NAMED], c[0], [])

    def to_battlefield(self, c: list[Any]) -> tuple[str, bool]:
        return TO_BATTLEFIELD, bool(c)

    def to_hand(self, c: list[Any]) -> tuple[str, bool]:
        return TO_HAND, False

    def to_hand_hidden(self, c: list[Any]) -> tuple[str, bool]:
        return TO_HAND_HIDDEN, False

    def to_graveyard_found(self, c: list[Any]) -> tuple[str, bool]:
        return TO_GRAVEYARD_FOUND, False

    def to_exile_found(self, c: list[Any]) -> tuple[str, bool]:
        return TO_EXILE_FOUND, False

    def one_to_battlefield(self, c: list[Any]) -> tuple[str, bool]:
        return ONE_TO_BATTLEFIELD, True

    def search(self, c: list[Any]) -> Instruction:
        (card, n, x, params), (where, tapped) = c
        if any(k in (SEARCH_POWER, SEARCH_TOUGHNESS, SEARCH_POWER_OR_TOUGHNESS)
               for k, _ in params) and not all("creature" in k.split()
                                                for k in card.split(" or ")):
            raise Refused("power")  # a creature card's power (CR 208.1)
        if where in (TO_BATTLEFIELD, ONE_TO_BATTLEFIELD) and not card:
            raise Refused("a card onto the battlefield")  # an instant can't be (110.4a)
        if where == ONE_TO_BATTLEFIELD and (n, x) != (2, False):
            raise Refused("one ... and the other")  # two cards found, one each way
        if (SEARCH_EACH, "") in params and where not in (TO_BATTLEFIELD, TO_HAND,
                                                         TO_HAND_HIDDEN):
            raise Refused("a card of each kind")
        return Instruction("search", verb=where, card=card, tapped=tapped, amount=n, x=x,
                           params=params)

    def search_who(self, tokens: list[Any]) -> Who:
        words = " ".join(str(t) for t in tokens)
        return Who("controller") if words == "its controller" else Who("it", words=words)

    def search_their(self, c: list[Any]) -> Instruction:
        """"its controller | that player may search their library for ..., put it onto the
        battlefield [tapped], then shuffle": only onto the battlefield ("your hand" would be
        another player's)."""
        who, (card, n, x, params), (where, tapped) = c
        if where != TO_BATTLEFIELD or not card:
            raise Refused("their library")
        return Instruction("search", who, verb=where, card=card, tapped=tapped, amount=n, x=x,
                           params=params | {(SEARCH_MAY, "")})

    def search_whose(self, tokens: list[Any]) -> Who:
        if str(tokens[0]) == "target":
            return Who("target", spec=target_spec(["player"]))
        return Who("it", words="that player")

    def search_library_of(self, c: list[Any]) -> Instruction:
        """"search target player's library for <cards> and exile them. then that player
        shuffles": the controller searches (CR 701.23a); the cards are exiled (406.2)."""
        who, (card, n, x, params) = c
        return Instruction("search", who, verb=TO_EXILE_FOUND, card=card, amount=n, x=x,
                           params=params | {(SEARCH_OTHERS, "")})

    def search_hand_graveyard(self, c: list[Any]) -> Instruction:
        """"... up to two creature cards and reveal them. put one into your hand and the other
        into your graveyard. then shuffle" (CR 701.23a, 608.2c)."""
        card, n, x, params = c[0]
        if (n, x) != (2, False):
            raise Refused("one ... and the other")
        revealed = len(c) > 1 and c[1] is True
        return Instruction("search", verb=ONE_TO_HAND if revealed else ONE_TO_HAND_HIDDEN,
                           card=card, amount=n, params=params)

    def search_hand_graveyard_kinds(self, c: list[Any]) -> Instruction:
        return self.search_hand_graveyard([_spec(c[1], c[0], []), *c[2:]])

    def search_reveal(self, c: list[Any]) -> bool:
        return True

    def search_and_put(self, c: list[Any]) -> Instruction:
        """"search your library for a forest card and put that card onto the battlefield. then
        shuffle" (the sentences joined; CR 701.23a, 608.2c)."""
        (card, n, x, params), tapped = c[0], bool(c[1:])
        if not card:
            raise Refused("a card onto the battlefield")  # 110.4a
        return Instruction("search", verb=TO_BATTLEFIELD, card=card, tapped=tapped, amount=n,
                           x=x, params=params | {(SEARCH_AND_PUT, "")})

    def search_top(self, tokens: list[Any]) -> tuple[str, bool]:
        words = [str(t) for t in tokens]
        return TO_TOP_REVEALED if words[0] == "reveal" else TO_TOP, words[-1] == "order"

    def search_on_top(self, c: list[Any]) -> Instruction:
        (card, n, x, params), (where, ordered) = c
        if ordered:
            params |= {(SEARCH_IN_ANY_ORDER, "")}
        return Instruction("search", verb=where, card=card, amount=n, x=x, params=params)

    def search_where(self, c: list[Any]) -> tuple[Spec, Any]:
        """"up to x <kinds> cards, where x is <count>" (CR 107.3): a count of the game or of
        the source, never of "it" (``DigCountRules.dig_look_where``'s)."""
        n, x, params = c[0]
        if (n, x) != (1, True) or (SEARCH_UP_TO, "") not in params:
            raise Refused("where x")  # "up to x" only
        _, counted = DigCountRules().dig_look_where([(1, True), c[-1]])
        return _spec(c[1], (1, False, params), []), \
            attrs.evolve(counted, where_x=False)

    def search_x_where(self, c: list[Any]) -> Instruction:
        """"search your library for up to x <kinds> cards, where x is <count>, put them
        ...": up to as many cards as the count as the search is carried out (CR 107.3,
        608.2h; 701.23b: fewer may be found)."""
        (spec, counted), where = c
        step = self.search([spec, where])
        if step.verb not in (TO_BATTLEFIELD, TO_HAND, TO_HAND_HIDDEN):
            raise Refused("where x")
        return attrs.evolve(step, count=counted)

    def search_each(self, c: list[Any]) -> Spec:
        """"a forest card and a plains card", "an island card, a swamp card, and a mountain
        card": one card of each kind (CR 701.23a-b)."""
        kinds = [str(k) for k in c]
        return " or ".join(kinds), len(kinds), False, frozenset({(SEARCH_EACH, "")})

    def search_spec_each(self, c: list[Any]) -> Spec:
        return c[0]  # type: ignore[no-any-return]

    def search_sentences(self, c: list[Any]) -> Instruction:
        """"search your library for <a card of each kind>. reveal those cards, put them into
        your hand, then shuffle" (the sentences joined, CR 608.2c)."""
        return self.search(c)

    def value_cmp(self, tokens: list[Any]) -> str:
        return SEARCH_MAX_VALUE if str(tokens[0]) == "less" else SEARCH_VALUE

    def value_count(self, c: list[Any]) -> Count:
        """A count of the game or of the source (``DigCountRules.dig_look_where``'s): never
        of "it" (the search names no object)."""
        _, counted = DigCountRules().dig_look_where([(1, True), c[0]])
        return attrs.evolve(counted, where_x=False)

    def value_plus_sacrificed(self, c: list[Any]) -> Count:
        """"N plus the sacrificed creature's | artifact's mana value" (CR 202.3, 601.2h: the
        permanent sacrificed to pay the cost, as it last existed, 608.2h)."""
        return Count(SOURCE_MANA_VALUE, on=SACRIFICED, plus=int(str(c[0])))

    def search_counted(self, c: list[Any]) -> tuple[Spec, Count]:
        """"a <kinds> card with mana value equal to | less than or equal to <count>": the
        value param ``COUNTED_VALUE``, the count kept as the search's ``Op.per``."""
        kinds, key, counted = c
        return _spec(kinds, _ONE, [(key, COUNTED_VALUE)]), counted

    def search_counted_any(self, c: list[Any]) -> tuple[Spec, Count]:
        return self.search_counted([[""], *c])

    def search_value_counted(self, c: list[Any]) -> Instruction:
        """"search your library for a <kinds> card with mana value <compared to> <count>, put
        it ..." (CR 202.3, 608.2h: counted as the search is carried out)."""
        (spec, counted), where = c
        return attrs.evolve(self.search([spec, where]), count=counted)

    def pt_which(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def pt_value(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def search_pt(self, c: list[Any]) -> tuple[str, str]:
        """"with power 2 or less", "with power or toughness 5 or greater" (CR 208.1)."""
        return str(c[0]), str(c[1])

    def search_basic_type(self, c: list[Any]) -> tuple[str, str]:
        return SEARCH_BASIC_TYPE, ""  # CR 205.3i

    def search_split_sentences(self, c: list[Any]) -> Instruction:
        """"... up to two forest cards and reveal them. put one of them onto the battlefield
        tapped and the other into your hand, then shuffle": Cultivate's split (CR 701.23a,
        608.2c), a param marking its wording."""
        step = self.search([_spec(c[1], c[0], []), (ONE_TO_BATTLEFIELD, True)])
        return attrs.evolve(step, params=step.params | {(SEARCH_SPLIT_SENTENCES, "")})

    def search_keyword(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def search_with_keyword(self, c: list[Any]) -> tuple[str, str]:
        """"with defender", "with flying" (CR 702; 113.6: a card in the library has its own
        abilities)."""
        return SEARCH_KEYWORD, str(c[0])


__all__ = ["KIND_WORDS", "SearchRules", "known_word", "search_op"]
