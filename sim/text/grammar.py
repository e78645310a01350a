"""The Oracle grammar's parser: ``oracle.lark`` (package data beside this module), one start
symbol per kind of phrase, read by lark's LALR parser with a contextual lexer.

``parse(start, key)`` reads ``key`` (normalized text, the card's name as ``~``) as the phrase
``start``; the ``Build`` transformer runs as each rule is reduced (no parse tree is kept) and
builds the ability model (``sim.model.abilities``, ``sim.model.programs``). It gives None for
a phrase not in the grammar, or one naming something the model has no value for.

Interpreted in the compiled build (``setup.py``): ``Build`` subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import attrs
from lark import Lark
from lark.exceptions import UnexpectedInput
from lark.lexer import Lexer, Token
from lark.parsers.lalr_analysis import Shift

from sim.text.ability_rules import AbilityRules
from sim.text.amount_rules import AmountRules
from sim.text.animate_rules import AnimateRules
from sim.text.attack_ban_rules import AttackBanRules
from sim.text.cast_or_enters_rules import CastOrEntersRules
from sim.text.cast_rules import CastRules
from sim.text.cda_more_rules import CdaMoreRules
from sim.text.cda_rules import CdaRules
from sim.text.combat_event_rules import CombatEventRules
from sim.text.combat_now_rules import CombatNowRules
from sim.text.combat_param_rules import CombatParamRules
from sim.text.combat_req_rules import CombatReqRules
from sim.text.combat_trigger_rules import CombatTriggerRules
from sim.text.control_rules import ControlRules
from sim.text.copy_rules import CopyRules
from sim.text.cost_part_rules import CostPartRules
from sim.text.count_more_rules import CountMoreRules
from sim.text.count_player_rules import CountPlayerRules
from sim.text.count_quality_rules import CountQualityRules
from sim.text.counter_rules import CounterRules
from sim.text.counter_trigger_rules import CounterTriggerRules
from sim.text.crew_trigger_rules import CrewTriggerRules
from sim.text.damage_rules import DamageRules
from sim.text.designation_rules import DesignationRules
from sim.text.dig_count_rules import DigCountRules
from sim.text.draw_rules import DrawRules
from sim.text.duration_rules import DurationRules
from sim.text.effect_rules import EffectRules
from sim.text.enter_counter_rules import EnterCounterRules
from sim.text.evasion_now_rules import EvasionNowRules
from sim.text.exile_play_rules import ExilePlayRules
from sim.text.fight_rules import FightRules
from sim.text.first_chars import first_chars
from sim.text.flash_permission_rules import FlashPermissionRules
from sim.text.game_end_rules import GameEndRules
from sim.text.grammar_cache import cached, keep
from sim.text.graveyard_trigger_rules import GraveyardTriggerRules
from sim.text.half_life_rules import HalfLifeRules
from sim.text.hand_look_rules import HandLookRules
from sim.text.hand_rules import ExileTopRules, HandRules
from sim.text.impulse_rules import ImpulseRules
from sim.text.keyword_rules import KeywordRules
from sim.text.library_rules import LibraryRules
from sim.text.life_trigger_rules import LifeTriggerRules
from sim.text.mana_rider_rules import ManaRiderRules
from sim.text.mana_rules import ManaRules
from sim.text.may_rules import MayRules
from sim.text.move_rules import MoveRules
from sim.text.object_count_rules import ObjectCountRules
from sim.text.peek_rules import PeekRules
from sim.text.player_attack_rules import PlayerAttackRules
from sim.text.player_condition_rules import PlayerConditionRules
from sim.text.player_trigger_rules import PlayerTriggerRules
from sim.text.prevention_rules import PreventionRules
from sim.text.pt_verb_rules import PtVerbRules
from sim.text.pump_rules import PumpRules
from sim.text.qualified_target_rules import QualifiedTargetRules
from sim.text.redirect_rules import RedirectRules
from sim.text.replacement_rules import ReplacementRules
from sim.text.restriction_rules import RestrictionRules
from sim.text.ring_rules import RingRules
from sim.text.role_rules import RoleRules
from sim.text.search_rules import SearchRules
from sim.text.self_or_attached_rules import SelfOrAttachedRules
from sim.text.speed_rules import SpeedRules
from sim.text.spell_reduction_rules import SpellReductionRules
from sim.text.spell_value_rules import SpellValueRules
from sim.text.split_rules import SplitRules
from sim.text.stack_target_rules import StackTargetRules
from sim.text.static_condition_rules import StaticConditionRules
from sim.text.static_rules import Refused, StaticRules
from sim.text.subject_rules import SubjectRules
from sim.text.target_phrases import TargetPhraseRules
from sim.text.token_rules import TokenRules
from sim.text.top_if_rules import TopIfRules
from sim.text.top_look_rules import TopLookRules
from sim.text.top_play_rules import TopPlayRules
from sim.text.transform_rules import TransformRules
from sim.text.tribe_rules import TribeRules
from sim.text.trigger_rules import TriggerRules
from sim.text.unless_rules import UnlessRules
from sim.text.value_target_rules import ValueTargetRules
from sim.text.vocabulary import creature_type
from sim.text.where_x_rules import WhereXRules
from sim.text.x_target_rules import XTargetRules
from sim.text.zone_trigger_rules import ZoneTriggerRules

GRAMMAR: Final = Path(__file__).with_name("oracle.lark")

#: the grammar's start symbols: the phrases ``parse`` reads
STARTS: Final = ("predicate", "static", "effect", "subject_only", "target_words", "cost_part",
                  "trigger", "keyword_ability",
                  "cycling",
                  "event_trigger",
                  "ability_reduction", "spell_reduction")


class Build(KeywordRules, StaticRules, CdaRules, EffectRules, MoveRules, SubjectRules,
            AbilityRules, HandRules, TriggerRules, PlayerTriggerRules, CastRules,
            LibraryRules, ExileTopRules, DesignationRules, CopyRules, ManaRules, ManaRiderRules,
            CostPartRules, ExilePlayRules, TransformRules,
            CounterRules, AnimateRules, StackTargetRules, TargetPhraseRules,
            DamageRules,
            StaticConditionRules, PlayerConditionRules,
            FightRules, ReplacementRules,
            MayRules, WhereXRules, RoleRules, TokenRules, CombatTriggerRules,
            ZoneTriggerRules, LifeTriggerRules, CombatEventRules, GraveyardTriggerRules,
            CounterTriggerRules, CastOrEntersRules, CrewTriggerRules, SelfOrAttachedRules,
            PlayerAttackRules,
            UnlessRules,
            SearchRules,
            PreventionRules, DurationRules, RedirectRules,
            TopLookRules, PeekRules, HandLookRules, ImpulseRules, ObjectCountRules,
            DigCountRules, TopIfRules, RestrictionRules, CountQualityRules, EvasionNowRules,
            CombatParamRules, CombatReqRules,
            PumpRules,
            ValueTargetRules,
            GameEndRules,
            DrawRules,
            ControlRules,
            SpellValueRules, SpeedRules, RingRules, TribeRules, EnterCounterRules,
            TopPlayRules, SplitRules, SpellReductionRules, CountMoreRules, XTargetRules,
            AttackBanRules, CountPlayerRules, HalfLifeRules, CdaMoreRules, PtVerbRules,
            CombatNowRules, QualifiedTargetRules, AmountRules,
            FlashPermissionRules):
    """The transformer of the whole grammar: each rule's method builds its piece of the
    model."""


def built(text: str) -> Lark:
    """The parser lark builds of the grammar ``text`` (from lark's own cache when it has one:
    computing the LALR table takes minutes)."""
    return Lark(text, parser="lalr", lexer="contextual", start=list(STARTS),
                transformer=Build(), cache=True, _plugins=PLUGINS)


def _load() -> Lark:
    """The parser of ``oracle.lark``: from this project's cache of it when there is one
    (``sim.text.grammar_cache``: well under a second instead of several), else ``built`` and
    kept for the next process."""
    text = GRAMMAR.read_text(encoding="utf-8")
    parser = cached(text, Build(), PLUGINS)
    if parser is None:
        parser = built(text)
        keep(text, parser)
    return parser


#: what an open word (``WORD``) must be to begin each phrase: a static ability's begins only
#: with its subject's creature type ("Goblins you control get +1/+1")
_OPEN_FIRST: Final[dict[str, Callable[[str], object]]] = {"static": creature_type}


#: one terminal a state's lexer tries: its literal ("" for a pattern), its pattern (None for a
#: literal), its name, the literals a match of the pattern turns into, and the characters a
#: match of it may begin with (None: any, ``sim.text.first_chars``)
_Entry = tuple[str, "re.Pattern[str] | None", str, dict[str, str], frozenset[str] | None]


@attrs.frozen(slots=True)
class _Lexicon:
    """What one state of the parse table accepts and does: its terminals in the order lark's
    contextual lexer tries them (``_Entry``), the names skipped between tokens, and its
    actions; ``by_first`` keeps, for each character met, the terminals that may begin with it
    in that order (``_token``), filled as characters are met."""

    order: tuple[_Entry, ...]
    ignored: frozenset[str]
    actions: dict[str, tuple[Any, Any]]
    by_first: dict[str, tuple[_Entry, ...]] = attrs.field(factory=dict, eq=False)

    def starting(self, char: str) -> tuple[_Entry, ...]:
        """The terminals that may begin with ``char``, in the order they are tried."""
        found = self.by_first[char] = tuple(e for e in self.order
                                             if e[4] is None or char in e[4])
        return found


class _Table:
    """The parse table's states as ``_Lexicon``s, each built the first time it is needed.

    A state is lexed as lark's contextual lexer lexes it (``lark.lexer.ContextualLexer``):
    the terminals the state accepts, plus ``WORD`` (so that a literal is one only as a whole
    word: "draws" is a word, never "draw" and "s") and the ignored ones, sorted by priority,
    then longest possible match, then longest pattern, then name; the first that matches is
    the token; a literal that a pattern of the same priority matches whole is not tried on
    its own, but turns a token of that pattern whose text it is into itself. The parser and
    ``may_begin`` both lex with this table, so they cannot disagree; building it costs no
    regular expression compiled per state (lark compiles one per state and per process)."""

    def __init__(self, parser: Lark) -> None:
        self.table = parser.parser.parser.parser.parse_table
        self.terminals = {t.name: t for t in parser.terminals}
        self.ignore = frozenset(parser.lexer_conf.ignore)
        self.patterns = {t.name: re.compile(t.pattern.to_regexp()) for t in parser.terminals
                         if t.pattern.type == "re"}
        #: the characters a match of each pattern may begin with (None: any)
        self.firsts = {name: first_chars(pattern.pattern)
                       for name, pattern in self.patterns.items()}
        #: each pattern's literals of the same priority that it matches whole
        self.covers = {name: frozenset(
            t.name for t in parser.terminals if t.pattern.type == "str"
            and t.priority == self.terminals[name].priority
            and (m := pattern.match(t.pattern.value)) is not None
            and m.group() == t.pattern.value) for name, pattern in self.patterns.items()}
        self.lexicons: dict[int, _Lexicon] = {}
        self.start_states: dict[str, int] = dict(self.table.start_states)

    def lexicon(self, state: int) -> _Lexicon:
        """State ``state``'s ``_Lexicon``."""
        lexicon = self.lexicons.get(state)
        if lexicon is None:
            lexicon = self.lexicons[state] = self._build(state)
        return lexicon

    def _build(self, state: int) -> _Lexicon:
        actions = self.table.states[state]
        accepted = {n for n in actions if n in self.terminals} | {"WORD"} | self.ignore
        covered: set[str] = set()
        unless: dict[str, dict[str, str]] = {}
        for name in accepted & self.patterns.keys():
            literals = self.covers[name] & accepted
            covered |= literals
            unless[name] = {self.terminals[n].pattern.value: n for n in literals}
        order = sorted((self.terminals[n] for n in accepted - covered),
                       key=lambda t: (-t.priority, -t.pattern.max_width,
                                      -len(t.pattern.value), t.name))
        return _Lexicon(
            tuple(("", self.patterns[t.name], t.name, unless.get(t.name, {}),
                   self.firsts[t.name]) if t.pattern.type == "re" else
                  (t.pattern.value, None, t.name, {}, frozenset(t.pattern.value[:1]))
                  for t in order),
            self.ignore, dict(actions))


