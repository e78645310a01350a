"""Whole games checked (``check_game``): every decision as ``check`` checks it, and the game's
own invariants — cards neither made nor lost (``owned_cards``), turn structure, the end.
"""

from __future__ import annotations

import attrs
import numpy as np

from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    LandPlayed,
    PlayerLost,
    SpellCast,
    TurnBegan,
)
from sim.model.objects import Span, Step, Zone
from sim.model.state import GameState
from sim.rules.player_rules import land_plays
from sim.testing.checker import (
    DecisionTally,
    apply_checked,
    check_decision,
    check_invariants,
    check_replay,
    check_resolved,
    check_round_trip,
    check_stack_invariants,
    next_decision,
)
from sim.testing.conformance import ConformanceError, Report

#: the zones whose cards a player's count adds up (with ``Player.library``: the cards not yet
#: made objects)
_COUNTED = frozenset({Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE,
                      Zone.STACK})


@attrs.frozen
class GameReport(Report):
    """``check_game``'s report: ``Report``'s counts, and the game's length (``turns``, the
    last turn's number), lands played, how it ended (``winners``, ``reason``: a draw has no
    winner) and how many decisions were checked deep (``to_dict`` comparisons)."""

    turns: int = 0
    lands: int = 0
    winners: tuple[str, ...] = ()
    reason: str = ""
    deep: int = 0


def check_game(state: GameState, rng: np.random.Generator, *, small: int = 8,
               unlisted: int = 2, deep_every: int = 40, max_decisions: int = 20_000
               ) -> GameReport:
    """Play a whole game (``state``: a game not yet started, ``sim.rules.opening.new_game`` or
    ``mtgsim.game``; unchanged: a clone is played, with event recording on) with random legal
    actions, checking at every decision ``check``'s invariants that hold in a game — the
    decision's player, state-based actions done, the legal list (sampled ``small`` at a time
    where it is long), every listed action in the list, reading back and applying on a clone,
    ``unlisted`` mutants refused without a change, acting on clones leaving the original
    unchanged, the chosen action giving the same position on a clone, the stack's
    invariants, spells where they resolved to — and the game's:

    * each player's cards are all there: the objects they own in the library, hand,
      battlefield, graveyard, exile and stack (tokens aside), plus ``len(player.library)``,
      count what they did at the start (``owned_cards``);
    * turns begin numbered one after another, each the next player's in turn order still in
      the game after the last turn taken in that order (an extra turn, CR 500.7, is the
      effect's player's), and ``state.turn`` never goes back nor past the turn limit;
    * only the active player plays lands, in a main phase, at most one a turn and the
      additional land plays seen allowed that turn (``LandPlayed`` events, CR 305.1-305.2,
      ``sim.rules.player_rules.land_plays``);
    * the game ends within ``max_decisions`` decisions: a result is set, each loser lost
      (``PlayerLost``), and a game without a winner ended as a draw at the turn limit or with
      every player losing at once.

    Comparing whole positions by ``to_dict`` (and its JSON round trip) costs as much as the
    game so far, so it is done at every ``deep_every``-th decision (0: never); the other
    decisions compare positions by value (attrs equality of a clone). At the end the final
    position round-trips through ``to_dict`` and JSON, and the history is replayed on the
    starting position and compared by ``to_dict``."""
    if state.span is not Span.GAME:
        raise ValueError(f"check_game plays a whole game (sim.rules.opening.new_game), not a "
                         f"{state.span.value} play: use check")
    start = state.clone()
    start.record_events = True  # the land and turn invariants read the events
    game = start.clone().start()
    tally = DecisionTally()
    # a game from decks begins its first turn once the opening hands are kept; a position
    # set up mid-game (a scenario) is in its turn already
    watch = _GameWatch(owned_cards(start), start.turn, start.turn_limit, start.active,
                       began=int(not start.opening))
    deep_done = 0
    check_stack_invariants(game, "at the start")
    watch.see(game, "at the start")
    while not game.is_terminal():
        where = next_decision(game, tally, max_decisions)
        deep = deep_every > 0 and tally.decisions % deep_every == 0
        deep_done += deep
        check_invariants(game, where)
        check_stack_invariants(game, where)
        chosen = check_decision(game, rng, tally, where, small, unlisted, deep)
        seen = len(game.events)
        apply_checked(game, chosen, where, deep)
        after = f"after {chosen} at {where}"
        check_resolved(game, seen, after)
        watch.see(game, after)
    check_stack_invariants(game, "at the end")
    watch.end(game)
    check_round_trip(game, game.to_dict(), "at the end")
    check_replay(start, game)
    events = game.events
    result = game.result
    assert result is not None  # ``watch.end``
    return GameReport(tally.decisions, tally.listed, tally.refused, frozenset(tally.kinds),
                      sum(isinstance(e, SpellCast) for e in events),
                      sum(isinstance(e, AbilityActivated) for e in events),
                      sum(isinstance(e, AbilityTriggered) for e in events),
                      turns=game.turn, lands=watch.lands_played, winners=result.winners,
                      reason=result.reason, deep=deep_done)


def owned_cards(state: GameState) -> dict[str, int]:
    """How many cards each player owns in the library, hand, battlefield, graveyard, exile
    and stack: the objects (tokens aside; a spell's card is an object in the stack zone) and
    the library cards not yet made objects (``Player.library``)."""
    counts = {p: len(player.library) for p, player in state.players.items()}
    for perm in state.permanents.values():
        if perm.token or perm.zone not in _COUNTED:
            continue
        if perm.owner not in counts:
            raise ConformanceError(f"{perm.id} in the {perm.zone.value} is owned by "
                                   f"{perm.owner!r}, not a player")
        counts[perm.owner] += 1
    return counts


