"""``mtgsim game DECK_A DECK_B``: one game between two decks — the summary, the turn-by-turn
log (checked against the game's own events), the JSON (checked against ``mtgsim.game`` +
``mtgsim.play`` run in Python with the same seed and policies), reproducibility, card
warnings and ``--strict``, and every bad input (exit 2, one message naming the file or
argument, never a traceback)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

import mtgsim
from mtgsim.cli import main
from mtgsim.games import TURN_LIMIT
from sim.model.events import (
    AttackerDeclared,
    CardDrawn,
    DamageDealt,
    HandKept,
    LandPlayed,
    Mulliganed,
    PlayerLost,
    SpellCast,
    TurnBegan,
)
from sim.model.state import GameState

ROOT = Path(__file__).resolve().parent.parent
STOMPY = str(ROOT / "examples" / "decks" / "red_green_stompy.txt")
FLIERS = str(ROOT / "examples" / "decks" / "white_blue_fliers.txt")
ATOMIC = ROOT / "tests" / "fixtures" / "cards" / "atomic_cards.json"
RANDOM = ("--policy", "A=random", "--policy", "B=random")
TURN_HEADER = re.compile(r"^Turn (\d+) — ([AB])$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def python_game(seed: int, policies: dict[str, str], first: str | None = None,
                turn_limit: int = TURN_LIMIT) -> GameState:
    """The game the command plays, made and played through the Python API."""
    state = mtgsim.game(STOMPY, FLIERS, seed=seed, first=first, turn_limit=turn_limit)
    mtgsim.play(state, policies, np.random.default_rng(seed))
    return state


def turn_blocks(log: str) -> dict[int, list[str]]:
    """The log's lines under each "Turn N — P" header, by turn number (up to the result)."""
    blocks: dict[int, list[str]] = {}
    current: list[str] | None = None
    for line in log.splitlines():
        m = TURN_HEADER.match(line)
        if m:
            current = blocks.setdefault(int(m[1]), [])
        elif line.startswith("== "):
            current = None
        elif current is not None:
            current.append(line.strip())
    return blocks


def events_by_turn(state: GameState) -> dict[int, list[object]]:
    out: dict[int, list[object]] = {}
    turn = 0
    for e in state.events:
        if isinstance(e, TurnBegan):
            turn = e.turn
        out.setdefault(turn, []).append(e)
    return out


# --- reproducibility --------------------------------------------------------------------------

@pytest.mark.parametrize("mode", [(), ("--log",), ("--json",), ("--log", "--json")])
def test_same_seed_same_output(capsys: pytest.CaptureFixture[str], mode: tuple[str, ...]) -> None:
    first = run(capsys, "game", STOMPY, FLIERS, "--seed", "4", *RANDOM, *mode)
    second = run(capsys, "game", STOMPY, FLIERS, "--seed", "4", *RANDOM, *mode)
    assert first[0] == 0 and first == second


def test_different_seeds_differ(capsys: pytest.CaptureFixture[str]) -> None:
    logs = {run(capsys, "game", STOMPY, FLIERS, "--seed", str(s), *RANDOM, "--log")[1]
            for s in (1, 2, 3)}
    assert len(logs) == 3


def test_same_output_in_a_new_process() -> None:
    """Nothing depends on the process (hash seeds, import order): the README's command."""
    argv = [sys.executable, "-m", "mtgsim", "game", STOMPY, FLIERS, "--seed", "1", *RANDOM,
            "--log"]
    a = subprocess.run(argv, capture_output=True, check=False)
    b = subprocess.run(argv, capture_output=True, check=False)
    assert a.returncode == 0 and a.stdout == b.stdout and b"Turn 1 \xe2\x80\x94 " in a.stdout
    assert b"Traceback" not in a.stderr


