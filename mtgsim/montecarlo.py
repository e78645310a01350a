"""Monte Carlo playtesting: play scenarios many times, seeded, in batches, and summarise.

``montecarlo(scenarios, n=..., policies=..., seed=..., workers=...)`` plays each scenario
``n`` times. The open decisions are made by the policies named per player; the choices the
scenario file scripts stay fixed.

Seeding. One root seed; the plays are split in batches of ``BATCH`` plays, and batch ``b``
draws its generator from ``numpy.random.SeedSequence(seed).spawn(batches)[b]``. Every
scenario of a job gets a generator from the same batch seed (common random numbers: the
alternatives are compared on the same random choices), and plays within a batch run in
order. So the results depend on the root seed alone: never on the number of workers, which
only decides where the batches run; they are added up in batch order.

Statistics are accumulated play by play (``Tally``), never from a list of all plays.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from sim.events import DamageDealt
from sim.scenario import Scenario

#: plays per batch: the unit of seeding and of work sent to a worker
BATCH = 250
#: the normal quantile of a two-sided 95% interval
Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion of ``k`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(total: float, squares: float, n: int, z: float = Z95
                  ) -> tuple[float, float, float]:
    """Mean and 95% interval (normal approximation: the sample is the plays, n is large) from
    a sum and a sum of squares."""
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = total / n
    if n == 1:
        return mean, mean, mean
    variance = max(0.0, (squares - n * mean * mean) / (n - 1))
    half = z * math.sqrt(variance / n)
    return mean, mean - half, mean + half


@attrs.frozen(slots=True)
class Play:
    """One play: its scenario (index), its index within the job, and what it came to."""

    scenario: int
    index: int
    losers: tuple[str, ...]
    life: Mapping[str, int]
    poison: Mapping[str, int]
    died: tuple[str, ...]
    #: damage dealt to each player and planeswalker (CR 120.3)
    damage: Mapping[str, int]
    #: what the comparison of alternatives reads, for the active player (``METRICS``)
    metrics: Mapping[str, float] = attrs.field(factory=dict)

    @property
    def outcome(self) -> str:
        """``"<player> lost"`` (several joined by " and "), or ``"nobody lost"``."""
        return " and ".join(self.losers) + " lost" if self.losers else "nobody lost"

    def to_json(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "index": self.index, "outcome": self.outcome,
                "life": dict(self.life), "poison": dict(self.poison),
                "died": list(self.died), "damage": dict(self.damage)}


@attrs.define
class Tally:
    """Running sums of one scenario's plays: enough for every statistic of the report."""

    plays: int = 0
    outcomes: Counter[str] = attrs.Factory(Counter)
    died: Counter[str] = attrs.Factory(Counter)
    sums: dict[str, list[float]] = attrs.Factory(dict)  # "life A" -> [sum, sum of squares]

    def add(self, play: Play) -> None:
        self.plays += 1
        self.outcomes[play.outcome] += 1
        self.died.update(play.died)
        for kind, values in (("life", play.life), ("poison", play.poison),
                             ("damage", play.damage), ("metric", play.metrics)):
            for who, value in values.items():
                pair = self.sums.setdefault(f"{kind} {who}", [0.0, 0.0])
                pair[0] += value
                pair[1] += value * value

    def summary(self) -> dict[str, Any]:
        """Each statistic with its 95% interval: outcome and death probabilities (Wilson),
        mean life, poison and damage dealt (normal approximation)."""
        n = self.plays

        def share(k: int) -> dict[str, float]:
            lo, hi = wilson(k, n)
            return {"p": k / n if n else 0.0, "low": lo, "high": hi}

        def mean(key: str) -> dict[str, float]:
            total, squares = self.sums[key]
            m, lo, hi = mean_interval(total, squares, n)
            return {"mean": m, "low": lo, "high": hi}

        return {"plays": n,
                "outcomes": {o: share(k) for o, k in sorted(self.outcomes.items())},
                "died": {p: share(k) for p, k in sorted(self.died.items())},
                "means": {key: mean(key) for key in sorted(self.sums)}}


