"""Reading card files (``cards.importer``): both shapes, every compression, multi-face cards,
what is skipped, and bad files (one message naming the file, exit 2 on the CLI)."""

from __future__ import annotations

import bz2
import gzip
import importlib.util
import json
import lzma
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from cards.database import CardDatabase
from cards.importer import MTGJSON, SCRYFALL, import_file
from mtgsim.cli import main
from sim.model.errors import ScenarioError
from sim.model.keywords import Kw

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cards"
ATOMIC = FIXTURES / "atomic_cards.json"
SCRYFALL_FILE = FIXTURES / "scryfall_oracle_cards.json"


def imported(tmp_path: Path, source: Path, name: str = "cards.sqlite") -> CardDatabase:
    db_path = tmp_path / name
    import_file(source, db_path)
    return CardDatabase(db_path)


# --- shapes and compressions ----------------------------------------------------------------

def test_mtgjson_shape_is_detected_and_every_playable_card_imported(tmp_path: Path) -> None:
    result = import_file(ATOMIC, tmp_path / "cards.sqlite")
    assert result.shape == MTGJSON
    assert result.cards == 14  # 15 names, one of them a scheme
    assert result.skipped == {"no card type the engine plays (Scheme)": 1}


def test_scryfall_shape_is_detected_and_tokens_and_art_cards_skipped(tmp_path: Path) -> None:
    result = import_file(SCRYFALL_FILE, tmp_path / "cards.sqlite")
    assert result.shape == SCRYFALL
    assert result.cards == 12
    assert result.skipped == {"layout token": 1, "layout art_series": 1}
    db = CardDatabase(tmp_path / "cards.sqlite")
    assert db.get("Goblin") is None


def _zip(data: bytes, path: Path) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("AtomicCards.json", data)


COMPRESSORS: dict[str, Callable[[bytes, Path], None]] = {
    "AtomicCards.json.gz": lambda data, path: path.write_bytes(gzip.compress(data)),
    "AtomicCards.json.xz": lambda data, path: path.write_bytes(lzma.compress(data)),
    "AtomicCards.json.bz2": lambda data, path: path.write_bytes(bz2.compress(data)),
    "AtomicCards.json.zip": _zip,
    "no-suffix": lambda data, path: path.write_bytes(gzip.compress(data)),  # content decides
}


