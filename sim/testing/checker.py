"""The conformance checker: random legal play with the interface's invariants checked at every
decision (in the spirit of OpenSpiel's random simulation test).

``check(state, rng)`` plays ``state`` to its end choosing uniformly among the legal actions and
checks, at every decision:

* the decision names a player still in the game, and ``legal_actions()`` is not empty;
* ``len(legal)`` equals the number iterated (when at most ``small``), every listed action is
  ``in`` the list, applies on a clone without error, and reads back from its text and JSON
  forms;
* a sample of unlisted actions (listed ones mutated: an amount changed, a creature added or
  dropped, a name that is not an option) raises ``IllegalActionError`` and changes nothing;
* acting on a clone leaves the original's ``to_dict()`` unchanged;
* ``to_dict()`` survives JSON and ``GameState.from_dict`` exactly;
* no state-based action is left undone (no creature with lethal damage or toughness 0 or less
  on the battlefield, no player at 0 life still playing) at a declaration.

With the stack (spells, abilities, triggers; ``random_board(..., tricks=True)`` deals hands of
instants and gives creatures activated abilities and triggering keywords), also:

* priority and choice decisions list every action (``count()`` equals the number iterated,
  however many), and a priority decision offers more than passing (CR 117: a player who can
  only pass is not asked);
* the stack's ids are unique and below ``stack_count``; the cards in the stack zone are
  exactly the sources of the spells on the stack (with the one being cast and the one
  resolving); an object is mid-cast exactly at ``choose_mode``/``choose_x``/``choose_target``;
* no mana pool goes negative, and none grows (nothing here adds mana);
* tokens are only on the battlefield (CR 704.5d), combat holds only battlefield creatures;
* a spell that resolved or was countered is in its owner's graveyard (an instant, or a
  countered permanent spell, CR 608.2n, 701.6a) or on the battlefield under its caster's
  control (a permanent spell that resolved, 608.3) — checked right after the action;
* the chosen action applied to a clone gives the same ``to_dict()`` as applied to the game;
* when the play ends with the combat over (no player lost), the stack is empty and nothing is
  being cast or resolving, nor waiting to trigger.

Under ``rules = "puzzle-quest"`` (``sim.puzzle_quest``; ``random_board(..., rules=...)``), at
the end of the play, against the positions replayed to the start of the declare attackers and
declare blockers steps:

* no declaration, band, damage assignment or damage order was asked (combat is automatic);
* each player's logged slots hold exactly their creatures, grouped bravery (the active
  player's, during combat), defender, reach, vigilance, the rest (PQ "Creature slots");
* the attackers are exactly the active player's creatures that are not summoning sick without
  haste, disabled, "can't attack" or of power 0 or less, in slot order; each attacks the
  defending player or, a berserker, one of its creatures (PQ "Attacking");
* each blocker is the defending player's, not disabled, without "can't block", blocks one
  attacker once; one that is not the creature a berserker attacks has defender, reach or
  vigilance, obeys flying's rule, blocks no unblockable creature, and is the first in slot
  order not yet used that could; a menace attacker is blocked that way only when two could,
  and an attacker without menace or unblockable is left unblocked only when none could (PQ
  "Blocking");
* combat damage comes only from attackers and blockers, to a creature's own blocker or
  attacker, or to the defending player (or a planeswalker an attacker entered attacking).

At the end it replays ``state.history`` on the starting position and compares ``to_dict()``.
``check_seeds`` also plays the same seed twice and compares the trajectories. ``random_board``
makes random combats to check. Failures raise ``ConformanceError`` naming the decision.

``check_game(state, rng)`` plays a whole game (``sim.opening.new_game``, ``mtgsim.game``) the
same way, with the invariants above that hold in a game (a game's mana pools grow: lands make
mana) and the game's own: each player's cards (library, hand, battlefield, graveyard, exile,
stack; tokens aside) stay as many as their deck, turns follow one another, only the active
player plays a land, in a main phase, one a turn, and the game ends (a winner, or a draw at
the turn limit). ``random_deck`` deals random decks of bundled cards to play.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator

import attrs
import numpy as np

from sim.engine import core
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    ChooseEffect,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
    ResolveEffect,
    action_from_json,
    parse_action,
)
from sim.model.card import BASIC_LAND_TYPES, CardDef
from sim.model.decisions import (
    CHOOSE_ATTACKED,
    CHOOSE_DIVISION,
    CHOOSE_MODE,
    CHOOSE_OPTIONAL,
    CHOOSE_PAY,
    CHOOSE_PAYMENT,
    CHOOSE_SACRIFICE,
    CHOOSE_SOURCE,
    CHOOSE_TARGET,
    CHOOSE_X,
    PRIORITY,
)
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import MAGIC_EDITIONS, Edition
from sim.model.errors import IllegalActionError
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    BlockerDeclared,
    DamageDealt,
    Died,
    Entered,
    LandPlayed,
    PlayerLost,
    SpellCast,
    StackResolved,
    TurnBegan,
)
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import LOYALTY, Permanent, Player, Span, Stage, Step, Zone
from sim.model.stack_objects import ABILITY, SPELL, TRIGGER
from sim.model.state import GameState
from sim.rules.replacement import DamageEffect
from sim.text.card_fields import build_card
from sim.variants.puzzle_quest import SlotsArranged

KEYWORD_MIX = (Kw.FLYING, Kw.REACH, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH,
               Kw.TRAMPLE, Kw.LIFELINK, Kw.VIGILANCE, Kw.MENACE, Kw.INDESTRUCTIBLE, Kw.INFECT,
               Kw.WITHER, Kw.DEFENDER, Kw.HASTE, Kw.BLOCK_ADDITIONAL, Kw.LURE)


#: the mix for Puzzle Quest boards: the document's abilities (PQ "Creature slots", "Attacking",
#: "Blocking") on top of the shared ones
PQ_KEYWORD_MIX = (*KEYWORD_MIX, Kw.BRAVERY, Kw.BERSERKER, Kw.DISABLED, Kw.UNBLOCKABLE,
                  Kw.CANT_ATTACK, Kw.CANT_BLOCK, Kw.REACH, Kw.VIGILANCE, Kw.DEFENDER)


class ConformanceError(AssertionError):
    """An invariant of the decision interface does not hold."""


@attrs.frozen
class Report:
    """What a check played: decisions met, actions checked, unlisted actions refused; and
    the spells cast, abilities activated and triggered abilities put on the stack in the
    play (from its events)."""

    decisions: int
    listed_checked: int
    unlisted_refused: int
    kinds: frozenset[str]
    cast: int = 0
    activated: int = 0
    triggered: int = 0


#: decisions whose legal list is always iterated in full (they are short)
_FULL = frozenset({PRIORITY, CHOOSE_MODE, CHOOSE_X, CHOOSE_TARGET, "order_triggers",
                   CHOOSE_OPTIONAL, CHOOSE_ATTACKED, CHOOSE_DIVISION, CHOOSE_SOURCE,
                   CHOOSE_SACRIFICE, CHOOSE_PAY})


_CHOICES = frozenset({CHOOSE_MODE, CHOOSE_X, CHOOSE_TARGET, CHOOSE_DIVISION, CHOOSE_PAYMENT})


@attrs.define
class _Tally:
    """What a check has met so far (``Report``'s first fields)."""

    decisions: int = 0
    listed: int = 0
    refused: int = 0
    kinds: set[str] = attrs.Factory(set)


def check(state: GameState, rng: np.random.Generator, small: int = 48,
          unlisted: int = 4, max_decisions: int = 500) -> Report:
    """Play ``state`` (unchanged: a clone is played) at random, checking every decision."""
    start = state.clone()
    game = state.clone().start()
    tally = _Tally()
    _stack_invariants(game, "at the start")
    while not game.is_terminal():
        where = _next_decision(game, tally, max_decisions)
        _invariants(game, where)
        _stack_invariants(game, where)
        chosen = _check_decision(game, rng, tally, where, small, unlisted, deep=True)
        pools = {p.id: p.mana for p in game.players.values()}
        seen = len(game.events)
        _apply_checked(game, chosen, where, deep=True)
        after = f"after {chosen} at {where}"
        _pools(game, pools, after)
        _resolved(game, seen, after)
    _stack_invariants(game, "at the end")
    if game.rules is Edition.PUZZLE_QUEST:
        _puzzle_quest(start, game, tally.kinds)
    if game.result is None and (game.stack or game.casting is not None
                                or game.resolving is not None or game.triggered):
        raise ConformanceError(f"the combat is over with the stack not empty: {game.stack}, "
                               f"casting {game.casting}, resolving {game.resolving}, "
                               f"triggered {game.triggered}")
    _replay(start, game)
    events = game.events
    return Report(tally.decisions, tally.listed, tally.refused, frozenset(tally.kinds),
                  sum(isinstance(e, SpellCast) for e in events),
                  sum(isinstance(e, AbilityActivated) for e in events),
                  sum(isinstance(e, AbilityTriggered) for e in events))


def _next_decision(game: GameState, tally: _Tally, max_decisions: int) -> str:
    """Count the pending decision; its name in messages."""
    decision = game.decision
    if decision is None or tally.decisions >= max_decisions:
        raise ConformanceError(f"no decision pending but not terminal, or over "
                               f"{max_decisions} decisions (at {game.step.value}, turn "
                               f"{game.turn})")
    tally.decisions += 1
    tally.kinds.add(decision.kind)
    return f"decision {tally.decisions} ({decision})"


def _snapshot(game: GameState, deep: bool) -> object:
    """The position to compare with later: ``to_dict()`` (deep), else a clone, compared by
    value (attrs equality: every field but the caches; much cheaper on a long game, but blind
    to a change made through a mutable object the clone shares, which ``to_dict`` sees)."""
    return game.to_dict() if deep else game.clone()


def _same(game: GameState, snapshot: object, deep: bool) -> bool:
    return (game.to_dict() if deep else game) == snapshot


def _check_decision(game: GameState, rng: np.random.Generator, tally: _Tally, where: str,
                    small: int, unlisted: int, deep: bool) -> Action:
    """The interface's invariants at the pending decision (the module docstring: the legal
    list, its actions, unlisted mutants, clones; with ``deep`` the ``to_dict`` round trip and
    comparisons by ``to_dict``); returns the action chosen uniformly at random."""
    decision = game.decision
    assert decision is not None
    legal = game.legal_actions()
    n = legal.count()
    if n == 0:
        raise ConformanceError(f"{where}: no legal action")
    script = game.script  # a scripted entry is asked for even when it can't run now
    if decision.kind == PRIORITY and n < 2 and not (
            script is not None and script.wants(game, decision.player)):
        raise ConformanceError(f"{where}: a priority decision with only passing (CR 117)")
    full = n <= small or decision.kind in _FULL
    before = _snapshot(game, deep)
    if deep:
        assert isinstance(before, dict)
        _round_trip(game, before, where)
    listed = list(legal) if full else [legal[int(i)] for i in rng.integers(n, size=small)]
    if full and len(listed) != n:
        raise ConformanceError(f"{where}: len(legal) is {n} but {len(listed)} iterated")
    if full and len(set(listed)) != n:
        raise ConformanceError(f"{where}: the legal actions repeat one")
    for action in listed:
        tally.listed += 1
        _listed(game, action, where)
    if not _same(game, before, deep):
        raise ConformanceError(f"{where}: acting on clones changed the original")
    for action in _unlisted(game, listed, full, rng, unlisted):
        trial = game.clone()
        snapshot = _snapshot(trial, deep)
        try:
            trial.apply(action)
        except IllegalActionError:
            tally.refused += 1
            if not _same(trial, snapshot, deep):
                raise ConformanceError(f"{where}: refusing {action} changed the state"
                                       ) from None
            continue
        except Exception as err:  # noqa: BLE001 - any other error is the finding
            raise ConformanceError(f"{where}: unlisted {action} raised "
                                   f"{type(err).__name__}: {err}") from err
        raise ConformanceError(f"{where}: unlisted {action} was accepted")
    chosen = legal.sample(rng)
    if isinstance(legal, DeclarationActions):  # the fast path against the full judgment
        fast, full_verdict = legal.accepted(chosen), legal.verdict(chosen)  # type: ignore[arg-type]
        if bool(fast) != bool(full_verdict) or fast.cost != full_verdict.cost:
            raise ConformanceError(f"{where}: {chosen} handed out by the list is accepted "
                                   f"as {fast.explain()} but judged {full_verdict.explain()}")
    return chosen


def _apply_checked(game: GameState, chosen: Action, where: str, deep: bool) -> None:
    """Apply ``chosen`` to the game and to a clone (its own list: it judges ``chosen`` in
    full); both must accept it and reach the same position."""
    twin = game.clone()
    try:
        game.apply(chosen)
        twin.apply(chosen)
    except Exception as err:  # noqa: BLE001 - a listed action must apply
        raise ConformanceError(f"{where}: applying listed {chosen} raised "
                               f"{type(err).__name__}: {err}") from err
    if not _same(twin, _snapshot(game, deep), deep):
        raise ConformanceError(f"{where}: {chosen} on a clone gives a different position")


def _replay(start: GameState, game: GameState) -> None:
    """``game``'s history replayed on ``start`` gives the same position."""
    replay = start.clone().start()
    for action in game.history:
        replay.apply(action)
    if replay.to_dict() != game.to_dict():
        raise ConformanceError("replaying the history gives a different position")


def check_seeds(state: GameState, seed: int) -> Report:
    """``check`` with ``seed``, and the same seed played again gives the same trajectory."""
    report = check(state, np.random.default_rng(seed))
    first, second = state.clone(), state.clone()
    for game in (first, second):
        rng = np.random.default_rng(seed)
        game.start()
        while not game.is_terminal():
            game.apply(game.legal_actions().sample(rng))
    if first.to_dict() != second.to_dict():
        raise ConformanceError(f"seed {seed}: two plays differ")
    return report


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
    """Play a whole game (``state``: a game not yet started, ``sim.opening.new_game`` or
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
      the game (no bundled card grants an extra turn), and ``state.turn`` never goes back nor
      past the turn limit;
    * only the active player plays lands, in a main phase, at most one a turn (``LandPlayed``
      events, CR 305.1-305.2);
    * the game ends within ``max_decisions`` decisions: a result is set, each loser lost
      (``PlayerLost``), and a game without a winner ended as a draw at the turn limit or with
      every player losing at once.

    Comparing whole positions by ``to_dict`` (and its JSON round trip) costs as much as the
    game so far, so it is done at every ``deep_every``-th decision (0: never); the other
    decisions compare positions by value (attrs equality of a clone). At the end the final
    position round-trips through ``to_dict`` and JSON, and the history is replayed on the
    starting position and compared by ``to_dict``."""
    if state.span is not Span.GAME:
        raise ValueError(f"check_game plays a whole game (sim.opening.new_game), not a "
                         f"{state.span.value} play: use check")
    start = state.clone()
    start.record_events = True  # the land and turn invariants read the events
    game = start.clone().start()
    tally = _Tally()
    # a game from decks begins its first turn once the opening hands are kept; a position
    # set up mid-game (a scenario) is in its turn already
    watch = _GameWatch(owned_cards(start), start.turn, start.turn_limit, start.active,
                       began=int(not start.opening))
    deep_done = 0
    _stack_invariants(game, "at the start")
    watch.see(game, "at the start")
    while not game.is_terminal():
        where = _next_decision(game, tally, max_decisions)
        deep = deep_every > 0 and tally.decisions % deep_every == 0
        deep_done += deep
        _invariants(game, where)
        _stack_invariants(game, where)
        chosen = _check_decision(game, rng, tally, where, small, unlisted, deep)
        seen = len(game.events)
        _apply_checked(game, chosen, where, deep)
        after = f"after {chosen} at {where}"
        _resolved(game, seen, after)
        watch.see(game, after)
    _stack_invariants(game, "at the end")
    watch.end(game)
    _round_trip(game, game.to_dict(), "at the end")
    _replay(start, game)
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
        events = game.events
        for index in range(self.cursor, len(events)):
            event = events[index]
            if isinstance(event, TurnBegan):
                self._turn(game, event, where)
            elif isinstance(event, LandPlayed):
                self._land(event, where)
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
        if self.began:
            order = game.turn_order
            i = order.index(self.active)
            following = [order[(i + k) % len(order)] for k in range(1, len(order) + 1)]
            # the next player who had not lost when the turn began (one may lose later)
            expected = next((p for p in following if not game.players[p].lost
                             or p == event.player), None)
            if event.player != expected:
                raise ConformanceError(f"{where}: turn {event.turn} is {event.player}'s, but "
                                       f"{self.active} took turn {self.turn} and {expected} "
                                       "is next in turn order")
        self.began += 1
        self.turn, self.active = event.turn, event.player
        self.lands = {}

    def _land(self, event: LandPlayed, where: str) -> None:
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
        if self.lands[event.player] > 1:
            raise ConformanceError(f"{where}: {event.player} played {self.lands[event.player]}"
                                   f" lands in turn {self.turn} (CR 305.2)")

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


def random_deck(rng: np.random.Generator, size: int = 40,
                pool: Iterable[CardDef] | None = None) -> list[CardDef]:
    """A random deck of ``size`` cards from ``pool`` (default: the bundled cards,
    ``cards.default_pool()``): one or two colors drawn at random, 40% basic lands of those
    colors (split evenly, the odd one at random), and the rest creatures and spells the
    engine fully runs (``CardDef.unsupported`` empty) whose mana costs the lands pay (every
    colored symbol of the deck's colors, hybrid symbols with one of them; colorless cards
    too), drawn uniformly with at most four copies of a card while the candidates allow.
    The cards come in a random order (a game shuffles them anyway)."""
    if pool is None:
        from cards import default_pool  # the card data is only needed here

        pool = default_pool()
    cards = list(pool)
    picked = rng.choice(len(BASIC_COLORS), int(rng.integers(1, 3)), replace=False)
    colors = [BASIC_COLORS[int(i)] for i in sorted(picked)]
    basics: dict[str, CardDef] = {}
    for card in cards:
        if "Land" in card.types and "Basic" in card.supertypes:
            for sub in card.subtypes:
                color = BASIC_LAND_TYPES.get(sub)
                if color is not None:
                    basics.setdefault(color, card)
    missing = [c for c in colors if c not in basics]
    if missing:
        raise ValueError(f"the pool has no basic land for {', '.join(missing)}")
    spells = [c for c in cards if "Land" not in c.types and not c.unsupported
              and _payable(c.cost, colors)]
    if not spells:
        raise ValueError(f"the pool has no fully supported card castable with "
                         f"{''.join(colors)} mana")
    lands = round(size * 0.4)
    first = lands // 2 if len(colors) == 2 else lands
    if len(colors) == 2 and lands % 2 and rng.integers(2):
        first += 1
    deck = [basics[colors[0]]] * first + [basics[colors[-1]]] * (lands - first)
    cap = 4 if 4 * len(spells) >= size - lands else size
    copies: dict[str, int] = {}
    while len(deck) < size:
        card = spells[int(rng.integers(len(spells)))]
        if copies.get(card.name, 0) < cap:
            copies[card.name] = copies.get(card.name, 0) + 1
            deck.append(card)
    return [deck[int(i)] for i in rng.permutation(len(deck))]


#: the colors of mana basic lands make, in WUBRG order
BASIC_COLORS = tuple(BASIC_LAND_TYPES.values())


_SYMBOL = re.compile(r"\{([^}]*)\}")


def _payable(cost: str, colors: list[str]) -> bool:
    """Whether lands of ``colors`` pay every symbol of ``cost``: a generic amount or X, a
    colored symbol of those colors, a hybrid symbol with one of them or a generic half, a
    Phyrexian symbol (life); not {C}, {S} or another color."""
    for symbol in _SYMBOL.findall(cost):
        parts = symbol.upper().split("/")
        if not any(p.isdigit() or p in ("X", "P") or p in colors for p in parts):
            return False
    return True


def _invariants(game: GameState, where: str) -> None:
    decision = game.decision
    assert decision is not None
    if decision.player not in game.players or game.players[decision.player].lost:
        raise ConformanceError(f"{where}: {decision.player!r} is not a player still in the game")
    if decision.kind not in ("declare_attackers", "declare_blockers", "priority"):
        return  # state-based actions are checked when a player would receive priority
    for player in game.players.values():
        if not player.lost and (player.life <= 0 or player.poison >= 10):
            raise ConformanceError(f"{where}: {player.id} should have lost (CR 704.5a, c)")
    for perm in game.creatures():
        toughness = game.toughness(perm.id)
        if toughness <= 0 or perm.damage >= toughness and not game.has(perm.id,
                                                                      Kw.INDESTRUCTIBLE):
            raise ConformanceError(f"{where}: {perm.id} should be dead (CR 704.5f, g)")


def _stack_invariants(game: GameState, where: str) -> None:
    """The stack, the stack zone, mid-cast objects, mana pools, tokens and combat agree."""
    ids = [item.id for item in game.stack]
    if len(set(ids)) != len(ids):
        raise ConformanceError(f"{where}: stack ids repeat: {ids}")
    if any(not i.startswith("s") or not i[1:].isdigit() or int(i[1:]) > game.stack_count
           for i in ids):
        raise ConformanceError(f"{where}: stack ids {ids} beyond stack_count "
                               f"{game.stack_count}")
    items = list(game.stack)
    if game.casting is not None:
        items.append(game.casting.item)
    if game.resolving is not None:
        items.append(game.resolving.item)
    sources = [i.source for i in items if i.kind == SPELL]
    if len(set(sources)) != len(sources):
        raise ConformanceError(f"{where}: one card is several spells: {sources}")
    in_zone = {p.id for p in game.permanents.values() if p.zone is Zone.STACK}
    if in_zone != set(sources):
        raise ConformanceError(f"{where}: cards in the stack zone {sorted(in_zone)} are not "
                               f"the spells' cards {sorted(sources)}")
    for item in items:
        if item.kind not in (SPELL, ABILITY, TRIGGER):
            raise ConformanceError(f"{where}: {item} is of no known kind")
        if item.controller not in game.players:
            raise ConformanceError(f"{where}: {item} is controlled by no player")
    for item in game.stack:
        if len(item.targets) != len(item.effect.targets):
            raise ConformanceError(f"{where}: {item} has {len(item.targets)} targets for "
                                   f"{len(item.effect.targets)} target words")
    decision = game.decision
    # attack or block costs being paid (CR 508.1h, 509.1e): a choose_payment decision outside
    # casting, and only then
    due = game.combat.costs_due if game.combat is not None else ()
    paying = decision is not None and decision.kind == CHOOSE_PAYMENT and bool(due)
    if bool(due) != paying and decision is not None:
        raise ConformanceError(f"{where}: costs {due} due at a {decision.kind} decision")
    if decision is not None and not paying and \
            (decision.kind in _CHOICES) != (game.casting is not None):
        raise ConformanceError(f"{where}: casting is {game.casting} at a "
                               f"{decision.kind} decision")
    if decision is not None and decision.kind in (CHOOSE_OPTIONAL, CHOOSE_ATTACKED,
                                                  CHOOSE_SOURCE, CHOOSE_SACRIFICE,
                                                  CHOOSE_PAY) \
            and game.resolving is None:
        raise ConformanceError(f"{where}: a {decision.kind} choice with nothing resolving")
    for player in game.players.values():
        mana = player.mana
        if min(mana.W, mana.U, mana.B, mana.R, mana.G, mana.C) < 0:
            raise ConformanceError(f"{where}: {player.id}'s mana pool {mana!r} is negative")
    for perm in game.permanents.values():
        if perm.token and perm.zone is not Zone.BATTLEFIELD:
            raise ConformanceError(f"{where}: token {perm.id} in the {perm.zone} (CR 704.5d)")
        if perm.zone is Zone.HAND and perm.controller != perm.owner:
            raise ConformanceError(f"{where}: {perm.id} in {perm.owner}'s hand is controlled "
                                   f"by {perm.controller}")
    combat = game.combat
    if combat is not None:
        for pid in (*combat.attackers, *combat.blocks):
            fighter = game.permanents.get(pid)
            if fighter is None or fighter.zone is not Zone.BATTLEFIELD:
                raise ConformanceError(f"{where}: {pid} is in combat but not on the "
                                       "battlefield (CR 506.4)")


#: decisions Puzzle Quest's automatic combat never asks
_DECLARATIONS = frozenset({"declare_attackers", "declare_bands", "declare_blockers",
                           "assign_combat_damage", "order_blockers", "order_attackers"})


_PQ_BLOCKERS = int(Kw.DEFENDER | Kw.REACH | Kw.VIGILANCE)


def _position_before(start: GameState, game: GameState, step: Step) -> GameState | None:
    """``start`` replayed with ``game``'s history up to where ``step``'s turn-based actions
    are about to run; None if the play never got there."""

    replay = start.clone()

    def there(s: GameState) -> bool:
        return s.step is step and s.stage is Stage.TURN_BASED

    core.start(replay, there)
    for action in game.history:
        if there(replay) or replay.result is not None:
            break
        core.apply(replay, action, there)
    return replay if there(replay) and replay.result is None else None


def _pq_group(state: GameState, creature: str, brave: bool) -> int:
    mask = state.keywords(creature)
    for group, flag in enumerate((Kw.BRAVERY if brave else Kw.NONE, Kw.DEFENDER, Kw.REACH,
                                  Kw.VIGILANCE)):
        if mask & flag:
            return group
    return 4


def _pq_could_block(state: GameState, blocker: str, attacker: str) -> bool:
    """PQ "Blocking", from the document: defender, reach or vigilance; a flyer only by reach,
    or flying with defender or vigilance."""
    mask, theirs = state.keywords(blocker), state.keywords(attacker)
    if not mask & _PQ_BLOCKERS or mask & (Kw.DISABLED | Kw.CANT_BLOCK):
        return False
    return not theirs & Kw.FLYING or bool(mask & Kw.REACH) or bool(
        mask & Kw.FLYING and mask & (Kw.DEFENDER | Kw.VIGILANCE))


def _puzzle_quest(start: GameState, game: GameState, kinds: set[str]) -> None:
    """The Puzzle Quest invariants of the module docstring."""
    asked = kinds & _DECLARATIONS
    if asked:
        raise ConformanceError(f"puzzle-quest asked for {sorted(asked)}: its combat is "
                               "automatic")
    events = game.events
    attacks = [e for e in events if isinstance(e, AttackerDeclared)]
    at = _position_before(start, game, Step.DECLARE_ATTACKERS)
    if at is None:
        if attacks:
            raise ConformanceError("puzzle-quest: attacks without a declare attackers step")
        return
    active = at.active
    defender = at.apnap()[1]
    mine = {p.id for p in at.creatures(defender)}
    for e in events:
        if not isinstance(e, SlotsArranged):
            continue
        if sorted(e.slots) != sorted(p.id for p in at.creatures(e.player)):
            raise ConformanceError(f"puzzle-quest: {e.player}'s slots {list(e.slots)} are not "
                                   "exactly their creatures")
        groups = [_pq_group(at, c, e.player == active) for c in e.slots]
        if groups != sorted(groups):
            raise ConformanceError(f"puzzle-quest: {e.player}'s slots {list(e.slots)} are out "
                                   "of order (PQ \"Creature slots\")")
    order = next((e.slots for e in events if isinstance(e, SlotsArranged)
                  and e.player == active), ())
    able = [c for c in order
            if not (at.permanents[c].sick and not at.has(c, Kw.HASTE))
            and not at.has(c, Kw.DISABLED | Kw.CANT_ATTACK) and at.power(c) > 0]
    if [e.attacker for e in attacks] != able:
        raise ConformanceError(f"puzzle-quest: attackers {[e.attacker for e in attacks]}, but "
                               f"the able creatures in slot order are {able}")
    targets = {e.attacker: e.target for e in attacks}
    for attacker, target in targets.items():
        if target != defender and not (at.has(attacker, Kw.BERSERKER) and target in mine):
            raise ConformanceError(f"puzzle-quest: {attacker} attacks {target}")
    blocks = [e for e in events if isinstance(e, BlockerDeclared)]
    before = _position_before(start, game, Step.DECLARE_BLOCKERS)
    if before is None:
        if blocks:
            raise ConformanceError("puzzle-quest: blocks without a declare blockers step")
        return
    _pq_blocks(before, defender, targets, blocks)
    _pq_damage(game, defender, targets, blocks)


def _pq_blocks(state: GameState, defender: str, targets: dict[str, str],
               blocks: list[BlockerDeclared]) -> None:
    by: dict[str, str] = {}
    for e in blocks:
        if e.blocker in by or e.attacker in by.values():
            raise ConformanceError(f"puzzle-quest: {e.blocker} blocks {e.attacker}, but a "
                                   "creature blocks once and is blocked once")
        by[e.blocker] = e.attacker
    blocker_of = {a: b for b, a in by.items()}
    theirs = next((e.slots for e in state.events if isinstance(e, SlotsArranged)
                   and e.player == defender), ())
    slot = [c for c in theirs if state.is_creature(c) and not state.has(c, Kw.DISABLED
                                                                        | Kw.CANT_BLOCK)]
    used: set[str] = set()
    for attacker in [a for a in targets if state.is_creature(a)]:
        blocker = blocker_of.get(attacker)
        if blocker is not None and (state.permanents[blocker].controller != defender
                                    or blocker not in slot):
            raise ConformanceError(f"puzzle-quest: {blocker} can't block {attacker}")
        if blocker is not None and blocker == targets[attacker]:
            used.add(blocker)  # the creature a berserker attacks
            continue
        could = [c for c in slot if c not in used and _pq_could_block(state, c, attacker)]
        if state.has(attacker, Kw.UNBLOCKABLE) or (state.has(attacker, Kw.MENACE)
                                                   and len(could) < 2):
            could = []
        wanted = could[0] if could else None
        if blocker != wanted:
            raise ConformanceError(f"puzzle-quest: {attacker} is blocked by {blocker}, but "
                                   f"the first that could block it is {wanted} (PQ "
                                   "\"Blocking\")")
        if blocker is not None:
            used.add(blocker)


def _pq_damage(game: GameState, defender: str, targets: dict[str, str],
               blocks: list[BlockerDeclared]) -> None:
    walkers = {e.permanent: e.attacking for e in game.events
               if isinstance(e, Entered) and e.attacking is not None}
    allowed: dict[str, set[str]] = {}
    for attacker, target in {**targets, **walkers}.items():
        allowed[attacker] = {defender, target}
    for block in blocks:
        allowed.setdefault(block.attacker, set()).add(block.blocker)
        allowed.setdefault(block.blocker, set()).add(block.attacker)
    for e in game.events:
        if isinstance(e, DamageDealt) and e.combat and e.target not in allowed.get(e.source, ()):
            raise ConformanceError(f"puzzle-quest: {e.source} dealt combat damage to "
                                   f"{e.target}")


def _pools(game: GameState, before: dict[str, Mana], where: str) -> None:
    for player in game.players.values():
        old, new = before[player.id], player.mana
        if any(getattr(new, c) > getattr(old, c) for c in "WUBRGC"):
            raise ConformanceError(f"{where}: {player.id}'s mana pool grew from {old} to {new}")


def _resolved(game: GameState, seen: int, where: str) -> None:
    """Each spell that left the stack in the last action is where CR 608.2n, 608.3 put it."""
    events = game.events
    cast = {e.item: e for e in events if isinstance(e, SpellCast)}
    for index in range(seen, len(events)):
        event = events[index]
        if not isinstance(event, StackResolved) or event.item not in cast:
            continue
        spell = cast[event.item]
        perm = game.permanents.get(spell.card)
        if perm is None:
            raise ConformanceError(f"{where}: the card of {event.item} is gone")
        died = any(isinstance(e, Died) and e.permanent == perm.id for e in events[index:])
        types = perm.card.types
        if event.countered or "Instant" in types or "Sorcery" in types:
            wanted = Zone.GRAVEYARD
        else:
            wanted = Zone.GRAVEYARD if died else Zone.BATTLEFIELD
        if perm.zone is not wanted:
            raise ConformanceError(f"{where}: {event.item} ({spell.name}) "
                                   f"{'was countered' if event.countered else 'resolved'} "
                                   f"and is in the {perm.zone.value}, not the "
                                   f"{wanted.value}")
        if perm.owner != spell.player or (wanted is Zone.BATTLEFIELD
                                         and perm.controller != spell.player):
            raise ConformanceError(f"{where}: {event.item} ({spell.name}) is owned by "
                                   f"{perm.owner}, controlled by {perm.controller}, but "
                                   f"{spell.player} cast it from hand")


def _round_trip(game: GameState, data: dict[str, object], where: str) -> None:
    back = GameState.from_dict(json.loads(json.dumps(data)))
    if back.to_dict() != data:
        raise ConformanceError(f"{where}: to_dict does not round-trip")


def _listed(game: GameState, action: Action, where: str) -> None:
    if action not in game.legal_actions():
        raise ConformanceError(f"{where}: listed {action} is not `in` the legal actions")
    if parse_action(str(action)) != action or action_from_json(action.to_json()) != action:
        raise ConformanceError(f"{where}: {action} does not read back from its text or JSON")
    trial = game.clone()
    try:
        trial.apply(action)
    except IllegalActionError as err:
        raise ConformanceError(f"{where}: listed {action} was refused: {err}") from None


def _unlisted(game: GameState, listed: list[Action], complete: bool,
              rng: np.random.Generator, count: int) -> Iterator[Action]:
    """Actions made by mutating listed ones, that are not legal: not in the complete list when
    ``listed`` is complete, else (a sample) not ``in`` the legal actions."""
    legal = game.legal_actions()
    known = set(listed)
    ids = [p.id for p in game.permanents.values()] + list(game.players)
    seen = 0
    for _ in range(count * 4):
        if seen >= count:
            return
        base = listed[int(rng.integers(len(listed)))]
        mutant = _mutate(base, ids, rng)
        if mutant is not None and (mutant not in known if complete else mutant not in legal):
            seen += 1
            yield mutant


def _mutate(action: Action, ids: list[str], rng: np.random.Generator) -> Action | None:
    pick = ids[int(rng.integers(len(ids)))] if ids else "x"
    if isinstance(action, AssignDamage):
        split = action.as_dict() or {pick: 0}
        key = list(split)[int(rng.integers(len(split)))]
        split[key] += 1 if rng.integers(2) else -1
        if split[key] < 0:
            split[key] = 2
        return AssignDamage.of(action.source, split)
    if isinstance(action, DeclareAttackers):
        attacks = action.declaration.as_dict()
        attacks[pick] = ids[int(rng.integers(len(ids)))]
        return DeclareAttackers(AttackDeclaration.of(attacks))
    if isinstance(action, DeclareBlockers):
        blocks = action.declaration.as_dict()
        blocks[pick] = [ids[int(rng.integers(len(ids)))]]
        return DeclareBlockers(BlockDeclaration.of(blocks))
    if isinstance(action, OrderDamage):
        return OrderDamage(action.creature, action.order[1:] if len(action.order) > 1
                           else action.order + action.order)
    if isinstance(action, ChooseEffect):
        return ChooseEffect(action.name + " (no such option)")
    if isinstance(action, ResolveEffect):
        return ResolveEffect(action.description + " (no such effect)")
    if isinstance(action, CastSpell):  # a card on the battlefield, or no card at all
        return CastSpell(pick if rng.integers(2) else action.card + "?")
    if isinstance(action, ActivateAbility):
        return ActivateAbility(pick, action.index) if rng.integers(2) else \
            ActivateAbility(action.source, action.index + 1 + int(rng.integers(3)))
    if isinstance(action, Choose):
        if rng.integers(2):
            return Choose(action.what, action.value + "?" if action.value else pick)
        return Choose("mode" if action.what != "mode" else "target", action.value)
    return ChooseEffect("not a priority action")


def _fail(field: str, message: str) -> Exception:
    return ValueError(f"built-in card definition, {field}: {message}")


#: The instants (and a flash creature) ``random_board(..., tricks=True)`` deals into hands.
TRICKS: tuple[dict[str, object], ...] = (
    {"name": "Giant Growth", "types": ["Instant"], "colors": ["G"], "cost": "{G}",
     "text": "Target creature gets +3/+3 until end of turn."},
    {"name": "Disfigure", "types": ["Instant"], "colors": ["B"], "cost": "{B}",
     "text": "Target creature gets -2/-2 until end of turn."},
    {"name": "Swift Strike", "types": ["Instant"], "colors": ["W"], "cost": "{1}{W}",
     "text": "Target creature gains first strike until end of turn."},
    {"name": "Righteousness", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Destroy target attacking creature."},
    {"name": "Holy Day", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Prevent all combat damage that would be dealt this turn."},
    {"name": "Healing Salve", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Prevent the next 3 damage that would be dealt to any target this turn."},
    {"name": "Shock", "types": ["Instant"], "colors": ["R"], "cost": "{R}",
     "text": "Shock deals 2 damage to any target."},
    {"name": "Raise the Alarm", "types": ["Instant"], "colors": ["W"], "cost": "{1}{W}",
     "text": "Create two 1/1 white Soldier creature tokens."},
    {"name": "Ambush Viper", "types": ["Creature"], "subtypes": ["Snake"], "colors": ["G"],
     "cost": "{1}{G}", "power": 2, "toughness": 1, "text": "Flash\nDeathtouch"},
    {"name": "Forked Shock", "types": ["Instant"], "colors": ["R"], "cost": "{R}",
     "text": "Forked Shock deals 3 damage divided as you choose among one or two targets."},
    {"name": "Deflecting Palm", "types": ["Instant"], "colors": ["R", "W"], "cost": "{R}{W}",
     "text": "The next time a source of your choice would deal damage to you this turn, "
             "prevent that damage. If damage is prevented this way, Deflecting Palm deals "
             "that much damage to that source's controller."},
)


#: Activated abilities given to some creatures of a ``tricks`` board.
ACTIVATED = ("{G}: Regenerate this creature.", "{1}{R}: This creature gets +2/+0 until end "
             "of turn.", "{1}{U}: This creature gains flying until end of turn.")


#: Keywords that trigger, and a triggered ability in text, given to some creatures of a
#: ``tricks`` board.
TRIGGERING = ("exalted", "flanking", "bushido 1", "rampage 1", "provoke", "annihilator 1",
              "ward {1}", "prowess", "afflict 1",
              "Whenever this creature attacks, create a 1/1 red Goblin creature token that's "
              "tapped and attacking.")


#: a land whose mana ability pays generic costs (``sim.costs``)
_LAND = {"name": "Wastes", "types": ["Land"], "text": "{T}: Add {C}."}


def _cards() -> tuple[tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...], CardDef]:
    tricks = tuple(build_card(t, _fail) for t in TRICKS)
    activated = tuple(build_card({"name": "with an ability", "power": 1, "toughness": 1,
                                  "text": text}, _fail) for text in ACTIVATED)
    keyed = tuple(build_card({"name": "with a trigger", "power": 1, "toughness": 1,
                              **({"text": word} if " " in word and word[0].isupper()
                                 else {"keywords": [word]})}, _fail) for word in TRIGGERING)
    return tricks, activated, keyed, build_card(_LAND, _fail)


_CARDS: list[tuple[tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...], CardDef]] = []


def random_board(rng: np.random.Generator, max_creatures: int = 4,
                 keywords: tuple[Kw, ...] = KEYWORD_MIX, tricks: bool = False,
                 hand_size: int = 3, rules: Edition | None = None) -> GameState:
    """A random two-player combat: up to ``max_creatures`` creatures a side with random power,
    toughness, damage and one or two keywords from ``keywords``, some tapped or summoning
    sick; random life totals; a random Magic rules edition (``rules``: that edition instead,
    e.g. ``Edition.PUZZLE_QUEST``; the same board otherwise); sometimes damage shields and doublers
    on the defending player (so replacement choices, CR 616.1, come up); forced damage
    assignments skipped or asked at random; player A attacks. Not started.

    With ``tricks`` (the board above is drawn first, the same for the same ``rng`` state),
    also: each player gets up to ``hand_size`` cards from ``TRICKS`` in hand, random mana
    (0-2 of each color) and sometimes a land that taps for {C}; some creatures get one of
    the ``ACTIVATED`` abilities and some one of the ``TRIGGERING`` keywords."""
    players = {p: Player(p, int(rng.integers(1, 21))) for p in ("A", "B")}
    permanents: dict[str, Permanent] = {}
    for player in players:
        for i in range(int(rng.integers(0, max_creatures + 1))):
            pid = f"{player.lower()}{i + 1}"
            kw = Kw.NONE
            for _ in range(int(rng.integers(0, 3))):
                kw |= keywords[int(rng.integers(len(keywords)))]
            toughness = int(rng.integers(1, 6))
            card = CardDef(pid, power=int(rng.integers(0, 6)), toughness=toughness,
                           keywords=kw)
            permanents[pid] = Permanent(pid, player, card, tapped=bool(rng.random() < 0.1),
                                        sick=bool(rng.random() < 0.1),
                                        damage=int(rng.integers(0, toughness)))
    drawn = MAGIC_EDITIONS[int(rng.integers(len(MAGIC_EDITIONS)))]
    game = GameState(players, permanents, ("A", "B"), "A", rules=drawn if rules is None
                     else rules, skip_trivial=bool(rng.integers(2)))
    for i, kind in enumerate(("prevent", "double", "plus")):
        if rng.random() < 0.25:
            game.damage_effects.append(DamageEffect(
                f"effect {i}", kind, to="B", amount=int(rng.integers(1, 4)),
                once=bool(rng.integers(2))))
    if tricks:
        _add_tricks(game, rng, hand_size)
    return game


def _add_tricks(game: GameState, rng: np.random.Generator, hand_size: int) -> None:
    if not _CARDS:
        _CARDS.append(_cards())
    spells, activated, keyed, land = _CARDS[0]
    for perm in list(game.permanents.values()):
        card = perm.card
        if rng.random() < 0.35:
            extra = activated[int(rng.integers(len(activated)))]
            card = attrs.evolve(card, text=extra.text, activated=extra.activated)
        if rng.random() < 0.5:  # the token trigger (last) a third of the time: 508.4 is rare
            pick = len(keyed) - 1 if rng.random() < 0.33 else int(rng.integers(len(keyed)))
            extra = keyed[pick]
            card = attrs.evolve(card, keywords=card.keywords | extra.keywords,
                                params=card.params | extra.params,
                                triggered=card.triggered + extra.triggered)
        perm.card = card
    if rng.random() < 0.5:  # something else a token entering attacking may attack (508.4)
        loyalty = int(rng.integers(1, 5))
        game.permanents["bW"] = Permanent("bW", "B", CardDef(
            "Walker", types=("Planeswalker",), loyalty=loyalty), counters={LOYALTY: loyalty})
    for player in game.players.values():
        player.mana = Mana(*(int(n) for n in rng.integers(0, 3, size=6)))
        if rng.random() < 0.3:
            lid = f"{player.id.lower()}L"
            game.permanents[lid] = Permanent(lid, player.id, land)
        for i in range(int(rng.integers(0, hand_size + 1))):
            hid = f"{player.id.lower()}h{i + 1}"
            spell = spells[int(rng.integers(len(spells)))]
            game.permanents[hid] = Permanent(hid, player.id, spell, zone=Zone.HAND)
