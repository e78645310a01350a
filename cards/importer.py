"""Reading Oracle card files: MTGJSON ``AtomicCards.json`` and Scryfall bulk data.

The file may be plain JSON or compressed (gzip, xz, bzip2, or a zip holding one JSON file);
the compression and the shape are told from the content, never from the file name:

- MTGJSON: an object whose ``data`` maps each card name to a list of faces, each with
  ``side`` ("a", "b", ...) and ``faceName`` when the card has several;
- Scryfall (``oracle-cards``, ``default-cards``): an array of card objects
  (``"object": "card"``), a multi-face card's faces in ``card_faces``.

``read_cards`` yields ``CardRecord``s (front face first); ``import_file`` writes them to a
card database. A file that is not JSON, or JSON of neither shape, raises ``ScenarioError``
naming the file, the field and what is accepted. Cards the engine cannot play (tokens,
schemes, planes, art cards: no card type of CR 300.1 on the front face) are skipped and
counted.
"""

from __future__ import annotations

import bz2
import contextlib
import gzip
import io
import json
import lzma
import re
import sys
import time
import zipfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import attrs

from cards.database import CardRecord, Face, write_database
from sim.model.errors import ScenarioError, not_a_file
from sim.model.split_cards import SPLIT_LAYOUTS
from sim.text import CARD_TYPES, shown

MTGJSON, SCRYFALL = "MTGJSON AtomicCards", "Scryfall bulk data"
SHAPES_ACCEPTED = ('accepted: MTGJSON AtomicCards (an object {"data": {card name: [faces]}}) or '
                   "Scryfall bulk data such as oracle-cards or default-cards (an array of card "
                   "objects), as .json, .json.gz, .json.xz, .json.bz2 or a .zip holding one")
#: Scryfall layouts that are not cards a player plays (tokens, art cards, planar cards, ...)
SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series", "planar",
                             "scheme", "vanguard"})
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
#: older names of card types (CR 308: "tribal" became "kindred" in 2024)
TYPE_ALIASES = {"Tribal": "Kindred"}


@attrs.frozen
class ImportResult:
    """What an import did: the file's shape (``MTGJSON`` or ``SCRYFALL``), the cards written,
    the cards skipped counted by reason, and the seconds it took."""

    shape: str
    cards: int
    skipped: dict[str, int]
    seconds: float


def open_json(path: Path) -> Any:
    """The JSON value in ``path``, uncompressed as its first bytes say."""
    source = str(path)
    special = not_a_file(path)
    if special:
        raise ScenarioError(source, "", special)
    try:
        with contextlib.ExitStack() as stack:
            raw = stack.enter_context(path.open("rb"))
            head = raw.read(6)
            raw.seek(0)
            if head.startswith(b"PK\x03\x04"):
                return _from_zip(raw, source)
            stream: io.BufferedIOBase = raw
            if head.startswith(b"\x1f\x8b"):
                stream = stack.enter_context(gzip.GzipFile(fileobj=raw))
            elif head.startswith(b"\xfd7zXZ\x00"):
                stream = stack.enter_context(lzma.LZMAFile(raw))
            elif head.startswith(b"BZh"):
                stream = stack.enter_context(bz2.BZ2File(raw))
            return _decode(stream, source)
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile) as err:
        raise ScenarioError(source, "", f"cannot read the card file: {err}") from None


def _from_zip(raw: IO[bytes], source: str) -> Any:
    with zipfile.ZipFile(raw) as archive:
        members = [n for n in archive.namelist() if n.lower().endswith(".json")]
        if len(members) != 1:
            found = ", ".join(archive.namelist()[:5]) or "nothing"
            raise ScenarioError(source, "", f"expected a zip holding one .json file, found "
                                f"{len(members)} .json files ({found})")
        with archive.open(members[0]) as member:
            return _decode(member, f"{source}:{members[0]}")


#: the most bytes a card file may hold once uncompressed: many times Scryfall's largest bulk
#: file of one printing per card, far below what would exhaust memory; a compressed file
#: that expands past it (a "zip bomb") is refused as it is read, not after
MAX_CARD_FILE_BYTES = 1 << 30