@attrs.define
class _GameWatch:
    """The game invariants of ``check_game``, fed the game at every decision: the events are
    read from ``cursor`` on."""

    cards: dict[str, int]
    turn: int
    turn_limit: int
    active: str = ""
    cursor: int = 0
    began: int = 0
    lands: dict[str, int] = attrs.Factory(dict)
    #: the most lands each player could play at once this turn, as seen (CR 305.2: one and
    #: the additional land plays of their permanents and resolved effects)
    allowed: dict[str, int] = attrs.Factory(dict)
    #: who took the latest turn in the usual order (an extra turn doesn't change it, 500.7)
    regular: str = ""
    lands_played: int = 0

    def see(self, game: GameState, where: str) -> None:
        counts = owned_cards(game)
        if counts != self.cards:
            lost = {p: self.cards[p] - counts.get(p, 0) for p in self.cards
                    if counts.get(p, 0) != self.cards[p]}
            raise ConformanceError(f"{where}: the players' cards (library, hand, battlefield, "
                                   f"graveyard, exile, stack) count {counts}, not "
                                   f"{self.cards} (missing: {lost})")
        if game.turn < self.turn:
            raise ConformanceError(f"{where}: the turn went back from {self.turn} to "
                                   f"{game.turn}")
        if self.turn_limit and game.turn > self.turn_limit:
            raise ConformanceError(f"{where}: turn {game.turn} is past the turn limit "
                                   f"{self.turn_limit}")
        if self.began and game.turn == self.turn:  # 305.2: what this turn allows, as seen
            # before the events (an effect until end of turn may be over by the next check)
            self.allowed[game.active] = max(self.allowed.get(game.active, 1),
                                            land_plays(game, game.active))
        events = game.events
        for index in range(self.cursor, len(events)):
            event = events[index]
            if isinstance(event, TurnBegan):
                self._turn(game, event, where)
            elif isinstance(event, LandPlayed):
                self._land(game, event, where)
        self.cursor = len(events)
        if self.began and (game.turn, game.active) != (self.turn, self.active):
            raise ConformanceError(f"{where}: it is turn {game.turn}, {game.active}'s, but "
                                   f"turn {self.turn}, {self.active}'s, began last")

    def _turn(self, game: GameState, event: TurnBegan, where: str) -> None:
        if self.began and event.turn != self.turn + 1:
            raise ConformanceError(f"{where}: turn {event.turn} began after turn {self.turn}")
        if not self.began and (event.turn, event.player) != (self.turn, self.active):
            raise ConformanceError(f"{where}: the first turn is turn {event.turn}, "
                                   f"{event.player}'s, not turn {self.turn}, "
                                   f"{self.active}'s (CR 103.1)")
        if event.player not in game.players:
            raise ConformanceError(f"{where}: turn {event.turn} is {event.player!r}'s, not a "
                                   "player's")
        extra = event.turn == game.turn and bool(game.regular_turn)  # 500.7: an extra turn
        if self.began and not extra:
            order = game.turn_order
            i = order.index(self.regular or self.active)
            following = [order[(i + k) % len(order)] for k in range(1, len(order) + 1)]
            # the next player who had not lost when the turn began (one may lose later)
            expected = next((p for p in following if not game.players[p].lost
                             or p == event.player), None)
            if event.player != expected:
                raise ConformanceError(f"{where}: turn {event.turn} is {event.player}'s, but "
                                       f"{self.regular or self.active} took the last turn in "
                                       f"turn order and {expected} is next")
        self.began += 1
        self.turn, self.active = event.turn, event.player
        if not extra:
            self.regular = event.player
        self.lands, self.allowed = {}, {}

    def _land(self, game: GameState, event: LandPlayed, where: str) -> None:
        if not self.began:
            raise ConformanceError(f"{where}: {event.player} played {event.card} before the "
                                   "first turn")
        if event.player != self.active:
            raise ConformanceError(f"{where}: {event.player} played {event.card} during "
                                   f"{self.active}'s turn {self.turn} (CR 305.1)")
        if event.step not in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN):
            raise ConformanceError(f"{where}: {event.player} played {event.card} in the "
                                   f"{event.step} step, not a main phase (CR 305.1)")
        self.lands[event.player] = self.lands.get(event.player, 0) + 1
        self.lands_played += 1
        allowed = self.allowed.get(event.player, 1)
        if game.turn == self.turn:
            allowed = self.allowed[event.player] = max(allowed, land_plays(game, event.player))
        if self.lands[event.player] > allowed:
            raise ConformanceError(f"{where}: {event.player} played {self.lands[event.player]}"
                                   f" lands in turn {self.turn}, more than the {allowed} "
                                   "they may (CR 305.2)")

    def end(self, game: GameState) -> None:
        """The game is over: a result, losers who lost, a draw only at the turn limit or
        when every player lost."""
        self.see(game, "at the end")
        result = game.result
        if result is None:
            raise ConformanceError(f"the game stopped at turn {game.turn} ({game.step.value}) "
                                   "without a result")
        lost = {e.player for e in game.events if isinstance(e, PlayerLost)}
        for player in result.losers:
            if not game.players[player].lost or player not in lost:
                raise ConformanceError(f"{player} is a loser, but lost is "
                                       f"{game.players[player].lost} and no PlayerLost "
                                       "event names them")
        for player in result.winners:
            if game.players[player].lost:
                raise ConformanceError(f"{player} won and lost")
        if not result.winners:
            limit = self.turn_limit and game.turn == self.turn_limit
            everyone = set(result.losers) == set(game.players)
            if not limit and not everyone:
                raise ConformanceError(f"a draw at turn {game.turn} (limit {self.turn_limit}) "
                                       f"with losers {result.losers}: {result.reason}")
