"""Fuzzing deck lists, card files and Monte Carlo checkpoints, each case under a time limit.

The contract (issue 30): bad input of any kind is one ``MtgsimError`` naming the file and the
field, never another exception, and nothing hangs: every case runs under ``LIMIT`` seconds
(``SIGALRM``), so a parser that backtracks without bound or a loop that never ends fails
the test instead of stalling the suite. ``tests/test_fuzz_scenarios.py`` does the same for
scenario files.

* deck lists: random lines mixing real card lines, headers, comments, set codes, huge and
  negative counts, odd Unicode and garbage (``cards.decks.load_deck`` with the bundled pool);
* card files: random lists of card objects with fields of every type, lengths up to the
  text limit, nested values (``cards.importer.import_file``);
* checkpoints: a real checkpoint with fields deleted, retyped or replaced by random JSON
  values, sealed again or not (``--resume`` must refuse with a message or resume exactly).
"""

from __future__ import annotations

import contextlib
import json
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mc_boards import RANDOM, alternative

from cards import default_pool
from cards.decks import load_deck
from cards.importer import import_file
from mtgsim.experiments.harness.checkpoints import seal
from mtgsim.experiments.harness.records import checkpoint_path
from mtgsim.experiments.montecarlo import BatchResult, Interrupted, montecarlo
from sim.model.errors import MtgsimError

#: the most seconds one case may take
LIMIT = 10
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


class Hang(Exception):
    """A case ran past ``LIMIT`` seconds."""


@contextlib.contextmanager
def time_limit(seconds: int = LIMIT) -> Iterator[None]:
    """Raise ``Hang`` in this (main) thread once ``seconds`` have passed."""
    def ring(signum: int, frame: object) -> None:
        raise Hang(f"over {seconds} s")
    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


_TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=40)
_NAMES = st.sampled_from(["Grizzly Bears", "Forest", "Lightning Bolt", "Giant Growth",
                          "Hill Giant", "Mountain", "grizzly bears", "Grizzly  Bears",
                          "Nonexistent Card", "Bolt", ""])
_COUNTS = st.one_of(st.integers(-5, 80).map(str), st.just("9" * 5000), st.just("0x10"),
                    st.just(""), st.just("4x"), st.just("1e3"))
_LINE = st.one_of(
    st.tuples(_COUNTS, _NAMES).map(" ".join),
    st.tuples(_COUNTS, _NAMES, st.sampled_from(["(M10) 146", "(XYZ)", "[M10]", "*F*", "(("]))
    .map(" ".join),
    st.sampled_from(["Deck", "Sideboard", "Commander", "Companion", "// comment", "#", "",
                     "SB: 2 Forest", "About", "Name Burn", "{" * 3000, "\ufeff4 Forest"]),
    _TEXT)


@FUZZ
@given(st.lists(_LINE, max_size=30))
def test_deck_lists(lines: list[str]) -> None:
    text = "\n".join(lines)
    with time_limit():
        try:
            load_deck(text, pool=default_pool())
        except MtgsimError as err:
            assert str(err) and "\n" not in str(err).strip()


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                     | _TEXT, lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(_TEXT, inner, max_size=3), max_leaves=8)
_FIELDS = {
    "name": st.one_of(_TEXT, _NAMES), "type_line": st.one_of(
        st.sampled_from(["Creature — Bear", "Instant", "Land", "Legendary Creature — Elf",
                         "Artifact Creature — Golem", "Creature", "—", ""]), _TEXT),
    "oracle_text": st.one_of(st.sampled_from(["Flying", "{T}: Add {G}.", "{" * 4000,
                                              "When ~ enters, " * 300, "Trample\nHaste"]),
                             _TEXT),
    "mana_cost": st.one_of(st.sampled_from(["{1}{G}", "{X}{R}", "{", "{99999999999}"]), _TEXT),
    "power": st.one_of(st.sampled_from(["2", "*", "1+*", "9" * 5000, "-1"]), _JSON),
    "toughness": st.one_of(st.sampled_from(["2", "*", "0"]), _JSON),
    "layout": st.sampled_from(["normal", "token", "split", "transform", "weird"]),
    "colors": st.one_of(st.just(["G"]), _JSON), "keywords": st.one_of(st.just(["Flying"]), _JSON),
    "card_faces": _JSON,
}


@FUZZ
@given(cards=st.lists(st.fixed_dictionaries({}, optional=_FIELDS), max_size=6))
def test_card_files(cards: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory
                    ) -> None:
    folder = tmp_path_factory.mktemp("cards")
    source = folder / "cards.json"
    source.write_text(json.dumps(cards))
    with time_limit():
        try:
            import_file(source, folder / "cards.sqlite")
        except MtgsimError as err:
            assert "cards.json" in str(err)


def _stop_after_first(done: BatchResult) -> None:
    if done.batch == 0:
        raise KeyboardInterrupt


@pytest.fixture(scope="module")
def interrupted(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Path], Path, str]:
    """An interrupted run's scenarios, records and checkpoint text (made once)."""
    folder = tmp_path_factory.mktemp("run")
    pair = [alternative(folder, "hold", ""), alternative(folder, "both", 'a1 = "B"')]
    out = folder / "plays.jsonl"
    with pytest.raises(Interrupted):
        montecarlo(pair, 600, seed=2, policies=RANDOM, out=out, on_batch=_stop_after_first)
    return pair, out, checkpoint_path(out).read_text()


_PATHS = [("job",), ("result",), ("records",), ("complete",), ("checksum",),
          ("mtgsim_checkpoint",), ("records", "bytes"), ("records", "format"),
          ("records", "sha256"), ("result", "batches"), ("result", "tallies"),
          ("result", "paired")]


@FUZZ
@given(edits=st.lists(st.tuples(st.sampled_from(_PATHS),
                                st.one_of(st.just("<delete>"), _JSON)), min_size=1, max_size=3),
       sealed=st.booleans())
def test_checkpoints(edits: list[tuple[tuple[str, ...], Any]], sealed: bool,
                     interrupted: tuple[list[Path], Path, str]) -> None:
    pair, out, text = interrupted
    records = out.read_bytes()
    data = json.loads(text)
    for path, value in edits:
        holder: Any = data
        for key in path[:-1]:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if isinstance(holder, dict):
            if value == "<delete>":
                holder.pop(path[-1], None)
            else:
                holder[path[-1]] = value
    checkpoint = checkpoint_path(out)
    checkpoint.write_text(json.dumps(seal(data) if sealed and isinstance(data, dict) else data))
    try:
        with time_limit():
            try:
                montecarlo(pair, 600, seed=2, policies=RANDOM, out=out, resume=True)
            except MtgsimError as err:
                assert str(err)
    finally:
        out.write_bytes(records)
        checkpoint.write_text(text)
