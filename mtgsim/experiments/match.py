"""Matches between decks: what each game came to, the running tally of a match, its report.

A Monte Carlo run over a game not yet dealt (``mtgsim.game``; ``mtgsim match``) plays a new
game each play. Each play's ``GameFigures`` (``game_figures``, read from the game's events:
who played first, the number of turns, the winner, each player's mulligans and the names of
the cards each player drew, cast and played as lands) is summed by the worker into a
``MatchTally`` per batch; the tallies merge in batch order into the match's, and round-trip
through JSON exactly (a checkpoint stores them), like ``mtgsim.experiments.stats.Tally``.
``mtgsim match`` plays the two games of ``match_games`` (each deck playing first in one),
``per_side`` times each.

The report (``MatchTally.summary``; as text, ``mtgsim.experiments.reports.match_lines``):
each player's win rate overall, on the play and on the draw with 95% Wilson intervals, the
draws, the mean game length in turns with its 95% Student t interval and its distribution,
each player's mulligan rate, and per card name of each player, the win rate of the games
where it was drawn (in the kept opening hand or later: 17lands' "games in hand"), of the
games where it was not, and of the games where it was cast (or played, for a land).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from cards.decks import Deck
from mtgsim.experiments.stats import mean_interval, wilson
from mtgsim.games import SEATS, game
from sim.model.events import CardDrawn, LandPlayed, Mulliganed, SpellCast
from sim.model.objects import Span
from sim.model.state import GameState

#: how the per-card rows can be sorted (``summary(sort=...)``, ``mtgsim match --sort``):
#: by the win rate when drawn, when cast, by the improvement when drawn (win rate when drawn
#: minus when not drawn), by the number of games drawn, or by name
SORTS = ("drawn", "cast", "improvement", "games", "name")


@attrs.frozen(slots=True)
class GameFigures:
    """What one game came to: its shuffle seed (``mtgsim.game(..., seed=seed, first=first)``
    then the play's actions replays it), who played first, the number of the last turn
    (turns are numbered for the game: both players' turns count), the winner (None:
    a draw), whether the turn limit ended it, each player's mulligans, and per player the
    names of the cards drawn (the kept opening hand and every later draw, in order), of the
    spells cast and of the lands played."""

    seed: int
    first: str
    turns: int
    winner: str | None
    turn_limit_reached: bool
    mulligans: Mapping[str, int]
    drawn: Mapping[str, tuple[str, ...]]
    cast: Mapping[str, tuple[str, ...]]
    played: Mapping[str, tuple[str, ...]]

    def to_json(self) -> dict[str, Any]:
        """The ``game`` field of a play's record."""
        return {"seed": self.seed, "first": self.first, "turns": self.turns,
                "winner": self.winner, "turn_limit_reached": self.turn_limit_reached,
                "mulligans": dict(self.mulligans),
                "drawn": {p: list(v) for p, v in self.drawn.items()},
                "cast": {p: list(v) for p, v in self.cast.items()},
                "played": {p: list(v) for p, v in self.played.items()}}


def game_figures(state: GameState, start: int = 0) -> GameFigures:
    """The ``GameFigures`` of a finished game, from its events from ``start`` on (one pass).

    A card counts as drawn when it is still an object at the end: the cards of a hand taken
    back by a mulligan and those put on the bottom of the library for one (CR 103.5) stop
    being objects (``sim.rules.opening``), and ids are never reused, so what is left is the kept
    opening hand and every card drawn after it."""
    if state.span is not Span.GAME:
        raise ValueError(f"game_figures: expected a game, got a play to the end of the "
                         f"{state.span.value}")
    players = state.turn_order
    drawn: dict[str, list[str]] = {p: [] for p in players}
    cast: dict[str, list[str]] = {p: [] for p in players}
    played: dict[str, list[str]] = {p: [] for p in players}
    mulligans = dict.fromkeys(players, 0)
    permanents = state.permanents
    for e in state.events[start:]:
        if type(e) is CardDrawn:
            drawn_card = permanents.get(e.card)
            if drawn_card is not None:
                drawn[e.player].append(drawn_card.card.name)
        elif type(e) is SpellCast:
            cast[e.player].append(e.name)
        elif type(e) is LandPlayed:
            land = permanents.get(e.card)
            played[e.player].append(land.card.name if land is not None else e.card)
        elif type(e) is Mulliganed:
            mulligans[e.player] = max(mulligans[e.player], e.count)
    result = state.result
    winner = result.winners[0] if result is not None and len(result.winners) == 1 else None
    at_limit = result is not None and not result.winners and not result.losers
    return GameFigures(state.seed, players[0], state.turn, winner, at_limit, mulligans,
                       {p: tuple(v) for p, v in drawn.items()},
                       {p: tuple(v) for p, v in cast.items()},
                       {p: tuple(v) for p, v in played.items()})


def rate(k: int, n: int, what: str = "wins") -> dict[str, float | int]:
    """``k`` of ``n`` games as a proportion with its 95% Wilson interval, and the counts
    (``what``: the name of ``k``)."""
    lo, hi = wilson(k, n)
    return {what: k, "games": n, "p": k / n if n else 0.0, "low": lo, "high": hi}


#: a card's counts in a tally: games drawn, of them won; games cast or played, of them won
DRAWN, DRAWN_WON, CAST, CAST_WON = range(4)


@attrs.define
class MatchTally:
    """Running sums of a match's games: everything ``summary`` reports, never the games.

    ``first`` counts the games each player played first; ``wins`` the games won, keyed
    ``"<winner> <first>"`` (who won, who played first); ``draws`` the draws by who played
    first, ``limit`` those the turn limit ended; ``lengths`` how many games lasted each number
    of turns; ``mulligans`` per player how many games they took each number of mulligans in;
    ``cards`` per player and card name the counts ``DRAWN``, ``DRAWN_WON``, ``CAST``,
    ``CAST_WON`` (cast, or played for a land)."""

    games: int = 0
    first: Counter[str] = attrs.Factory(Counter)
    wins: Counter[str] = attrs.Factory(Counter)
    draws: Counter[str] = attrs.Factory(Counter)
    limit: int = 0
    lengths: Counter[int] = attrs.Factory(Counter)
    mulligans: dict[str, Counter[int]] = attrs.Factory(dict)
    cards: dict[str, dict[str, list[int]]] = attrs.Factory(dict)

    def add(self, game: GameFigures) -> None:
        """One more game."""
        self.games += 1
        first, winner = game.first, game.winner
        self.first[first] += 1
        if winner is None:
            self.draws[first] += 1
            self.limit += game.turn_limit_reached
        else:
            self.wins[f"{winner} {first}"] += 1
        self.lengths[game.turns] += 1
        mulligans = self.mulligans
        for player, taken in game.mulligans.items():
            counts = mulligans.get(player)
            if counts is None:
                counts = mulligans[player] = Counter()
            counts[taken] += 1
            won = int(winner == player)
            cards = self.cards.setdefault(player, {})
            for name in dict.fromkeys(game.drawn[player]):  # each name once, in order
                row = cards.get(name)
                if row is None:
                    row = cards[name] = [0, 0, 0, 0]
                row[DRAWN] += 1
                row[DRAWN_WON] += won
            for name in dict.fromkeys((*game.cast[player], *game.played[player])):
                row = cards.get(name)
                if row is None:
                    row = cards[name] = [0, 0, 0, 0]
                row[CAST] += 1
                row[CAST_WON] += won

    def merge(self, other: MatchTally) -> None:
        """Add ``other``'s games (the next batch's, or another position's) to these."""
        self.games += other.games
        self.first.update(other.first)
        self.wins.update(other.wins)
        self.draws.update(other.draws)
        self.limit += other.limit
        self.lengths.update(other.lengths)
        for player, counts in other.mulligans.items():
            self.mulligans.setdefault(player, Counter()).update(counts)
        for player, rows in other.cards.items():
            mine = self.cards.setdefault(player, {})
            for name, row in rows.items():
                into = mine.get(name)
                if into is None:
                    mine[name] = list(row)
                else:
                    for k, v in enumerate(row):
                        into[k] += v

    @classmethod
    def merged(cls, tallies: Sequence[MatchTally | None]) -> MatchTally:
        """One tally of all those given (None skipped), in order."""
        out = cls()
        for tally in tallies:
            if tally is not None:
                out.merge(tally)
        return out

    @property
    def players(self) -> list[str]:
        """The players of the games, sorted."""
        return sorted(set(self.mulligans) | set(self.first))

    def won(self, player: str) -> int:
        """The games ``player`` won."""
        return sum(k for key, k in self.wins.items() if key.partition(" ")[0] == player)

    def summary(self, sort: str = "drawn", top: int | None = None) -> dict[str, Any]:
        """Every figure of the report, with 95% intervals: per player the win rate overall,
        on the play and on the draw, the mulligan rate (games with one or more) and the mean
        number of mulligans; the draws; the game length; per player the cards (``card_rows``,
        sorted by ``sort``, the first ``top``)."""
        if sort not in SORTS:
            raise ValueError(f"sort: expected one of {', '.join(SORTS)}, got {sort!r}")
        n = self.games
        players: dict[str, Any] = {}
        for p in self.players:
            on_play = self.wins.get(f"{p} {p}", 0)
            won = self.won(p)
            taken = self.mulligans.get(p, Counter())
            total = sum(v * k for v, k in taken.items())
            squares = sum(v * v * k for v, k in taken.items())
            m, lo, hi = mean_interval(total, squares, sum(taken.values()))
            players[p] = {"wins": rate(won, n),
                          "on_the_play": rate(on_play, self.first[p]),
                          "on_the_draw": rate(won - on_play, n - self.first[p]),
                          "mulligans": rate(n - taken.get(0, 0), n, "count"),
                          "mean_mulligans": {"mean": m, "low": lo, "high": hi},
                          "games_first": self.first[p]}
        lengths = self.lengths
        total = sum(v * k for v, k in lengths.items())
        squares = sum(v * v * k for v, k in lengths.items())
        m, lo, hi = mean_interval(total, squares, n)
        draws = sum(self.draws.values())
        return {"games": n, "players": players,
                "draws": {**rate(draws, n, "count"), "turn_limit": self.limit},
                "turns": {"mean": m, "low": lo, "high": hi, "values": sorted(lengths),
                          "counts": [lengths[v] for v in sorted(lengths)]},
                "cards": {p: self.card_rows(p, sort, top) for p in self.players}}

    def card_rows(self, player: str, sort: str = "drawn", top: int | None = None
                  ) -> list[dict[str, Any]]:
        """Per card name of ``player``'s: the win rate of the games it was drawn in, of those
        it was not, the difference (``improvement``: 17lands' "improvement when drawn"), and
        the win rate of the games it was cast (or played) in. Sorted by ``sort`` (``SORTS``:
        highest first; ties by games drawn, then name), the first ``top`` rows."""
        n, won = self.games, self.won(player)
        rows = []
        for name, (drawn, drawn_won, cast, cast_won) in self.cards.get(player, {}).items():
            when = rate(drawn_won, drawn)
            unseen = rate(won - drawn_won, n - drawn)
            rows.append({"name": name, "drawn": when, "not_drawn": unseen,
                         "improvement": when["p"] - unseen["p"] if drawn and n - drawn
                         else None,
                         "cast": rate(cast_won, cast)})

        def key(row: dict[str, Any]) -> tuple[Any, ...]:
            ties = (-row["drawn"]["games"], row["name"])
            if sort == "name":
                return (row["name"],)
            if sort == "games":
                return ties
            if sort == "improvement":
                gain = row["improvement"]
                return (gain is None, -(gain or 0.0), *ties)
            return (-row[sort]["p"], *ties)

        rows.sort(key=key)
        return rows if top is None else rows[:top]

    def to_json(self) -> dict[str, Any]:
        """Everything, as JSON data ``from_json`` reads back exactly."""
        return {"games": self.games, "first": dict(self.first), "wins": dict(self.wins),
                "draws": dict(self.draws), "limit": self.limit,
                "lengths": [[v, k] for v, k in self.lengths.items()],
                "mulligans": {p: [[v, k] for v, k in c.items()]
                              for p, c in self.mulligans.items()},
                "cards": {p: {name: list(row) for name, row in rows.items()}
                          for p, rows in self.cards.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MatchTally:
        """The tally ``to_json`` wrote."""
        return cls(int(data["games"]), Counter(data["first"]), Counter(data["wins"]),
                   Counter(data["draws"]), int(data["limit"]),
                   Counter({int(v): int(k) for v, k in data["lengths"]}),
                   {p: Counter({int(v): int(k) for v, k in pairs})
                    for p, pairs in data["mulligans"].items()},
                   {p: {name: [int(x) for x in row] for name, row in rows.items()}
                    for p, rows in data["cards"].items()})


# --- the two games of a match ---------------------------------------------------------------

#: the two positions' labels (the runner's scenarios): who plays first in each
LABELS = tuple(f"{seat} on the play" for seat in SEATS)


def per_side(n: int) -> int:
    """Games played with each deck first for a match of ``n`` games: half, rounded up."""
    return -(-n // 2)


def match_games(deck_a: Deck, deck_b: Deck, turn_limit: int) -> tuple[GameState, GameState]:
    """The two games of a match, not yet dealt (``mtgsim.game``): ``deck_a`` as player A,
    ``deck_b`` as B, A playing first in the first (``LABELS``), B in the second."""
    first, second = (game(deck_a, deck_b, first=seat, turn_limit=turn_limit) for seat in SEATS)
    return first, second


__all__ = ["GameFigures", "game_figures", "MatchTally", "rate", "SORTS", "LABELS", "per_side",
           "match_games"]
