"""Tournaments between policies: every pairing, seats swapped, on boards or decks; win rates,
Bradley–Terry Elo ratings and the time each policy takes per decision.

``tournament(policies, boards=... | decks=..., n=..., seed=...)`` plays every unordered pair
of distinct policies. On each board (``mtgsim.boards``: a combat episode, turn after turn
from a standing board to a win or the turn limit) each pair plays ``n`` times with policy X
as player A (active first) and Y as B, and ``n`` times the other way round. With decks, each
pair of decks (one deck: its mirror) is played as a game dealt anew each play
(``mtgsim.game``), ``n`` games per seat assignment, half with each deck playing first (an
odd ``n`` rounded up, as ``mtgsim match``); policy X plays deck 1 in one seat assignment and
deck 2 in the other.

Every play goes through the Monte Carlo runner (``mtgsim.experiments.montecarlo``): one
call per board (or per deck pairing) and seat assignment, on the scalar engine, with its own
seed ``SeedSequence(seed, spawn_key=(board, i, j, seat))`` (``play_seed``; ``i < j`` the
policies' indices, ``seat`` 0 when policy ``i`` is A). The tournament's own unit of work on
the harness (``mtgsim.experiments.harness``) is a *task*: a seat assignment of a pair on a
chunk of ``CHUNK`` boards. Tasks run in this process or in ``workers`` local processes and
are merged in task order, so the results depend on the seed alone, never on the number of
workers. (The runner's own workers, its Dask backend and records are not used: each runner
call plays only a handful of plays.) ``out`` writes each finished task to a results file (a
unit log, ``mtgsim.experiments.harness.records.open_unit_log``: a first line naming the
tournament, then a line per task), and ``resume`` plays only the tasks it lacks: an
interrupted tournament goes on where it stopped.

A play is a win for the player who did not lose when exactly one player lost; anything else
(the turn limit, both losing) is a draw. Draws count as half a win in the win rates and the
ratings. Win rates have the 95% Wilson interval of the score
(``mtgsim.experiments.stats.wilson``; with draws, a score in [0, 1] with mean p has variance
at most p(1 − p), so the interval is conservative). Ratings: ``mtgsim.experiments.elo``.
Time: each policy is timed in the process that plays it
(``mtgsim.experiments.timed_policies``), and the report gives the median wall time of its
decisions, a decision with a single legal action never reaching a policy. The report as text
and the plot: ``mtgsim.experiments.reports.tournament_lines``,
``mtgsim.experiments.plots.save_tournament``.

``regret=True`` (boards only) also measures, for each policy but ``solver``, the evaluation
it loses by blocking its way instead of the solver's optimal block
(``ai.solver.regret(state, agent)``, imported only then): on each board the heuristic policy
plays both sides (by the decision-loop driver, ``sim.engine.play.drive``) until the first
``declare_blockers`` decision, where the policy's block is judged (a board where nobody ever
attacks is skipped); the report gives the mean regret with its 95% Student t interval.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from mtgsim.experiments.elo import Ratings, fit
from mtgsim.experiments.harness import Sink, progress_bar, run
from mtgsim.experiments.harness.records import (
    content_print,
    fingerprint,
    first_difference,
    open_unit_log,
)
from mtgsim.experiments.harness.seeds import unit_generator, unit_seed
from mtgsim.experiments.match import match_games, per_side
from mtgsim.experiments.stats import mean_interval, wilson
from mtgsim.experiments.timed_policies import take, timed
from sim.engine.play import drive
from sim.model.decisions import DecisionKind
from sim.model.errors import MtgsimError, ScenarioError
from sim.model.state import GameState

#: boards per task (fixed: the results do not depend on it, the seeds being per board)
CHUNK = 10
#: the policy rated 1000 when it takes part
ANCHOR = "random"
#: the policy whose blocks are the reference for regret
SOLVER = "solver"
#: the turn limits of board episodes and of deck games unless one is given
BOARD_TURN_LIMIT = 10
DECK_TURN_LIMIT = 50
#: default plays per pairing per seat: per board, or per deck pairing
BOARD_PLAYS, DECK_PLAYS = 1, 100
KINDS = ("boards", "decks")


@attrs.frozen
class ResultsFile:
    """A tournament's results file (a unit log, ``open_unit_log``): its first line's key and
    format version, what it is of, and the job's key counting the tasks."""

    magic: str = "mtgsim_tournament"
    version: int = 1
    noun: str = "tournament"
    unit: str = "task"
    count: str = "tasks"


