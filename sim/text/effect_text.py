"""What spells and abilities do, read from their text: the effect half of the Oracle compiler.

``read_effect(text, card_name)`` turns the effect text of an instant, an activated ability
("{1}{U}: ~ gains flying until end of turn") or a triggered ability into a ``Program``: the
targets it chooses (CR 115, each a ``TargetSpec``), the instructions it carries out in order
(``Op``), its modes ("Choose one —", CR 700.2), whether it is optional ("you may", 603.5)
and an intervening "if" clause (603.4). Sentences it does not understand are kept verbatim in
``Program.unsupported``: the rest still runs, and the card says what it skips.

Each sentence is read by the Oracle grammar (``oracle.lark``, the ``effect`` start, through
``sim.text.grammar``) into an instruction whose subjects the reader (``_Reader``) resolves in
order: "it" is the last target named before it.

A ``Program`` (``sim.model.programs``) is engine-independent data, shared by every copy of the
card; ``sim.rules.resolution`` runs it. ``keyword_program`` gives the programs of triggered
keywords (rampage, bushido, flanking, exalted, provoke, melee, undying, persist, ward,
annihilator, ...). Words the engine knows:

* subjects: ``~`` (the source), ``it`` / ``that creature`` (the last target, or the creature
  the trigger is about), ``target <spec>``, ``creatures you control``;
* predicates: ``gets +N/+N``, ``gains <keyword or ability>``, ``can't be blocked this turn``,
  ``can't block ~ this turn``, ``blocks ~ this turn if able``, ``attacks this turn if able``,
  with ``until end of turn`` / ``this turn`` (CR 611.2a);
* verbs: destroy, regenerate (701.19), tap, untap, ``~ deals N damage to`` (also "divided
  as you choose among one or two targets", 601.2d), Deflecting Palm's source shield that
  reflects, ``prevent the
  next N damage that would be dealt to ... this turn``, ``prevent all combat damage that
  would be dealt this turn`` (615), ``create`` / ``put`` tokens (111, "tapped and
  attacking"), ``gain N life``, ``draw a card``, ``put a +1/+1 counter on``, War
  Cadence's "this turn, creatures can't block unless their controller pays {X} for each
  blocking creature they control", "after this main phase, there is an additional combat
  phase followed by an additional main phase" (500.8), "<player> takes an extra turn after
  this one" (500.7) and "untap all creatures that attacked this turn".
"""

from __future__ import annotations

import re

import attrs

from sim.model.abilities import (
    BARGAINED,
    CANT_BLOCK_ATTACKER,
    MUST_BLOCK_ATTACKER,
    THRESHOLD,
    UNTARGETABLE_BY_OPPONENTS_OF,
)
from sim.model.damage_verbs import PLAYER_OR_WALKER, PLAYER_OR_WALKER_TYPES, joined
from sim.model.keywords import Kw
from sim.model.may_verbs import FROM_YOUR_ZONE
from sim.model.player_verbs import (
    DISCARD_HAND,
    DRAW_ADDITIONAL,
    HAND_TO_TOP,
    SACRIFICE_UNLESS_DISCARD,
    SHUFFLE_HAND_GRAVEYARD,
    SHUFFLE_LIBRARY,
    UNTAP_LANDS,
)
from sim.model.programs import (
    ATTACH,
    BECOME_MONARCH,
    BECOME_RENOWNED,
    CARD_TO_BATTLEFIELD,
    CHOOSE_QUALITY,
    COPY_SPELL,
    COPY_TOKEN,
    CREATED,
    DAMAGE,
    DESTROY,
    DIG,
    DISCARD,
    DISCARD_CHOSEN,
    DISCARD_RANDOM,
    DRAW,
    EVOLVES,
    EXTRA_COMBAT,
    EXTRA_TURN,
    FLIP_COIN,
    FOG,
    GAIN_CONTROL,
    GET_ENERGY,
    IF_YOU_DO,
    INVESTIGATE,
    IS_MONSTROUS,
    KICKED,
    MILL,
    MODIFY,
    NOT_RENOWNED,
    PAID,
    PAY_ENERGY,
    PAY_FOR_REFLEXIVE,
    PAY_LIFE,
    PAY_MANA,
    PROLIFERATE,
    PUT_COUNTERS,
    PUT_ITS_COUNTERS,
    REFLECT_BACK,
    REMOVE_COUNTERS,
    RETURN_LAND,
    REVEAL_TOP,
    REVEAL_UNTIL,
    RULE,
    SACRIFICE,
    SACRIFICE_COST,
    SACRIFICE_UNLESS,
    SEARCH_NAMED,
    SELF,
    SOURCE,
    SOURCE_SHIELD,
    THAT,
    THAT_PLAYER,
    THAT_PLAYER_OR_PLANESWALKER,
    THAT_SPELLS_CONTROLLER,
    TOKEN,
    TOP_CARD,
    TRIBUTE_NOT_PAID,
    YOU,
    Op,
    Program,
    TargetSpec,
    group,
    target,
    up_to_slots,
)
from sim.model.ring_verbs import RING_CONDITIONS, TEMPT
from sim.model.zone_verbs import EXILE_TO_PLAY, EXILE_WITH_TIME, PUT_CARD, RETURN_TRANSFORMED
from sim.text.animate_rules import becomes_op, still_joined
from sim.text.another_target import distinct
from sim.text.condition_text import conditional_sentence
from sim.text.copy_rules import COPY_STORM, STORM_OP, copy_ops, new_targets
from sim.text.cost_option_text import cost_option  # CR 118.12: "you may <cost>"
from sim.text.counters_if_text import counters_if
from sim.text.damage_rules import controller_ref, frozen_ops
from sim.text.delayed_text import delayed_sentence
from sim.text.designation_rules import CHOOSE_TYPE_NOW, MONARCH_CONDITIONS
from sim.text.divided_text import divided_ops
from sim.text.effect_rules import Instruction, Who
from sim.text.effect_sentences import dig_joined, have_sentence, instruction_of, split_sentences
from sim.text.excess_text import damage_mark
from sim.text.fight_text import another_fighter, exile_rider, fight_source
from sim.text.grammar import parse
from sim.text.history_words import HISTORY_CONDITIONS
from sim.text.if_paid_text import if_cant, if_paid, outcome, paid_rider, paid_sentence
from sim.text.instead_text import kicked_words, read_instead, with_kicked_targets
from sim.text.keyword_names import normalize, self_reference
from sim.text.keyword_triggers import EVOLVE_WORDS
from sim.text.mana_text import mana_ops
from sim.text.may_text import later_may, records_done, settle_may
from sim.text.mode_headings import read_modal
from sim.text.reflexive_text import (
    WHEN_YOU_DO_WORDS,
    done_on_its_target,
    done_or_noted,
    reflexive_part,
)
from sim.text.reveal_chain import CHAIN_VERBS, CHOSEN_STEPS, REVEAL_HAND, reveal_chain
from sim.text.search_rules import search_op
from sim.text.shared_x import own_count, shared_x
from sim.text.this_way_text import this_way_follows, this_way_rider
from sim.text.token_rules import token_op
from sim.text.transform_rules import SPELLS_LAST_TURN_CONDITIONS
from sim.text.unless_text import UNLESS, unless_ops, unless_sound  # 608.2c, 118.12a

