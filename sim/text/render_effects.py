"""What spells and abilities do, and activated and triggered abilities, rendered back to Oracle
text from the ability model (``sim.model.programs``): the half of ``sim.text.render`` after
``sim.text.render_statics``."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import attrs

from sim.model import abilities as ab
from sim.model import programs as pg
from sim.model.damage_verbs import JOINED, parts
from sim.model.edict_qualities import COULDNT
from sim.model.fight_verbs import EXILE_DYING
from sim.model.keywords import Kw
from sim.model.programs import Op, Program, Triggered
from sim.model.pump_verbs import AND_DEALS, NO_DEFENDER
from sim.model.qualities import plural
from sim.model.skip_verbs import SKIP_TURN, SKIP_TWO_TURNS
from sim.model.that_many import THAT_MANY
from sim.model.token_attack_verbs import TOKEN_EACH_OPPONENT
from sim.text.after_phase_text import extra_combat_words
from sim.text.control_conditions import about_self, condition_words
from sim.text.excess_text import mark_words
from sim.text.keyword_triggers import definition_of
from sim.text.render_and_joined import and_form
from sim.text.render_becoming import BECOME_WRITERS
from sim.text.render_conditions import CONDITION_WORDS
from sim.text.render_control import CONTROL_WRITERS
from sim.text.render_costs import CostWriter, mana_choices
from sim.text.render_count_quality import EVASION_NOW
from sim.text.render_counts import count_phrase, source_each_tail, where_x
from sim.text.render_damage import (
    GROUP_CONTROLLERS,
    controller_words,
    counted_damage,
    damage_amount,
    divided_counters,
    divided_damage,
    divided_prevention,
    joined_words,
)
from sim.text.render_delayed import CREATED_WORDS, delayed, granting, instead
from sim.text.render_durations import UNTIL, cant_now, frozen, modified, restricted, skipped_turns
from sim.text.render_fights import FIGHT_WRITERS, RECIPIENT_WORDS, damage_source
from sim.text.render_game_end import GAME_END_WRITERS
from sim.text.render_group_words import quality_words
from sim.text.render_hand_looks import chosen_sentence
from sim.text.render_library import CONTEST_WORDS, if_its
from sim.text.render_may import MAY, MAY_WRITERS, may_have
from sim.text.render_modes import bullets, mode_heading, named
from sim.text.render_moves import to_hand
from sim.text.render_player_triggers import player_trigger
from sim.text.render_players import PLAYER_VERBS, THEN_PLAYERS, THEY_LOSE, player_writer
from sim.text.render_prevention import PREVENT_WRITERS
from sim.text.render_pt_verbs import PT_WRITERS
from sim.text.render_pump import pt_or
from sim.text.render_return_counters import counters_on_it
from sim.text.render_riders import attacks_now, lone_rider, must_be_blocked, unblockable
from sim.text.render_sacrifice_options import sacrifice_option_words
from sim.text.render_search import search_piece
from sim.text.render_statics import FLAG_NAMES, abilities
from sim.text.render_targets import TYPE_ORDER, target_spec
from sim.text.render_this_way import PREVENTED_WRITERS, THIS_WAY_WRITERS, per_destroyed_writers
from sim.text.render_token_attacks import each_opponent_tokens
from sim.text.render_tokens import ROLE_WRITERS, creature_token
from sim.text.render_triggers import MORE_TRIGGER_WORDS, filtered_trigger
from sim.text.render_unless import SPARED, UNLESS, unless_words
from sim.text.render_up_to import (
    COUNTER_WRITERS,
    counter_tail,
    many_targets,
    support,
    typed_group,
    up_to_target,
)
from sim.text.trigger_referents import trigger_it
from sim.text.while_triggers import DURING_YOUR_TURN, while_words
from sim.text.wording import (
    Piece,
    alt,
    canonical,
    join,
    listing,
    matches,
    normal,
    number,
    op_number,
)

# --- programs: what spells and abilities do -----------------------------------------------------




#: a group of the target player's or planeswalker's controller (CR 608.2h)
_WALKERS_CONTROLLER = " that player or that planeswalker's controller controls"


class _Names(CostWriter):
    """How one program's instructions name what they act on: each target the first time and
    "it" after, fixed sets, groups."""

    def __init__(self, program: Program, it: str = pg.THAT) -> None:
        self.program = program
        self.it = it
        self.named: set[int] = set()
        self.groups_said: set[str] = set()  # the groups named ("they" after, 608.2c)
        #: the instruction written before the current one ("..., then discards a card")
        self.previous: Op | None = None

    def who(self, who: str) -> Piece:
        if JOINED in who:  # "each creature and each player" (CR 120.2)
            return joined_words([self.group(p)[1] if p.startswith("group:") else self.who(p)
                                 for p in parts(who)])
        if who.startswith("group:"):
            return alt(*self.group(who))
        if who == pg.YOURS:  # "each creature you control", "creatures you control", "they"
            return alt(self.yours(), "each creature you control")
        if who.startswith("controller:"):  # "its|that creature's controller" (608.2h)
            return controller_words(who[11:], self.program, self.named)
        if who.startswith("target:"):
            k = int(who.split(":")[1])
            if k in self.named:  # (several targets of one phrase: "those creatures", 608.2c)
                return alt("it", "that creature", "the creature") if \
                    self.program.targets[k].up_to < 2 else alt("those creatures", "they")
            self.named.add(k)
            spec = self.program.targets[k]
            if spec.up_to:  # "up to N target ..." (CR 601.2c)
                return up_to_target(spec, target_spec(attrs.evolve(spec, up_to=0, other=False,
                                                                   among=-1)))
            return target_spec(spec)
        fixed: dict[str, Piece] = {
            pg.SELF: alt("~", "it", "him") if self.it == pg.SELF else alt("~", "him"),
            pg.THAT: alt("it", "that creature", "the creature", "that vehicle"),
            pg.YOURS: alt("creatures you control", "each creature you control"),
            pg.YOU: "you", pg.CREATED: CREATED_WORDS,  # made just before (608.2c)
            pg.ATTACKED: "all creatures that attacked this turn",
            pg.OPPONENTS: "each opponent",
            pg.DEFENDING: "defending player", **RECIPIENT_WORDS,
            pg.OTHER_ATTACKERS: "each other attacking creature",
            pg.ENCHANTED_CREATURE: alt("enchanted creature", "that creature", "it")
            if self.it == pg.ENCHANTED_CREATURE else "enchanted creature",
            pg.EQUIPPED_CREATURE: "equipped creature",
            pg.EACH_PLAYER: "each player", pg.THAT_PLAYER: alt("that player", "they", "them"),
            pg.THAT_PLAYER_OR_PLANESWALKER: pg.THAT_PLAYER_OR_PLANESWALKER,
            pg.THAT_SPELLS_CONTROLLER: alt(pg.THAT_SPELLS_CONTROLLER,  # (CR 603.2)
                                           "that spell or ability's controller")}
        return fixed.get(who, f"<{who}>")

    def group(self, who: str) -> tuple[Piece, Piece, Piece]:
        """A group as "all <plural>", as "each <singular>" and as the bare plural (CR
        115.10: no target); named again, also "they" (``sim.text.they_group``)."""
        words, they = self._group(who), alt("they", "those creatures")  # named again
        if who not in self.groups_said:
            self.groups_said.add(who)
            return words
        return alt(words[0], they), words[1], alt(words[2], they)

    def yours(self) -> Piece:
        """"creatures you control", or "they" named again (``sim.text.they_group``)."""
        said = alt("they", "those creatures") if pg.YOURS in self.groups_said else ""
        self.groups_said.add(pg.YOURS)
        return alt("creatures you control", said) if said else "creatures you control"

    def _group(self, who: str) -> tuple[Piece, Piece, Piece]:
        spec = self.program.groups[int(who.split(":")[1])]
        if spec.subtype or spec.card_type:  # "each other Human you control" (205.3m)
            return typed_group(spec)
        kinds = [k for k in TYPE_ORDER if k in spec.types]
        head: list[Piece] = (["other "] if spec.other else []) + quality_words(spec)
        head += ["attacking "] if spec.attacking else ["blocking "] if spec.blocking else []
        head += [] if spec.tapped is None else ["tapped " if spec.tapped else "untapped "]
        if spec.not_subtype:
            sub = spec.not_subtype.lower()
            head.append(alt(f"non{sub} ", f"non-{sub} "))
        tail: list[Piece] = []
        if spec.controller == "you":
            tail.append(" you control")
        elif spec.controller == "opponent":
            tail.append(alt(" your opponents control", " you don't control", " they control"))
        elif spec.controller.startswith("target:"):  # "creatures target/that player controls"
            k = int(spec.controller.split(":")[1])
            tail.append(alt(" that player controls", " they control", _WALKERS_CONTROLLER)
                        if k in self.named else f" {self.program.targets[k].text} controls")
            self.named.add(k)
        elif spec.controller:  # "defending player controls" (CR 506.2)
            tail.append(" defending player controls" if spec.controller == "defending" else
                        GROUP_CONTROLLERS.get(spec.controller, f" <{spec.controller}>"))
        if spec.with_kw:
            tail.append(" with " + FLAG_NAMES[int(spec.with_kw)][0])
        if spec.without_kw:
            tail.append(" without " + FLAG_NAMES[int(spec.without_kw)][0])
        if spec.counter or spec.power_at_least is not None or spec.power_at_most is not None:
            tail.append(counter_tail(spec.counter, spec))  # CR 122.1; "with power 4 or ..."
        many = (*head, " and ".join(k + "s" for k in kinds), *tail)
        one = (*head, " and ".join(kinds), *tail)
        if spec.subtype:  # "each elf you control", "each elf on the battlefield" (205.3)
            where = tail or [" on the battlefield"]
            many = (*head, plural(spec.subtype).lower(), *where)
            one = (*head, spec.subtype.lower(), *where)
        return ("all ", many), ("each ", one), many

    def plural(self, who: str) -> bool:
        return who in (pg.YOURS, pg.ATTACKED, pg.YOU)


class _DelayedWriter(_Names):
    """The instructions of delayed triggered abilities (CR 603.7a, ``delayed_text``): a card
    in exile returned, "you lose the game" (104.3e), "when that creature dies this turn"
    (one class: mypyc compiles no multiple inheritance)."""

    def op_return_exiled(self, op: Op) -> Piece:
        """"return it to the battlefield under its owner's control" (``delayed_text``)."""
        card = alt("it", "~") if op.who == pg.SELF else alt("it", "that card", "that creature")
        whose, counter = "your" if op.rule else "its owner's", " with a +1/+1 counter on it"
        return ("return ", card, f" to the battlefield under {whose} control",
                counter if op.amount else "")

    def op_lose_the_game(self, op: Op) -> Piece:
        """"you lose the game" (CR 104.3e)."""
        return "you lose the game"

    def op_when_that_creature_dies_this_turn(self, op: Op) -> Piece:  # CR 603.7a
        assert op.program is not None
        return ("when ", alt("that creature", "it"), " dies this turn, ", program(op.program))


class _RulesWriter(_DelayedWriter):
    """Rules an effect makes until end of turn (CR 611.2a): a block tax, no prevention
    (615.12), no life gain (119.7), additional land plays (305.2)."""

    def op_rule(self, op: Op) -> Piece:
        if op.rule == ab.BLOCK_TAX:
            amount = "x" if op.x else str(op.amount)
            return (f"this turn, creatures can't block unless their controller pays {{{amount}}} "
                    "for each blocking creature ", alt("they control", "he or she controls"))
        if op.rule in _TURN_RULES:  # CR 615.12, 119.7, 614.1a: until end of turn
            return _TURN_RULES[op.rule]
        if op.rule == ab.EXTRA_LANDS:  # CR 305.2
            more = "an additional land" if op.amount == 1 else \
                ("", number(op.amount), " additional lands")
            return ("you may play ", more, " this turn")
        return f"<rule {op.rule}>"

    def op_tap_or_untap(self, op: Op) -> Piece:  # CR 701.26a-b (``sim.model.may_verbs``)
        return ("tap or untap ", self.who(op.who))

    def op_remove_from_combat(self, op: Op) -> Piece:  # CR 506.4: "untap it and remove it ..."
        body = ("remove ", self.who(op.who), " from combat")
        last = self.previous
        return ("and ", body) if last is not None and last.verb == pg.UNTAP and \
            last.who == op.who else body


#: a modification that is one parameter alone, after its subject
_LONE_PARAMS = {ab.CANT_BLOCK_ATTACKER: " can't block ~ this turn",
                ab.MUST_BLOCK_ATTACKER: " blocks ~ this turn if able",
                # issue 29, decks (CR 109.5, 115.1)
                ab.UNTARGETABLE_BY_OPPONENTS_OF: " can't be the target of spells or abilities your"
                " opponents control this turn", **EVASION_NOW,  # "... power {} or less" (509.1b)
                NO_DEFENDER: " can attack this turn as though it didn't have defender"}  # 702.3b


class _Writer(_RulesWriter):
    """Writes one program's instructions (``op_<verb>``), with ``_Names``' subjects."""

    def op_modify(self, op: Op) -> Piece:
        if op.who == pg.YOURS:  # "creatures you control get", "each creature you control gets"
            return alt(self._modify(self.yours(), op, True),
                       self._modify("each creature you control", op, False))
        if op.who.startswith("group:"):  # "all creatures get", "each creature gets"
            many, one, bare = self.group(op.who)
            return alt(self._modify(many, op, True), self._modify(one, op, False),
                       self._modify(bare, op, True))
        if many_targets(self.program, op.who):  # "up to two target creatures each get"
            return self._modify((self.who(op.who), alt(" each", "")), op, True)
        return self._modify(self.who(op.who), op, self.plural(op.who))

    def _modify(self, who: Piece, op: Op, many: bool) -> Piece:
        if op.add == Kw.UNBLOCKABLE and not (op.power or op.toughness or op.params):
            return unblockable(self.previous, op, who)  # "... and can't be blocked this turn"
        if op.params and not (op.add or op.power or op.toughness):
            kind, value = next(iter(op.params))
            if kind in _LONE_PARAMS and len(op.params) == 1:  # "can't block ~ this turn", ...
                return lone_rider(self.previous, op, who, _LONE_PARAMS[kind].format(value))
            if kind == ab.EXILE_IF_DIES and len(op.params) == 1:  # after "... target creature"
                return ("if ", alt("that creature", "it"), " would die this turn, exile it "
                        "instead")
        if op.add == Kw.ATTACKS_EACH_TURN and not (op.power or op.toughness or op.params):
            return attacks_now(self.previous, op, who, many)  # (sim.text.render_riders)
        if op.add == Kw.MUST_BE_BLOCKED and not (op.power or op.toughness or op.params):
            return must_be_blocked(self.previous, op, who)  # CR 509.1c (render_riders)
        if cant_now(op.add, op.duration) and not (op.power or op.toughness or op.params):
            return restricted(who, op.add, op.duration)  # CR 508.1c, 509.1b, 500.5
        parts: list[Piece] = []
        if op.power or op.toughness or op.x:  # (or a choice of two: sim.text.render_pump)
            parts.append(("get " if many else "gets ", pt_or(op)))
        granted = abilities(op.add, granting(op))
        if granted:
            parts.append(("gain " if many else "gains ", listing(granted)))
        until = UNTIL.get(op.duration, "until end of combat")
        return modified(who, parts, until, op.per)  # either order (sim.text.render_durations)

    def op_destroy(self, op: Op) -> Piece:
        they = "they" if op.who.startswith("group:") else "it"
        tail = f". {they} can't be regenerated" if op.no_regeneration else ""
        return ("destroy ", self.who(op.who), tail)

    def op_regenerate(self, op: Op) -> Piece:
        return ("regenerate ", self.who(op.who))

    def op_tap(self, op: Op) -> Piece:
        return ("tap ", self.who(op.who))

    def op_untap(self, op: Op) -> Piece:
        return ("untap ", self.who(op.who))

    def op_counter_spell(self, op: Op) -> Piece:
        unless = f" unless its controller pays {{{op.amount}}}" if op.amount else ""
        if op.rule == pg.EXILE_COUNTERED:  # CR 614.1a (``sim.text.copy_rules``)
            unless += ". if that spell is countered this way, exile it instead of putting it " \
                "into its owner's graveyard"
        return ("counter ", self.who(op.who), unless)

    def op_sacrifice_it(self, op: Op) -> Piece:
        return ("sacrifice ", self.who(op.who))

    def op_card_to_hand(self, op: Op) -> Piece:
        return ("return ", self.who(op.who), to_hand(self.program, op))

    def op_card_to_battlefield(self, op: Op) -> Piece:
        tapped = " tapped and attacking" if op.attacking else " tapped" if op.tapped else ""
        yours: Piece = " under your control" if op.rule else alt("", " under its owner's control")
        counters = counters_on_it(op)  # (614.1c; 508.4), before or after whose control
        return ("return ", _card(self, op.who), " to the battlefield", tapped,
                alt((counters, yours), (yours, counters)) if counters else yours)


    def op_pay_then_a_reflexive_trigger(self, op: Op) -> Piece:  # and WHEN_YOU_DO (603.12)
        assert self.program.reflexive is not None
        then = ("when you do, ", program(self.program.reflexive, pg.SELF))
        return then if op.verb == pg.WHEN_YOU_DO else ("you may pay ", op.rule.lower(), ". ", then)

    def op_sacrifice_as_a_cost(self, op: Op) -> Piece:
        """"you may sacrifice another creature", "... an artifact or creature" (CR 118.12)."""
        return sacrifice_option_words(self.program.groups[int(op.who.split(":")[1])])

    def op_exploit(self, op: Op) -> Piece:
        """Exploit's "you may sacrifice a creature" (CR 702.110a)."""
        return self.op_sacrifice_as_a_cost(op)

    def op_freeze(self, op: Op) -> Piece:
        """The wording read (``sim.text.render_durations.frozen``)."""
        return frozen(op.rule)

    def op_gain_control(self, op: Op) -> Piece:
        until = f" {UNTIL[op.duration]}" if op.duration in UNTIL else ""
        return (alt("gain control of ", "you gain control of "), self.who(op.who), until)

    def op_exile(self, op: Op) -> Piece:
        return ("exile ", self.who(op.who))

    def op_return_to_hand(self, op: Op) -> Piece:
        if op.who.startswith("group:"):
            many, one, bare = self.group(op.who)
            return alt(("return ", many, " to their owners' hands"),
                       ("return ", one, " to its owner's hand"),
                       ("return ", bare, " to their owners' hands"))
        return ("return ", _card(self, op.who), _THEIR_HANDS if many_targets(
            self.program, op.who) else " to its owner's hand")

    def op_attach(self, op: Op) -> Piece:
        if op.who == pg.CREATED:  # the token just created (living weapon, CR 702.92a)
            return "attach ~ to it" if self.previous is not None and \
                self.previous.verb == pg.TOKEN else "<attach ~ to it>"
        return ("attach ", self.who(pg.SELF), " to ", self.who(op.who))

    def op_become(self, op: Op) -> Piece:
        types = " ".join(t.lower() for t in op.types)
        return (self.who(op.who), " becomes an " if types[:1] in "aeiou" else " becomes a ",
                types, " until end of turn")

    def op_damage(self, op: Op) -> Piece:
        source = damage_source(op)
        if op.per is not None:  # "deals damage to X equal to <count>", either order (608.2h)
            return (source, counted_damage(self.who(op.who), count_phrase(op.per)))
        if op.divided:  # CR 601.2d
            return (source, divided_damage(op, self.program))
        if op.rule == "and":  # the second part of "deals 3 damage to X and 1 damage to Y"
            return ("and ", number(op.amount, op.x), " damage to ", self.who(op.who),
                    self.for_each(op))
        return ("and" if op.rule == AND_DEALS else source, " deals ", damage_amount(op),
                " damage to ", self.who(op.who), self.for_each(op), mark_words(op))  # 120.4a

    def op_fog(self, op: Op) -> Piece:
        return "prevent all combat damage that would be dealt this turn"

    def op_extra_combat(self, op: Op) -> Piece:
        return extra_combat_words(op)  # ``sim.text.after_phase_text`` (CR 500.8)

    def op_extra_turn(self, op: Op) -> Piece:
        return "take an extra turn after this one" if op.who == pg.YOU else \
            (self.who(op.who), " takes an extra turn after this one")

    def op_become_the_monarch(self, op: Op) -> Piece:  # CR 724.3
        return "you become the monarch" if op.who == pg.YOU else \
            (self.who(op.who), " becomes the monarch")

    def op_return_land(self, op: Op) -> Piece:
        return "return a land you control to its owner's hand"

    def op_prevent(self, op: Op) -> Piece:
        if op.divided:  # CR 601.2d, 615.7
            return divided_prevention(op)
        return ("prevent the next ", number(op.amount, op.x), " damage that would be dealt to ",
                self.who(op.who), " this turn")

    def for_each(self, op: Op) -> Piece:
        """" for each <group>" (the group in its singular, "each" form)."""
        if op.for_each < 0:
            return ""
        return (" for ", self.group(pg.group(op.for_each))[1])

    def op_gain_life(self, op: Op) -> Piece:
        if op.who == pg.YOU:  # "you gain 3 life", "... and gain 3 life"
            return (alt("you gain ", "gain "), number(op.amount, op.x), " life",
                    self.for_each(op))
        return (self.who(op.who), " gains ", number(op.amount, op.x), " life", self.for_each(op))

    def op_lose_life(self, op: Op) -> Piece:
        verb = " lose " if op.who == pg.YOU else THEY_LOSE.get(op.who, " loses ")
        return (self.who(op.who), verb, op_number(op, article=True, much=True), " life")

    def op_counter(self, op: Op) -> Piece:
        return self._counters(op, "+1/+1")

    def op_minus_1_minus_1_counter(self, op: Op) -> Piece:
        return self._counters(op, "-1/-1")

    def _counters(self, op: Op, kind: str) -> Piece:
        if op.divided:  # CR 601.2d
            return divided_counters(op, self.program, kind)
        noun = f" {kind} counter" if op.amount == 1 and not op.x else f" {kind} counters"
        if support(self.program, op, kind):  # "support N" (CR 701.33a)
            return alt(support(self.program, op, kind), ("put a", noun, " on ", self.who(op.who)))
        return _put_counters(self, op, noun)

    def op_draw(self, op: Op) -> Piece:  # "... for each +1/+1 counter on it" (608.2h)
        return (self._by_player(op, "draw"), source_each_tail(op.per))

    # hands and libraries (CR 121.1 draw, 701.9a-b discard, 701.13a mill)

    def _by_player(self, op: Op, verb: str) -> Piece:
        """"<player> draws|discards|mills N cards", "discard a card" (the controller)."""
        cards = alt("a card", "one card") if op.amount == 1 and not op.x else \
            (op_number(op), " cards")
        random = " at random" if op.verb == pg.DISCARD_RANDOM else ""
        if op.who in ("", pg.YOU):
            body: Piece = (alt(f"{verb} ", f"you {verb} "), cards, random)
        else:
            named = op.who.startswith("target:") and int(op.who[7:]) in self.named
            who = "that player" if named else self.who(op.who)  # a player named again
            body = (who, f" {verb}s ", cards, random)
            last = self.previous
            if last is not None and last.who == op.who and last.verb in _BY_PLAYER:
                body = alt(body, (f"{verb}s ", cards, random))  # "..., then discards a card"
        return ("if you do, ", body) if op.rule == pg.IF_YOU_DO else body

    def op_discard(self, op: Op) -> Piece:
        return self._by_player(op, "discard")

    def op_discard_at_random(self, op: Op) -> Piece:
        return self._by_player(op, "discard")

    def op_mill(self, op: Op) -> Piece:
        return self._by_player(op, "mill")

    def op_discard_chosen(self, op: Op) -> Piece:
        """"<player> reveals their hand. you choose a <kind> card from it. that player
        discards that card" (CR 701.20a, 701.9a; ``render_hand_looks.chosen_words``)."""
        return chosen_sentence(self.who(op.who), op)

    def op_token(self, op: Op) -> Piece:
        return creature_token(self, op)  # CR 111.4 (``sim.text.render_tokens``)

    # the library (CR 701.22a scry, 701.25a surveil, 701.23a search)

    def op_scry(self, op: Op) -> Piece:
        return f"scry {op.amount}"

    def op_surveil(self, op: Op) -> Piece:
        return f"surveil {op.amount}"

    def op_search(self, op: Op) -> Piece:
        return search_piece(op, self.who(op.who))  # CR 701.23a (``sim.text.render_search``)


