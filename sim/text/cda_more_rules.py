"""The transformer rules of the Oracle grammar (``oracle.lark``) for more characteristic-defining
counts (issue 29, CR 604.3, 613.4a; read wherever a count is: 613.4c bonuses, 608.2h
instructions): a list of kinds ("the number of Crabs, Oozes, and/or Horrors you control", "...
untapped artifacts, creatures, and lands you control": a permanent of any of them, once),
"... creatures you control that are Fungi and/or Saprolings" (205.3m), "the number of other
creature cards in your graveyard" (the source itself not counted, in every zone), "...
nonbasic land cards in your opponents' graveyards" (205.4c), "the highest mana value among
cards in your graveyard" (202.3), "the highest life total among players", "the life total of
an opponent with the most life" (119.1); and a power and toughness defined as a difference,
"20 minus <count>", "<count> minus <count>" (107.1b: a P/T so set may be negative); "for each
other creature and/or artifact you control"; the counters a permanent enters with "equal to the
amount of mana spent to cast it", "for each mana spent to cast it" (614.1c, 601.2h). Counted by
``sim.model.board.counted`` (``sim.model.count_kinds``, ``sim.model.count_qualities``); written
back by ``sim.text.render_counts``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    OPPONENT,
    SELF,
    SELF_ATTACKING,
    YOU,
    YOUR_TURN,
    Count,
    Filter,
    Parsed,
    Static,
)
from sim.model.count_kinds import GREATEST_CARD_VALUE, HIGHEST_LIFE, MOST_OPPONENT_LIFE
from sim.model.counted_entering import ENTERING_KIND, ENTERS_COUNTED, MANA_SPENT
from sim.model.filters import DEFENDING_PLAYER, Kinds
from sim.model.objects import PLUS
from sim.model.player_conditions import NOT_YOUR_TURN
from sim.model.qualities import plural
from sim.model.static_conditions import UNLESS
from sim.text.cda_rules import CARD_TYPE_WORDS, counted_thing, reads_sizes, zone_filter
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: the joints of a list of kinds ("a, b, and/or c")
_JOINTS = re.compile(r", and/or |, and |, | and/or ")


def _card_type(word: str) -> str:
    """The card type a plural noun names ("artifacts" -> "Artifact"), or ""."""
    return CARD_TYPE_WORDS.get(word.removesuffix("s"), "") if word.endswith("s") else ""


def _creature_type(word: str) -> str:
    """The creature type a plural noun names as abilities print it ("oozes" -> "Ooze"), or
    ""."""
    kind = creature_type(word)
    return kind if kind and plural(kind).lower() == word else ""


def kind_list(words: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card types and creature types a plural list names ("artifacts, creatures, and lands",
    "crabs, oozes, and/or horrors", "spirits and/or enchantments"), each named once; refused
    for any other word."""
    types: list[str] = []
    subtypes: list[str] = []
    for word in _JOINTS.split(words):
        kind = _card_type(word)
        if kind and kind not in types:
            types.append(kind)
            continue
        kind = _creature_type(word)
        if not kind or kind in subtypes:
            raise Refused(word)
        subtypes.append(kind)
    return tuple(types), tuple(subtypes)


def _who(rest: list[Any]) -> str:
    """Whose permanents a count names ("you control": "you"; none: anyone's)."""
    who = str(rest[0]) if rest else ""
    if who not in (YOU, OPPONENT, ""):  # "of the chosen type", "the chosen player": not here
        raise Refused(who)
    return who


def _entering(n: int, per: Count) -> Parsed:
    """The static ability putting ``n`` +1/+1 counters for each one ``per`` counts on its
    permanent as it enters (CR 614.1c, ``ENTERS_COUNTED``)."""
    if n < 1:
        raise Refused("enters with no counters")
    return Parsed(statics=(Static("", rule=ENTERS_COUNTED, amount=n, per=per,
                                  params=frozenset([(ENTERING_KIND, PLUS)])),))


#: the conditions a characteristic-defining ability is read under: the source attacking or
#: not (CR 506.4), whose turn it is (500)
_CDA_CONDITIONS = frozenset((SELF_ATTACKING, UNLESS + SELF_ATTACKING, YOUR_TURN, NOT_YOUR_TURN))


#: whose hand or graveyard ``cards_zone`` names: (``Filter.controller``, ``Filter.zone``)
_ZONES = {"your hand": (YOU, "hand"), "your graveyard": (YOU, "graveyard"),
          "all graveyards": ("", "graveyard"),
          "your opponents' graveyards": (OPPONENT, "graveyard")}


class CdaMoreRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def cards_zone(self, c: list[Any]) -> tuple[str, str]:
        return _ZONES[" ".join(str(t) for t in c)]

    def count_kind_list(self, c: list[Any]) -> Count:
        """"the number of [untapped] artifacts, creatures, and lands you control" (any of those
        card types, CR 205.2a; 110.5), "the number of Crabs, Oozes, and/or Horrors you
        control" (any of those creature types, 205.3m)."""
        words = str(c[0])
        tapped: bool | None = None
        for state in ("tapped", "untapped"):
            if words.startswith(state + " "):
                tapped, words = state == "tapped", words.removeprefix(state + " ")
        types, subtypes = kind_list(words)
        who = _who(c[1:])
        if types and subtypes:
            raise Refused(words)
        if subtypes:
            return Count(what=Filter(subtype="/".join(subtypes), tapped=tapped, controller=who))
        return Count(what=Filter(tapped=tapped, controller=who, more=Kinds(any_types=types)))

    def count_that_are(self, c: list[Any]) -> Count:
        """"the number of creatures | permanents you control that are Fungi and/or Saprolings
        | Spirits and/or enchantments" (CR 205.3m, 205.2a): the permanents of that kind that
        have any one of those types."""
        what = counted_thing(str(c[0]))
        who = _who(c[1:2])
        words = str(c[2]).removeprefix("that are ")
        kind_list(words)  # each a card type or a creature type, once
        kinds = tuple(_card_type(w) or _creature_type(w) for w in _JOINTS.split(words))
        if what.more is not None or what.zone or what.subtype:
            raise Refused("that are")
        return Count(what=attrs.evolve(what, controller=who, more=Kinds(that_are=kinds)))

    def count_prefixed_cards(self, c: list[Any]) -> Count:
        """"the number of other creature cards in your graveyard" (not the source itself),
        "... nonbasic land cards in your opponents' graveyards" (CR 205.4c), "for each other
        creature card in your graveyard"."""
        prefix, kind, _ = str(c[0]).split()
        who, zone = c[1]
        if prefix == "nonbasic" and kind != "land":
            raise Refused(kind)  # a land's supertype (205.4c)
        what = zone_filter([kind], zone)
        return Count(what=attrs.evolve(what, controller=who, other=prefix == "other",
                                       basic=False if prefix == "nonbasic" else None))

    def count_greatest_card_value(self, c: list[Any]) -> Count:
        """"the highest mana value among cards in your graveyard" (CR 202.3; 0 if none)."""
        who, zone = c[-1]
        return Count(GREATEST_CARD_VALUE, Filter(zone=zone, controller=who))

    def count_highest_life(self, c: list[Any]) -> Count:
        """"the highest life total among players" (CR 119.1: the players in the game)."""
        return Count(HIGHEST_LIFE)

    def count_most_opponent_life(self, c: list[Any]) -> Count:
        """"the life total of an opponent with the most life" (CR 119.1, 102.2)."""
        return Count(MOST_OPPONENT_LIFE)

    def count_other_either(self, c: list[Any]) -> Count:
        """"for each other creature and/or artifact you control" (CR 205.2a; not the source
        itself)."""
        first, _, second = str(c[0]).removeprefix("other ").partition(" and/or ")
        kinds = (CARD_TYPE_WORDS.get(first, ""), CARD_TYPE_WORDS.get(second, ""))
        if not all(kinds) or kinds[0] == kinds[1]:
            raise Refused("and/or")
        return Count(what=Filter(other=True, controller=_who(c[1:]),
                                 more=Kinds(any_types=kinds)))

    def enters_plus_mana_spent(self, c: list[Any]) -> Parsed:
        """"~ enters with a number of +1/+1 counters on it equal to the amount of mana spent to
        cast it" (CR 614.1c, 601.2h)."""
        return _entering(1, Count(MANA_SPENT, equal_to=True))

    def enters_plus_each_mana(self, c: list[Any]) -> Parsed:
        """"~ enters with a +1/+1 counter on it for each mana spent to cast it"."""
        word = str(c[0])  # the count, as digits
        return _entering(int(word) if word.isdigit() else 0, Count(MANA_SPENT))

    def conditioned_cda(self, c: list[Any]) -> Parsed:
        """"as long as <condition>, ~'s power and toughness are each equal to <count>" (CR
        604.3, 611.3a): the ability applies only while the condition holds."""
        kind, what, count = c[0]
        parsed: Parsed = c[1]
        if kind not in _CDA_CONDITIONS or what is not None:
            raise Refused(str(kind))
        return Parsed(statics=tuple(attrs.evolve(s, condition=kind, count=count)
                                    for s in parsed.statics))

    def conditioned_its_cda(self, c: list[Any]) -> Parsed:
        """"as long as ~ is attacking, its power and toughness are each equal to <count>"."""
        if reads_sizes(c[2]):
            raise Refused("power")  # CR 613.8
        cda = Parsed(statics=(Static("", affects=SELF, cda=c[1], per=c[2]),))
        return self.conditioned_cda([c[0], cda])

    def self_not_attacking(self, c: list[Any]) -> tuple[str, None, int]:
        """"~ isn't attacking" (CR 506.4): the negation of ``SELF_ATTACKING``."""
        return UNLESS + SELF_ATTACKING, None, 0

    def count_defending(self, c: list[Any]) -> Count:
        """"the number of <permanents> defending player controls" (CR 506.2; not after "for
        each": "each attacking creature gets +1/+0 for each land defending player controls"
        means each creature's own defending player)."""
        return Count(what=attrs.evolve(counted_thing(str(c[0])), controller=DEFENDING_PLAYER))

    def cda_from(self, c: list[Any]) -> Parsed:
        """"~'s power and toughness are each equal to 20 minus <count>" (CR 604.3; 107.1b:
        the power and toughness it sets may be negative)."""
        counted: Count = c[2]
        if counted.more is not None or counted.plus or reads_sizes(counted):
            raise Refused("minus")
        per = attrs.evolve(counted, times=-counted.times, plus=int(str(c[1])))
        return Parsed(statics=(Static("", affects=SELF, cda=c[0], per=per),))

    def cda_less(self, c: list[Any]) -> Parsed:
        """"~'s power and toughness are each equal to your life total minus <count>" (CR
        604.3, 107.1b)."""
        first: Count = c[1]
        second: Count = c[2]
        if first.more is not None or second.more is not None or second.plus or \
                reads_sizes(first) or reads_sizes(second):
            raise Refused("minus")
        per = attrs.evolve(first, more=attrs.evolve(second, times=-second.times))
        return Parsed(statics=(Static("", affects=SELF, cda=c[0], per=per),))
