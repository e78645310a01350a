"""The Oracle grammar (sim/text/oracle.lark) and its parser (sim.text.grammar): the grammar's
names are the keyword and ability tables' (CR 702), the first-set test never turns away a
phrase the parser reads, and phrases that begin with a subject are the rules they are
(CR 508.1d, 509.1c)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.model.abilities import ATTACK_TAX, BLOCK_TAX, HAND_TAX, NO_ATTACKS, NO_ATTACKS_ON_YOU
from sim.text import grammar
from sim.text.keyword_names import ABILITIES, KEYWORDS
from sim.text.static_rules import Refused
from sim.text.static_text import parse_text

#: the literal words of the grammar, to draw phrases from
WORDS = sorted({t.pattern.value for t in grammar._PARSER.terminals
                if t.pattern.type == "str"} | {"goblins", "elf", "2", "{2}", "+1/+1", "x"})


@pytest.mark.parametrize("name", sorted(KEYWORDS | ABILITIES))
def test_every_keyword_and_ability_name_is_in_the_grammar(name: str) -> None:
    """CR 702: each name of the tables parses, through the grammar alone, to its flag."""
    parsed = grammar.parse("predicate", name.replace(",", " ,"))
    assert parsed is not None and parsed.flags == (KEYWORDS | ABILITIES)[name]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8), st.sampled_from(grammar.STARTS))
def test_the_first_set_turns_away_only_what_the_parser_refuses(words: list[str],
                                                                start: str) -> None:
    """``may_begin`` is a shortcut, never a second grammar: a phrase it turns away does not
    parse."""
    key = " ".join(words)
    if not grammar.may_begin(start, key):
        try:
            grammar._PARSER.parse(key, start=start)
        except Exception:
            return
        raise AssertionError(f"{key!r} parses as {start} but may_begin turns it away")


@pytest.mark.parametrize(("text", "rule"), [
    ("Creatures can't attack.", NO_ATTACKS),
    ("Creatures can't attack you.", NO_ATTACKS_ON_YOU),
    ("Creatures can't attack you unless their controller pays {2} for each creature they "
     "control that's attacking you.", ATTACK_TAX),
    ("Creatures can't block unless their controller pays {1} for each blocking creature they "
     "control.", BLOCK_TAX),
    ("This turn, creatures can't block unless their controller pays {1} for each blocking "
     "creature they control.", BLOCK_TAX),
    ("Enchanted creature can't attack or block unless its controller pays {1} for each card "
     "in your hand.", HAND_TAX),
])
def test_rules_that_begin_with_a_subject(text: str, rule: str) -> None:
    """CR 508.1d, 509.1c: a rule of attacking and blocking whose words begin like a subject's
    ("creatures", "enchanted creature") is that rule, not those creatures given an ability."""
    static, = parse_text(text).statics
    assert static.rule == rule


def test_a_rule_read_as_an_ability_under_a_condition_or_another_subject() -> None:
    """CR 611.3a: "creatures can't attack" under a condition gives the creatures "can't
    attack"; a tax needs its own subject."""
    static, = parse_text("Creatures can't attack as long as it's your turn.").statics
    assert static.rule == "" and static.condition
    assert grammar.parse("static", "enchanted creature can't attack you") is None
    assert grammar.parse("static", "creatures can't attack or block unless its controller "
                         "pays {1} for each card in your hand") is None


def test_a_literal_is_a_whole_word() -> None:
    """The contextual lexer takes "draws" as a word, never as "draw" and "s" (CR 121.1:
    "target player gains 2 life and draws a card" is not "... and you draw")."""
    from sim.text.effect_text import read_effect
    program = read_effect("Target player gains 2 life and draws a card.")
    assert program.ops == () and program.targets == ()


def test_a_sentence_not_run_still_names_its_target() -> None:
    """CR 601.2c: the target of a sentence the engine does not run is still chosen, so the
    spell still needs it ("gains protection from colorless or from the color of your
    choice")."""
    from sim.text.effect_text import read_effect
    program = read_effect("Target creature gains protection from colorless or from the color "
                          "of your choice until end of turn. Draw a card.")
    assert [t.text for t in program.targets] == ["target creature"]
    assert [op.verb for op in program.ops] == ["draw"]