#: the verbs of a player's hand and library (``_Writer._by_player``)
_BY_PLAYER = frozenset((pg.DRAW, pg.DISCARD, pg.DISCARD_RANDOM, pg.MILL, *PLAYER_VERBS))



#: "up to two target creatures" back "to their owners' hands" (Oracle's "owner's" too)
_THEIR_HANDS = alt(" to their owners' hands", " to their owner's hand")


def _put_counters(w: _Writer, op: Op, noun: str) -> Piece:
    """"put N +1/+1 counters on <permanent> [for each <group>]" (CR 122.1; 608.2h: counted
    as it resolves)."""
    many = any(k == THAT_MANY for k, _ in op.params)  # ``sim.text.that_many_counters``
    return ("put ", "that many" if many else number(op.amount, op.x, article=True), noun,
            " on ", w.who(op.who), w.for_each(op))


def _card(w: _Writer, who: str) -> Piece:
    """A card named again: "it", "that card" (CR 400.7d), or its first naming."""
    again = who == pg.THAT or who.startswith("target:") and int(who[7:]) in w.named
    return alt(w.who(who), "that card") if again else w.who(who)


_VERB_WRITERS = {pg.PAY_FOR_REFLEXIVE: "op_pay_then_a_reflexive_trigger",
                 pg.WHEN_YOU_DO: "op_pay_then_a_reflexive_trigger",
                 pg.MINUS_COUNTER: "op_minus_1_minus_1_counter", pg.LOSE_LIFE: "op_lose_life",
                 pg.GAIN_LIFE: "op_gain_life",
                 pg.EXTRA_COMBAT: "op_extra_combat", pg.EXTRA_TURN: "op_extra_turn"}
