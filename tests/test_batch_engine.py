"""The Monte Carlo runner's batch engine (``montecarlo(batch=...)``,
``mtgsim.experiments.batch_engine``): on every job it plays, its results equal the scalar engine's
for the same seed — tallies, report, JSON, paired differences and kept plays, with 1 and 2 workers —
on the bundled boards and on random boards drawn by hypothesis; the kernel's ``choices`` flag agrees
with the scalar engine; the kernel's figures are really the ones reported; and jobs it can't play
run on the scalar engine under ``"auto"`` and are refused, with every reason, under ``True``."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mc_boards import OPEN, RANDOM

import mtgsim
from mtgsim import batch
from mtgsim.experiments import batch_engine as batch_plays
from mtgsim.experiments.montecarlo import (
    BATCH,
    BatchUnavailableError,
    MonteCarloResult,
    montecarlo,
)
from sim.engine.agents import DefaultAgent
from sim.engine.play import play as scalar_play
from sim.model.errors import MtgsimError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted(str(p) for p in (ROOT / "examples" / "montecarlo").glob("*.toml"))
OPEN_THREE = str(ROOT / "benchmarks" / "boards" / "random" / "open_three_vs_two.toml")
POLICIES = [{}, {"B": "random"}, {"A": "random"}, RANDOM]


def report(result: MonteCarloResult) -> dict[str, Any]:
    """The JSON report without the engine's name (the one field that must differ)."""
    data = json.loads(json.dumps(result.to_json()))
    del data["engine"], data["engine_note"]
    return data


def assert_same(fast: MonteCarloResult, slow: MonteCarloResult) -> None:
    assert fast.engine == "batch" and slow.engine == "scalar"
    assert [t.to_json() for t in fast.tallies] == [t.to_json() for t in slow.tallies]
    assert fast.paired == slow.paired
    assert report(fast) == report(slow)
    assert fast.table().splitlines()[1:] == slow.table().splitlines()[1:]
    assert fast.plays == slow.plays


@pytest.mark.parametrize("files", [EXAMPLES, [OPEN_THREE]], ids=["examples", "open_three"])
@pytest.mark.parametrize("policies", POLICIES, ids=["default", "B_random", "A_random", "random"])
def test_bundled_boards_play_as_the_scalar_engine(files: list[str],
                                                  policies: dict[str, str]) -> None:
    n = BATCH + 37  # two batches, the second short
    slow = montecarlo(files, n, seed=5, policies=policies, keep=True, batch=False)
    for workers in (1, 2):
        fast = montecarlo(files, n, seed=5, policies=policies, keep=True, batch=True,
                          workers=workers)
        assert_same(fast, slow)
    # without keep, no play is replayed by the scalar engine for its actions
    lean = montecarlo(files, n, seed=5, policies=policies, batch=True)
    assert [t.to_json() for t in lean.tallies] == [t.to_json() for t in slow.tallies]
    assert lean.paired == slow.paired


def test_the_bundled_boards_qualify_under_auto() -> None:
    for files in (EXAMPLES, [OPEN_THREE]):
        result = montecarlo(files, 20, policies=RANDOM)
        assert result.engine == "batch" and result.engine_note == ""


def test_records_are_the_same_on_either_engine(tmp_path: Path) -> None:
    """``out`` streams the same records whichever engine plays."""
    n = BATCH + 3
    for engine in (True, False):
        out = tmp_path / f"{engine}.jsonl"
        montecarlo(EXAMPLES, n, seed=2, policies=RANDOM, out=out, batch=engine)
    assert (tmp_path / "True.jsonl").read_bytes() == (tmp_path / "False.jsonl").read_bytes()


# --- random boards -----------------------------------------------------------------------

def open_board(boards: batch.Boards, i: int, attacks: bool) -> dict[str, Any]:
    """Board ``i`` with its blocks left open, and its attacks too unless ``attacks``."""
    data = boards.scenario(i)
    if attacks:
        data["combat"] = {"attacks": data["combat"]["attacks"]}
    else:
        del data["combat"]
    return data


@st.composite
def jobs(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, str]]:
    seed = draw(st.integers(0, 2**32 - 1))
    boards = batch.random_boards(1, seed=seed, keyword_probability=draw(
        st.sampled_from([0.15, 0.4])), max_power=draw(st.sampled_from([4, 8])))
    policies = {p: draw(st.sampled_from(["default", "random"])) for p in ("A", "B")}
    return open_board(boards, 0, draw(st.booleans())), policies


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(jobs(), st.integers(0, 1000))
def test_random_boards_play_as_the_scalar_engine(job: tuple[dict[str, Any], dict[str, str]],
                                                 seed: int) -> None:
    data, policies = job
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "board.json"
        path.write_text(json.dumps(data))
        slow = montecarlo(path, 60, seed=seed, policies=policies, keep=True, batch=False)
        fast = montecarlo(path, 60, seed=seed, policies=policies, keep=True, batch=True)
    assert_same(fast, slow)