# --- the log ----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 7])
def test_log_shows_each_turn_with_its_land_plays_draws_and_casts(
        capsys: pytest.CaptureFixture[str], seed: int) -> None:
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", str(seed), *RANDOM, "--log")
    assert code == 0
    state = python_game(seed, {"A": "random", "B": "random"})
    headers = [TURN_HEADER.match(line) for line in out.splitlines()]
    shown = [(int(m[1]), m[2]) for m in headers if m]
    began = [(e.turn, e.player) for e in state.events if isinstance(e, TurnBegan)]
    assert shown == began and len(shown) == state.turn
    blocks, by_turn = turn_blocks(out), events_by_turn(state)
    for turn, lines in blocks.items():
        events = by_turn[turn]
        lands = [f"{e.player} plays the land {e.card}" for e in events
                 if isinstance(e, LandPlayed)]
        casts = [f"{e.player} casts {e.name} ({e.card})" for e in events
                 if isinstance(e, SpellCast)]
        draws = [f"{e.player} draws {e.card}" for e in events if isinstance(e, CardDrawn)]
        assert [line for line in lines if " plays the land " in line] == lands, turn
        assert [line.split(" as ")[0] for line in lines if " casts " in line] == casts, turn
        assert [line for line in lines if " draws " in line] == draws, turn
    assert sum(1 for e in state.events if isinstance(e, LandPlayed)) > 0  # the premise
    assert sum(1 for e in state.events if isinstance(e, SpellCast)) > 0


def test_log_shows_the_opening_hands_and_mulligans(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "1", *RANDOM, "--log")
    state = python_game(1, {"A": "random", "B": "random"})
    opening = out.split("== opening hands ==\n")[1].split("\nTurn 1")[0]
    taken = Counter(e.player for e in state.events if isinstance(e, Mulliganed))
    assert taken["A"] == 3 and taken["B"] == 0  # the premise: this seed has mulligans
    for player in "AB":
        assert opening.count(f"{player} takes mulligan") == taken[player]
    kept = {e.player: e for e in state.events if isinstance(e, HandKept)}
    assert len(kept["A"].cards) == kept["A"].bottom == 3
    assert f"A keeps their hand and puts 3 cards from it on the bottom of their library " \
        f"(London mulligan, CR 103.5): {', '.join(kept['A'].cards)}; 4 cards in hand" in opening
    assert "B keeps their hand; 7 cards in hand" in opening
    hand_a = [e.card for e in state.events if isinstance(e, CardDrawn) and e.player == "A"][21:28]
    assert f"A takes mulligan 3 (CR 103.5): shuffles their hand into their library and draws " \
        f"7 cards: {', '.join(hand_a)}" in opening


def test_log_shows_attacks_damage_and_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "1", *RANDOM, "--log")
    state = python_game(1, {"A": "random", "B": "random"})
    assert state.result is not None and len(state.result.winners) == 1  # the premise
    (winner,), (loser,) = state.result.winners, state.result.losers
    last = turn_blocks(out)[state.turn]
    final = [e for e in state.events if isinstance(e, TurnBegan)][-1]
    events = state.events[state.events.index(final):]
    hits = [e for e in events if isinstance(e, DamageDealt) and e.target == loser]
    assert hits  # the premise: the loser was dealt damage in the last turn
    for e in hits:
        assert f"{e.source} deals {e.amount} damage to {loser}" in last
    for e in events:
        if isinstance(e, AttackerDeclared):
            assert f"{e.attacker} attacks {e.target}" in last
    assert f"{loser} loses the game: life 0 or less (CR 704.5a)" in last
    assert last[-1] == f"game over: {winner} wins"
    assert f"Turn {state.turn + 1}" not in out


def test_log_leaves_out_what_did_not_happen(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "game", STOMPY, FLIERS, "--turn-limit", "2", "--log")
    assert "step begins" not in out and "combat ends" not in out  # nothing attacked
    assert turn_blocks(out)[1] == ["(nothing happened)"]  # the default policy passes


# --- the summary ------------------------------------------------------------------------------

