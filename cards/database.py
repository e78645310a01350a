"""The local card database: imported Oracle cards in one SQLite file, one row per card name.

Rows hold the characteristics as printed (``Face``): the engine's ``CardDef`` is built from a row
only when a card is looked up, through the same ``sim.text.card_fields.build_card`` as the bundled
TOML cards, so a card's own name in its text and every other Oracle phrase are read by the one front
end (and a better parser needs no re-import). Lookups are by casefolded name on an index: one card
never loads the database. A multi-face card (split, adventure, modal double-faced, transform, flip,
meld) is found by its full name ("Fire // Ice") or any face's name: the front face, or the named
face when that face is a permanent of its own (the back of a transforming or modal double-faced
card, a flipped card, a melded one).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

from cards import NamedCards
from sim.model.abilities import CDA_POWER, CDA_TOUGHNESS, SELF_ATTACKING, YOUR_TURN
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.model.player_conditions import NOT_YOUR_TURN
from sim.model.split_cards import cast_by_halves, whole_card
from sim.model.static_conditions import UNLESS
from sim.text import CARD_TYPES, build_card

SCHEMA_VERSION = 2  # 2: every face name is an alias

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE cards (
    key TEXT PRIMARY KEY,          -- casefolded full name
    name TEXT NOT NULL,            -- the Oracle name ("Fire // Ice")
    layout TEXT NOT NULL,          -- normal, split, adventure, modal_dfc, transform, flip, ...
    keywords TEXT NOT NULL,        -- JSON list, as the source file lists them
    face_name TEXT NOT NULL,       -- the front face: what the engine puts on the battlefield
    cost TEXT NOT NULL,
    types TEXT NOT NULL,           -- JSON lists of words
    supertypes TEXT NOT NULL,
    subtypes TEXT NOT NULL,
    colors TEXT NOT NULL,
    power TEXT, toughness TEXT, loyalty TEXT, defense TEXT,   -- as printed: "2", "*", "1+*"
    text TEXT NOT NULL,
    faces TEXT NOT NULL            -- JSON list of every face (front first), for display
) WITHOUT ROWID;
CREATE TABLE aliases (key TEXT PRIMARY KEY, card TEXT NOT NULL) WITHOUT ROWID;
"""
_COLUMNS = ("name", "layout", "keywords", "face_name", "cost", "types", "supertypes",
            "subtypes", "colors", "power", "toughness", "loyalty", "defense", "text", "faces")
_INTEGER = re.compile(r"[+-]?\d+")


@attrs.frozen
class Face:
    """One face's printed characteristics, as the source file gives them."""

    name: str
    cost: str = ""
    types: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field, tuples as lists (``from_json`` reads it back)."""
        return {k: list(v) if isinstance(v, tuple) else v
                for k, v in attrs.asdict(self, recurse=False).items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Face:
        """The face ``to_json`` wrote."""
        return cls(data["name"], data["cost"], tuple(data["types"]), tuple(data["supertypes"]),
                   tuple(data["subtypes"]), tuple(data["colors"]), data["power"],
                   data["toughness"], data["loyalty"], data["defense"], data["text"])


@attrs.frozen
class CardRecord:
    """One Oracle card: its name, layout, keywords and faces (``faces[0]`` is the front)."""

    name: str
    layout: str
    faces: tuple[Face, ...]
    keywords: tuple[str, ...] = ()

    @property
    def front(self) -> Face:
        """The front face: what the engine puts on the battlefield."""
        return self.faces[0]

    def row(self) -> tuple[Any, ...]:
        """The card's row of the ``cards`` table: the casefolded name, then the ``_COLUMNS`` (the
        front face's characteristics; lists, keywords and faces as JSON)."""
        f = self.front
        return (self.name.casefold(), self.name, self.layout, json.dumps(list(self.keywords)),
                f.name, f.cost, json.dumps(list(f.types)), json.dumps(list(f.supertypes)),
                json.dumps(list(f.subtypes)), json.dumps(list(f.colors)), f.power, f.toughness,
                f.loyalty, f.defense, f.text, json.dumps([face.to_json() for face in self.faces]))

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> CardRecord:
        """The record a ``cards`` row holds, its faces read from the ``faces`` column."""
        faces = tuple(Face.from_json(d) for d in json.loads(row["faces"]))
        return cls(row["name"], row["layout"], faces, tuple(json.loads(row["keywords"])))