def _token(lexicon: _Lexicon, key: str, at: int) -> tuple[str, int] | None:
    """The terminal at ``at`` (``at < len(key)``) as lark's contextual lexer takes it in this
    state and where it ends; None if none matches there. Only the terminals that may begin
    with the character at ``at`` are tried (``_Lexicon.starting``), in the same order: the
    others cannot match there, so the first that matches is the same."""
    char = key[at]
    entries = lexicon.by_first.get(char)
    if entries is None:
        entries = lexicon.starting(char)
    for literal, pattern, name, unless, _ in entries:
        if pattern is None:
            if key.startswith(literal, at):
                return name, at + len(literal)
            continue
        match = pattern.match(key, at)
        if match is not None:
            return unless.get(match.group(), name), match.end()
    return None


class _TableLexer(Lexer):
    """lark's contextual lexer, lexing with ``_TABLE`` (the lexer lark builds for
    ``lexer="contextual"``, given as a plugin)."""

    def __init__(self, conf: Any, states: Any, always_accept: Any = ()) -> None:
        pass

    def lex(self, lexer_state: Any, parser_state: Any) -> Any:
        text = lexer_state.text
        key = text.text
        counter = lexer_state.line_ctr
        while counter.char_pos < text.end:
            at = counter.char_pos
            lexicon = _TABLE.lexicon(parser_state.position)
            found = _token(lexicon, key, at)
            if found is None:
                raise UnexpectedInput(f"no token at {at}")  # what parse turns into None
            name, end = found
            value = key[at:end]
            counter.feed(value, False)
            if name in lexicon.ignored:
                continue
            token = Token(name, value, at, 1, at + 1, 1, end + 1, end)
            lexer_state.last_token = token
            yield token