def _decode(stream: io.BufferedIOBase | IO[bytes], source: str) -> Any:
    data = stream.read(MAX_CARD_FILE_BYTES + 1)
    if len(data) > MAX_CARD_FILE_BYTES:
        raise ScenarioError(source, "", f"more than {MAX_CARD_FILE_BYTES:,} bytes of JSON "
                            "once uncompressed; a card file of every real card is far smaller "
                            f"(give a smaller file); {SHAPES_ACCEPTED}")
    try:
        return json.loads(data)
    except json.JSONDecodeError as err:
        raise ScenarioError(source, "", f"not JSON ({err.msg} at line {err.lineno} column "
                            f"{err.colno}); {SHAPES_ACCEPTED}") from None
    except UnicodeDecodeError as err:
        raise ScenarioError(source, "", f"not UTF-8 text ({err.reason} at byte {err.start}); "
                            f"{SHAPES_ACCEPTED}") from None
    except RecursionError:
        raise ScenarioError(source, "", "malformed JSON: arrays or objects nested too "
                            "deeply") from None
    except ValueError as err:  # an integer of more digits than Python converts
        if "integer string conversion" not in str(err):
            raise
        raise ScenarioError(source, "", "malformed JSON: a number with more than "
                            f"{sys.get_int_max_str_digits()} digits") from None


def detect(data: Any, source: str) -> str:
    """Which of the two shapes ``data`` has; ``ScenarioError`` if neither."""
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        entries = data["data"]
        if all(isinstance(v, list) for v in entries.values()):
            return MTGJSON
        raise ScenarioError(source, "data", "expected each card name to map to a list of faces "
                            "(MTGJSON AtomicCards; AllPrintings and set files are not read); "
                            + SHAPES_ACCEPTED)
    if isinstance(data, list) and data and all(
            isinstance(c, dict) and c.get("object") == "card" for c in data):
        return SCRYFALL
    if isinstance(data, list):
        what = "an empty array" if not data else "an array of something other than card objects"
    elif isinstance(data, dict):
        what = f"an object with keys {shown(sorted(data)[:6])}"
    else:
        what = shown(data)
    raise ScenarioError(source, "", f"neither card file shape: got {what}; {SHAPES_ACCEPTED}")


def read_cards(data: Any, source: str, skipped: Counter[str]) -> Iterator[CardRecord]:
    """The cards in ``data`` (either shape); each card skipped is counted by its reason."""
    if detect(data, source) == MTGJSON:
        for name, entries in data["data"].items():
            record = _mtgjson(name, entries, source, skipped)
            if record is not None:
                yield record
    else:
        for i, card in enumerate(data):
            record = _scryfall(card, f"[{i}]", source, skipped)
            if record is not None:
                yield record


def _mtgjson(name: Any, entries: list[Any], source: str,
             skipped: Counter[str]) -> CardRecord | None:
    where = f"data[{shown(name)}]"
    if not entries or not all(isinstance(e, dict) for e in entries):
        raise ScenarioError(source, where, "expected a non-empty list of card objects")
    ordered = sorted(entries, key=lambda e: str(e.get("side") or "a"))
    faces = []
    for i, entry in enumerate(ordered):
        at = f"{where}[{i}]"
        kinds = tuple(_words(entry, k, at, source) for k in ("supertypes", "types", "subtypes"))
        faces.append(_face(entry, at, source, _text(entry, "faceName", at, source)
                           or _text(entry, "name", at, source) or str(name),
                           _text(entry, "manaCost", at, source), _text(entry, "text", at, source),
                           kinds, _words(entry, "colors", at, source)))
    front = ordered[0]
    return _playable(CardRecord(_text(front, "name", where, source) or str(name),
                                _text(front, "layout", where, source) or "normal", tuple(faces),
                                _words(front, "keywords", where, source)), skipped)


