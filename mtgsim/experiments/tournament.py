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

Every play goes through the Monte Carlo runner (``mtgsim.runner.montecarlo``): one call per
board (or per deck pairing) and seat assignment, on the scalar engine, with its own seed
``SeedSequence(seed, spawn_key=(board, i, j, seat))`` (``play_seed``; ``i < j`` the policies'
indices, ``seat`` 0 when policy ``i`` is A). The tournament's own work unit is a *task*: a
seat assignment of a pair on a chunk of ``CHUNK`` boards. Tasks run in this process or in
``workers`` local processes and are merged in task order, so the results depend on the seed
alone, never on the number of workers. (The runner's own workers, its Dask backend and
records are not used: each runner call plays only a handful of plays.) ``out`` writes each
finished task to a results file, and ``resume`` plays only the tasks it lacks
(``mtgsim.tournament_records``): an interrupted tournament goes on where it stopped.

A play is a win for the player who did not lose when exactly one player lost; anything else
(the turn limit, both losing) is a draw. Draws count as half a win in the win rates and the
ratings. Win rates have the 95% Wilson interval of the score (``mtgsim.stats.wilson``; with
draws, a score in [0, 1] with mean p has variance at most p(1 − p), so the interval is
conservative). Ratings: ``mtgsim.elo``. Time: each policy is timed in the process that
plays it (``mtgsim.tournament_timing``), and the report gives the median wall time of its
decisions, a decision with a single legal action never reaching a policy.

``regret=True`` (boards only) also measures, for each policy but ``solver``, the evaluation
it loses by blocking its way instead of the solver's optimal block
(``ai.solver.regret(state, agent)``, imported only then): on each board the heuristic policy
plays both sides until the first ``declare_blockers`` decision, where the policy's block is
judged (a board where nobody ever attacks is skipped); the report gives the mean regret
with its 95% Student t interval.
"""

from __future__ import annotations

import json
import signal
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any, cast

import attrs
import numpy as np

from mtgsim.elo import Ratings, fit
from mtgsim.stats import Z95, mean_interval, wilson
from mtgsim.tournament_timing import take, timed
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


class TournamentError(MtgsimError):
    """A tournament asked for in no possible form: names the argument and what is accepted."""


def play_seed(seed: int, board: int, i: int, j: int, seat: int) -> int:
    """The runner seed of board ``board`` (or deck pairing) for policies ``i < j``, ``seat``
    0 when policy ``i`` is player A, 1 when it is B."""
    words = np.random.SeedSequence(seed, spawn_key=(board, i, j, seat)).generate_state(2)
    return int(words[0]) << 32 | int(words[1])


def regret_seed(seed: int, board: int, k: int) -> np.random.SeedSequence:
    """The generator seed of policy ``k``'s agent judged for regret on board ``board``."""
    return np.random.SeedSequence(seed, spawn_key=(board, k))


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
    from mtgsim.runner import montecarlo

    take()  # what an earlier task of this process left
    if task.kind == "regret":
        return _regret_task(task)
    policies = {"A": timed(task.a), "B": timed(task.b)}
    i, j = task.pair
    totals = [0, 0, 0]
    if task.kind == "decks":
        from mtgsim.match_command import per_side

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


def _regret_task(task: Task) -> TaskResult:
    import importlib

    from mtgsim import policy

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
        rng = np.random.default_rng(regret_seed(task.seed, task.first + offset, k))
        regrets.append(float(regret(at, policy(task.a, rng))))
    return TaskResult(task.index, regrets=tuple(regrets), skipped=skipped)


def first_block(state: GameState) -> GameState | None:
    """A copy of ``state`` played by the heuristic policy (both sides) up to its first
    ``declare_blockers`` decision, or None when the play ends without one."""
    from ai.heuristic import HeuristicAgent
    from sim.model.decisions import DecisionKind

    state = state.clone()
    lead = HeuristicAgent()
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        if decision.kind == DecisionKind.DECLARE_BLOCKERS:
            return state
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else lead.act(state, decision, legal))
    return None


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
        """The Bradley–Terry fit (``mtgsim.elo.fit``), ``random`` = 1000 when it played."""
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
        """The report as text (``mtgsim tournament``)."""
        return "\n".join(lines(self))

    def __str__(self) -> str:
        return self.table()


