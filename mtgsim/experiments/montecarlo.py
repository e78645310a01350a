"""Monte Carlo playtesting: play scenarios many times, seeded, in batches, and summarise.

``montecarlo(scenarios, n, seed=..., policies=..., workers=..., backend=...)`` plays each
scenario ``n`` times. The open decisions are made by the policies named per player; the
choices the scenario file scripts stay fixed.

Seeding. One root seed; the plays are split in batches of ``BATCH`` plays, and batch ``b``
draws its generator from ``numpy.random.SeedSequence(seed).spawn(batches)[b]``. Every
scenario of a job gets a generator from the same batch seed (common random numbers: the
alternatives are compared on the same random choices), and plays within a batch run in
order. So the results depend on the root seed alone: never on the number of workers nor on
the backend, which only decide where the batches run. A worker sums its batch into a
``Tally`` per scenario; the tallies are merged in batch order.

Scale. At most a few batches per worker are in flight at once and every statistic is a
running sum, so memory stays flat in ``n``; the records of the plays (``out``) are streamed
to a file as batches finish (``mtgsim.records``), with a checkpoint from which an
interrupted run resumes to exactly the results of an uninterrupted one.

Engines. A job is played by the scalar engine (``sim``), or — when every scenario's board and
every policy qualifies (``mtgsim.batch.plays.reasons``: creatures the batched kernel plays,
nothing but the declarations left open, the ``default`` and ``random`` policies) — by the
batch engine: the policies choose each play's attack and block exactly as in the scalar
loop, from the same generator in the same order, and ``mtgsim.batch`` resolves the combats
as arrays (``mtgsim.batch.plays``). The results are the scalar engine's, play for play;
``montecarlo(batch=...)`` chooses, and the result says which engine ran (``engine``).

Games. A game not yet dealt (``mtgsim.game``) deals a new game each play. Each play's figures
then include the game's (``mtgsim.match.GameFigures``: who played first, the turns, the winner,
the mulligans, the cards drawn, cast and played), summed per batch into a
``mtgsim.match.MatchTally`` merged in batch order like the ``Tally``; the tally leaves out
what names a game's objects (deaths, damage to planeswalkers), whose ids mean nothing from one
game to the next. ``mtgsim match`` is two such games, each deck playing first in one.
"""

from __future__ import annotations

import hashlib
import json
import signal
import sys
import uuid
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any, Protocol

import attrs
import numpy as np

from mtgsim.match import GameFigures, MatchTally, game_figures
from mtgsim.stats import Tally, mean_interval
from sim.model.errors import MtgsimError
from sim.model.events import DamageDealt
from sim.model.objects import Stage
from sim.model.state import GameState

#: plays per batch: the unit of seeding and of work sent to a worker
BATCH = 250
#: how long to wait for a Dask scheduler to answer
CONNECT_SECONDS = 10
#: batches in flight per worker (enough to keep every worker busy, few enough to stay flat)
WINDOW = 3

#: how alternatives are compared, each for the active player (as the scenario starts:
#: ``figures_of``): ``life_diff`` their life minus
#: the opponents' (averaged over opponents), ``win`` 1 when an opponent lost and they did
#: not, ``damage`` damage dealt to opponents and their planeswalkers, ``survival`` 1 when
#: they did not lose
METRICS = ("life_diff", "win", "damage", "survival")
BACKENDS = ("local", "dask")
#: the engines a job may run on (``MonteCarloResult.engine``): the scalar engine, or the
#: batched kernel for the plays' combats (``mtgsim.batch.plays``)
ENGINES = ("scalar", "batch")


class PlayError(MtgsimError):
    """A play stopped with an error (a scripted choice the rules forbid, say): names the
    scenario and the play. Plain text, so it crosses process boundaries intact."""


class BatchUnavailableError(MtgsimError):
    """``montecarlo(batch=True)`` for a job the batch engine can't play: names each reason
    (the scenario and what in it, or the policy)."""


class Interrupted(KeyboardInterrupt):
    """A run stopped by Ctrl-C: ``result`` holds every batch finished before it."""

    def __init__(self, result: MonteCarloResult) -> None:
        super().__init__()
        self.result = result