#: lark's plugins: the contextual lexer is ``_TableLexer``
PLUGINS: Final[dict[str, Any]] = {"ContextualLexer": _TableLexer}
_PARSER: Final = _load()
_TABLE: Final = _Table(_PARSER)


def may_begin(start: str, key: str) -> bool:
    """Whether ``key`` may be the phrase ``start``: its tokens are those the LALR table
    takes from the start, shifting and reducing on the table alone (no tree, no
    transformer). A cheap test that spares the parser most phrases that are not one; never
    a second grammar (it reads the parser's own table and lexes as the parser does)."""
    states, lexicons = _TABLE.table.states, _TABLE.lexicons
    stack = [_TABLE.start_states[start]]
    at = 0
    first = True
    while True:
        lexicon = lexicons.get(stack[-1]) or _TABLE.lexicon(stack[-1])
        found = _token(lexicon, key, at) if at < len(key) else None
        if found is None:
            return at == len(key) and "$END" in lexicon.actions
        name, end = found
        if name in lexicon.ignored:
            at = end
            continue
        if first and name == "WORD" and start in _OPEN_FIRST and \
                not _OPEN_FIRST[start](key[at:end]):
            return False
        first = False
        while True:  # the table's actions alone: a state reduced through needs no lexicon
            action = states[stack[-1]].get(name)
            if action is None:
                return False
            if action[0] is Shift:
                stack.append(action[1])
                break
            rule = action[1]
            if len(rule.expansion):
                del stack[-len(rule.expansion):]
            goto = states[stack[-1]].get(rule.origin.name)
            if goto is None:
                return True
            stack.append(goto[1])
        at = end


@lru_cache(maxsize=1 << 17)
def parse(start: str, key: str) -> Any:
    """What ``Build`` makes of ``key`` read as the grammar's ``start``, or None; each phrase
    is read once (what ``Build`` makes is immutable)."""
    if not may_begin(start, key):
        return None
    try:
        return _PARSER.parse(key, start=start)
    except (UnexpectedInput, Refused):
        return None
