"""benchmarks/run.py: its boards load and play to their known results, and the runner works;
benchmarks/legality.py: its boards are the issue's and the engine's answers on them match a
brute force; benchmarks/deck_coverage.py: its real decks are legal lists and it reports their
coverage. Nothing here asserts on timings."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import cards
import sim
from cards.decks import deck_files, parse_deck
from sim import BlockDeclaration, Effect, Kw, Step, is_legal
from sim.legality.constraints import BLOCK
from sim.legality.judge import Judge
from sim.legality.legal_declarations import legal_blocks

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "benchmarks" / "run.py"


def _load_runner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("benchmarks_run", RUNNER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up while decorating
    spec.loader.exec_module(module)
    return module


run = _load_runner()
BOARDS = {b.key: b for b in run.BOARDS}


def test_every_board_file_is_a_benchmark() -> None:
    files = {p.name for p in (ROOT / "benchmarks" / "boards").glob("*.toml")}
    assert files == {b.file for b in run.BOARDS}
    assert set(BOARDS) == {"a", "b", "c", "d"}


@pytest.mark.parametrize("record_events", [True, False])
@pytest.mark.parametrize("key", ["a", "b", "c", "d"])
def test_board_plays_to_its_result(key: str, record_events: bool) -> None:
    board = BOARDS[key]
    state = run.play(board, record_events)
    assert run.check(board, state) == []
    assert bool(state.events) == record_events


def test_a_both_creatures_die() -> None:
    state = run.play(BOARDS["a"])
    assert run.died(state) == {"bears", "rats"}
    assert {p: q.life for p, q in state.players.items()} == {"A": 20, "B": 20}
    reasons = {e["permanent"]: e["reason"] for e in state.events if e["kind"] == "dies"}
    assert "deathtouch" in reasons["bears"]


def test_b_defender_loses_one_life() -> None:
    state = run.play(BOARDS["b"])
    assert state.players["B"].life == 19
    assert run.died(state) == {"bears"}
    damage = {(e["source"], e["target"]): e["amount"] for e in state.events
              if e["kind"] == "damage"}
    assert damage[("giant", "bears")] == 2 and damage[("giant", "B")] == 1


def test_c_has_two_damage_steps_and_several_blocks() -> None:
    state = run.play(BOARDS["c"])
    steps = [e["step"] for e in state.events if e["kind"] == "damage"]
    assert "first-strike combat damage" in steps and "combat damage" in steps
    blocks = [e for e in state.events if e["kind"] == "blocks"]
    assert len(blocks) == 4
    assert {p: q.life for p, q in state.players.items()} == {"A": 24, "B": 16}


def test_d_the_shield_prevents_the_damage_to_b() -> None:
    state = run.play(BOARDS["d"])
    logged = [e for e in state.events if e["kind"] == "replacement"]
    assert [e["applied"] for e in logged] == [("salve",), ("salve",)]
    assert not state.damage_effects  # used up: 1 + 2 prevented
    assert {p: q.life for p, q in state.players.items()} == {"A": 22, "B": 20}


def test_check_reports_a_wrong_result() -> None:
    board = BOARDS["a"]
    state = run.load(board).state.clone()  # never played: nobody died
    problems = run.check(board, state)
    assert any("died" in p for p in problems) and any("after combat" in p for p in problems)


def test_benchmark_result_shape() -> None:
    result = run.benchmark([BOARDS["a"]], repeats=2, seconds=0.001)
    (entry,) = result["boards"]
    assert entry["key"] == "a"
    for key in ("events_on", "events_off"):
        assert len(entry[key]["runs_per_s"]) == 2
        assert entry[key]["median_per_s"] > 0 and entry[key]["us_per_combat"] > 0
    names = [r["name"] for r in entry["references"]]
    assert names[0] == "target (issue 13)" and len(names) == 4
    assert [r["quoted"] for r in entry["references"]] == [False, True, True, True]
    assert all(r["ratio"] > 0 for r in entry["references"])
    assert "combats/s" in run.format_report(result)


@pytest.mark.parametrize("how", [["benchmarks/run.py"], ["-m", "benchmarks.run"]])
def test_runner_command_line(how: list[str]) -> None:
    proc = subprocess.run([sys.executable, *how, "--repeats", "1", "--seconds", "0.001",
                           "--json"], cwd=ROOT, capture_output=True, text=True, check=True)
    result = json.loads(proc.stdout)
    assert [b["key"] for b in result["boards"]] == ["a", "b", "c", "d"]
    assert result["repeats"] == 1


def test_runner_text_report_names_the_quoted_figures() -> None:
    proc = subprocess.run([sys.executable, str(RUNNER), "--repeats", "1", "--seconds", "0.001",
                           "--board", "a"], cwd=ROOT, capture_output=True, text=True, check=True)
    out = proc.stdout
    assert "combats/s" in out and "us/combat" in out and "events off" in out
    assert "not measured here" in out and "phase.rs" in out and "managym" in out


# --- benchmarks/legality.py ---------------------------------------------------------------------

LEGALITY = ROOT / "benchmarks" / "legality.py"


def _load_legality() -> ModuleType:
    spec = importlib.util.spec_from_file_location("benchmarks_legality", LEGALITY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


legality = _load_legality()
LEGALITY_BOARDS = {b.key: b for b in legality.BOARDS}


def test_legality_boards_are_the_issues() -> None:
    assert [(b.key, b.attackers, b.blockers) for b in legality.BOARDS] == \
        [("4x4", 4, 4), ("6x6", 6, 6), ("8x6", 8, 6)]
    for b in legality.BOARDS:
        state = legality.build(b)
        assert state.step is Step.DECLARE_BLOCKERS and state.combat is not None
        assert sorted(state.combat.attackers) == sorted(f"a{i}" for i in range(1, b.attackers + 1))
        assert set(state.combat.attackers.values()) == {"B"}
        blockers = sorted(p.id for p in state.creatures("B"))
        assert blockers == sorted(f"b{i}" for i in range(1, b.blockers + 1))
        assert [a for a in state.combat.attackers if state.has(a, Kw.LURE)] == ["a1", "a2"]
        assert [a for a in state.combat.attackers if state.has(a, Kw.MENACE)] == ["a3"]
        assert [c for c in blockers if state.has(c, Kw.BLOCKS_EACH_COMBAT)] == ["b1"]
        assert [c for c in blockers if state.has(c, Kw.BLOCK_ADDITIONAL)] == ["b2"]
        assert all(state.permanents[a].tapped for a in state.combat.attackers)
        assert not any(state.permanents[c].tapped for c in blockers)


@pytest.mark.parametrize("key", ["4x4", "6x6"])
def test_legal_list_equals_brute_force(key: str) -> None:
    state = legality.build(LEGALITY_BOARDS[key])
    brute = legality.brute_force(state)
    assert brute.complete and brute.legal is not None
    listed = list(legal_blocks(state))
    assert len(set(listed)) == len(listed)
    assert set(listed) == set(brute.legal)
    assert legality.check(LEGALITY_BOARDS[key], state, brute)[0] == []


def test_legal_list_equals_the_tests_oracle_on_4x4() -> None:
    """The shared brute-force oracle (tests/oracle.py) agrees too, where it is available."""
    oracle = pytest.importorskip("oracle")
    if not hasattr(oracle, "legal_set"):
        pytest.skip("tests/oracle.py has no legal_set(problem, edition)")
    state = legality.build(LEGALITY_BOARDS["4x4"])
    expected = oracle.legal_set(Judge(state, BLOCK).problem, state.rules)
    assert {frozenset(d.pairs()) for d in legal_blocks(state)} == expected
    brute = legality.brute_force(state)
    assert brute.legal is not None
    assert {frozenset(d.pairs()) for d in brute.legal} == expected


@pytest.mark.parametrize("key", ["4x4", "6x6", "8x6"])
def test_count_equals_the_list(key: str) -> None:
    board = LEGALITY_BOARDS[key]
    state = legality.build(board)
    listed = list(legal_blocks(state))
    # each blocker must block a Lure creature (b2 both), so menace goes unblocked and the
    # legal declarations split the other blockers between a1 and a2
    assert legal_blocks(state).count() == len(listed) == 2 ** (board.blockers - 1)
    assert all(dict(decl.blocks)["b2"] == ("a1", "a2") for decl in listed)
    assert legality.check(board, state)[0] == []


@pytest.mark.parametrize("key", ["4x4", "8x6"])
def test_no_blocks_is_illegal_with_a_witness(key: str) -> None:
    state = legality.build(LEGALITY_BOARDS[key])
    verdict = is_legal(state, BlockDeclaration())
    assert not verdict.legal
    assert [v.rule for v in verdict.violations] == ["509.1c"]
    assert verdict.obeyed == 0 and verdict.maximum == LEGALITY_BOARDS[key].blockers + 2
    assert verdict.witness is not None and is_legal(state, verdict.witness).legal
    first = next(iter(legal_blocks(state)))
    assert is_legal(state, first).legal


def test_brute_force_maximum_matches_the_engine() -> None:
    state = legality.build(LEGALITY_BOARDS["4x4"])
    brute = legality.brute_force(state)
    assert brute.maximum == is_legal(state, next(iter(legal_blocks(state)))).maximum == 6
    assert brute.total == brute.visited == 5 ** 3 * 11


def test_brute_force_stops_at_its_budget_and_extrapolates() -> None:
    state = legality.build(LEGALITY_BOARDS["8x6"])
    brute = legality.brute_force(state, budget=0.0)
    assert not brute.complete and brute.legal is None and brute.maximum is None
    assert 0 < brute.visited < brute.total == 9 ** 5 * 37
    assert brute.estimated_seconds > brute.seconds


def test_brute_force_refuses_abilities_it_does_not_know() -> None:
    state = legality.build(LEGALITY_BOARDS["4x4"])
    state.add_effect(Effect(frozenset({"a4"}), add=Kw.TRAMPLE | Kw.FEAR))
    with pytest.raises(ValueError, match="a4"):
        legality.brute_force(state)


def test_check_catches_a_wrong_list() -> None:
    board = LEGALITY_BOARDS["4x4"]
    state = legality.build(board)
    brute = legality.brute_force(state)
    assert brute.legal is not None
    brute.legal = brute.legal[1:]
    problems, _ = legality.check(board, state, brute)
    assert any("differ" in p for p in problems)


def test_legality_benchmark_result_shape() -> None:
    result = legality.benchmark([LEGALITY_BOARDS["4x4"], LEGALITY_BOARDS["8x6"]], repeats=2,
                                seconds=0.001, brute_seconds=0.05)
    assert (result["repeats"], result["seconds"], result["brute_seconds"]) == (2, 0.001, 0.05)
    small, big = result["boards"]
    # each board: 2^(blockers - 1) legal declarations; the brute force visits the product of
    # every blocker's moves (benchmarks/legality.py's table)
    assert [(b["key"], b["attackers"], b["blockers"], b["legal_declarations"],
             b["brute_force"]["total"]) for b in (small, big)] \
        == [("4x4", 4, 4, 2 ** 3, 5 ** 3 * 11), ("8x6", 8, 6, 2 ** 5, 9 ** 5 * 37)]
    for entry in (small, big):
        for key in ("verdict_legal", "verdict_illegal", "list", "count"):
            runs = entry[key]["runs_ms"]
            assert len(runs) == 2 and entry[key]["median_ms"] == statistics.median(runs)
        bf = entry["brute_force"]["median_ms"]
        assert entry["speedup_verdict"] == bf / entry["verdict_legal"]["median_ms"]
        assert entry["speedup_list"] == bf / entry["list"]["median_ms"]
    done, stopped = small["brute_force"], big["brute_force"]
    assert done["complete"] and done["visited"] == done["total"]
    # timed like the engine (2 runs) or, if a pass is slow, as many passes as fit the budget
    assert 1 <= len(done["runs_ms"]) <= 2
    assert done["median_ms"] == statistics.median(done["runs_ms"])
    assert not stopped["complete"] and 0 < stopped["visited"] < stopped["total"]
    assert stopped["runs_ms"] == []  # extrapolated from the share visited
    assert stopped["median_ms"] == stopped["stopped_after_s"] * stopped["total"] \
        / stopped["visited"] * 1e3
    legal, illegal = big["verdict_legal"], big["verdict_illegal"]
    worst = max(legal["median_ms"], illegal["median_ms"])
    assert result["target"] == {"board": "8x6", "limit_ms": 2.0, "median_ms": legal["median_ms"],
                                "runs_ms": legal["runs_ms"], "worst_median_ms": worst,
                                "met": worst < 2.0}
    report = legality.format_report(result)
    assert "verdict legal" in report and "brute force" in report
    assert "8x6 verdict median" in report and "target < 2 ms" in report
    assert "timed out" in report and "extrapolated" in report


def test_legality_quick_mode_runs() -> None:
    proc = subprocess.run([sys.executable, str(LEGALITY), "--quick"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    out = proc.stdout
    assert all(key in out for key in ("4x4", "6x6", "8x6"))
    assert "8x6 verdict median" in out and ("): met" in out or "): not met" in out)


def test_legality_module_command_line_json() -> None:
    proc = subprocess.run([sys.executable, "-m", "benchmarks.legality", "--quick", "--board",
                           "4x4", "--json"], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    result = json.loads(proc.stdout)
    assert [b["key"] for b in result["boards"]] == ["4x4"]
    assert result["boards"][0]["legal_declarations"] == 8 and result["target"] is None


def test_runner_includes_legality_on_request() -> None:
    proc = subprocess.run([sys.executable, str(RUNNER), "--repeats", "1", "--seconds", "0.001",
                           "--board", "a", "--legality", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    result = json.loads(proc.stdout)
    assert [b["key"] for b in result["boards"]] == ["a"]
    assert [b["key"] for b in result["legality"]["boards"]] == ["4x4", "6x6", "8x6"]


def test_montecarlo_benchmark_runs() -> None:
    """benchmarks/montecarlo.py measures the bare loop and the runner with 1 and 2 workers
    on a board (a smoke run: the figures are not asserted)."""
    spec = importlib.util.spec_from_file_location("benchmarks_montecarlo",
                                                  ROOT / "benchmarks" / "montecarlo.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    figures = module.measure(["a"], 40, 1)
    assert set(figures["a"]) == {"bare_loop", "workers_1", "workers_2", "overhead",
                                 "speedup_2"}
    row = figures["a"]  # one round: the medians are that round's figures
    assert row["overhead"] == pytest.approx(1 - row["workers_1"] / row["bare_loop"])


def test_random_play_benchmark_runs() -> None:
    """benchmarks/random_play.py plays its open board with random policies (a smoke run)."""
    module = run._module("random_play")
    row = module.measure(module.BOARD, 20, 3)
    assert row["low"] <= row["plays_per_second"] <= row["high"]


def test_clone_benchmark_runs() -> None:
    """benchmarks/clone.py builds boards of 2, 8 and 30 creatures whose clones are equal and
    independent, and measures them (a smoke run: the figures are not asserted)."""
    module = run._module("clone")
    for size in module.SIZES:
        state = module.board(size)
        assert sum(1 for _ in state.creatures()) == size
        copy = state.clone()
        assert copy.to_dict() == state.to_dict()
        copy.permanents["c0"].tapped = True
        assert not state.permanents["c0"].tapped
    figures = module.measure(1, clones=10)
    assert set(figures) == set(module.SIZES)
    assert figures[30]["bytes_pickled"] > figures[2]["bytes_pickled"]


def test_games_benchmark_runs() -> None:
    """benchmarks/games.py plays whole random games on both deck pairings (a smoke run: the
    figures are not asserted); its vanilla deck is 60 bundled cards: basic lands and creatures
    without instants or abilities beyond keywords."""
    module = run._module("games")
    title, table = module.decks("vanilla")
    assert "vanilla" in title
    deck = table["A"]
    assert len(deck) == 60 and table["B"] == deck
    assert sum("Land" in c.types for c in deck) == 24
    assert all(c.is_creature and not c.activated and not c.triggered and not c.unsupported
               for c in deck if "Land" not in c.types)
    for key in module.PAIRINGS:
        row = module.measure(key, 2, 2)
        assert min(row["games_per_s_runs"]) <= row["games_per_s"] <= max(row["games_per_s_runs"])
        assert row["decisions_per_s"] > row["games_per_s"] > 0
        assert row["decisions_per_game"] > 10 and 1 <= row["turns_per_game"] <= row["turn_limit"]
        text = module.summary(row)
        assert "games/s" in text and "decisions/s" in text and "decisions/game" in text
        assert "managym" in text and "quoted figure, not measured here" in text
    with pytest.raises(ValueError, match="unknown deck pairing"):
        module.decks("nope")


def test_games_benchmark_command_line() -> None:
    """``python benchmarks/games.py`` prints JSON with --json, and the profile's top functions
    with --profile."""
    script = str(ROOT / "benchmarks" / "games.py")
    proc = subprocess.run([sys.executable, script, "--games", "1", "--repeats", "1", "--deck",
                           "vanilla", "--json"], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    result = json.loads(proc.stdout)
    assert [r["key"] for r in result["pairings"]] == ["vanilla"]
    assert result["quoted"]["games_per_s"] == 140
    proc = subprocess.run([sys.executable, "-m", "benchmarks.games", "--games", "1",
                           "--repeats", "1", "--deck", "examples", "--profile"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert "games/s" in proc.stdout and "cumulative" in proc.stdout
    assert "play" in proc.stdout.split("profile, examples")[1]


def test_all_sections_summarise() -> None:
    """``run.py --all`` prints each extra benchmark's summary: each names its figure."""
    batch, clone, random_play = (run._module(m) for m in ("batch", "clone", "random_play"))
    figures = batch.measure(boards=2000, repeats=1, scalar=20)
    assert figures["scalar_agree"] == figures["scalar_sample"] == 20
    assert f"{figures['boards']:,} boards" in batch.summary(figures)
    assert "30 creatures" in clone.summary(clone.measure(1, clones=5))
    row = random_play.measure(random_play.BOARD, 5, 1)
    assert f"{row['plays_per_second']:,.0f} plays/s" in random_play.summary(random_play.BOARD,
                                                                            row)


