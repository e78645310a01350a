"""The transformer rules of the Oracle grammar (``oracle.lark``) for how a card is cast and
kept (CR 601-602, 702, 118.12) and for a player's rules: flashback, retrace, buyback, split
second, echo, cumulative upkeep (keywords read as parameters), and "you have no maximum hand
size", "you may play an additional land on each of your turns" (static rules).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, Tree

from sim.model.abilities import (
    ALT_COST,
    BUYBACK,
    CUMULATIVE_UPKEEP,
    DASH,
    DISGUISE,
    ECHO,
    EMERGE,
    EVOKE,
    EXTRA_LANDS,
    FACE_UP_COUNTERS,
    FADING,
    FLASH_FOR_MORE,
    FLASHBACK,
    JUMP_START,
    KICKER,
    MADNESS,
    MEGAMORPH,
    MORPH,
    NO_MAX_HAND,
    RETRACE,
    SELF_COST,
    SPECTACLE,
    SPELLS_COST,
    SPELLS_EACH_COST,
    SPLIT_SECOND,
    SURGE,
    VANISHING,
    Parsed,
    Static,
)
from sim.model.nth_spell_costs import NTH_SPELL_COST
from sim.model.qualities import NOT_CREATURE_TYPES
from sim.model.target_tax import GIVEN, SPELLS_FROM_COST, TARGET_KIND, TARGET_TAX
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type


def _costed(kind: str) -> Callable[[list[Any]], Parsed]:
    """A keyword with a mana cost (upper case as printed, "{3}{R}") or a number after it."""
    return lambda c: Parsed(params=frozenset([(kind, str(c[0]).upper())]))


def _bare(kind: str) -> Callable[[list[Any]], Parsed]:
    """A keyword with no value."""
    return lambda c: Parsed(params=frozenset([(kind, "")]))


def _words(tree: Any) -> str:
    """The words of a rule's tree, its sub-rules' too, one space between."""
    return " ".join(str(t) for t in tree.scan_values(lambda v: True))


#: words a cost change's "<kinds>" can't be (not a card type, subtype or color of a spell or
#: permanent; such a clause stays unread)
_NOT_KINDS = NOT_CREATURE_TYPES | {"commander", "token", "nontoken", "basic",
                                   "snow", "other", "each", "a", "an", "the",
                                   "your", "their", "that",
                                   "monocolored", "modified", "face-down",
                                   "permanent", "outlaw", "card", "spell", "gate's", "party"}


#: the counts and conditions of "this spell costs {N} less to cast ..." the engine knows
#: (``sim.rules.cost_changes``): one kind, or two with "and", of what its caster controls,
#: has in their graveyard or is on the battlefield; attacking creatures; their party (700.8)
_QUALIFIED = "((white|blue|black|red|green|colorless|legendary|artifact|enchantment) )?"
_COUNTED = re.compile(r"for each " + _QUALIFIED + r"[a-z'-]+( and [a-z'-]+)? (you control|card "
                      r"in your graveyard|on the battlefield)|if you control an? " + _QUALIFIED +
                      r"[a-z'-]+"
                      r"|for each attacking creature|for each creature in your party")
_COUNTED = re.compile(_COUNTED.pattern + "|for each basic land type among lands you control")
#: "if you control a creature with flying | with power 4 or greater" (one kind)
_COUNTED = re.compile(_COUNTED.pattern + r"|if you control an? [a-z'-]+ with ([a-z ]+|power \d+ "
                      r"or greater)")
#: creatures that died this turn, any player's (CR 700.4; ``sim.rules.cost_changes``)
_COUNTED = re.compile(_COUNTED.pattern + "|for each creature that died this turn"
                      "|if a creature died this turn|for each creature that attacked this turn")
#: a reduction that depends on the spell's targets (CR 601.2f after 601.2c)
_COUNTED = re.compile(_COUNTED.pattern + "|if it targets an? (attacking or tapped|tapped|attacking"
                      "|blocking) creature")
#: ... on the spells cast before it this turn (CR 601.2i)
_COUNTED = re.compile(_COUNTED.pattern + "|if you've cast another (instant or sorcery )?spell "
                      "this turn")
#: ... on a target of a kind (``sim.rules.target_kinds``)
_COUNTED = re.compile(_COUNTED.pattern + "|" + TARGET_KIND.pattern)


#: the card types a "non<type>" kind may name (205.2a)
_TYPES = frozenset(("creature", "artifact", "enchantment", "land", "instant", "sorcery",
                    "planeswalker", "battle"))
#: the words that may qualify a card type in a two-word kind, both true of the spell ("black
#: creature spells", "legendary creature": a color, 105.2; a supertype, 205.4a; colorless,
#: 105.2c; ``sim.rules.cost_changes._is``)
_QUALIFIERS = frozenset(("white", "blue", "black", "red", "green", "colorless", "legendary",
                         "artifact", "enchantment"))


class CastRules(Transformer[Token, Any]):
    """Keywords about casting and keeping a card, and a player's rules; each method is named
    after a rule of ``oracle.lark``."""

    flashback = staticmethod(_costed(FLASHBACK))  # CR 702.34a

    def flashback_paid(self, c: list[Any]) -> Parsed:  # CR 702.34a: "flashback—<cost>", the
        # cost's words (no mana: its flashback cost is that cost alone, 118.9)
        return Parsed(params=frozenset([(FLASHBACK, _words(c[-1]))]))

    def kicker_paid(self, c: list[Any]) -> Parsed:
        """"kicker—sacrifice a land", "kicker—{2}{r}, sacrifice a land" (CR 702.33a, 118.8):
        the ``KICKER`` parameter, its mana upper case before the cost's words
        (``sim.model.kicker_parts``)."""
        mana = f"{str(c[1]).upper()}, " if len(c) == 3 else ""
        return Parsed(params=frozenset([(KICKER, mana + _words(c[-1]))]))

    buyback = staticmethod(_costed(BUYBACK))  # CR 702.27a
    echo = staticmethod(_costed(ECHO))  # CR 702.30a
    cumulative_upkeep = staticmethod(_costed(CUMULATIVE_UPKEEP))  # CR 702.24a
    retrace = staticmethod(_bare(RETRACE))  # CR 702.81a
    jump_start = staticmethod(_bare(JUMP_START))  # CR 702.133a
    flash_for_more = staticmethod(_costed(FLASH_FOR_MORE))  # CR 601.2f, 702.8a
    split_second = staticmethod(_bare(SPLIT_SECOND))  # CR 702.61a
    fading = staticmethod(_costed(FADING))  # CR 702.32a: the number, as printed
    vanishing = staticmethod(_costed(VANISHING))  # CR 702.63a
    evoke = staticmethod(_costed(EVOKE))  # CR 702.74a: alternative costs (118.9)
    dash = staticmethod(_costed(DASH))  # CR 702.109a
    spectacle = staticmethod(_costed(SPECTACLE))  # CR 702.137a
    surge = staticmethod(_costed(SURGE))  # CR 702.117a
    madness = staticmethod(_costed(MADNESS))  # CR 702.35a
    emerge = staticmethod(_costed(EMERGE))  # CR 702.119a
    morph = staticmethod(_costed(MORPH))  # CR 702.37a: cast face down (sim.rules.face_down)
    megamorph = staticmethod(_costed(MEGAMORPH))  # CR 702.37b
    disguise = staticmethod(_costed(DISGUISE))  # CR 702.168a
    face_up_counters = staticmethod(_costed(FACE_UP_COUNTERS))  # CR 708.8: "as ~ is turned
    # face up, put N +1/+1 counters on it"

    def spells_cost(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<kinds>|less|N"
        kinds, n, way = _words(c[0]), str(c[1])[1:-1], _words(c[2])
        return Parsed(params=frozenset([(SPELLS_COST, f"{kinds}|{way}|{n}")]))

    def spells_cost_pair(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<a> and <b>|less|N"
        first, second = _words(c[0]), _words(c[1])
        if " " in first or " " in second:
            raise Refused(first)  # one word each ("goblin spells and rogue spells")
        n, way = str(c[2])[1:-1], _words(c[3])
        return Parsed(params=frozenset([(SPELLS_COST, f"{first} and {second}|{way}|{n}")]))

    def spells_cost_either(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<a> and <b>|less|N"
        first, second, n, way = _words(c[0]), _words(c[1]), str(c[2])[1:-1], _words(c[3])
        return Parsed(params=frozenset([(SPELLS_COST, f"{first} and {second}|{way}|{n}")]))

    def spells_cost_value(self, c: list[Any]) -> Parsed:  # CR 601.2f, 202.3: "<kinds> with
        # mana value N or greater|less|N"
        kinds, least, n, way = _words(c[0]), str(c[1]), str(c[2])[1:-1], _words(c[3])
        value = f"{kinds} with mana value {least} or greater|{way}|{n}"
        return Parsed(params=frozenset([(SPELLS_COST, value)]))

    def spells_cost_colored(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<kinds>|more|b"
        kinds, symbol = _words(c[0]), str(c[1])[1:-1]
        return Parsed(params=frozenset([(SPELLS_COST, f"{kinds}|more|{symbol}")]))

    def nth_spell_cost(self, c: list[Any]) -> Parsed:  # CR 601.2f: "first|<kinds>|N"
        kinds = _words(c[1]) if len(c) == 3 else ""
        value = f"{_words(c[0])}|{kinds}|{str(c[-1])[1:-1]}"
        return Parsed(params=frozenset([(NTH_SPELL_COST, value)]))

    def spells_from_cost(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<where>|less|N"
        where = str(c[0]).removeprefix("spells you cast from ").removesuffix(" cost")
        value = f"{where}|{_words(c[2])}|{str(c[1])[1:-1]}"
        return Parsed(params=frozenset([(SPELLS_FROM_COST, value)]))

    def nth_spell_cost_or(self, c: list[Any]) -> Parsed:  # "first|instant or sorcery|N"
        self.cost_kinds([c[1]])
        self.cost_kinds([c[2]])  # each a kind the engine knows, or refused
        value = f"{_words(c[0])}|{c[1]} or {c[2]}|{str(c[-1])[1:-1]}"
        return Parsed(params=frozenset([(NTH_SPELL_COST, value)]))

    def spells_cost_not_your_turn(self, c: list[Any]) -> Parsed:  # "<kinds>|less|N|not your
        # turn": only while it's not its controller's turn
        kinds = _words(c[0]) if len(c) == 4 else ""
        n, way = str(c[-2])[1:-1], _words(c[-1])
        return Parsed(params=frozenset([(SPELLS_COST, f"{kinds}|{way}|{n}|not your turn")]))

    def spells_cost_with(self, c: list[Any]) -> Parsed:  # "<kinds> with <keyword>|less|N"
        kinds, keyword, n, way = _words(c[0]), _words(c[1]), str(c[2])[1:-1], _words(c[3])
        return Parsed(params=frozenset([(SPELLS_COST, f"{kinds} with {keyword}|{way}|{n}")]))

    def spells_cost_each(self, c: list[Any]) -> Parsed:  # CR 601.2f: "<kinds>|more|N|<whose>"
        kinds, _, whose = str(c[0]).removesuffix(" cost").partition("spells")
        kinds = kinds.strip()
        self.cost_kinds(kinds.split() if kinds else [])  # one the engine knows, or refused
        whose = whose.strip().removesuffix(" cast")
        n, way = str(c[1])[1:-1], _words(c[2])
        return Parsed(params=frozenset([(SPELLS_EACH_COST, f"{kinds}|{way}|{n}|{whose}")]))

    def spells_targeting_cost(self, c: list[Any]) -> Parsed:  # CR 601.2f: "N|more|<whose>"
        whose = str(c[0]).removeprefix("spells ").partition(" cast that")[0]
        n, way = str(c[1])[1:-1], _words(c[2])
        return Parsed(params=frozenset([(TARGET_TAX, f"{n}|{way}|{whose}")]))

    def self_cost(self, c: list[Any]) -> Parsed:  # CR 601.2f, 604.1: "N|<words>"
        n, words = str(c[0])[1:-1], _words(c[1])
        kind = re.fullmatch(r"if it targets an? ([a-z'-]+)(?: you (?:don't )?control)?", words)
        if kind and kind[1] not in ("creature", "permanent") and not creature_type(kind[1]):
            raise Refused(kind[1])  # "if it targets a Spider": a creature type (205.3m)
        if not _COUNTED.fullmatch(words):
            raise Refused(words)  # one the engine doesn't count
        return Parsed(params=frozenset([(SELF_COST, f"{n}|{words}")]))

    def self_cost_given(self, c: list[Any]) -> Parsed:  # CR 601.2f, 611.3a: "N|given: if ..."
        words = str(c[0])
        first = re.fullmatch(r"if (.+), (?:this spell|~) costs \{(\d+)\} less to cast", words)
        if first:
            n, lead, condition = first[2], "if", first[1]
        else:
            later = re.fullmatch(r"(?:this spell|~) costs \{(\d+)\} less to cast (if|as long as) "
                                 r"(.+)", words)
            assert later is not None
            n, lead, condition = later[1], later[2], later[3]
        return Parsed(params=frozenset([(SELF_COST, f"{n}|{GIVEN}{lead} {condition}")]))

    def self_cost_devotion(self, c: list[Any]) -> Parsed:  # CR 601.2f, 700.5: "x|, where ..."
        words = f", where x is your devotion to {c[0]}"
        return Parsed(params=frozenset([(SELF_COST, f"x|{words}")]))

    def ability_reduction(self, c: list[Any]) -> tuple[int, Any]:  # CR 601.2f, 602.2b
        counted = c[1]
        if isinstance(counted, tuple):
            raise Refused("it")  # "for each counter on it": the source, not read here
        return int(str(c[0])[1:-1]), counted

    def cost_kinds(self, c: list[Any]) -> Any:  # card types, subtypes, colors (or refused)
        words = [str(w) for w in c]
        if words == ["face-down", "creature"]:  # CR 708.2a: a face-down spell's
            return Tree("cost_kinds", c)
        if len(words) == 2 and words != ["attacking", "creature"] and not (
                words[0] in _QUALIFIERS and words[1] in _TYPES):
            raise Refused(" ".join(words))  # one kind, "X and Y", or "black creature"
        for word in words:
            if word in _NOT_KINDS or word.startswith("non") and word[3:] not in _TYPES:
                raise Refused(word)
        return Tree("cost_kinds", c)

    def alternative_cost(self, c: list[Any]) -> Parsed:  # CR 118.9: the cost's words
        return Parsed(params=frozenset([(ALT_COST, _words(c[0]))]))

    def alternative_cost_if(self, c: list[Any]) -> Parsed:  # CR 118.9: "cost|condition"
        land = _words(c[0])
        article = "an" if land[0] in "aeiou" else "a"
        return Parsed(params=frozenset([(ALT_COST,
                                         f"{_words(c[1])}|if you control {article} {land}")]))

    def no_max_hand_you(self, c: list[Any]) -> Static:  # CR 402.2: its controller's
        return Static("", rule=NO_MAX_HAND)

    def no_max_hand_all(self, c: list[Any]) -> Static:  # every player's
        return Static("", rule=NO_MAX_HAND, amount=1)

    def extra_lands(self, c: list[Any]) -> Static:  # CR 305.2
        return Static("", rule=EXTRA_LANDS, amount=int(c[0]))

    def extra_land_now(self, c: list[Any]) -> Instruction:  # CR 305.2: this turn only
        return Instruction("rule", verb=EXTRA_LANDS, amount=int(c[0]))
