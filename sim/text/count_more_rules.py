"""The transformer rules of the Oracle grammar (``oracle.lark``) for more counts (issue 29,
characteristic-defining abilities, CR 604.3; read wherever a count is: 613.4c bonuses, 608.2h
instructions): "the number of nonland permanents | non-Wall creatures you control" (205.4b),
"... artifacts and/or enchantments you control", "... creatures named ~ on the battlefield"
(201.2), "... permanents of the chosen color your opponents control" (614.12), "... noncreature,
nonland cards in your graveyard", "... cards you own in exile", "the total number of instant and
sorcery cards you own in exile and in your graveyard", "the total number of cards in all
players' hands" (402.1, 404.1, 406.1), "the number of card types among cards in your opponents'
graveyards" (205.2a), "the number of cards you've drawn this turn" (121.1), chroma's "the number
of green mana symbols in the mana costs of permanents you control | cards in your graveyard"
(107.4, 202.1). Counted by ``sim.model.board.counted`` (``sim.model.count_qualities``,
``sim.model.count_kinds``); written back by ``sim.text.render_count_more``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import CARD_TYPES, OPPONENT, YOU, Count, Filter
from sim.model.count_kinds import (
    CARDS_DRAWN,
    CHROMA,
    DIFFERENT_NAMES,
    HALF_OPPONENT_LIFE,
    MOST_OPPONENT_HAND,
)
from sim.model.filters import Kinds
from sim.text.cda_rules import CARD_TYPE_WORDS, counted_thing
from sim.text.static_rules import Refused
from sim.text.vocabulary import COLORS, creature_type


def _plural_type(word: str) -> str:
    """The card type a plural noun names ("artifacts" -> "Artifact"), or refused."""
    kind = CARD_TYPE_WORDS.get(word.removesuffix("s"), "")
    if not kind or not word.endswith("s"):
        raise Refused(word)
    return kind


def non_kind(word: str) -> Kinds:
    """"nonland", "noncreature" (a card type it must not have) or "non-Wall" (a subtype, CR
    205.4b)."""
    bare = word.removeprefix("non").removeprefix("-")
    if bare in CARD_TYPE_WORDS and not word.startswith("non-"):
        return Kinds(not_types=(CARD_TYPE_WORDS[bare],))
    subtype = creature_type(bare)
    if subtype and word.startswith("non-"):
        return Kinds(not_subtype=subtype)
    raise Refused(word)


def _more(what: Filter, more: Kinds) -> Filter:
    """``what`` with the qualities ``more`` adds (none it has already)."""
    if what.more is not None:
        raise Refused("more")
    return attrs.evolve(what, more=more)


def _who(rest: list[Any]) -> str:
    """Whose permanents a count names ("you control": "you"; none: anyone's)."""
    who = str(rest[0]) if rest else ""
    if who not in (YOU, OPPONENT, ""):  # "you control of the chosen type": not with these
        raise Refused(who)
    return who


class CountMoreRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def count_non(self, c: list[Any]) -> Count:
        """"the number of nonland permanents | non-Wall creatures you control" (205.4b)."""
        who = _who(c[2:])
        what = counted_thing(str(c[1]))
        return Count(what=attrs.evolve(_more(what, non_kind(str(c[0]))), controller=who))

    def count_and_or(self, c: list[Any]) -> Count:
        """"the number of artifacts and/or enchantments you control": either type."""
        who = _who(c[3:])
        kinds = (_plural_type(str(c[0])), _plural_type(str(c[2])))
        return Count(what=Filter(controller=who, more=Kinds(any_types=kinds)))

    def count_named_permanents(self, c: list[Any]) -> Count:
        """"the number of creatures named ~ on the battlefield" (CR 201.2)."""
        who = _who(c[1:])
        return Count(what=attrs.evolve(_more(counted_thing(str(c[0])), Kinds(named=True)),
                                       controller=who))

    def count_chosen_color(self, c: list[Any]) -> Count:
        """"the number of permanents of the chosen color your opponents control" (614.12)."""
        who = _who(c[1:])
        what = counted_thing(str(c[0]))
        if what.color:
            raise Refused("color")
        return Count(what=attrs.evolve(what, chosen="color", controller=who))

    def count_non_cards(self, c: list[Any]) -> Count:
        """"the number of noncreature, nonland cards in your graveyard" (205.4b, 404.1)."""
        first, second = non_kind(str(c[0])), non_kind(str(c[1]))
        if not first.not_types or not second.not_types:
            raise Refused("non")
        return Count(what=Filter(zone="graveyard", controller=YOU, more=Kinds(
            not_types=first.not_types + second.not_types)))

    def count_own_exile(self, c: list[Any]) -> Count:
        """"the number of cards you own in exile" (406.1)."""
        return Count(what=Filter(zone="exile", controller=YOU))

    def count_own_exile_graveyard(self, c: list[Any]) -> Count:
        """"the total number of [instant and sorcery] cards you own in exile and in your
        graveyard" (406.1, 404.1)."""
        words = [str(t) for t in c]
        types = [CARD_TYPE_WORDS.get(w, "") for w in words]
        if not all(types):
            raise Refused(" ".join(words))
        return Count(what=Filter(zone="exile/graveyard", controller=YOU,
                                 card_type="/".join(types)))

    def count_all_hands(self, c: list[Any]) -> Count:
        """"the total number of cards in all players' hands" (402.1)."""
        return Count(what=Filter(zone="hand"))

    def count_card_types_opponents(self, c: list[Any]) -> Count:
        """"the number of card types among cards in your opponents' graveyards" (205.2a)."""
        return Count(CARD_TYPES, Filter(zone="graveyard", controller=OPPONENT))

    def count_drawn(self, c: list[Any]) -> Count:
        """"the number of cards you've drawn this turn" (CR 121.1)."""
        return Count(CARDS_DRAWN)

    def chroma_of(self, tokens: list[Any]) -> str:
        return str(tokens[-1])  # "control" | "graveyard"

    def count_chroma(self, c: list[Any]) -> Count:
        """Chroma (an ability word, 207.2c): "the number of green mana symbols in the mana
        costs of permanents you control | cards in your graveyard" (107.4, 202.1)."""
        zone = "graveyard" if c[-1] == "graveyard" else ""
        color = COLORS.get(str(c[0]))
        if color is None:
            raise Refused(str(c[0]))
        return Count(CHROMA, Filter(zone=zone, controller=YOU), of=color)

    def count_different_names(self, c: list[Any]) -> Count:
        """"the number of differently named lands you control" (CR 201.2)."""
        return Count(DIFFERENT_NAMES, attrs.evolve(counted_thing(str(c[0])),
                                                   controller=_who(c[1:])))

    def count_most_opponent_hand(self, c: list[Any]) -> Count:
        """"the number of cards in the hand of the opponent with the most cards in hand"."""
        return Count(MOST_OPPONENT_HAND)

    def count_half_opponent_life(self, c: list[Any]) -> Count:
        """"half the highest life total among your opponents, rounded up" (107.1a)."""
        return Count(HALF_OPPONENT_LIFE)
