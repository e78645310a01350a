"""What a Monte Carlo run comes to: ``MonteCarloResult``, the running sums of its batches
(``BatchResult``, merged in batch order), its summary, the comparison of alternatives, its JSON
and text reports, and the checkpoint form of its sums (``state_json``, ``restore``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from mtgsim.experiments.match import MatchTally
from mtgsim.experiments.plays import METRICS, PlayRecord
from mtgsim.experiments.stats import Tally, mean_interval
from sim.model.errors import MtgsimError


@attrs.frozen(slots=True)
class BatchResult:
    """What a worker sends back for one batch: a tally per scenario, the paired differences
    (metric, i, j) -> [sum, sum of squares], and the plays when the job asks for them."""

    batch: int
    tallies: tuple[Tally, ...]
    paired: dict[tuple[str, int, int], list[float]]
    plays: tuple[PlayRecord, ...] = ()
    #: the plays' records (``MonteCarloJob.records``): JSON lines, or rows
    lines: bytes = b""
    rows: tuple[dict[str, Any], ...] = ()
    #: per scenario, the tally of its games (a game not yet dealt), else None
    games: tuple[MatchTally | None, ...] = ()


@attrs.define
class MonteCarloResult:
    """Per scenario, the running ``Tally``; for each metric and each pair of scenarios, the
    running sums of the paired differences (play ``i`` of one against play ``i`` of the other:
    common random numbers); with ``keep``, every ``PlayRecord`` too. ``batches`` of ``n``
    plays each are done (fewer when the run was interrupted)."""

    sources: tuple[str, ...]
    tallies: list[Tally]
    n: int = 0
    seed: int = 0
    policies: dict[str, str] = attrs.Factory(dict)
    #: permanent id -> card name, per scenario (what the reports and plots label)
    names: list[dict[str, str]] = attrs.Factory(list)
    batches: int = 0
    plays: list[PlayRecord] = attrs.Factory(list)
    #: (metric, i, j) -> [sum, sum of squares] of metric(i) - metric(j), i < j
    paired: dict[tuple[str, int, int], list[float]] = attrs.Factory(dict)
    #: the engine that played the job (``ENGINES``): "batch" when the batched kernel
    #: resolved the combats, else "scalar"
    engine: str = "scalar"
    #: with the scalar engine, why the batch engine did not play the job ("" when it was
    #: not considered: ``batch=False``)
    engine_note: str = ""
    #: per scenario, the running ``MatchTally`` of a game dealt anew each play, else None
    games: list[MatchTally | None] = attrs.Factory(list)

    @property
    def complete(self) -> bool:
        """Whether every scenario has all its ``n`` plays."""
        return all(t.plays == self.n for t in self.tallies)

    def add(self, batch: BatchResult) -> None:
        """Merge the next batch (batches are added in order)."""
        for tally, more in zip(self.tallies, batch.tallies, strict=True):
            tally.merge(more)
        for match, games in zip(self.games, batch.games, strict=False):
            if match is not None and games is not None:
                match.merge(games)
        for key, (total, squares) in batch.paired.items():
            pair = self.paired.setdefault(key, [0.0, 0.0])
            pair[0] += total
            pair[1] += squares
        self.batches += 1

    def summary(self) -> list[dict[str, Any]]:
        """Per scenario: ``Tally.summary`` with the scenario and its card names; for a game
        dealt anew each play, ``game``: its ``MatchTally.summary``."""
        games = self.games or [None] * len(self.sources)
        return [{"scenario": src, **t.summary(), "names": names,
                 **({} if match is None else {"game": match.summary()})}
                for src, t, names, match in zip(self.sources, self.tallies, self.names, games,
                                                strict=True)]

    def match(self) -> MatchTally:
        """The games of every scenario that is a game dealt anew each play, in one tally
        (``mtgsim match``: both decks' turns playing first)."""
        return MatchTally.merged(self.games)

    def compare(self, metric: str = "life_diff") -> dict[str, Any]:
        """Each alternative's mean ``metric`` with its interval, the best one, and its paired
        difference with each other alternative: ``sure`` when the 95% interval of the
        difference is above 0."""
        if metric not in METRICS:
            raise MtgsimError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}")
        means = []
        for t in self.tallies:
            total, squares = t.sums[f"metric {metric}"]
            m, lo, hi = mean_interval(total, squares, t.plays)
            means.append({"mean": m, "low": lo, "high": hi})
        best = max(range(len(means)), key=lambda k: (means[k]["mean"], -k))
        against = []
        for other in range(len(means)):
            if other == best:
                continue
            i, j = min(best, other), max(best, other)
            total, squares = self.paired.get((metric, i, j), [0.0, 0.0])
            sign = 1 if best == i else -1
            m, lo, hi = mean_interval(sign * total, squares, self.tallies[best].plays)
            against.append({"scenario": self.sources[other], "difference": m, "low": lo,
                            "high": hi, "sure": lo > 0})
        return {"metric": metric, "means": dict(zip(self.sources, means, strict=True)),
                "best": self.sources[best], "against": against}

    def to_json(self, metric: str = "life_diff") -> dict[str, Any]:
        """The report as JSON data: the job, each scenario's summary, the comparison."""
        from sim.io.run_report import SCHEMA_VERSION
        return {"schema_version": SCHEMA_VERSION, "n": self.n, "seed": self.seed,
                "policies": self.policies, "engine": self.engine,
                "engine_note": self.engine_note, "complete": self.complete,
                "scenarios": self.summary(),
                "comparison": self.compare(metric) if len(self.sources) > 1 else None}

    def state_json(self) -> dict[str, Any]:
        """The running sums (a checkpoint's), read back by ``restore``."""
        games = {} if not any(g is not None for g in self.games) else {
            "games": [None if g is None else g.to_json() for g in self.games]}
        return {"batches": self.batches, "tallies": [t.to_json() for t in self.tallies],
                "paired": [[*key, *value] for key, value in self.paired.items()], **games}

    def restore(self, data: Mapping[str, Any]) -> None:
        """Take the running sums of a checkpoint (``state_json``)."""
        self.batches = data["batches"]
        self.tallies = [Tally.from_json(t) for t in data["tallies"]]
        self.paired = {(m, int(i), int(j)): [float(a), float(b)]
                       for m, i, j, a, b in data["paired"]}
        if "games" in data:
            self.games = [None if g is None else MatchTally.from_json(g) for g in data["games"]]

    def table(self, metric: str = "life_diff") -> str:
        """The report as text (what ``mtgsim montecarlo`` prints)."""
        from mtgsim.experiments.reports import montecarlo_table
        return montecarlo_table(self.to_json(metric))

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        from mtgsim.experiments.reports import montecarlo_html
        return montecarlo_html(self.to_json())


__all__ = ["MonteCarloResult", "BatchResult"]