RESULTS = ResultsFile()
#: what the refusal to resume another tournament's file names, for each key of the job
JOB_LABELS = {"policies": "--policies", "kind": "--boards/--decks",
              "source": "the boards or decks", "n": "-n", "seed": "--seed",
              "turn_limit": "--turn-limit", "regret": "--regret", "cards": "--cards",
              "positions": "the boards' or games' contents", "chunk": "boards per task",
              "tasks": "the number of tasks"}


class TournamentError(MtgsimError):
    """A tournament asked for in no possible form: names the argument and what is accepted."""


def play_seed(seed: int, board: int, i: int, j: int, seat: int) -> int:
    """The runner seed of board ``board`` (or deck pairing) for policies ``i < j``, ``seat``
    0 when policy ``i`` is player A, 1 when it is B."""
    words = unit_seed(seed, board, i, j, seat).generate_state(2)
    return int(words[0]) << 32 | int(words[1])


def regret_rng(seed: int, board: int, k: int) -> np.random.Generator:
    """The generator of policy ``k``'s agent judged for regret on board ``board``."""
    return unit_generator(seed, board, k)


@attrs.frozen(slots=True, eq=False)
class Task:
    """One unit of work: policy ``a`` as player A and ``b`` as B (or, for regret, policy
    ``a`` judged) on ``states`` — boards numbered from ``first``, or a deck pairing's two
    games (A first, B first)."""

    index: int
    kind: str  # "boards", "decks" or "regret"
    a: str
    b: str
    pair: tuple[int, int]
    seat: int
    states: tuple[GameState, ...]
    first: int
    n: int
    seed: int
    cards: str | None = None

    @property
    def plays(self) -> int:
        """The plays the task makes (a board judged for regret counts as one)."""
        if self.kind == "regret":
            return len(self.states)
        return len(self.states) * self.n if self.kind == "boards" else 2 * self.n


@attrs.frozen(slots=True)
class TaskResult:
    """What a task came to: A's wins, B's wins and the draws; the decision times per policy;
    the regrets measured (one per board that had a block to judge)."""

    index: int
    a_wins: int = 0
    b_wins: int = 0
    draws: int = 0
    times: dict[str, list[float]] = attrs.Factory(dict)
    regrets: tuple[float, ...] = ()
    skipped: int = 0

    def to_line(self) -> dict[str, Any]:
        """The task's line in a results file."""
        return {"task": self.index, **{k: v for k, v in attrs.asdict(self).items()
                                       if k != "index"}}

    @classmethod
    def from_line(cls, line: Mapping[str, Any]) -> TaskResult:
        """A task's result read back from its line."""
        return cls(int(line["task"]), line["a_wins"], line["b_wins"], line["draws"],
                   times=line["times"], regrets=tuple(line["regrets"]),
                   skipped=line["skipped"])


def split(outcomes: Counter[str]) -> tuple[int, int, int]:
    """A runner tally's outcomes (``"A lost"``, ``"B lost"``, ``"A and B lost"``, ``"nobody
    lost"``) as (A's wins, B's wins, draws)."""
    a = b = d = 0
    for text, count in outcomes.items():
        losers = set() if text == "nobody lost" else set(text.removesuffix(" lost")
                                                         .split(" and "))
        if losers == {"B"}:
            a += count
        elif losers == {"A"}:
            b += count
        else:
            d += count
    return a, b, d


