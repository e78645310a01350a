"""Goldfishing (``mtgsim.goldfish``, ``mtgsim goldfish``): a deck played against an opponent
that does nothing, many times, to answer the playtester's first questions — on which turn
does it deal 20 damage, how often is each card castable on each turn, how do its lands and
mana grow, how often does it mulligan.

Each game is a real game (``sim.rules.opening.new_game``: shuffles, opening hands with the London
mulligan, turns) between the deck, player ``A``, played by a policy (``heuristic`` unless
another is given), and the goldfish, player ``B``: the default policy (it keeps, passes,
never plays a land, never blocks: it has nothing to block with), a library of basic lands
long enough never to run out within the turn limit, and a life total so large that the game
never ends by damage — so every game is played to the turn limit, and the figures of a turn
are over every game, also those that have already killed. The deck's *kill turn* is the
deck's own turn (its first turn is turn 1, on the play or on the draw) during which the
damage and life loss dealt to the goldfish reached 20 (or it got ten poison counters, which
ends the game: 704.5c); a game that has not killed by the turn limit has no kill turn ("not by
turn T").

Observed on each of the deck's turns ``k`` = 1..T:

* at the start of its precombat main phase, before any action (no land played yet that
  turn): each card name's *castability* — a copy in hand whose mana cost
  ``sim.rules.costs.can_pay`` pays from the untapped mana sources then, colors included (a land
  counts as castable when it is in hand);
* at the beginning of combat (after the main phase's land drop and casts): the lands on the
  battlefield, and the *mana available* that turn — what its lands and other mana sources
  make when tapped, tapped already or not, creatures only without summoning sickness.

Randomness: game ``i`` draws everything from ``numpy.random.SeedSequence(seed,
spawn_key=(i,))`` — the game's seed (its shuffles and coin flip: ``game_seed``) and the
policy's generator (``policy_rng``). Two decks are played on common random numbers: game
``i`` of each has the same seed, so the same deck twice plays the same games, and the paired
difference of their kill turns has a far narrower interval than two independent runs. The
games are split into chunks of ``CHUNK`` games, the units of the harness
(``mtgsim.experiments.harness``), played by ``workers`` processes and merged in game order:
the results do not depend on ``workers``. Each game is played by the decision-loop driver
(``sim.engine.play.drive``), stopped at each observation. The report as text and the plot:
``mtgsim.experiments.reports.goldfish_table``, ``mtgsim.experiments.plots.save_goldfish``.

::

    result = mtgsim.goldfish("examples/decks/red_green_stompy.txt", 1000, seed=1)
    print(result)                  # the report as tables
    result.to_json()               # the same as JSON data
    result.decks[0].kill_turns     # each game's kill turn (0: none by the turn limit)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import attrs
import numpy as np

from cards import default_pool
from cards.decks import Deck, load_deck
from mtgsim.experiments.harness import progress_bar, run
from mtgsim.experiments.harness.seeds import unit_generator, unit_seed
from mtgsim.experiments.stats import Z95, mean_interval, share
from sim.engine.agents import Agent, DefaultAgent
from sim.engine.play import drive
from sim.model.actions import Action
from sim.model.card import CardDef
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.errors import MtgsimError
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Stage, Step, Zone
from sim.model.state import GameState
from sim.rules.costs import can_pay
from sim.rules.opening import new_game

#: the damage a kill takes (the goldfish's life in a real game)
KILL_DAMAGE = 20
#: the deck's last turn played unless told otherwise
TURN_LIMIT = 20
#: the goldfish's life total: no game ends by damage (the kill turn reads the damage dealt)
GOLDFISH_LIFE = 1_000_000
#: the goldfish's library: this basic land, enough never to deck within the turn limit
GOLDFISH_LAND = "Plains"
#: the deck's seat and the goldfish's
DECK, GOLDFISH = "A", "B"
#: ``first``: the deck on the play, on the draw, or the seeded coin flip (CR 103.2); "A" and
#: "B" (who plays first, as ``mtgsim game --first``) mean play and draw
FIRST = ("play", "draw", "random")
#: games per chunk of work sent to a worker process
CHUNK = 25


class GoldfishError(MtgsimError):
    """A bad argument to ``goldfish`` (the message names it)."""


def game_seed(seed: int, i: int) -> int:
    """Game ``i``'s seed (``GameState.seed``: its shuffles and coin flip) in a run seeded by
    ``seed``: the first 64-bit word of ``SeedSequence(seed, spawn_key=(i,))``."""
    return int(unit_seed(seed, i).generate_state(1, np.uint64)[0])


def policy_rng(seed: int, i: int) -> np.random.Generator:
    """The generator game ``i``'s policy is made with (``mtgsim.policy``): the first child of
    ``SeedSequence(seed, spawn_key=(i,))``."""
    return unit_generator(seed, i, 0)


def first_player(first: str) -> str | None:
    """``new_game``'s ``first`` for a ``first`` of ``FIRST`` (or "A", "B")."""
    if first in ("play", DECK):
        return DECK
    if first in ("draw", GOLDFISH):
        return GOLDFISH
    if first == "random":
        return None
    raise GoldfishError(f"first: expected one of {', '.join(FIRST)} (or A, B), got {first!r}")


