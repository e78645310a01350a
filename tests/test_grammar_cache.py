"""The cache of the Oracle grammar's parser (sim.text.grammar_cache): a parser read back from
it has lark's parse table, state for state, and parses as lark's does; a missing, truncated or
foreign cache file is no cache; a directory that can't be written to is no error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from lark import Lark
from lark.parsers.lalr_analysis import Shift

from sim.text import grammar
from sim.text.grammar_cache import CACHE_DIR_ENV, cached, keep, path

TEXT = grammar.GRAMMAR.read_text(encoding="utf-8")

#: phrases of real cards, one or more per start symbol
PHRASES = [("predicate", "flying"), ("cycling", "cycling {2}"),
           ("effect", "~ deals 2 damage to any target"),
           ("effect", "put a +1/+1 counter on target creature you control"),
           ("trigger", "whenever ~ attacks"), ("trigger", "when ~ dies"),
           ("static", "other goblins you control get +1/+1"),
           ("cost_part", "{t}"), ("keyword_ability", "equip {2}"),
           ("cost_part", "sacrifice ~"), ("event_trigger", "whenever ~ attacks"),
           ("effect", "target creature gets +2/+2 until end of turn")]


@pytest.fixture(scope="module")
def parsers(tmp_path_factory: pytest.TempPathFactory) -> tuple[Lark, Lark]:
    """lark's parser of the grammar, and the same parser kept in a cache and read back."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_DIR_ENV, str(tmp_path_factory.mktemp("cache")))
        lark_built = grammar.built(TEXT)
        keep(TEXT, lark_built)
        assert path(TEXT).exists()
        loaded = cached(TEXT, grammar.Build(), grammar.PLUGINS)
    assert loaded is not None
    return lark_built, loaded


def _table(parser: Lark) -> Any:
    return parser.parser.parser.parser.parse_table


def _action(action: tuple[Any, Any]) -> tuple[Any, Any]:
    kind, arg = action
    return (kind, arg) if kind is Shift else \
        (kind, (arg.origin, tuple(arg.expansion), arg.alias, arg.order))


def test_every_state_reads_back_as_lark_built_it(parsers: tuple[Lark, Lark]) -> None:
    """Each of the table's states, decoded from the cache, has lark's actions: the same shifts
    and the same rules reduced by (each one of the loaded parser's own rules, which its
    callbacks are keyed on)."""
    want, got = _table(parsers[0]), _table(parsers[1])
    assert got.start_states == want.start_states and got.end_states == want.end_states
    assert len(want.states) > 1000
    own = {id(rule) for rule in parsers[1].rules}
    for state, actions in want.states.items():
        decoded = got.states[state]
        assert {k: _action(v) for k, v in decoded.items()} == \
            {k: _action(v) for k, v in actions.items()}, state
        assert all(kind is Shift or id(arg) in own for kind, arg in decoded.values())


@pytest.mark.parametrize(("start", "phrase"), PHRASES)
def test_a_phrase_parses_alike(parsers: tuple[Lark, Lark], start: str, phrase: str) -> None:
    """The cached parser builds what lark's builds (the transformer runs on both)."""
    want = parsers[0].parse(phrase, start=start)
    assert want is not None
    assert parsers[1].parse(phrase, start=start) == want


def test_no_cache_is_none(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                          parsers: tuple[Lark, Lark]) -> None:
    """A grammar never kept, a truncated file and a foreign one are each no cache: the caller
    builds the parser with lark."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    assert cached(TEXT, grammar.Build(), grammar.PLUGINS) is None
    keep(TEXT, parsers[0])
    whole = path(TEXT).read_bytes()
    path(TEXT).write_bytes(whole[: len(whole) // 2])
    assert cached(TEXT, grammar.Build(), grammar.PLUGINS) is None
    path(TEXT).write_bytes(b"not a cache")
    assert cached(TEXT, grammar.Build(), grammar.PLUGINS) is None


def test_the_cache_is_named_by_the_grammar(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    """A changed grammar is another file (never a stale table), in the directory asked."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    assert path(TEXT).parent == tmp_path
    assert path(TEXT) != path(TEXT + "\n// changed")


def test_a_directory_that_cannot_be_written_is_no_error(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path,
                                                        parsers: tuple[Lark, Lark]) -> None:
    """Keeping the parser where no directory can be made writes nothing and raises nothing."""
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(CACHE_DIR_ENV, str(blocker / "cache"))
    keep(TEXT, parsers[0])
    assert not (blocker / "cache").exists()
