"""The rendering of "[each of] up to N [other] target ..." (CR 601.2c: a variable number of
targets, zero to N; ``TargetSpec.up_to``): the singular target's wording (``sim.text.
render_targets.target_spec``) with "up to N" before it and, for N > 1, its noun plural
("up to two target creatures", "up to two target creature cards from your graveyard")."""

from __future__ import annotations

import re

import attrs

from sim.model.counter_verbs import CHOSEN_KINDS, DOUBLE_PLUS, REMOVE_ALL
from sim.model.damage_verbs import JOINED
from sim.model.programs import (
    AMASS,
    NAMED_COUNTERS,
    PUT_COUNTERS,
    REMOVE_COUNTERS,
    SELF,
    Op,
    Program,
    TargetSpec,
)
from sim.model.qualities import plural as plural_noun
from sim.model.target_specs import ANY_COUNT, UP_TO_X_COUNT, X_COUNT
from sim.text.render_library import LibraryWriter
from sim.text.vocabulary import NONCREATURE_SUBTYPES
from sim.text.wording import Alt, Piece, alt, number, op_number

#: the start of a joined ``who`` "~ and <target>" (``sim.model.damage_verbs.joined``)
SELF_AND = SELF + JOINED

_WORDS = ("zero", "one", "two", "three", "four", "five")
#: the nouns a target's wording ends its head with, made plural for N > 1 ("creature card"
#: is the noun "card")
_NOUN = re.compile(r"\b(creature|artifact|enchantment|land|permanent|planeswalker|card)\b"
                   r"(?! card)")


def plural(piece: Piece) -> Piece:
    """``piece`` with its target nouns plural ("target creature you control" -> "target
    creatures you control")."""
    if piece == " an opponent controls":  # "target creatures your opponents control"
        return alt(piece, " your opponents control")
    if isinstance(piece, str):
        return _NOUN.sub(r"\1s", piece)
    if isinstance(piece, Alt):
        return alt(*(plural(p) for p in piece.options))
    return tuple(plural(p) for p in piece)


#: the words of a variable number of targets (``TargetSpec.count``)
_COUNTS = {X_COUNT: "x ", ANY_COUNT: "any number of ", UP_TO_X_COUNT: "up to x "}


def up_to_target(spec: TargetSpec, singular: Piece) -> Piece:
    """"[each of] up to N [other] <singular, plural for N > 1>": ``singular`` is the wording
    of one target of the phrase, "target ..." ("each of" says the same: each target chosen)."""
    words = plural(singular) if spec.up_to > 1 else singular
    if spec.count:  # "x target artifacts", "any number of target creatures" (601.2b-c)
        if "player" in spec.types and len(spec.types) > 1:
            words = "targets"  # "each of x targets" (any target, 115.4)
        counted = (_COUNTS.get(spec.count, "<a phrase not opened> "), words)
        return alt(counted, ("each of ", counted))
    if spec.text.startswith("each of up to ") and spec.text.endswith(" targets"):  # (115.4)
        words = "targets"  # "each of up to three targets": any target
    other = "other " if spec.other else ""
    word = _WORDS[spec.up_to] if spec.up_to < len(_WORDS) else str(spec.up_to)
    if spec.exactly:  # "each of two target creatures", "each of two targets" (601.2c)
        return ("each of ", word, " ", "targets" if "player" in spec.types else words)
    head = ("up to ", alt(word, number(spec.up_to)), " ", other)  # Oracle writes the word
    return alt((head, words), ("each of ", head, words))



def many_targets(program: Program, who: str) -> bool:
    """Whether the instruction subject ``who`` is "up to N target ..." with N > 1 (its verb
    plural: "each get", "to their owners' hands")."""
    return who.startswith("target:") and program.targets[int(who[7:])].up_to > 1 or \
        who.startswith(SELF_AND)  # "~ and another target creature" (a joined ``who``)


