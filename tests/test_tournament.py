"""``mtgsim.experiments.tournament`` and ``mtgsim.experiments.elo``: the Bradley–Terry fit recovers
known strengths within its stated uncertainty and equals a slow reference (scipy on the
log-likelihood); every play goes through the runner, seats swapped, exactly as the bare policies
would play it; the same seed gives the same results on any number of workers; the heuristic beats
random; the regret plumbing calls ``ai.solver.regret`` at a block."""

from __future__ import annotations

import math
import sys
import types
from collections import Counter
from typing import Any

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy import optimize  # type: ignore[import-untyped]

import mtgsim
from mtgsim.boards import random_boards
from mtgsim.experiments.elo import ELO_PER_NAT, RatingError, fit, log_likelihood, mle_exists
from mtgsim.experiments.tournament import (
    CHUNK,
    TournamentError,
    first_block,
    play_seed,
    split,
    tournament,
)
from sim.engine.agents import DefaultAgent
from sim.model.actions import Action
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.state import GameState

# --- the Bradley–Terry fit ----------------------------------------------------------------------


def simulate(elo: list[float], games: int, rng: np.random.Generator) -> np.ndarray:
    """Each pair plays ``games`` games, ``i`` winning with the Elo model's probability."""
    k = len(elo)
    scores = np.zeros((k, k))
    for i in range(k):
        for j in range(i + 1, k):
            p = 1 / (1 + 10 ** ((elo[j] - elo[i]) / 400))
            wins = rng.binomial(games, p)
            scores[i, j], scores[j, i] = wins, games - wins
    return scores


def test_fit_recovers_known_ratings_within_their_uncertainty() -> None:
    truth = [1000.0, 1250.0, 1100.0, 1400.0]
    names = ["random", "b", "c", "d"]
    rng = np.random.default_rng(20)
    covered = total = 0
    for _ in range(200):
        r = fit(names, simulate(truth, 150, rng))
        assert r.elo[0] == 1000.0 and r.se[0] == 0.0  # the anchor
        for i in range(4):
            for j in range(i + 1, 4):
                diff, se = r.difference(names[i], names[j])
                total += 1
                covered += abs(diff - (truth[i] - truth[j])) <= 1.96 * se
    # the 95% intervals of the differences cover the truth about 95% of the time
    assert 0.92 <= covered / total <= 0.975


def test_fit_is_exact_on_expected_results() -> None:
    """Results equal to their expectations are fitted back exactly (the likelihood equations
    hold at the truth), anchored on the mean without ``random``."""
    truth = np.array([1400.0, 1500.0, 1600.0, 1500.0])
    k = len(truth)
    scores = np.array([[0.0 if i == j else 100 / (1 + 10 ** ((truth[j] - truth[i]) / 400))
                        for j in range(k)] for i in range(k)])
    r = fit(["a", "b", "c", "d"], scores, anchor="random")
    assert r.anchor == "mean = 1500" and not r.regularized
    assert np.allclose(r.elo, truth, atol=1e-6)
    assert r.expected("c", "a") == pytest.approx(1 / (1 + 10 ** (-0.5)))


@st.composite
def results(draw: Any) -> np.ndarray:
    k = draw(st.integers(2, 5))
    cells = draw(st.lists(st.integers(0, 40), min_size=k * k, max_size=k * k))
    draws = draw(st.lists(st.integers(0, 6), min_size=k * k, max_size=k * k))
    m = np.array(cells, dtype=float).reshape(k, k)
    d = np.array(draws, dtype=float).reshape(k, k)
    m = m + (d + d.T) / 2  # a draw is half a win each way
    np.fill_diagonal(m, 0.0)
    out: np.ndarray = m
    return out


@settings(max_examples=60, deadline=None)
@given(scores=results())
def test_fit_matches_scipy_on_the_log_likelihood(scores: np.ndarray) -> None:
    assume(mle_exists(scores))
    k = len(scores)
    names = [f"p{i}" for i in range(k)]
    r = fit(names, scores, anchor="p0")
    assert not r.regularized

    def negative(free: np.ndarray) -> float:
        return -log_likelihood(np.concatenate([[0.0], free]), scores)

    best = optimize.minimize(negative, np.zeros(k - 1), method="BFGS",
                             options={"gtol": 1e-9})
    reference = np.concatenate([[0.0], best.x]) * ELO_PER_NAT
    ours = np.array(r.elo) - r.elo[0]
    assert np.allclose(ours, reference, atol=0.05)
    assert -negative(np.array(ours[1:]) / ELO_PER_NAT) >= -best.fun - 1e-7  # no worse
    # the standard errors: the inverse of a finite-difference Hessian of the likelihood
    h, x0 = 1e-4, np.array(ours[1:]) / ELO_PER_NAT
    hess = np.zeros((k - 1, k - 1))
    for a in range(k - 1):
        for b in range(k - 1):
            ea, eb = np.eye(k - 1)[a] * h, np.eye(k - 1)[b] * h
            hess[a, b] = (negative(x0 + ea + eb) - negative(x0 + ea - eb)
                          - negative(x0 - ea + eb) + negative(x0 - ea - eb)) / (4 * h * h)
    se = np.sqrt(np.diag(np.linalg.inv(hess))) * ELO_PER_NAT
    assert np.allclose(r.se[1:], se, rtol=1e-3, atol=1e-3)


