"""Monte Carlo playtesting: play scenarios many times, seeded, in batches, and summarise.

``montecarlo(scenarios, n, seed=..., policies=..., workers=..., backend=...)`` plays each
scenario ``n`` times. The open decisions are made by the policies named per player; the
choices the scenario file scripts stay fixed (``mtgsim.experiments.plays.fixed_prefix``).

Seeding. One root seed; the plays are split in batches of ``BATCH`` plays, the units of the
harness (``mtgsim.experiments.harness``), and batch ``b`` draws its generator from
``numpy.random.SeedSequence(seed, spawn_key=(b,))`` (``SeedSequence(seed).spawn(batches)[b]``).
Every scenario of a job gets a generator from the same batch seed (common random numbers: the
alternatives are compared on the same random choices), and plays within a batch run in
order. So the results depend on the root seed alone: never on the number of workers nor on
the backend, which only decide where the batches run. A worker sums its batch into a
``Tally`` per scenario; the tallies are merged in batch order
(``mtgsim.experiments.montecarlo_result``).

Scale. At most a few batches per worker are in flight at once and every statistic is a
running sum, so memory stays flat in ``n``; the records of the plays (``out``) are streamed
to a file as batches finish (``mtgsim.experiments.harness.records``), with a checkpoint from
which an interrupted run resumes to exactly the results of an uninterrupted one.

Engines. A job is played by the scalar engine (``sim``), or — when every scenario's board and
every policy qualifies (``mtgsim.experiments.batch_engine.reasons``: creatures the batched
kernel plays, nothing but the declarations left open, the ``default`` and ``random``
policies) — by the batch engine: the policies choose each play's attack and block exactly as
in the scalar loop, from the same generator in the same order, and ``mtgsim.batch`` resolves
the combats as arrays (``mtgsim.experiments.batch_engine``). The results are the scalar
engine's, play for play; ``montecarlo(batch=...)`` chooses, and the result says which engine
ran (``engine``).

Games. A game not yet dealt (``mtgsim.game``) deals a new game each play. Each play's figures
then include the game's (``mtgsim.experiments.match.GameFigures``: who played first, the
turns, the winner, the mulligans, the cards drawn, cast and played), summed per batch into a
``mtgsim.experiments.match.MatchTally`` merged in batch order like the ``Tally``; the tally
leaves out what names a game's objects (deaths, damage to planeswalkers), whose ids mean
nothing from one game to the next. ``mtgsim match`` is two such games, each deck playing
first in one.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from mtgsim.experiments.harness import Interrupted, Sink, progress_bar, run
from mtgsim.experiments.harness.records import (
    FORMATS,
    Difference,
    content_print,
    fingerprint,
    first_difference,
    open_records,
)
from mtgsim.experiments.harness.seeds import unit_generator
from mtgsim.experiments.harness.workers import BACKENDS
from mtgsim.experiments.match import MatchTally
from mtgsim.experiments.montecarlo_result import BatchResult, MonteCarloResult
from mtgsim.experiments.plays import (
    METRICS,
    Figures,
    PlayError,
    PlayRecord,
    fixed_prefix,
    play_error,
    play_scalar,
    record_schema,
    undealt,
)
from mtgsim.experiments.stats import Tally
from mtgsim.policies import agents_for
from sim.model.errors import MtgsimError
from sim.model.state import GameState

#: plays per batch: the unit of seeding and of work sent to a worker
BATCH = 250
#: the engines a job may run on (``MonteCarloResult.engine``): the scalar engine, or the
#: batched kernel for the plays' combats (``mtgsim.experiments.batch_engine``)
ENGINES = ("scalar", "batch")


class BatchUnavailableError(MtgsimError):
    """``montecarlo(batch=True)`` for a job the batch engine can't play: names each reason
    (the scenario and what in it, or the policy)."""


@attrs.frozen(slots=True, eq=False)
class MonteCarloJob:
    """What a Monte Carlo run plays: the scenarios' started states (picklable: each worker,
    local or on a cluster, gets them whole, never a path), and what each batch returns."""

    states: tuple[GameState, ...]
    n: int
    seed: int
    policies: tuple[tuple[str, str], ...] = ()
    #: per scenario, where its plays' events begin in ``states`` (``fixed_prefix``)
    first_events: tuple[int, ...] = ()
    #: return each ``PlayRecord`` (``keep``)
    keep: bool = False
    #: return each play's record for ``out``: "jsonl" (JSON lines, made by the worker),
    #: "rows" (dicts, for Parquet), or "" (none)
    records: str = ""
    #: the engine that plays it (``ENGINES``)
    engine: str = "scalar"
    #: names the job within a worker process: the batch engine keeps what it built for a
    #: scenario (``mtgsim.experiments.batch_engine.Tree``) for the job's later batches; ""
    #: keeps nothing
    token: str = ""

    @property
    def batches(self) -> int:
        """The number of batches: ``n`` plays, ``BATCH`` a batch."""
        return -(-self.n // BATCH)


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


def run_batch(job: MonteCarloJob, batch: int) -> BatchResult:
    """Play batch ``batch`` of ``job`` for every scenario (see the module docstring). Each
    play appends its figures to columns; the batch's tally is summed from them at the end.
    Both engines give the same ``Figures`` for each play; the sums are made here alike."""
    first, last = batch * BATCH, min(job.n, (batch + 1) * BATCH)
    tallies = []
    plays: list[PlayRecord] = []
    rows: list[dict[str, Any]] = []
    scores: list[list[list[float]]] = []  # scenario -> metric -> one value per play
    matches: list[MatchTally | None] = []
    want = job.keep or bool(job.records)
    for s, prepared in enumerate(job.states):
        # a game dealt anew each play: its own tally; its objects' ids mean nothing across
        # plays, so neither deaths nor damage to planeswalkers are summed
        match = MatchTally() if undealt(prepared) else None
        matches.append(match)
        rng = unit_generator(job.seed, batch)  # the same for every scenario
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
            from mtgsim.experiments.batch_engine import tree_for
            tree = tree_for(job.token, prepared, s, start)
        once: Figures | None = None
        for index in range(first, last):
            if tree is not None:
                figures = tree.walk(agents, index, want)
            else:
                if once is None or not ended:
                    once = play_scalar(prepared, agents, start, s, index, want, rng)
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
                kept = PlayRecord(s, index, losers, dict(life), dict(poison), figures.died,
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


def differs_from(here: Mapping[str, Any]) -> Difference:
    """What tells the job of a checkpoint from ``here`` (an ``identity``): the scenarios'
    number, then each one's contents, then the settings."""
    def difference(there: Mapping[str, Any]) -> str | None:
        mine, theirs = here["scenarios"], there.get("scenarios", [])
        if len(mine) != len(theirs):
            return f"{len(theirs)} scenarios there, {len(mine)} here"
        for k, (a, b) in enumerate(zip(theirs, mine, strict=True), 1):
            if a["sha256"] != b["sha256"]:
                return (f"scenario {k} differs ({a['source']} there, {b['source']} here, "
                        "not the same contents)")
        return first_difference(there, here, {"seed": "--seed", "n": "-n",
                                              "policies": "--policy", "cards": "--cards",
                                              "batch": "batch size"})

    return difference


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
    ``backend="dask"`` on the cluster at ``scheduler``. ``keep`` keeps every ``PlayRecord``
    in the result. ``out``: a ``.jsonl`` or ``.parquet`` file of one record per play,
    streamed as batches finish, with a checkpoint beside it; ``resume`` continues the run that
    file holds. ``progress``: a bar on stderr (None: when stderr is a terminal). Ctrl-C raises
    ``Interrupted`` holding what finished.

    ``batch``: which engine plays the job (the results are the same, play for play).
    ``"auto"`` (the default): the batch engine when every scenario and policy qualifies and
    some scenario has a decision left open, else the scalar engine (``engine_note`` says
    why); ``True``: the batch engine, or ``BatchUnavailableError`` naming every reason it
    can't; ``False``: the scalar engine.
    """
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
            raise play_error(f"scenario {k + 1} ({sources[k]})", err) from None
    agents_for(states[0], table, np.random.default_rng(0))  # unknown names fail now
    engine, note = choose_engine(sources, states, table, batch)
    records_kind = "" if out is None else FORMATS.get(Path(out).suffix.lower(), "")
    job = MonteCarloJob(states, n, seed, tuple(table.items()), tuple(first_events), keep,
                        "jsonl" if records_kind == "jsonl" else "rows" if records_kind else "",
                        engine, uuid.uuid4().hex if engine == "batch" else "")
    result = MonteCarloResult(sources, [tally_for(s) for s in states], n, seed, table,
                              [{p.id: p.card.name for p in s.permanents.values()}
                               for s in states], engine=engine, engine_note=note,
                              games=[MatchTally() if undealt(s) else None for s in states])
    here = identity(sources, n, seed, table, card_file, [_print(s) for s in given])
    records: Sink[BatchResult, MonteCarloResult] | None = None if out is None else open_records(
        Path(out), here, result, resume, differs_from(here),
        record_schema(any(g is not None for g in result.games)))

    def merge(done: BatchResult) -> None:
        result.add(done)
        if keep:
            result.plays += done.plays

    try:
        bar = progress_bar(progress, n * len(sources),
                           initial=result.tallies[0].plays * len(sources), unit="play",
                           unit_scale=True, dynamic_ncols=True)
        run(run_batch, job, range(result.batches, job.batches), merge, workers=workers,
            backend=backend, scheduler=scheduler, records=records, state=result, bar=bar,
            size=lambda done: sum(t.plays for t in done.tallies), on_done=on_batch)
    except KeyboardInterrupt:
        raise Interrupted(result) from None
    return result


def _print(source: Scenario) -> str:
    """What identifies a scenario's contents in a results file (``identity``)."""
    if isinstance(source, GameState):
        return content_print([source.to_dict()])
    if isinstance(source, Mapping):
        return content_print([source])
    return fingerprint(source)


def _prepared(source: Scenario, cards: str | None) -> GameState:
    """The position a scenario's plays start from: a scenario (file, text or dict) run to its
    first decision, or a position given (a copy; a game not yet dealt stays so)."""
    from mtgsim.positions import scenario

    if isinstance(source, GameState):
        return source.clone() if undealt(source) else source.clone().start()
    return scenario(source, cards).state.clone().start()


def choose_engine(sources: Sequence[str], states: Sequence[GameState],
                  policies: Mapping[str, str], batch: bool | str) -> tuple[str, str]:
    """The engine for a job (``montecarlo``'s ``batch``) and, with the scalar engine under
    ``"auto"``, why: ("batch", "") or ("scalar", reason)."""
    if batch is False:
        return "scalar", ""
    from mtgsim.experiments.batch_engine import job_reasons

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


__all__ = ["montecarlo", "MonteCarloResult", "MonteCarloJob", "BatchResult", "run_batch",
           "identity", "Interrupted", "PlayError", "BATCH", "METRICS", "BACKENDS", "ENGINES",
           "choose_engine", "BatchUnavailableError", "tally_for", "fixed_prefix"]