def run_task(task: Task) -> TaskResult:
    """Play a task (in whichever process): each board (or the deck pairing) through
    ``montecarlo`` with the timed policies, or the regret of each board."""
    from mtgsim.experiments.montecarlo import montecarlo

    take()  # what an earlier task of this process left
    if task.kind == "regret":
        return _regret_task(task)
    policies = {"A": timed(task.a), "B": timed(task.b)}
    i, j = task.pair
    totals = [0, 0, 0]
    if task.kind == "decks":
        runs = [(list(task.states), per_side(task.n), task.first)]
    else:
        runs = [([s], task.n, task.first + k) for k, s in enumerate(task.states)]
    for states, n, board in runs:
        result = montecarlo(states, n, seed=play_seed(task.seed, board, i, j, task.seat),
                            policies=policies, cards=task.cards, batch=False,
                            progress=False)
        for tally in result.tallies:
            for k, v in enumerate(split(tally.outcomes)):
                totals[k] += v
    return TaskResult(task.index, totals[0], totals[1], totals[2], times=take())


def _run(_: None, task: Task) -> TaskResult:
    """A task as the harness runs it (the tasks carry what they play: no job is shared)."""
    return run_task(task)


def _regret_task(task: Task) -> TaskResult:
    """The regret of each board of a ``regret`` task."""
    import importlib

    from mtgsim.policies import policy

    try:  # looked up when asked for: another engineer's module, maybe not there yet
        regret: Callable[[GameState, Any], float] = importlib.import_module("ai.solver").regret
    except (ImportError, AttributeError) as err:
        raise TournamentError(f"--regret: needs ai.solver.regret, which is not available "
                              f"({err})") from None
    regrets: list[float] = []
    skipped = 0
    k = task.pair[0]
    for offset, state in enumerate(task.states):
        at = first_block(state)
        if at is None:
            skipped += 1
            continue
        rng = regret_rng(task.seed, task.first + offset, k)
        regrets.append(float(regret(at, policy(task.a, rng))))
    return TaskResult(task.index, regrets=tuple(regrets), skipped=skipped)


def first_block(state: GameState) -> GameState | None:
    """A copy of ``state`` played by the heuristic policy (both sides) up to its first
    ``declare_blockers`` decision, or None when the play ends without one."""
    from ai.heuristic import HeuristicAgent

    state = state.clone()
    drive(state, HeuristicAgent(), _at_a_block, use_script=False)
    return state if _at_a_block(state) else None


def _at_a_block(state: GameState) -> bool:
    """Whether ``state`` waits for a ``declare_blockers`` decision."""
    decision = state.pending
    return decision is not None and decision.kind == DecisionKind.DECLARE_BLOCKERS