def _scryfall(card: dict[str, Any], where: str, source: str,
              skipped: Counter[str]) -> CardRecord | None:
    layout = _text(card, "layout", where, source) or "normal"
    if layout in SKIPPED_LAYOUTS:
        skipped[f"layout {layout}"] += 1
        return None
    name = _text(card, "name", where, source)
    if not name:
        raise ScenarioError(source, f"{where}.name", "missing; every card object needs a name")
    parts = card.get("card_faces") or [card]
    if not isinstance(parts, list) or not all(isinstance(p, dict) for p in parts):
        raise ScenarioError(source, f"{where}.card_faces", "expected a list of card faces")
    faces = []
    for i, part in enumerate(parts):
        at = where if part is card else f"{where}.card_faces[{i}]"
        colors = part["colors"] if "colors" in part else card.get("colors", [])
        if "colors" not in part and part is not card and layout in SPLIT_LAYOUTS:
            # a split card's half has its own colors, its mana cost's (CR 709.3a, 105.2, 202.2)
            colors = [c for c in "WUBRG" if "{" + c in str(part.get("mana_cost", ""))
                      or "/" + c + "}" in str(part.get("mana_cost", ""))]
        faces.append(_face(part, at, source, _text(part, "name", at, source) or name,
                           _text(part, "mana_cost", at, source),
                           _text(part, "oracle_text", at, source),
                           _type_line(_text(part, "type_line", at, source)),
                           _words({"colors": colors}, "colors", at, source)))
    return _playable(CardRecord(name, layout, tuple(faces),
                                _words(card, "keywords", where, source)), skipped)


def _face(part: dict[str, Any], at: str, source: str, name: str, cost: str, text: str,
          kinds: tuple[tuple[str, ...], ...], colors: tuple[str, ...]) -> Face:
    """One face: ``kinds`` are its supertypes, card types and subtypes."""
    supertypes, types, subtypes = kinds
    return Face(name=name, cost=cost, types=types, supertypes=supertypes, subtypes=subtypes,
                colors=colors, power=_printed(part, "power", at, source),
                toughness=_printed(part, "toughness", at, source),
                loyalty=_printed(part, "loyalty", at, source),
                defense=_printed(part, "defense", at, source), text=text)


def _playable(record: CardRecord, skipped: Counter[str]) -> CardRecord | None:
    """``record`` with older type names updated, or None (counted) when its front face has no
    card type the engine plays."""
    faces = tuple(attrs.evolve(f, types=tuple(TYPE_ALIASES.get(t, t) for t in f.types))
                  for f in record.faces)
    if not any(t.lower() in CARD_TYPES for t in faces[0].types):
        skipped["no card type the engine plays (" + " ".join(faces[0].types or ("none",))
                + ")"] += 1
        return None
    return attrs.evolve(record, faces=faces)


#: subtypes of more than one word, which a type line separates with spaces like the others
MULTIWORD_SUBTYPES = ("Time Lord",)


def _type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """A Scryfall type line ("Legendary Creature — Human Wizard") as supertypes, card types
    and subtypes (CR 205)."""
    left, _, right = line.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    subtypes = right
    for joined in MULTIWORD_SUBTYPES:  # one creature type of two words (CR 205.3m)
        subtypes = re.sub(rf"\b{joined}\b", joined.replace(" ", "\0"), subtypes)
    return supertypes, types, tuple(w.replace("\0", " ") for w in subtypes.split())


def _text(obj: dict[str, Any], key: str, where: str, source: str) -> str:
    value = obj.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ScenarioError(source, f"{where}.{key}", f"expected a string, got {shown(value)}")
    return value


def _printed(obj: dict[str, Any], key: str, where: str, source: str) -> str | None:
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise ScenarioError(source, f"{where}.{key}", f"expected a string like \"2\" or \"*\", got "
                   f"{shown(value)}")
    return value


def _words(obj: dict[str, Any], key: str, where: str, source: str) -> tuple[str, ...]:
    value = obj.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(source, f"{where}.{key}",
                            f"expected a list of strings, got {shown(value)}")
    return tuple(value)


def import_file(path: Path, database: Path) -> ImportResult:
    """Read the card file ``path`` and write its cards to the database ``database``."""
    start = time.perf_counter()
    source = str(path)
    data = open_json(path)
    shape = detect(data, source)
    skipped: Counter[str] = Counter()
    count = write_database(database, read_cards(data, source, skipped),
                           {"source": path.name, "shape": shape})
    return ImportResult(shape, count, dict(skipped), time.perf_counter() - start)