_VERB_WRITERS.update(COUNTER_WRITERS)  # "put a stun counter on it" (CR 122.1d)


def _keep_mana(op: Op) -> Piece:
    """"until end of turn, you don't lose this mana as steps and phases end" (CR 500.4)."""
    return "until end of turn, you don't lose this mana as steps and phases end"


#: the writers of verbs outside ``_Writer`` (its class is at its size limit), by verb
_FREE_WRITERS: dict[str, Callable[[Op], Piece]] = {ab.KEEP_MANA: _keep_mana}
_FREE_WRITERS.update(GAME_END_WRITERS)  # "you win the game" (CR 104.2b)
_FREE_WRITERS.update(MAY_WRITERS)  # issue 29, optional instructions (CR 608.2c)
_FREE_WRITERS.update(THIS_WAY_WRITERS)  # "... the damage dealt this way" (608.2c)
PREVENT_WRITERS.update(PREVENTED_WRITERS)  # "... the damage prevented this way" (615.1a)
FIGHT_WRITERS.update(CONTROL_WRITERS)  # issue 29, control: exchanges (701.12b)
FIGHT_WRITERS.update(PT_WRITERS)  # switched, doubled power and toughness (613.4d, 701.10b)
_FREE_WRITERS[pg.CHOOSE_QUALITY] = lambda op: f"choose a {op.rule}"  # a spell's (608.2d)
_FREE_WRITERS.update(dict.fromkeys((SKIP_TURN, SKIP_TWO_TURNS), skipped_turns))  # CR 614.10


