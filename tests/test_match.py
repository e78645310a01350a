"""``mtgsim match``: games between two decks through the Monte Carlo runner. The same seed gives
the same report on any number of workers and on a Dask cluster; the win rates, draws, game
lengths and mulligans equal a plain reference loop over the seeds the runner derives; the
per-card counts equal those recounted from the kept games, replayed; ``--out`` then
``--resume`` ends with the uninterrupted run's records and report; bad input exits 2."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scipy import stats as scipy_stats

import mtgsim
from mtgsim.cli import main, match_command
from mtgsim.experiments.harness.records import checkpoint_path
from mtgsim.experiments.match import LABELS, MatchTally
from mtgsim.experiments.montecarlo import BATCH, BatchResult, montecarlo
from mtgsim.experiments.stats import wilson
from mtgsim.games import SEATS
from sim.model.events import CardDrawn, LandPlayed, Mulliganed, SpellCast
from sim.model.objects import Zone

ROOT = Path(__file__).resolve().parent.parent
STOMPY = str(ROOT / "examples" / "decks" / "red_green_stompy.txt")
FLIERS = str(ROOT / "examples" / "decks" / "white_blue_fliers.txt")
RANDOM = {"A": "random", "B": "random"}
#: two batches per side, kept cheap: every game ends as a draw after turn 3, but the opening
#: hands, mulligans, draws, land drops and the first spells differ from game to game
TWO_BATCHES = ["-n", str(2 * (BATCH + 5)), "--turn-limit", "3"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as stop:  # argparse's own errors
        code = int(str(stop.code))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def match_args(*extra: str) -> list[str]:
    return ["match", STOMPY, FLIERS, "--policy", "A=random", "--policy", "B=random",
            "--format", "json", "--quiet", *extra]


@pytest.fixture(scope="module")
def one_worker() -> dict[str, Any]:
    """The two-batch match's JSON report, played in this process."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(match_args(*TWO_BATCHES, "--seed", "5", "--workers", "1")) == 0
    report: dict[str, Any] = json.loads(out.getvalue())
    return report


def test_the_same_seed_gives_the_same_match_whatever_the_workers(
        one_worker: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, *match_args(*TWO_BATCHES, "--seed", "5", "--workers", "2"))
    assert code == 0 and json.loads(out) == one_worker
    assert one_worker["games"] == 2 * (BATCH + 5) and one_worker["complete"]
    assert one_worker["games_first"] == {"A": BATCH + 5, "B": BATCH + 5}
    assert {p: row["games_first"] for p, row in one_worker["players"].items()} == \
        {"A": BATCH + 5, "B": BATCH + 5}
    # the games differ: mulligans, cards drawn and cast vary from game to game
    assert 0 < one_worker["players"]["A"]["mulligans"]["count"] < one_worker["games"]
    assert all(0 < row["drawn"]["games"] < one_worker["games"]
               for row in one_worker["cards"]["A"] if row["name"] == "Shock")
    code, other, _ = run(capsys, *match_args(*TWO_BATCHES, "--seed", "6", "--workers", "1"))
    assert code == 0 and json.loads(other)["cards"] != one_worker["cards"]