# --- benchmarks/deck_coverage.py and its real decks --------------------------------------------

REAL_DECKS = ROOT / "benchmarks" / "decks"
BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"}


def test_the_real_decks_are_legal_lists_with_their_source() -> None:
    """Each deck of the benchmark parses, has 60 cards (100 for a Commander deck) and at most
    four of a card other than basic lands, opens with a comment naming it and its year, and
    is listed in the directory's README; there are at least 22. (Card names are checked
    against the card database by running the benchmark, not here: tests carry no database.)"""
    files = deck_files(REAL_DECKS)
    readme = (REAL_DECKS / "README.md").read_text(encoding="utf-8")
    assert len(files) >= 22
    for path in files:
        text = path.read_text(encoding="utf-8")
        first = text.splitlines()[0]
        assert first.startswith("// ") and re.search(r"\b(19|20)\d\d\b", first), path.name
        assert f"`{path.name}`" in readme, path.name
        deck = parse_deck(text, path.name)
        counts: dict[str, int] = {}
        for entry in (*deck.main, *deck.commander):
            counts[entry.name] = counts.get(entry.name, 0) + entry.count
        total = sum(counts.values())
        limit = 1 if deck.commander else 4
        assert total == (100 if deck.commander else 60), (path.name, total)
        assert all(n <= limit for name, n in counts.items() if name not in BASICS), path.name


