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
from pathlib import Path
from typing import Any, Final

import attrs
from lark import Lark
from lark.exceptions import UnexpectedInput

from sim.text.static_rules import KeywordRules, Refused, StaticRules
from sim.text.vocabulary import creature_type

GRAMMAR: Final = Path(__file__).with_name("oracle.lark")

#: the grammar's start symbols: the phrases ``parse`` reads
STARTS: Final = ("predicate", "static")


class Build(KeywordRules, StaticRules):
    """The transformer of the whole grammar: each rule's method builds its piece of the
    model."""


def _load() -> Lark:
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="contextual",
                start=list(STARTS), transformer=Build())


_PARSER: Final = _load()


#: what an open word (``WORD``) must be to begin each phrase: a static ability's begins only
#: with its subject's creature type ("Goblins you control get +1/+1")
_OPEN_FIRST: Final[dict[str, Callable[[str], object]]] = {"static": creature_type}


@attrs.frozen(slots=True)
class _First:
    """The tokens a phrase can begin with (the parse table's first state): the literal
    words, the other literals, the patterns, and the check of an open word."""

    words: frozenset[str]
    marks: tuple[str, ...]
    patterns: tuple[re.Pattern[str], ...]
    open_word: Callable[[str], object] | None


def _firsts() -> dict[str, _First]:
    """Each start's ``_First``, from lark's LALR table."""
    table = _PARSER.parser.parser.parser.parse_table
    terminals = {t.name: t for t in _PARSER.terminals}
    word = re.compile(terminals["WORD"].pattern.to_regexp())
    out = {}
    for start in STARTS:
        accepted = [terminals[name] for name in table.states[table.start_states[start]]
                    if name in terminals]
        literals = [t.pattern.value for t in accepted if t.pattern.type == "str"]
        out[start] = _First(
            frozenset(w for w in literals if word.fullmatch(w)),
            tuple(w for w in literals if not word.fullmatch(w)),
            tuple(re.compile(t.pattern.to_regexp()) for t in accepted
                  if t.pattern.type == "re" and t.name != "WORD"),
            _OPEN_FIRST.get(start) if any(t.name == "WORD" for t in accepted) else None)
    return out


_WORD: Final = re.compile(r"[a-z][a-z0-9'\-]*")
_FIRSTS: Final = _firsts()


def may_begin(start: str, key: str) -> bool:
    """Whether ``key`` begins with a token the phrase ``start`` can begin with (its first
    set): a cheap test that spares the parser most phrases that are not one."""
    first = _FIRSTS[start]
    m = _WORD.match(key)
    if m is not None and m.group() in first.words:
        return True
    if any(key.startswith(mark) for mark in first.marks) or any(
            pattern.match(key) for pattern in first.patterns):
        return True
    return m is not None and first.open_word is not None and bool(first.open_word(m.group()))


def parse(start: str, key: str) -> Any:
    """What ``Build`` makes of ``key`` read as the grammar's ``start``, or None."""
    if not may_begin(start, key):
        return None
    try:
        return _PARSER.parse(key, start=start)
    except (UnexpectedInput, Refused):
        return None