def check_policies(policies: Sequence[str]) -> tuple[str, ...]:
    """``policies`` checked: at least two, distinct, each one ``mtgsim.policy`` makes."""
    from mtgsim import POLICIES, policy

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
    from mtgsim import load
    from mtgsim.boards import random_boards

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
    file (``mtgsim.tournament_records``) each task is written to as it finishes; ``resume``
    plays only the tasks it does not hold yet."""
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
    file = None
    if out is not None:
        from mtgsim import tournament_records as records

        job = {"policies": list(names), "kind": kind, "source": source,
               "positions": records.job_print(positions), "n": plays, "seed": seed,
               "turn_limit": limit, "regret": regret, "cards": records.card_print(cards),
               "chunk": CHUNK, "tasks": len(tasks)}
        file, lines = records.open_tasks(out, job, resume)
        done = {k: TaskResult(k, line["a_wins"], line["b_wins"], line["draws"],
                              times=line["times"], regrets=tuple(line["regrets"]),
                              skipped=line["skipped"])
                for k, line in lines.items() if k < len(tasks)}
    todo = [t for t in tasks if t.index not in done]
    try:
        for task, finished in zip(todo, execute(todo, workers, progress,
                                                None if file is None else file.write),
                                  strict=True):
            done[task.index] = finished
    finally:
        if file is not None:
            file.close()
    for task in tasks:
        result.add(task, done[task.index])
    return result


def _deck_games(decks: Sequence[Any], turn_limit: int, cards: str | None, strict: bool
                ) -> tuple[list[tuple[GameState, ...]], str]:
    """Per pair of decks (one deck: its mirror), its two games not yet dealt (A first, B
    first), and a description."""
    from cards.decks import Deck, load_deck
    from cards.lookup import card_pool
    from mtgsim import game
    from mtgsim.games import SEATS

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
    games = [tuple(game(loaded[i], loaded[j], first=seat, turn_limit=turn_limit)
                   for seat in SEATS) for i, j in pairings]
    source = ", ".join(d.source for d in loaded)
    return games, source


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the main process, which stops the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def execute(tasks: Sequence[Task], workers: int = 1, progress: bool | None = False,
            on_done: Callable[[TaskResult], None] | None = None) -> list[TaskResult]:
    """Every task's result, in task order: in this process, or in ``workers`` processes (at
    most a few tasks in flight each, ``mtgsim.runner.in_order``). ``progress``: a bar of
    plays on stderr (None: when stderr is a terminal); ``on_done`` is given each result as
    it comes, in task order."""
    from mtgsim.runner import WINDOW, in_order

    bar = None
    if progress is not False:
        from tqdm import tqdm
        bar = tqdm(total=sum(t.plays for t in tasks), unit="play", file=sys.stderr,
                   dynamic_ncols=True, disable=None if progress is None else not progress)
    out: list[TaskResult] = []
    try:
        if workers <= 1 or len(tasks) <= 1:
            for task in tasks:
                out.append(run_task(task))
                if on_done is not None:
                    on_done(out[-1])
                if bar is not None:
                    bar.update(task.plays)
            return out
        with ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint) as pool:
            def submit(k: int) -> Future[TaskResult]:
                return pool.submit(run_task, tasks[k])

            # ``in_order`` is typed for the runner's batches; a task's future is alike
            window = cast(Callable[[int], Any], submit)
            try:
                for done in in_order(window, 0, len(tasks), WINDOW * workers):
                    out.append(cast(TaskResult, done))
                    if on_done is not None:
                        on_done(out[-1])
                    if bar is not None:
                        bar.update(tasks[len(out) - 1].plays)
            except BaseException:
                pool.shutdown(wait=False, cancel_futures=True)
                raise
        return out
    finally:
        if bar is not None:
            bar.close()


# --- the report ---------------------------------------------------------------------------


def _pct(p: float, lo: float, hi: float) -> str:
    return f"{p * 100:5.1f}% [{lo * 100:4.1f}, {hi * 100:4.1f}]"


def _seconds(value: float | int | None) -> str:
    if value is None:
        return "-"
    value = float(value)
    return f"{value * 1e3:.3f} ms" if value < 1 else f"{value:.2f} s"


def lines(result: TournamentResult) -> list[str]:
    """The report's lines: the pairings, the score matrix, the ratings with their 95%
    half-widths and each policy's time per decision, the regrets."""
    what = (f"{result.count} board(s) ({result.source}), {result.n} play(s) per pairing per "
            f"seat per board" if result.kind == "boards" else
            f"decks {result.source} ({result.count} pairing(s)), {result.n} game(s) per "
            f"pairing per seat")
    out = [f"== tournament: {len(result.policies)} policies, {what}, turn limit "
           f"{result.turn_limit}, seed {result.seed}; 95% intervals ==", ""]
    rows = result.pairings()
    width = max(12, *(len(f"{r['policy']} vs {r['opponent']}") for r in rows))
    out.append(f"{'pairing':<{width}} {'games':>6} {'wins':>6} {'draws':>6} {'losses':>6}   "
               f"score (draws half)")
    for r in rows:
        out.append(f"{r['policy'] + ' vs ' + r['opponent']:<{width}} {r['games']:>6} "
                   f"{r['wins']:>6} {r['draws']:>6} {r['losses']:>6}   "
                   f"{_pct(r['score'], r['low'], r['high'])}")
    names = result.policies
    cell = max(7, *(len(n) for n in names))
    out += ["", "score of the row against the column:",
            f"{'':<{cell}} " + " ".join(f"{n:>{cell}}" for n in names)]
    for x, row in result.matrix().items():
        out.append(f"{x:<{cell}} " + " ".join(
            f"{'-':>{cell}}" if v is None else f"{v * 100:>{cell - 1}.1f}%"
            for v in row.values()))
    ratings = result.ratings()
    note = "; virtual draws added: some policy won or lost every game" \
        if ratings.regularized else ""
    times = result.time_summary()
    out += ["", f"Elo (Bradley–Terry maximum likelihood, draws as half; {ratings.anchor}; "
            f"± 95% from the Fisher information{note}):",
            f"{'policy':<{cell}} {'Elo':>6} {'± 95%':>7}   {'time/decision (median)':>22} "
            f"{'decisions':>10}"]
    for k in sorted(range(len(names)), key=lambda k: -ratings.elo[k]):
        t = times[names[k]]
        out.append(f"{names[k]:<{cell}} {ratings.elo[k]:>6.0f} {Z95 * ratings.se[k]:>7.0f}"
                   f"   {_seconds(t['median_seconds']):>22} {t['decisions']:>10}")
    regrets = result.regret_summary()
    if regrets is not None:
        out += ["", "regret: evaluation lost by blocking as the policy instead of the solver "
                "(first block of each board; mean, 95% t interval):"]
        for name, r in regrets.items():
            out.append(f"{name:<{cell}} {r['mean']:>8.3f} [{r['low']:.3f}, {r['high']:.3f}]  "
                       f"{r['boards']} boards judged, {r['skipped']} without a block")
    return out