#: conditions an effect's first sentence may begin with (CR 603.4): ability words' tests
_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("if seven or more cards are in your graveyard, ", THRESHOLD),
    ("if it isn't renowned, ", NOT_RENOWNED),  # renown (CR 702.112a)
    *MONARCH_CONDITIONS,  # the monarch (CR 724)
    *SPELLS_LAST_TURN_CONDITIONS,  # the werewolves' (CR 603.4, 701.28)
)
_CONDITIONS = (*_CONDITIONS, ("if tribute wasn't paid, ", TRIBUTE_NOT_PAID))  # CR 702.104b
_CONDITIONS = (*_CONDITIONS, (EVOLVE_WORDS, EVOLVES))
_CONDITIONS = (*_CONDITIONS, *HISTORY_CONDITIONS)  # raid, revolt, morbid (CR 603.4)
_CONDITIONS = (*_CONDITIONS, ("if ~ is monstrous, ", IS_MONSTROUS))  # CR 701.37b
_CONDITIONS = (*_CONDITIONS, ("if it was bargained, ", BARGAINED))  # CR 702.166b, 603.4
_CONDITIONS = (*_CONDITIONS, *RING_CONDITIONS)  # the Ring-bearer chosen (CR 701.54a, 603.4)
#: a spell's sentence done only if it was bargained (CR 702.166b-c; ``Op.if_paid``)
_IF_BARGAINED = ("if this spell was bargained, ", "if ~ was bargained, ")


#: renown's last words (CR 702.112a-b): the source becomes renowned
_AND_RENOWNED = " and it becomes renowned"


#: living weapon's last words (CR 702.92a): the Equipment is attached to the token just made
_THEN_ATTACH = ", then attach ~ to it"


#: kicker's conditions (CR 702.33d): a trigger's intervening "if" ("when ~ enters, if it was
#: kicked, ..."), and a spell's sentence done only if it was kicked
_IF_IT_WAS_KICKED = ("if it was kicked, ", "if ~ was kicked, ")


def read_target(words: str) -> TargetSpec | None:
    """The spec of "target <words>" (``words`` without "target "), or None."""
    spec: TargetSpec | None = parse("target_words", words)
    return spec


#: the verbs a subject's instruction begins with when it changes the subject until end of
#: turn (``_Reader.named``), and the instructions of that form that need no duration
_MODIFY_VERBS = ("gets ", "get ", "gains ", "gain ", "has ", "have ")
_MODIFY_WHOLE = ("can't be blocked this turn", "can't block ~ this turn",
                 "blocks ~ this turn if able", "attacks this turn if able",
                 "attacks this combat if able")
_DURATIONS = (" until end of turn", " this turn", " until end of combat")
_THEN = ("gain ", "draw ", "lose ")
_EARLY = ("destroy ", "regenerate ", "tap ", "untap ")


def _deals_damage(s: str) -> bool:
    """Whether ``s`` begins "~ deals N damage to " or "it deals X damage to " (CR 120)."""
    words = s.split(" ", 5)
    return len(words) == 6 and words[0] in ("~", "it") and words[1] == "deals" and (
        words[2].isdigit() or words[2] == "x") and words[3:5] == ["damage", "to"]


