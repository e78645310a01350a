"""``mtgsim.experiments.stats``: intervals against published values and scipy, tallies that merge
and round-trip exactly."""

from __future__ import annotations

import json
import math
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import stats as scipy_stats

from mtgsim.experiments.stats import T_EXACT, Tally, mean_interval, t_quantile, wilson


def test_wilson_known_values() -> None:
    """Published values of the Wilson score interval (z = 1.96)."""
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    assert wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


@given(st.integers(0, 400), st.integers(1, 400))
def test_wilson_holds_the_proportion(k: int, n: int) -> None:
    k = min(k, n)
    lo, hi = wilson(k, n)
    assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_t_quantile_published_table() -> None:
    """The two-sided 95% column of the t table."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 10: 2.228, 30: 2.042,
             120: 1.980}
    assert {df: round(t_quantile(df), 3) for df in table} == table
    with pytest.raises(ValueError, match="df: expected at least 1"):
        t_quantile(0)


@given(st.one_of(st.integers(1, 3 * T_EXACT), st.integers(3 * T_EXACT, 10 ** 7)))
def test_t_quantile_against_scipy(df: int) -> None:
    """The exact series (up to ``T_EXACT``) and the expansion beyond it, against scipy."""
    assert t_quantile(df) == pytest.approx(scipy_stats.t.ppf(0.975, df), rel=1e-11)


@given(st.lists(st.integers(-50, 50), min_size=2, max_size=40))
def test_mean_interval_against_statistics(values: list[int]) -> None:
    n = len(values)
    mean, lo, hi = mean_interval(sum(values), sum(v * v for v in values), n)
    assert mean == pytest.approx(statistics.fmean(values))
    half = scipy_stats.t.ppf(0.975, n - 1) * statistics.stdev(values) / math.sqrt(n)
    assert hi - mean == pytest.approx(half, abs=1e-9)
    assert mean - lo == pytest.approx(half, abs=1e-9)


PLAY = st.tuples(st.sampled_from(["nobody lost", "A lost", "B lost"]),
                 st.lists(st.sampled_from(["x", "y", "z"]), unique=True),
                 st.integers(-5, 20), st.integers(0, 10))


def _add(tally: Tally, plays: list[tuple[str, list[str], int, int]]) -> None:
    """The plays as columns; a poison of 0 is left out of its sums, as the runner does."""
    tally.add_columns([o for o, _, _, _ in plays], [d for _, died, _, _ in plays for d in died],
                      {"life A": [life for _, _, life, _ in plays],
                       "poison A": [poison for _, _, _, poison in plays if poison],
                       "metric win": [life / 3 for _, _, life, _ in plays]},
                      {"life A": [life for _, _, life, _ in plays],
                       "poison A": [poison for _, _, _, poison in plays]})


@given(st.lists(PLAY, max_size=30), st.integers(0, 30))
def test_tallies_merge_as_one_and_round_trip(plays: list[tuple[str, list[str], int, int]],
                                             cut: int) -> None:
    """Two batches merged equal one tally of every play (sums of whole numbers are exact);
    JSON keeps everything."""
    whole, first, second = (Tally.of(["w"], ["life A", "metric win"], ["life A"])
                            for _ in range(3))
    _add(whole, plays)
    _add(first, plays[:cut])
    _add(second, plays[cut:])
    first.merge(second)
    whole_summary = whole.summary()
    merged_summary = first.summary()
    assert merged_summary["died"] == whole_summary["died"]
    assert merged_summary["distributions"] == whole_summary["distributions"]
    assert merged_summary["outcomes"] == whole_summary["outcomes"]
    assert merged_summary["means"]["life A"] == whole_summary["means"]["life A"]
    assert merged_summary["means"]["metric win"]["mean"] == pytest.approx(
        whole_summary["means"]["metric win"]["mean"])
    assert Tally.from_json(json.loads(json.dumps(whole.to_json()))) == whole
    assert whole_summary["died"]["w"]["p"] == 0.0  # named up front, never died
    lives = [life for _, _, life, _ in plays]
    assert whole_summary["distributions"]["life A"]["counts"] == [
        lives.count(v) for v in sorted(set(lives))]
    if plays:  # the sums, recomputed plainly
        poisons = [p for _, _, _, p in plays]
        assert whole.sums["poison A"] == [sum(poisons), sum(p * p for p in poisons)]
        assert whole_summary["outcomes"][plays[0][0]]["p"] == (
            sum(1 for o, _, _, _ in plays if o == plays[0][0]) / len(plays))