@attrs.define
class TournamentResult:
    """A tournament's results: per seat assignment ``(A's policy, B's policy)`` the counts
    [A's wins, B's wins, draws]; each policy's decision times (seconds); with regret, each
    judged policy's regrets and the boards skipped."""

    policies: tuple[str, ...]
    kind: str
    source: str
    count: int
    n: int
    seed: int
    turn_limit: int
    seats: dict[tuple[str, str], list[int]] = attrs.Factory(dict)
    times: dict[str, list[float]] = attrs.Factory(dict)
    regrets: dict[str, list[float]] | None = None
    skipped: dict[str, int] = attrs.Factory(dict)

    def add(self, task: Task, done: TaskResult) -> None:
        """Merge a task's result (tasks are merged in order)."""
        for name, times in done.times.items():
            self.times.setdefault(name, []).extend(times)
        if task.kind == "regret":
            assert self.regrets is not None
            self.regrets.setdefault(task.a, []).extend(done.regrets)
            self.skipped[task.a] = self.skipped.get(task.a, 0) + done.skipped
            return
        counts = self.seats.setdefault((task.a, task.b), [0, 0, 0])
        for k, v in enumerate((done.a_wins, done.b_wins, done.draws)):
            counts[k] += v

    def pairs(self) -> list[tuple[str, str]]:
        """Every unordered pair of policies, in the order given."""
        ps = self.policies
        return [(ps[i], ps[j]) for i in range(len(ps)) for j in range(i + 1, len(ps))]

    def record(self, x: str, y: str) -> tuple[int, int, int]:
        """``x``'s wins, draws and losses against ``y``, both seat assignments."""
        xa = self.seats.get((x, y), [0, 0, 0])
        ya = self.seats.get((y, x), [0, 0, 0])
        return xa[0] + ya[1], xa[2] + ya[2], xa[1] + ya[0]

    def pairing(self, x: str, y: str) -> dict[str, Any]:
        """``x`` against ``y``: the games, ``x``'s wins, draws and losses, its score (draws
        as half) with the 95% Wilson interval, and the counts per seat assignment."""
        wins, draws, losses = self.record(x, y)
        games = wins + draws + losses
        score = wins + draws / 2
        lo, hi = wilson(score, games)  # type: ignore[arg-type]  # a half-integer count
        seats = {}
        for a, b in ((x, y), (y, x)):
            c = self.seats.get((a, b), [0, 0, 0])
            seats[f"{a} as A"] = {"A": a, "B": b, "games": sum(c), "A_wins": c[0],
                                  "B_wins": c[1], "draws": c[2]}
        return {"policy": x, "opponent": y, "games": games, "wins": wins, "draws": draws,
                "losses": losses, "score": score / games if games else 0.0, "low": lo,
                "high": hi, "seats": seats}

    def pairings(self) -> list[dict[str, Any]]:
        """``pairing`` of every pair."""
        return [self.pairing(x, y) for x, y in self.pairs()]

    def scores(self) -> list[list[float]]:
        """``scores[i][j]``: what policy ``i`` scored against ``j`` (draws as half)."""
        out = [[0.0] * len(self.policies) for _ in self.policies]
        for i, x in enumerate(self.policies):
            for j, y in enumerate(self.policies):
                if i != j:
                    wins, draws, _ = self.record(x, y)
                    out[i][j] = wins + draws / 2
        return out

    def matrix(self) -> dict[str, dict[str, float | None]]:
        """Each policy's score share against each other (None against itself)."""
        out: dict[str, dict[str, float | None]] = {}
        for x in self.policies:
            row: dict[str, float | None] = {}
            for y in self.policies:
                wins, draws, losses = self.record(x, y)
                games = wins + draws + losses
                row[y] = (wins + draws / 2) / games if x != y and games else None
            out[x] = row
        return out

    def ratings(self) -> Ratings:
        """The Bradley–Terry fit (``mtgsim.experiments.elo.fit``), ``random`` = 1000 when it
        played."""
        return fit(self.policies, self.scores(), ANCHOR)

    def time_summary(self) -> dict[str, dict[str, float | int | None]]:
        """Per policy: the median and mean seconds per decision and how many were timed."""
        out: dict[str, dict[str, float | int | None]] = {}
        for name in self.policies:
            times = self.times.get(name, [])
            out[name] = {"median_seconds": float(np.median(times)) if times else None,
                         "mean_seconds": float(np.mean(times)) if times else None,
                         "decisions": len(times)}
        return out

    def regret_summary(self) -> dict[str, dict[str, float | int]] | None:
        """Per judged policy: the mean regret with its 95% t interval, boards judged and
        boards skipped (no block came up); None without regret."""
        if self.regrets is None:
            return None
        out: dict[str, dict[str, float | int]] = {}
        for name in self.policies:
            if name == SOLVER:
                continue
            values = self.regrets.get(name, [])
            m, lo, hi = mean_interval(sum(values), sum(v * v for v in values), len(values))
            out[name] = {"mean": m, "low": lo, "high": hi, "boards": len(values),
                         "skipped": self.skipped.get(name, 0)}
        return out

    def to_json(self) -> dict[str, Any]:
        """Everything as one JSON object (``mtgsim tournament --json``)."""
        from sim.io.run_report import SCHEMA_VERSION

        return {"schema_version": SCHEMA_VERSION, "policies": list(self.policies),
                "kind": self.kind, "source": self.source, "count": self.count,
                "n": self.n, "seed": self.seed, "turn_limit": self.turn_limit,
                "pairings": self.pairings(), "matrix": self.matrix(),
                "elo": self.ratings().to_json(), "time": self.time_summary(),
                "regret": self.regret_summary()}

    def table(self) -> str:
        """The report as text (``mtgsim tournament``;
        ``mtgsim.experiments.reports.tournament_lines``)."""
        from mtgsim.experiments.reports import tournament_lines

        return "\n".join(tournament_lines(self.to_json()))

    def __str__(self) -> str:
        return self.table()

    def plot(self, path: str | Path) -> None:
        """Draw the pairing matrix with the ratings to ``path`` (png, svg...: its extension;
        the ``plot`` extra; ``mtgsim.experiments.plots.save_tournament``)."""
        from mtgsim.experiments.plots import save_tournament

        save_tournament(self.to_json(), path)