@attrs.frozen(slots=True)
class Play:
    """One play: its scenario (index), its index within the job (its seed is its batch's),
    what it came to, and the actions taken (their text forms)."""

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
    actions: tuple[str, ...] = ()
    #: a game's figures (a game not yet dealt), else None
    game: GameFigures | None = None

    @property
    def outcome(self) -> str:
        """``"<player> lost"`` (several joined by " and "), or ``"nobody lost"``."""
        return outcome_text(self.losers)

    def to_json(self) -> dict[str, Any]:
        """The record streamed to ``out`` (one JSON line, or one Parquet row)."""
        return {"scenario": self.scenario, "index": self.index, "outcome": self.outcome,
                "life": dict(self.life), "poison": dict(self.poison),
                "died": list(self.died), "damage": dict(self.damage),
                "metrics": dict(self.metrics), "actions": list(self.actions),
                **({} if self.game is None else {"game": self.game.to_json()})}


def outcome_text(losers: Sequence[str]) -> str:
    return " and ".join(losers) + " lost" if losers else "nobody lost"


@attrs.frozen(slots=True, eq=False)
class Job:
    """What a Monte Carlo run plays: the scenarios' started states (picklable: each worker,
    local or on a cluster, gets them whole, never a path), and what each batch returns."""

    states: tuple[GameState, ...]
    n: int
    seed: int
    policies: tuple[tuple[str, str], ...] = ()
    #: per scenario, where its plays' events begin in ``states`` (``fixed_prefix``)
    first_events: tuple[int, ...] = ()
    #: return each ``Play`` (``keep``)
    keep: bool = False
    #: return each play's record for ``out``: "jsonl" (JSON lines, made by the worker),
    #: "rows" (dicts, for Parquet), or "" (none)
    records: str = ""
    #: the engine that plays it (``ENGINES``)
    engine: str = "scalar"
    #: names the job within a worker process: the batch engine keeps what it built for a
    #: scenario (``mtgsim.batch.plays.Tree``) for the job's later batches; "" keeps nothing
    token: str = ""

    @property
    def batches(self) -> int:
        return -(-self.n // BATCH)


@attrs.frozen(slots=True)
class BatchResult:
    """What a worker sends back for one batch: a tally per scenario, the paired differences
    (metric, i, j) -> [sum, sum of squares], and the plays when the job asks for them."""

    batch: int
    tallies: tuple[Tally, ...]
    paired: dict[tuple[str, int, int], list[float]]
    plays: tuple[Play, ...] = ()
    #: the plays' records (``Job.records``): JSON lines, or rows
    lines: bytes = b""
    rows: tuple[dict[str, Any], ...] = ()
    #: per scenario, the tally of its games (a game not yet dealt), else None
    games: tuple[MatchTally | None, ...] = ()


def tally_for(state: GameState) -> Tally:
    """An empty tally naming everything a scenario's report lists: each creature's death,
    each player's life and poison, damage to each player and planeswalker, every metric."""
    players = list(state.players)
    walkers = [p.id for p in state.battlefield() if p.card.is_planeswalker]
    return Tally.of(
        (p.id for p in state.creatures()),
        [f"{k} {p}" for k in ("life", "poison") for p in players]
        + [f"damage {t}" for t in players + walkers] + [f"metric {m}" for m in METRICS],
        [f"{k} {p}" for k in ("life", "poison") for p in players])


@attrs.frozen(slots=True)
class Figures:
    """What one play came to, as ``run_batch`` sums it: each player's life and poison,
    the losers (in the order of the players), what died (in the order it died), the damage
    dealt to each player and planeswalker (CR 120.3), how much of it to the active player's
    opponents and their planeswalkers, and the actions taken (their text forms; () when the
    job keeps no plays). ``text`` and ``values`` are its outcome and ``METRICS``; ``game``
    a game's own figures (a game not yet dealt), else None."""

    life: Mapping[str, int]
    poison: Mapping[str, int]
    losers: tuple[str, ...]
    died: tuple[str, ...]
    damage: Mapping[str, int]
    to_opponents: int
    text: str
    values: tuple[float, float, float, float]
    actions: tuple[str, ...] = ()
    game: GameFigures | None = None

    @classmethod
    def of(cls, state: GameState, life: Mapping[str, int], poison: Mapping[str, int],
           losers: tuple[str, ...], died: tuple[str, ...], damage: Mapping[str, int],
           to_opponents: int, actions: tuple[str, ...] = (),
           game: GameFigures | None = None, active: str | None = None) -> Figures:
        """The figures, with the outcome and metrics worked out for ``active`` (default
        ``state``'s active player; any state of the scenario: only its players are read)."""
        active = active if active is not None else state.active
        opponents = [p for p in state.players if p != active]
        return cls(life, poison, losers, died, damage, to_opponents, outcome_text(losers),
                   metrics(active, opponents, life, losers, to_opponents), actions, game)


def run_batch(job: Job, batch: int) -> BatchResult:
    """Play batch ``batch`` of ``job`` for every scenario (see the module docstring). Each
    play appends its figures to columns; the batch's tally is summed from them at the end.
    Both engines give the same ``Figures`` for each play; the sums are made here alike."""
    from mtgsim import agents_for

    # what ``SeedSequence(job.seed).spawn(job.batches)[batch]`` is, without making the other
    # batches' children each time
    seed = np.random.SeedSequence(job.seed, spawn_key=(batch,))
    first, last = batch * BATCH, min(job.n, (batch + 1) * BATCH)
    tallies = []
    plays: list[Play] = []
    rows: list[dict[str, Any]] = []
    scores: list[list[list[float]]] = []  # scenario -> metric -> one value per play
    matches: list[MatchTally | None] = []
    want = job.keep or bool(job.records)
    for s, prepared in enumerate(job.states):
        # a game dealt anew each play: its own tally; its objects' ids mean nothing across
        # plays, so neither deaths nor damage to planeswalkers are summed
        match = MatchTally() if undealt(prepared) else None
        matches.append(match)
        rng = np.random.default_rng(seed)  # the same for every scenario
        agents = agents_for(prepared, dict(job.policies), rng)
        players: list[tuple[str, list[int], list[int]]] = [
            (p, [], []) for p in prepared.players]  # (id, life, poison) per play
        outcomes: list[str] = []
        died: list[str] = []
        damage_dealt: dict[str, list[float]] = {}  # target -> each nonzero amount
        score: list[list[float]] = [[] for _ in METRICS]
        start = job.first_events[s] if job.first_events else len(prepared.events)
        ended = prepared.is_terminal()  # nothing left to choose: every play is this one
        tree = None
        if job.engine == "batch" and not ended:
            from mtgsim.batch.plays import tree_for
            tree = tree_for(job, s, start)
        once: Figures | None = None
        for index in range(first, last):
            if tree is not None:
                figures = tree.play(agents, index, want)
            else:
                if once is None or not ended:
                    once = _play_one(prepared, agents, start, s, index, want, rng)
                figures = once
            life, poison, losers = figures.life, figures.poison, figures.losers
            for p, lives, poisons in players:
                lives.append(life[p])
                poisons.append(poison[p])
            if match is None:
                for target, amount in figures.damage.items():
                    damage_dealt.setdefault(target, []).append(amount)
                died += figures.died
            else:
                for target, amount in figures.damage.items():
                    if target in life:
                        damage_dealt.setdefault(target, []).append(amount)
                if figures.game is not None:
                    match.add(figures.game)
            outcomes.append(figures.text)
            values = figures.values
            for column, value in zip(score, values, strict=True):
                column.append(value)
            if want:
                kept = Play(s, index, losers, dict(life), dict(poison), figures.died,
                            dict(figures.damage), dict(zip(METRICS, values, strict=True)),
                            figures.actions, figures.game)
                if job.keep:
                    plays.append(kept)
                if job.records:
                    rows.append(kept.to_json())
        tally = tally_for(prepared)
        tally.add_columns(
            outcomes, died,
            {**{f"life {p}": lives for p, lives, _ in players},
             **{f"poison {p}": poisons for p, _, poisons in players},
             **{f"damage {t}": amounts for t, amounts in damage_dealt.items()},
             **{f"metric {m}": column for m, column in zip(METRICS, score, strict=True)}},
            {**{f"life {p}": lives for p, lives, _ in players},
             **{f"poison {p}": poisons for p, _, poisons in players}})
        tallies.append(tally)
        scores.append(score)
    paired: dict[tuple[str, int, int], list[float]] = {}
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            for m, name in enumerate(METRICS):
                diffs = [a - b for a, b in zip(scores[i][m], scores[j][m], strict=True)]
                paired[(name, i, j)] = [sum(diffs), sum(d * d for d in diffs)]
    if job.records == "jsonl":
        lines = "".join(json.dumps(r) + "\n" for r in rows).encode()
        return BatchResult(batch, tuple(tallies), paired, tuple(plays), lines,
                           games=tuple(matches))
    return BatchResult(batch, tuple(tallies), paired, tuple(plays), rows=tuple(rows),
                       games=tuple(matches))


def _play_one(prepared: GameState, agents: Any, start: int, scenario: int, index: int,
              actions: bool = False, rng: np.random.Generator | None = None) -> Figures:
    """One play from ``prepared`` by the scalar engine, and what it came to (``actions``:
    with the actions taken). A game not yet dealt (``undealt``) gets its own seed from
    ``rng`` first: its shuffles are the play's."""
    from sim.engine.play import play

    state = prepared.clone()
    deals = undealt(prepared)
    if rng is not None and deals:
        state.seed = int(rng.integers(2**63))
    try:
        play(state, agents)
    except MtgsimError as err:
        raise PlayError(f"scenario {scenario + 1}, play {index}: {err}") from None
    return figures_of(state, start, actions, deals, prepared.active)


def figures_of(state: GameState, start: int, actions: bool = False, game: bool = False,
               active: str | None = None) -> Figures:
    """The ``Figures`` of a finished play: its outcome, and the damage dealt to each player
    and planeswalker from event ``start`` on (``DamageDealt`` events), and to the opponents
    of ``active`` and their planeswalkers; with ``game`` (a game dealt for this play), the
    game's own figures (``mtgsim.match.game_figures``). ``active``: whom the metrics are for,
    the player active as the scenario starts (default: ``state``'s active player, the same
    in a play that ends with the combat; a play going on through turns ends in someone
    else's turn as often as not)."""
    outcome = state.outcome()
    active = active if active is not None else state.active
    damage: dict[str, int] = {}
    to_opponents = 0
    players, permanents = state.players, state.permanents
    for e in [e for e in state.events[start:] if type(e) is DamageDealt]:
        target = e.target
        if target in players:
            owner = target
        else:
            permanent = permanents.get(target)
            if permanent is None or not permanent.card.is_planeswalker:
                continue
            owner = permanent.controller
        damage[target] = damage.get(target, 0) + e.amount
        if owner != active:
            to_opponents += e.amount
    return Figures.of(state, outcome.life, outcome.poison, outcome.losers, outcome.died,
                      damage, to_opponents,
                      tuple(str(a) for a in state.history) if actions else (),
                      game_figures(state, start) if game else None, active)


def undealt(state: GameState) -> bool:
    """A game whose libraries are not yet shuffled (``sim.rules.opening.new_game``): each play of
    it deals its own game."""
    return bool(state.opening) and state.stage is Stage.NOT_STARTED


def fixed_prefix(state: GameState) -> None:
    """Play ``state`` on through the decisions every play of it makes alike: those the
    scenario scripts and those with a single legal action (as ``sim.engine.play`` does, asking no
    agent, drawing no random number). Every play then starts from there, once."""
    from sim.engine import core as engine

    script = state.script
    while state.pending is not None:
        decision = state.pending
        # a probe on a clone: answering may move the script on (a cast it then makes)
        if script is not None and script.answer(state.clone(), decision) is not None:
            state.script_label = ""
            action = script.answer(state, decision)
            label = state.script_label
        else:
            legal = state.legal_actions()
            if legal.count() != 1:
                return
            action, label = legal[0], ""
        assert action is not None
        try:
            engine.apply(state, action)
        except MtgsimError as err:
            raise MtgsimError(f"{label}: {err}" if label else str(err)) from None


def metrics(active: str, opponents: Sequence[str], life: Mapping[str, int],
            losers: Sequence[str], to_opponents: int) -> tuple[float, float, float, float]:
    """One play's ``METRICS`` for the active player, in that order."""
    lost = active in losers
    return (life[active] - sum(life[o] for o in opponents) / max(1, len(opponents)),
            float(not lost and any(o in losers for o in opponents)),
            float(to_opponents),
            float(not lost))


@attrs.define
class MonteCarloResult:
    """Per scenario, the running ``Tally``; for each metric and each pair of scenarios, the
    running sums of the paired differences (play ``i`` of one against play ``i`` of the other:
    common random numbers); with ``keep``, every ``Play`` too. ``batches`` of ``n`` plays
    each are done (fewer when the run was interrupted)."""

    sources: tuple[str, ...]
    tallies: list[Tally]
    n: int = 0
    seed: int = 0
    policies: dict[str, str] = attrs.Factory(dict)
    #: permanent id -> card name, per scenario (what the reports and plots label)
    names: list[dict[str, str]] = attrs.Factory(list)
    batches: int = 0
    plays: list[Play] = attrs.Factory(list)
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
        self.batches = data["batches"]
        self.tallies = [Tally.from_json(t) for t in data["tallies"]]
        self.paired = {(m, int(i), int(j)): [float(a), float(b)]
                       for m, i, j, a, b in data["paired"]}
        if "games" in data:
            self.games = [None if g is None else MatchTally.from_json(g) for g in data["games"]]

    def table(self, metric: str = "life_diff") -> str:
        """The report as text (what ``mtgsim montecarlo`` prints)."""
        from mtgsim.report import table
        return table(self, metric)

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        from mtgsim.report import html
        return html(self)


class _Future(Protocol):
    def result(self) -> BatchResult: ...

    def cancel(self) -> bool: ...


def in_order(submit: Callable[[int], _Future], first: int, count: int, window: int
             ) -> Iterator[BatchResult]:
    """Batches ``first`` to ``count - 1``, at most ``window`` in flight, in batch order."""
    pending: deque[_Future] = deque()
    following = first
    try:
        while pending or following < count:
            while following < count and len(pending) < window:
                pending.append(submit(following))
                following += 1
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the main process, which stops the run cleanly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def execute(job: Job, first: int = 0, workers: int = 1, backend: str = "local",
            scheduler: str | None = None) -> Iterator[BatchResult]:
    """Every batch's result from ``first`` on, in batch order: in this process (one local
    worker), in ``workers`` local processes, or on a Dask cluster (``scheduler``: its
    address; none starts a local one with ``workers`` processes)."""
    if backend == "dask":
        from mtgsim.extras import require
        distributed = require("distributed", "dask", "--backend dask")
        if scheduler is None:
            cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1,
                                               dashboard_address=None)
            client = distributed.Client(cluster)
        else:
            try:
                cluster, client = None, distributed.Client(scheduler, timeout=CONNECT_SECONDS)
            except (OSError, TimeoutError, ValueError) as err:
                raise MtgsimError(f"--scheduler: {scheduler}: can't reach a Dask scheduler "
                                  f"there ({err})") from None
        try:
            shared = client.scatter(job, broadcast=True)
            slots = max(1, sum(client.nthreads().values()))
            yield from in_order(lambda b: client.submit(run_batch, shared, b, pure=False),
                                first, job.batches, WINDOW * slots)
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
        return
    if workers <= 1:
        for b in range(first, job.batches):
            yield run_batch(job, b)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint) as pool:
        def submit(b: int) -> Future[BatchResult]:
            return pool.submit(run_batch, job, b)

        try:
            yield from in_order(submit, first, job.batches, WINDOW * workers)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def fingerprint(source: str | Path) -> str:
    """What identifies a scenario or card file in a checkpoint: the SHA-256 of a file's bytes
    (read in chunks: a card file may be large and compressed), or of the text given."""
    digest = hashlib.sha256()
    path = Path(source)
    try:
        if path.is_file():
            with path.open("rb") as f:
                for chunk in iter(lambda: f.read(1 << 20), b""):
                    digest.update(chunk)
            return digest.hexdigest()
    except OSError:
        pass
    digest.update(str(source).encode())
    return digest.hexdigest()