def _puts_counters(s: str) -> bool:
    """Whether ``s`` begins "put N +1/+1 (or -1/-1) counter(s) on " (CR 122)."""
    words = s.split(" ", 5)
    return len(words) == 6 and words[0] == "put" and (
        words[1] in ("a", "an", "one", "two", "three", "x") or words[1].isdigit()) and \
        words[2] in ("+1/+1", "-1/-1") and words[3] in ("counter", "counters") and \
        words[4] == "on"


class _Reader:
    """Reads the sentences of one program, keeping its targets in order."""

    def __init__(self, it: str = THAT, that_player: bool = False) -> None:
        self.targets: list[TargetSpec] = []
        self.groups: list[TargetSpec] = []
        self.it = it
        #: the ``who`` the latest instruction acted on ("those creatures don't untap ...")
        self.last: str | None = None
        #: whether "that player" may be the trigger's player (``THAT_PLAYER``)
        self.that_player = that_player

    def subject(self, words: str) -> str | None:
        """``who`` for a subject phrase, adding a target if it is "target ..."."""
        who: Who | None = parse("subject_only", words)
        return None if who is None else self.resolve(who)

    def resolve(self, who: Who) -> str:
        """``who`` for a subject as the grammar read it, adding its target if it is one."""
        if who.also is not None:  # "each creature and each player" (CR 120.2)
            return joined(self.resolve(attrs.evolve(who, also=None)), self.resolve(who.also))
        if who.kind == "self":
            return SELF
        if who.kind == "it" and who.words == "that player":
            return self._that_player()
        if who.kind == "it" and who.words == THAT_SPELLS_CONTROLLER:  # CR 603.2, 608.2h
            return THAT_SPELLS_CONTROLLER if self._that_player() == THAT_PLAYER else ""
        if who.kind == "it" and who.words == THAT_PLAYER_OR_PLANESWALKER:  # CR 608.2d: the
            return THAT_PLAYER_OR_PLANESWALKER if self._that_player() == THAT_PLAYER else ""
        if who.kind == "it":
            if self.targets:  # ("it" is never one of "up to two targets")
                return target(len(self.targets) - 1) if self.targets[-1].up_to < 2 else ""
            return self.it if who.words == "it" or self.it != SELF else THAT
        if who.kind == "fixed":
            return who.who
        if who.kind == "controller":  # "its|that creature's controller" (608.2h, 603.2)
            return controller_ref(who, self.targets, self.it, self.that_player)
        assert who.spec is not None
        if who.kind == "group":
            spec = who.spec
            if spec.controller in ("target player", "target opponent"):  # "... controls"
                self.targets.append(TargetSpec(spec.controller, frozenset({"player"}), controller=(
                    "opponent" if spec.controller == "target opponent" else "")))  # 115.1
                spec = attrs.evolve(spec, controller=target(len(self.targets) - 1))
            elif spec.controller in ("that player", PLAYER_OR_WALKER):  # the player target
                slots = [k for k, t in enumerate(self.targets) if t.types == {"player"} or (
                    spec.controller == PLAYER_OR_WALKER and t.types == PLAYER_OR_WALKER_TYPES)]
                if slots or self._that_player() != THAT_PLAYER:  # else the trigger's player
                    spec = attrs.evolve(spec, controller=target(slots[-1]) if slots else "?")
            self.groups.append(spec)
            return group(len(self.groups) - 1)
        first = len(self.targets)
        self.targets += up_to_slots(distinct(who.spec, self.targets, self.that_player), first)
        return target(first)

    def sentence(self, s: str) -> list[Op] | None:
        """The instructions of sentence ``s``, or None; a sentence not read still names the
        targets it would choose (CR 601.2c), as ``named`` finds them."""
        instruction = instruction_of(s)
        if instruction is None:
            self.named(s)
            return None
        ops = own_count(self.run(instruction, s), self)  # "for each other ...": of ~
        if ops and ops[-1].who:
            self.last = ops[-1].who
        return ops

    def named(self, s: str) -> None:
        """The targets a sentence the grammar does not read still names: the subject of "<subject>
        gets|gains|has ... until end of turn", and those of the first of "... and you gain|draw|
        lose ..." (its second names none)."""
        ends = [at for at in (s.find(" " + verb) for verb in _MODIFY_VERBS) if at > 0]
        whole = [len(s) - len(w) - 1 for w in _MODIFY_WHOLE if s.endswith(" " + w)]
        if ends and (not whole or min(ends) < min(whole)):
            at = min(ends)
            if any(s.endswith(tail) for tail in _DURATIONS):
                self.subject(s[:at])
        if s.startswith(_EARLY) or _deals_damage(s) or _puts_counters(s):
            return  # read as that verb's or not at all (``_verb``'s order)
        at = s.find(" and ")
        while at >= 0:
            then = s[at + 5:]
            then = then[4:] if then.startswith("you ") else then
            if then.startswith(_THEN) and len(then) > 5:
                self.sentence(s[:at])
                return
            at = s.find(" and ", at + 1)

    def run(self, step: Instruction, s: str) -> list[Op] | None:
        """The ops of one instruction, its subjects resolved in order."""
        kind = step.kind
        if kind == "compound":
            assert step.first is not None
            first = self.run(step.first, s)
            then = instruction_of(step.then)
            if first and then is not None and then.kind == "freeze":  # "tap that creature and
                self.last = first[-1].who  # it doesn't untap ..." (502.3; issue 29, combat)
            second = None if then is None or then.kind in _NOT_THEN else self.run(then, s)
            return None if first is None or second is None else shared_x([*first, *second])
        if kind == "sequence":  # "<first>, then <second>" (608.2c: in order)
            assert step.first is not None and step.second is not None
            first = self.run(step.first, s)
            self.last = first[-1].who if first else self.last  # what "it" follows (608.2c)
            second = self._by_player(step.second, first) if step.second.kind == "by player" \
                else self.run(step.second, s)
            return None if first is None or second is None else [*first, *second]
        if kind in ("divided", UNLESS):  # CR 601.2d; 118.12a (``sim.text.unless_text``)
            return self._divided(step) if kind == "divided" else unless_ops(self, step, s)
        if kind == "by player":  # 121.1, 701.9a-b, 701.13a: a player draws, discards, mills
            return self._by_player(step)
        if kind in CHOSEN_STEPS:  # Duress's second and third sentences (``_reveal_chain``)
            return [Op(kind, card=step.card, rule=step.verb)]
        if kind == REVEAL_HAND:  # Duress's first sentence (701.20a)
            assert step.who is not None
            return [Op(REVEAL_HAND, self.resolve(step.who))]
        if kind in _FIXED:
            return [_FIXED[kind]]
        if kind == "extra turn":
            return [Op(EXTRA_TURN, YOU if step.who is None else self.resolve(step.who))]
        if kind == "draw":  # "for each +1/+1 counter on it": "it" must be the source (608.2h)
            return None if step.per is not None and self.resolve(step.per) != SELF else \
                [Op(DRAW, YOU, amount=step.amount, x=step.x, per=step.count)]
        if kind == BECOME_MONARCH:  # CR 724.3
            return [Op(BECOME_MONARCH, YOU if step.who is None else self.resolve(step.who))]
        if kind == SACRIFICE_UNLESS_DISCARD:  # CR 118.12a, 701.9a-b
            assert step.who is not None
            return [Op(kind, self.resolve(step.who), card=step.card, rule=step.then)]
        if kind == "sacrifice unless":  # CR 118.12a
            assert step.who is not None
            return [Op(SACRIFICE_UNLESS, self.resolve(step.who), rule=step.then)]
        if kind in ("add mana", "keep mana") or step.then == "~|your":  # CR 106.3, 502.3, 500.4
            return mana_ops(step, -1 if step.per is None else int(self.resolve(step.per)[6:]))
        if kind == "get energy":  # "you get {E}{E}" (CR 107.14, 122.1)
            return [Op(GET_ENERGY, YOU, amount=step.amount, x=step.x)]
        if kind == "rule":
            return [Op(RULE, rule=step.verb, amount=step.amount, x=step.x)]
        if kind == "look":  # scry, surveil (701.22a, 701.25a)
            return [Op(step.verb, YOU, amount=step.amount)]
        if kind == "dig":  # 401, 608.2c: look at the top N cards, some into the hand
            return [Op(DIG, YOU, amount=step.amount, x=step.x, per=step.count, card=step.card,
                       count=step.slots, rule=step.verb, tapped=step.tapped, params=step.params)]
        if kind == REVEAL_TOP:  # 701.20a: a player reveals their library's top card
            return [Op(REVEAL_TOP, YOU if step.who is None else self.resolve(step.who),
                       card=step.card, rule=step.verb)]
        if kind == TOP_CARD:  # 401, 701.20a: the library's top card, where it goes
            return [Op(TOP_CARD, self.resolve(step.who) if step.who else YOU, card=step.card,
                       rule=step.verb, tapped=step.tapped, params=step.params)]
        if kind == EXILE_TO_PLAY:  # 601.2, 305.1: impulse draw (``sim.rules.exile_play``)
            return [Op(kind, YOU, amount=step.amount, x=step.x, rule=step.verb, params=step.params)]
        if kind == EXILE_WITH_TIME:  # 702.62b: a suspend card exiles itself, suspended
            return [Op(EXILE_WITH_TIME, SELF, amount=step.amount)]
        if kind == SEARCH_NAMED:  # 701.23a: the library and/or the graveyard, by name
            return [Op(SEARCH_NAMED, YOU, card=step.card, rule=step.verb)]
        if kind == PROLIFERATE:  # 701.34a
            return [Op(PROLIFERATE, YOU)]
        if kind == FLIP_COIN:  # 705.1: the controller flips
            return [Op(step.verb or FLIP_COIN, YOU)]  # or clashes (701.30b)
        if kind == REVEAL_UNTIL:  # 701.20a: reveal until a card of the kinds
            return [Op(REVEAL_UNTIL, YOU, card=step.card, rule=step.verb, tapped=step.tapped)]
        if kind == INVESTIGATE:  # 701.16a: create a Clue token, N times
            return [Op(INVESTIGATE, YOU, amount=step.amount, x=step.x)]
        if kind == "search":  # 701.23a: the player who searches (608.2h)
            return [search_op(step, YOU if step.who is None else self.resolve(step.who))]
        if kind == "token":
            return [token_op(step, YOU if step.who is None else self.resolve(step.who))]
        if kind == "freeze":  # what the instruction before acted on (the last one named)
            return frozen_ops(self.last, step.then, self.it)  # (or the trigger's, 603.2)
        if kind == "bite":  # the source first: it is the first target named (601.2c)
            assert step.first is not None and step.first.who is not None and step.who is not None
            source = fight_source(self, step.first.who)  # (or the first to fight, 701.14a)
            fought = self.resolve(step.who)
            another_fighter(self, source, fought)
            return [Op(step.verb, fought, rule=source)] if source else None
        if kind == "attach":  # "attach it to ...": "it" must be the source (701.3a)
            assert step.first is not None and step.first.who is not None and step.who is not None
            if self.resolve(step.first.who) != SELF:
                return None
            return [Op(ATTACH, self.resolve(step.who))]
        if kind == "its counters":  # CR 122.1, 608.2h: whose ("its": SELF or THAT) first
            whose = self.resolve(step.per) if step.per is not None else ""
            onto = self.resolve(step.who) if step.who is not None else ""
            return [Op(PUT_ITS_COUNTERS, onto, rule=whose)] if whose in (SELF, THAT) and onto \
                else None
        assert step.who is not None
        who = self.resolve(step.who)
        if not who:
            return None  # "that player" naming nobody the engine knows
        if kind == "becomes":  # CR 613.1d-f, 613.4b, 205.1a-b (``animate_rules``)
            return becomes_op(step, who)
        if kind == "verb" and step.verb == GAIN_CONTROL:
            return [Op(GAIN_CONTROL, who, duration=step.duration)]
        if kind == "verb" and step.verb in (CARD_TO_BATTLEFIELD, PUT_CARD):  # CR 110.2a
            return [Op(step.verb, who, tapped=step.attacking, counter=step.card, amount=step.slots,
                       rule="under your control" if step.amount else "",  # (614.1c)
                       attacking=step.enters_attacking)]  # 508.4
        if kind == "verb" and step.verb in FROM_YOUR_ZONE:  # CR 305.4, 406.2 (``may_rules``)
            return [Op(step.verb, YOU, card=step.card, tapped=step.tapped,
                       attacking=step.enters_attacking)]
        if kind == "verb" and step.verb == RETURN_TRANSFORMED:  # CR 712.14
            return [Op(RETURN_TRANSFORMED, who, tapped=step.tapped, params=step.params)]
        if kind == "verb" and step.verb in (COPY_SPELL, COPY_TOKEN):  # CR 707.2, 707.10
            return copy_ops(step, who, self.targets)
        if kind == "verb":
            return [Op(step.verb, who, no_regeneration="regenerated" in s)] \
                if step.verb == DESTROY else [Op(step.verb, who, params=step.params)]
        per = -1 if step.per is None else int(self.resolve(step.per).split(":")[1])
        if kind == "damage":
            return [Op(DAMAGE, who, amount=step.amount, x=step.x, for_each=per,
                       rule=step.then, per=step.count)]  # "and": "... and 1 damage to ..."
        if kind == "counted" and step.verb in (PUT_COUNTERS, REMOVE_COUNTERS):  # CR 122.1
            return [Op(step.verb, who, amount=step.amount, x=step.x, for_each=per,
                       counter=step.card)]
        if kind == "counted":
            return [Op(step.verb, who, amount=step.amount, x=step.x, for_each=per, per=step.count)]
        if kind == "unblockable":
            return [Op(MODIFY, who, add=Kw.UNBLOCKABLE, rule=step.then)]  # "and ..." (riders)
        if kind == "cant block source":
            return [Op(MODIFY, who, params=frozenset([(CANT_BLOCK_ATTACKER, SOURCE)]))]
        if kind == "blocks source":
            return [Op(MODIFY, who, params=frozenset([(MUST_BLOCK_ATTACKER, SOURCE)]))]
        if kind in ("attacks", "blocked"):  # "... this turn if able" (508.1d, 509.1c)
            return [Op(MODIFY, who, add=Kw.ATTACKS_EACH_TURN if kind == "attacks" else
                       Kw.MUST_BE_BLOCKED, rule=step.then)]  # "and ..." (riders)
        if kind == "cant block":  # "target creature can't block this turn" (509.1b)
            return [Op(MODIFY, who, add=Kw.CANT_BLOCK)]
        if kind == "untargetable":  # issue 29, decks: "your opponents" (109.5), set as it starts
            return [Op(MODIFY, who, params=frozenset([(UNTARGETABLE_BY_OPPONENTS_OF, YOU)]))]
        return [Op(MODIFY, who, step.power, step.toughness, step.add, step.params,
                   step.duration, x=step.x, per=step.count, amount=int(step.count is not None))]

    def _that_player(self) -> str:
        """"That player": the last target when it is a player, else the trigger's player
        (``THAT_PLAYER``) when there is one; "" when it names nobody the engine knows."""
        if self.targets and self.targets[-1].types == frozenset({"player"}):
            return target(len(self.targets) - 1)
        return THAT_PLAYER if self.that_player and not self.targets else ""

    def _by_player(self, step: Instruction, before: list[Op] | None = None
                   ) -> list[Op] | None:
        """"<player> draws|discards|mills N cards"; after "<first>, then" a verb with no
        subject ("then discards a card") is the first instruction's player's (``before``)."""
        assert step.who is not None
        if step.who.kind == "previous":
            if not before or before[-1].verb not in _BY_PLAYER:
                return None
            who = before[-1].who
        else:
            who = self.resolve(step.who)
        return [Op(step.verb, who, amount=step.amount, x=step.x, card=step.card,
                   rule=step.then, per=step.count)] if who else None

    def _divided(self, step: Instruction) -> list[Op] | None:
        """CR 601.2d: "deals N | X damage divided as you choose among ..." (``divided_ops``)."""
        spec = step.who.spec if step.who is not None else read_target(step.verb)
        return None if spec is None or step.amount < 1 else divided_ops(self.targets, spec, step)


