"""The transformer rules of the Oracle grammar (``oracle.lark``) for copies of spells (CR
707.10): "copy target instant or sorcery spell", and storm's "copy it for each spell cast
before it this turn" (702.40a), as ``Instruction`` (``sim.rules.copies`` runs them).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    CASUALTY,
    CONSPIRE,
    ENTERS_AS_COPY,
    REPLICATE,
    Filter,
    Param,
    Parsed,
    Static,
)
from sim.model.clone_values import (
    CLONE_AND_IT,
    CLONE_COUNTERS,
    CLONE_CREATURE_TYPES,
    CLONE_IF,
    CLONE_PT,
    CLONE_TYPES,
    ENTERED_THIS_TURN,
)
from sim.model.granted_abilities import GRANTED_TEXT
from sim.model.keywords import Kw
from sim.model.programs import (
    COPY_SPELL,
    COPY_TOKEN,
    COUNTER_SPELL,
    DAMAGE,
    EXILE_COUNTERED,
    NEW_TARGETS,
    PAY_TO_COPY,
    PAYER_COPIES,
    SELF,
    STORM_COPIES,
    THAT,
    THAT_SPELL,
    WHEN_NEXT_CAST,
    Op,
    Program,
    TargetSpec,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.next_cast_text import with_new_targets
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: the spells a copy instruction may name: instants and sorceries (a copy of a permanent spell
#: becomes a token, 707.10, 111.12: not modelled)
_COPIABLE = frozenset(("instant", "sorcery"))

#: a cast-or-copy trigger's subject, the spell's kind after it (``sim.rules.player_triggers``)
CAST_OR_COPY = "cast or copy|"

#: ``Instruction.kind`` of storm's copies, and its instruction (``sim.text.effect_text``)
COPY_STORM = "copy storm"
STORM_OP = Op(STORM_COPIES, SELF)

#: "you may choose new targets for the copy" after "copy target ... spell", "... for the
#: copies" after storm's "copy it for each spell cast before it this turn" (CR 707.10c)
_NEW_TARGETS = {"you may choose new targets for the copy": False,
                "you may choose new targets for the copies": True}


#: the sentence after a counterspell that exiles the spell it counters (CR 701.6a, 614.1a)
_EXILE_COUNTERED = ("if that spell is countered this way, exile it instead of putting it into "
                    "its owner's graveyard")


#: Chain Lightning's sentences after its damage (``PAY_TO_COPY``, ``PAYER_COPIES``)
_THAT_PLAYER_PAYS = re.compile(r"then that player or that permanent's controller may pay "
                               r"((?:\{[wubrgc0-9]\})+)")
_PAYER_COPIES = "if the player does, they may copy ~ and may choose a new target for that copy"


def new_targets(sentence: str, ops: list[Op]) -> bool:
    """Whether ``sentence`` (normalized) amends the instruction ``ops`` ends with (changed in
    place): "you may choose new targets for the copy|copies" after a copy — its controller
    chooses new targets as it is made (CR 707.10c), a choice of the copy, not an optional
    program (603.5) —; "if that spell is countered this way, exile it instead of putting it
    into its owner's graveyard" after "counter target spell" (701.6a, 614.1a)."""
    pays = _THAT_PLAYER_PAYS.fullmatch(sentence)
    if pays and ops and ops[-1].who.startswith("target:") and ops[-1].verb == DAMAGE:
        ops.append(Op(PAY_TO_COPY, ops[-1].who, rule=pays[1].upper()))  # CR 118.12
        return True
    if sentence == _PAYER_COPIES and ops and ops[-1].verb == PAY_TO_COPY:
        ops.append(Op(COPY_SPELL, SELF, rule=PAYER_COPIES))  # CR 707.10, 707.10c
        return True
    if sentence == _EXILE_COUNTERED and ops and ops[-1].verb == COUNTER_SPELL and \
            not ops[-1].rule:
        ops[-1] = attrs.evolve(ops[-1], rule=EXILE_COUNTERED)
        return True
    if ops and ops[-1].verb == WHEN_NEXT_CAST and ops[-1].program is not None:
        inner = [ops[-1].program.ops[-1]]  # the delayed ability's copy (603.7a, 707.10c)
        if not new_targets(sentence, inner):
            return False
        ops[-1] = with_new_targets(ops[-1], inner[-1])
        return True
    storm = _NEW_TARGETS.get(sentence)  # "copies": storm's, or "copy ... twice" (707.10)
    if storm is None or not ops or ops[-1].rule or ops[-1].verb not in (STORM_COPIES, COPY_SPELL) \
            or storm != (ops[-1].verb == STORM_COPIES or ops[-1].amount > 1):
        return False
    ops[-1] = attrs.evolve(ops[-1], rule=NEW_TARGETS)
    return True