@pytest.fixture(scope="module")
def lark_lexer() -> Any:
    """The parser with lark's own contextual lexer (the reference ``grammar._TableLexer``
    stands in for)."""
    from lark import Lark

    class Words:
        always_accept = ("WORD",)

        def process(self, stream: Any) -> Any:
            return stream

    return Lark(grammar.GRAMMAR.read_text(encoding="utf-8"), parser="lalr",
                lexer="contextual", start=list(grammar.STARTS), transformer=grammar.Build(),
                postlex=Words(), cache=True)


#: pieces of phrases for the lexers: the grammar's literals, and words and marks its patterns
#: take ("creatures" is a literal and a group noun, "{t}" a literal and a mana cost)
PIECES = sorted(set(WORDS) | {"creatures", "forestwalk", "nonblack", "{t}{t}", "{2}{g}",
                              "+1/+1", "-2/-0", "+x/+0", "1/1", "—", "-", '"flying"',
                              "swampcycling", "cycling", "{x}", "+2", "−3", "0", "10"})


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=8),
       st.sampled_from(grammar.STARTS))
def test_the_table_lexer_lexes_as_lark_does(lark_lexer: Any, words: list[str],
                                            start: str) -> None:
    """The parser's lexer (``grammar._TableLexer``, built from the parse table) is a fast
    path of lark's contextual lexer: every phrase parses to the same thing with either."""
    from lark.exceptions import UnexpectedInput
    key = " ".join(words)
    try:
        want = lark_lexer.parse(key, start=start)
    except (UnexpectedInput, Refused):
        want = None
    assert grammar.parse(start, key) == want


def _conflicts() -> set[str]:
    """The grammar's shift/reduce conflicts as lark's LALR analysis reports them (each resolved
    by shifting): "TERMINAL <rule item>", lark's generated rule names without their number."""
    import io
    import logging
    import re

    from lark import Lark, logger
    out = io.StringIO()
    saved = logger.handlers, logger.level, logger.propagate
    logger.handlers, logger.level, logger.propagate = [logging.StreamHandler(out)], \
        logging.DEBUG, False  # lark's own handler writes to the terminal
    try:
        parser = Lark(grammar.GRAMMAR.read_text(encoding="utf-8"), parser="lalr",
                      lexer="contextual", start=list(grammar.STARTS), debug=True)
    finally:
        logger.handlers, logger.level, logger.propagate = saved
    lines = out.getvalue().splitlines()
    # an anonymous terminal ("+1/+1") by its text: lark numbers them in grammar order
    anonymous = {t.name: f'"{t.pattern.value}"' for t in parser.terminals
                 if t.name.startswith("__ANON_")}
    return {re.sub(r"__ANON_\d+", lambda m: anonymous.get(m.group(0), m.group(0)),
                   re.sub(r"(__\w+?_(?:star|plus|opt))_\d+", r"\1",
                          f"{line.split('terminal ')[1].split(':')[0]} {lines[i + 1].strip()}"))
            for i, line in enumerate(lines[:-1]) if line.startswith("Shift/Reduce")}


#: the conflicts the grammar is known to have (``_conflicts``), each checked harmless
CONFLICTS = Path(__file__).with_name("fixtures") / "grammar_conflicts.txt"


@pytest.mark.sources_check
def test_no_new_shift_reduce_conflicts() -> None:
    """lark's LALR table resolves a shift/reduce conflict by shifting, silently: a new rule
    sharing a prefix with an older one can stop the older one's phrases from parsing ("whenever
    ~ or another creature you control is turned face up" once broke "whenever ~ or another
    creature you control dies"). The grammar's conflicts are the recorded ones; a new one fails
    here until the phrases of both its rules are checked to still parse and it is recorded in
    ``tests/fixtures/grammar_conflicts.txt``."""
    known = set(CONFLICTS.read_text(encoding="utf-8").splitlines())
    assert sorted(_conflicts() - known) == []