def card_fields(face: Face) -> tuple[dict[str, Any], list[str]]:
    """The ``build_card`` fields of ``face`` (the keys of the bundled TOML format), and what
    of the printed face they leave out: a power of "*" (a characteristic-defining ability,
    CR 604.3) is read as 0 and named, so a scenario using the card warns."""
    fields: dict[str, Any] = {"name": face.name}
    dropped: list[str] = []
    types = [t for t in face.types if t.lower() in CARD_TYPES]
    fields["types"] = types
    for key in ("supertypes", "subtypes", "colors"):
        words = getattr(face, key)
        if words:
            fields[key] = list(words)
    if face.cost:
        fields["cost"] = face.cost
    if face.text.strip():
        fields["text"] = face.text
    for key in ("power", "toughness", "loyalty", "defense"):
        printed: str | None = getattr(face, key)
        if printed is None or key == "loyalty" and "Planeswalker" not in types or \
                key == "defense" and "Battle" not in types:
            continue  # a loyalty or defense only a planeswalker or battle has (306.5b, 310.4b)
        if _INTEGER.fullmatch(printed.strip()):
            fields[key] = int(printed)
        else:
            fields[key] = 0
            dropped.append(f"printed {key} {printed!r} (read as 0)")
    return fields, dropped


#: layouts whose other faces are permanents of their own on the battlefield (a transformed
#: or flipped permanent, a modal double-faced card played as its back, a melded permanent):
#: looking up such a face's name gives that face (CR 710 flip cards, 712 double-faced cards)
FACE_LAYOUTS = frozenset({"transform", "modal_dfc", "flip", "meld"})


def face_named(record: CardRecord, name: str) -> Face:
    """The face of ``record`` a lookup of ``name`` means: the face of that name in a layout
    whose faces stand alone (``FACE_LAYOUTS``), else the front face (a split or adventure
    card is the whole card, its front face on the battlefield)."""
    if record.layout in FACE_LAYOUTS:
        key = name.strip().casefold()
        for face in record.faces:
            if face.name.casefold() == key:
                return face
    return record.front


def build_record(record: CardRecord, source: str, face: Face | None = None) -> CardDef:
    """``record``'s front face (or ``face``) as the engine's ``CardDef``:
    ``sim.text.card_fields.build_card`` with the fields a bundled card has (its text read by the
    Oracle front end, its own name meaning itself); a field the engine refuses raises
    ``ScenarioError`` naming ``source``."""
    if (face is None or face is record.front) and \
            cast_by_halves(record.layout, (f.types for f in record.faces)):
        # a split card (CR 709): each half read as an instant or sorcery of its own, the card
        # out of the stack both combined (709.4; a Room, 709.5, is not cast this way yet)
        return whole_card(record.name, tuple(
            build_record(CardRecord(record.name, "normal", (f,)), source) for f in record.faces))
    fields, dropped = card_fields(record.front if face is None else face)

    def fail(field: str, message: str) -> Exception:
        return ScenarioError(source, f"{record.name}.{field}", message)

    card = build_card(fields, fail)
    dropped = [d for d in dropped if not _defined(card, d)]
    if dropped:
        card = attrs.evolve(card, unsupported=card.unsupported + tuple(dropped))
    if record.layout == "transform" and len(record.faces) == 2 and \
            (face is None or face is record.front):
        # a transforming double-faced card knows its back face (CR 712.2, 712.8), read by
        # the same compiler: what it becomes as it transforms (701.28a)
        face2 = record.faces[1]
        if "Planeswalker" in face2.types and face2.loyalty is None:
            # a back face has no printed loyalty: the permanent keeps its loyalty counters
            # as it transforms (CR 306.5b, 712.8e); 0 lets it be built
            face2 = attrs.evolve(face2, loyalty="0")
        back = build_record(CardRecord(record.name, "normal", (face2,)), source)
        card = attrs.evolve(card, back=back)
    if record.layout == "modal_dfc" and len(record.faces) == 2 and \
            (face is None or face is record.front):
        # a modal double-faced card knows its back face (CR 712.3), read by the same
        # compiler: cast or played instead of the front (712.11b, 712.12)
        modal = build_record(CardRecord(record.name, "normal", (record.faces[1],)), source)
        card = attrs.evolve(card, modal_back=modal)
    elif record.layout == "adventure" and len(record.faces) == 2 and \
            {"Adventure", "Omen"} & set(record.faces[1].subtypes) and \
            (face is None or face is record.front):
        # an adventurer card knows its Adventure (CR 715.2), an omen card its Omen (720.2),
        # read by the same compiler: the instant or sorcery it may be cast as (715.3, 720.3)
        adventure = build_record(CardRecord(record.name, "normal", (record.faces[1],)), source)
        card = attrs.evolve(card, adventure=adventure)
    return card


