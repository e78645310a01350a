"""The imported card database (``cards.database``) and name resolution over the bundled pool
(``cards.lookup``): lazy indexed lookups, the same card builder as the bundled TOML, imported
cards winning, suggestions, the cache of ``--cards`` files, and ``mtgsim cards show``."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

import cards.lookup
import mtgsim
from cards import default_pool
from cards.database import CardDatabase, build_record
from cards.importer import import_file
from cards.lookup import card_pool
from mtgsim.cli import main
from sim.model.errors import ScenarioError
from sim.text import build_card

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cards"
ATOMIC = FIXTURES / "atomic_cards.json"
SCRYFALL_FILE = FIXTURES / "scryfall_oracle_cards.json"

ATTACK = """
active_player = "A"
[players.A]
life = 20
[players.B]
life = 20
[[permanents]]
id = "x"
controller = "A"
card = "{card}"
[combat]
attacks = {{ x = "B" }}
"""


def scenario(tmp_path: Path, card: str) -> str:
    path = tmp_path / "attack.toml"
    path.write_text(ATTACK.format(card=card), encoding="utf-8")
    return str(path)


def life_after(capsys: pytest.CaptureFixture[str], *argv: str) -> int:
    assert main(["run", *argv, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    life: int = result["players"]["B"]["life"]
    return life


# --- the same builder as the bundled cards --------------------------------------------------

def fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


@pytest.mark.parametrize(("name", "fields"), [
    ("Flametongue Kavu", {"power": 4, "toughness": 2, "cost": "{3}{R}", "subtypes": ["Kavu"],
                          "colors": ["R"], "text": "When Flametongue Kavu enters, it deals 4 "
                          "damage to target creature."}),
    ("Elvish Visionary", {"power": 1, "toughness": 1, "cost": "{1}{G}", "colors": ["G"],
                          "subtypes": ["Elf", "Shaman"],
                          "text": "When this creature enters, draw a card."}),
])
def test_imported_card_equals_the_same_fields_through_build_card(
        tmp_path: Path, name: str, fields: dict[str, object]) -> None:
    import_file(ATOMIC, tmp_path / "db.sqlite")
    card = CardDatabase(tmp_path / "db.sqlite")[name]
    assert card == build_card({"name": name, "types": ["Creature"], **fields}, fail)


@pytest.mark.parametrize(("source", "name"), [
    (ATOMIC, "Flametongue Kavu"),           # "When <its name> enters"
    (ATOMIC, "Elvish Visionary"),           # "When this creature enters" (2024 wording)
    (ATOMIC, "Attended Knight"),            # "When <its name> enters the battlefield"
    (SCRYFALL_FILE, "Gray Merchant of Asphodel"),
    (SCRYFALL_FILE, "Inspiring Overseer"),
])
def test_self_reference_in_text_is_the_card_itself(tmp_path: Path, source: Path,
                                                   name: str) -> None:
    import_file(source, tmp_path / "db.sqlite")
    card = CardDatabase(tmp_path / "db.sqlite")[name]
    assert [(t.event, t.subject) for t in card.triggered] == [("Entered", "self")]


def test_own_name_in_a_static_ability(tmp_path: Path) -> None:
    import_file(SCRYFALL_FILE, tmp_path / "db.sqlite")
    piker = CardDatabase(tmp_path / "db.sqlite")["Goblin Piker"]
    assert piker.unsupported == ()
    assert piker == build_card({"name": "Goblin Piker", "types": ["Creature"], "power": 2,
                                "toughness": 1, "text": "Goblin Piker can't block.",
                                "cost": "{1}{R}", "subtypes": ["Goblin", "Warrior"],
                                "colors": ["R"]}, fail)


def test_a_card_the_engine_refuses_names_the_database_and_card(tmp_path: Path) -> None:
    data = json.loads(ATOMIC.read_text())
    data["data"]["Grizzly Bears"][0]["text"] = "Rampage 99999999999999999999"
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data))
    import_file(path, tmp_path / "db.sqlite")
    db = CardDatabase(tmp_path / "db.sqlite")
    with pytest.raises(ScenarioError) as err:
        db.get("Grizzly Bears")
    assert err.value.source == str(tmp_path / "db.sqlite")
    assert err.value.field == "Grizzly Bears.text" and "too large" in err.value.message


# --- lookups --------------------------------------------------------------------------------

def test_lookup_runs_only_indexed_queries(tmp_path: Path) -> None:
    import_file(ATOMIC, tmp_path / "db.sqlite")
    db = CardDatabase(tmp_path / "db.sqlite")
    queries: list[str] = []
    db._db.set_trace_callback(queries.append)
    assert db.get("  SERRA angel ") is not None
    assert db.get("Kazandu Mammoth") is not None  # through the alias table
    assert len(queries) == 3  # one miss in cards, then the alias
    assert all("WHERE" in q and "key = " in q for q in queries)
    plan = db._db.execute("EXPLAIN QUERY PLAN SELECT * FROM cards WHERE key = ?",
                          ("x",)).fetchall()
    assert "PRIMARY KEY" in " ".join(str(tuple(row)) for row in plan)


def test_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    path.write_text("hello")
    with pytest.raises(ScenarioError) as err:
        CardDatabase(path)
    assert err.value.source == str(path) and "mtgsim cards import" in err.value.message


def test_wrong_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    import_file(ATOMIC, path)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value = '0' WHERE key = 'schema_version'")
    with pytest.raises(ScenarioError) as err:
        CardDatabase(path)
    assert err.value.field == "schema_version"


def test_suggestions_come_from_both_pools(data_dir: Path) -> None:
    pool = card_pool(ATOMIC)
    assert pool.suggest("Flametongue Kavo")[0] == "Flametongue Kavu"
    assert pool.suggest("Hill Gaint")[0] == "Hill Giant"  # bundled only
    assert pool.suggest("bonecrusher giant")[0] in ("Bonecrusher Giant",
                                                   "Bonecrusher Giant // Stomp")


def test_unknown_card_in_a_scenario_suggests_imported_names(
        tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", scenario(tmp_path, "Flametongue Kavo"), "--cards", str(ATOMIC)])
    assert code == 2
    err = capsys.readouterr().err
    assert "unknown card 'Flametongue Kavo'. Did you mean 'Flametongue Kavu'" in err


# --- scenarios with imported cards ----------------------------------------------------------

def test_scenario_naming_an_imported_card_runs(
        tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import", str(ATOMIC)]) == 0
    assert "imported 14 cards" in capsys.readouterr().out
    assert "Skyhunter Skirmisher" not in default_pool()
    # a 1/1 with flying and double strike, unblocked: two hits of 1
    assert life_after(capsys, scenario(tmp_path, "Skyhunter Skirmisher")) == 18


def test_imported_card_overrides_the_bundled_one(
        tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert life_after(capsys, scenario(tmp_path, "Grizzly Bears")) == 18  # bundled 2/2
    data = json.loads(ATOMIC.read_text())
    data["data"]["Grizzly Bears"][0]["power"] = "7"
    path = tmp_path / "bears.json"
    path.write_text(json.dumps(data))
    assert life_after(capsys, scenario(tmp_path, "Grizzly Bears"), "--cards", str(path)) == 13
    pool = card_pool(ATOMIC)
    assert pool["Serra Angel"].text == "Flying, vigilance"  # the imported one
    assert default_pool()["Serra Angel"].text == ""


def test_env_var_names_the_card_file(tmp_path: Path, data_dir: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGSIM_CARDS", str(SCRYFALL_FILE))
    state = mtgsim.load(scenario(tmp_path, "Wind Drake"))
    assert state.permanents["x"].card.name == "Wind Drake"
    monkeypatch.setenv("MTGSIM_CARDS", str(tmp_path / "missing.json"))
    with pytest.raises(ScenarioError) as err:
        mtgsim.load(scenario(tmp_path, "Wind Drake"))
    assert "from MTGSIM_CARDS" in err.value.source and "no such card file" in err.value.message


def test_load_takes_a_card_file(tmp_path: Path, data_dir: Path) -> None:
    state = mtgsim.load(scenario(tmp_path, "Brazen Borrower // Petty Theft"),
                        cards=SCRYFALL_FILE)
    assert state.permanents["x"].card.name == "Brazen Borrower"


def test_without_imports_the_bundled_pool_is_used(tmp_path: Path, data_dir: Path) -> None:
    pool = card_pool()
    assert pool.databases == () and pool["Grizzly Bears"] == default_pool()["Grizzly Bears"]
    with pytest.raises(ScenarioError):
        mtgsim.load(scenario(tmp_path, "Wind Drake"))


# --- the cache of --cards files -------------------------------------------------------------

def test_card_file_is_imported_once_and_cached_by_content(
        tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Path] = []
    real = cards.lookup.import_file

    def counting(path: Path, database: Path) -> object:
        calls.append(path)
        return real(path, database)

    monkeypatch.setattr(cards.lookup, "import_file", counting)
    source = tmp_path / "cards.json"
    source.write_bytes(ATOMIC.read_bytes())
    board = scenario(tmp_path, "Skyhunter Skirmisher")
    assert life_after(capsys, board, "--cards", str(source)) == 18
    cached = list((data_dir / "imports").iterdir())
    assert len(calls) == 1 and len(cached) == 1
    mtime = cached[0].stat().st_mtime_ns
    assert life_after(capsys, board, "--cards", str(source)) == 18
    assert len(calls) == 1 and cached[0].stat().st_mtime_ns == mtime
    data = json.loads(source.read_text())
    data["data"]["Skyhunter Skirmisher"][0]["power"] = "3"
    source.write_text(json.dumps(data))  # new content: imported again
    assert life_after(capsys, board, "--cards", str(source)) == 14
    assert len(calls) == 2 and len(list((data_dir / "imports").iterdir())) == 2


def test_import_command_writes_the_data_dir(data_dir: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import", str(SCRYFALL_FILE)]) == 0
    out = capsys.readouterr().out
    assert f"into {data_dir / 'cards.sqlite'}" in out and "skipped 1: layout token" in out
    assert os.path.getsize(data_dir / "cards.sqlite") > 0
    assert card_pool()["wind drake"].power == 2


# --- mtgsim cards show ----------------------------------------------------------------------

def test_show_prints_what_the_engine_reads(data_dir: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "flametongue kavu", "--cards", str(ATOMIC)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Flametongue Kavu  (")
    assert "Creature — Kavu  {3}{R}" in out and "4/2" in out
    assert "triggered: When Flametongue Kavu enters" in out and "(waits for Entered)" in out


def test_show_renders_each_clause_back_and_names_one_read_approximately(
        data_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Each clause run is printed as its model renders it back (``sim.text.render``); a clause
    read into another ability is named with the engine's reading."""
    assert main(["cards", "show", "flametongue kavu", "--cards", str(ATOMIC)]) == 0
    out = capsys.readouterr().out
    assert "rendered back: when ~ enters, ~ deals 4 damage to target creature" in out
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"data": {"Stubborn Wall": [{
        "name": "Stubborn Wall", "type": "Creature — Wall", "types": ["Creature"],
        "subtypes": ["Wall"], "power": "0", "toughness": "4", "manaCost": "{2}",
        "text": "Defender\nStubborn Wall blocks each turn if able."}]}}))
    assert main(["cards", "show", "Stubborn Wall", "--cards", str(path), "--json"]) == 0
    card = json.loads(capsys.readouterr().out)["card"]
    assert card["status"] == "partial"
    assert card["approximate"] == [{"clause": "Stubborn Wall blocks each turn if able.",
                                    "engine_reads": "~ blocks each combat if able"}]
    assert card["rendered"] == [{"clause": "Defender", "rendered": "defender"}]