def test_fit_regularizes_a_policy_that_never_lost() -> None:
    r = fit(["random", "strong", "mid"], [[0, 0, 5], [10, 0, 10], [5, 0, 0]])
    assert r.regularized
    assert all(math.isfinite(e) for e in r.elo)
    assert r.elo[1] > r.elo[2] >= r.elo[0] - 1e-9


def test_fit_refuses_what_cannot_be_rated() -> None:
    with pytest.raises(RatingError, match="connect"):
        fit(["a", "b", "c", "d"], [[0, 3, 0, 0], [2, 0, 0, 0], [0, 0, 0, 1], [0, 0, 4, 0]])
    with pytest.raises(RatingError, match="matrix"):
        fit(["a", "b"], [[0, 1, 2], [1, 0, 2]])
    with pytest.raises(RatingError, match="non-negative"):
        fit(["a", "b"], [[0, -1], [1, 0]])


def test_split_outcomes() -> None:
    assert split(Counter({"A lost": 3, "B lost": 5, "nobody lost": 2, "A and B lost": 1})) \
        == (5, 3, 3)


# --- the harness -------------------------------------------------------------------------------

#: which player each spy was asked to decide for
ASKED: dict[str, Counter[str]] = {"X": Counter(), "Y": Counter()}


class SpyX:
    """The default policy, counting the players it decides for."""

    tag = "X"

    def __init__(self) -> None:
        self.agent = DefaultAgent()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        ASKED[self.tag][decision.player] += 1
        return self.agent.act(state, decision, legal)


class SpyY(SpyX):
    tag = "Y"


def test_seats_are_swapped() -> None:
    for counts in ASKED.values():
        counts.clear()
    x, y = f"{__name__}:SpyX", f"{__name__}:SpyY"
    boards = 3
    result = tournament([x, y], boards=boards, n=2, seed=4)
    # per seat assignment, every board played n times
    assert {k: sum(v) for k, v in result.seats.items()} == {(x, y): 6, (y, x): 6}
    # both spies really decided for both players (only A has attacks to declare at first)
    assert set(ASKED["X"]) == {"A", "B"} and set(ASKED["Y"]) == {"A", "B"}
    row = result.pairing(x, y)
    assert row["games"] == 12
    assert row["seats"][f"{x} as A"]["games"] == row["seats"][f"{y} as A"]["games"] == 6


def test_plays_are_the_runners_with_the_bare_policies() -> None:
    """The timing wrapper changes nothing: each board's counts are those of ``montecarlo``
    with the bare policy names and the documented seed."""
    boards = random_boards(4, 8, turn_limit=6)
    result = tournament(["random", "heuristic"], boards=boards, n=3, seed=8)
    expected = {("random", "heuristic"): [0, 0, 0], ("heuristic", "random"): [0, 0, 0]}
    for b, board in enumerate(boards):
        for seat, (a, bb) in enumerate((("random", "heuristic"), ("heuristic", "random"))):
            r = mtgsim.montecarlo(mtgsim.load(board), 3, seed=play_seed(8, b, 0, 1, seat),
                                  policies={"A": a, "B": bb})
            for k, v in enumerate(split(r.tallies[0].outcomes)):
                expected[(a, bb)][k] += v
    assert result.seats == expected
    # every decision of a non-trivial play was timed, for both policies
    assert result.times["random"] and result.times["heuristic"]
    assert all(t >= 0 for t in result.times["heuristic"])


def comparable(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "time"}


def test_same_seed_same_results_on_any_number_of_workers() -> None:
    count = CHUNK + 3  # two chunks per seat assignment
    one = tournament(["random", "default", "heuristic"], boards=f"random:{count}", seed=3,
                     workers=1, turn_limit=3)
    two = tournament(["random", "default", "heuristic"], boards=f"random:{count}", seed=3,
                     workers=2, turn_limit=3)
    assert comparable(one.to_json()) == comparable(two.to_json())
    assert one.time_summary()["random"]["decisions"] == \
        two.time_summary()["random"]["decisions"]
    other = tournament(["random", "default", "heuristic"], boards=f"random:{count}", seed=4,
                       workers=1, turn_limit=3)
    assert comparable(other.to_json()) != comparable(one.to_json())


def test_heuristic_beats_random() -> None:
    result = tournament(["random", "heuristic"], boards="random:40", seed=12)
    row = result.pairing("heuristic", "random")
    assert row["games"] == 80
    assert row["low"] > 0.5  # the 95% interval excludes a coin flip
    r = result.ratings()
    diff, se = r.difference("heuristic", "random")
    assert diff - 1.96 * se > 0 and r.elo[r.index("random")] == 1000.0


