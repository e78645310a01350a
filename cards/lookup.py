"""Where card names are resolved: imported card databases over the bundled pool.

The bundled pool (``cards/data``) is the offline default. ``mtgsim cards import FILE`` writes
the user's card database (``<data dir>/cards.sqlite``); ``--cards FILE`` or the
``MTGSIM_CARDS`` environment variable name a card file used instead, imported on first use
and cached in ``<data dir>/imports/`` under the SHA-256 of its content, so a later run
reads the cache. The data directory is ``MTGSIM_DATA_DIR`` if set, else the platform's user
data directory for mtgsim (``platformdirs``). An imported card wins over a bundled card of
the same name.
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

import platformdirs

from cards import CardPool, NamedCards, default_pool
from cards.database import SCHEMA_VERSION, CardDatabase, CardRecord, build_record
from cards.importer import ImportResult, import_file
from sim.model.card import CardDef
from sim.model.errors import ScenarioError

DATA_DIR_ENV, CARDS_ENV = "MTGSIM_DATA_DIR", "MTGSIM_CARDS"
DATABASE_NAME = "cards.sqlite"


def data_dir() -> Path:
    """Where imported cards are kept: ``$MTGSIM_DATA_DIR``, else the user data directory."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("mtgsim"))


def user_database() -> Path:
    """The database ``mtgsim cards import`` writes."""
    return data_dir() / DATABASE_NAME


def import_user_database(path: Path) -> ImportResult:
    """``mtgsim cards import FILE``: replace the user's card database with ``path``'s cards."""
    return import_file(path, user_database())


def file_digest(path: Path, source: str) -> str:
    """The SHA-256 of ``path``'s content (the cache key of its import)."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
    except OSError as err:
        raise ScenarioError(source, "", f"cannot read the card file: {err.strerror or err}") \
            from None
    return digest.hexdigest()


def cached_import(path: Path, source: str | None = None) -> Path:
    """The database of the card file ``path``: imported now if its content was never imported
    (under this schema version), else the cached one."""
    cache = data_dir() / "imports" / (f"{file_digest(path, source or str(path))}"
                                      f"-v{SCHEMA_VERSION}.sqlite")
    if not cache.exists():
        import_file(path, cache)
    return cache


@functools.cache
def _open(path: Path, mtime_ns: int) -> CardDatabase:
    return CardDatabase(path)


def open_database(path: Path) -> CardDatabase:
    """``path`` opened once per process (a changed file is opened again)."""
    return _open(path, path.stat().st_mtime_ns)


class CombinedPool(NamedCards):
    """Card databases over a bundled pool: the first that knows a name gives its card.

    The interface of ``CardPool`` (``get``, ``[]``, ``in``, ``suggest``); iterating yields
    the bundled cards only (a database may hold tens of thousands)."""

    def __init__(self, databases: Sequence[CardDatabase], bundled: CardPool) -> None:
        self.databases = tuple(databases)
        self.bundled = bundled

    def get(self, name: str) -> CardDef | None:
        """The card called ``name`` in the first database that has it, else in the bundled pool;
        None if none has it."""
        for db in self.databases:
            card = db.get(name)
            if card is not None:
                return card
        return self.bundled.get(name)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (any(name in db for db in self.databases)
                                          or name in self.bundled)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.bundled)

    def record(self, name: str) -> tuple[CardRecord, CardDatabase] | None:
        """The imported card called ``name`` and its database, or None if it is bundled only."""
        for db in self.databases:
            record = db.record(name)
            if record is not None:
                return record, db
        return None

    def every_card(self, bundled: bool = True) -> Iterator[CardDef | ScenarioError]:
        """Every card of the pool once: the databases' cards streamed, then (with
        ``bundled``) the bundled cards none of them replaces. A stored card the engine can't
        build (a creature without a power, say) comes as its ``ScenarioError``, so one bad
        card doesn't stop a report."""
        seen: set[str] = set()
        for db in self.databases:
            for record in db.records():
                key = record.name.casefold()
                if key in seen:
                    continue
                seen.add(key)
                try:
                    yield build_record(record, str(db.path))
                except ScenarioError as err:
                    yield err
        for card in self.bundled if bundled else ():
            if card.name.casefold() not in seen and not any(card.name in db
                                                            for db in self.databases):
                yield card

    def names(self) -> dict[str, str]:
        """Every name a card is found by, casefolded, to the name as printed: the bundled pool's,
        then each database's over them, the first database's last (it wins)."""
        names = self.bundled.names()
        for db in reversed(self.databases):
            names.update(db.names())
        return names


def card_pool(cards: str | Path | None = None) -> CombinedPool:
    """The pool scenarios resolve names in: the card file ``cards`` (else ``$MTGSIM_CARDS``)
    if given, else the user's imported database if there is one, over the bundled cards."""
    databases: list[CardDatabase] = []
    source = None if cards is None else str(cards)
    if cards is None and os.environ.get(CARDS_ENV):
        cards = os.environ[CARDS_ENV]
        source = f"{cards} (from {CARDS_ENV})"
    if cards is not None:
        path = Path(cards)
        if not path.is_file():
            raise ScenarioError(source or str(cards), "", "no such card file; give an MTGJSON "
                                "AtomicCards or Scryfall bulk data file")
        databases.append(open_database(cached_import(path, source)))
    elif user_database().is_file():
        databases.append(open_database(user_database()))
    return CombinedPool(databases, default_pool())


__all__ = ["CombinedPool", "card_pool", "cached_import", "data_dir", "import_user_database",
           "user_database"]
