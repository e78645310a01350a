"""The transformer rules of the Oracle grammar (``oracle.lark``) for the conditions of
``sim.model.player_conditions`` (issue 29, as long as; CR 611.3a-b): "it's not your turn",
"you have one or fewer cards in hand", "you're the monarch", "your life total is less than or
equal to half your starting life total", "an opponent's life total is less than half their
starting life total", "your devotion to white and black is less than seven", "~ is renowned".
Each gives a condition as ``sim.text.static_rules`` reads it: (kind, what it names, how many).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import SELF, Parsed, Static
from sim.model.conditional_types import NOT_CREATURE
from sim.model.filters import YOU, Filter
from sim.model.player_conditions import (
    DEVOTION_BELOW,
    FULL_PARTY,
    HAND_AT_MOST,
    HAND_MORE,
    HOST_ATTACKING,
    LIFE_HALF_START,
    MONARCH,
    MORE_KINDS,
    NOT_YOUR_TURN,
    OPPONENT_UNDER_HALF,
    OPPONENTS_NONE,
    OTHER_MULTICOLORED,
    SELF_ANY_COUNTERS,
    SELF_CREATURE,
    SELF_MODIFIED,
    SELF_RENOWNED,
)
from sim.model.pump_verbs import NO_DEFENDER
from sim.model.static_conditions import OPPONENT_POISON
from sim.text.static_rules import Condition, Refused, StaticRules
from sim.text.vocabulary import COLORS, NUMBER_WORDS, thing


def _opponents_none(words: str, plural: bool) -> Condition:
    """``OPPONENTS_NONE`` of the kind ``words`` (a card type, a subtype or a color and one of
    those: ``sim.model.player_conditions._is_kind``); ``Refused`` for any other."""
    what = thing(words)
    if what is None or plural != words.endswith("s") or \
            what.tapped is not None or what.basic is not None or what.legendary:
        raise Refused(words)
    return OPPONENTS_NONE, what, 0


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


class PlayerConditionRules(Transformer[Token, Any]):
    """The conditions of ``oracle.lark``'s ``condition`` for ``sim.model.player_conditions``
    (CR 611.3a)."""

    def not_your_turn(self, c: list[Any]) -> Condition:
        return NOT_YOUR_TURN, None, 0

    def hand_at_most(self, c: list[Any]) -> Condition:
        """"you have one | N or fewer cards in hand" (CR 402.1)."""
        word = c[0].children[0] if c else "one"
        return HAND_AT_MOST, None, NUMBER_WORDS[str(word)]

    def you_monarch(self, c: list[Any]) -> Condition:
        return MONARCH, None, 0

    def life_half_start(self, c: list[Any]) -> Condition:
        return LIFE_HALF_START, None, 0

    def opponent_under_half(self, c: list[Any]) -> Condition:
        return OPPONENT_UNDER_HALF, None, 0

    def devotion_below(self, c: list[Any]) -> Condition:
        """"your devotion to <color> [and <color>] is less than N" (CR 700.5)."""
        colors = [str(t) for t in c[:-1]]
        if len(set(colors)) != len(colors):
            raise Refused("devotion")
        return DEVOTION_BELOW, Filter(color="".join(COLORS[w] for w in colors)), int(c[-1])

    def self_renowned(self, c: list[Any]) -> Condition:
        return SELF_RENOWNED, None, 0

    def other_multicolored(self, c: list[Any]) -> Condition:
        return OTHER_MULTICOLORED, None, 0

    def full_party(self, c: list[Any]) -> Condition:
        """"you have a full party" (CR 700.8)."""
        return FULL_PARTY, None, 0

    def opponents_control_none(self, c: list[Any]) -> Condition:
        """"your opponents control no <kinds>" (CR 611.3a): a plural kind of card type,
        subtype or color only."""
        return _opponents_none(str(c[-1]), plural=True)

    def no_opponent_controls(self, c: list[Any]) -> Condition:
        """"no opponent controls a(n) <kind>" (the same condition)."""
        return _opponents_none(str(c[-1]), plural=False)

    def self_any_counter(self, c: list[Any]) -> Condition:
        """"~ has a counter on it" (CR 122.1: of any kind)."""
        return SELF_ANY_COUNTERS, None, 1

    def self_modified(self, c: list[Any]) -> Condition:
        """"~ is modified" (CR 700.9)."""
        return SELF_MODIFIED, None, 0

    def hand_more_than_each(self, c: list[Any]) -> Condition:
        """"you have more cards in hand than each opponent" (CR 402.1)."""
        return HAND_MORE, None, 0

    def self_any_counters(self, c: list[Any]) -> Condition:
        """"~ has N or more counters on it", "there are N or more counters on ~" (122.1)."""
        word = c[0].children[0] if hasattr(c[0], "children") else c[0]
        return SELF_ANY_COUNTERS, None, _number(str(word))

    def you_control_at_least(self, c: list[Any]) -> Condition:
        """"you control at least N [other] <kinds>": "N or more" (CR 611.3a)."""
        if c[0] in ("a", "an", "another"):
            raise Refused("at least")
        return StaticRules._controls(self, [c[0], True, c[1]], YOU)  # type: ignore[arg-type]

    def opponent_poisoned(self, c: list[Any]) -> Condition:
        """"an opponent is poisoned": one or more poison counters (CR 122.1f)."""
        return OPPONENT_POISON, None, 1

    def host_attacking(self, c: list[Any]) -> Condition:
        """"equipped | enchanted creature is attacking" (CR 506.4, 301.5, 303.4)."""
        if str(c[0]) == "enchanted permanent":
            raise Refused("enchanted permanent")
        return HOST_ATTACKING[str(c[0])], None, 0

    def self_is_creature(self, c: list[Any]) -> Condition:
        """"~ is a creature" (CR 205.2a, 613.1d)."""
        return SELF_CREATURE, None, 0

    def not_creature_while(self, c: list[Any]) -> Parsed:
        """"as long as <condition>, ~ isn't a creature" (CR 613.1d, 611.3a): only under the
        conditions of ``sim.model.player_conditions`` (devotion, 700.5)."""
        kind, what, count = c[0]
        if kind not in MORE_KINDS:
            raise Refused(kind)
        return Parsed(statics=(Static("", SELF, rule=NOT_CREATURE, condition=kind, what=what,
                                      count=count),))

    def defender_ignored(self, c: list[Any]) -> Parsed:
        """"can attack as though it didn't have defender" (CR 702.3b): the ability
        ``sim.legality.problems`` lets a creature with defender attack with."""
        return Parsed(params=frozenset([(NO_DEFENDER, "")]))
