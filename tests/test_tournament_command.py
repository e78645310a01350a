"""``mtgsim tournament``: the table and the JSON object, boards saved and played again, the
pairing matrix plot, decks; bad input exits 2 with one message naming the argument."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtgsim.cli import main

ROOT = Path(__file__).resolve().parent.parent
STOMPY = str(ROOT / "examples" / "decks" / "red_green_stompy.txt")
FLIERS = str(ROOT / "examples" / "decks" / "white_blue_fliers.txt")
FAST = ["--workers", "1", "--quiet"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(["tournament", *args])
    except SystemExit as stop:  # argparse's own errors
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, *args, "--json", *FAST)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--policies", "random,heuristic", "--boards", "random:4",
                       "--seed", "3", *FAST)
    assert code == 0
    assert "random vs heuristic" in out and "Elo" in out and "random = 1000" in out
    row = next(line for line in out.splitlines() if line.startswith("random vs heuristic"))
    games, wins, draws, losses = (int(x) for x in row.split()[3:7])
    assert games == 8 == wins + draws + losses  # 4 boards, both seat assignments


def test_json_and_saved_boards(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    saved = tmp_path / "boards.json"
    first = as_json(capsys, "--policies", "random,default", "--boards", "random:5", "-n", "2",
                    "--seed", "7", "--save-boards", str(saved))
    boards = json.loads(saved.read_text())
    assert len(boards) == 5 and all(b["until"] == "end of game" for b in boards)
    assert first["count"] == 5 and first["n"] == 2 and first["kind"] == "boards"
    (pairing,) = first["pairings"]
    assert pairing["games"] == 5 * 2 * 2
    # the saved boards played with the same seed: the same results
    again = as_json(capsys, "--policies", "random,default", "--boards", str(saved), "-n", "2",
                    "--seed", "7")
    assert again["pairings"] == first["pairings"] and again["elo"] == first["elo"]


def test_plot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "matrix.png"
    code, _, err = run(capsys, "--policies", "random,default,heuristic", "--boards",
                       "random:2", "--plot", str(path), *FAST)
    assert code == 0, err
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_decks(capsys: pytest.CaptureFixture[str]) -> None:
    data = as_json(capsys, "--policies", "random,heuristic", "--decks", f"{STOMPY},{FLIERS}",
                   "-n", "2", "--turn-limit", "3")
    (pairing,) = data["pairings"]
    assert data["kind"] == "decks" and data["turn_limit"] == 3
    assert pairing["games"] == 4
    assert {s["games"] for s in pairing["seats"].values()} == {2}


@pytest.mark.parametrize("args, message", [
    (["--policies", "random,nope", "--boards", "random:2"], "unknown policy 'nope'"),
    (["--policies", "random", "--boards", "random:2"], "--policies: expected two or more"),
    (["--policies", "random,random", "--boards", "random:2"], "--policies: each policy once"),
    (["--policies", "random,default", "--boards", "random:x"], "--boards: expected random:N"),
    (["--policies", "random,default", "--boards", "nowhere.json"], "no such board file"),
    (["--policies", "random,default", "--decks", "nowhere.txt"], "--decks: no such deck file"),
    (["--policies", "random,default", "--decks", f"{STOMPY},"], "--decks: expected deck"),
    (["--policies", "random,default", "--decks", STOMPY, "--regret"], "--regret"),
    (["--policies", "random,default", "--boards", "random:2", "--plot", "x.nope"], "--plot"),
    (["--policies", "random,default", "--decks", STOMPY, "--save-boards", "b.json"],
     "--save-boards"),
    (["--policies", "random,default", "--boards", "random:2", "--decks", STOMPY],
     "not allowed with"),
    (["--policies", "random,default"], "one of the arguments --boards --decks is required"),
    (["--policies", "random,default", "--boards", "random:2", "-n", "0"], "-n"),
])
def test_bad_input_exits_2(capsys: pytest.CaptureFixture[str], args: list[str],
                           message: str) -> None:
    code, out, err = run(capsys, *args, *FAST)
    assert code == 2
    assert message in err
    assert "Traceback" not in err and out == ""


def test_bad_board_file_names_the_board(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"players": {"A": {}, "B": {}},
                                "permanents": [{"id": "x", "controller": "A",
                                                "card": "No Such Card"}]}]))
    code, _, err = run(capsys, "--policies", "random,default", "--boards", str(bad), *FAST)
    assert code == 2 and "board 1" in err and "No Such Card" in err
