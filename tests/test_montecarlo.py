"""``mtgsim.experiments.montecarlo``: seeded batches, common random numbers, results independent of
the workers and the backend, statistics checked against plain recomputation from the plays."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest
from mc_boards import OPEN, RANDOM, alternative
from scipy import stats as scipy_stats

import mtgsim
from mtgsim.cli import main
from mtgsim.experiments.montecarlo import (
    BATCH,
    BatchResult,
    Interrupted,
    MonteCarloResult,
    PlayError,
    montecarlo,
)
from mtgsim.experiments.stats import wilson
from sim.model.errors import MtgsimError, UnknownNameError


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "open.toml"
    path.write_text(OPEN)
    return path


def test_the_same_seed_gives_the_same_plays_whatever_the_workers(board: Path) -> None:
    n = 2 * BATCH + 37  # three batches, the last one short
    one = montecarlo(board, n, seed=7, policies=RANDOM, keep=True)
    two = montecarlo(board, n, seed=7, policies=RANDOM, keep=True, workers=2)
    assert one.plays == two.plays and one.summary() == two.summary()
    assert one.paired == two.paired
    assert [p.index for p in one.plays] == list(range(n))
    other = montecarlo(board, n, seed=8, policies=RANDOM, keep=True)
    assert other.plays != one.plays  # the random policy really plays differently


def test_a_dask_cluster_gives_the_local_results(board: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """The same job on a ``dask.distributed.LocalCluster`` of two worker processes (addressed
    as a user's cluster would be) equals the local run, play for play; so does the command's
    report with ``--backend dask --scheduler`` against two local processes."""
    distributed = pytest.importorskip("distributed")
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    n = BATCH + 10
    local = montecarlo([board, both], n, seed=2, policies=RANDOM, keep=True)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        remote = montecarlo([board, both], n, seed=2, policies=RANDOM, keep=True,
                            backend="dask", scheduler=cluster.scheduler_address)
        args = [str(board), str(both), "-n", str(n), "--seed", "2", "--policy", "A=random",
                "--policy", "B=random", "--format", "json", "--quiet"]
        assert main(["montecarlo", *args, "--backend", "dask", "--scheduler",
                     cluster.scheduler_address]) == 0
        on_cluster = capsys.readouterr().out
    assert remote.plays == local.plays
    assert remote.summary() == local.summary() and remote.paired == local.paired
    assert main(["montecarlo", *args, "--workers", "2"]) == 0
    assert json.loads(on_cluster) == json.loads(capsys.readouterr().out)


def test_an_unreachable_scheduler_is_bad_input(board: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr("mtgsim.experiments.harness.workers.CONNECT_SECONDS", 1)
    with pytest.raises(MtgsimError, match="--scheduler: tcp://127.0.0.1:9: can't reach a "
                                          "Dask scheduler there"):
        montecarlo(board, 5, backend="dask", scheduler="tcp://127.0.0.1:9")


@pytest.mark.parametrize("blocks", ["", 'blocks = { b1 = "a2" }\n'])
def test_the_runner_plays_as_a_plain_loop(tmp_path: Path, blocks: str) -> None:
    """The slow, obviously correct reference: each batch's generator from
    ``SeedSequence(seed).spawn(batches)[b]``, every play a fresh load played by
    ``mtgsim.play``. The runner (which plays the scripted prefix once, sums in workers, and
    plays a scenario with nothing left to choose once) gives the same plays."""
    import numpy as np

    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    both.write_text(both.read_text() + blocks)
    n = BATCH + 20
    result = montecarlo(both, n, seed=12, policies={"B": "random"}, keep=True)
    children = np.random.SeedSequence(12).spawn(2)
    expected = []
    for b, child in enumerate(children):
        rng = np.random.default_rng(child)
        prepared = mtgsim.load(both)
        agents = mtgsim.agents_for(prepared, {"B": "random"}, rng)
        for _ in range(b * BATCH, min(n, (b + 1) * BATCH)):
            state = prepared.clone()
            outcome = mtgsim.play(state, agents)
            expected.append((dict(outcome.life), outcome.died,
                             tuple(str(a) for a in state.history)))
    assert [(dict(p.life), p.died, p.actions) for p in result.plays] == expected


def test_alternatives_share_their_random_numbers(board: Path, tmp_path: Path) -> None:
    """Common random numbers: the same scenario twice is played identically."""
    copy = tmp_path / "copy.toml"
    copy.write_text(OPEN)
    result = montecarlo([board, copy], 300, seed=3, policies=RANDOM, keep=True)
    first = [p for p in result.plays if p.scenario == 0]
    second = [p for p in result.plays if p.scenario == 1]
    assert [(p.life, p.died, p.actions) for p in first] == [
        (p.life, p.died, p.actions) for p in second]


def test_the_summary_matches_the_plays(board: Path) -> None:
    """Each figure recomputed from the kept plays by plain arithmetic (Student t from
    scipy)."""
    result = montecarlo(board, 400, seed=11, policies=RANDOM, keep=True)
    summary = result.summary()[0]
    plays = result.plays
    assert summary["plays"] == 400
    died = sum(1 for p in plays if "b1" in p.died)
    assert summary["died"]["b1"]["p"] == died / 400
    assert (summary["died"]["b1"]["low"], summary["died"]["b1"]["high"]) == wilson(died, 400)
    life = [p.life["B"] for p in plays]
    mean = sum(life) / 400
    sd = math.sqrt(sum((x - mean) ** 2 for x in life) / 399)
    got = summary["means"]["life B"]
    assert got["mean"] == pytest.approx(mean)
    half = scipy_stats.t.ppf(0.975, 399) * sd / math.sqrt(400)
    assert got["high"] - got["mean"] == pytest.approx(half)
    spread = summary["distributions"]["life B"]
    assert dict(zip(spread["values"], spread["counts"], strict=True)) == {
        v: life.count(v) for v in set(life)}
    damage = [p.damage.get("B", 0) for p in plays]
    assert summary["means"]["damage B"]["mean"] == pytest.approx(sum(damage) / 400)
    assert all(p.damage.get("B", 0) == 20 - p.life["B"] for p in plays)  # no lifelink here
    assert 0 < died < 400  # the random blocks really vary
    # the scripted and chosen actions, in order, replay to the same end
    state = mtgsim.load(board)
    for action in plays[0].actions:
        state.apply(action)
    assert state.is_terminal() and dict(state.outcome().life) == dict(plays[0].life)


def test_every_creature_and_target_is_reported_even_at_zero(board: Path) -> None:
    """A creature that never dies is listed with 0% (and its Wilson interval), a player
    never dealt damage with a mean of 0."""
    summary = montecarlo(board, 30).summary()[0]
    # the default policy never blocks and never attacks with nothing to gain: nothing dies
    assert set(summary["died"]) == {"a1", "a2", "b1"}
    assert summary["died"]["b1"] == {"p": 0.0, "low": 0.0, "high": wilson(0, 30)[1]}
    assert summary["means"]["damage A"] == {"mean": 0.0, "low": 0.0, "high": 0.0}
    assert summary["names"] == {"a1": "Grizzly Bears", "a2": "Hill Giant",
                                "b1": "Grizzly Bears"}


def test_n_must_be_positive_and_the_backend_known(board: Path) -> None:
    with pytest.raises(MtgsimError, match="n: expected at least 1 play, got 0"):
        montecarlo(board, 0)
    with pytest.raises(MtgsimError, match="backend: expected one of local, dask, got 'ray'"):
        montecarlo(board, 5, backend="ray")


def test_compare_alternatives_with_paired_differences(tmp_path: Path) -> None:
    """Attacking with both against holding back, B blocking at random: attacking is best by
    life difference, surely (the paired interval is above 0), and each figure is the
    recomputed mean of the paired differences."""
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    hold = alternative(tmp_path, "hold", "")
    result = montecarlo([hold, both], 300, seed=5, policies={"B": "random"}, keep=True)
    table = result.compare("life_diff")
    assert table["best"] == str(both)
    (versus,) = table["against"]
    assert versus["scenario"] == str(hold) and versus["sure"]
    diffs = [b.metrics["life_diff"] - h.metrics["life_diff"] for b, h in zip(
        [p for p in result.plays if p.scenario == 1],
        [p for p in result.plays if p.scenario == 0], strict=True)]
    assert versus["difference"] == pytest.approx(sum(diffs) / 300)
    sd = math.sqrt(sum((d - sum(diffs) / 300) ** 2 for d in diffs) / 299)
    assert versus["high"] - versus["difference"] == pytest.approx(
        scipy_stats.t.ppf(0.975, 299) * sd / math.sqrt(300))
    assert table["means"][str(hold)]["mean"] == 0.0  # nobody attacks: 20 - 20
    assert result.compare("damage")["means"][str(both)]["mean"] == pytest.approx(
        sum(p.damage.get("B", 0) for p in result.plays if p.scenario == 1) / 300)
    with pytest.raises(ValueError, match="metric: expected one of life_diff, win"):
        result.compare("glory")


class Blocker:
    """A user's policy: always the last legal action (blocks with everything it can)."""

    def __init__(self) -> None:
        self.asked = 0

    def act(self, state: object, decision: object, legal: mtgsim.LegalActions) -> object:
        self.asked += 1
        return legal[len(legal) - 1]


class Seeded:
    """A user's policy taking the run's generator: uniform like ``random``."""

    def __init__(self, rng: object) -> None:
        self.rng = rng

    def act(self, state: object, decision: object, legal: mtgsim.LegalActions) -> object:
        return legal.sample(self.rng)  # type: ignore[arg-type]


def test_a_users_policy_by_module_and_class(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                            ) -> None:
    """``module:Class`` policies: made with the run's generator when the constructor takes
    one, so ``Seeded`` plays exactly as ``random``; an unknown class is an unknown policy."""
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    mine = montecarlo(both, 60, seed=4, policies={"B": "test_montecarlo:Seeded"}, keep=True)
    theirs = montecarlo(both, 60, seed=4, policies={"B": "random"}, keep=True)
    assert mine.plays == theirs.plays
    assert isinstance(mtgsim.policy("test_montecarlo:Blocker"), Blocker)
    last = montecarlo(both, 5, policies={"B": "test_montecarlo:Blocker"}, keep=True)
    expected = mtgsim.load(both)
    expected.apply(last.plays[0].actions[0])  # the file's attack
    expected.apply(expected.legal_actions()[len(expected.legal_actions()) - 1])
    assert last.plays[0].actions[1] == str(expected.history[-1])
    for bad in ("test_montecarlo:Nobody", "no_such_module_xyz:Agent"):
        with pytest.raises(UnknownNameError, match="unknown policy"):
            montecarlo(both, 5, policies={"B": bad})


class Cheater:
    """A user's policy that declares a bear blocking a flyer (illegal, CR 702.9b)."""

    def act(self, state: object, decision: object, legal: mtgsim.LegalActions) -> object:
        return "block b1=a2"


def test_a_play_that_fails_names_the_scenario_and_play(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A scripted block the rules forbid fails before any play, naming the scenario (every
    play would make it); an illegal choice made during a play fails as a ``PlayError`` naming
    the scenario and the play, in this process or in a worker."""
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    flyer = OPEN.replace("Hill Giant", "Serra Angel") + '[combat]\nattacks = { a2 = "B" }\n'
    bad = tmp_path / "bad.toml"
    bad.write_text(flyer + 'blocks = { b1 = "a2" }\n')
    with pytest.raises(PlayError, match=r"(?s)scenario 1 \(.*bad.toml\): .*flying"):
        montecarlo(bad, 3)
    fine = tmp_path / "fine.toml"  # B may block the flyer with its spider: a real choice
    fine.write_text(flyer.replace("[combat]", '[[permanents]]\nid = "b2"\ncontroller = "B"\n'
                                              'card = "Giant Spider"\n[combat]'))
    for workers in (1, 2):  # raised in a worker, it crosses back intact
        with pytest.raises(PlayError, match=r"(?s)scenario 1, play 0: .*flying"):
            montecarlo(fine, 3, policies={"B": "test_montecarlo:Cheater"}, workers=workers)


def test_ctrl_c_keeps_the_finished_batches(board: Path) -> None:
    """A KeyboardInterrupt between batches (here from ``on_batch``) raises ``Interrupted``
    holding exactly the batches finished, equal to a shorter run's."""
    def stop_after_two(done: BatchResult) -> None:
        if done.batch == 1:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as stopped:
        montecarlo(board, 4 * BATCH, seed=9, policies=RANDOM, on_batch=stop_after_two)
    partial: MonteCarloResult = stopped.value.result
    assert partial.batches == 2 and not partial.complete
    shorter = montecarlo(board, 2 * BATCH, seed=9, policies=RANDOM)
    assert partial.summary() == shorter.summary()


def test_progress_bar_counts_every_play(board: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    montecarlo(board, BATCH + 5, progress=True)
    err = capsys.readouterr().err
    assert f"{BATCH + 5}/{BATCH + 5}" in err and "play/s" in err
    montecarlo(board, 5, progress=False)
    assert capsys.readouterr().err == ""


def test_the_result_shows_itself(board: Path, tmp_path: Path) -> None:
    """``str`` is the command's table; in a notebook, the table and the plot."""
    both = alternative(tmp_path, "both", 'a1 = "B", a2 = "B"')
    result = montecarlo([board, both], 40, policies={"B": "random"})
    text = str(result)
    assert text == result.table("life_diff")
    assert f"== {both}: 40 plays (95% intervals) ==" in text and "<- best" in text
    html = result._repr_html_()
    assert "&lt;- best" in html
    assert ("data:image/png;base64," in html) == ("matplotlib" in sys.modules
                                                  or _has("matplotlib"))


def _has(module: str) -> bool:
    import importlib.util
    return importlib.util.find_spec(module) is not None


def test_an_undealt_game_deals_a_new_game_each_play() -> None:
    """A game from decks (``mtgsim.game``) given as a scenario: each play shuffles with its
    own seed (the games differ), and the run is the same on any number of workers."""
    import mtgsim

    decks = ("examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt")
    game = mtgsim.game(*decks, first="A", turn_limit=30)
    random = {"A": "random", "B": "random"}
    one = montecarlo(game, 40, seed=4, policies=random, keep=True)
    two = montecarlo(game, 40, seed=4, policies=random, keep=True, workers=2)
    assert one.to_json() == two.to_json() and one.plays == two.plays
    assert game.stage.value == "not started" and not game.permanents  # the given one is kept
    # the plays are different games: different opening actions and outcomes
    assert len({p.actions[:3] for p in one.plays}) > 10
    assert len({(p.life["A"], p.life["B"]) for p in one.plays}) > 5
    assert montecarlo(game, 40, seed=5, policies=random).to_json() != one.to_json()


def test_a_scenario_dict_plays_as_its_file_does(board: Path) -> None:
    import tomllib

    data = tomllib.loads(board.read_text())
    from_dict = montecarlo(data, 40, seed=5, policies={"B": "random"}, keep=True)
    from_file = montecarlo(board, 40, seed=5, policies={"B": "random"}, keep=True)
    assert from_dict.sources == ("(scenario 1)",)
    assert [p.life for p in from_dict.plays] == [p.life for p in from_file.plays]
    assert from_dict.tallies == from_file.tallies


def test_the_metrics_are_for_the_player_active_as_the_scenario_starts() -> None:
    """A (the heuristic) attacks for 2 in its turn, then the play goes on through B's turn
    to the turn limit (a draw): the metrics are A's — the player active when the scenario
    starts — although B is active when the play ends."""
    board = {"active_player": "A", "turn": 1, "step": "beginning of combat",
             "until": "end of game", "turn_limit": 2,
             "players": {"A": {"library": 5}, "B": {"library": 5}},
             "permanents": [{"id": "bear", "controller": "A", "card": "Grizzly Bears"}]}
    end = mtgsim.load(board)
    mtgsim.play(end, {"A": "heuristic", "B": "default"})
    assert end.active == "B" and end.players["B"].life == 18 and end.result is not None
    result = montecarlo([board], 2, seed=1, policies={"A": "heuristic"}, keep=True)
    assert [p.metrics for p in result.plays] == [
        {"life_diff": 2.0, "win": 0.0, "damage": 2.0, "survival": 1.0}] * 2