_FIXED = {"fog": Op(FOG), "extra combat": Op(EXTRA_COMBAT),
          "return land": Op(RETURN_LAND, YOU, amount=1)}
_FIXED[COPY_STORM] = STORM_OP  # storm (702.40a): copies of the spell whose card is ~
_FIXED[TEMPT] = Op(TEMPT, YOU)  # the Ring tempts you (CR 701.54a)
_FIXED[CHOOSE_TYPE_NOW] = Op(CHOOSE_QUALITY, YOU, rule="creature type")  # 608.2d: resolving


#: the verbs of a player's hand and library (``_Reader._by_player``)
_BY_PLAYER = frozenset((DRAW, DISCARD, DISCARD_RANDOM, MILL, DISCARD_HAND, DRAW_ADDITIONAL,
                        SACRIFICE, SHUFFLE_HAND_GRAVEYARD, HAND_TO_TOP, SHUFFLE_LIBRARY,
                        UNTAP_LANDS))
#: instructions the second half of "... and you gain 2 life" is never read as (``_verb``)
_NOT_THEN = frozenset(("modify", "unblockable", "cant block source", "blocks source", "attacks",
                       "blocked", "cant block"))


def _reflexive(lines: list[str], card_name: str) -> Program | None:
    """"You may pay {2}{R}. When you do, <effect>" (CR 603.12): paying triggers a reflexive
    ability, its targets chosen as it is put on the stack; "it" there is the source."""
    body = " ".join(lines)
    first, stop, rest = body.partition(". ")
    if not stop or not rest.lower().startswith("when you do, "):
        return None
    step = instruction_of(self_reference(normalize(first), card_name))
    if step is None or step.kind != "pay option" or step.verb != PAY_FOR_REFLEXIVE:
        return None
    then = read_effect(rest[len("when you do, "):], card_name, it=SELF)
    if not then.runnable:
        return None
    return Program(body, ops=(Op(PAY_FOR_REFLEXIVE, rule=step.then.upper()),),
                   unsupported=then.unsupported, reflexive=then)


