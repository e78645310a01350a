"""The transformer rules of the Oracle grammar (``oracle.lark``) for counters a permanent
enters with, counted as it enters (CR 614.1c, 614.12, 122.6; ``sim.model.counted_entering``):
"~ enters with a +1/+1 counter on it for each creature card in your graveyard", "~ enters
with x +1/+1 counters on it, where x is the number of other creatures on the battlefield",
"~ enters with a number of +1/+1 counters on it equal to <count>". The count is the one
``sim.model.filters.Count`` model the other counts use (``sim.text.cda_rules``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer, Tree

from sim.model.abilities import ENTERS_WITH_KIND, Parsed, Static
from sim.model.counted_entering import (
    CAST_FROM_HAND,
    COUNTER_CHOICE_OF,
    ENTERING_KIND,
    ENTERS_ADDITIONAL,
    ENTERS_COUNTED,
    NOT_CAST_FROM_HAND,
)
from sim.model.filters import COUNTERS_ON_SELF, OBJECT_COUNTS, Count
from sim.model.keyword_counters import KEYWORD_COUNTERS
from sim.model.objects import MINUS, PLUS
from sim.text.counter_rules import counter_kind
from sim.text.static_rules import Refused
from sim.text.vocabulary import NUMBER_WORDS

#: the counts of the object itself, which is not yet on the battlefield as they would be read
#: (CR 614.12): not read here
_OF_ITSELF = OBJECT_COUNTS | {COUNTERS_ON_SELF}


def _kind(token: Any) -> str:
    """The kind of counter a token names: +1/+1, -1/-1, a named kind (oil, charge, ...) or
    one no rule gives a meaning to (``counter_kind`` refuses the others: keyword counters,
    finality, a player's)."""
    if isinstance(token, Tree):  # a ``named_kind`` subtree
        token = token.children[0]
    word = str(token)
    return counter_kind(word)


def _counted(kind: str, n: int, per: Any) -> Parsed:
    """The static ability: ``n`` counters of ``kind`` for each one ``per`` counts."""
    if isinstance(per, tuple):  # "for each oil counter on it": itself, not yet there
        raise Refused("on it")
    counted: Count = per
    if counted.kind in _OF_ITSELF:
        raise Refused("itself")
    if n < 1:
        raise Refused("enters with no counters")
    return Parsed(statics=(Static("", rule=ENTERS_COUNTED, amount=n, per=counted,
                                  params=frozenset([(ENTERING_KIND, kind)])),))


def _fixed(kind: str, n: int, condition: str) -> Parsed:
    """The static ability: ``n`` counters of ``kind`` if ``condition`` holds."""
    if n < 1:
        raise Refused("enters with no counters")
    return Parsed(statics=(Static("", rule=ENTERS_COUNTED, amount=n, condition=condition,
                                  params=frozenset([(ENTERING_KIND, kind)])),))


def _additional(kind: str, n: int) -> Parsed:
    """The static ability of "<creatures> enter with N additional <kind> counters on them"
    (``ENTERS_ADDITIONAL``), its subject set by the static ability's ``body``."""
    if n < 1:
        raise Refused("no additional counters")
    return Parsed(statics=(Static("", rule=ENTERS_ADDITIONAL, amount=n,
                                  params=frozenset([(ENTERING_KIND, kind)])),))


def _n(token: Any) -> int:
    """The number ``count`` read ("1" for "a")."""
    word = str(token)
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word, 0)


def _where_x(per: Any) -> Any:
    return attrs.evolve(per, where_x=True) if isinstance(per, Count) else per


def _equal_to(per: Any) -> Any:
    return attrs.evolve(per, equal_to=True) if isinstance(per, Count) else per