#: the conditions of a characteristic-defining ability that, with their complement's, define a
#: printed "*" at every time: attacking or not (CR 506.4), your turn or not ("as long as it's
#: your turn, ..." alone leaves the other turns' value not read)
_COMPLEMENTS = {SELF_ATTACKING: UNLESS + SELF_ATTACKING, UNLESS + SELF_ATTACKING: SELF_ATTACKING,
                YOUR_TURN: NOT_YOUR_TURN, NOT_YOUR_TURN: YOUR_TURN}


def _defined(card: CardDef, dropped: str) -> bool:
    """Whether a printed "*" the card's text defines (CR 604.3: "~'s power [and toughness]
    [is|are each] equal to ...", "~'s toughness is equal to ...", "... and its toughness is
    equal to that number plus 1" read by the compiler) is the ``dropped`` value: then it is
    not missing. A toughness "1+*" or "*+1" must be defined as that number plus 1 ("~'s
    toughness is equal to 1 plus <count>", "... that number plus 1"), a power "1+*" as "1 plus
    <count>" (208.2: the printed value is what the ability defines)."""
    conditions = {s.condition for s in card.statics if s.cda}
    defined = [s for s in card.statics if s.cda and (  # under a condition: only with its
        not s.condition or _COMPLEMENTS.get(s.condition) in conditions)]  # complement (611.3a)
    if dropped == "printed power '*' (read as 0)":
        return any(s.cda != CDA_TOUGHNESS for s in defined)
    star = re.fullmatch(r"printed (power|toughness) '(?:(\d+)\+)?\*(?:\+(\d+))?' "
                        r"\(read as 0\)", dropped)
    if star is None:
        return False
    plus = int(star.group(2) or star.group(3) or 0)
    if star.group(1) == "power":  # "1+*": "~'s power ... equal to 1 plus <count>" (208.2)
        return any(s.cda != CDA_TOUGHNESS and s.per is not None and s.per.plus == plus
                   for s in defined)
    return any(s.cda != CDA_POWER and s.toughness + (s.per.plus if s.per else 0) == plus
               for s in defined)