def save_plot(result: TournamentResult, path: str | Path) -> None:
    """The pairing matrix as a heatmap (each cell: the row's score against the column, with
    its share printed), the Elo ratings in the row labels; written to ``path`` in the format
    its extension names (the ``plot`` extra)."""
    from mtgsim.plot import check_path

    fmt = check_path(path)
    from matplotlib.figure import Figure

    names = result.policies
    matrix = result.matrix()
    values = np.array([[np.nan if matrix[x][y] is None else matrix[x][y] for y in names]
                       for x in names], dtype=float)
    ratings = result.ratings()
    size = 2.0 + 1.1 * len(names)
    fig = Figure(figsize=(size + 1.5, size), layout="constrained")
    ax = fig.subplots()
    from matplotlib import colormaps

    cmap = colormaps["RdBu"].with_extremes(bad="0.85")  # the diagonal: no games
    image = ax.imshow(values, cmap=cmap, vmin=0.0, vmax=1.0)
    for i in range(len(names)):
        for j in range(len(names)):
            if not np.isnan(values[i, j]):
                ax.text(j, i, f"{values[i, j] * 100:.0f}%", ha="center", va="center",
                        color="white" if abs(values[i, j] - 0.5) > 0.3 else "black")
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set_yticks(range(len(names)), [f"{n} ({elo_text(ratings, n)})" for n in names])
    ax.set_xlabel("opponent")
    ax.set_title(f"score of the row against the column ({result.kind}: {result.source})")
    fig.colorbar(image, ax=ax, label="score (draws as half)")
    try:
        fig.savefig(path, format=fmt, bbox_inches="tight")
    except OSError as error:
        raise ScenarioError("--plot", str(path),
                            f"can't write it ({error.strerror or error})") from None


def elo_text(r: Ratings, name: str) -> str:
    """``1234 ± 56`` (the 95% half-width)."""
    k = r.index(name)
    return f"{r.elo[k]:.0f} ± {Z95 * r.se[k]:.0f}"


__all__ = ["tournament", "TournamentResult", "TournamentError", "Task", "TaskResult",
           "run_task", "execute", "play_seed", "parse_boards", "check_policies",
           "save_boards", "split", "first_block", "lines", "save_plot", "CHUNK"]