#: the keywords that copy the spell they are on (CR 702.40a storm, 702.56a replicate, 702.153a
#: casualty, 702.78a conspire): a copy of a permanent spell becomes a token (707.10, 111.12),
#: which the engine doesn't model, so on a permanent card they are not run
_SPELL_COPYING = frozenset((REPLICATE, CASUALTY, CONSPIRE))


def copies_permanent_spell(item: str, keyword: Parsed | None) -> bool:
    """Whether the keyword line's ``item`` (read as ``keyword``), on a permanent card, would
    copy the permanent spell (storm, replicate, casualty, conspire)."""
    if keyword is None:
        return item.strip().lower() == "storm"
    return any(kind in _SPELL_COPYING for kind, _ in keyword.params)


def copies_cast_spell(event: str, subject: str, program: Program) -> bool:
    """Whether a trigger's ``program`` copies only what it can: "copy that spell | copy it"
    (``THAT_SPELL`` / ``THAT``) only in a trigger on casting an instant or sorcery spell
    (CR 707.10; a copy of a permanent spell becomes a token, 707.10, 111.12: not modelled)."""
    ops = [o for m in (program, *program.modes) for o in m.ops]
    if not any(o.verb == COPY_SPELL and o.who in (THAT, THAT_SPELL) for o in ops):
        return True
    kind = subject.partition("|")[0].partition(" from:")[0].partition(" mv")[0]
    return event == "SpellCast" and kind != "any" and all(
        set(k.split()) & _COPIABLE for k in kind.split(" or "))


def copy_ops(step: Instruction, who: str, targets: list[TargetSpec]) -> list[Op] | None:
    """The ops of a copy instruction whose subject resolved to ``who``: "copy it | that spell"
    only of the spell a cast trigger is about (``THAT``, CR 707.10); a token copy only of a
    permanent — not of a target card in a graveyard, a spell or a player (707.2 reads a
    card's copiable values otherwise) — or of ``SELF`` / ``THAT``; None otherwise."""
    assert step.who is not None
    if step.verb == COPY_SPELL:
        if step.who.kind != "it":
            return [Op(COPY_SPELL, who, amount=max(step.amount, 1))]
        return None if who != THAT else \
            [Op(COPY_SPELL, THAT_SPELL if step.who.words == "that spell" else THAT)]
    kind, _, k = who.partition(":")
    if kind != "target" and who not in (SELF, THAT) or kind == "target" and (
            targets[int(k)].zone or {"spell", "player"} & targets[int(k)].types):
        return None
    return [Op(COPY_TOKEN, who, tapped=step.tapped, types=tuple(step.card.split()))]


#: the noncreature subtypes "any <subtype> on the battlefield" may name, and their card type
_CLONE_SUBTYPES = {"equipment": "artifact", "vehicle": "artifact", "aura": "enchantment"}