#: a spell's sentence done only if it was kicked (CR 702.33d)
_IF_KICKED = alt("if this spell was kicked, ", "if ~ was kicked, ")


#: the instructions done only if an optional cost was paid, or was not (CR 118.12)
_IF_PAID = {pg.PAID: alt("if you do, "), pg.NOT_PAID: alt("if you don't, ", "otherwise, ")}
_IF_PAID.update(CONTEST_WORDS)  # a coin flip's, a clash's outcome (CR 705.1, 701.30d)
_IF_PAID[ab.BARGAINED] = alt("if this spell was bargained, ", "if ~ was bargained, ")  # CR 702.166c
_IF_PAID[MAY] = "you may "  # a sentence's own "you may" (CR 603.5; ``sim.text.may_text``)
_IF_PAID[COULDNT] = "if you can't, "  # after "sacrifice a creature" (CR 701.21a)
#: the place of an ``UNLESS`` op among the sentences, left out once its words are written
_SPARING: Piece = ()


def program(prog: Program, it: str = pg.THAT) -> Piece:
    """What a spell or ability does (CR 608.2), from its targets, instructions and modes."""
    chosen = mana_choices(prog)  # a mana ability's "add {r} or {w}" (605.1a, 106.1)
    if chosen is not None:
        prog = chosen
    if prog.modes and prog.mode_costs:  # spree (CR 702.172a): "+ {1} — <mode>"
        return join([(f"+ {cost.lower()} — ", m) for cost, m in
                     zip(prog.mode_costs, named(prog, [program(m, it) for m in prog.modes]),
                         strict=True)], ". ")
    if prog.modes:
        modes = named(prog, [program(m, it) for m in prog.modes])  # CR 207.2d
        return (mode_heading(prog), bullets(modes))
    writer = _Writer(prog, it)
    sentences: list[Piece] = []
    ands: list[Piece | None] = []  # "... and <op>" after counters (``render_and_joined``)
    for op in prog.ops:
        ands.append(None)
        if op.verb == UNLESS:  # CR 118.12a: its words follow the instruction it spares
            sentences.append(_SPARING)
            continue
        name = _VERB_WRITERS.get(op.verb, "op_" + op.verb.replace(" ", "_"))
        handler = getattr(writer, name, None) or _FREE_WRITERS.get(op.verb)
        players_writer = player_writer(op)  # edicts (CR 701.21a), ... (``render_players``)
        if players_writer is not None:
            handler = partial(players_writer, writer.who)
        fights = FIGHT_WRITERS.get(op.verb) or ROLE_WRITERS.get(op.verb) or \
            BECOME_WRITERS.get(op.verb) or PREVENT_WRITERS.get(op.verb)  # (render_fights,
        # render_becoming, render_prevention)
        sentences.append(fights(writer, op) if fights is not None else
                         f"<{op.verb}>" if handler is None else where_x(handler, op, prog.ops))
        sentences[-1] = instead(op, sentences[-1], writer.previous) if op.params else sentences[-1]
        if op.delayed:  # CR 603.7a: "<instruction> at the beginning of the next end step"
            sentences[-1] = delayed(op, sentences[-1], prog.ops[len(sentences):])
        if op.kicked and (len(sentences) == 1 or not prog.ops[len(sentences) - 2].kicked):
            sentences[-1] = (_IF_KICKED, sentences[-1])  # CR 702.33d
        if len(sentences) > 1 and prog.ops[len(sentences) - 2].verb == UNLESS:  # 118.12a
            sentences[-1] = (sentences[-1], unless_words(writer.who, prog.ops[:len(sentences) - 1]))
        if op.if_paid not in ("", SPARED) and (len(sentences) == 1 or
                                              prog.ops[len(sentences) - 2].if_paid != op.if_paid):
            sentences[-1] = (_IF_PAID.get(op.if_paid) or if_its(prog.ops, op), may_have(
                sentences[-1]) if op.if_paid == MAY else sentences[-1])  # CR 118.12, 603.5
        ands[-1] = and_form(writer.previous, op, sentences[-1], writer._modify)
        writer.previous = op
    ands = [a for a, s in zip(ands, sentences, strict=True) if s is not _SPARING]
    sentences = [s for s in sentences if s is not _SPARING]
    # two instructions may be one sentence: "each opponent loses 1 life and you gain 1 life"
    sentences[0] = may_have(sentences[0]) if prog.optional else sentences[0]  # 603.5
    body: Piece = sentences[0] if len(sentences) == 1 else _sentences(sentences, ands)
    if prog.optional:
        body = ("you may ", body)
        if prog.otherwise is not None:  # CR 702.123a: "if you don't, <otherwise>"
            body = (body, ". if you don't, ", program(prog.otherwise, it))
    words = (CONDITION_WORDS.get(prog.condition) or condition_words(prog.condition)) \
        if prog.condition else None
    if words is not None:  # an intervening "if" clause (CR 603.4)
        body = (words, body)
    return body


