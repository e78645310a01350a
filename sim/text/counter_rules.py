"""The transformer rules of the Oracle grammar (``oracle.lark``) for counters of a kind no rule
gives a meaning to (CR 122.1, 122.6): "put a spore counter on ~", "put a ki counter on each
Spirit you control", "~ enters with three verse counters on it". Kinds the rules give a
meaning (keyword counters, finality, a player's: ``RULED_COUNTERS``) are refused,
so their clauses stay listed as not run.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    CONVERGE_COUNTERS,
    COUNTERS_PER_DEATH,
    ENTERS_TAPPED,
    ENTERS_WITH_COUNTERS_IF,
    ENTERS_WITH_KIND,
    ENTERS_WITH_NAMED,
    SELF_KIND_COUNTER,
    SELF_MONSTROUS,
    Filter,
    Parsed,
)
from sim.model.counter_verbs import COUNTER_CHOSEN, DOUBLE_PLUS, MINUS_CHOSEN, REMOVE_ALL
from sim.model.damage_verbs import ANY_NUMBER
from sim.model.programs import (
    ADAPT,
    COUNTER,
    MINUS_COUNTER,
    MONSTROSITY,
    NAMED_COUNTERS,
    PUT_COUNTERS,
    REMOVE_COUNTERS,
    YOURS,
    TargetSpec,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.subject_rules import group_who
from sim.text.they_group import THEY
from sim.text.vocabulary import NUMBER_WORDS

#: the kinds of counter the rules give a meaning ``PUT_COUNTERS`` doesn't carry: keyword
#: counters (CR 122.1b: "first" and "double" begin "first strike", "double strike"),
#: finality (glossary: exiled instead of dying), a player's
#: (poison 122.1f, energy 107.14, experience, rad, ticket); the named ones
#: (``NAMED_COUNTERS``: stun's 122.1d) have their own verbs
#: — but for the keyword counters the engine gives their keyword (``KEYWORD_COUNTERS``, 122.1b);
#: shield (122.1c) is read as any kind, its meaning is the engine's
#: (``sim.rules.shield_counters``); so is lore (714.2b: every counter put on a Saga triggers
#: its chapters, ``sim.rules.sagas``)
RULED_COUNTERS = frozenset((
    "first", "double", "decayed", "exalted",
    "finality", "poison", "energy", "experience", "rad", "ticket",
    *NAMED_COUNTERS))


def counter_kind(word: str) -> str:
    """The kind of counter ``word`` names, or ``Refused`` when a rule gives it a meaning the
    generic counter doesn't carry (CR 122.1b-c, 714.2b; ``RULED_COUNTERS``)."""
    if word in RULED_COUNTERS:
        raise Refused(f"{word} counter")
    return word