def support(program: Program, op: Op, kind: str) -> str:
    """"support N" (CR 701.33a) when ``op`` puts one ``kind`` counter on each target of "up
    to N other target creatures" (any creature), else ""."""
    if kind != "+1/+1" or op.amount != 1 or op.x or not op.who.startswith("target:"):
        return ""
    spec = program.targets[int(op.who[7:])]
    plain = TargetSpec(spec.text, up_to=spec.up_to, other=True, optional=True, among=spec.among)
    same = attrs.astuple(spec) == attrs.astuple(plain)  # (no ``==`` on attrs values: mypyc)
    return f"support {spec.up_to}" if spec.up_to and same else ""


def typed_group(spec: TargetSpec) -> tuple[Piece, Piece, Piece]:
    """"each [other] <creature type> [creature] you control", "each [other] artifact creature
    you control" (CR 205.3m, 205.2a), as ``render_effects._Names.group``'s three wordings: only
    the "each" one is Oracle's (the others never match)."""
    other = "other " if spec.other else ""
    noun: Piece = f"{spec.card_type.lower()} creature" if spec.card_type else \
        alt(spec.subtype.lower(), f"{spec.subtype.lower()} creature")
    tail: Piece = {"you": " you control", "opponent": " your opponents control"}.get(
        spec.controller, alt("", " on the battlefield"))  # "each Elf [on the battlefield]"
    one = (other, noun, tail)
    many: Piece = (other, " and ".join(plural_noun(k).lower() for k in spec.subtype.split(
        "/")), tail) if spec.subtype else ("<", one, ">")  # "ninjas and rogues" (205.3m)
    if "/" not in spec.subtype:  # "dragon | artifact creatures [you control]" (205.3m, 205.2a;
        kind = (spec.subtype or spec.card_type).lower()  # ``sim.text.pump_rules``)
        many = alt(many, (other, f"{kind} creatures", tail))
    return ("<all> ", one), ("each ", one), many  # "dragons you control" (bare, plural)


def stat_tail(spec: TargetSpec) -> Piece:
    """" with power | toughness N or greater | less" after a group (CR 208.1)."""
    stat = "toughness" if spec.bounds_toughness else "power"
    if spec.power_at_least is not None:
        return f" with {stat} {spec.power_at_least} or greater"
    return f" with {stat} {spec.power_at_most} or less"


def counter_tail(kind: str, spec: TargetSpec | None = None) -> Piece:
    """" with a +1/+1 counter on it" after a group (CR 122.1), in its wordings; with no
    ``kind``, ``spec``'s " with power 4 or greater" (``stat_tail``)."""
    if not kind and spec is not None:
        return stat_tail(spec)
    return alt(f" with a {kind} counter on it", f" with {kind} counters on them",
               f" with one or more {kind} counters on them",
               f" with one or more {kind} counters on it")


def typed_target(spec: TargetSpec) -> Piece:
    """"target <creature type> [creature] [you control]" (CR 115.1, 205.3m); "" (never
    matching) for a spec with other qualities."""
    other = NONCREATURE_SUBTYPES.get(spec.subtype.lower())  # "target Equipment" (205.3g-i)
    kind = other[1] if other is not None else "creature"
    plain = TargetSpec(spec.text, frozenset({kind}), subtype=spec.subtype,
                       controller=spec.controller, optional=spec.optional, among=spec.among,
                       up_to=spec.up_to, attacking=spec.attacking and other is None)
    if attrs.astuple(spec) != attrs.astuple(plain):  # (no ``!=`` on attrs values: mypyc)
        return "<typed target>"
    sub = spec.subtype.lower().replace("/", " or ")  # "target Wolf or Werewolf" (205.3m)
    tail = {"you": alt(" you control"), "opponent": alt(" an opponent controls",
                                                        " you don't control"),
            "defending": " defending player controls"}.get(spec.controller, "")
    attacking = "attacking " if spec.attacking else ""  # "target attacking Zombie" (508.1)
    return ("target ", attacking, alt(sub, f"{sub} creature") if other is None else sub, tail)


#: each named counter's verb and its name ("stun counter" -> "stun")
_COUNTER_NAMES = {verb: name for name, verb in NAMED_COUNTERS.items()}


