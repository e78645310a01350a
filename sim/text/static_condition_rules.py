"""The transformer rules of the Oracle grammar (``oracle.lark``) for the conditions of static
abilities about cards in hand, graveyards, life, attachments and combat (issue 29, as long
as; CR 611.3a-b): each gives a condition as ``sim.text.static_rules`` reads it, (kind, what
it names, how many), of a kind of ``sim.model.static_conditions``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    ENCHANTED,
    ENCHANTED_PERMANENT,
    EQUIPPED,
    SELF,
    SELF_ATTACKING,
    THRESHOLD,
    UNTAPPED,
    Static,
)
from sim.model.filters import OPPONENT, YOU, Filter
from sim.model.keywords import Kw
from sim.model.pairing import PAIRED
from sim.model.speed_verbs import MAX_SPEED
from sim.model.static_conditions import (
    ATTACKING_ALONE,
    CAST_KIND,
    CITY_BLESSING,
    CONTROLS_COLORED,
    CONTROLS_NONE,
    CONTROLS_TOKEN,
    DEFENDER_CONTROLS,
    DRAWN_AT_LEAST,
    ENTERED_KIND,
    GRAVEYARD_CARD_TYPES,
    GRAVEYARD_EMPTY,
    GRAVEYARD_MANA_VALUES,
    GRAVEYARD_OF_KIND,
    GRAVEYARD_PERMANENTS,
    HAND_AT_LEAST,
    HAND_EMPTY,
    HOST_IS,
    LIFE_ABOVE_START,
    LIFE_AT_MOST,
    NONLAND_ENTERED,
    OPPONENT_GRAVEYARD,
    OPPONENT_HAND_EMPTY,
    OPPONENT_LIFE_AT_MOST,
    OPPONENT_POISON,
    SELF_ENCHANTED,
    SELF_ENTERED,
    SELF_EQUIPPED,
    SELF_PAIRED,
    SELF_TAPPED,
    SPELLS_AT_LEAST,
    UNLESS,
)
from sim.text.static_rules import IT_IS, Condition, Refused, StaticRules, Subject
from sim.text.vocabulary import (
    CARD_TYPES,
    COLORS,
    LAND_SUBTYPES,
    NUMBER_WORDS,
    creature_type,
    thing,
)

#: the spell subtypes a graveyard condition may count (CR 205.3k)
SPELL_SUBTYPES = frozenset(("Lesson", "Arcane", "Trap", "Adventure"))

#: the subjects naming the permanent the source is attached to (CR 301.5, 303.4)
_HOSTS = {"equipped creature": EQUIPPED, "enchanted creature": ENCHANTED,
          "enchanted permanent": ENCHANTED_PERMANENT}


#: the conditions never read after "can't attack | block unless": ``Board.statics`` tests
#: threshold's and "untapped" itself, and those of its own attack (no defending player, not
#: attacking, as attackers are declared: CR 508.1c) hold for one defender, not as a whole
_NOT_NEGATED = (THRESHOLD, UNTAPPED, SELF_ATTACKING, ATTACKING_ALONE, DEFENDER_CONTROLS, IT_IS)


def _simple(kind: str, what: Filter | None = None) -> Condition:
    return kind, what, 0


class StaticConditionRules(Transformer[Token, Any]):
    """The conditions of ``oracle.lark``'s ``condition`` for ``sim.model.static_conditions``
    (CR 611.3a)."""

    def hand_at_least(self, c: list[Any]) -> Condition:
        return HAND_AT_LEAST, None, NUMBER_WORDS[str(c[0].children[0])]

    def drawn_at_least(self, c: list[Any]) -> Condition:
        return DRAWN_AT_LEAST, None, NUMBER_WORDS[str(c[0].children[0])]

    def opponent_life_at_most(self, c: list[Any]) -> Condition:
        return OPPONENT_LIFE_AT_MOST, None, int(c[0])

    def spell_kind(self, tokens: list[Any]) -> Filter:
        """"instant or sorcery", "creature", "noncreature" spells (CR 205.2a)."""
        words = " ".join(str(t) for t in tokens)
        return Filter(card_type={"instant or sorcery": "Instant/Sorcery", "creature": "Creature",
                                 "noncreature": "Noncreature"}[words])

    def cast_kind_this_turn(self, c: list[Any]) -> Condition:
        return CAST_KIND, c[-1], 1

    def cast_kinds_this_turn(self, c: list[Any]) -> Condition:
        return CAST_KIND, c[1], NUMBER_WORDS[str(c[0].children[0])]

    def self_entered_this_turn(self, c: list[Any]) -> Condition:
        return _simple(SELF_ENTERED)

    def nonland_entered(self, c: list[Any]) -> Condition:
        """Celebration's "two or more nonland permanents entered the battlefield under your
        control this turn" (207.2c)."""
        return NONLAND_ENTERED, None, NUMBER_WORDS[str(c[0].children[0])]

    def entered_one(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def _entered(self, article: str, words: str, count: int, plural: bool) -> Condition:
        """``ENTERED_KIND`` of the kind ``words`` (a card type, a subtype, a color and one of
        them: ``sim.model.static_conditions.card_is``), "another" not the source (CR 400.7)."""
        what = thing(words)
        if what is None or plural != words.endswith("s") or not (
                what.card_type or what.subtype) or attrs.astuple(what) != attrs.astuple(
                Filter(card_type=what.card_type, subtype=what.subtype, color=what.color)):
            raise Refused(words)  # (no other quality of a kind: ``card_is`` reads these)
        return ENTERED_KIND, attrs.evolve(what, other=article == "another"), count

    def entered_kind(self, c: list[Any]) -> Condition:
        """"a(n) | another <kind> entered the battlefield under your control this turn"."""
        return self._entered(c[0], str(c[1]), 1, False)

    def entered_kinds(self, c: list[Any]) -> Condition:
        """"N or more <kinds> entered the battlefield under your control this turn"."""
        return self._entered("", str(c[1]), NUMBER_WORDS[str(c[0].children[0])], True)

    def had_entered(self, c: list[Any]) -> Condition:
        """"you had another <kind> enter the battlefield under your control this turn"."""
        return self._entered(c[0], str(c[1]), 1, False)

    def paired_each(self, c: list[Any]) -> Subject:  # CR 702.95b: ~ and its pair
        return Subject(PAIRED, words="each of those creatures")

    def paired_both(self, c: list[Any]) -> Subject:
        return Subject(PAIRED, words="both creatures")

    def self_paired(self, c: list[Any]) -> Condition:
        """"~ is paired with another creature" (CR 702.95b)."""
        return _simple(SELF_PAIRED)

    def city_blessing(self, c: list[Any]) -> Condition:
        """"you have the city's blessing" (CR 702.131c)."""
        return _simple(CITY_BLESSING)

    def spells_at_least(self, c: list[Any]) -> Condition:
        return SPELLS_AT_LEAST, None, NUMBER_WORDS[str(c[0].children[0])]

    def graveyard_cards(self, c: list[Any]) -> Condition:
        """Threshold's "there are seven or more cards in your graveyard" (CR 207.2c)."""
        if int(c[0]) != 7:
            raise Refused(str(c[0]))
        return _simple(THRESHOLD)

    def hand_empty(self, c: list[Any]) -> Condition:
        return _simple(HAND_EMPTY)

    def opponent_hand_empty(self, c: list[Any]) -> Condition:
        return _simple(OPPONENT_HAND_EMPTY)

    def graveyard_card_types(self, c: list[Any]) -> Condition:
        return GRAVEYARD_CARD_TYPES, None, int(c[0])

    def graveyard_permanents(self, c: list[Any]) -> Condition:
        return GRAVEYARD_PERMANENTS, None, int(c[0])

    def opponent_graveyard(self, c: list[Any]) -> Condition:
        return OPPONENT_GRAVEYARD, None, int(c[0])

    def max_speed(self, c: list[Any]) -> Condition:
        """"you have max speed", "max speed —" (CR 702.178a: speed 4, 702.179e)."""
        return MAX_SPEED, None, 0

    def life_at_most(self, c: list[Any]) -> Condition:
        return LIFE_AT_MOST, None, int(c[0])

    def life_above_start(self, c: list[Any]) -> Condition:  # CR 103.4
        return LIFE_ABOVE_START, None, int(c[0])

    def life_over_start(self, c: list[Any]) -> Condition:  # "greater than": 1 or more over
        return LIFE_ABOVE_START, None, 1

    def life_at_start(self, c: list[Any]) -> Condition:  # "greater than or equal to"
        return LIFE_ABOVE_START, None, 0

    def self_equipped(self, c: list[Any]) -> Condition:
        return _simple(SELF_EQUIPPED)

    def self_enchanted(self, c: list[Any]) -> Condition:
        return _simple(SELF_ENCHANTED)

    def self_is_tapped(self, c: list[Any]) -> Condition:
        return _simple(SELF_TAPPED)

    def attacking_alone(self, c: list[Any]) -> Condition:
        return _simple(ATTACKING_ALONE)

    def defender_controls(self, c: list[Any]) -> Condition:
        what = thing(str(c[-1]))
        if what is None or what.controller:
            raise Refused(str(c[-1]))
        return _simple(DEFENDER_CONTROLS, what)

    def colored_permanent(self, tokens: list[Any]) -> Filter | str:
        """"[nontoken] <color> [or <color>] permanent" (CR 105.2): the colors' letters; any
        other words ("snow permanent") as they are, a kind for ``_colored``."""
        words = [str(t) for t in tokens]
        colors = [w for w in words if w not in ("nontoken", "or", "permanent")]
        if not all(c in COLORS for c in colors):
            return " ".join(words)
        return Filter(color="".join(COLORS[c] for c in colors),
                      token=False if words[0] == "nontoken" else None)

    def _colored(self, c: list[Any], controller: str) -> Condition:
        if isinstance(c[1], str):  # "another snow permanent": a kind of ``condition_kinds``
            return StaticRules._controls(self, c, controller)  # type: ignore[arg-type]
        if c[0] not in ("a", "an"):
            raise Refused(str(c[0]))
        return CONTROLS_COLORED, attrs.evolve(c[1], controller=controller), 1

    def you_control_colored(self, c: list[Any]) -> Condition:
        return self._colored(c, YOU)

    def opponent_controls_colored(self, c: list[Any]) -> Condition:
        return self._colored(c, OPPONENT)

    def untapped_other(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def you_control_none(self, c: list[Any]) -> Condition:
        """"you control no [untapped | other] <permanents>" (CR 611.3a)."""
        what = thing(str(c[-1]))
        if what is None or not str(c[-1]).endswith("s"):
            raise Refused(str(c[-1]))
        if len(c) > 1:
            what = attrs.evolve(what, tapped=False) if c[0] == "untapped" else \
                attrs.evolve(what, other=True)
        return CONTROLS_NONE, what, 0

    def you_control_token(self, c: list[Any]) -> Condition:
        if c[0] not in ("a", "an"):
            raise Refused(str(c[0]))
        return _simple(CONTROLS_TOKEN)

    def opponent_poison(self, c: list[Any]) -> Condition:
        return OPPONENT_POISON, None, int(c[0])

    def attached_is_legendary(self, c: list[Any]) -> Condition:
        return HOST_IS[_HOSTS[c[0]]], Filter(legendary=True), 0

    def graveyard_kind(self, tokens: list[Any]) -> Filter:
        """The kind of card a graveyard condition counts: a card type ("land"), "instant
        and/or sorcery" (either), or a subtype ("lesson", "desert"; CR 205.3)."""
        words = [str(t) for t in tokens]
        if words == ["instant", "and/or", "sorcery"]:
            return Filter(card_type="Instant/Sorcery")
        word = words[0]
        if word in CARD_TYPES:
            return Filter(card_type=CARD_TYPES[word])
        subtype = word.title()
        if subtype not in LAND_SUBTYPES and subtype not in SPELL_SUBTYPES and \
                not creature_type(word):
            raise Refused(word)
        return Filter(subtype=subtype)

    def graveyard_of_kind(self, c: list[Any]) -> Condition:
        return GRAVEYARD_OF_KIND, c[1], int(c[0])

    def graveyard_has_kind(self, c: list[Any]) -> Condition:
        return GRAVEYARD_OF_KIND, c[-1], 1

    def graveyard_empty(self, c: list[Any]) -> Condition:
        return _simple(GRAVEYARD_EMPTY)

    def graveyard_mana_values(self, c: list[Any]) -> Condition:
        return GRAVEYARD_MANA_VALUES, None, int(c[0])

    def attached_host(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def attached_is(self, c: list[Any]) -> Condition:
        what = thing(str(c[-1]))
        if what is None:
            raise Refused(str(c[-1]))
        return HOST_IS[_HOSTS[c[0]]], what, 0

    def it_is_color(self, c: list[Any]) -> Condition:
        """"as long as it's white" after an attached subject (``IT_IS``)."""
        return IT_IS, Filter(color=COLORS[str(c[-1])]), 0

    def it_is_kind(self, c: list[Any]) -> Condition:
        """"as long as it's a Human" after an attached subject (``IT_IS``)."""
        what = thing(str(c[-1]))
        if what is None:
            raise Refused(str(c[-1]))
        return IT_IS, what, 0

    def attached_is_color(self, c: list[Any]) -> Condition:
        return HOST_IS[_HOSTS[c[0]]], Filter(color=COLORS[str(c[-1])]), 0

    def _unless(self, c: list[Any], flags: Kw) -> tuple[Any, ...]:
        """"~ can't attack | block | attack or block unless <condition>": the restriction
        (CR 508.1c, 509.1b) applies as long as the condition doesn't hold (611.3a). Only
        the conditions of ``sim.model.board.condition_holds`` (not threshold's or
        "untapped", which ``Board.statics`` tests itself), of ~'s own attacks and blocks;
        a static ability never under a further condition (``_finish``'s "rule")."""
        subject: Subject = c[0]
        kind, what, count = c[1]
        if subject.affects != SELF or subject.words != "~" or kind in _NOT_NEGATED:
            raise Refused("unless")
        return "rule", Static("", SELF, flags, condition=UNLESS + kind, what=what, count=count)

    def attack_unless(self, c: list[Any]) -> tuple[Any, ...]:
        return self._unless(c, Kw.CANT_ATTACK)

    def block_unless(self, c: list[Any]) -> tuple[Any, ...]:
        return self._unless(c, Kw.CANT_BLOCK)

    def attack_block_unless(self, c: list[Any]) -> tuple[Any, ...]:
        return self._unless(c, Kw.CANT_ATTACK | Kw.CANT_BLOCK)
