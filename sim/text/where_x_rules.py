"""The transformer rules of the Oracle grammar (``oracle.lark``) for amounts written "X" and
defined by the text after the instruction (CR 107.3): "~ deals X damage to any target, where
X is <count>", "<subject> gets +X/+0 until end of turn, where X is <count>", "you gain X
life, where X is <count>", "put X +1/+1 counters on target creature, where X is <count>", and
a static ability's "~ gets -X/-X, where X is your life total" (613.4c). The count is the one
``sim.model.abilities.Count`` model (``sim.text.cda_rules``), marked ``where_x`` for its
rendering; it is taken as the instruction is carried out (608.2h) and multiplies the
instruction's amount, as "equal to <count>" does. Counts added here: the source's power ("~'s
power", 208.1, 608.2h: as it last existed once it has left the battlefield) and "the number
of cards named ~ in all graveyards" (201.2).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import SELF
from sim.model.damage_verbs import ANY_NUMBER
from sim.model.filters import (
    COUNTERS_ON_SELF,
    GREATEST_POWER,
    NAMED_AS_SOURCE,
    OF_SUBJECT,
    SOURCE_POWER,
    YOU,
    Count,
    Filter,
)
from sim.model.objects import PLUS
from sim.model.programs import ADD_MANA, COUNTER, GAIN_LIFE, LOSE_LIFE, MILL
from sim.model.unless_verbs import UNLESS
from sim.text.amount_rules import THEIR, their_damage
from sim.text.cda_rules import COUNTER_WORDS, counted_thing, reads_sizes
from sim.text.effect_rules import Instruction
from sim.text.object_counts import pending_x, referred
from sim.text.static_rules import Refused

#: the "counted" instructions whose amount may be X defined by the text (CR 107.3)
_COUNTED_VERBS = frozenset((GAIN_LIFE, LOSE_LIFE, COUNTER))

#: the one kind of mana "an amount of <mana>" may name (CR 106.1)
_ONE_MANA = frozenset(("{W}", "{U}", "{B}", "{R}", "{G}", "{C}"))

#: a count read off the instruction's own subject ("its power"): only where "its" is the
#: source itself
_ITS = "its"
#: "that creature's power": only of the instruction's one object, never of the source
_THAT = "that"


def pending(step: Instruction | None) -> Instruction:
    """``step``, or refused (None: it has no X to define)."""
    if step is None:
        raise Refused("where x")
    return step


def _relative(counted: Count) -> bool:
    """Whether ``counted`` is seen from its source ("the number of +1/+1 counters on it",
    "the number of other creatures you control"): "it" and "other" name the instruction's or
    ability's subject, which must then be the source itself."""
    return counted.kind == COUNTERS_ON_SELF or counted.what is not None and counted.what.other


def _one_object(step: Instruction) -> bool:
    """Whether ``step`` acts on one object other than its source, "its" then naming it:
    "target creature", "another target creature you control", "it" (an object named
    before)."""
    who = step.who
    if who is None or who.also is not None:
        return False
    if who.kind == "it":
        return True
    text = who.spec.text if who.kind == "target" and who.spec is not None else ""
    return text.startswith(("target creature", "another target creature"))


