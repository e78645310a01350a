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
from lark.parsers.lalr_analysis import Shift

from sim.text.ability_rules import AbilityRules
from sim.text.cast_rules import CastRules
from sim.text.cda_rules import CdaRules
from sim.text.copy_rules import CopyRules
from sim.text.cost_part_rules import CostPartRules
from sim.text.designation_rules import DesignationRules
from sim.text.effect_rules import EffectRules
from sim.text.hand_rules import ExileTopRules, HandRules
from sim.text.keyword_rules import KeywordRules
from sim.text.library_rules import LibraryRules
from sim.text.mana_rules import ManaRules
from sim.text.move_rules import MoveRules
from sim.text.player_trigger_rules import PlayerTriggerRules
from sim.text.static_rules import Refused, StaticRules
from sim.text.subject_rules import SubjectRules
from sim.text.transform_rules import TransformRules
from sim.text.trigger_rules import TriggerRules
from sim.text.vocabulary import creature_type

GRAMMAR: Final = Path(__file__).with_name("oracle.lark")

#: the grammar's start symbols: the phrases ``parse`` reads
STARTS: Final = ("predicate", "static", "effect", "subject_only", "target_words", "cost_part",
                  "trigger", "keyword_ability",
                  "cycling",
                  "event_trigger")


class Build(KeywordRules, StaticRules, CdaRules, EffectRules, MoveRules, SubjectRules,
            AbilityRules, HandRules, TriggerRules, PlayerTriggerRules, CastRules,
            LibraryRules, ExileTopRules, DesignationRules, CopyRules, ManaRules,
            CostPartRules, TransformRules):
    """The transformer of the whole grammar: each rule's method builds its piece of the
    model."""


class _Words:
    """Lexes a whole word wherever the parser is: a literal is one only as a whole word
    ("draws" is not "draw" and "s"), which lark's contextual lexer does by trying ``WORD`` in
    every state (``always_accept``) and turning a word that is a literal into it."""

    always_accept = ("WORD",)

    def process(self, stream: Any) -> Any:
        return stream


def _load() -> Lark:
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual",
                start=list(STARTS), transformer=Build(), postlex=_Words(), cache=True)


_PARSER: Final = _load()


#: what an open word (``WORD``) must be to begin each phrase: a static ability's begins only
#: with its subject's creature type ("Goblins you control get +1/+1")
_OPEN_FIRST: Final[dict[str, Callable[[str], object]]] = {"static": creature_type}


#: the regular terminals that can begin with a letter (the others begin with a digit, a sign,
#: a brace or a dash), so a word is tried against these only
_LETTER_TERMINALS: Final = frozenset(("LANDWALK", "NON_TYPE", "REST", "GROUP_NOUN",
                                     "CYCLING"))


@attrs.frozen(slots=True)
class _Lexicon:
    """What one state of the parse table accepts, for ``may_begin``'s lexer: its literal
    words (word -> terminal), its other literals, its patterns (those that may begin with a
    letter apart); its actions."""

    words: dict[str, str]
    marks: tuple[tuple[str, str], ...]
    patterns: tuple[tuple[re.Pattern[str], str], ...]
    letter_patterns: tuple[tuple[re.Pattern[str], str], ...]
    actions: dict[str, tuple[Any, Any]]


def _lexicons() -> tuple[dict[int, _Lexicon], dict[str, int]]:
    """Each state's ``_Lexicon``, from lark's LALR table, and each start's first state."""
    table = _PARSER.parser.parser.parser.parse_table
    terminals = {t.name: t for t in _PARSER.terminals}
    out = {}
    for state, actions in table.states.items():
        accepted = [terminals[name] for name in actions if name in terminals]
        literals = [(t.pattern.value, t.name) for t in accepted if t.pattern.type == "str"]
        patterns = tuple((re.compile(t.pattern.to_regexp()), t.name) for t in
                         sorted(accepted, key=lambda t: -t.priority)
                         if t.pattern.type == "re" and t.name != "WORD")
        out[state] = _Lexicon(
            {text: name for text, name in literals if _WORD.fullmatch(text)},
            tuple(sorted(((text, name) for text, name in literals
                          if not _WORD.fullmatch(text)), key=lambda m: -len(m[0]))),
            patterns, tuple(p for p in patterns if p[1] in _LETTER_TERMINALS),
            dict(actions))
    return out, dict(table.start_states)


_WORD: Final = re.compile(r"[a-z][a-z0-9'\-]*")
_LEXICONS, _START_STATES = _lexicons()


def _token(lexicon: _Lexicon, key: str, at: int) -> tuple[str, int] | None:
    """The terminal at ``at`` as the contextual lexer takes it in this state and where it
    ends; ("", 0) when more than one pattern could take it (``may_begin`` stops there)."""
    word = _WORD.match(key, at)
    if word is not None:
        name = lexicon.words.get(word.group())
        if name is not None:
            return name, word.end()
        patterns = lexicon.letter_patterns
    else:
        for mark, name in lexicon.marks:
            if key.startswith(mark, at):
                return name, at + len(mark)
        patterns = lexicon.patterns
    found: tuple[str, int] | None = None
    for pattern, name in patterns:
        match = pattern.match(key, at)
        if match is not None:
            if found is not None:
                return "", 0
            found = name, match.end()
    if found is not None:
        return found
    return ("WORD", word.end()) if word is not None else None


def may_begin(start: str, key: str) -> bool:
    """Whether ``key`` may be the phrase ``start``: its tokens are those the LALR table
    takes from the start, shifting and reducing on the table alone (no tree, no
    transformer). A cheap test that spares the parser most phrases that are not one; never
    a second grammar (it reads the parser's own table), and it says yes when in doubt."""
    stack = [_START_STATES[start]]
    at = 0
    first = True
    while True:
        while at < len(key) and key[at] == " ":
            at += 1
        lexicon = _LEXICONS[stack[-1]]
        if at == len(key):
            return "$END" in lexicon.actions
        found = _token(lexicon, key, at)
        if found is None:
            return False
        name, end = found
        if not name:
            return True
        if first and name == "WORD" and start in _OPEN_FIRST and \
                not _OPEN_FIRST[start](key[at:end]):
            return False
        first = False
        while True:
            action = _LEXICONS[stack[-1]].actions.get(name)
            if action is None:
                return False
            if action[0] is Shift:
                stack.append(action[1])
                break
            rule = action[1]
            if len(rule.expansion):
                del stack[-len(rule.expansion):]
            goto = _LEXICONS[stack[-1]].actions.get(rule.origin.name)
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
