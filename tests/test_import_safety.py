"""Importing cards safely: two imports into one database at once both succeed (each writes a
file of its own, the last replaces the database whole), nothing is left behind, and a
compressed card file that expands past ``MAX_CARD_FILE_BYTES`` is refused as it is read.

Two imports at once used to crash the second in 4 of 5 trials: both wrote the same fixed
``cards.sqlite.partial`` ("table meta already exists", or ``FileNotFoundError`` renaming it).
"""

from __future__ import annotations

import gzip
import multiprocessing
import os
from pathlib import Path

import pytest

from cards import importer
from cards.database import CardDatabase
from cards.importer import import_file
from sim.model.errors import ScenarioError

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cards"
SCRYFALL_FILE = FIXTURES / "scryfall_oracle_cards.json"


def _import(source: str, database: str) -> None:
    import_file(Path(source), Path(database))
    os._exit(0)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_two_imports_at_once_both_succeed(tmp_path: Path) -> None:
    database = tmp_path / "cards.sqlite"
    context = multiprocessing.get_context("fork")
    for _ in range(5):
        imports = [context.Process(target=_import, args=(str(SCRYFALL_FILE), str(database)))
                   for _ in range(2)]
        for p in imports:
            p.start()
        for p in imports:
            p.join()
        assert [p.exitcode for p in imports] == [0, 0]
        assert int(CardDatabase(database).meta()["cards"]) > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.sqlite"]


def test_a_failed_import_leaves_no_partial_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "cards"}')
    with pytest.raises(ScenarioError):
        import_file(bad, tmp_path / "db" / "cards.sqlite")
    leftovers = list((tmp_path / "db").iterdir()) if (tmp_path / "db").exists() else []
    assert leftovers == []


def test_a_file_expanding_past_the_cap_is_refused(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A small gzip that expands far (a "zip bomb"): refused once the cap is passed, with
    one message naming the file."""
    monkeypatch.setattr(importer, "MAX_CARD_FILE_BYTES", 10_000)
    bomb = tmp_path / "bomb.json.gz"
    bomb.write_bytes(gzip.compress(b"[" + b" " * 1_000_000 + b"]"))
    assert bomb.stat().st_size < 5_000
    with pytest.raises(ScenarioError, match=r"bomb.json.gz: more than 10,000 bytes of JSON once "
                                            "uncompressed"):
        import_file(bomb, tmp_path / "cards.sqlite")
    assert not (tmp_path / "cards.sqlite").exists()