def _sentences(parts: list[Piece], ands: list[Piece | None]) -> Piece:
    """Sentences joined by ". " or ", then " ("scry 2, then draw two cards"), or by " and "
    before one the controller does ("each opponent loses 1 life and you gain 1 life", "you
    gain 3 life and draw a card") or after counters put (``ands``: ``render_and_joined``)."""
    out: list[Piece] = [parts[0]]
    for part, joined in zip(parts[1:], ands[1:], strict=True):
        text = canonical(part)
        dot = " " if canonical(out[-1]).endswith('."') else ". "  # a quotation's period
        if text.startswith("and "):  # a continuation of the sentence before
            out.append((" ", part))
        elif text.startswith(("you ", "draw ", "scry ", "surveil ", "put ", "create ",
                              "it doesn't untap", *THEN_PLAYERS,  # (502.3; draws; 613.1b)
                              "gain control of it")):
            out.append((alt(dot, " and ", ", then "), part))
        else:  # ". then it fights ..." (sim.text.fight_rules)
            out.append((alt(dot, ", then ", dot + "then "), part))
        out[-1] = out[-1] if joined is None else alt(out[-1], joined)  # (" and ...")
    return tuple(out)


# --- activated and triggered abilities ----------------------------------------------------------


#: rules an effect makes until end of turn (``op_rule``)
_TURN_RULES = {ab.NO_PREVENTION: "damage can't be prevented this turn",
               ab.NO_LIFE_GAIN: "players can't gain life this turn",
               ab.NO_LIFE_GAIN_OPPONENTS: "your opponents can't gain life this turn",
               EXILE_DYING: "if a creature would die this turn, exile it instead"}


