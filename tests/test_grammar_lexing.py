"""The Oracle grammar's lexer (``sim.text.grammar._token``) tries, at each character, only the
terminals that may begin with it (``sim.text.first_chars``), and the readers' string memos
(``self_reference``, ``normal``) and the keyword-line test (``keyword_lines.keyword_items``) give
what they gave before: speed, never a different reading."""

from __future__ import annotations

import re

import pytest

from cards import default_pool
from sim.text import grammar
from sim.text.first_chars import first_chars
from sim.text.keyword_lines import keyword_items
from sim.text.keyword_names import normalize, self_reference
from sim.text.oracle import read_text
from sim.text.wording import normal


@pytest.mark.parametrize(("pattern", "chars"), [
    ("abc", "a"), ("(?:x|y)z", "xy"), ("a?b", "ab"), ("(?=q)r", "r"), ("(?<!s)t", "t"),
    ("[a-c]d", "abc"), ("(other )?[x-z]+s", "oxyz"), (r"\bw", "w"), ("(?:u|v?)w", "uvw"),
])
def test_first_chars_lists_where_a_match_may_begin(pattern: str, chars: str) -> None:
    assert first_chars(pattern) == frozenset(chars)


@pytest.mark.parametrize("pattern", [r"\d+", "a*", "(?i:a)", "[^a]b", ".+", r"\w", "(a)?\\1b",
                                     "(?:a|)"])
def test_first_chars_is_any_when_it_cannot_tell(pattern: str) -> None:
    """A category, a negated class, any character, a case-insensitive part, or a pattern that
    may match nothing: every character may begin a match."""
    assert first_chars(pattern) is None


def _keys() -> list[str]:
    """The bundled cards' text, normalized, each card's name as ~ (what the parser reads)."""
    return [self_reference(normalize(line), card.name) for card in default_pool()
            for line in card.text.splitlines() if line.strip()]


def test_every_match_of_a_grammar_terminal_begins_with_one_of_its_first_chars() -> None:
    """Never a character too few: wherever a terminal's pattern matches the bundled cards'
    text, the character there is one of its first characters."""
    table = grammar._TABLE
    keys = _keys()
    assert keys
    for name, pattern in table.patterns.items():
        firsts = table.firsts[name]
        if firsts is None:
            continue
        for key in keys:
            for at in range(len(key)):
                if pattern.match(key, at) is not None:
                    assert key[at] in firsts, (name, key, at)


def _linear(lexicon: grammar._Lexicon, key: str, at: int) -> tuple[str, int] | None:
    """The token at ``at`` trying every terminal of the state in order (the lexer before)."""
    for literal, pattern, name, unless, _ in lexicon.order:
        if pattern is None:
            if key.startswith(literal, at):
                return name, at + len(literal)
        elif (match := pattern.match(key, at)) is not None:
            return unless.get(match.group(), name), match.end()
    return None


def test_the_lexer_finds_the_token_trying_every_terminal_would() -> None:
    """Trying only the terminals that may begin with the character gives the same token as
    trying them all, in every state the bundled cards' reading visited, at every position."""
    keys = _keys()
    for card in default_pool():
        read_text(card.text, card.name)
    table = grammar._TABLE
    states = list(table.lexicons)[:400]
    assert states
    for state in states:
        lexicon = table.lexicon(state)
        for key in keys[:60]:
            for at in range(len(key)):
                assert grammar._token(lexicon, key, at) == _linear(lexicon, key, at)


def test_self_reference_memo_keeps_each_cards_own_name() -> None:
    """Two cards with the same sentence, each its own name as ~ (CR 201.5), however often
    asked."""
    text = "when goblin guide enters, grizzly bears deals 1 damage to any target"
    assert self_reference(text, "Goblin Guide") == \
        "when ~ enters, grizzly bears deals 1 damage to any target"
    assert self_reference(text, "Grizzly Bears") == \
        "when goblin guide enters, ~ deals 1 damage to any target"
    assert self_reference(text, "Goblin Guide") == \
        "when ~ enters, grizzly bears deals 1 damage to any target"
    clause = "Whenever Goblin Guide attacks, Grizzly Bears gets +1/+1 until end of turn."
    assert normal(clause, "Goblin Guide").startswith("whenever ~ attacks, grizzly bears")
    assert normal(clause, "Grizzly Bears").startswith("whenever goblin guide attacks, ~ gets")


def test_the_readings_of_two_cards_sharing_a_sentence_name_each_card() -> None:
    """The same ability on two cards reads, on each, the card's own name verbatim."""
    a = read_text("Whenever Goblin Guide attacks, draw a card.", "Goblin Guide")
    b = read_text("Whenever Grizzly Bears attacks, draw a card.", "Grizzly Bears")
    assert a.supported == ("Whenever Goblin Guide attacks, draw a card.",)
    assert b.supported == ("Whenever Grizzly Bears attacks, draw a card.",)


@pytest.mark.parametrize(("line", "items"), [
    ("Flying, vigilance", ["flying", "vigilance"]),
    ("Flying, protection from Vampires, Werewolves, and Zombies",
     ["flying", "protection from vampires, werewolves, and zombies"]),
    ("Flying, frobnicate", ["flying", "frobnicate"]),  # a keyword the engine does not know
    ("When this creature enters, draw a card.", []),  # a sentence: not a keyword line
    ("Flying, draw a card.", []),
])
def test_keyword_lines_are_told_from_sentences(line: str, items: list[str]) -> None:
    assert [re.sub(r"\s+", " ", item.lower()) for item, _ in keyword_items(line)] == items