def check_policies(policies: Sequence[str]) -> tuple[str, ...]:
    """``policies`` checked: at least two, distinct, each one ``mtgsim.policy`` makes."""
    from mtgsim.policies import POLICIES, policy

    names = tuple(p.strip() for p in policies)
    if len(names) < 2 or any(not p for p in names):
        raise TournamentError(f"--policies: expected two or more policy names separated by "
                              f"commas ({', '.join(POLICIES)}, or module:Class), got "
                              f"{','.join(policies)!r}")
    twice = sorted({p for p in names if names.count(p) > 1})
    if twice:
        raise TournamentError(f"--policies: each policy once, got {', '.join(twice)} twice")
    for name in names:
        try:
            policy(name, np.random.default_rng(0))
        except ImportError as err:
            raise TournamentError(f"--policies: policy {name!r} can't be made: {err}") \
                from None
        except MtgsimError as err:
            raise TournamentError(f"--policies: {err}") from None
    return names


def parse_boards(spec: str | int | Sequence[Any]) -> int | list[Any]:
    """``random:N`` (or an int) as the number of random boards; else the list of boards
    (scenario dicts, ``GameState`` positions, or files: a scenario each, or a JSON list of
    scenarios as ``--save-boards`` writes)."""
    if isinstance(spec, bool):
        raise TournamentError("--boards: expected random:N or board files")
    if isinstance(spec, int):
        if spec < 1:
            raise TournamentError(f"--boards: expected at least 1 board, got {spec}")
        return spec
    if isinstance(spec, str):
        spec = [spec]
    items = list(spec)
    if len(items) == 1 and isinstance(items[0], str) and items[0].startswith("random:"):
        count = items[0].removeprefix("random:")
        if not count.isdigit() or int(count) < 1:
            raise TournamentError(f"--boards: expected random:N with N a positive integer, "
                                  f"got {items[0]!r}")
        return int(count)
    if not items:
        raise TournamentError("--boards: expected random:N or one or more board files")
    out: list[Any] = []
    for item in items:
        if isinstance(item, str) and item.startswith("random:"):
            raise TournamentError(f"--boards: {item!r} can't be mixed with board files")
        if isinstance(item, (str, Path)):
            out += _board_file(Path(item))
        else:
            out.append(item)
    return out


def _board_file(path: Path) -> list[Any]:
    """A board file's boards: a JSON list of scenarios, or the file itself (one scenario)."""
    if not path.is_file():
        raise ScenarioError("--boards", str(path), "no such board file (expected random:N, "
                            "or scenario files in TOML or JSON)")
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ScenarioError(str(path), "", f"malformed JSON: {err}") from None
        if isinstance(data, list):
            if not data or not all(isinstance(d, dict) for d in data):
                raise ScenarioError(str(path), "", "expected a scenario or a non-empty list "
                                    "of scenarios")
            return list(data)
    return [str(path)]