#: each (event, subject) of ``sim.text.oracle``'s triggers as its wordings
_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("AttackerDeclared", "self attacks or blocks"): "whenever ~ attacks or blocks",
    ("BlockerDeclared", "self blocked by"): "whenever ~ becomes blocked by a creature",
    ("DamageDealt", "self to a player or planeswalker"):
        "whenever ~ deals combat damage to a player or planeswalker",
    ("Died", "another creature"): "whenever another creature dies",
    ("Died", "creature"): alt("whenever a creature dies", "whenever ~ or another creature dies"),
    ("Died", "another creature you control"): "whenever another creature you control dies",
    ("Died", "creature you control"): "whenever a creature you control dies",
    ("Entered", "another creature you control"): alt(
        "whenever another creature you control enters",
        "whenever another creature enters under your control"),
    ("Entered", "creature you control"): alt("whenever a creature you control enters",
                                             "whenever a creature enters under your control"),
    ("Entered", "another creature"): "whenever another creature enters",
    ("Entered", "creature"): "whenever a creature enters",
    ("SpellCast", "noncreature"): "whenever you cast a noncreature spell",
    ("SpellCast", "instant or sorcery"): "whenever you cast an instant or sorcery spell",
    ("AttackerDeclared", "self"): "whenever ~ attacks",
    ("AttackerDeclared", "self and two others"):
        "whenever ~ and at least two other creatures attack",
    ("AttackerDeclared", "creature you control"): "whenever a creature you control attacks",
    ("AttackerDeclared", "another creature you control"):
        "whenever another creature you control attacks",
    ("BlockerDeclared", "self blocks or blocked by"):
        "whenever ~ blocks or becomes blocked by a creature",
    ("BlockerDeclared", "self blocks or blocked"): "whenever ~ blocks or becomes blocked",
    ("BlockerDeclared", "self"): "whenever ~ blocks",
    ("BlockerDeclared", "self blocked"): "whenever ~ becomes blocked",
    ("DamageDealt", "self to a player"): "whenever ~ deals combat damage to a player",
    ("DamageDealt", "self to a creature"): "whenever ~ deals combat damage to a creature",
    ("DamageDealt", "self"): "whenever ~ deals combat damage",
    ("DamageDealt", "creature you control to a player"):
        "whenever a creature you control deals combat damage to a player",
    ("DamageDealt", "to self"): "whenever ~ is dealt damage",
    ("Died", "self"): alt("when ~ dies", "whenever ~ dies",
                          "when ~ is put into a graveyard from the battlefield",
                          "whenever ~ is put into a graveyard from the battlefield"),
    ("Left", "self"): "when ~ leaves the battlefield",
    ("Entered", "self"): alt("when ~ enters", "whenever ~ enters"),
    ("StepBegan", "beginning of combat on your turn"): "at the beginning of combat on your turn",
    ("StepBegan", "beginning of combat"): alt("at the beginning of combat",
                                              "at the beginning of each combat"),
    ("StepBegan", "end of combat"): "at end of combat",
    ("StepBegan", "upkeep on your turn"): "at the beginning of your upkeep",
    ("StepBegan", "upkeep"): alt("at the beginning of each upkeep",
                                 "at the beginning of each player's upkeep"),
    ("StepBegan", "upkeep on an opponent's turn"): "at the beginning of each opponent's upkeep",
    ("StepBegan", "end on your turn"): "at the beginning of your end step",
    ("StepBegan", "end"): alt("at the beginning of each end step",
                              "at the beginning of the end step"),
    ("StepBegan", "end on an opponent's turn"): "at the beginning of each opponent's end step",
    ("SpellCast", "any"): "whenever you cast a spell",
    ("SpellCast", "creature"): "whenever you cast a creature spell",
    ("SpellCast", "any|player"): "whenever a player casts a spell",
    ("SpellCast", "any|opponent"): "whenever an opponent casts a spell",
    ("LifeGained", "you"): "whenever you gain life",
    ("Entered", "land you control"): alt(
        "whenever a land enters the battlefield under your control",
        "whenever a land you control enters", "whenever a land enters under your control"),
    ("AttackerDeclared", "you attack"): "whenever you attack",
    ("AttackerDeclared", "self enters or attacks"): alt("whenever ~ enters or attacks",
                                                        "whenever ~ enters the battlefield or "
                                                        "attacks"),
    ("AttackerDeclared", "equipped"): "whenever equipped creature attacks",
    ("DamageDealt", "equipped to a player"):
        "whenever equipped creature deals combat damage to a player",
}