class WhereXRules(Transformer[Token, Any]):
    """"..., where X is <count>" (CR 107.3); each method is named after a rule or an alias of
    ``oracle.lark``."""

    def count_source_power(self, c: list[Any]) -> Count:
        return Count(SOURCE_POWER)  # "~'s power" (CR 208.1)

    def count_its_power(self, c: list[Any]) -> tuple[Count, str]:
        return Count(SOURCE_POWER), _ITS  # "its power": whose, ``where_x`` decides

    def count_that_power(self, c: list[Any]) -> tuple[Count, str]:
        """"that creature's power": of the one creature the instruction acts on only."""
        return Count(SOURCE_POWER), _THAT

    def named_where(self, tokens: list[Any]) -> str:
        return YOU if str(tokens[0]) == "your" else ""

    def count_named_self(self, c: list[Any]) -> Count:
        """"the number of cards named ~ in all graveyards | your graveyard" (CR 201.2)."""
        return Count(NAMED_AS_SOURCE, Filter(zone="graveyard", controller=c[0]))

    def count_greatest_power(self, c: list[Any]) -> Count:
        """"the greatest power among <permanents> [you control]" (208.1)."""
        who = c[1] if len(c) > 1 else ""
        return Count(GREATEST_POWER, attrs.evolve(counted_thing(str(c[0])), controller=who))

    def count_counters_source(self, c: list[Any]) -> tuple[Count, str]:
        """"the number of charge counters on ~" (122.1): on the source, whatever the
        instruction's subject."""
        kind = str(c[0])
        return Count(COUNTERS_ON_SELF, of=COUNTER_WORDS.get(kind, kind)), "~"

    def count_plus_source(self, c: list[Any]) -> tuple[Count, str]:
        """"the number of +1/+1 counters on ~" (122.1), as ``count_counters_source``."""
        return Count(COUNTERS_ON_SELF, of=PLUS), "~"

    def count_minus(self, c: list[Any]) -> Count:
        """"<count> minus N" (107.1b: an effect uses 0 for a negative result)."""
        counted: Count = c[0]
        if counted.more is not None or counted.plus:
            raise Refused("minus")
        return attrs.evolve(counted, plus=-int(str(c[1])))

    def count_from(self, c: list[Any]) -> Count:
        """"N minus <count>" (107.1b)."""
        counted: Count = c[1]
        return attrs.evolve(counted, times=-counted.times, plus=int(str(c[0])))

    def x_count(self, c: list[Any]) -> Count:
        return c[0]  # type: ignore[no-any-return]

    def where_x_as_cast(self, c: list[Any]) -> Instruction:
        """"X damage divided as you choose among any number of targets, where X is <count> as
        you cast ~" (CR 601.2c-d, 107.3): X is the count as the spell is cast, its targets
        then chosen (``sim.text.divided_text``); only that instruction."""
        step: Instruction = c[0]
        counted = c[1]
        if step.kind != "divided" or not step.x or step.then != ANY_NUMBER or \
                not isinstance(counted, Count) or _relative(counted):
            raise Refused("where x as you cast")
        return attrs.evolve(step, count=counted)

    def where_x(self, c: list[Any]) -> Instruction:
        """"<instruction with amount X>, where X is <count>" (CR 107.3, 608.2h): the
        instruction's amount is 1 (or its +1/+0 multiples) times the count, taken as it is
        carried out."""
        step: Instruction = c[0]
        counted = c[1]
        if step.kind == "sequence" and step.first is not None and step.second is not None \
                and step.second.then == "and":  # "deals X damage to <one> and X damage to
            # <another>, where X is <count>": one X for both (``damage_twice``)
            first, second = (self.where_x([part, counted]) for part in (step.first,
                                                                         step.second))
            return attrs.evolve(step, first=first, second=attrs.evolve(second,
                                                                      count=first.count))
        whose = counted[1] if isinstance(counted, tuple) else ""
        if whose == THEIR:  # "... to that player, where X is <their hand>" (402.1)
            return their_damage(step, counted[0])
        if whose in (_ITS, _THAT) and referred(step):  # "you gain life equal to its
            return pending(pending_x(step, counted[0], whose))  # toughness" (608.2h)
        its_power = whose in (_ITS, _THAT)
        if whose == _THAT and not (step.kind in ("modify", "counted") and _one_object(step)):
            raise Refused("that creature")
        if whose:
            counted = counted[0]
        its = its_power or not whose and _relative(counted)  # "counters on it", "other
        # creatures": seen from the source, read only where the subject is the source
        if not step.x or step.count is not None or step.per is not None or step.params:
            raise Refused("where x")
        if whose == _ITS and step.who is not None and step.who.kind == "self":
            its_power = its = False  # "put X +1/+1 counters on ~, where X is its power"
        elif its_power and step.kind in ("modify", "counted") and _one_object(step):
            counted, its, its_power = attrs.evolve(counted, of=OF_SUBJECT), False, False
            # "target creature gets +X/+0, where X is its power": the target's (608.2h)
        if step.kind == "damage" and step.then in ("", "and") and not step.slots:
            pass  # "~ deals X damage ...": "its" is the source's (``_deals``)
        elif step.kind == "modify":  # "+X/+0", keywords granted beside (``modify_predicate``)
            if its and (step.who is None or step.who.kind != "self"):
                raise Refused("its")  # "target creature gets +X/+0, where X is its power"
        elif step.kind == UNLESS and step.then == "{X}" and not its_power and not its and \
                counted.kind != COUNTERS_ON_SELF:  # (a source sacrificed to pay has none)
            pass  # "... unless its controller pays {X}, where X is <count>" (118.12a)
        elif step.kind == "add mana" and not its_power:  # "other": other than the source
            pass  # "add x mana of any one color, where x is <count>" (106.1a, 608.2h)
        elif step.kind == "token" and step.who is None and not its_power and not (
                its and counted.kind == COUNTERS_ON_SELF):  # "on it": which "it"?
            pass  # "create x 1/1 ... tokens, where x is <count>" (111.2; "other": the source's)
        elif step.kind == "counted" and step.verb in _COUNTED_VERBS and not its_power and \
                (whose or counted.kind != COUNTERS_ON_SELF):  # "on it": on the target?
            pass
        elif step.kind == "draw" and not its_power and (whose or counted.kind != COUNTERS_ON_SELF):
            pass  # "draw x cards, where x is <count>" (121.1; ``sim.text.draw_rules``)
        elif step.kind == "by player" and step.verb == MILL and not its_power and \
                (whose or counted.kind != COUNTERS_ON_SELF):  # "target player mills x cards,
            pass  # where x is <count>" (701.13a, 608.2h)
        else:
            raise Refused("where x")
        return attrs.evolve(step, x=False, amount=1,
                            count=attrs.evolve(counted, where_x=True))

    def gain_life_equal(self, c: list[Any]) -> Instruction:
        """"you gain life equal to <count>" (CR 119.1, 608.2h): "you gain X life, where X is
        <count>" in other words (``Count.equal_to``); only "you" gains it."""
        who = c[0]
        if (who.kind != "fixed" or who.who != YOU) and who.kind != "controller":
            raise Refused("gains life")  # "you", "its controller" (``object_counts``)
        step = self.where_x([Instruction("counted", who, GAIN_LIFE, 1, True), c[1]])
        assert step.count is not None
        return attrs.evolve(step, count=attrs.evolve(step.count, equal_to=True))

    def add_mana_x_one_color(self, c: list[Any]) -> Instruction:
        """"add x mana of any one color" (CR 106.1a): X of one color, chosen; X is defined by
        the "where x is <count>" after it (107.3, ``where_x``), else the clause is refused."""
        return Instruction("add mana", verb=ADD_MANA, x=True, then="|".join(
            "{" + color + "}" for color in "WUBRG"), card="x mana of any one color")

    def add_mana_equal(self, c: list[Any]) -> Instruction:
        """"add an amount of {g} equal to <count>" (CR 106.3, 608.2h): "add X {g}, where X is
        <count>" in other words (``Count.equal_to``); one kind of mana only."""
        symbols = str(c[0]).upper()
        if symbols not in _ONE_MANA:
            raise Refused(symbols)
        step = self.where_x([Instruction("add mana", verb=ADD_MANA, x=True, then=symbols),
                             c[1]])
        assert step.count is not None
        return attrs.evolve(step, count=attrs.evolve(step.count, equal_to=True))

    def add_mana_each(self, c: list[Any]) -> Instruction:
        """"add {g} for each +1/+1 counter on ~", "add {c} for each charge counter on ~" (CR
        122.1, 608.2h): the mana times the counters on the source as it resolves."""
        symbols = str(c[0]).upper()
        if symbols not in _ONE_MANA:
            raise Refused(symbols)
        kind = str(c[1])
        return Instruction("add mana", verb=ADD_MANA, amount=1, then=symbols, count=Count(
            COUNTERS_ON_SELF, of=COUNTER_WORDS.get(kind, kind)))

    def add_mana_each_card(self, c: list[Any]) -> Instruction:
        """"add {r} for each card in your hand", "... creature card in your graveyard" (CR
        608.2h): the mana times those cards as it resolves."""
        symbols = str(c[0]).upper()
        if symbols not in _ONE_MANA:
            raise Refused(symbols)
        return Instruction("add mana", verb=ADD_MANA, amount=1, then=symbols,
                           count=Count(what=c[1]))

    def pt_where_x(self, c: list[Any]) -> tuple[Any, ...]:
        """"<subject> gets -X/-X, where X is <count>" (613.4c): a "for each" body whose
        bonus is the count's multiple; each part is X or 0 (107.3)."""
        parts = str(c[1]).split("/")
        if "x" not in str(c[1]) or any(v[1:] not in ("x", "0") for v in parts):
            raise Refused(str(c[1]))
        if reads_sizes(c[2]):  # a power read beside the power it changes (613.8)
            raise Refused("power")
        if c[0].affects != SELF and _relative(c[2]):
            raise Refused("it")  # "enchanted creature gets +X/+X, where X is the number of
            # counters on it": on the creature, not on the source this count reads
        unit = "/".join(v[0] + ("1" if v[1:] == "x" else "0") for v in parts)
        return "for each", c[0], unit, attrs.evolve(c[2], where_x=True), False