def test_many_random_boards_as_alternatives_with_two_workers(tmp_path: Path) -> None:
    """Twelve random boards (keywords likely, so trample and double blocks) played as one
    job of alternatives over three batches, random policies, two workers."""
    boards = batch.random_boards(12, seed=21, keyword_probability=0.35)
    files = []
    for i in range(12):
        path = tmp_path / f"b{i}.json"
        path.write_text(json.dumps(open_board(boards, i, attacks=i % 3 == 0)))
        files.append(path)
    n = 2 * BATCH + 11
    slow = montecarlo(files, n, seed=8, policies=RANDOM, batch=False)
    fast = montecarlo(files, n, seed=8, policies=RANDOM, batch=True, workers=2)
    assert [t.to_json() for t in fast.tallies] == [t.to_json() for t in slow.tallies]
    assert fast.paired == slow.paired and report(fast) == report(slow)


# --- the kernel does the work, and the scalar engine only where it must ------------------

@pytest.fixture
def spies(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, int]]:
    """Counts the kernel's boards and the plays the scalar engine finishes."""
    counts = {"boards": 0, "scalar": 0}
    real_resolve, real_scalar = batch_plays.resolve, batch_plays.Tree._scalar

    def resolve(boards: batch.Boards, *args: Any, **kwargs: Any) -> batch.Result:
        counts["boards"] += len(boards)
        return real_resolve(boards, *args, **kwargs)

    def scalar(self: batch_plays.Tree, *args: Any) -> Any:
        counts["scalar"] += 1
        return real_scalar(self, *args)

    monkeypatch.setattr(batch_plays, "resolve", resolve)
    monkeypatch.setattr(batch_plays.Tree, "_scalar", scalar)
    yield counts


def test_random_damage_choices_go_to_the_scalar_engine(spies: dict[str, int],
                                                      tmp_path: Path) -> None:
    """On the open 3-vs-2 board with random policies, B's double blocks leave A a choice of
    damage assignments: those plays (and only those) are finished by the scalar engine, with
    the play's generator, and the results still equal the scalar run's. With A's attack
    scripted and the default policy assigning A's damage, the kernel plays every combat."""
    n = 2 * BATCH
    fast = montecarlo(OPEN_THREE, n, seed=1, policies=RANDOM, batch=True)
    slow = montecarlo(OPEN_THREE, n, seed=1, policies=RANDOM, batch=False)
    assert report(fast) == report(slow)
    assert 0 < spies["scalar"] < n // 2  # some plays, not most
    assert spies["boards"] > 0
    everyone = write(tmp_path, "all_in.toml", Path(OPEN_THREE).read_text()
                     + '[combat]\nattacks = { a1 = "B", a2 = "B", a3 = "B" }\n')
    before = spies["scalar"], spies["boards"]
    fast = montecarlo(everyone, n, seed=1, policies={"B": "random"}, batch=True, keep=True)
    slow = montecarlo(everyone, n, seed=1, policies={"B": "random"}, batch=False, keep=True)
    assert_same(fast, slow)
    assert spies["scalar"] == before[0] and spies["boards"] > before[1]
    assert any(len([a for a in p.actions if a.startswith("assign")]) for p in fast.plays)


