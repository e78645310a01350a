"""The transformer rules of the grammar's ``spell_reduction`` start symbol (CR 601.2f): "~
costs {1} less to cast for each <count>" and "~ costs {x} less to cast, where x is <count>"
(107.3), the count one of "for each" and "where X is" (``sim.model.abilities.Count``, the
grammar's ``each_count`` and ``count_value``; read into a parameter by
``sim.text.spell_reductions``). Only counts of what the caster's game holds are read
(permanents, cards in zones, the caster's life, devotion, domain, speed, opponents): a count
of the source itself (its counters, power, attachments, kicks) names a permanent the spell
isn't.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.count_kinds import (
    DAMAGED_OPPONENTS,
    OPPONENTS_YOU_HAVE,
    OTHER_SPELLS,
    PARTY,
    TOTAL_MANA_VALUE,
    TOTAL_POWER,
    TOTAL_TOUGHNESS,
    TOTALS,
    TURN_COUNTS,
    YOUR_ATTACKERS,
)
from sim.model.filters import (
    CARD_TYPES,
    DEVOTION,
    DOMAIN,
    GREATEST_MANA_VALUE,
    GREATEST_POWER,
    LIFE_TOTAL,
    NAMED_AS_SOURCE,
    NUMBER_OF,
    OPPONENT,
    YOU,
    Count,
)
from sim.model.speed_verbs import YOUR_SPEED
from sim.text.cda_rules import counted_thing
from sim.text.static_rules import Refused

#: the counts a spell's reduction may use: none of them reads the source as a permanent
_KINDS = frozenset((NUMBER_OF, DOMAIN, DEVOTION, LIFE_TOTAL, CARD_TYPES, GREATEST_MANA_VALUE,
                    GREATEST_POWER, NAMED_AS_SOURCE, OPPONENTS_YOU_HAVE, YOUR_SPEED, PARTY)) | (
                        TOTALS | TURN_COUNTS)
#: whose permanents or cards a count may name: every player's, its caster's, their opponents'
_WHOSE = frozenset(("", YOU, OPPONENT))


#: the counts of what happened this turn, by the word after "for each" (``TURN_COUNT``)
_TURN = {"other": OTHER_SPELLS, "creature": YOUR_ATTACKERS, "opponent": DAMAGED_OPPONENTS}


def _sound(count: Count) -> bool:
    """Whether ``count`` (and each count added to it) reads only the caster's game, not the
    source ("other", "of the chosen type", "named ~" need the source on the battlefield)."""
    what = count.what
    if count.kind not in _KINDS or count.on or what is not None and (
            what.other or what.chosen or what.named or what.controller not in _WHOSE):
        return False
    return count.more is None or _sound(count.more)


def _words(tree: Any) -> str:
    """The words of a rule's tree ("instant and sorcery")."""
    return " ".join(str(t) for t in tree.scan_values(lambda v: True))


def _total(kind: str, c: list[Any]) -> Count:
    """"the total <kind> of <permanents> [you control]" (summed, ``sim.model.count_kinds``)."""
    who = c[1] if len(c) > 1 else ""
    return Count(kind, attrs.evolve(counted_thing(str(c[0])), controller=who))


class SpellReductionRules(Transformer[Token, Any]):
    """The rules of the grammar's ``spell_reduction`` start symbol, and the totals of a
    count ("the total power of creatures you control")."""

    def count_party(self, c: list[Any]) -> Count:  # CR 700.8
        return Count(PARTY)

    def count_total_power(self, c: list[Any]) -> Count:  # CR 208.1
        return _total(TOTAL_POWER, c)

    def count_total_toughness(self, c: list[Any]) -> Count:  # CR 208.1
        return _total(TOTAL_TOUGHNESS, c)

    def count_total_value(self, c: list[Any]) -> Count:  # CR 202.3
        return _total(TOTAL_MANA_VALUE, c)

    def spell_less_each(self, c: list[Any]) -> tuple[str, Count]:  # CR 601.2f, 608.2h
        count = c[-1]
        if isinstance(count, Token) and count.type == "TURN_COUNT":  # CR 601.2i, 508.1, 120.3
            count = Count(_TURN[str(count).split()[2]])
        if not isinstance(count, Count) or not _sound(count):
            raise Refused("count")
        return str(c[0])[1:-1], count

    def spell_less_where(self, c: list[Any]) -> tuple[str, Count]:  # CR 601.2f, 107.3
        count = c[-1]
        if not isinstance(count, Count) or not _sound(count):
            raise Refused("count")
        return "x", count

    def spells_cast(self, c: list[Any]) -> str:  # "<kinds> spells [and <kinds> spells] you
        return " and ".join(_words(k) for k in c)  # cast": "instant and sorcery", ""

    def spells_less_each(self, c: list[Any]) -> tuple[str, str, Count]:  # CR 601.2f, 608.2h
        count = c[-1]
        if not isinstance(count, Count) or count.on:
            raise Refused("count")  # ("its power": no one object)
        return str(c[0]), str(c[1])[1:-1], count

    def spells_less_where(self, c: list[Any]) -> tuple[str, str, Count]:  # CR 601.2f, 107.3
        count = c[-1]
        if not isinstance(count, Count) or count.on:
            raise Refused("count")
        return str(c[0]), "x", count