class CardDatabase(NamedCards):
    """An imported card database, read lazily: ``get`` runs one indexed query per name."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            self._db.row_factory = sqlite3.Row
            version = self._db.execute(
                "SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.Error as err:
            raise self._damaged(err) from None
        if version is None or version[0] != str(SCHEMA_VERSION):
            raise ScenarioError(str(path), "schema_version", f"expected {SCHEMA_VERSION}, got "
                                f"{None if version is None else version[0]!r}; import the "
                                "card file again with 'mtgsim cards import'")
        self._built: dict[str, CardDef | None] = {}
        self._names: dict[str, str] | None = None

    def close(self) -> None:
        """Close the connection to the database file."""
        self._db.close()

    def _damaged(self, err: sqlite3.Error) -> ScenarioError:
        """The message for a database sqlite can't read (a damaged or foreign file)."""
        return ScenarioError(str(self.path), "", f"not an mtgsim card database, or damaged "
                             f"({err}); import the card file again with 'mtgsim cards "
                             "import FILE', or remove this file to use the bundled cards only")

    def _rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """The rows of the query ``sql``; a damaged file (found only now: sqlite reads pages
        as it needs them) is a ``ScenarioError`` naming it."""
        try:
            return self._db.execute(sql, args).fetchall()
        except sqlite3.Error as err:
            raise self._damaged(err) from None

    def record(self, name: str) -> CardRecord | None:
        """The stored card called ``name`` (its full name or any face's), ignoring case."""
        key = name.strip().casefold()
        rows = self._rows("SELECT * FROM cards WHERE key = ?", (key,)) or self._rows(
            "SELECT cards.* FROM aliases JOIN cards ON cards.key = aliases.card WHERE "
            "aliases.key = ?", (key,))
        return CardRecord.from_row(rows[0]) if rows else None

    def get(self, name: str) -> CardDef | None:
        """The card ``name`` finds (its full name or a face's, ignoring case and surrounding
        spaces) as the engine's ``CardDef`` (``build_record``, the face ``face_named``), built
        once per name; None if no stored card has that name."""
        key = name.strip().casefold()
        if key not in self._built:
            record = self.record(name)
            self._built[key] = None if record is None else build_record(
                record, str(self.path), face_named(record, name))
        return self._built[key]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.record(name) is not None

    def __len__(self) -> int:
        count: int = self._rows("SELECT count(*) FROM cards")[0][0]
        return count

    def names(self) -> dict[str, str]:
        """Every name a card is found by, casefolded, to the name as printed (loaded on the
        first call: only suggestions need it)."""
        if self._names is None:
            self._names = {k: n for k, n in self._rows("SELECT key, name FROM cards")}
            for key, name in self._rows(
                    "SELECT aliases.key, cards.face_name FROM aliases JOIN cards "
                    "ON cards.key = aliases.card"):
                self._names.setdefault(key, name)
        return self._names

    def records(self, offset: int = 0, limit: int = -1) -> Iterator[CardRecord]:
        """Every stored card, streamed in name order (for a report over the whole database);
        or ``limit`` of them (all, when negative) from the ``offset``-th on."""
        try:
            for row in self._db.execute("SELECT * FROM cards ORDER BY key LIMIT ? OFFSET ?",
                                        (limit, offset)):
                yield CardRecord.from_row(row)
        except sqlite3.Error as err:
            raise self._damaged(err) from None

    def meta(self) -> dict[str, str]:
        """The ``meta`` table: ``schema_version``, ``cards`` (how many were written) and what the
        import recorded (``source``, ``shape``)."""
        return {k: v for k, v in self._rows("SELECT key, value FROM meta")}


def write_database(path: Path, records: Iterable[CardRecord], meta: dict[str, str]) -> int:
    """Write ``records`` to a new database at ``path`` (replacing it only once complete), in
    one transaction; a later record of the same name replaces an earlier one. Returns the
    number of cards written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    by_key: dict[str, CardRecord] = {}
    for record in records:
        by_key[record.name.casefold()] = record
    aliases: dict[str, str] = {}
    for r in by_key.values():  # every face's name finds the card; the front face's first
        for face in r.faces:
            if face.name.casefold() != r.name.casefold():
                aliases.setdefault(face.name.casefold(), r.name.casefold())
    # a file of this process's own beside the database (two imports at once each write their
    # own; the last to finish replaces the database whole, and neither sees the other's)
    handle, name = tempfile.mkstemp(prefix=path.name + ".", suffix=".partial", dir=path.parent)
    os.close(handle)
    partial = Path(name)
    db = sqlite3.connect(partial)
    try:
        with db:
            db.executescript(_SCHEMA)
            db.executemany(f"INSERT INTO cards (key, {', '.join(_COLUMNS)}) VALUES "
                           f"({', '.join('?' * (len(_COLUMNS) + 1))})",
                           (r.row() for r in by_key.values()))
            db.executemany("INSERT INTO aliases VALUES (?, ?)",
                           ((a, c) for a, c in aliases.items() if a not in by_key))
            db.executemany("INSERT INTO meta VALUES (?, ?)",
                           [("schema_version", str(SCHEMA_VERSION)),
                            ("cards", str(len(by_key))), *meta.items()])
    except BaseException:
        db.close()
        partial.unlink(missing_ok=True)
        raise
    db.close()
    os.replace(partial, path)
    return len(by_key)

