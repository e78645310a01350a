"""The statistics of the experiments: intervals, and the Monte Carlo runs' running tallies that
never hold the plays.

``wilson`` gives the 95% Wilson score interval of a proportion; ``mean_interval`` the mean and
its 95% Student t interval from a sum and a sum of squares (``t_quantile``: the exact finite
series of the t distribution for up to ``T_EXACT`` degrees of freedom, its Cornish-Fisher
expansion beyond); ``share``, a proportion with its interval. A ``Tally`` accumulates one
scenario's plays; tallies of consecutive batches merge, in batch order, into the tally of the
whole run, and round-trip through JSON exactly (a checkpoint stores them).
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

#: the normal quantile of a two-sided 95% interval
Z95 = 1.959963984540054
#: up to this many degrees of freedom ``t_quantile`` inverts the exact distribution function
T_EXACT = 200


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion of ``k`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))  # p within it


def _t_within(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with ``df`` degrees of freedom (the finite series of
    Abramowitz and Stegun 26.7.3, exact for every whole ``df``)."""
    theta = math.atan(t / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    if df % 2:
        term, total = 1.0, 0.0
        for k in range(1, (df - 1) // 2 + 1):  # cos θ · (1 + 2/3 cos²θ + 2·4/(3·5) cos⁴θ ...)
            total += term
            term *= c2 * 2 * k / (2 * k + 1)
        return 2 / math.pi * (theta + math.sin(theta) * math.cos(theta) * total)
    term, total = 1.0, 0.0
    for k in range(1, df // 2 + 1):  # 1 + 1/2 cos²θ + 1·3/(2·4) cos⁴θ ...
        total += term
        term *= c2 * (2 * k - 1) / (2 * k)
    return math.sin(theta) * total


@functools.lru_cache(maxsize=512)
def t_quantile(df: int, confidence: float = 0.95) -> float:
    """The t such that P(|T| < t) = ``confidence`` with ``df`` degrees of freedom: the
    half-width multiplier of a two-sided Student t interval."""
    if df < 1:
        raise ValueError(f"df: expected at least 1 degree of freedom, got {df}")
    if df > T_EXACT:  # Cornish-Fisher: the error is far below a float's at this many
        z = Z95 if confidence == 0.95 else _normal_quantile((1 + confidence) / 2)
        g = [z,
             (z ** 3 + z) / 4,
             (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96,
             (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384,
             (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160]
        return float(sum(c / df ** k for k, c in enumerate(g)))
    lo, hi = 0.0, 1.0
    while _t_within(hi, df) < confidence:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        lo, hi = (mid, hi) if _t_within(mid, df) < confidence else (lo, mid)
    return hi


def _normal_quantile(p: float) -> float:
    """The standard normal quantile, by bisection on ``math.erf``."""
    lo, hi = -40.0, 40.0
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if (1 + math.erf(mid / math.sqrt(2))) / 2 < p else (lo, mid)
    return (lo + hi) / 2


def mean_interval(total: float, squares: float, n: int) -> tuple[float, float, float]:
    """Mean and 95% Student t interval from a sum and a sum of squares of ``n`` values."""
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = total / n
    if n == 1:
        return mean, mean, mean
    variance = max(0.0, (squares - n * mean * mean) / (n - 1))
    half = t_quantile(n - 1) * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def share(k: int, n: int) -> dict[str, float]:
    """A proportion with its Wilson interval, as the reports print it."""
    lo, hi = wilson(k, n)
    return {"p": k / n if n else 0.0, "low": lo, "high": hi}


@attrs.define
class Tally:
    """Running sums of one scenario's plays: enough for every statistic of the report.

    ``sums`` maps a quantity ("life A", "poison A", "damage B", "metric win") to its sum and
    sum of squares; ``hist`` maps "life P" and "poison P" to how often each value came up;
    ``died`` counts each permanent's deaths (every creature of the board starts at 0)."""

    plays: int = 0
    outcomes: Counter[str] = attrs.Factory(Counter)
    died: Counter[str] = attrs.Factory(Counter)
    sums: dict[str, list[float]] = attrs.Factory(dict)
    hist: dict[str, Counter[int]] = attrs.Factory(dict)

    @classmethod
    def of(cls, creatures: Iterable[str], quantities: Iterable[str],
           histograms: Iterable[str]) -> Tally:
        """An empty tally that reports every creature, quantity and histogram named, even
        those that never die or never change."""
        return cls(0, Counter(), Counter(dict.fromkeys(creatures, 0)),
                   {q: [0.0, 0.0] for q in quantities}, {h: Counter() for h in histograms})

    def add_columns(self, outcomes: list[str], died: list[str],
                    values: Mapping[str, Sequence[float]],
                    counted: Mapping[str, Sequence[int]]) -> None:
        """A batch of plays given as columns: each play's outcome, everything that died,
        each quantity's values (those left out count as 0: a sum needs only the others), and
        each histogram's value in every play."""
        self.plays += len(outcomes)
        self.outcomes.update(outcomes)
        self.died.update(died)
        sums = self.sums
        for key, column in values.items():
            pair = sums.get(key)
            if pair is None:
                pair = sums[key] = [0.0, 0.0]
            pair[0] += sum(column)
            pair[1] += sum(v * v for v in column)
        hist = self.hist
        for key, column in counted.items():
            hist.setdefault(key, Counter()).update(column)

    def merge(self, other: Tally) -> None:
        """Add ``other``'s plays (the next batch's) to these."""
        self.plays += other.plays
        self.outcomes.update(other.outcomes)
        for pid, k in other.died.items():
            self.died[pid] += k
        for key, (total, squares) in other.sums.items():
            pair = self.sums.setdefault(key, [0.0, 0.0])
            pair[0] += total
            pair[1] += squares
        for key, counts in other.hist.items():
            mine = self.hist.setdefault(key, Counter())
            for v, k in counts.items():
                mine[v] += k

    def summary(self) -> dict[str, Any]:
        """Each statistic with its 95% interval: outcome and death probabilities (Wilson),
        means (Student t), and the distribution of life and poison per player."""
        n = self.plays

        def mean(key: str) -> dict[str, float]:
            total, squares = self.sums[key]
            m, lo, hi = mean_interval(total, squares, n)
            return {"mean": m, "low": lo, "high": hi}

        return {"plays": n,
                "outcomes": {o: share(k, n) for o, k in sorted(self.outcomes.items())},
                "died": {p: share(k, n) for p, k in sorted(self.died.items())},
                "means": {key: mean(key) for key in sorted(self.sums)},
                "distributions": {key: {"values": sorted(c), "counts": [c[v] for v in sorted(c)]}
                                  for key, c in sorted(self.hist.items())}}

    def to_json(self) -> dict[str, Any]:
        """Everything, as JSON data ``from_json`` reads back exactly."""
        return {"plays": self.plays, "outcomes": dict(self.outcomes), "died": dict(self.died),
                "sums": self.sums,
                "hist": {k: [[v, c] for v, c in counts.items()] for k, counts in self.hist.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Tally:
        """The tally ``to_json`` wrote."""
        return cls(data["plays"], Counter(data["outcomes"]), Counter(data["died"]),
                   {k: [float(a), float(b)] for k, (a, b) in data["sums"].items()},
                   {k: Counter({int(v): int(c) for v, c in pairs})
                    for k, pairs in data["hist"].items()})


__all__ = ["wilson", "t_quantile", "mean_interval", "share", "Tally", "Z95", "T_EXACT"]