class CopyRules(Transformer[Token, Any]):
    """Copies of spells; each method is named after a rule of ``oracle.lark``."""

    def copy_spell(self, c: list[Any]) -> Instruction:
        """"copy target instant or sorcery spell" (CR 707.10)."""
        who = c[0]
        spec = who.spec
        if who.kind == "it" and who.words == "it":  # the spell a cast trigger is about
            return Instruction("verb", who, COPY_SPELL)
        if who.kind != "target" or spec is None or spec.types != {"spell"} or spec.aimed or \
                not spec.of_types or not set(spec.of_types) <= _COPIABLE or spec.not_subtype:
            raise Refused("copy")
        return Instruction("verb", who, COPY_SPELL)

    def you_cast_or_copy(self, c: list[Any]) -> tuple[str, str]:
        """"whenever you cast or copy an instant or sorcery spell" (magecraft; CR 707.10:
        ``sim.rules.player_triggers``)."""
        return "SpellCast", CAST_OR_COPY + c[0]

    def replicate(self, c: list[Any]) -> Parsed:
        """"Replicate {1}{R}" (CR 702.56a)."""
        return Parsed(params=frozenset([(REPLICATE, str(c[0]).upper())]))

    def casualty(self, c: list[Any]) -> Parsed:
        """"Casualty 2" (CR 702.153a)."""
        return Parsed(params=frozenset([(CASUALTY, str(c[0]))]))

    def conspire(self, c: list[Any]) -> Parsed:
        """"Conspire" (CR 702.78a)."""
        return Parsed(params=frozenset([(CONSPIRE, "")]))

    def copy_spell_yours(self, c: list[Any]) -> Instruction:
        """"copy target instant or sorcery spell you control" (CR 707.10, 115.1)."""
        return self.copy_spell([Who("target", spec=attrs.evolve(c[0], controller="you"))])

    def copy_storm(self, c: list[Any]) -> Instruction:
        """Storm's "copy it for each spell cast before it this turn" (CR 702.40a)."""
        return Instruction(COPY_STORM)

    def copy_token(self, c: list[Any]) -> Instruction:
        """"create a [tapped] token that's a copy of <permanent>" (CR 707.2, 111.1): of a
        permanent only — a card in a graveyard or a spell is not copied this way here."""
        types: tuple[str, ...] = () if isinstance(c[-1], Who) else c.pop()  # 707.9b
        who = c[-1]
        spec = who.spec
        if tuple(c[0]) != (1, False):
            raise Refused("copy token")  # "create two tokens that are copies": not read
        if who.kind not in ("self", "it", "target") or spec is not None and (
                spec.zone or "spell" in spec.types or "player" in spec.types or spec.up_to):
            raise Refused("copy token")
        return Instruction("verb", who, COPY_TOKEN, tapped=len(c) > 2, card=" ".join(types))

    def copy_that_spell(self, c: list[Any]) -> Instruction:
        """"copy that spell": the spell a cast trigger is about (CR 707.10, 603.2)."""
        return Instruction("verb", Who("it", words="that spell"), COPY_SPELL)

    def enters_as_copy(self, c: list[Any]) -> Static:
        """"you may have ~ enter [the battlefield] as a copy of ... [, except ...]" (CR 707.2,
        614.1c; the exception, 707.9b: ``sim.model.clone_values``)."""
        if len(c) == 1:
            return Static("", rule=ENTERS_AS_COPY, what=c[0])
        add, params = c[1]
        return Static("", rule=ENTERS_AS_COPY, what=c[0], add=add, params=params)

    def enters_as_copy_if(self, c: list[Any]) -> Static:
        """"if you attacked this turn, you may have ~ enter ... as a copy of ..." (raid; CR
        614.1c: the condition checked as it enters, ``sim.rules.turn_history``)."""
        static = self.enters_as_copy(c[1:])
        return attrs.evolve(static, params=static.params | {(CLONE_IF, str(c[0]))})

    def clone_types(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"except it's a <types> in addition to its other types" (CR 707.9b)."""
        return Kw.NONE, frozenset([(CLONE_TYPES, " ".join(c[0]))])

    def clone_creature_types(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"except it's a <creature types> in addition to its other creature types" (CR
        707.9b, 205.3m): creature types only."""
        words = tuple(str(w) for w in c[1:])
        if not all(creature_type(w) and creature_type(w).lower() == w for w in words):
            raise Refused("clone creature types")
        types = " ".join(creature_type(w) for w in words)
        return Kw.NONE, frozenset([(CLONE_TYPES, types), (CLONE_CREATURE_TYPES, "")])

    def clone_types_has(self, c: list[Any], it: str = "") -> tuple[Kw, frozenset[Param]]:
        """"..., and has <abilities>" after the types (CR 707.9b)."""
        add, params = c[-1]
        return add, params | {(CLONE_TYPES, " ".join(c[0])), (CLONE_AND_IT, it)}

    def clone_types_it_has(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"..., and it has <abilities>" after the types (CR 707.9b)."""
        return self.clone_types_has(c, "it")

    def clone_has(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"except it has <keywords> | "<ability>"" (CR 707.9b)."""
        return c[-1]  # type: ignore[no-any-return]

    def clone_pt(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"except it's 7/7": the copy's base power and toughness (CR 707.9b)."""
        return Kw.NONE, frozenset([(CLONE_PT, str(c[-1]))])

    def clone_x_counters(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """"except it enters with x additional +1/+1 counters on it" (CR 707.9b, 614.1c,
        107.3m: the X paid to cast it)."""
        return Kw.NONE, frozenset([(CLONE_COUNTERS, "x")])

    def clone_keywords(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """Keywords the copy has ("haste and dethrone", CR 707.9b, 702): flags only."""
        add = Kw.NONE
        for item in c:
            parsed = getattr(item, "parsed", None)
            if not isinstance(parsed, Parsed) or getattr(item, "plural", True) or \
                    parsed.params or not parsed.flags:
                raise Refused("clone keyword")
            add |= parsed.flags
        return add, frozenset()

    def clone_quoted(self, c: list[Any]) -> tuple[Kw, frozenset[Param]]:
        """A quoted ability the copy has (CR 707.9b, 113.2c), compiled with the card
        (``CardDef.granted``)."""
        return Kw.NONE, frozenset([(GRANTED_TEXT, str(c[0])[1:-1])])

    def clone_graveyard(self, c: list[Any]) -> Filter:
        """"any creature card in a graveyard" (CR 707.2: a card's copiable values, 404.2)."""
        return Filter(card_type=c[0], zone="graveyard")

    def clone_entered(self, c: list[Any]) -> Filter:
        """"any permanent that entered the battlefield this turn" (CR 603.6a, 707.2)."""
        return Filter(card_type=c[0], zone=ENTERED_THIS_TURN)

    def clone_any_subtype(self, c: list[Any]) -> Filter:
        """"any Ally creature | any Equipment on the battlefield" (CR 205.3: a subtype)."""
        word = str(c[0])
        if len(c) > 1:
            kind = creature_type(word)
            if c[1] != "creature" or not kind or kind.lower() != word:
                raise Refused("clone subtype")
            return Filter(card_type="creature", subtype=kind)
        kind = _CLONE_SUBTYPES.get(word, "")
        if not kind:
            raise Refused("clone subtype")
        return Filter(card_type=kind, subtype=word.capitalize())

    def copy_except(self, c: list[Any]) -> tuple[str, ...]:
        """The types "except it's a <types> in addition to its other types" adds (707.9b)."""
        return tuple(w.capitalize() for w in c[1:])

    def except_word(self, c: list[Any]) -> str:
        return str(c[0])

    def clone_any(self, c: list[Any]) -> Filter:
        return Filter(card_type=c[0])

    def clone_yours(self, c: list[Any]) -> Filter:
        return Filter(card_type=c[0], controller="you")

    def clone_theirs(self, c: list[Any]) -> Filter:
        return Filter(card_type=c[0], controller="opponent")

    def clone_kind(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def copy_spell_times(self, c: list[Any]) -> Instruction:
        """"copy target instant or sorcery spell twice | three times" (CR 707.10)."""
        return attrs.evolve(self.copy_spell([c[0]]), amount=2 if str(c[1]) == "twice" else 3)