# renown's wording (CR 702.112a) says "when": a trigger condition's "when" and "whenever"
# mean the same (603.1)
_TRIGGER_WORDS[("DamageDealt", "self to a player")] = alt(
    "whenever ~ deals combat damage to a player", "when ~ deals combat damage to a player")


def trigger_event(event: str, subject: str) -> Piece:
    """The trigger condition (CR 603.1) an event and subject stand for."""
    mine = player_trigger(event, subject)  # what players do: cast, draw, discard, cycle, scry
    if mine is not None:
        return mine
    found = MORE_TRIGGER_WORDS.get((event, subject))  # ``sim.text.render_triggers``
    if found is None:
        found = _TRIGGER_WORDS.get((event, subject))
    if found is not None:
        return found
    if event == "Entered" and "|" in subject:
        who, kind = subject.split("|")
        other = "another" if who.startswith("another") else alt("a", "an")
        noun = alt(kind.lower(), f"{kind.lower()} creature")
        return ("whenever ", other, " ", noun, " you control enters")
    return f"<trigger {event} {subject}>"


def triggered(t: Triggered, ability_word: str = "") -> Piece:
    """"When/Whenever/At <event>, <effect>" (CR 603.1)."""
    assert t.program is not None
    if t.keyword:
        return keyword_triggered(t)
    it = pg.SELF if about_self(t.program.condition) else trigger_it(t.event, t.subject)
    # ("if ~ is tapped, ... on it": ~, 603.4)
    head = trigger_event(t.event, t.subject) if t.about is None else filtered_trigger(t)
    if t.while_condition:  # "<event> while <state>" (``sim.text.while_triggers``)
        head = (head, " during your turn") if t.while_condition == DURING_YOUR_TURN else \
            (head, " while ", while_words(t.while_condition) or "?")
    body: Piece = (head, ", ", program(t.program, it))
    if t.once_each_turn:  # CR 603.1: an instruction after the effect
        body = (body, ". this ability triggers only once each turn")
    if ability_word:
        return (ability_word, " — ", body)
    return body