def test_summary_says_who_won_why_and_what_each_player_did(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "game", STOMPY, FLIERS, "--seed", "1", *RANDOM)
    assert code == 0 and err == "" and "Turn 1" not in out
    state = python_game(1, {"A": "random", "B": "random"})
    assert state.result is not None and state.result.winners == ("A",)  # the premise
    assert f"  A wins on turn {state.turn}: B lost, life 0 or less (CR 704.5a)" in out
    assert f"  turns: {state.turn}" in out
    a, b = out.split("== A: ")[1].split("== B: ")
    assert f"  life: {state.players['A'].life}\n" in a
    assert f"  life: {state.players['B'].life} (lost)\n" in b
    assert "  mulligans: 3 (kept 4 cards)" in a and "  mulligans: 0 (kept 7 cards)" in b
    for player, text in (("A", a), ("B", b)):
        spells = Counter(e.name for e in state.events
                         if isinstance(e, SpellCast) and e.player == player)
        line = next(ln for ln in text.splitlines() if ln.startswith("  cast: "))
        listed = dict((n, int(c)) for c, n in
                      (item.split(" ", 1) for item in line[8:].rsplit(" (", 1)[0].split(", ")))
        assert listed == spells
        assert line.endswith(f"({sum(spells.values())} spells)")
        lands = sum(1 for e in state.events if isinstance(e, LandPlayed) and e.player == player)
        assert f"({lands} lands)" in text


def test_a_draw_at_the_turn_limit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--turn-limit", "3")
    assert code == 0 and "  a draw on turn 3: turn limit 3 reached\n" in out
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--turn-limit", "3", "--json")
    result = json.loads(out)["result"]
    assert result == {"winners": [], "losers": [], "draw": True,
                      "reason": "turn limit 3 reached: a draw", "lost": {}, "turns": 3}


def test_drawing_from_an_empty_library_loses(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    """CR 704.5b: a seven-card deck is all in the opening hand; its player loses at their
    first draw (A plays first: no draw on turn 1, 103.8a; A's next turn is turn 3)."""
    seven = tmp_path / "seven.txt"
    seven.write_text("Deck\n7 Forest\n", encoding="utf-8")
    code, out, _ = run(capsys, "game", str(seven), FLIERS, "--first", "A", "--turn-limit", "0")
    assert code == 0
    assert "  B wins on turn 3: A lost, drew from an empty library (CR 704.5b)" in out


# --- JSON -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("seed", "policies"), [
    (1, {"A": "random", "B": "random"}), (2, {"A": "random", "B": "random"}),
    (5, {"A": "random"}), (3, {"A": "heuristic", "B": "random"})])
def test_json_matches_the_python_api(capsys: pytest.CaptureFixture[str], seed: int,
                                     policies: dict[str, str]) -> None:
    flags = [f for p, n in policies.items() for f in ("--policy", f"{p}={n}")]
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", str(seed), *flags, "--json",
                       "--log")
    assert code == 0
    data = json.loads(out)
    state = python_game(seed, policies)
    assert state.result is not None
    assert data["seed"] == seed and data["schema_version"] == 1
    assert data["first"] == next(e.player for e in state.events if isinstance(e, TurnBegan))
    assert data["first_by"] == "coin flip"
    assert data["result"] == {
        "winners": list(state.result.winners), "losers": list(state.result.losers),
        "draw": not state.result.winners, "reason": state.result.reason,
        "lost": {e.player: e.reason for e in state.events if isinstance(e, PlayerLost)},
        "turns": state.turn}
    for p in "AB":
        player = data["players"][p]
        assert player["deck"] == (STOMPY if p == "A" else FLIERS)
        assert player["policy"] == policies.get(p, "default")
        assert (player["life"], player["poison"], player["lost"]) == (
            state.players[p].life, state.players[p].poison, state.players[p].lost)
        assert player["mulligans"] == sum(1 for e in state.events
                                          if isinstance(e, Mulliganed) and e.player == p)
        assert player["cast"] == dict(Counter(e.name for e in state.events
                                              if isinstance(e, SpellCast) and e.player == p))
    assert data["events"] == json.loads(json.dumps([e.to_json() for e in state.events]))


def test_json_without_log_has_no_events(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "game", STOMPY, FLIERS, "--json")
    assert "events" not in json.loads(out)


@pytest.mark.parametrize("first", ["A", "B"])
def test_first_names_who_plays_first(capsys: pytest.CaptureFixture[str], first: str) -> None:
    code, out, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "1", "--first", first,
                       "--turn-limit", "2", "--json", "--log")
    data = json.loads(out)
    assert code == 0 and data["first"] == first and data["first_by"] == "--first"
    turns = [(e["turn"], e["player"]) for e in data["events"] if e["kind"] == "turn"]
    other = "B" if first == "A" else "A"
    assert turns == [(1, first), (2, other)]
    _, text, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "1", "--first", first,
                     "--turn-limit", "2", "--log")
    assert f"  seed 1; {first} plays first (--first); turn limit 2" in text
    assert f"Turn 1 — {first}\n" in text and f"Turn 2 — {other}\n" in text


