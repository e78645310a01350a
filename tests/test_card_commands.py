"""``mtgsim cards coverage --deck FILE`` (mtgsim/cli/card_commands.py): the deck's table and
JSON (checked against ``cards.deck_coverage``), the card file it reads, and every bad input
(exit 2, one message naming the file or argument, never a traceback); with several ``--deck``
or ``--decks DIR``, one row per deck (``DeckSetCoverage``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cards import default_pool
from cards.deck_coverage import DeckSetCoverage, deck_coverage
from cards.decks import load_deck
from mtgsim.cli import main

ROOT = Path(__file__).resolve().parent.parent
STOMPY = ROOT / "examples" / "decks" / "red_green_stompy.txt"
FLIERS = ROOT / "examples" / "decks" / "white_blue_fliers.txt"
ATOMIC = ROOT / "tests" / "fixtures" / "cards" / "atomic_cards.json"
DECK = ("About\nName Mixed\nDeck\n4 Ajani Goldmane\n2 Fire // Ice\n2 Bonecrusher Giant\n"
        "4 Grizzly Bears\n12 Swamp\nSideboard\n2 Serra Angel\n")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["cards", "coverage", *argv])
    except SystemExit as stop:  # argparse's own errors
        code = int(str(stop.code))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def mixed(tmp_path: Path, data_dir: Path) -> Path:
    path = tmp_path / "mixed.txt"
    path.write_text(DECK, encoding="utf-8")
    return path


def test_the_table_of_an_example_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--deck", str(STOMPY))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "coverage of a deck, its cards from bundled cards"
    assert lines[1:] == deck_coverage(load_deck(STOMPY)).table().splitlines()
    assert lines[2] == ("run in full: 60 of 60 cards (100.0%), 36 of 36 non-basic-land cards "
                        "(100.0%), 12 of 12 distinct cards (100.0%)")
    assert lines[4] == "    4  full     Greenwood Sentinel" and len(lines) == 4 + 12


def test_the_table_names_what_does_not_run(capsys: pytest.CaptureFixture[str],
                                           mixed: Path) -> None:
    code, out, _ = run(capsys, "--deck", str(mixed), "--cards", str(ATOMIC))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("coverage of a deck, its cards from ") and \
        lines[0].endswith(".sqlite over bundled cards")
    assert lines[1] == f"deck {mixed} (Mixed): 24 cards; its sideboard (2 cards) is not played"
    assert lines[2] == ("run in full: 20 of 24 cards (83.3%), 8 of 12 non-basic-land cards "
                        "(66.7%), 4 of 5 distinct cards (80.0%)")
    assert "    2  full     Fire // Ice" in lines  # cast as either half (CR 709.3)
    assert lines[lines.index("    4  partial  Ajani Goldmane") + 1].startswith(
        "                not run: −6: Create a white Avatar creature token.")
    assert "    2  full     Bonecrusher Giant // Stomp" in lines  # "that spell's controller"


def test_the_json(capsys: pytest.CaptureFixture[str], mixed: Path) -> None:
    code, out, _ = run(capsys, "--deck", str(mixed), "--cards", str(ATOMIC), "--json")
    assert code == 0
    data = json.loads(out)
    assert data.pop("schema_version") == 1
    sources = data.pop("sources")
    assert sources[-1] == "bundled cards" and sources[0].endswith(".sqlite")
    expected = deck_coverage(load_deck(mixed, cards=ATOMIC)).to_json()
    assert data == json.loads(json.dumps(expected))
    assert data["distinct_cards"] == {"cards": 5, "full": 4, "percent_full": 80.0}
    assert [c["name"] for c in data["cards"]] == [
        "Ajani Goldmane", "Fire // Ice", "Bonecrusher Giant // Stomp", "Grizzly Bears", "Swamp"]
    assert data["cards"][0]["unsupported"] == [
        c for c in load_deck(mixed, cards=ATOMIC).main[0].card.unsupported]


def test_the_pool_report_is_unchanged_without_deck(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--json")
    data = json.loads(out)
    assert code == 0 and data["cards"] == len(default_pool())
    assert len(data["unsupported_patterns"]) <= 25  # --top's default
    code, out, _ = run(capsys, "--json", "--top", "1")
    assert len(json.loads(out)["unsupported_patterns"]) == 1


# --- bad input --------------------------------------------------------------------------------

def test_unknown_cards_are_all_named_at_once(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    path = tmp_path / "typos.txt"
    path.write_text("Deck\n4 Grizly Bears\n20 Forest\n2 Shokc\n", encoding="utf-8")
    code, out, err = run(capsys, "--deck", str(path))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"mtgsim: error: {path}: unknown cards on 2 lines: line 2: 'Grizly "
                          "Bears' (did you mean 'Grizzly Bears'")
    assert "; line 4: 'Shokc' (did you mean 'Shock'" in err


@pytest.mark.parametrize(("argv", "message"), [
    (["--deck", "{missing}"], "{missing}: no such deck file"),
    (["--deck", str(STOMPY), "--type", "creature"],
     "--type: creature: does not go with --deck: the deck report lists every card of the deck"),
    (["--deck", str(STOMPY), "--top", "3"], "--top: 3: does not go with --deck"),
    (["--deck", str(STOMPY), "--cards", "{missing}"], "{missing}: no such card file"),
])
def test_bad_input_is_one_message_and_exit_2(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path, argv: list[str],
                                             message: str) -> None:
    missing = str(tmp_path / "missing.txt")
    code, out, err = run(capsys, *(a.format(missing=missing) for a in argv))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"mtgsim: error: {message.format(missing=missing)}")


def test_a_bad_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("Deck\n4 Forest\nfour Forests\n", encoding="utf-8")
    code, out, err = run(capsys, "--deck", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"mtgsim: error: {path}: line 3: 'four Forests': expected a card line")


def test_no_traceback_in_a_new_process(tmp_path: Path) -> None:
    path = tmp_path / "typos.txt"
    path.write_text("1 Nope Nope\n2 Nada Nada\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mtgsim", "cards", "coverage", "--deck",
                           str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{path}: unknown cards on 2 lines" in done.stderr


# --- several decks ----------------------------------------------------------------------------

def test_several_decks_one_row_each(capsys: pytest.CaptureFixture[str], mixed: Path) -> None:
    code, out, err = run(capsys, "--deck", str(STOMPY), "--deck", str(mixed), "--cards",
                         str(ATOMIC))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("coverage of 2 decks, their cards from ")
    expected = DeckSetCoverage((deck_coverage(load_deck(STOMPY, cards=ATOMIC)),
                                deck_coverage(load_deck(mixed, cards=ATOMIC))))
    assert lines[1:] == expected.table().splitlines()
    assert lines[2].startswith("red_green_stompy.txt") and lines[2].endswith("  yes")
    assert lines[3].startswith("mixed.txt ") and lines[3].endswith("  no")
    assert expected.summary() in lines
    assert expected.summary().startswith("1 of 2 decks run fully; ")


def test_a_directory_of_decks_and_top(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      data_dir: Path) -> None:
    (tmp_path / "b.txt").write_text("Deck\n4 Ajani Goldmane\n2 Fire // Ice\n20 Island\n",
                                    encoding="utf-8")
    (tmp_path / "a.dec").write_text("4 Grizzly Bears\n20 Forest\n", encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a deck", encoding="utf-8")
    code, out, _ = run(capsys, "--decks", str(tmp_path), "--cards", str(ATOMIC), "--top", "1",
                       "--json")
    assert code == 0
    data = json.loads(out)
    assert [Path(d["deck"]).name for d in data["decks"]] == ["a.dec", "b.txt"]
    assert [d["runs_fully"] for d in data["decks"]] == [True, False]
    assert data["runs_fully"] == 1 and data["decks_total"] == 2
    assert data["slots"] == {"cards": 50, "full": 46, "percent_full": 92.0}
    assert len(data["decks"][1]["lost"]) == 1
    assert data["decks"][1]["lost"][0]["copies"] == 4  # Ajani Goldmane (Fire // Ice runs)
    code, out, _ = run(capsys, "--decks", str(tmp_path), "--deck", str(STOMPY), "--cards",
                       str(ATOMIC))
    assert code == 0 and "coverage of 3 decks" in out.splitlines()[0]


@pytest.mark.parametrize(("argv", "message"), [
    (["--decks", "{missing}"], "{missing}: no such deck directory"),
    (["--decks", str(STOMPY)], f"{STOMPY}: not a directory: give a directory of deck files"),
    (["--decks", "{empty}"], "{empty}: no deck files in the directory (accepted: *.txt, *.dec)"),
    (["--deck", str(STOMPY), "--deck", str(FLIERS), "--type", "creature"],
     "--type: creature: does not go with --deck or --decks"),
    (["--deck", str(STOMPY), "--deck", "{missing}"], "{missing}: no such deck file"),
    (["--decks", "{bad}"], "{bad}/b.txt: line 3: 'four Forests': expected a card line"),
    (["--decks", "{typo}"], "{typo}/t.txt: line 2: '4 Grizly Bears': unknown card 'Grizly "
     "Bears'. Did you mean 'Grizzly Bears'"),
])
def test_bad_input_for_several_decks(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                     argv: list[str], message: str) -> None:
    places = {"missing": tmp_path / "missing", "empty": tmp_path / "empty",
              "bad": tmp_path / "bad", "typo": tmp_path / "typo"}
    for name in ("empty", "bad", "typo"):
        places[name].mkdir()
    (places["bad"] / "a.txt").write_text("4 Forest\n", encoding="utf-8")
    (places["bad"] / "b.txt").write_text("Deck\n4 Forest\nfour Forests\n", encoding="utf-8")
    (places["typo"] / "t.txt").write_text("Deck\n4 Grizly Bears\n20 Forest\n",
                                          encoding="utf-8")
    shown = {k: str(v) for k, v in places.items()}
    code, out, err = run(capsys, *(a.format(**shown) for a in argv))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"mtgsim: error: {message.format(**shown)}")