# --- a keyword standing for a triggered ability (``sim.text.keyword_triggers``) ---
def keyword_triggered(t: Triggered) -> Piece:
    """A triggered ability read from a keyword ("afterlife 2") as the keyword, when the
    ability written out is what the keyword's rule says it means (CR 702.135a and the like);
    otherwise the ability written out, marked with the keyword, so that it never matches."""
    program = t.program
    if t.keyword.startswith("backup ") and program is not None and len(program.ops) == 2:
        # 702.165a: "put N +1/+1 counters on target creature. If that's another creature, it
        # gains <the abilities printed below> until end of turn" (``sim.text.oracle``)
        grant = program.ops[1]
        if grant.verb == pg.MODIFY and grant.who == "target:0" and grant.rule == pg.IF_ANOTHER \
                and grant.duration == pg.END_OF_TURN and not (grant.power or grant.toughness) \
                and (grant.add or grant.params):
            t = attrs.evolve(t, program=attrs.evolve(program, ops=program.ops[:1]))
    plain = triggered(attrs.evolve(t, keyword=""))
    wording = definition_of(t.keyword)
    if wording is not None and matches(plain, normal(wording)):
        return t.keyword
    return (f"<keyword {t.keyword}> ", plain)


PREVENT_WRITERS.update(per_destroyed_writers(program))  # 608.2c: "for each ... this way"
FIGHT_WRITERS[TOKEN_EACH_OPPONENT] = each_opponent_tokens  # type: ignore[assignment]  # 508.4