def test_a_users_policy_class(capsys: pytest.CaptureFixture[str]) -> None:
    """``module:Class`` is made as ``random`` is, with the same generator: the same game."""
    _, mine, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "2", "--policy",
                     "A=ai.random_policy:RandomAgent", "--policy", "B=random", "--json")
    _, named, _ = run(capsys, "game", STOMPY, FLIERS, "--seed", "2", *RANDOM, "--json")
    a, b = json.loads(mine), json.loads(named)
    assert a["players"]["A"].pop("policy") == "ai.random_policy:RandomAgent"
    assert b["players"]["A"].pop("policy") == "random"
    assert a == b


# --- card warnings and --strict ---------------------------------------------------------------

def bitterblossom_deck(tmp_path: Path, name: str = "faeries.txt") -> str:
    path = tmp_path / name
    path.write_text("Deck\n4 Ajani Goldmane\n4 Grizzly Bears\n12 Swamp\n12 Forest\n",
                    encoding="utf-8")
    return str(path)


def test_unsupported_cards_warn_once_per_game(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path, data_dir: Path) -> None:
    deck = bitterblossom_deck(tmp_path)
    code, out, err = run(capsys, "game", deck, deck, "--cards", str(ATOMIC), "--turn-limit",
                         "4")
    assert code == 0 and "== result ==" in out
    warnings = err.splitlines()
    assert len(warnings) == 1  # the card is in both decks: named once
    assert warnings[0].startswith(f"mtgsim: warning: {deck}: line 2 (Ajani Goldmane): the "
                                  "engine does not run '−6: Create a white Avatar creature token")


def test_strict_refuses_unsupported_cards(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          data_dir: Path) -> None:
    deck = bitterblossom_deck(tmp_path)
    code, out, err = run(capsys, "game", FLIERS, deck, "--cards", str(ATOMIC), "--strict")
    assert code == 2 and out == ""
    assert err.startswith(f"mtgsim: error: {deck}: strict: ") and "Ajani Goldmane" in err
    assert len(err.splitlines()) == 1
    code, _, err = run(capsys, "game", STOMPY, FLIERS, "--strict", "--turn-limit", "2")
    assert code == 0 and err == ""  # the example decks are fully supported


# --- each deck's coverage ---------------------------------------------------------------------

def test_each_decks_coverage_heads_the_output(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path, data_dir: Path) -> None:
    deck = tmp_path / "split.txt"
    deck.write_text("Deck\n4 Ajani Goldmane\n2 Fire // Ice\n4 Grizzly Bears\n10 Swamp\n",
                    encoding="utf-8")
    code, out, err = run(capsys, "game", STOMPY, str(deck), "--cards", str(ATOMIC),
                         "--turn-limit", "2")
    assert code == 0
    lines = out.splitlines()
    assert lines[:2] == ["== deck coverage: cards run in full ==",
                         f"  A {STOMPY}: 60 of 60 cards (100.0%), 36 of 36 non-basic-land "
                         "cards (100.0%), 12 of 12 distinct cards (100.0%)"]
    assert lines[2] == (f"  B {deck}: 16 of 20 cards (80.0%), 6 of 10 non-basic-land cards "
                        "(60.0%), 3 of 4 distinct cards (75.0%)")
    assert lines[3].startswith("    4 Ajani Goldmane (partial): not run: '−6: Create a white "
                               "Avatar creature token")
    # Fire // Ice, cast as either half (CR 709.3), runs in full: not listed
    assert lines[4] == "== game ==" and "== result ==" in out
    # the stderr warnings are unchanged: one per card
    assert [w.split(": ", 3)[3].split(")")[0] for w in err.splitlines()] == [
        "line 2 (Ajani Goldmane"]
    code, out, _ = run(capsys, "game", STOMPY, str(deck), "--cards", str(ATOMIC),
                       "--turn-limit", "2", "--json")
    coverage = json.loads(out)["deck_coverage"]
    assert coverage["A"]["deck"] == STOMPY and coverage["B"]["deck"] == str(deck)
    assert coverage["B"]["slots"] == {"cards": 20, "full": 16, "percent_full": 80.0}
    fire = next(c for c in coverage["B"]["cards"] if c["name"] == "Fire // Ice")
    assert fire["status"] == "full" and fire["faces_not_played"] == []