def test_a_dask_cluster_gives_the_local_match(one_worker: dict[str, Any],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        code, out, err = run(capsys, *match_args(*TWO_BATCHES, "--seed", "5", "--backend",
                                                 "dask", "--scheduler",
                                                 cluster.scheduler_address))
    assert code == 0, err
    assert json.loads(out) == one_worker


def _positions(turn_limit: int) -> list[mtgsim.GameState]:
    """The command's two positions: the same game, A first in one and B first in the other."""
    return [mtgsim.game(STOMPY, FLIERS, first=seat, turn_limit=turn_limit) for seat in SEATS]


def test_the_figures_equal_a_plain_loop(capsys: pytest.CaptureFixture[str]) -> None:
    """The slow, obviously correct reference: per position (A first, B first), batch 0's
    generator ``SeedSequence(seed).spawn(1)[0]`` makes the policies and draws each game's
    seed; each game is a fresh ``mtgsim.game`` played by ``mtgsim.play``. The report's win
    rates, draws, lengths and mulligans are those games'."""
    n, seed, limit = 40, 11, 20
    code, out, _ = run(capsys, *match_args("-n", str(n), "--seed", str(seed), "--turn-limit",
                                           str(limit), "--workers", "1"))
    assert code == 0
    report = json.loads(out)
    # first, winner, turns, mulligans per player, whether the turn limit ended it
    games: list[tuple[str, str | None, int, dict[str, int], bool]] = []
    for k, first in enumerate(SEATS):
        rng = np.random.default_rng(np.random.SeedSequence(seed).spawn(1)[0])
        agents = mtgsim.agents_for(_positions(limit)[k], RANDOM, rng)
        for _ in range(n // 2):
            state = mtgsim.game(STOMPY, FLIERS, seed=int(rng.integers(2**63)), first=first,
                                turn_limit=limit)
            outcome = mtgsim.play(state, agents)
            taken = {p: max([e.count for e in state.events
                             if isinstance(e, Mulliganed) and e.player == p], default=0)
                     for p in SEATS}
            games.append((first, outcome.winner, state.turn, taken,
                          not outcome.winners and not outcome.losers))
    assert report["games"] == len(games) == n
    wins = Counter(g[1] for g in games if g[1] is not None)
    assert 0 < wins["A"] + wins["B"] < n  # some games won, some drawn: a real check
    for p in SEATS:
        row = report["players"][p]
        on_play = sum(1 for f, w, *_ in games if f == p and w == p)
        assert (row["wins"]["wins"], row["on_the_play"]["wins"],
                row["on_the_draw"]["wins"]) == (wins[p], on_play, wins[p] - on_play)
        assert (row["on_the_play"]["games"], row["on_the_draw"]["games"]) == (n // 2, n // 2)
        assert (row["wins"]["low"], row["wins"]["high"]) == pytest.approx(wilson(wins[p], n))
        mulliganed = sum(1 for g in games if g[3][p] > 0)
        assert row["mulligans"]["count"] == mulliganed
        assert row["mean_mulligans"]["mean"] == pytest.approx(sum(g[3][p] for g in games) / n)
    draws = [g for g in games if g[1] is None]
    assert report["draws"]["count"] == len(draws)
    assert report["draws"]["turn_limit"] == sum(1 for g in draws if g[4])
    turns = [g[2] for g in games]
    lengths = Counter(turns)
    assert report["turns"]["values"] == sorted(lengths)
    assert report["turns"]["counts"] == [lengths[v] for v in sorted(lengths)]
    mean = sum(turns) / n
    low, high = scipy_stats.t.interval(0.95, n - 1, loc=mean,
                                       scale=scipy_stats.sem(turns))
    assert report["turns"]["mean"] == pytest.approx(mean)
    assert (report["turns"]["low"], report["turns"]["high"]) == pytest.approx((low, high))


def _recount(plays: list[Any], limit: int) -> dict[str, dict[str, list[int]]]:
    """Per player and card name: [games drawn, of them won, games cast or played, of them
    won], from each kept game replayed from its seed and actions: the hand when the opening
    hands are settled, every card drawn after, the spells cast and lands played."""
    out: dict[str, dict[str, list[int]]] = {p: {} for p in SEATS}
    for play in plays:
        state = mtgsim.game(STOMPY, FLIERS, seed=play.game.seed, first=play.game.first,
                            turn_limit=limit)
        state.start()
        hands: dict[str, list[str]] | None = None
        mark = 0
        for action in play.actions:
            state.apply(action)
            if hands is None and not state.opening:  # every player has kept
                hands = {p: [c.card.name for c in state.cards(p, Zone.HAND)] for p in SEATS}
                mark = len(state.events)
        assert hands is not None and state.is_terminal()
        outcome = state.outcome()
        assert (outcome.winner, state.turn) == (play.game.winner, play.game.turns)
        for p in SEATS:
            later = [e for e in state.events[mark:] if getattr(e, "player", None) == p]
            drawn = set(hands[p]) | {state.permanents[e.card].card.name for e in later
                                     if isinstance(e, CardDrawn)}
            cast = {e.name for e in later if isinstance(e, SpellCast)} | {
                state.permanents[e.card].card.name for e in later if isinstance(e, LandPlayed)}
            won = int(outcome.winner == p)
            for name in drawn | cast:
                row = out[p].setdefault(name, [0, 0, 0, 0])
                if name in drawn:
                    row[0] += 1
                    row[1] += won
                if name in cast:
                    row[2] += 1
                    row[3] += won
    return out


def test_per_card_counts_equal_the_kept_games_events(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    n, seed, limit = 30, 4, 20
    result = montecarlo(_positions(limit), n // 2, seed=seed, policies=RANDOM, keep=True,
                        labels=LABELS, batch=False)
    tally = result.match()
    assert tally.games == len(result.plays) == n
    expected = _recount(result.plays, limit)
    assert any(row[1] for rows in expected.values() for row in rows.values())  # some wins
    for p in SEATS:
        rows = {r["name"]: r for r in tally.card_rows(p)}
        assert set(rows) == set(expected[p])
        for name, (drawn, drawn_won, cast, cast_won) in expected[p].items():
            row = rows[name]
            assert (row["drawn"]["games"], row["drawn"]["wins"], row["cast"]["games"],
                    row["cast"]["wins"]) == (drawn, drawn_won, cast, cast_won), (p, name)
            assert row["not_drawn"]["games"] == n - drawn
    # the command reports exactly these (its default sort: win rate when drawn)
    code, out, _ = run(capsys, *match_args("-n", str(n), "--seed", str(seed), "--turn-limit",
                                           str(limit), "--workers", "1"))
    assert code == 0
    report = json.loads(out)
    assert report["cards"] == json.loads(json.dumps(tally.summary()["cards"]))
    drawn_rates = [r["drawn"]["p"] for r in report["cards"]["A"]]
    assert drawn_rates == sorted(drawn_rates, reverse=True)


def test_out_then_resume_gives_the_uninterrupted_records_and_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    whole, part = tmp_path / "whole.jsonl", tmp_path / "part.jsonl"
    args = [*TWO_BATCHES, "--seed", "8", "--workers", "1"]
    code, report, _ = run(capsys, *match_args(*args, "--out", str(whole)))
    assert code == 0
    records = [json.loads(line) for line in whole.read_text().splitlines()]
    assert len(records) == 2 * (BATCH + 5)
    assert [r["game"]["first"] for r in records] == ["A"] * BATCH + ["B"] * BATCH + \
        ["A"] * 5 + ["B"] * 5  # batch by batch, each position in turn
    real = match_command.montecarlo

    def stop_after_the_first_batch(*a: Any, **k: Any) -> Any:
        def stop(done: BatchResult) -> None:
            raise KeyboardInterrupt

        return real(*a, **k, on_batch=stop)

    monkeypatch.setattr(match_command, "montecarlo", stop_after_the_first_batch)
    code, partial, err = run(capsys, *match_args(*args, "--out", str(part)))
    assert code == 130
    assert f"interrupted after {2 * BATCH} of {2 * (BATCH + 5)} games; continue with " \
           f"--resume --out {part}" in err
    assert json.loads(partial)["games"] == 2 * BATCH and not json.loads(partial)["complete"]
    assert json.loads(checkpoint_path(part).read_text())["result"]["batches"] == 1
    monkeypatch.setattr(match_command, "montecarlo", real)
    # another turn limit is another job: refused, the records left as they are
    before = part.read_bytes()
    code, _, err = run(capsys, *match_args(*args, "--turn-limit", "4", "--out", str(part),
                                           "--resume"))
    assert code == 2 and f"--resume: {part}: written by another job: scenario 1 differs" in err
    assert part.read_bytes() == before
    code, resumed, _ = run(capsys, *match_args(*args, "--out", str(part), "--resume"))
    assert code == 0
    assert json.loads(resumed) == json.loads(report)
    assert part.read_bytes() == whole.read_bytes()
    # resuming the finished run prints its report again, playing nothing
    code, again, _ = run(capsys, *match_args(*args, "--out", str(part), "--resume"))
    assert code == 0 and json.loads(again) == json.loads(report)


def test_parquet_records_have_the_games(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The Parquet records have a ``game`` column holding what the JSON lines hold, and a run
    interrupted in the middle of a part resumes to the uninterrupted file."""
    pq = pytest.importorskip("pyarrow.parquet")
    lines, whole, part = tmp_path / "g.jsonl", tmp_path / "g.parquet", tmp_path / "p.parquet"
    args = [*TWO_BATCHES, "--workers", "1"]
    assert run(capsys, *match_args(*args, "--out", str(lines)))[0] == 0
    assert run(capsys, *match_args(*args, "--out", str(whole)))[0] == 0
    games = [json.loads(line)["game"] for line in lines.read_text().splitlines()]
    rows = pq.read_table(whole).to_pylist()
    assert len(rows) == len(games) == 2 * (BATCH + 5)
    for row, game in zip(rows, games, strict=True):
        got = row["game"]
        for key in ("mulligans", "drawn", "cast", "played"):
            got[key] = dict(got[key])
        assert got == game
    real = match_command.montecarlo

    def stop_after_the_first_batch(*a: Any, **k: Any) -> Any:
        def stop(done: BatchResult) -> None:
            raise KeyboardInterrupt

        return real(*a, **k, on_batch=stop)

    monkeypatch.setattr(match_command, "montecarlo", stop_after_the_first_batch)
    assert run(capsys, *match_args(*args, "--out", str(part)))[0] == 130
    monkeypatch.setattr(match_command, "montecarlo", real)
    assert run(capsys, *match_args(*args, "--out", str(part), "--resume"))[0] == 0
    assert pq.read_table(part).equals(pq.read_table(whole))


def test_the_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "match", STOMPY, FLIERS, "-n", "5", "--turn-limit", "4",
                       "--policy", "A=random", "--policy", "B=random", "--workers", "1",
                       "--top", "3", "--quiet")
    assert code == 0
    lines = out.splitlines()
    assert lines[:3] == [  # first, each deck's coverage: the example decks run in full
        "== deck coverage: cards run in full ==",
        *(f"  {p} {deck}: 60 of 60 cards (100.0%), 36 of 36 non-basic-land cards (100.0%), "
          "12 of 12 distinct cards (100.0%)" for p, deck in zip(SEATS, (STOMPY, FLIERS),
                                                                 strict=True))]
    lines = lines[3:]
    assert lines[0] == ("== match: 6 games, 3 with each deck playing first; -n 5 rounded up "
                        "to an even number (seed 0; policies A random, B random; 95% "
                        "intervals) ==")
    assert lines[2].startswith(f"  A {STOMPY}") and lines[3].startswith(f"  B {FLIERS}")
    assert lines[4].startswith("  draws") and "6 games, 6 of them at the turn limit (4)" in out
    assert lines[5].startswith("  game length (turns)") and "min 4, median 4, max 4" in out
    for p, deck in zip(SEATS, (STOMPY, FLIERS), strict=True):
        at = lines.index(f"== {p} {deck}: cards (win rate of the games where drawn, not "
                         "drawn, cast or played) ==")
        assert lines[at + 1].split()[:2] == ["card", "drawn"]
        assert all(line.startswith("  ") for line in lines[at + 2:at + 5])
        assert at + 5 == len(lines) or lines[at + 5].startswith("==")  # --top 3


def test_the_plot_is_drawn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "match.png"
    code, _, _ = run(capsys, *match_args("-n", "4", "--turn-limit", "4", "--workers", "1",
                                         "--plot", str(picture)))
    assert code == 0 and picture.read_bytes().startswith(b"\x89PNG")


def test_montecarlo_on_a_game_reports_the_match_not_the_objects() -> None:
    """A game dealt anew each play, through ``mtgsim.montecarlo``: no "dies" rows (a game's
    object ids mean nothing across games), the match report instead."""
    game = mtgsim.game(STOMPY, FLIERS, first="B", turn_limit=12)
    result = montecarlo(game, 12, seed=2, policies=RANDOM)
    text = result.table()
    assert " dies " not in text and "game length (turns)" in text
    assert "== A: cards (win rate of the games where drawn" in text
    summary = result.to_json()["scenarios"][0]
    assert summary["died"] == {} and summary["game"]["games"] == 12
    assert summary["game"]["players"]["B"]["on_the_play"]["games"] == 12
    assert all(key.split()[-1] in SEATS for key in summary["means"]  # no object's id
               if not key.startswith("metric "))


def test_the_tally_merges_and_round_trips() -> None:
    result = montecarlo(_positions(6), 8, seed=1, policies=RANDOM, keep=True, batch=False)
    whole = MatchTally()
    for play in result.plays:
        whole.add(play.game)
    assert whole.summary() == result.match().summary()
    halves = MatchTally(), MatchTally()
    for k, play in enumerate(result.plays):
        halves[k % 2].add(play.game)
    assert MatchTally.merged(halves).summary() == whole.summary()
    again = MatchTally.from_json(json.loads(json.dumps(whole.to_json())))
    assert again == whole
    assert [r["name"] for r in whole.card_rows("A", "name")] == sorted(whole.cards["A"])
    assert len(whole.card_rows("A", top=2)) == 2


STRICT_DECK = "20 Mountain\n4 Nettling Imp\n"


@pytest.mark.parametrize(("args", "message"), [
    (["-n", "0"], "argument -n: expected an integer of at least 1, got '0'"),
    (["-n", "2", "--policy", "A=genius"], "--policy: A=genius: expected PLAYER=NAME"),
    (["-n", "2", "--policy", "Z=random"], "--policy: Z: no player 'Z' in a match"),
    (["-n", "2", "--policy", "B=no_such_module_q:Agent"], "unknown policy"),
    (["-n", "2", "--turn-limit", "-1"], "argument --turn-limit: expected a non-negative"),
    (["-n", "2", "--resume"], "--resume: needs --out"),
    (["-n", "2", "--out", "x.csv"], "--out: x.csv: expected a .jsonl"),
    (["-n", "2", "--out", "/nonexistent-dir/x.jsonl"], "--out: /nonexistent-dir/x.jsonl: "
                                                      "can't write it"),
    (["-n", "2", "--plot", "x.docx"], "--plot: x.docx: unsupported extension '.docx'"),
    (["-n", "2", "--scheduler", "tcp://127.0.0.1:1"], "--scheduler: tcp://127.0.0.1:1: goes "
                                                      "with --backend dask"),
    (["-n", "2", "--top", "0"], "argument --top: expected an integer of at least 1"),
    (["-n", "2", "--sort", "luck"], "argument --sort: invalid choice: 'luck'"),
])
def test_bad_input_is_exit_2(capsys: pytest.CaptureFixture[str], args: list[str],
                             message: str) -> None:
    if "--plot" in args:
        pytest.importorskip("matplotlib")
    code, out, err = run(capsys, "match", STOMPY, FLIERS, "--workers", "1", "--quiet", *args)
    assert code == 2
    assert message in err and "Traceback" not in err
    assert out == ""  # nothing played


def test_bad_decks_are_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing.txt"
    code, out, err = run(capsys, "match", str(missing), FLIERS, "-n", "2")
    assert code == 2 and out == "" and f"{missing}" in err and "no such deck file" in err
    unknown = tmp_path / "unknown.txt"
    unknown.write_text("20 Mountain\n4 Grizzly Bearz\n")
    code, out, err = run(capsys, "match", STOMPY, str(unknown), "-n", "2")
    assert code == 2 and out == "" and str(unknown) in err and "Grizzly Bearz" in err
    assert err.count("\n") == 1 and "Traceback" not in err
    partial = tmp_path / "imps.txt"
    partial.write_text(STRICT_DECK)
    code, out, err = run(capsys, "match", str(partial), FLIERS, "-n", "2", "--strict")
    assert code == 2 and out == "" and f"{partial}: strict: " in err and "Nettling Imp" in err
    code, out, err = run(capsys, "match", str(partial), FLIERS, "-n", "2", "--turn-limit",
                         "2", "--workers", "1", "--quiet", "--format", "json")
    assert code == 0 and json.loads(out)["games"] == 2
    assert err.startswith(f"mtgsim: warning: {partial}: ") and "Nettling Imp" in err
    coverage = json.loads(out)["deck_coverage"]  # each seat's deck: what of it runs
    assert coverage["A"]["deck"] == str(partial) and coverage["B"]["deck"] == FLIERS
    imp = next(c for c in coverage["A"]["cards"] if c["name"] == "Nettling Imp")
    assert imp["status"] != "full" and imp["unsupported"]
    assert coverage["B"]["slots"] == {"cards": 60, "full": 60, "percent_full": 100.0}


def test_each_game_has_its_own_seed() -> None:
    """Each game's seed (in its record; ``mtgsim.game(..., seed=, first=)`` then the play's
    actions replays it) differs from the other games' of its position. The two positions
    share their generators (common random numbers), so their first games of a batch are
    dealt alike, each deck playing first in one."""
    result = montecarlo(_positions(4), 20, seed=3, policies=RANDOM, keep=True, batch=False)
    for seat in SEATS:
        seeds = [p.game.seed for p in result.plays if p.game.first == seat]
        assert len(set(seeds)) == len(seeds) == 20
        assert all(0 <= s < 2**63 for s in seeds)
    firsts = [p for p in result.plays if p.index == 0]
    assert [p.game.first for p in firsts] == ["A", "B"]
    assert firsts[0].game.seed == firsts[1].game.seed
