"""The transformer rules of the Oracle grammar (``oracle.lark``) for mana with riders (issue 29,
mana): restricted mana spent "... or activate an ability" / "activate an ability or cast ..."
(CR 106.6, 602.2) and the Powerstone's "this mana can't be spent to cast a nonartifact spell"
(111.10h) — ``MANA_SPEND_ONLY`` rules (``sim.model.spend_limits``) —, and the mana a storage
land's "remove any number of | x storage counters from ~" pays for (601.2b: X announced):
"add {w} for each storage counter removed this way", "add x mana in any combination of {w}
and/or {u}".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.programs import ADD_MANA
from sim.model.qualities import plural, singular
from sim.model.spend_limits import (
    ABILITIES,
    ANY_ABILITY,
    KEEP_UNTIL_COMBAT_ENDS,
    SPEND_ADDED,
    TYPES,
    spend_value,
)
from sim.text.effect_rules import Instruction
from sim.text.mana_rules import _symbols, spend_static
from sim.text.mana_text import X_COMBINATION
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: the kinds of mana one symbol adds (CR 106.1)
_ONE_KIND = ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}")


class ManaRiderRules(Transformer[Token, Any]):
    """Restricted mana's other forms and the mana storage counters removed pay for."""

    def add_mana_removed(self, c: list[Any]) -> Instruction:
        """"add {b} for each storage counter removed this way", "add an additional {b} for each
        charge counter removed this way" (CR 106.3, 608.2h): one kind of mana, X times — the
        X its cost's "remove any number of <kind> counters from ~" announced (601.2b, 602.2b;
        ``sim.rules.cost_choices.removable``: none without such a cost)."""
        return _removed(c, "")

    def add_mana_then_removed(self, c: list[Any]) -> Instruction:
        """"add {b}, then add an additional {b} for each charge counter removed this way" (the
        batteries'; CR 608.2c: in order): the mana, then X more of it."""
        if _symbols(c[0]) != _symbols(c[1]):
            raise Refused("additional")
        return Instruction("sequence", first=Instruction(
            "add mana", verb=ADD_MANA, then=_symbols(c[0])), second=_removed(
            c[1:], "an additional "))

    def add_mana_x_combination(self, c: list[Any]) -> Instruction:
        """"add x mana in any combination of {w} and/or {u}" (CR 106.1, 608.2d): X mana, each
        of either kind, chosen as it resolves (``sim.rules.mana_ops``: ``then`` "+"-joined)."""
        kinds = [_symbols(c[0]), _symbols(c[-1])]
        if any(k not in _ONE_KIND for k in kinds) or \
                kinds[0] == kinds[1]:
            raise Refused("combination")
        return Instruction("add mana", verb=ADD_MANA, x=True, amount=1, then="+".join(kinds),
                           card=f"{X_COMBINATION}{kinds[0].lower()} and/or {kinds[1].lower()}")

    def mana_spend_or_any(self, c: list[Any]) -> Static:
        """"... Spend this mana only to cast an artifact spell or activate an ability" | "...
        to activate an ability or cast an artifact spell": any activated ability (602.2)."""
        kind, form = c[1]
        if form != "a":
            raise Refused("activate")
        return spend_static(tuple(c[0]), kind, form + ANY_ABILITY)

    def mana_spend_abilities(self, c: list[Any]) -> Static:
        """"{T}: Add {C}{U}. Spend this mana only to activate abilities" (CR 106.6, 602.2):
        the activated abilities of any source, no spell (the form ``ABILITIES``)."""
        return spend_static(tuple(c[0]), "", ABILITIES)

    def mana_spend_abilities_of(self, c: list[Any]) -> Static:
        """"... only to activate abilities of artifacts" (a card type or a creature type, in
        the plural): of sources of that kind (602.2)."""
        word = str(c[1])
        kind = singular(word).lower()
        if plural(kind).lower() != word or kind not in TYPES and not creature_type(kind):
            raise Refused(word)
        return spend_static(tuple(c[0]), kind, ABILITIES)

    def mana_spend_abilities_of_sources(self, c: list[Any]) -> Static:
        """"... only to activate abilities of artifact sources" (602.2: the ability's
        source)."""
        kind = str(c[1])
        if kind not in TYPES and not creature_type(kind):
            raise Refused(kind)
        return spend_static(tuple(c[0]), kind, ABILITIES)

    def spend_added(self, c: list[Any]) -> Instruction:
        """"(add {r}{r}{r}.) spend this mana only to cast artifact or creature spells": the
        mana the instructions before it added is restricted (CR 106.6; ``SPEND_ADDED``, its
        value with no alternatives); not "of the chosen type" (no permanent's choice, 614.12)."""
        kind, form = c[0]
        if form == "chosen":
            raise Refused("chosen")
        return Instruction("keep mana", verb=SPEND_ADDED, then=spend_value(kind, form, ()))

    def spend_added_or_activate(self, c: list[Any]) -> Instruction:
        """"... or activate abilities of creatures" (602.2: the spells' kind of source)."""
        kind, form = c[0]
        if c[1] != (kind, form) or form == "chosen":
            raise Refused("activate")
        return Instruction("keep mana", verb=SPEND_ADDED, then=spend_value(kind, form + "+", ()))

    def spend_added_abilities(self, c: list[Any]) -> Instruction:
        """"... spend this mana only to activate abilities" (602.2: of any source)."""
        return Instruction("keep mana", verb=SPEND_ADDED, then=spend_value("", ABILITIES, ()))

    def keep_mana_combat(self, c: list[Any]) -> Instruction:
        """"(add {r}{r}.) this mana lasts until end of combat" (firebending's reminder; CR
        500.4, 511.3): the mana the instructions before it added stays in the pool as steps
        end, until the end of combat step ends (``KEEP_UNTIL_COMBAT_ENDS``)."""
        return Instruction("keep mana", verb=KEEP_UNTIL_COMBAT_ENDS)

    def mana_spend_not(self, c: list[Any]) -> Static:
        """"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell" (the
        Powerstone's, CR 111.10): a ``MANA_SPEND_ONLY`` rule of the negated form ("!": spent
        on anything but such spells, ``spend_limits.allows``), one mana each alternative."""
        kind, form = c[1]
        if form != "a":
            raise Refused("spent")
        return spend_static(tuple(c[0]), kind, form + "!")


def _removed(c: list[Any], extra: str) -> Instruction:
    """"add [an additional] {b} for each <kind> counter removed this way": X times one kind
    of mana (``add_mana_removed``)."""
    symbols = _symbols(c[0])
    if symbols not in _ONE_KIND:
        raise Refused(symbols)
    return Instruction("add mana", verb=ADD_MANA, x=True, amount=1, then=symbols,
                       card=f"{extra}{symbols.lower()} for each {c[1]} counter removed this way")