def identity(sources: Sequence[str], n: int, seed: int, policies: Mapping[str, str],
             cards: str | None, prints: Sequence[str] | None = None) -> dict[str, Any]:
    """What makes two runs the same job (a resumed run must be): the scenarios' contents
    (``prints``: their fingerprints, when not the files ``sources`` names), ``n``, the seed,
    the policies, the card file, the batch size."""
    prints = list(prints) if prints is not None else [fingerprint(s) for s in sources]
    return {"scenarios": [{"source": s, "sha256": f} for s, f in zip(sources, prints,
                                                                      strict=True)],
            "n": n, "seed": seed, "policies": dict(sorted(policies.items())),
            "cards": None if cards is None else fingerprint(cards), "batch": BATCH}


#: a scenario the runner plays: a file name or TOML/JSON text, a parsed scenario, a position
Scenario = str | Path | GameState | Mapping[str, Any]


def montecarlo(scenarios: Scenario | Sequence[Scenario], n: int, *,
               seed: int = 0,
               policies: Mapping[str, str] | None = None, workers: int = 1,
               backend: str = "local", scheduler: str | None = None,
               cards: str | Path | None = None, keep: bool = False,
               out: str | Path | None = None, resume: bool = False,
               progress: bool | None = False,
               on_batch: Callable[[BatchResult], None] | None = None,
               batch: bool | str = "auto",
               labels: Sequence[str] | None = None) -> MonteCarloResult:
    """Play each scenario ``n`` times (see the module docstring) and summarise them.

    A scenario is a file (or TOML/JSON text), a scenario dict, or a position (``GameState``;
    ``labels`` name them in the report). A game not yet dealt (``mtgsim.game``) deals a new
    game each play, seeded from the play's generator: a match of ``n`` games.

    ``policies``: player id -> policy name (``mtgsim.policy``: default, random, heuristic,
    lookahead, solver, mcts or ``module:Class``). ``workers`` local processes, or
    ``backend="dask"`` on the cluster at ``scheduler``. ``keep`` keeps every ``Play`` in the
    result. ``out``: a ``.jsonl`` or ``.parquet`` file of one record per play, streamed as
    batches finish, with a checkpoint beside it; ``resume`` continues the run that file
    holds. ``progress``: a bar on stderr (None: when stderr is a terminal). Ctrl-C raises
    ``Interrupted`` holding what finished.

    ``batch``: which engine plays the job (the results are the same, play for play).
    ``"auto"`` (the default): the batch engine when every scenario and policy qualifies and
    some scenario has a decision left open, else the scalar engine (``engine_note`` says
    why); ``True``: the batch engine, or ``BatchUnavailableError`` naming every reason it
    can't; ``False``: the scalar engine.
    """
    from mtgsim import agents_for
    from mtgsim.records import FORMATS, open_records

    given = [scenarios] if isinstance(scenarios, (str, Path, GameState, Mapping)) \
        else list(scenarios)
    names = list(labels) if labels is not None else []
    sources = tuple(names[k] if k < len(names) else
                    (f"(position {k + 1})" if isinstance(s, GameState) else
                     f"(scenario {k + 1})" if isinstance(s, Mapping) else str(s))
                    for k, s in enumerate(given))
    if n < 1:
        raise MtgsimError(f"n: expected at least 1 play, got {n}")
    if backend not in BACKENDS:
        raise MtgsimError(f"backend: expected one of {', '.join(BACKENDS)}, got {backend!r}")
    if resume and (out is None or keep):
        raise MtgsimError("resume: needs out (the file of the run to continue), without keep")
    if batch not in ("auto", True, False):
        raise MtgsimError(f"batch: expected 'auto', True or False, got {batch!r}")
    card_file = None if cards is None else str(cards)
    states = tuple(_prepared(s, card_file) for s in given)
    table = dict(sorted((policies or {}).items()))
    first_events = []
    for k, st in enumerate(states):
        st.record_events = True
        first_events.append(len(st.events))
        if undealt(st):
            continue  # each play deals its own game
        try:
            fixed_prefix(st)
        except MtgsimError as err:
            raise PlayError(f"scenario {k + 1} ({sources[k]}): {err}") from None
    agents_for(states[0], table, np.random.default_rng(0))  # unknown names fail now
    engine, note = choose_engine(sources, states, table, batch)
    records_kind = "" if out is None else FORMATS.get(Path(out).suffix.lower(), "")
    job = Job(states, n, seed, tuple(table.items()), tuple(first_events), keep,
              "jsonl" if records_kind == "jsonl" else "rows" if records_kind else "",
              engine, uuid.uuid4().hex if engine == "batch" else "")
    result = MonteCarloResult(sources, [tally_for(s) for s in states], n, seed, table,
                              [{p.id: p.card.name for p in s.permanents.values()}
                               for s in states], engine=engine, engine_note=note,
                              games=[MatchTally() if undealt(s) else None for s in states])
    records = None if out is None else open_records(
        Path(out), identity(sources, n, seed, table, card_file, [_print(s) for s in given]),
        result, resume)
    bar = None
    try:
        if progress is not False:
            from tqdm import tqdm
            bar = tqdm(total=n * len(sources), initial=result.tallies[0].plays * len(sources),
                       unit="play", unit_scale=True, file=sys.stderr, dynamic_ncols=True,
                       disable=None if progress is None else not progress)
        for done in execute(job, result.batches, workers, backend, scheduler):
            if records is not None:
                records.write(done)
            result.add(done)
            if keep:
                result.plays += done.plays
            if records is not None:
                records.checkpoint(result)
            if bar is not None:
                bar.update(sum(t.plays for t in done.tallies))
            if on_batch is not None:
                on_batch(done)
    except KeyboardInterrupt:
        if records is not None:
            records.close(result)
            records = None
        raise Interrupted(result) from None
    finally:
        if bar is not None:
            bar.close()
        if records is not None:
            records.close(result)
    return result