def save_boards(boards: Iterable[dict[str, Any]], path: str | Path) -> None:
    """Write boards as one JSON list (``--boards FILE.json`` reads it back)."""
    try:
        Path(path).write_text(json.dumps(list(boards), indent=1) + "\n", encoding="utf-8")
    except OSError as err:
        raise ScenarioError("--save-boards", str(path),
                            f"can't write it ({err.strerror or err})") from None


def _positions(boards: int | list[Any], seed: int, turn_limit: int, cards: str | None
               ) -> tuple[list[GameState], str, list[dict[str, Any]]]:
    """The boards as started positions, a description, and the random boards' dicts."""
    from mtgsim.boards import random_boards
    from mtgsim.positions import load

    if isinstance(boards, int):
        made = random_boards(boards, seed, turn_limit=turn_limit,
                             pool=cards if cards is not None else "bundled")
        return [load(b, cards) for b in made], f"random:{boards}", made
    states = []
    for k, b in enumerate(boards):
        if isinstance(b, GameState):
            states.append(b.clone())
            continue
        try:
            states.append(load(b, cards))
        except MtgsimError as err:
            raise ScenarioError("--boards", f"board {k + 1}", str(err)) from None
    return states, f"{len(states)} board(s) given", []


def tournament(policies: Sequence[str], *, boards: str | int | Sequence[Any] | None = None,
               decks: Sequence[Any] | None = None, n: int | None = None, seed: int = 0,
               workers: int = 1, turn_limit: int | None = None, cards: str | None = None,
               regret: bool = False, strict: bool = False, progress: bool | None = False,
               on_boards: Callable[[list[dict[str, Any]]], None] | None = None,
               out: str | Path | None = None, resume: bool = False) -> TournamentResult:
    """Play every pairing of ``policies`` (module docstring) on ``boards`` (``random:N``, a
    count, or boards: scenario dicts, positions or files) or ``decks`` (deck files, texts or
    ``Deck`` objects), ``n`` plays per pairing per seat per board (default 1) or deck pairing
    (default 100), from the root ``seed``, in ``workers`` processes. ``turn_limit``: of the
    random boards' episodes (default 10) or of the games (default 50); boards given are
    played as written. ``cards``: a card file for names (and random boards' creatures).
    ``on_boards`` gets the random boards' dicts once made (to save them). ``out``: a results
    file (a unit log, ``RESULTS``) each task is written to as it finishes; ``resume`` plays
    only the tasks it does not hold yet. Ctrl-C raises ``KeyboardInterrupt``, the finished
    tasks kept in ``out``."""
    names = check_policies(policies)
    if resume and out is None:
        raise TournamentError("--resume: needs --out, the results file of the tournament to "
                              "continue")
    if (boards is None) == (decks is None):
        raise TournamentError("--boards/--decks: give exactly one of them")
    if regret and decks is not None:
        raise TournamentError("--regret: judges blocks on boards; use it with --boards")
    if workers < 1:
        raise TournamentError(f"--workers: expected at least 1, got {workers}")
    kind = "boards" if boards is not None else "decks"
    plays = n if n is not None else (BOARD_PLAYS if kind == "boards" else DECK_PLAYS)
    if plays < 1:
        raise TournamentError(f"-n: expected at least 1 play, got {plays}")
    limit = turn_limit if turn_limit is not None else (
        BOARD_TURN_LIMIT if kind == "boards" else DECK_TURN_LIMIT)
    tasks: list[Task] = []
    pairs = [(i, j) for i in range(len(names)) for j in range(i + 1, len(names))]
    if boards is not None:
        spec = parse_boards(boards)
        if isinstance(spec, int) and limit < 1:
            raise TournamentError(f"--turn-limit: expected at least 1, got {limit}")
        states, source, made = _positions(spec, seed, limit, cards)
        if made and on_boards is not None:
            on_boards(made)
        chunks = [(k, tuple(states[k:k + CHUNK])) for k in range(0, len(states), CHUNK)]
        for i, j in pairs:
            for seat in (0, 1):
                a, b = (names[i], names[j]) if seat == 0 else (names[j], names[i])
                for first, chunk in chunks:
                    tasks.append(Task(len(tasks), "boards", a, b, (i, j), seat, chunk, first,
                                      plays, seed, cards))
        if regret:
            for k, name in enumerate(names):
                if name != SOLVER:
                    for first, chunk in chunks:
                        tasks.append(Task(len(tasks), "regret", name, SOLVER, (k, k), 0,
                                          chunk, first, 1, seed, cards))
        count = len(states)
        positions: Sequence[GameState] = states
    else:
        assert decks is not None
        games, source = _deck_games(decks, limit, cards, strict)
        for i, j in pairs:
            for seat in (0, 1):
                a, b = (names[i], names[j]) if seat == 0 else (names[j], names[i])
                for d, pair_games in enumerate(games):
                    tasks.append(Task(len(tasks), "decks", a, b, (i, j), seat, pair_games,
                                      d, plays, seed, cards))
        count = len(games)
        positions = [g for pair_games in games for g in pair_games]
    result = TournamentResult(names, kind, source, count, plays, seed, limit,
                              regrets={} if regret else None)
    done: dict[int, TaskResult] = {}
    log: Sink[TaskResult, None] | None = None
    if out is not None:
        here = {"policies": list(names), "kind": kind, "source": source,
                "positions": content_print(s.to_dict() for s in positions), "n": plays,
                "seed": seed, "turn_limit": limit, "regret": regret,
                "cards": None if cards is None else fingerprint(cards), "chunk": CHUNK,
                "tasks": len(tasks)}
        log, lines = open_unit_log(out, here, resume, RESULTS,
                                   lambda there: first_difference(there, here, JOB_LABELS))
        done = {k: TaskResult.from_line(line) for k, line in lines.items() if k < len(tasks)}
    todo = [t for t in tasks if t.index not in done]

    def merge(finished: TaskResult) -> None:
        done[finished.index] = finished

    bar = progress_bar(progress, sum(t.plays for t in todo), unit="play", dynamic_ncols=True)
    run(_run, None, todo, merge, workers=workers, records=log, bar=bar,
        size=lambda finished: tasks[finished.index].plays)
    for task in tasks:
        result.add(task, done[task.index])
    return result