def test_json_shape() -> None:
    result = tournament(["random", "default", "heuristic"], boards="random:3", seed=1)
    data = result.to_json()
    assert data["policies"] == ["random", "default", "heuristic"]
    assert [(p["policy"], p["opponent"]) for p in data["pairings"]] == [
        ("random", "default"), ("random", "heuristic"), ("default", "heuristic")]
    for p in data["pairings"]:
        assert p["games"] == 6 == p["wins"] + p["draws"] + p["losses"]
        assert p["low"] <= p["score"] <= p["high"]
        assert sum(s["games"] for s in p["seats"].values()) == 6
        assert data["matrix"][p["policy"]][p["opponent"]] == pytest.approx(p["score"])
        assert data["matrix"][p["opponent"]][p["policy"]] == pytest.approx(1 - p["score"])
    assert set(data["elo"]["ratings"]) == {"random", "default", "heuristic"}
    assert data["elo"]["ratings"]["random"]["elo"] == 1000.0
    assert set(data["time"]) == {"random", "default", "heuristic"}
    assert data["regret"] is None


def test_decks_seats_and_first_player() -> None:
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent / "examples" / "decks"
    decks = [str(root / "red_green_stompy.txt"), str(root / "white_blue_fliers.txt")]
    result = tournament(["random", "heuristic"], decks=decks, n=3, seed=2, turn_limit=4)
    # -n 3 per seat assignment: 2 games with each deck playing first (rounded up)
    assert {k: sum(v) for k, v in result.seats.items()} == {("random", "heuristic"): 4,
                                                           ("heuristic", "random"): 4}


@pytest.mark.parametrize("kwargs, message", [
    ({"policies": ["random"], "boards": 2}, "two or more"),
    ({"policies": ["random", "random"], "boards": 2}, "twice"),
    ({"policies": ["random", "nope"], "boards": 2}, "nope"),
    ({"policies": ["random", "default"]}, "exactly one"),
    ({"policies": ["random", "default"], "boards": "random:x"}, "random:N"),
    ({"policies": ["random", "default"], "boards": "random:0"}, "random:N"),
    ({"policies": ["random", "default"], "decks": ["a.txt"], "regret": True}, "--regret"),
])
def test_bad_input(kwargs: dict[str, Any], message: str) -> None:
    policies = kwargs.pop("policies")
    with pytest.raises(TournamentError, match=message):
        tournament(policies, **kwargs)


# --- regret ------------------------------------------------------------------------------------

def fake_solver(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """``ai.solver`` replaced by a module whose ``regret`` records the decision it is called
    at and the agent's class, and returns 1 for the heuristic policy, 3 for any other."""
    calls: list[tuple[str, str]] = []

    def regret(state: GameState, agent: Any) -> float:
        assert state.decision is not None
        calls.append((state.decision.kind, type(agent).__name__))
        return 1.0 if type(agent).__name__ == "HeuristicAgent" else 3.0

    module = types.ModuleType("ai.solver")
    module.regret = regret  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ai.solver", module)
    return calls


def test_regret_plumbing(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_solver(monkeypatch)
    boards = random_boards(6, 5, turn_limit=4)
    result = tournament(["random", "heuristic", "default"], boards=boards, seed=5, regret=True)
    judged = sum(first_block(mtgsim.load(b)) is not None for b in boards)
    summary = result.regret_summary()
    assert summary is not None and set(summary) == {"random", "heuristic", "default"}
    for name, expected in (("heuristic", 1.0), ("random", 3.0), ("default", 3.0)):
        assert summary[name]["boards"] == judged
        assert summary[name]["skipped"] == len(boards) - judged
        if judged:
            assert summary[name]["mean"] == expected
    assert len(calls) == 3 * judged
    assert {kind for kind, _ in calls} <= {DecisionKind.DECLARE_BLOCKERS}
    assert judged > 0


def test_regret_leaves_out_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_solver(monkeypatch)
    monkeypatch.setattr("mtgsim.experiments.tournament.check_policies", lambda names: tuple(names))
    monkeypatch.setattr("mtgsim.experiments.tournament.timed", lambda name: "default")
    result = tournament(["solver", "heuristic"], boards="random:2", seed=1, regret=True)
    summary = result.regret_summary()
    assert summary is not None and set(summary) == {"heuristic"}


def test_regret_without_the_solver_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ai.solver", None)  # import fails
    with pytest.raises(TournamentError, match="ai.solver"):
        tournament(["random", "default"], boards="random:1", seed=1, regret=True)


def test_regret_with_the_real_solver() -> None:
    """With the real ``ai.solver``: its block is optimal, so no policy's block loses less than
    nothing, and random blocks lose more than the heuristic's on the same boards."""
    result = tournament(["random", "heuristic"], boards="random:12", seed=2, regret=True,
                        turn_limit=3)
    summary = result.regret_summary()
    assert summary is not None
    for row in summary.values():
        assert row["boards"] + row["skipped"] == 12 and row["boards"] >= 6
        assert row["mean"] >= -1e-9
    assert summary["random"]["mean"] > summary["heuristic"]["mean"]