@attrs.frozen(slots=True)
class Job:
    """What a Monte Carlo run plays: picklable, so each worker loads the scenarios itself."""

    sources: tuple[str, ...]
    n: int
    seed: int
    policies: tuple[tuple[str, str], ...] = ()
    cards: str | None = None

    @property
    def batches(self) -> int:
        return -(-self.n // BATCH)


@functools.lru_cache(maxsize=32)
def _scenario(source: str, cards: str | None) -> Scenario:
    from mtgsim import scenario  # the facade: one way to read a scenario

    return scenario(source, cards)


def run_batch(job: Job, batch: int) -> list[Play]:
    """Play batch ``batch`` of ``job`` for every scenario (see the module docstring)."""
    from mtgsim import play as play_state

    # what ``SeedSequence(job.seed).spawn(job.batches)[batch]`` is, without making the other
    # batches' children each time
    seed = np.random.SeedSequence(job.seed, spawn_key=(batch,))
    first, last = batch * BATCH, min(job.n, (batch + 1) * BATCH)
    out: list[Play] = []
    for s, source in enumerate(job.sources):
        prepared = _scenario(source, job.cards).state.clone().start()
        prepared.record_events = True
        rng = np.random.default_rng(seed)  # the same for every scenario
        agents = dict(job.policies)
        for index in range(first, last):
            state = prepared.clone()
            start = len(state.events)
            outcome = play_state(state, agents, rng)
            damage: Counter[str] = Counter()
            to_opponents = 0
            for e in state.events[start:]:
                if not isinstance(e, DamageDealt):
                    continue
                if e.target in state.players:
                    owner = e.target
                elif e.target in state.permanents and \
                        state.permanents[e.target].card.is_planeswalker:
                    owner = state.permanents[e.target].controller
                else:
                    continue
                damage[e.target] += e.amount
                to_opponents += e.amount if owner != prepared.active else 0
            out.append(Play(s, index, outcome.losers, dict(outcome.life),
                            dict(outcome.poison), outcome.died, dict(damage),
                            metrics(prepared.active, outcome.life, outcome.losers,
                                    to_opponents)))
    return out


#: how alternatives are compared, each for the active player: ``life_diff`` their life minus
#: the opponents' (averaged over opponents), ``win`` 1 when an opponent lost and they did
#: not, ``damage`` damage dealt to opponents and their planeswalkers, ``survival`` 1 when
#: they did not lose
METRICS = ("life_diff", "win", "damage", "survival")


def metrics(active: str, life: Mapping[str, int], losers: Sequence[str],
            to_opponents: int) -> dict[str, float]:
    """One play's ``METRICS`` for the active player."""
    opponents = [p for p in life if p != active]
    lost = active in losers
    return {
        "life_diff": life[active] - sum(life[o] for o in opponents) / max(1, len(opponents)),
        "win": float(not lost and any(o in losers for o in opponents)),
        "damage": float(to_opponents),
        "survival": float(not lost)}


@attrs.define
class MonteCarloResult:
    """Per scenario, the running ``Tally``; for each metric and each pair of scenarios, the
    running sums of the paired differences (play ``i`` of one against play ``i`` of the other:
    common random numbers); with ``keep``, every ``Play`` too."""

    sources: tuple[str, ...]
    tallies: list[Tally]
    plays: list[Play] = attrs.Factory(list)
    #: (metric, i, j) -> [sum, sum of squares] of metric(i) - metric(j), i < j
    paired: dict[tuple[str, int, int], list[float]] = attrs.Factory(dict)

    def add(self, plays: list[Play]) -> None:
        by_index: dict[int, dict[int, Play]] = {}
        for p in plays:
            self.tallies[p.scenario].add(p)
            by_index.setdefault(p.index, {})[p.scenario] = p
        for group in by_index.values():
            for i in group:
                for j in group:
                    if i < j:
                        for name in METRICS:
                            d = group[i].metrics[name] - group[j].metrics[name]
                            pair = self.paired.setdefault((name, i, j), [0.0, 0.0])
                            pair[0] += d
                            pair[1] += d * d

    def summary(self) -> list[dict[str, Any]]:
        return [{"scenario": src, **t.summary()}
                for src, t in zip(self.sources, self.tallies, strict=True)]

    def compare(self, metric: str = "life_diff") -> dict[str, Any]:
        """Each alternative's mean ``metric`` with its interval, the best one, and its paired
        difference with each other alternative: ``sure`` when the 95% interval of the
        difference is above 0."""
        if metric not in METRICS:
            raise ValueError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}")
        means = []
        for t in self.tallies:
            total, squares = t.sums.get(f"metric {metric}", [0.0, 0.0])
            m, lo, hi = mean_interval(total, squares, t.plays)
            means.append({"mean": m, "low": lo, "high": hi})
        best = max(range(len(means)), key=lambda k: (means[k]["mean"], -k))
        against = []
        for other in range(len(means)):
            if other == best:
                continue
            i, j = min(best, other), max(best, other)
            total, squares = self.paired[(metric, i, j)]
            sign = 1 if best == i else -1
            m, lo, hi = mean_interval(sign * total, squares, self.tallies[best].plays)
            against.append({"scenario": self.sources[other], "difference": m, "low": lo,
                            "high": hi, "sure": lo > 0})
        return {"metric": metric, "means": dict(zip(self.sources, means, strict=True)),
                "best": self.sources[best], "against": against}


def batches(job: Job, workers: int = 1) -> Iterator[list[Play]]:
    """Every batch's plays, in batch order, played by ``workers`` processes."""
    if workers <= 1:
        for b in range(job.batches):
            yield run_batch(job, b)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(run_batch, [job] * job.batches, range(job.batches))


def montecarlo(scenarios: str | Path | Sequence[str | Path], n: int, *, seed: int = 0,
               policies: Mapping[str, str] | None = None, workers: int = 1,
               cards: str | Path | None = None, keep: bool = False,
               on_batch: Callable[[list[Play]], None] | None = None) -> MonteCarloResult:
    """Play each scenario ``n`` times (see the module docstring) and summarise them;
    ``on_batch`` sees each batch's plays as it finishes, in batch order (to stream them)."""
    sources = (str(scenarios),) if isinstance(scenarios, (str, Path)) else tuple(
        str(s) for s in scenarios)
    if n < 1:
        raise ValueError(f"n: expected at least 1 play, got {n}")
    job = Job(sources, n, seed, tuple(sorted((policies or {}).items())),
              None if cards is None else str(cards))
    result = MonteCarloResult(sources, [Tally() for _ in sources])
    for plays in batches(job, workers):
        result.add(plays)
        if keep:
            result.plays += plays
        if on_batch is not None:
            on_batch(plays)
    return result


__all__ = ["montecarlo", "MonteCarloResult", "Play", "Tally", "Job", "run_batch", "batches",
           "wilson", "mean_interval", "metrics", "BATCH", "METRICS"]