@pytest.mark.parametrize("name", sorted(COMPRESSORS))
def test_compressed_files_import_the_same_cards(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    COMPRESSORS[name](ATOMIC.read_bytes(), path)
    db = imported(tmp_path, path)
    plain = imported(tmp_path, ATOMIC, "plain.sqlite")
    assert len(db) == len(plain) == 14
    assert db.get("Flametongue Kavu") == plain.get("Flametongue Kavu")


def test_gzipped_scryfall_file(tmp_path: Path) -> None:
    path = tmp_path / "oracle-cards.json.gz"
    path.write_bytes(gzip.compress(SCRYFALL_FILE.read_bytes()))
    db = imported(tmp_path, path)
    card = db["Wind Drake"]
    assert (card.power, card.toughness, card.keywords) == (2, 2, Kw.FLYING)


# --- multi-face cards: the front face, found by either name ---------------------------------

@pytest.mark.parametrize(("source", "full", "front", "types", "stats"), [
    (ATOMIC, "Fire // Ice", "Fire // Ice", ("Instant",), (None, None)),  # split: whole (709.4)
    (ATOMIC, "Bonecrusher Giant // Stomp", "Bonecrusher Giant", ("Creature",), (4, 3)),
    (ATOMIC, "Kazandu Mammoth // Kazandu Valley", "Kazandu Mammoth", ("Creature",), (6, 6)),
    (ATOMIC, "Delver of Secrets // Insectile Aberration", "Delver of Secrets", ("Creature",),
     (1, 1)),
    (ATOMIC, "Bushi Tenderfoot // Kenzo the Hardhearted", "Bushi Tenderfoot", ("Creature",),
     (1, 1)),
    (SCRYFALL_FILE, "Wear // Tear", "Wear // Tear", ("Instant",), (None, None)),
    (SCRYFALL_FILE, "Brazen Borrower // Petty Theft", "Brazen Borrower", ("Creature",), (3, 1)),
    (SCRYFALL_FILE, "Tangled Florahedron // Tangled Vale", "Tangled Florahedron",
     ("Creature",), (1, 1)),
    (SCRYFALL_FILE, "Huntmaster of the Fells // Ravager of the Fells",
     "Huntmaster of the Fells", ("Creature",), (2, 2)),
    (SCRYFALL_FILE, "Akki Lavarunner // Tok-Tok, Volcano Born", "Akki Lavarunner",
     ("Creature",), (1, 1)),
])
def test_multi_face_card_is_its_front_face_by_either_name(
        tmp_path: Path, source: Path, full: str, front: str, types: tuple[str, ...],
        stats: tuple[int | None, int | None]) -> None:
    db = imported(tmp_path, source)
    card = db[full]
    assert card.name == front
    assert card.types == types
    assert (card.power, card.toughness) == stats
    assert db[front.upper()] == card
    record = db.record(card.halves[0].name if card.halves else front)
    assert record is not None and record.name == full and len(record.faces) == 2


def test_back_face_characteristics_are_kept_but_not_played(tmp_path: Path) -> None:
    db = imported(tmp_path, ATOMIC)
    record = db.record("Delver of Secrets")
    assert record is not None and record.layout == "transform"
    back = record.faces[1]
    assert (back.name, back.power, back.toughness) == ("Insectile Aberration", "3", "2")
    assert db["Delver of Secrets"].keywords == Kw.NONE  # the back face's flying is not its


def test_scryfall_face_colors_and_battle_defense(tmp_path: Path) -> None:
    db = imported(tmp_path, SCRYFALL_FILE)
    assert db["Huntmaster of the Fells"].colors == ("R", "G")  # colors on the faces (DFC)
    # colors on the card (split): both halves' (CR 709.4), in WUBRG order; each half its own
    assert db["Wear // Tear"].colors == ("W", "R")
    assert [h.colors for h in db["Wear // Tear"].halves] == [("R",), ("W",)]
    battle = db["Invasion of Zendikar"]
    assert (battle.types, battle.subtypes, battle.defense) == (("Battle",), ("Siege",), 3)


def test_type_line_supertypes_and_tribal_read_as_kindred(tmp_path: Path) -> None:
    scry = imported(tmp_path, SCRYFALL_FILE)
    record = scry.record("Tok-Tok, Volcano Born // Akki Lavarunner")
    assert record is None  # only the full name and the front face's name find a card
    record = scry.record("Akki Lavarunner")
    assert record is not None and record.faces[1].supertypes == ("Legendary",)
    atomic = imported(tmp_path, ATOMIC, "atomic.sqlite")
    assert atomic["Bitterblossom"].types == ("Kindred", "Enchantment")


def test_star_power_is_read_as_zero_and_defined_by_the_text(tmp_path: Path) -> None:
    """CR 604.3: Tarmogoyf's printed "*" and "1+*" are read as 0 and defined by its
    characteristic-defining ability, so they aren't listed as not run (an undefined "*" is:
    ``tests/test_cda.py``)."""
    card = imported(tmp_path, ATOMIC)["Tarmogoyf"]
    assert (card.power, card.toughness) == (0, 0)
    assert card.unsupported == ()


# --- bad files ------------------------------------------------------------------------------

def _zip_without_json(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("readme.txt", "no cards here")


BAD_FILES: dict[str, tuple[Callable[[Path], None], str]] = {
    "not JSON": (lambda p: p.write_text("name,power\nBears,2\n"), "not JSON"),
    "neither shape": (lambda p: p.write_text('{"cards": []}'), "neither card file shape"),
    "an array of numbers": (lambda p: p.write_text("[1, 2]"), "neither card file shape"),
    "an empty array": (lambda p: p.write_text("[]"), "an empty array"),
    "a zip without JSON": (_zip_without_json, "expected a zip holding one .json file"),
    "a broken gzip": (lambda p: p.write_bytes(b"\x1f\x8b\x08\x00garbage"), "cannot read"),
    "not UTF-8": (lambda p: p.write_bytes(b'["\xff\xfe"]'), "not UTF-8 text"),
    "AllPrintings": (lambda p: p.write_text('{"data": {"LEA": {"cards": []}}}'),
                     "AllPrintings and set files are not read"),
    "nested too deeply": (lambda p: p.write_text("[" * 100_000), "nested too deeply"),
    "a number of 5000 digits": (lambda p: p.write_text("[" + "9" * 5000 + "]"),
                                "a number with more than 4300 digits"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_file_is_one_message_naming_the_file_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    make, expected = BAD_FILES[kind]
    path = tmp_path / "cards.json"
    make(path)
    assert main(["cards", "import", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"mtgsim: error: {path}") and expected in err
    assert "Traceback" not in err and err.count("\n") == 1
    assert not (tmp_path / "cards.sqlite").exists()


def test_shape_errors_list_what_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"cards": []}')
    with pytest.raises(ScenarioError) as err:
        import_file(path, tmp_path / "db.sqlite")
    assert "MTGJSON AtomicCards" in err.value.message and "Scryfall" in err.value.message


def test_a_field_of_the_wrong_kind_names_the_card_and_field(tmp_path: Path) -> None:
    data = json.loads(ATOMIC.read_text())
    data["data"]["Grizzly Bears"][0]["power"] = [2]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ScenarioError) as err:
        import_file(path, tmp_path / "db.sqlite")
    assert err.value.source == str(path)
    assert err.value.field == "data['Grizzly Bears'][0].power"
    assert "expected a string" in err.value.message


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import", str(tmp_path / "nope.json")]) == 2
    err = capsys.readouterr().err
    assert "nope.json" in err and "cannot read the card file" in err


def test_failed_import_keeps_the_previous_database(tmp_path: Path) -> None:
    db_path = tmp_path / "cards.sqlite"
    import_file(ATOMIC, db_path)
    bad = tmp_path / "bad.json"
    bad.write_text("[1]")
    with pytest.raises(ScenarioError):
        import_file(bad, db_path)
    assert CardDatabase(db_path).get("Grizzly Bears") is not None


# --- the synthetic files of benchmarks/synthetic_cards.py -----------------------------------

@pytest.mark.parametrize("shape", ["mtgjson", "scryfall"])
def test_synthetic_benchmark_file_imports(tmp_path: Path, shape: str) -> None:
    spec = importlib.util.spec_from_file_location(
        "synthetic_cards", Path(__file__).resolve().parent.parent / "benchmarks"
        / "synthetic_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    content = module.mtgjson(300) if shape == "mtgjson" else module.scryfall(300)
    names = list(content["data"]) if shape == "mtgjson" else [c["name"] for c in content]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(content))
    result = import_file(path, tmp_path / "db.sqlite")
    assert result.cards + sum(result.skipped.values()) == 300 and result.cards > 250
    db = CardDatabase(tmp_path / "db.sqlite")
    multi = next(n for n in names if " // " in n)
    assert db[multi].name == multi.split(" // ")[0] == db[multi.split(" // ")[0]].name


@pytest.mark.parametrize(("name", "found", "stats"), [
    ("Insectile Aberration", "Insectile Aberration", (3, 2)),  # transform: the back face
    ("Ravager of the Fells", "Ravager of the Fells", (4, 4)),
    ("Tangled Vale", "Tangled Vale", (None, None)),  # modal double-faced: its land face
    ("Kenzo the Hardhearted", "Kenzo the Hardhearted", (3, 4)),  # flip
    ("Ice", "Fire // Ice", (None, None)),  # split: the whole card (CR 709.4)
    ("Stomp", "Bonecrusher Giant", (4, 3)),  # adventure: the creature
])
def test_every_face_name_finds_the_card(tmp_path: Path, name: str, found: str,
                                         stats: tuple[int | None, int | None]) -> None:
    """A face's name is a lookup key: a face that is a permanent of its own (CR 710, 712)
    gives that face; a split card the whole card (709.4), an adventure card its front face."""
    atomic = imported(tmp_path, ATOMIC, "atomic.sqlite")
    scryfall = imported(tmp_path, SCRYFALL_FILE, "scryfall.sqlite")
    card = atomic.get(name) or scryfall.get(name)
    assert card is not None and card.name == found
    assert (card.power, card.toughness) == stats
    if name == "Insectile Aberration":
        assert card.keywords == Kw.FLYING


def test_a_two_word_subtype_stays_one_subtype() -> None:
    """Scryfall's type line separates subtypes with spaces; "Time Lord" is one creature type
    (CR 205.3m)."""
    from cards.importer import _type_line

    assert _type_line("Legendary Creature — Time Lord Doctor") == (
        ("Legendary",), ("Creature",), ("Time Lord", "Doctor"))
    assert _type_line("Creature — Human Wizard")[2] == ("Human", "Wizard")


def test_a_damaged_database_is_one_message_naming_it(tmp_path: Path) -> None:
    """A database whose pages are damaged past its header opens (sqlite reads pages as it
    needs them) and then failed with ``sqlite3.DatabaseError`` on the first lookup: every
    query now raises a ``ScenarioError`` naming the file, saying it is damaged and how to
    rebuild it; a file damaged from its first byte is refused as it is opened."""
    db_path = tmp_path / "cards.sqlite"
    import_file(ATOMIC, db_path)
    raw = bytearray(db_path.read_bytes())
    raw[4096:] = bytes(len(raw) - 4096)  # every page but the first (the schema) zeroed
    db_path.write_bytes(bytes(raw))
    for use in (lambda db: db.get("Grizzly Bears"), lambda db: len(db), lambda db: db.names(),
                lambda db: list(db.records())):
        try:
            database = CardDatabase(db_path)
        except ScenarioError as err:  # damaged where opening reads: as good
            assert "damaged" in str(err)
            continue
        with pytest.raises(ScenarioError) as err:
            use(database)
        assert str(err.value).startswith(f"{db_path}: ") and "damaged" in str(err.value)
        assert "mtgsim cards import" in str(err.value)
    db_path.write_bytes(b"\x00" * 8192)
    with pytest.raises(ScenarioError, match="or remove this file to use the bundled cards"):
        CardDatabase(db_path)