class CounterWriter(LibraryWriter):
    """Writers of named counters' instructions (a base of ``sim.text.render_effects._Writer``
    through ``sim.text.render_costs.CostWriter``)."""

    def op_named_counter(self, op: Op) -> Piece:
        """"put N <name> counters on <permanent>" (CR 122.1, 122.6)."""
        name = _COUNTER_NAMES[op.verb]
        noun = f" {name} counter" if op.amount == 1 and not op.x else f" {name} counters"
        return ("put ", op_number(op, article=True), noun, " on ", self.who(op.who))  # "that
        # many" of a trigger's event (``sim.text.that_many_amounts``)

    def op_put_counters(self, op: Op) -> Piece:
        """"put N <kind> counters on <permanent>" (CR 122.1, 122.6): a kind of counter no
        rule gives a meaning to (``PUT_COUNTERS``)."""
        plural = "" if op.amount == 1 and not op.x else "s"
        noun = f" {op.counter} counter{plural}"
        return ("put ", op_number(op, article=True), noun, " on ", self.who(op.who))

    def op_remove_counters(self, op: Op) -> Piece:
        """"remove N | all <kind> counters from <permanent>" (CR 122.1)."""
        if op.amount == REMOVE_ALL and not op.x:
            return ("remove all ", f"{op.counter} counters from ", self.who(op.who))
        plural = "" if op.amount == 1 and not op.x else "s"
        return ("remove ", number(op.amount, op.x, article=True), f" {op.counter} counter{plural}",
                " from ", self.who(op.who))

    def op_counter_chosen(self, op: Op) -> Piece:
        """"put N +1/+1 | -1/-1 counters on a | another creature you control" (CR 122.1,
        115.1: chosen as it resolves; ``COUNTER_CHOSEN``)."""
        plural = "" if op.amount == 1 and not op.x else "s"
        program: Program = getattr(self, "program")  # noqa: B009 (the deriving writer's)
        spec = program.groups[int(op.who.split(":")[1])]
        kind = CHOSEN_KINDS[op.verb]
        return ("put ", number(op.amount, op.x, article=True), f" {kind} counter{plural}",
                " on ", spec.text)

    def op_double_plus(self, op: Op) -> Piece:
        """"double the number of +1/+1 counters on <permanent>" (CR 701.10e)."""
        return ("double the number of +1/+1 counters on ", self.who(op.who))

    def op_bolster(self, op: Op) -> Piece:
        """"bolster N" (CR 701.39a)."""
        return f"bolster {op.amount}"

    def op_monstrosity(self, op: Op) -> Piece:
        """"monstrosity N|X" (CR 701.37a)."""
        return "monstrosity x" if op.x else f"monstrosity {op.amount}"

    def op_adapt(self, op: Op) -> Piece:
        """"adapt N" (CR 701.46a)."""
        return f"adapt {op.amount}"

    def op_put_its_counters(self, op: Op) -> Piece:
        """"put its counters on <permanent>" (CR 122.1, 608.2h)."""
        return ("put its counters on ", self.who(op.who))

    def op_amass(self, op: Op) -> Piece:
        """"amass [Orcs|Zombies] N" (CR 701.47a; "amass N" is amass Zombies N)."""
        kind = op.verb[len("amass "):]
        return alt(f"amass {kind} {op.amount}", f"amass {op.amount}") if kind == "zombies" \
            else f"amass {kind} {op.amount}"


#: the writer method of each named counter's verb (``sim.text.render_effects.program``)
COUNTER_WRITERS = {verb: "op_named_counter" for verb in NAMED_COUNTERS.values()}
COUNTER_WRITERS.update(dict.fromkeys(AMASS, "op_amass"))
COUNTER_WRITERS[PUT_COUNTERS] = "op_put_counters"  # CR 122.1
COUNTER_WRITERS[REMOVE_COUNTERS] = "op_remove_counters"
COUNTER_WRITERS[DOUBLE_PLUS] = "op_double_plus"  # CR 701.10e
COUNTER_WRITERS.update(dict.fromkeys(CHOSEN_KINDS, "op_counter_chosen"))  # CR 122.1, 115.1