def _deck_games(decks: Sequence[Any], turn_limit: int, cards: str | None, strict: bool
                ) -> tuple[list[tuple[GameState, ...]], str]:
    """Per pair of decks (one deck: its mirror), its two games not yet dealt (A first, B
    first), and a description."""
    from cards.decks import Deck, load_deck
    from cards.lookup import card_pool

    items = list(decks)
    if not items:
        raise TournamentError("--decks: expected one or more deck files")
    pool = card_pool(cards)
    loaded = [d if isinstance(d, Deck) else load_deck(Path(d) if isinstance(d, str)
                                                      and "\n" not in d else d,
                                                      pool=pool, strict=strict)
              for d in items]
    pairings = [(0, 0)] if len(loaded) == 1 else [
        (i, j) for i in range(len(loaded)) for j in range(i + 1, len(loaded))]
    games: list[tuple[GameState, ...]] = [match_games(loaded[i], loaded[j], turn_limit)
                                          for i, j in pairings]
    source = ", ".join(d.source for d in loaded)
    return games, source


__all__ = ["tournament", "TournamentResult", "TournamentError", "Task", "TaskResult",
           "run_task", "play_seed", "regret_rng", "parse_boards", "check_policies",
           "save_boards", "split", "first_block", "CHUNK", "RESULTS", "ResultsFile",
           "BOARD_PLAYS", "DECK_PLAYS", "BOARD_TURN_LIMIT", "DECK_TURN_LIMIT"]