def test_the_kernels_figures_are_the_reported_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kernel that took one more life from B than it should: the batch engine reports it
    (so the figures are the kernel's), and with kept plays the check against the scalar
    engine's actions catches it."""
    real = batch_plays.resolve

    def wrong(boards: batch.Boards, *args: Any, **kwargs: Any) -> batch.Result:
        result = real(boards, *args, **kwargs)
        result.life[:, 1] -= 1
        return result

    monkeypatch.setattr(batch_plays, "resolve", wrong)
    fast = montecarlo(EXAMPLES, 50, policies={"B": "random"}, batch=True)
    slow = montecarlo(EXAMPLES, 50, policies={"B": "random"}, batch=False)
    for a, b in zip(fast.summary(), slow.summary(), strict=True):
        assert a["means"]["life B"]["mean"] == pytest.approx(b["means"]["life B"]["mean"] - 1)
    with pytest.raises(batch_plays.BatchMismatchError, match="the kernel gives"):
        montecarlo(EXAMPLES, 50, policies={"B": "random"}, batch=True, keep=True)


def test_the_choices_flag_is_when_the_scalar_engine_asks() -> None:
    """``resolve(choices=True)``: an attacker has more than one legal damage assignment in a
    step exactly when the scalar engine asks the attacking player's policy for one."""

    class Asked(DefaultAgent):
        def __init__(self) -> None:
            self.asked = False

        def act(self, state: Any, decision: Any, legal: Any) -> Any:
            self.asked = True
            return super().act(state, decision, legal)

    boards = batch.random_boards(1500, seed=4, keyword_probability=0.3)
    flags = batch.resolve(boards, choices=True).choices
    assert flags is not None and 0 < flags.sum() < len(boards)
    for i in range(len(boards)):
        agent = Asked()
        scalar_play(mtgsim.load(boards.scenario(i)), {"A": agent, "B": DefaultAgent()})
        assert agent.asked == bool(flags[i]), boards.scenario(i)
    assert batch.resolve(boards).choices is None


# --- what runs on the scalar engine --------------------------------------------------------

def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


CREATURE = '[[permanents]]\nid = "{id}"\ncontroller = "{who}"\npower = 2\ntoughness = 2\n'


@pytest.mark.parametrize(("text", "policies", "reason"), [
    (OPEN, {"A": "heuristic"}, "player A's policy 'heuristic' has no batched form"),
    (OPEN + CREATURE.format(id="x", who="A") + 'keywords = ["exalted"]\n', {},
     "x has a triggered or activated ability"),
    (OPEN + "".join(CREATURE.format(id=f"x{k}", who="A") for k in range(2)), {},
     "A has 4 creatures (the kernel plays up to 3 a side)"),
    (OPEN + CREATURE.format(id="x", who="B") + 'keywords = ["banding"]\n', {},
     "x has abilities the kernel does not play (banding)"),
    (OPEN + CREATURE.format(id="x", who="B") + 'abilities = ["protection from red"]\n', {},
     "x has abilities the kernel does not play (protection"),
    (OPEN.replace("[players.B]", "[players.B]\nhand = 1"), {}, "is in the hand"),
    (OPEN.replace("[players.A]", 'rules = "2016"\n[players.A]'), {}, "rules edition 2016"),
])
def test_a_job_the_kernel_cant_play_runs_scalar(tmp_path: Path, text: str,
                                                policies: dict[str, str], reason: str) -> None:
    board = write(tmp_path, "board.toml", text)
    auto = montecarlo(board, 30, seed=1, policies=policies)
    assert auto.engine == "scalar" and reason in auto.engine_note
    assert auto.table().splitlines()[0].startswith(
        "== engine: scalar (batch kernel not used: ")
    assert auto.to_json()["engine"] == "scalar" and reason in auto.to_json()["engine_note"]
    assert auto.summary() == montecarlo(board, 30, seed=1, policies=policies,
                                        batch=False).summary()
    with pytest.raises(BatchUnavailableError, match="the batch engine can't play this job") \
            as refused:
        montecarlo(board, 30, seed=1, policies=policies, batch=True)
    assert reason in str(refused.value) and isinstance(refused.value, ValueError)


def test_every_reason_is_named(tmp_path: Path) -> None:
    board = write(tmp_path, "board.toml", OPEN + "".join(
        CREATURE.format(id=f"x{k}", who="A") for k in range(2)) + 'keywords = ["exalted"]\n')
    with pytest.raises(BatchUnavailableError) as refused:
        montecarlo(board, 5, policies={"B": "heuristic"}, batch=True)
    message = str(refused.value)
    assert "player B's policy 'heuristic'" in message
    assert f"scenario 1 ({board}): x1 has a triggered" in message
    assert f"scenario 1 ({board}): A has 4 creatures" in message
    auto = montecarlo(board, 5, policies={"B": "heuristic"})
    assert auto.engine_note.startswith("player B's policy 'heuristic'")
    assert auto.engine_note.endswith(f"(and {message.count('; ')} more)")


def test_nothing_left_to_choose_runs_scalar_under_auto(tmp_path: Path) -> None:
    board = write(tmp_path, "board.toml", OPEN + '[combat]\nattacks = { a1 = "B" }\n'
                  'blocks = { b1 = "a1" }\n')
    auto = montecarlo(board, 10)
    assert auto.engine == "scalar" and "nothing is left to choose" in auto.engine_note
    forced = montecarlo(board, 10, batch=True)
    assert forced.engine == "batch" and forced.summary() == auto.summary()


def test_batch_false_and_bad_values(tmp_path: Path) -> None:
    board = write(tmp_path, "board.toml", OPEN)
    off = montecarlo(board, 10, policies=RANDOM, batch=False)
    assert off.engine == "scalar" and off.engine_note == ""
    assert off.table().splitlines()[0] == "== engine: scalar =="
    on = montecarlo(board, 10, policies=RANDOM)
    assert on.table().splitlines()[0] == \
        "== engine: batch (combats resolved by the mtgsim.batch kernel) =="
    with pytest.raises(MtgsimError, match="batch: expected 'auto', True or False, got 'yes'"):
        montecarlo(board, 10, batch="yes")


def test_a_new_job_builds_its_own_trees() -> None:
    """What the batch engine builds for a scenario is kept for the job's later batches
    only: a second job whose first scenario is another board plays that board."""
    for files in ([OPEN_THREE], EXAMPLES[:1], [OPEN_THREE]):
        fast = montecarlo(files, 80, seed=4, policies=RANDOM, batch=True, keep=True)
        slow = montecarlo(files, 80, seed=4, policies=RANDOM, batch=False, keep=True)
        assert fast.plays == slow.plays