class CounterRules(Transformer[Token, Any]):
    """Counters of any kind; each method is named after a rule of ``oracle.lark``."""

    def kind_counter(self, c: list[Any]) -> Instruction:
        """"put N <kind> counters on <permanent>" (CR 122.1, 122.6)."""
        (n, x), kind, who = c
        return Instruction("counted", who, PUT_COUNTERS, n, x, card=counter_kind(str(kind)))

    def strike_counter(self, c: list[Any]) -> Instruction:
        """"put a first strike | double strike counter on <permanent>" (CR 122.1b)."""
        (n, x), first, who = c
        return Instruction("counted", who, PUT_COUNTERS, n, x, card=f"{first.children[0]} strike")

    def enters_with_strike(self, c: list[Any]) -> Parsed:
        """"~ enters with a first strike | double strike counter on it" (CR 614.1c, 122.1b)."""
        n = str(c[0])
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters with x counters")
        return Parsed(params=frozenset([(ENTERS_WITH_KIND, f"{n} {c[1].children[0]} strike")]))

    def enters_with_x_named(self, c: list[Any]) -> Parsed:
        """"~ enters with X charge counters on it" (CR 614.1c, 122.6): X the X paid to cast it,
        0 when it enters without being cast (107.3m; ``sim.rules.counters``)."""
        return Parsed(params=frozenset([(ENTERS_WITH_NAMED[str(c[0])], "x")]))

    def vehicle_target(self, c: list[Any]) -> Who:
        """"[up to one | another] target creature or vehicle [you control]" after "put N
        +1/+1 counters on" (CR 115.1; 301.7: a Vehicle, a creature or not — its counters are
        put on it either way, 122.1)."""
        up_to = next((t for t in c if isinstance(t, int)), 0)
        if up_to > 1:
            raise Refused("up to N target creature or vehicle")  # (the nouns plural)
        words = ["one" if isinstance(t, int) else str(t) for t in c]
        spec = TargetSpec(" ".join(words), frozenset(("creature", "vehicle")),
                          controller="you" if words[-1] == "control" else "",
                          other=words[0] == "another", up_to=up_to)
        return Who("target", spec=spec)

    def chosen_creature(self, c: list[Any]) -> Who:
        """"a | another creature you control": one its controller chooses as the instruction
        resolves (CR 115.1: not a target; 608.2c), of this group."""
        words = [str(t) for t in c]
        return Who("group", spec=TargetSpec(" ".join(words), frozenset({"creature"}),
                                            controller="you", other=words[0] == "another"))

    def counter_chosen(self, c: list[Any]) -> Instruction:
        """"put N +1/+1 | -1/-1 counters on a | another creature you control" (CR 122.1)."""
        (n, x), kind, who = c
        return Instruction("counted", who, COUNTER_CHOSEN if str(kind) == "+1/+1" else
                           MINUS_CHOSEN, n, x)

    def distribute_counters(self, c: list[Any]) -> Instruction:
        """"distribute N +1/+1 | -1/-1 counters among one or two | one, two, or three | any
        number of target creatures [you control]" (CR 601.2d: the division chosen as it is
        put on the stack, each target at least one; 122.1, 122.6): as divided damage
        (``sim.text.divided_text``), the counters put instead of damage dealt."""
        (n, x), kind, slots, what = c
        if x or n < 1 or not isinstance(what, TargetSpec):
            raise Refused("distribute counters")  # ("x": not read; "targets": any target)
        return Instruction("divided", Who("target", spec=what),
                           verb=COUNTER if str(kind) == "+1/+1" else MINUS_COUNTER,
                           amount=n, slots=slots or n, then="" if slots else ANY_NUMBER)

    def double_plus(self, c: list[Any]) -> Instruction:
        """"double the number of +1/+1 counters on <permanent>" (CR 701.10e)."""
        return Instruction("counted", c[0], DOUBLE_PLUS, 1, False)

    def enters_with_counters_if(self, c: list[Any]) -> Parsed:
        """"~ enters with N +1/+1 counters on it if <what happened this turn>" (CR 614.1c;
        raid, revolt, morbid: ``sim.rules.turn_history``)."""
        n, condition = str(c[0]), str(c[1])
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters with x counters if")
        return Parsed(params=frozenset([(ENTERS_WITH_COUNTERS_IF, f"{n}|{condition}")]))

    def kind_remove(self, c: list[Any]) -> Instruction:
        """"remove N <kind> counters from <permanent>" (CR 122.1): +1/+1, -1/-1, a named
        kind or one no rule gives a meaning to."""
        (n, x), kind, who = c
        word = str(kind)
        name = word if word in ("+1/+1", "-1/-1") or word in NAMED_COUNTERS else counter_kind(word)
        return Instruction("counted", who, REMOVE_COUNTERS, n, x, card=name)

    def remove_all(self, c: list[Any]) -> Instruction:
        """"remove all <kind> counters from <permanent>" (CR 122.1): ``kind_remove`` of
        ``REMOVE_ALL``, all the permanent has of that kind."""
        return self.kind_remove([(REMOVE_ALL, False), *c])

    def enters_with_converge(self, c: list[Any]) -> Parsed:
        """Converge: "~ enters with N +1/+1 counters on it for each color of mana spent to
        cast it" (CR 614.1c, 601.2h)."""
        n = str(c[0])
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters with x counters for each color")
        return Parsed(params=frozenset([(CONVERGE_COUNTERS, n)]))

    def enters_per_death(self, c: list[Any]) -> Parsed:
        """"~ enters with N +1/+1 counters on it for each creature that died this turn" (CR
        614.1c, 700.4; ``sim.rules.turn_history``)."""
        n = str(c[0])
        if not n.isdigit() or int(n) < 1 or str(c[1]) != "creature":  # (a WORD: "creature"
            # as a literal there would hide "for each creature card in your graveyard")
            raise Refused("enters with x counters for each creature that died")
        return Parsed(params=frozenset([(COUNTERS_PER_DEATH, n)]))

    def history_condition(self, c: list[Any]) -> str:
        """"you attacked this turn", ...: the words, a ``sim.rules.turn_history`` condition."""
        return " ".join(str(t) for t in c)

    def enters_with_minus(self, c: list[Any]) -> Parsed:
        """"~ enters with N -1/-1 counters on it" (CR 614.1c, 122.1a): counters of that kind."""
        n = str(c[0])
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters with x -1/-1 counters")
        return Parsed(params=frozenset([(ENTERS_WITH_KIND, f"{n} -1/-1")]))

    def enters_with_kind(self, c: list[Any]) -> Parsed:
        """"~ enters with N <kind> counters on it" (CR 614.1c, 122.6)."""
        n, kind = str(c[0]), counter_kind(str(c[1]))
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters with x counters")
        return Parsed(params=frozenset([(ENTERS_WITH_KIND, f"{n} {kind}")]))

    # --- monstrosity N, adapt N (CR 701.37, 701.46: keyword actions of the source) ---
    def monstrosity(self, c: list[Any]) -> Instruction:
        """"Monstrosity N" / "monstrosity X" (CR 701.37a; X is the ability's, 107.3)."""
        x = not c
        n = 1 if x else int(str(c[0]))
        if n < 1:
            raise Refused("monstrosity 0")
        return Instruction("counted", Who("self"), MONSTROSITY, n, x)

    def adapt(self, c: list[Any]) -> Instruction:
        """"Adapt N" (CR 701.46a)."""
        n = int(str(c[0]))
        if n < 1:
            raise Refused("adapt 0")
        return Instruction("counted", Who("self"), ADAPT, n, False)

    def self_monstrous_condition(self, c: list[Any]) -> tuple[str, None, int]:
        """"as long as ~ is monstrous" (CR 701.37b, 611.3a)."""
        return SELF_MONSTROUS, None, 0

    def self_kind_counter(self, c: list[Any]) -> tuple[str, Filter, int]:
        """"~ has a <kind> counter on it" (CR 122.1, 611.3a): any kind but +1/+1's
        (``SELF_COUNTER``)."""
        return SELF_KIND_COUNTER, Filter(counter=str(c[-1])), 1

    def self_kind_counters(self, c: list[Any]) -> tuple[str, Filter, int]:
        """"~ has N or more <kind> counters on it" (CR 122.1, 611.3a)."""
        return SELF_KIND_COUNTER, Filter(counter=str(c[-1])), \
            NUMBER_WORDS[str(c[0].children[0])]

    def enters_tapped_named(self, c: list[Any]) -> Parsed:
        """"~ enters tapped with N charge|oil|... counters on it" (CR 614.1c-d, 122.6): two
        replacements on entering, both applied."""
        n, name = str(c[0]), str(c[1])
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters tapped with x counters")
        return Parsed(params=frozenset([(ENTERS_TAPPED, ""), (ENTERS_WITH_NAMED[name], n)]))

    def enters_tapped_kind(self, c: list[Any]) -> Parsed:
        """"~ enters tapped with N <kind> counters on it" (CR 614.1c-d, 122.6)."""
        n, kind = str(c[0]), counter_kind(str(c[1]))
        if not n.isdigit() or int(n) < 1:
            raise Refused("enters tapped with x counters")
        return Parsed(params=frozenset([(ENTERS_TAPPED, ""), (ENTERS_WITH_KIND, f"{n} {kind}")]))

    # --- counters read as the source last existed (CR 608.2h, 603.10a) ---
    def draw_for_each(self, c: list[Any]) -> Instruction:
        """"draw a card for each <count>" (CR 121.1, 608.2h: counted once as it resolves):
        "for each +1/+1 counter on it", "it" being the source (a dies or leaves trigger's:
        its counters as it last existed on the battlefield, 603.10a)."""
        (n, x), per = c[0], c[-1]
        if x or n != 1:
            raise Refused("draw n cards for each")
        if isinstance(per, tuple):  # "on it": read only where "it" is the source (``Op.per``
            # counts from the source; ``sim.text.effect_text`` resolves this "it")
            return Instruction("draw", amount=1, count=per[0], per=Who("it", words="it"))
        return Instruction("draw", amount=1, count=per)

    def put_its_counters(self, c: list[Any]) -> Instruction:
        """"put its counters on <permanent>" (CR 122.1, 608.2h): "its" resolved as "it" is
        (the source or the object the trigger is about, ``sim.text.effect_text``)."""
        return Instruction("its counters", c[0], per=Who("it", words="it"))

    def group_quality(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def quality_group(self, tokens: list[Any]) -> Who:
        """"each [other] white | legendary | modified creature [you control]" (a group, CR
        115.10): the group without the quality, narrowed to a color (105.2), a supertype
        (205.4a) or the modified ones (700.9; ``sim.rules.group_qualities``)."""
        at = 1 if str(tokens[0]) == "other" else 0
        quality = str(tokens[at])
        who = group_who([*tokens[:at], *tokens[at + 1:]])
        if who.kind == "fixed" and who.who == YOURS:  # "each white creature you control"
            who = Who("group", spec=TargetSpec("creature you control", controller="you"))
        if who.kind != "group" or who.spec is None or quality == "modified" and \
                who.spec.types != {"creature"}:
            raise Refused(quality)  # (a fixed set; "modified" said only of creatures here)
        words = who.spec.text.split(" ")
        words.insert(at, quality)
        narrowed = {"supertype": "Legendary"} if quality == "legendary" else \
            {"modified": True} if quality == "modified" else {"colors": frozenset({quality})}
        return Who("group", spec=attrs.evolve(who.spec, text=" ".join(words), **narrowed))

    def they_modify(self, c: list[Any]) -> Instruction:
        """"they gain vigilance until end of turn" after counters put on a group (CR 608.2c;
        ``sim.text.they_group`` names the group)."""
        step: Instruction = c[0]
        return attrs.evolve(step, who=Who("fixed", who=THEY), duration=c[1])

    def counters_and_counters(self, c: list[Any]) -> Instruction:
        """"put a +1/+1 counter on ~ and a +1/+1 counter on each Golem you control", "... and a
        loyalty counter on each planeswalker you control": two instructions, the verb said
        once (CR 122.1, 608.2c: in order)."""
        first, (n, x), kind, who = c
        word = str(kind)
        if who.kind == "target" and who.spec is not None and who.spec.other and \
                first.who is not None and first.who.kind == "target":
            raise Refused("another target")  # other than the first target (115.3), not read
        if word in ("+1/+1", "-1/-1"):
            second = Instruction("counted", who, COUNTER if word == "+1/+1" else MINUS_COUNTER,
                                 n, x)
        else:
            second = Instruction("counted", who, PUT_COUNTERS, n, x, card=counter_kind(word))
        return Instruction("sequence", first=first, second=second)

    def counter_and_it(self, c: list[Any]) -> Instruction:
        """"put a +1/+1 counter on ~ and it gains flying until end of turn" (CR 122.1,
        611.2a; 608.2c: in order): "it" is what got the counters (a target named again)."""
        first: Instruction = c[0]
        who = first.who
        if who is None or who.kind == "group" or who.also is not None or first.per is not None:
            raise Refused("and it")
        again = Who("it", "it") if who.kind == "target" else who
        step: Instruction = c[-2]
        return Instruction("sequence", first=first,
                           second=attrs.evolve(step, who=again, duration=c[-1]))

    def counter_and_verb(self, c: list[Any]) -> Instruction:
        """"put two +1/+1 counters on target creature and untap it", "... and tap up to one
        target creature defending player controls" (CR 122.1, 701.26a-b; 608.2c: in order):
        "it" is what got the counters."""
        first, step = c
        who = first.who
        if step.who is not None and step.who.kind == "it":
            if who is None or who.kind == "group" or who.also is not None:
                raise Refused("and it")
            step = attrs.evolve(step, who=Who("it", "it") if who.kind == "target" else who)
        return Instruction("sequence", first=first, second=step)