#: 'It has "<abilities>"' after a token is created (CR 111.4)
_TOKEN_HAS = re.compile(r'(it has|they have) "([^"]+)"')
#: ``Op.rule`` of a token whose abilities were written in a sentence of their own
TOKEN_HAS = "it has"


#: the sentences of optional costs (``_optional_cost``)
_OPTIONAL_COSTS = ("you may pay ", "you may sacrifice ")


def _optional_cost(s: str, reader: _Reader) -> Op | None:
    """"You may pay {2}{G}" / "you may pay 3 life" / "you may sacrifice another creature" (CR
    118.12, 119.4, 701.21a) as an optional cost, or None (not such a sentence, or mana with
    energy or two X: "{X}{R}" is read, X chosen as it is paid, 107.3)."""
    step = instruction_of(s)
    if step is None or step.kind != "pay option":
        return None
    if step.verb == PAY_LIFE:
        return Op(PAY_LIFE, YOU, amount=step.amount)
    if step.verb == SACRIFICE_COST:  # the permanents it may be: a group (no target)
        assert step.who is not None
        return Op(SACRIFICE_COST, reader.resolve(step.who))
    mana = step.then.upper()
    if mana and mana == "{E}" * (len(mana) // 3):  # "you may pay {E}{E}" (CR 107.14)
        return Op(PAY_ENERGY, YOU, amount=len(mana) // 3)
    if "E" in mana or mana.count("X") > 1 or "X" in mana and "{X}" not in mana:
        return None  # one {X}, alone or with other mana ("{X}{R}"): chosen as it is paid
    return Op(PAY_MANA, YOU, rule=mana, x="{X}" in mana)


_THAT_CONTROLLER = ("controller:" + THAT, "controller:" + SELF)


def read_effect(text: str, card_name: str = "", it: str = THAT,
                that_player: bool = False) -> Program:
    """Read the effect text of a spell or ability (see the module docstring). The returned
    program's ``runnable`` says whether it does anything the engine runs. ``it`` is what
    "it" means before any target is named: the creature the trigger is about (``THAT``), or
    the source (``SELF``) for "whenever ~ blocks, it gets ..." and the like; ``that_player``:
    the trigger is about a player, whom "that player" names."""
    key = text.replace("\u2019", "'").replace("\u2212", "-").strip()
    lines = [line.strip() for line in key.splitlines() if line.strip()]
    modal = read_modal(text, lines, lambda mode: read_effect(mode, card_name, it, that_player))
    if modal is not None:  # CR 700.2 (``sim.text.mode_headings``)
        return modal
    reflexive = _reflexive(lines, card_name)
    if reflexive is not None:
        return reflexive
    reader = _Reader(it, that_player)
    ops: list[Op] = []
    unsupported: list[str] = []
    optional = False
    condition = ""
    body = " ".join(lines)
    chain: list[str] = []  # the sentences of an unfinished "reveals their hand" (Duress)
    paying = False  # after "you may pay <cost>" and its "if you do" sentences (118.12)
    otherwise: list[Op] = []  # "if you don't, ..." (702.123a)
    sentences = dig_joined(split_sentences(body), card_name)
    sentences = still_joined(sentences)  # "... it's still a land" (205.1b)
    reflex: Program | None = None  # "when you do, ..." (CR 603.12)
    first = 0  # how many instructions the first sentence's "you may" covers (603.5)
    for i, raw in enumerate(sentences):
        s = self_reference(normalize(raw), card_name)
        first = len(ops) if optional and first < 0 else first  # the "you may" sentence's
        if i == 0:
            for words, name in _CONDITIONS:
                if s.startswith(words):
                    condition, s = name, s[len(words):]
        kicked = False  # CR 702.33d: "if this spell was kicked, <instructions>"
        if i == 0 and s.startswith(_IF_IT_WAS_KICKED):
            condition, s = KICKED, s[s.index(", ") + 2:]  # an intervening "if" (603.4)
        elif kicked_words(s, i):  # (sim.text.instead_text)
            kicked, s = True, s[s.index(", ") + 2:]
        attach = s.endswith(_THEN_ATTACH)  # "create a ... token, then attach ~ to it"
        if attach:
            s = s[:-len(_THEN_ATTACH)]
        renowned = s.endswith(_AND_RENOWNED) and condition == NOT_RENOWNED
        if renowned:  # "put N +1/+1 counters on it and it becomes renowned" (702.112a)
            s = s[:-len(_AND_RENOWNED)]
        if s.startswith(_IF_BARGAINED):  # CR 702.166c: "if this spell was bargained, ..."
            before = len(reader.targets)  # (a target chosen only if bargained: not run)
            found = reader.sentence(s[s.index(", ") + 2:])
            found = found if found and len(reader.targets) == before else None
            ops += [attrs.evolve(op, if_paid=BARGAINED) for op in found or ()]
            unsupported += [] if found else [raw.strip()]
            paying = False
            continue
        won = outcome(reader, s, ops)  # a flip's or clash's outcome (CR 705.1, 701.30d)
        if won is not None:
            ops, unsupported = (ops + won, unsupported) if won else \
                (ops, [*unsupported, raw.strip()])
            continue
        cant = if_cant(reader, s, ops)  # "sacrifice ... if you can't, ..." (701.21a)
        if cant is not None:
            ops += cant
            continue
        cost = cost_option(s, _optional_cost(s, reader) if s.startswith(_OPTIONAL_COSTS) else None)
        if cost is not None or paying and paid_sentence(s, ops):  # (if_paid_text)
            # CR 118.12: "you may pay <cost>. if you do, <effect>. [if you don't, <effect>.]"
            found = [cost] if cost is not None else if_paid(reader, s, attach)
            paying = found is not None
            if found is None:
                unsupported.append(raw.strip())
            else:
                ops += found
            continue
        if s.startswith(WHEN_YOU_DO_WORDS) and ops and not unsupported and not chain:
            ops, reflex, unsupported = reflexive_part(
                ops, sentences[i:], lambda t: read_effect(t, card_name, it=SELF), card_name,
                optional, reader.targets)
            break
        if paying and ops and ops[-1].if_paid and new_targets(s, ops):
            continue  # "if you do, copy that spell. you may choose new targets ..." (707.10c)
        if paying and ops and ops[-1].if_paid:  # a sentence after "if you do, ...": not
            paying = False                      # known whether it is done only if paid
            later = paid_rider(ops, delayed_sentence(s, reader.sentence, ops, reader.targets,
                                                     lambda t: read_effect(t, card_name)))
            ops, unsupported = (ops + later, unsupported) if later else (
                ops, [*unsupported, raw.strip()])
            continue
        paying = False
        only = counters_if(s, ops, reader.sentence, reader.targets) or conditional_sentence(
            s, reader.sentence, reader.targets) if "if " in s or " unless " in s else None  # 608.2c
        if only is not None:
            ops += only
            continue
        if new_targets(s, ops):  # the copy's "you may choose new targets" (707.10c)
            continue
        # "you may play an additional land | cast ... as though they had flash": a permission
        # (305.2, 702.8a), not an optional instruction
        may = s.startswith("you may ") and not s.startswith("you may play ") and \
            not s.endswith(" as though they had flash")
        if may and (ops or unsupported or optional):  # a later "you may" (603.5): asked
            found = later_may(s, reader.sentence, ops) if ops and not optional else None  # there
            ops += found or []
            unsupported += [] if found else [raw.strip()]
            paying = records_done(ops, True) if found else False
            continue
        if may:
            optional, s, first = True, have_sentence(s[len("you may "):], it), -1
            if s.startswith(("gain ", "lose ")):
                s = "you " + s  # "you may gain 3 life": the controller does (the grammar's
                                # subject)
        if s.startswith("choose target "):
            chosen: Instruction | None = parse("effect", s)
            if chosen is not None and chosen.kind == "choose" and chosen.who is not None:
                reader.resolve(chosen.who)
                continue  # "Choose target ...": the target; what happens to it follows
        if s.startswith(("activate only", "any player may activate this ability",  # 602.2
                         "activate no more than")):  # 602.5b
            continue  # a timing restriction (``sim.rules.resolution.timing``), not an effect
        if s == "if damage is prevented this way, ~ deals that much damage to that source's " \
                "controller" and ops and ops[-1].verb == SOURCE_SHIELD:
            ops[-1] = attrs.evolve(ops[-1], rule=REFLECT_BACK)
            continue
        if s in ("it can't be regenerated", "they can't be regenerated") and ops and \
                ops[-1].verb == DESTROY and (s[0] == "t") == ops[-1].who.startswith("group:"):
            ops[-1] = attrs.evolve(ops[-1], no_regeneration=True)  # 701.19c
            continue
        marked = damage_mark(s, ops, reader.targets)  # 120.4a, 615.12 (``excess_text``)
        if marked is not None:
            ops = marked
            continue
        rider = exile_rider(s, ops, reader.targets) or this_way_rider(s, ops, reader)  # 608.2c
        if rider is not None:  # "... exile it instead" (614.1a; fight_text), "for each ..."
            ops.append(rider)
            continue
        replaced = read_instead(s, ops, reader.sentence, kicked, reader.targets) if ops and (
            " instead if " in s or s.endswith(" instead")) else None  # 608.2c
        if replaced is not None:
            ops += replaced
            continue
        quoted = _TOKEN_HAS.match(s)
        if quoted and ops and ops[-1].token is not None and not ops[-1].token.text and \
                not ops[-1].token.kind and not ops[-1].token.keywords and \
                (quoted[1] == "they have") == (ops[-1].count > 1 or ops[-1].x):
            # CR 111.4: 'Create a 0/1 ... token. It has "<abilities>"': the token's abilities
            token = attrs.evolve(ops[-1].token, text=quoted[2])
            ops[-1] = attrs.evolve(ops[-1], token=token, rule=TOKEN_HAS)
            continue
        if optional and ops and s.startswith("if you don't, ") and not otherwise:
            # "you may <first>. if you don't, <instead>" (fabricate, 702.123a)
            instead = reader.sentence(s[len("if you don't, "):])
            if instead:
                otherwise = instead
                continue
            found = None
        elif optional and ops and s.startswith("if you do, "):
            # "you may <first>. if you do, <then>": the whole program is optional (603.5)
            found = reader.sentence(s[len("if you do, "):])
            # only after a draw: a draw the player chose to make is made (121.1), so "if you
            # do" holds whenever the optional part is done (other verbs may fail to happen)
            if found and not found[0].rule and ops[-1].verb == DRAW and found[0].who == YOU:
                found[0] = attrs.evolve(found[0], rule=IF_YOU_DO)
            elif found and len(ops) == 1 and (ops[0].verb == DISCARD and ops[0].who == YOU
                                              or done_or_noted(ops[0])
                                              or done_on_its_target(ops[0], reader.targets)):
                # "you may discard a card | sacrifice ~. if you do, ...": done only if it
                # was (CR 118.12)
                found = [attrs.evolve(op, if_paid=PAID) for op in found]
            else:
                found = None
        else:
            found = delayed_sentence(s, reader.sentence, ops, reader.targets,  # CR 603.7a
                                     lambda t: read_effect(t, card_name))
        if renowned and found is not None:
            found = [*found, Op(BECOME_RENOWNED, SELF)]
        if attach and found is not None:
            found = [*found, Op(ATTACH, CREATED)] if found[-1].verb == TOKEN else None
        if found is not None and found[0].verb in CHAIN_VERBS:
            step = reveal_chain(ops, found[0], chain)
            if step is not None:
                chain.append(raw.strip())
                if found[0].verb == REVEAL_HAND:  # the chain's first sentence
                    ops.append(step)
                else:
                    ops[-1] = step
                if step.verb == DISCARD_CHOSEN:
                    chain = []
                continue
            found = None
        if chain:  # an unfinished reveal: not run
            unsupported += chain
            chain, ops = [], ops[:-1]
        if found and not this_way_follows(ops, found):
            found = None  # 608.2c: "the life lost | damage dealt this way" by the one before
        if found and unsupported and any(op.who in _THAT_CONTROLLER for op in found):
            found = None  # "its controller" after a sentence not read: whose? (608.2c)
        if found is None:
            unsupported.append(raw.strip())
        elif kicked:
            ops += [attrs.evolve(op, kicked=True) for op in found]
        else:
            ops += found
            paying = not optional and records_done(ops, False)  # "discard a card. if you do"
    if chain:
        unsupported += chain
        ops = ops[:-1]
    ops, optional, otherwise, sound = unless_sound(settle_may(ops, first, optional, otherwise))
    unsupported += [] if sound else [body]
    return with_kicked_targets(Program(  # 601.2c: a kicked sentence's targets
        text, tuple(reader.targets), tuple(ops), (), optional, condition, tuple(unsupported),
        tuple(reader.groups), reflexive=reflex,
        otherwise=Program(text, ops=tuple(otherwise)) if otherwise else None))