def goldfish_game(cards: Sequence[CardDef], seed: int, i: int, *, first: str = "play",
                  turn_limit: int = TURN_LIMIT) -> GameState:
    """Game ``i`` of a goldfish run seeded by ``seed``: the deck ``cards`` as player ``A``
    against the goldfish ``B``, not yet started (``start()``, or play it with ``A``'s policy
    and the default policy for ``B``). Its turn limit is the game turn of the deck's turn
    ``turn_limit``."""
    land = default_pool()[GOLDFISH_LAND]
    goldfish = [land] * (7 + turn_limit + 1)
    state = new_game({DECK: list(cards), GOLDFISH: goldfish}, game_seed(seed, i),
                     first=first_player(first), record_events=False)
    state.players[GOLDFISH].life = GOLDFISH_LIFE
    on_the_play = state.active == DECK
    state.turn_limit = 2 * turn_limit - 1 if on_the_play else 2 * turn_limit
    return state


@attrs.frozen(slots=True)
class GameRecord:
    """What one game shows: the kill turn (0: none by the turn limit), the mulligans taken,
    and per turn of the deck's (index 0: turn 1) the lands and mana available (beginning of
    combat) and the castable card names (a bit per name of the run's ``names``, start of the
    precombat main phase). A game that ended early (the deck drew from an empty library)
    has fewer turns."""

    kill: int
    mulligans: int
    lands: tuple[int, ...]
    mana: tuple[int, ...]
    castable: tuple[int, ...]


def play_game(state: GameState, agent: Agent, names: Sequence[str]) -> GameRecord:
    """Play a goldfish game (``goldfish_game``) with ``agent`` for the deck, observing it (see
    the module docstring). ``names``: the card names castability is recorded for."""
    index = {name: k for k, name in enumerate(names)}
    costs: dict[str, ManaCost] = {}
    threshold = GOLDFISH_LIFE - KILL_DAMAGE
    kill = 0
    lands: list[int] = []
    mana: list[int] = []
    castable: list[int] = []
    goldfish = state.players[GOLDFISH]
    own = 0  # the deck's turns begun so far: the number of its current (or last) turn
    last = -1  # the game turn that was the deck's last

    busy, main, combat = Stage.TURN_BASED, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT

    def until(s: GameState) -> bool:  # (asked between every two steps of the engine's work)
        nonlocal kill, own, last
        if s.active == DECK and s.turn != last:
            own += 1
            last = s.turn
        if not kill and goldfish.life <= threshold:
            kill = max(1, own)
        if s.active != DECK or s.stage is not busy:
            return False
        step = s.step
        return step is main and len(castable) < own or step is combat and len(lands) < own

    def observe(s: GameState) -> None:
        if s.step is Step.PRECOMBAT_MAIN:
            mask = 0
            for perm in s.cards(DECK, Zone.HAND):
                card = perm.card
                bit = 1 << index[card.name]
                if mask & bit:
                    continue
                if "Land" in card.types:
                    mask |= bit
                    continue
                cost = costs.get(card.cost)
                if cost is None:
                    cost = costs[card.cost] = ManaCost.parse(card.cost)
                if can_pay(s, DECK, cost):
                    mask |= bit
            castable.append(mask)
        else:
            count = made = 0
            for perm in s.battlefield():
                if perm.controller != DECK:
                    continue
                card = perm.card
                if "Land" in card.types:
                    count += 1
                if card.mana_made and not (card.is_creature and perm.sick
                                           and not s.has(perm.id, Kw.HASTE)):
                    made += card.mana_made
            lands.append(count)
            mana.append(made)

    deck_agent = _MulliganCounter(agent)
    agents: dict[str, Agent] = {DECK: deck_agent, GOLDFISH: DefaultAgent()}
    while True:  # the decision-loop driver, stopped at each observation
        drive(state, agents, until, use_script=False)
        if state.result is not None or state.stage is Stage.NOT_STARTED or not until(state):
            break
        observe(state)
    if not kill and (goldfish.life <= threshold or goldfish.lost):
        kill = max(1, own)
    return GameRecord(kill, deck_agent.mulligans, tuple(lands), tuple(mana), tuple(castable))