def test_the_unknown_cards_of_both_decks_in_one_message(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    a = write(tmp_path, "a.txt", "Deck\n4 Forest\n3 Grizly Bears\n2 Sera Angel\n")
    b = write(tmp_path, "b.txt", "Deck\n4 Forest\n1 Shokc\n")
    code, out, err = run(capsys, "game", a, b)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"mtgsim: error: {a}: unknown cards on 2 lines: line 3: 'Grizly "
                          "Bears' (did you mean 'Grizzly Bears'")
    assert "line 4: 'Sera Angel' (did you mean 'Serra Angel'" in err
    assert f" | {b}: line 3: '1 Shokc': unknown card 'Shokc'. Did you mean 'Shock'" in err


# --- bad input --------------------------------------------------------------------------------

def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_missing_deck_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = str(tmp_path / "nope.txt")
    for argv in ([missing, FLIERS], [STOMPY, missing]):
        code, out, err = run(capsys, "game", *argv)
        assert code == 2 and out == ""
        assert err == f"mtgsim: error: {missing}: no such deck file\n"


def test_bad_deck_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = write(tmp_path, "bad.txt", "Deck\n4 Forest\nfour Forests\n")
    code, _, err = run(capsys, "game", STOMPY, deck)
    assert code == 2 and err.startswith(f"mtgsim: error: {deck}: line 3: 'four Forests': "
                                        "expected a card line")


def test_unknown_card(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = write(tmp_path, "typo.txt", "Deck\n4 Forest\n3 Grizly Bears\n")
    code, _, err = run(capsys, "game", deck, FLIERS)
    assert code == 2 and err.startswith(f"mtgsim: error: {deck}: line 3: '3 Grizly Bears': "
                                        "unknown card 'Grizly Bears'. Did you mean "
                                        "'Grizzly Bears'")


def test_missing_card_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cards = str(tmp_path / "cards.json")
    code, _, err = run(capsys, "game", STOMPY, FLIERS, "--cards", cards)
    assert code == 2 and err.startswith(f"mtgsim: error: {cards}: no such card file")


@pytest.mark.parametrize(("value", "needle"), [
    ("A=foo", "--policy: A=foo: expected PLAYER=NAME"),
    ("A", "--policy: A: expected PLAYER=NAME"),
    ("=random", "--policy: =random: expected PLAYER=NAME"),
    ("C=random", "--policy: C: no player 'C' in a game; players: A, B"),
    ("B=no_such_module_xyz:Agent", "--policy: B=no_such_module_xyz:Agent: unknown policy "
     "'no_such_module_xyz:Agent'"),
    ("A=ai.random_policy:NoSuchClass", "--policy: A=ai.random_policy:NoSuchClass: unknown "
     "policy"),
])
def test_bad_policy(capsys: pytest.CaptureFixture[str], value: str, needle: str) -> None:
    code, out, err = run(capsys, "game", STOMPY, FLIERS, "--policy", value)
    assert code == 2 and out == ""
    assert err.startswith(f"mtgsim: error: {needle}") and len(err.splitlines()) == 1


@pytest.mark.parametrize(("argv", "needle"), [
    (["--first", "C"], "argument --first: invalid choice: 'C'"),
    (["--seed", "-1"], "argument --seed: expected a non-negative integer, got '-1'"),
    (["--seed", "x"], "argument --seed: expected a non-negative integer, got 'x'"),
    (["--turn-limit", "-3"], "argument --turn-limit: expected a non-negative integer"),
])
def test_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str],
                       needle: str) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["game", STOMPY, FLIERS, *argv])
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.splitlines()[-1].startswith(f"mtgsim game: error: {needle}")


def test_bad_input_in_a_new_process_has_no_traceback(tmp_path: Path) -> None:
    bad = subprocess.run([sys.executable, "-m", "mtgsim", "game", str(tmp_path / "x.txt"),
                          FLIERS], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "x.txt: no such deck file" in bad.stderr