def test_the_deck_coverage_benchmark(tmp_path: Path) -> None:
    """``python benchmarks/deck_coverage.py`` on a directory of decks of bundled cards (an empty
    data directory: no card database): the table, --json and --out; bad input exits 2."""
    decks = tmp_path / "decks"
    decks.mkdir()
    for name in ("red_green_stompy.txt", "white_blue_fliers.txt"):
        (decks / name).write_text((ROOT / "examples" / "decks" / name).read_text("utf-8"),
                                  encoding="utf-8")
    env = {**os.environ, "MTGSIM_DATA_DIR": str(tmp_path / "data")}
    env.pop("MTGSIM_CARDS", None)
    script = str(ROOT / "benchmarks" / "deck_coverage.py")
    out = tmp_path / "figures.json"
    proc = subprocess.run([sys.executable, script, "--decks", str(decks), "--out", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    lines = proc.stdout.splitlines()
    assert lines[0] == f"real-deck benchmark: 2 decks from {decks}"
    assert lines[2].startswith("red_green_stompy.txt ")
    recorded = json.loads(out.read_text(encoding="utf-8"))
    assert recorded["decks_total"] == 2
    summary = (f"{recorded['runs_fully']} of 2 decks run fully; "
               f"{recorded['slots']['percent_full']:.1f}% of slots")
    assert any(line.startswith(summary) for line in lines)
    proc = subprocess.run([sys.executable, "-m", "benchmarks.deck_coverage", "--decks",
                           str(decks), "--json"], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=True)
    assert json.loads(proc.stdout) == recorded
    (decks / "typo.txt").write_text("Deck\n4 Grizly Bears\n", encoding="utf-8")
    for argv in (["--decks", str(tmp_path / "none")], ["--decks", str(decks)]):
        proc = subprocess.run([sys.executable, script, *argv], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=False)
        assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr
        assert len(proc.stderr.splitlines()) == 1
    assert proc.stderr.startswith(f"deck_coverage.py: error: {decks / 'typo.txt'}: line 2: "
                                  "'4 Grizly Bears': unknown card")


def test_peer_benchmark_without_the_peer_gives_mtgsims_figures_alone() -> None:
    """benchmarks/peer.py plays the peer's mirror and the combat boards on mtgsim (bundled cards
    only) and, with no managym to run, says so and prints mtgsim's figures only (a smoke run:
    no figure asserted but their shape); the combat boards with events and without."""
    module = run._module("peer")
    table = module.mirror()
    assert len(table["A"]) == 60 and table["B"] == table["A"]
    assert {c.name for c in table["A"]} == {"Forest", "Mountain", "Llanowar Elves", "Gray Ogre"}
    peer, where = module.peer_round(None) if not module.peer_driver.available() else (None, "")
    assert peer is None and ("not installed" in where or where == "")
    rows = module.compare(1, 1, None, combats=3)
    assert [r["workload"] for r in rows] == ["games", "playout", "board a", "board b"]
    assert [r["unit"] for r in rows] == ["games", "games", "combats", "combats"]
    assert all("managym" not in r and "ratio" not in r and r["mtgsim"]["per_s"] > 0
               for r in rows)
    assert [module.NO_EVENTS in r for r in rows] == [False, False, True, True]
    text = module.report(rows, "no peer")
    assert "playout" in text and "board b" in text and "ratio" not in text
    assert "combats/s" in text and module.NO_EVENTS in text


def test_peer_combat_boards_are_the_issues_with_shared_cards() -> None:
    """Both sides play the same boards: the attacker and blocker each names are the cards of
    mtgsim's scenario files (War Mammoth given there, not in the bundled pool), with the
    issue's characteristics (a 2/2 into a 1/1 deathtouch; a 3/3 trample into a 2/2), and
    mtgsim's side checks the result it times (both die; the ogre dies and 1 damage tramples
    over)."""
    module = run._module("peer")
    assert set(module.COMBATS) == set(module.peer_driver.COMBATS)
    pool = cards.default_pool()
    assert "War Mammoth" not in pool  # random boards draw from the pool's creatures
    sizes = {"board a": ((2, 2, set()), (1, 1, {Kw.DEATHTOUCH})),
             "board b": ((3, 3, {Kw.TRAMPLE}), (2, 2, set()))}
    for board, (file, dying, life) in module.COMBATS.items():
        attacker, _, blocker, _, peer_life, left = module.peer_driver.COMBATS[board]
        scenario = sim.load_scenario(module.BOARDS_DIR / file, pool)
        permanents = list(scenario.state.permanents.values())
        assert [p.card.name for p in permanents] == [attacker, blocker] and peer_life == life
        assert left == 2 - len(dying)
        for perm, (power, toughness, keywords) in zip(permanents, sizes[board], strict=True):
            card = perm.card
            assert (card.power, card.toughness) == (power, toughness)
            assert card.is_creature and not card.text
            assert {k for k in (Kw.DEATHTOUCH, Kw.TRAMPLE) if card.keywords & k} == keywords
        for record_events in (True, False):
            figures = module.combats(board, 2, record_events)
            assert figures["games"] == 2 and figures["seconds"] > 0
    module.COMBATS["board a"] = ("deathtouch_trade.toml", frozenset({"ogre"}), 20)
    try:
        with pytest.raises(RuntimeError, match="board a: .* died"):
            module.combats("board a", 1)
    finally:
        module.COMBATS["board a"] = ("deathtouch_trade.toml", frozenset({"ogre", "rats"}), 20)


def test_peer_benchmark_ratio_is_mtgsim_over_the_peer() -> None:
    """With a peer round (here a stand-in reporting 1,000 games or combats a second), each row
    gives both figures and their ratio, and the report prints it (the combat boards' with and
    without events)."""
    module = run._module("peer")

    def fake(workload: str, games: int, seed: int) -> dict[str, float]:
        return {"seconds": games / 1000, "games": games, "decisions": 100 * games, "draws": 0}
    rows = module.compare(1, 1, fake, combats=2)
    for row in rows:
        assert row["managym"]["per_s"] == pytest.approx(1000)
        assert row["ratio"] == pytest.approx(row["mtgsim"]["per_s"] / 1000)
        if row["unit"] == "combats":
            assert row["ratio, no events"] == pytest.approx(row[module.NO_EVENTS]["per_s"] / 1000)
    assert module.report(rows, "a stand-in").count("ratio x") == 6
    with pytest.raises(ValueError, match="unknown workload"):
        module.peer_driver.measure("nope", 1, 0)
    only = module.compare(1, 1, fake, combats=2, workloads=["board b"])
    assert [r["workload"] for r in only] == ["board b"]
