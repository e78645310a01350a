"""One Monte Carlo play: where every play of a scenario starts, what a play comes to, its record.

* ``fixed_prefix(state)``: the decisions every play of a scenario makes alike (those the
  scenario scripts, those with a single legal action) played once, by the one decision-loop
  driver (``sim.engine.play.drive``), stopping at the first decision an agent must make
  (``advance_forced``, which the batch engine uses too). Every play starts from there.
* ``Figures``: what a play came to, as the runner sums it — life, poison, losers, deaths,
  damage to each player and planeswalker, the ``METRICS`` the comparison of alternatives
  reads; ``figures_of(state, start)`` reads them off a finished play (both engines give the
  same ``Figures`` for a play), ``play_scalar`` plays one by the scalar engine.
* ``PlayRecord``: a kept play, and its record in a results file (``to_json``;
  ``record_schema``: the Parquet schema of those records).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs
import numpy as np

from mtgsim.experiments.match import GameFigures, game_figures
from sim.engine.agents import Agents, DefaultAgent
from sim.engine.play import drive, play
from sim.model.decisions import Decision, LegalActions
from sim.model.errors import IllegalActionError, MtgsimError
from sim.model.events import DamageDealt
from sim.model.objects import Stage
from sim.model.state import GameState

#: how alternatives are compared, each for the active player (as the scenario starts:
#: ``figures_of``): ``life_diff`` their life minus the opponents' (averaged over opponents),
#: ``win`` 1 when an opponent lost and they did not, ``damage`` damage dealt to opponents and
#: their planeswalkers, ``survival`` 1 when they did not lose
METRICS = ("life_diff", "win", "damage", "survival")


class PlayError(MtgsimError):
    """A play stopped with an error (a scripted choice the rules forbid, say): names the
    scenario and the play. Plain text, so it crosses process boundaries intact."""


class IllegalPlayError(PlayError):
    """A ``PlayError`` whose cause is an action the rules forbid (an ``IllegalActionError``:
    the CLI exits 3 for it, as ``run`` does for the same action)."""


def play_error(where: str, err: MtgsimError) -> PlayError:
    """The ``PlayError`` for ``err`` stopping the play ``where`` names: an
    ``IllegalPlayError`` when ``err`` is an illegal action."""
    kind = IllegalPlayError if isinstance(err, IllegalActionError) else PlayError
    return kind(f"{where}: {err}")


def outcome_text(losers: Sequence[str]) -> str:
    """``"<player> lost"`` (several joined by " and "), or ``"nobody lost"``."""
    return " and ".join(losers) + " lost" if losers else "nobody lost"


@attrs.frozen(slots=True)
class PlayRecord:
    """One play kept: its scenario (index), its index within the job (its seed is its
    batch's), what it came to, and the actions taken (their text forms)."""

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
    def outcome_text(self) -> str:
        """``"<player> lost"`` (several joined by " and "), or ``"nobody lost"``."""
        return outcome_text(self.losers)

    def to_json(self) -> dict[str, Any]:
        """The record streamed to ``out`` (one JSON line, or one Parquet row)."""
        return {"scenario": self.scenario, "index": self.index, "outcome": self.outcome_text,
                "life": dict(self.life), "poison": dict(self.poison),
                "died": list(self.died), "damage": dict(self.damage),
                "metrics": dict(self.metrics), "actions": list(self.actions),
                **({} if self.game is None else {"game": self.game.to_json()})}


def record_schema(games: bool) -> Callable[[Any], Any]:
    """The Parquet schema of ``PlayRecord.to_json``'s records, as a function of the
    ``pyarrow`` module; ``games``: with the ``game`` column (a game dealt anew each play)."""
    def schema(pa: Any) -> Any:
        counts = pa.map_(pa.string(), pa.int64())
        return pa.schema([("scenario", pa.int32()), ("index", pa.int64()),
                          ("outcome", pa.string()), ("life", counts), ("poison", counts),
                          ("died", pa.list_(pa.string())), ("damage", counts),
                          ("metrics", pa.map_(pa.string(), pa.float64())),
                          ("actions", pa.list_(pa.string())),
                          *([("game", _game_type(pa))] if games else [])])

    return schema


def _game_type(pa: Any) -> Any:
    """The ``game`` column: ``GameFigures.to_json``'s fields."""
    names = pa.map_(pa.string(), pa.list_(pa.string()))
    return pa.struct([("seed", pa.int64()), ("first", pa.string()), ("turns", pa.int64()),
                      ("winner", pa.string()), ("turn_limit_reached", pa.bool_()),
                      ("mulligans", pa.map_(pa.string(), pa.int64())),
                      ("drawn", names), ("cast", names), ("played", names)])


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


def metrics(active: str, opponents: Sequence[str], life: Mapping[str, int],
            losers: Sequence[str], to_opponents: int) -> tuple[float, float, float, float]:
    """One play's ``METRICS`` for the active player, in that order."""
    lost = active in losers
    return (life[active] - sum(life[o] for o in opponents) / max(1, len(opponents)),
            float(not lost and any(o in losers for o in opponents)),
            float(to_opponents),
            float(not lost))


def figures_of(state: GameState, start: int, actions: bool = False, game: bool = False,
               active: str | None = None) -> Figures:
    """The ``Figures`` of a finished play: its outcome, and the damage dealt to each player
    and planeswalker from event ``start`` on (``DamageDealt`` events), and to the opponents
    of ``active`` and their planeswalkers; with ``game`` (a game dealt for this play), the
    game's own figures (``mtgsim.experiments.match.game_figures``). ``active``: whom the
    metrics are for, the player active as the scenario starts (default: ``state``'s active
    player, the same in a play that ends with the combat; a play going on through turns ends
    in someone else's turn as often as not)."""
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
    """A game whose libraries are not yet shuffled (``sim.rules.opening.new_game``): each play
    of it deals its own game."""
    return bool(state.opening) and state.stage is Stage.NOT_STARTED


def play_scalar(prepared: GameState, agents: Agents, start: int, scenario: int, index: int,
                actions: bool = False, rng: np.random.Generator | None = None) -> Figures:
    """One play from ``prepared`` by the scalar engine, and what it came to (``actions``:
    with the actions taken). A game not yet dealt (``undealt``) gets its own seed from
    ``rng`` first: its shuffles are the play's."""
    state = prepared.clone()
    deals = undealt(prepared)
    if rng is not None and deals:
        state.seed = int(rng.integers(2**63))
    try:
        play(state, agents)
    except MtgsimError as err:
        raise play_error(f"scenario {scenario + 1}, play {index}", err) from None
    return figures_of(state, start, actions, deals, prepared.active)


def _asked(state: GameState, decision: Decision, legal: LegalActions) -> bool:
    """``drive``'s ``pause``: every decision an agent would be asked is left pending."""
    return True


#: what ``advance_forced`` drives with: never asked (it pauses first)
_NOBODY = DefaultAgent()


def advance_forced(state: GameState, stop: Callable[[GameState], bool] | None = None) -> bool:
    """Play ``state`` on through the decisions every play of it makes alike — those the
    scenario scripts and those with a single legal action, asking no agent and drawing no
    random number — by ``sim.engine.play.drive``; True when it stopped at a decision an agent
    must make (left pending), False when the play is over or ``stop(state)`` held (as for
    ``drive``). An error names the scripted entry answering, if any."""
    try:
        return drive(state, _NOBODY, stop, pause=_asked)
    except MtgsimError as err:
        label, text = state.script_label, str(err)
        if label and not text.startswith(f"{label}: "):
            text = f"{label}: {text}"  # as ``drive`` names it for the errors it names
        if isinstance(err, IllegalActionError):  # still an illegal action, with its reasons
            raise IllegalActionError(text, err.reasons) from None
        raise MtgsimError(text) from None


def fixed_prefix(state: GameState) -> None:
    """Play ``state`` on through the decisions every play of it makes alike
    (``advance_forced``): every play then starts from there, once."""
    advance_forced(state)


__all__ = ["METRICS", "PlayError", "PlayRecord", "Figures", "figures_of", "metrics",
           "outcome_text", "record_schema", "undealt", "play_scalar", "advance_forced",
           "fixed_prefix"]
