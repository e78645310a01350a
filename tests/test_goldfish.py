"""Goldfishing (mtgsim/experiments/goldfish.py, ``mtgsim goldfish``): the same results on any number
of workers, common random numbers for two decks, kill turns checked against a count by hand and
against a plain replay, castability and lands against a direct replay, the command line."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import mtgsim
from ai.heuristic import HeuristicAgent
from cards import default_pool
from cards.coverage import status
from cards.decks import Deck, load_deck
from mtgsim.cli import main
from mtgsim.experiments.goldfish import (
    GOLDFISH_LIFE,
    GoldfishError,
    goldfish_game,
    policy_rng,
)
from sim.engine.agents import DefaultAgent
from sim.engine.play import drive
from sim.model.card import CardDef
from sim.model.events import DamageDealt, Mulliganed, TurnBegan
from sim.model.mana import ManaCost
from sim.model.objects import Stage, Step, Zone
from sim.model.state import GameState
from sim.rules.costs import can_pay

ROOT = Path(__file__).resolve().parent.parent
STOMPY = str(ROOT / "examples" / "decks" / "red_green_stompy.txt")
FLIERS = str(ROOT / "examples" / "decks" / "white_blue_fliers.txt")
MINOTAURS = "Deck\n24 Mountain\n36 Hostile Minotaur\n"

# the module (``mtgsim.goldfish`` is the function)
goldfish_module = sys.modules["mtgsim.experiments.goldfish"]


def run(deck: Any, n: int, **kw: Any) -> Any:
    kw.setdefault("turn_limit", 8)
    return mtgsim.goldfish(deck, n, **kw)


# --- determinism and common random numbers ------------------------------------------------------

def test_the_same_seed_gives_the_same_json_on_one_and_two_workers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(goldfish_module, "CHUNK", 2)  # several chunks: the pool is used
    one = run([STOMPY, FLIERS], 6, seed=11, workers=1).to_json()
    two = run([STOMPY, FLIERS], 6, seed=11, workers=2).to_json()
    assert json.dumps(one) == json.dumps(two)
    other = run([STOMPY, FLIERS], 6, seed=12, workers=1).to_json()
    assert json.dumps(one) != json.dumps(other)


def test_the_same_deck_twice_has_a_paired_difference_of_exactly_zero() -> None:
    result = run([STOMPY, STOMPY], 6, seed=3)
    a, b = result.decks
    assert a.label == "red_green_stompy (1)" and b.label == "red_green_stompy (2)"
    assert a.kill_turns == b.kill_turns and a.mulligans == b.mulligans
    assert result.paired_difference() == {"mean": 0.0, "low": 0.0, "high": 0.0}
    data = result.to_json()
    assert {**data["decks"][0], "label": ""} == {**data["decks"][1], "label": ""}


def test_game_i_does_not_depend_on_the_other_deck_nor_on_n() -> None:
    alone = run(STOMPY, 6, seed=5)
    paired = run([STOMPY, FLIERS], 4, seed=5)
    assert paired.decks[0].kill_turns == alone.decks[0].kill_turns[:4]
    assert paired.decks[0].mulligans == alone.decks[0].mulligans[:4]
    diff = paired.paired_difference()
    assert diff is not None
    limit = paired.turn_limit + 1
    diffs = [(b or limit) - (a or limit) for a, b in zip(paired.decks[0].kill_turns,
                                                         paired.decks[1].kill_turns,
                                                         strict=True)]
    assert diff["mean"] == pytest.approx(sum(diffs) / 4)


def test_two_decks_share_the_coin_flips() -> None:
    result = run([STOMPY, FLIERS], 8, seed=2, first="random")
    assert result.first == "random"
    for i in range(8):
        a = goldfish_game(load_deck(STOMPY).cards(), 2, i, first="random")
        b = goldfish_game(load_deck(FLIERS).cards(), 2, i, first="random")
        assert a.active == b.active and a.seed == b.seed


# --- kill turns ---------------------------------------------------------------------------------

def test_a_deck_of_only_lands_never_kills() -> None:
    result = run("Deck\n60 Mountain\n", 5, seed=1, turn_limit=6)
    deck = result.decks[0]
    assert deck.kill_turns == [0] * 5
    data = result.to_json()["decks"][0]
    assert data["kill"]["not_by_limit"]["games"] == 5
    assert data["kill"]["median"] == {"turn": None, "low": None, "high": None}
    assert data["kill"]["mean"]["mean"] == 7  # turn limit + 1
    # seven lands: mulligan, six of seven lands: mulligan, then any five is kept
    assert deck.mulligans == [2] * 5
    # on the play, a land a turn: k lands and k mana on turn k, in every game
    assert [(t["lands"]["mean"], t["mana"]["mean"], t["games"]) for t in data["turns"]] == \
        [(k, k, 5) for k in range(1, 7)]
    assert data["castable"]["Mountain"][0]["p"] == 1.0  # lands: in hand


def _kill_by_hand(hand: Sequence[CardDef], library: Sequence[CardDef],
                  on_the_play: bool, limit: int) -> int:
    """The heuristic's kill turn with 24 Mountains and 36 Hostile Minotaurs (4 mana, 3/3
    haste), counted turn by turn: draw (not on turn 1 on the play), play a Mountain if one is
    in hand, cast as many Minotaurs as 4 mana each pays for, attack with every Minotaur (the
    goldfish has no blockers), discard Minotaurs down to seven."""
    hand = [c.name for c in hand]
    top = [c.name for c in library]
    lands = minotaurs = damage = 0
    for turn in range(1, limit + 1):
        if turn > 1 or not on_the_play:
            hand.append(top.pop(0))
        if "Mountain" in hand:
            hand.remove("Mountain")
            lands += 1
        casts = min(lands // 4, hand.count("Hostile Minotaur"))
        for _ in range(casts):
            hand.remove("Hostile Minotaur")
        minotaurs += casts
        damage += 3 * minotaurs
        if damage >= 20:
            return turn
        while len(hand) > 7:
            hand.remove("Hostile Minotaur" if "Hostile Minotaur" in hand else "Mountain")
    return 0


def _replayed_kill(cards: Sequence[CardDef], seed: int, i: int, limit: int) -> int:
    """Game ``i`` played plainly (``mtgsim.play``, events recorded): the deck's turn during
    which the damage to the goldfish reached 20."""
    state = goldfish_game(cards, seed, i, turn_limit=limit)
    state.record_events = True
    mtgsim.play(state, {"A": HeuristicAgent(), "B": DefaultAgent()})
    own = damage = 0
    for event in state.events:
        if isinstance(event, TurnBegan) and event.player == "A":
            own += 1
        if isinstance(event, DamageDealt) and event.target == "B":
            damage += event.amount
            if damage >= 20:
                return own
    assert state.players["B"].life == GOLDFISH_LIFE - damage
    return 0


def test_minotaurs_kill_on_the_turn_counted_by_hand() -> None:
    seed, n, limit = 4, 12, 12
    cards = load_deck(MINOTAURS).cards()
    result = run(MINOTAURS, n, seed=seed, turn_limit=limit)
    kills = result.decks[0].kill_turns
    checked = 0
    for i in range(n):
        state = goldfish_game(cards, seed, i, turn_limit=limit)
        state.start()  # dealt: A's opening hand and library, before the mulligan decision
        hand = [p.card for p in state.cards("A", Zone.HAND)]
        if not 2 <= sum(c.name == "Mountain" for c in hand) <= 5:
            assert result.decks[0].mulligans[i] >= 1  # the heuristic mulligans it
            continue
        assert result.decks[0].mulligans[i] == 0
        expected = _kill_by_hand(hand, state.players["A"].library, True, limit)
        assert kills[i] == expected, i
        checked += 1
    assert checked >= 8
    # at best a Mountain a turn: one Minotaur a turn from turn 4 (two need eight lands):
    # 3, 9, 18, then 30 damage by turn 7
    assert all(k >= 7 for k in kills if k) and any(kills)
    # and every game, mulligans included, against a plain replay
    assert kills == [_replayed_kill(cards, seed, i, limit) for i in range(n)]


# --- castability, lands and mana against a direct replay -----------------------------------------

def _replay_observations(deck: Deck, seed: int, i: int, limit: int, first: str
                         ) -> tuple[list[set[str]], list[tuple[int, int]]]:
    """Game ``i`` replayed with ``sim.engine.play.drive``, stopped at the start of each of A's
    precombat main phases (castable names: ``can_pay`` on the cards in hand) and beginning of
    combat steps (lands, and mana: the mana abilities of lands and untapped-or-not creatures
    free of summoning sickness)."""
    state = goldfish_game(deck.cards(), seed, i, first=first, turn_limit=limit)
    agents = {"A": mtgsim.policy("heuristic", policy_rng(seed, i)), "B": DefaultAgent()}
    seen: set[tuple[int, Step]] = set()
    castable: list[set[str]] = []
    lands: list[tuple[int, int]] = []

    def stop(s: GameState) -> bool:
        return s.active == "A" and s.stage is Stage.TURN_BASED and \
            s.step in (Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT) and \
            (s.turn, s.step) not in seen

    while True:
        drive(state, agents, stop)
        if not stop(state):
            break
        seen.add((state.turn, state.step))
        if state.step is Step.PRECOMBAT_MAIN:
            castable.append({p.card.name for p in state.cards("A", Zone.HAND)
                             if "Land" in p.card.types
                             or can_pay(state, "A", ManaCost.parse(p.card.cost))})
        else:
            mine = [p for p in state.battlefield() if p.controller == "A"]
            lands.append((sum("Land" in p.card.types for p in mine),
                          sum(p.card.mana_made for p in mine
                              if not (p.card.is_creature and p.sick))))
    return castable, lands


@pytest.mark.parametrize("first", ["play", "draw"])
def test_castability_lands_and_mana_match_a_direct_replay(first: str) -> None:
    seed, n, limit = 9, 3, 6
    deck = load_deck(STOMPY)
    data = run(STOMPY, n, seed=seed, turn_limit=limit, first=first).to_json()["decks"][0]
    replays = [_replay_observations(deck, seed, i, limit, first) for i in range(n)]
    for k in range(limit):
        assert data["turns"][k]["games"] == n
        for name, cells in data["castable"].items():
            count = sum(name in castable[k] for castable, _ in replays)
            assert round(cells[k]["p"] * n) == count, (name, k)
        lands = [observed[k][0] for _, observed in replays]
        mana = [observed[k][1] for _, observed in replays]
        assert data["turns"][k]["lands"]["mean"] == pytest.approx(sum(lands) / n)
        assert data["turns"][k]["mana"]["mean"] == pytest.approx(sum(mana) / n)
    # the castability of some card on some turn is neither 0 nor 1: the check has teeth
    assert any(0 < c["p"] < 1 for cells in data["castable"].values() for c in cells)


def test_on_the_draw_the_deck_draws_on_its_first_turn() -> None:
    play = run("Deck\n60 Mountain\n", 2, seed=1, turn_limit=3).to_json()["decks"][0]
    draw = run("Deck\n60 Mountain\n", 2, seed=1, turn_limit=3,
               first="draw").to_json()["decks"][0]
    # five cards kept after two mulligans either way; a land a turn: the same lands, but on
    # the draw the game's turns 2, 4, 6 are the deck's 1, 2, 3
    assert [t["lands"]["mean"] for t in play["turns"]] == [1, 2, 3]
    assert [t["lands"]["mean"] for t in draw["turns"]] == [1, 2, 3]
    state = goldfish_game(load_deck("Deck\n60 Mountain\n").cards(), 1, 0, first="draw",
                          turn_limit=3)
    assert state.turn_limit == 6 and state.active == "B"


def test_mulligans_are_counted() -> None:
    result = run(STOMPY, 10, seed=7, turn_limit=1)
    cards = load_deck(STOMPY).cards()
    for i, taken in enumerate(result.decks[0].mulligans):
        state = goldfish_game(cards, 7, i, turn_limit=1)
        state.record_events = True
        mtgsim.play(state, {"A": mtgsim.policy("heuristic", policy_rng(7, i))})
        assert taken == sum(isinstance(e, Mulliganed) and e.player == "A"
                            for e in state.events)
    data = result.to_json()["decks"][0]["mulligans"]
    assert data["rate"]["p"] == sum(1 for t in result.decks[0].mulligans if t) / 10


def test_the_report_reads_well() -> None:
    result = run([STOMPY, FLIERS], 3, seed=1, turn_limit=4)
    text = str(result)
    assert "== red_green_stompy (60 cards" in text and "== white_blue_fliers" in text
    assert "castable at the start of the precombat main phase" in text
    assert "== comparison ==" in text and "white_blue_fliers - red_green_stompy" in text
    data = result.to_json()
    assert data["command"] == "goldfish" and data["turn_limit"] == 4
    assert list(data["decks"][0]["castable"])[:2] == ["Shock", "Greenwood Sentinel"]


@pytest.mark.parametrize(("kw", "field"), [
    ({"n": 0}, "n"), ({"turn_limit": 0}, "turn_limit"), ({"workers": 0}, "workers"),
    ({"first": "later"}, "first"), ({"seed": -1}, "seed")])
def test_bad_arguments_are_named(kw: dict[str, Any], field: str) -> None:
    args = {"n": 2, **kw}
    n = args.pop("n")
    with pytest.raises(GoldfishError, match=f"^{field}: "):
        mtgsim.goldfish(STOMPY, n, **args)


# --- the command line ---------------------------------------------------------------------------

def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["goldfish", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_is_the_python_result(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, STOMPY, FLIERS, "-n", "3", "--seed", "4", "--turn-limit", "4",
                         "--workers", "1", "--format", "json", "--quiet")
    assert code == 0 and err == ""
    data = json.loads(out)
    coverage = data.pop("deck_coverage")  # what the command adds: each deck's coverage
    expected = mtgsim.goldfish([STOMPY, FLIERS], 3, seed=4, turn_limit=4).to_json()
    assert data == json.loads(json.dumps(expected))
    assert [c["deck"] for c in coverage] == [STOMPY, FLIERS]
    assert all(c["slots"] == {"cards": 60, "full": 60, "percent_full": 100.0}
               for c in coverage)


def test_cli_table_and_timing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, STOMPY, "-n", "2", "--turn-limit", "3", "--workers", "1")
    assert code == 0
    coverage, report = out.split("\n", 2)[:2], out.split("\n", 2)[2]
    assert coverage == ["== deck coverage: cards run in full ==",
                        f"  {STOMPY}: 60 of 60 cards (100.0%), 36 of 36 non-basic-land cards "
                        "(100.0%), 12 of 12 distinct cards (100.0%)"]
    assert report.startswith("== goldfish: 2 games per deck, seed 0, on the play")
    assert "games/s" in err and "Traceback" not in err


def test_cli_plot_writes_a_png(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "kills.png"
    code, _, _ = cli(capsys, STOMPY, FLIERS, "-n", "2", "--turn-limit", "3", "--workers", "1",
                     "--quiet", "--plot", str(path))
    assert code == 0
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(("argv", "says"), [
    (["missing.txt", "-n", "2"], "missing.txt"),
    ([STOMPY, "-n", "2", "--policy", "nobody"], "--policy"),
    ([STOMPY, "-n", "2", "--policy", "nomodule:Nobody"], "--policy"),
    ([STOMPY, "-n", "2", "--plot", "out.nope"], "--plot"),
    ([STOMPY, "-n", "0"], "-n"),
    ([STOMPY, "-n", "2", "--turn-limit", "0"], "--turn-limit"),
    ([STOMPY, "-n", "2", "--first", "later"], "--first"),
    ([STOMPY, "-n", "2", "--seed", "-3"], "--seed"),
    ([STOMPY, "-n", "2", "--workers", "none"], "--workers"),
])
def test_cli_bad_input_exits_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                               says: str) -> None:
    try:
        code = main(["goldfish", *argv])
    except SystemExit as stop:  # argparse's own errors
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert says in err and "Traceback" not in err


def test_cli_bad_deck_files_are_named(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    unknown = tmp_path / "unknown.txt"
    unknown.write_text("Deck\n4 No Such Card\n", encoding="utf-8")
    code, out, err = cli(capsys, STOMPY, str(unknown), "-n", "2")
    assert code == 2 and out == "" and "unknown.txt: line 2" in err
    partial = next(c for c in default_pool() if c.unsupported and "Land" not in c.types)
    odd = tmp_path / "odd.txt"
    odd.write_text(f"Deck\n20 Mountain\n4 {partial.name}\n", encoding="utf-8")
    code, out, err = cli(capsys, str(odd), "-n", "2", "--strict")
    assert code == 2 and out == "" and "odd.txt" in err and "strict" in err
    code, out, err = cli(capsys, str(odd), "-n", "1", "--turn-limit", "2", "--workers", "1",
                         "--quiet")
    assert code == 0 and f"warning: {odd}" in err and partial.name in err
    lines = out.splitlines()  # the card not run in full heads the report, with its clauses
    assert lines[1].startswith(f"  {odd}: 20 of 24 cards (83.3%), 0 of 4 non-basic-land cards")
    assert lines[2] == (f"    4 {partial.name} ({status(partial)}): not run: "
                        + "; ".join(repr(c) for c in partial.unsupported))
    assert lines[3].startswith("== goldfish: ")