def test_show_a_multi_face_card_and_clauses_not_run(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Fire // Ice", "--cards", str(ATOMIC)]) == 0
    out = capsys.readouterr().out
    assert "layout: split; the engine casts 'Fire // Ice' as either half: Fire, Ice" in out
    assert "  half: Fire  (a half; support: full)" in out  # CR 709.3
    assert main(["cards", "show", "Tarmogoyf", "--cards", str(ATOMIC)]) == 0
    # its "*" and "1+*" are defined by its text (CR 604.3): read, not listed as not run
    assert "printed power '*'" not in capsys.readouterr().out


def test_show_json(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Kazandu Valley", "--cards", str(ATOMIC), "--json"]) == 0
    back = json.loads(capsys.readouterr().out)["card"]  # a modal DFC's back face: a land
    assert (back["name"], back["types"], back["full_name"]) == (
        "Kazandu Valley", ["Land"], "Kazandu Mammoth // Kazandu Valley")
    assert main(["cards", "show", "Kazandu Mammoth", "--cards", str(ATOMIC), "--json"]) == 0
    card = json.loads(capsys.readouterr().out)["card"]
    assert card["layout"] == "modal_dfc" and card["other_faces"] == ["Kazandu Valley"]
    assert (card["power"], card["toughness"], card["source"].endswith(".sqlite")) == (6, 6, True)


def test_show_bundled_card(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Serra Angel", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)["card"]
    assert card["source"] == "bundled" and card["keywords"] == ["flying", "vigilance"]


def test_show_unknown_card_suggests(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Sera Angel"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mtgsim: error: cards show: NAME: unknown card 'Sera Angel'. Did you "
                          "mean 'Serra Angel'") and err.count("\n") == 1


def test_build_record_is_what_get_returns(tmp_path: Path) -> None:
    import_file(ATOMIC, tmp_path / "db.sqlite")
    db = CardDatabase(tmp_path / "db.sqlite")
    record = db.record("Ajani Goldmane")
    assert record is not None
    assert db["Ajani Goldmane"] == build_record(record, "x")
    assert db["Ajani Goldmane"].loyalty == 4


def test_a_loyalty_or_defense_a_card_type_does_not_have_is_not_read() -> None:
    """CR 306.5b and 310.4b: only a planeswalker has loyalty and only a battle defense; the
    export's "None" loyalty on a creature (Akroma, Vision of Ixidor) is not a printed value
    the card lacks, and the card isn't reported as dropping it."""
    from cards.database import Face, card_fields

    fields, dropped = card_fields(Face("Akroma", types=("Creature",), power="6", toughness="6",
                                       loyalty="None"))
    assert "loyalty" not in fields and dropped == []
    fields, dropped = card_fields(Face("Jace", types=("Planeswalker",), loyalty="X"))
    assert fields["loyalty"] == 0 and dropped == ["printed loyalty 'X' (read as 0)"]