class EnterCounterRules(Transformer[Token, Any]):
    """Counters counted as a permanent enters; each method is named after a rule of
    ``oracle.lark``: "~ enters with N <kind> counters on it for each <thing>" (``_each``),
    "~ enters with x <kind> counters on it, where x is <count>" (``_where_x``, CR 107.3), "~
    enters with a number of <kind> counters on it equal to <count>" (``_equal_to``), each
    for +1/+1 (``plus``), -1/-1 (``minus``) or another kind (``kind``) of counter."""

    def enters_plus_each(self, c: list[Any]) -> Parsed:
        return _counted(PLUS, _n(c[0]), c[-1])

    def enters_minus_each(self, c: list[Any]) -> Parsed:
        return _counted(MINUS, _n(c[0]), c[-1])

    def enters_kind_each(self, c: list[Any]) -> Parsed:
        return _counted(_kind(c[1]), _n(c[0]), c[-1])

    def enters_plus_where_x(self, c: list[Any]) -> Parsed:
        return _counted(PLUS, 1, _where_x(c[-1]))

    def enters_minus_where_x(self, c: list[Any]) -> Parsed:
        return _counted(MINUS, 1, _where_x(c[-1]))

    def enters_kind_where_x(self, c: list[Any]) -> Parsed:
        return _counted(_kind(c[0]), 1, _where_x(c[-1]))

    def enters_plus_equal_to(self, c: list[Any]) -> Parsed:
        return _counted(PLUS, 1, _equal_to(c[-1]))

    def enters_minus_equal_to(self, c: list[Any]) -> Parsed:
        return _counted(MINUS, 1, _equal_to(c[-1]))

    def enters_kind_equal_to(self, c: list[Any]) -> Parsed:
        return _counted(_kind(c[0]), 1, _equal_to(c[-1]))

    def cast_condition(self, c: list[Any]) -> str:
        """"you [didn't] cast it from your hand" (CR 601.2a)."""
        return NOT_CAST_FROM_HAND if str(c[1]) == "didn't" else CAST_FROM_HAND

    def enters_plus_if(self, c: list[Any]) -> Parsed:
        """"~ enters with N <kind> counters on it if you cast it from your hand" (CR 614.1c,
        601.2a), each kind."""
        return _fixed(PLUS, _n(c[0]), c[-1])

    def enters_minus_if(self, c: list[Any]) -> Parsed:
        return _fixed(MINUS, _n(c[0]), c[-1])

    def enters_kind_if(self, c: list[Any]) -> Parsed:
        return _fixed(_kind(c[1]), _n(c[0]), c[-1])

    def enters_plus_additional(self, c: list[Any]) -> Parsed:
        """"<creatures> enter[s] with N additional <kind> counters on it | them" (CR 614.1c):
        the subject is the ``body``'s (``sim.text.static_rules``)."""
        return _additional(PLUS, _n(c[0]))

    def enters_kind_additional(self, c: list[Any]) -> Parsed:
        return _additional(_kind(c[1]), _n(c[0]))

    def choice_kind(self, c: list[Any]) -> str:
        """A keyword counter's kind (CR 122.1b): only one the engine gives the keyword of."""
        word = str(c[0]) if isinstance(c[0], Token) else f"{c[0].children[0]} strike"
        if word not in KEYWORD_COUNTERS:
            raise Refused(f"{word} counter")
        return word

    def enters_counter_choice(self, c: list[Any]) -> Parsed:
        """"~ enters with your choice of a deathtouch counter or a lifelink counter on it"
        (CR 614.1c, 614.12: chosen as it enters)."""
        if c[0] == c[1]:
            raise Refused("the same counter")
        return Parsed(params=frozenset([(COUNTER_CHOICE_OF, f"{c[0]}|{c[1]}")]))

    def enters_with_x_kind(self, c: list[Any]) -> Parsed:
        """"~ enters with X <kind> counters on it" (CR 614.1c, 122.6): X as it was cast, 0
        when it enters without being cast (107.3m; ``sim.rules.counters``)."""
        return Parsed(params=frozenset([(ENTERS_WITH_KIND, f"x {_kind(c[0])}")]))