class _MulliganCounter:
    """The deck's policy, counting the mulligans it takes (``legal[0]`` keeps)."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.mulligans = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        action = self.agent.act(state, decision, legal)
        if decision.kind == DecisionKind.MULLIGAN and action != legal[0]:
            self.mulligans += 1
        return action


# --- running games ------------------------------------------------------------------------------

@attrs.frozen(slots=True)
class GoldfishJob:
    """What every chunk of a goldfish run shares (the harness's job): the decks, the card
    names recorded per deck, and the run's settings."""

    decks: tuple[tuple[CardDef, ...], ...]
    names: tuple[tuple[str, ...], ...]
    seed: int
    policy: str
    first: str
    turn_limit: int


#: a chunk of work (the harness's unit): deck number, first game, end (exclusive)
Chunk = tuple[int, int, int]


def play_chunk(job: GoldfishJob, chunk: Chunk) -> tuple[int, list[GameRecord]]:
    """Games ``begin`` to ``end - 1`` of deck number ``deck`` (``chunk``): the deck number and
    each game's record."""
    from mtgsim.policies import policy

    deck, begin, end = chunk
    out = []
    for i in range(begin, end):
        state = goldfish_game(job.decks[deck], job.seed, i, first=job.first,
                              turn_limit=job.turn_limit)
        out.append(play_game(state, policy(job.policy, policy_rng(job.seed, i)),
                             job.names[deck]))
    return deck, out


def chunks(n: int, decks: int, size: int) -> list[Chunk]:
    """(deck, begin, end) per chunk: game by game, each deck's chunk of the same games in
    turn, so both decks of a comparison progress together."""
    return [(d, b, min(n, b + size)) for b in range(0, n, size) for d in range(decks)]


# --- statistics ---------------------------------------------------------------------------------

@attrs.define
class DeckRun:
    """One deck's games, folded as they come in game order: enough for every figure."""

    label: str
    source: str
    size: int
    names: tuple[str, ...]
    lands_in_deck: frozenset[str]
    turn_limit: int
    kill_turns: list[int] = attrs.Factory(list)
    mulligans: list[int] = attrs.Factory(list)
    #: per turn (index 0: turn 1): games observed, then sums and sums of squares
    games: list[int] = attrs.Factory(list)
    lands: list[list[int]] = attrs.Factory(list)
    mana: list[list[int]] = attrs.Factory(list)
    #: per turn, per name: games in which it was castable
    castable: list[list[int]] = attrs.Factory(list)

    def __attrs_post_init__(self) -> None:
        t = self.turn_limit
        self.games = [0] * t
        self.lands = [[0, 0] for _ in range(t)]
        self.mana = [[0, 0] for _ in range(t)]
        self.castable = [[0] * len(self.names) for _ in range(t)]

    @property
    def n(self) -> int:
        """The games folded in so far."""
        return len(self.kill_turns)

    def add(self, record: GameRecord) -> None:
        """Fold in the next game (games are added in order)."""
        self.kill_turns.append(record.kill)
        self.mulligans.append(record.mulligans)
        for k, (lands, mana) in enumerate(zip(record.lands, record.mana, strict=False)):
            self.games[k] += 1
            self.lands[k][0] += lands
            self.lands[k][1] += lands * lands
            self.mana[k][0] += mana
            self.mana[k][1] += mana * mana
        for k, mask in enumerate(record.castable):
            row = self.castable[k]
            j = 0
            while mask:
                if mask & 1:
                    row[j] += 1
                mask >>= 1
                j += 1

    def censored(self) -> list[int]:
        """Each game's kill turn, a game without one counted as turn limit + 1."""
        beyond = self.turn_limit + 1
        return [k or beyond for k in self.kill_turns]

    def summary(self) -> dict[str, Any]:
        """Every figure with its 95% interval (see ``GoldfishResult.to_json``)."""
        n, t = self.n, self.turn_limit
        counts = Counter(self.kill_turns)
        values = self.censored()
        total = sum(values)
        squares = sum(v * v for v in values)
        m, lo, hi = mean_interval(total, squares, n)
        kills = [v for v in self.kill_turns if v]
        km, klo, khi = mean_interval(sum(kills), sum(v * v for v in kills), len(kills))
        by_turn = 0
        distribution = []
        for k in range(1, t + 1):
            by_turn += counts.get(k, 0)
            distribution.append({"turn": k, "games": counts.get(k, 0),
                                 **share(counts.get(k, 0), n), "by_turn": share(by_turn, n)})
        median = _median(values, t)
        mulligans = self.mulligans
        mull_mean = mean_interval(sum(mulligans), sum(v * v for v in mulligans), n)
        turns = []
        for k in range(t):
            games = self.games[k]
            lm = mean_interval(self.lands[k][0], self.lands[k][1], games)
            mm = mean_interval(self.mana[k][0], self.mana[k][1], games)
            turns.append({"turn": k + 1, "games": games,
                          "lands": {"mean": lm[0], "low": lm[1], "high": lm[2]},
                          "mana": {"mean": mm[0], "low": mm[1], "high": mm[2]}})
        castable = {name: [{"turn": k + 1, **share(self.castable[k][j], self.games[k])}
                           for k in range(t)]
                    for j, name in enumerate(self.names)}
        return {
            "label": self.label, "deck": self.source, "cards": self.size, "games": n,
            "kill": {
                "damage": KILL_DAMAGE,
                "distribution": distribution,
                "not_by_limit": {"games": counts.get(0, 0), **share(counts.get(0, 0), n)},
                "mean": {"mean": m, "low": lo, "high": hi, "no_kill_counts_as": t + 1},
                "mean_of_kills": {"mean": km, "low": klo, "high": khi, "games": len(kills)},
                "median": median,
            },
            "mulligans": {"rate": share(sum(1 for v in mulligans if v), n),
                          "mean": {"mean": mull_mean[0], "low": mull_mean[1],
                                   "high": mull_mean[2]},
                          "counts": {str(k): c for k, c in sorted(Counter(mulligans).items())}},
            "turns": turns,
            "castable": castable,
            "lands_in_deck": sorted(self.lands_in_deck),
        }


def _median(values: Sequence[int], limit: int) -> dict[str, int | None]:
    """The median kill turn (the smallest turn by which half the games have killed) and its
    distribution-free 95% interval (order statistics: the ranks a binomial(n, 1/2) puts
    around the middle); None for "not by the turn limit"."""
    n = len(values)
    if n == 0:
        return {"turn": None, "low": None, "high": None}
    ordered = sorted(values)
    half = Z95 * math.sqrt(n) / 2
    low = max(1, math.floor(n / 2 - half))
    high = min(n, math.ceil(n / 2 + 1 + half))

    def shown(v: int) -> int | None:
        return None if v > limit else v

    return {"turn": shown(ordered[math.ceil(n / 2) - 1]), "low": shown(ordered[low - 1]),
            "high": shown(ordered[high - 1])}


@attrs.define
class GoldfishResult:
    """A goldfish run: one ``DeckRun`` per deck, the settings, and (two decks) the paired
    difference of the kill turns. ``str()``: the report as tables; ``to_json()``: as JSON
    data; ``plot(path)``: the kill-turn histogram."""

    decks: list[DeckRun]
    n: int
    seed: int
    policy: str
    first: str
    turn_limit: int

    def paired_difference(self) -> dict[str, float] | None:
        """The second deck's kill turn minus the first's, game by game (common random
        numbers; a game without a kill counts as turn limit + 1): mean and 95% t interval."""
        if len(self.decks) < 2:
            return None
        a, b = self.decks[0].censored(), self.decks[1].censored()
        diffs = [y - x for x, y in zip(a, b, strict=True)]
        m, lo, hi = mean_interval(sum(diffs), sum(d * d for d in diffs), len(diffs))
        return {"mean": m, "low": lo, "high": hi}

    def to_json(self) -> dict[str, Any]:
        """The report as JSON data (``mtgsim goldfish --format json``)."""
        from sim.io.run_report import SCHEMA_VERSION

        difference = self.paired_difference()
        return {"schema_version": SCHEMA_VERSION, "command": "goldfish", "n": self.n,
                "seed": self.seed, "policy": self.policy, "first": self.first,
                "turn_limit": self.turn_limit, "kill_damage": KILL_DAMAGE,
                "decks": [d.summary() for d in self.decks],
                "paired_difference": None if difference is None else {
                    "of": f"{self.decks[1].label} - {self.decks[0].label}",
                    "what": "kill turn", **difference}}

    def table(self) -> str:
        """The report as text tables (``mtgsim.experiments.reports.goldfish_table``)."""
        from mtgsim.experiments.reports import goldfish_table

        return goldfish_table(self.to_json())

    def __str__(self) -> str:
        return self.table()

    def plot(self, path: str | Path) -> None:
        """Write the kill-turn histogram (the decks side by side) to ``path`` (png, svg...:
        its extension; the ``plot`` extra)."""
        from mtgsim.experiments.plots import save_goldfish

        save_goldfish(self.to_json(), path)


# --- the entry point -----------------------------------------------------------------------------

DeckSource = str | Path | Deck


def _labels(decks: Sequence[Deck]) -> list[str]:
    """Each deck's label: its file stem; the whole source if two stems clash and the sources
    differ; the stem numbered if a deck is given twice."""
    stems = [Path(d.source).stem or d.source for d in decks]
    sources = [d.source for d in decks]
    labels = [stem if stems.count(stem) == 1 or sources.count(source) > 1 else source
              for stem, source in zip(stems, sources, strict=True)]
    return [f"{label} ({k + 1})" if labels.count(label) > 1 else label
            for k, label in enumerate(labels)]


def _names(deck: Deck) -> tuple[tuple[str, ...], frozenset[str]]:
    """The deck's card names, spells by mana value then name, then lands by name; and the
    names of its lands."""
    cards = {c.card.name: c.card for c in deck.main}
    lands = frozenset(n for n, c in cards.items() if "Land" in c.types)
    spells = sorted((n for n in cards if n not in lands),
                    key=lambda n: (ManaCost.parse(cards[n].cost).total(), n))
    return (*spells, *sorted(lands)), lands


def goldfish(deck: DeckSource | Sequence[DeckSource], n: int, *, seed: int = 0,
             policy: str = "heuristic", first: str = "play", turn_limit: int = TURN_LIMIT,
             workers: int = 1, cards: str | Path | None = None, strict: bool = False,
             progress: bool | None = False) -> GoldfishResult:
    """Goldfish ``deck`` ``n`` times (see the module docstring): a deck file, deck text or a
    loaded ``Deck``, or a list of two (or more) played side by side on common random numbers.

    ``policy``: who plays the deck (``mtgsim.policy``: heuristic, random, default or
    ``module:Class``). ``first``: ``"play"`` (the default), ``"draw"`` or ``"random"`` (the
    seeded coin flip). ``turn_limit``: the deck's last turn. ``workers``: local processes
    (the results do not depend on it). ``cards``: a card file over the bundled pool;
    ``strict``: refuse cards with Oracle clauses the engine does not run. ``progress``: a
    bar on stderr (None: when stderr is a terminal)."""
    from mtgsim.policies import policy as make_policy

    given: list[DeckSource] = list(deck) if isinstance(deck, (list, tuple)) \
        else [cast(DeckSource, deck)]
    if not given:
        raise GoldfishError("deck: expected a deck, or a list of decks")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise GoldfishError(f"n: expected at least 1 game, got {n!r}")
    if isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or turn_limit < 1:
        raise GoldfishError(f"turn_limit: expected at least 1 turn, got {turn_limit!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise GoldfishError(f"workers: expected at least 1 process, got {workers!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise GoldfishError(f"seed: expected a non-negative integer, got {seed!r}")
    first_player(first)
    make_policy(policy, np.random.default_rng(0))  # an unknown name fails before any game
    loaded = [d if isinstance(d, Deck) else load_deck(d, cards, strict=strict) for d in given]
    labels = _labels(loaded)
    named = [_names(d) for d in loaded]
    runs = [DeckRun(label, d.source, len(d), names, lands, turn_limit)
            for label, d, (names, lands) in zip(labels, loaded, named, strict=True)]
    job = GoldfishJob(tuple(tuple(d.cards()) for d in loaded),
                      tuple(names for names, _ in named), seed, policy,
                      "play" if first == DECK else "draw" if first == GOLDFISH else first,
                      turn_limit)

    def merge(done: tuple[int, list[GameRecord]]) -> None:
        k, records = done
        for record in records:
            runs[k].add(record)

    bar = progress_bar(progress, n * len(loaded), unit="game", desc="goldfish")
    run(play_chunk, job, chunks(n, len(loaded), CHUNK), merge, workers=workers, bar=bar,
        size=lambda done: len(done[1]))
    return GoldfishResult(runs, n, seed, policy, job.first, turn_limit)


__all__ = ["goldfish", "GoldfishResult", "GoldfishJob", "DeckRun", "GameRecord", "goldfish_game",
           "play_game", "play_chunk", "chunks", "game_seed", "policy_rng", "KILL_DAMAGE",
           "TURN_LIMIT", "GOLDFISH_LIFE", "FIRST", "GoldfishError"]