def _print(source: Scenario) -> str:
    """What identifies a scenario's contents in a results file (``identity``)."""
    if isinstance(source, GameState):
        source = source.to_dict()
    if isinstance(source, Mapping):
        return hashlib.sha256(json.dumps(source, sort_keys=True, default=str).encode()
                              ).hexdigest()
    return fingerprint(source)


def _prepared(source: Scenario, cards: str | None) -> GameState:
    """The position a scenario's plays start from: a scenario (file, text or dict) run to its
    first decision, or a position given (a copy; a game not yet dealt stays so)."""
    from mtgsim import scenario

    if isinstance(source, GameState):
        return source.clone() if undealt(source) else source.clone().start()
    return scenario(source, cards).state.clone().start()


def choose_engine(sources: Sequence[str], states: Sequence[GameState],
                  policies: Mapping[str, str], batch: bool | str) -> tuple[str, str]:
    """The engine for a job (``montecarlo``'s ``batch``) and, with the scalar engine under
    ``"auto"``, why: ("batch", "") or ("scalar", reason)."""
    if batch is False:
        return "scalar", ""
    from mtgsim.batch.plays import job_reasons

    reasons = job_reasons(sources, states, policies)
    if reasons:
        if batch is True:
            raise BatchUnavailableError("batch: the batch engine can't play this job: "
                                        + "; ".join(reasons))
        more = f" (and {len(reasons) - 1} more)" if len(reasons) > 1 else ""
        return "scalar", reasons[0] + more
    if batch == "auto" and all(s.is_terminal() for s in states):
        return "scalar", "nothing is left to choose: every play is the same one"
    return "batch", ""


__all__ = ["montecarlo", "MonteCarloResult", "Play", "Job", "BatchResult", "run_batch",
           "execute", "in_order", "metrics", "identity", "Interrupted", "PlayError", "BATCH",
           "undealt",
           "METRICS", "BACKENDS", "ENGINES", "Figures", "figures_of", "choose_engine",
           "BatchUnavailableError"]
