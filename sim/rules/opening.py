"""The start of a game: shuffled libraries, opening hands and the London mulligan (CR 103).

``new_game`` makes a game from decks, the starting player given or chosen at random (103.2);
as it starts (``deal``) each library is shuffled (103.3) and seven cards are drawn (103.4).
Then, before the first turn, each player in turn order decides to keep their hand or take a
mulligan (a ``mulligan`` decision: ``yes`` keeps): a mulligan shuffles the hand into the
library and draws seven new cards (103.5); a player who keeps after N mulligans puts N cards
(or all they have, from a deck too small) from their hand on the bottom of their library, one
``choose_bottom`` decision per card, then the next player decides. (103.5 has the players
who mulligan do so at the same time; one after another gives the same hands, since no player
sees another's before deciding.)

Shuffles are random but reproducible: the ``k``-th shuffle of a game draws from
``numpy.random.default_rng((seed, k))`` (``GameState.seed``, ``shuffles``), so a position
clones with its future shuffles, and the same seed plays the same game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from sim.model.actions import YES, Action, Answer, Choose
from sim.model.card import CardDef
from sim.model.decisions import ChoiceActions, Decision, DecisionKind
from sim.model.editions import Edition
from sim.model.errors import IllegalActionError
from sim.model.events import STEP_BEGAN, HandKept, Mulliganed, Shuffled, TurnBegan
from sim.model.objects import Player, Span, Step, Zone
from sim.model.state import GameState
from sim.rules.library import draw
from sim.rules.opening_hand import BEGINNING, apply_begin, ask, queue

#: the opening hand's size (CR 103.4)
OPENING_HAND = 7


#: the starting life total (CR 103.4)
STARTING_LIFE = 20


def new_game(decks: Mapping[str, Sequence[CardDef]], seed: int, *,
             first: str | None = None, turn_limit: int = 0, life: int = STARTING_LIFE,
             rules: Edition = Edition.CURRENT, record_events: bool = True) -> GameState:
    """A game between the players of ``decks`` (player id -> the deck's cards), in the given
    order of seats. ``first``: the starting player (None: chosen at random from ``seed``,
    103.2). ``turn_limit``: the last turn played (0: none; past it the game is a draw)."""
    if len(decks) < 2:
        raise ValueError(f"a game needs two or more players, got {len(decks)}")
    seats = tuple(decks)
    if first is None:
        first = seats[int(np.random.default_rng((seed, 2**32)).integers(len(seats)))]
    elif first not in decks:
        raise ValueError(f"first: {first!r} is not a player (players: {', '.join(seats)})")
    i = seats.index(first)
    order = seats[i:] + seats[:i]
    players = {p: Player(p, life, library=tuple(decks[p])) for p in seats}
    return GameState(players, {}, order, first, rules=rules, step=Step.UNTAP,
                     record_events=record_events, span=Span.GAME, turn_limit=turn_limit,
                     seed=seed, opening=tuple((p, 0, -1, ()) for p in order),
                     starting_life=life)


def deal(state: GameState) -> None:
    """As the game starts (``sim.engine.core.start``): each library is shuffled (CR 103.3) and each
    player draws seven cards (103.4), in turn order. Until then the libraries are in deck
    order, so one prepared game plays as many games as seeds given to it (``state.seed``:
    the Monte Carlo runner's plays)."""
    for p in state.turn_order:
        shuffle(state, p)
        for _ in range(min(OPENING_HAND, len(state.players[p].library))):
            draw(state, p)
        state.players[p].drawn_this_turn = 0  # drawn before the first turn (CR 103.5)


def shuffle(state: GameState, player: str) -> None:
    """Shuffle ``player``'s library (CR 701.20) with the game's next shuffle generator."""
    owner = state.players[player]
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    library = owner.library
    owner.library = tuple(library[int(k)] for k in rng.permutation(len(library)))
    state.version += 1
    state.log(Shuffled, player=player)


def proceed(state: GameState) -> None:
    """Ask the next opening-hand decision (``state.opening`` is not empty)."""
    player, taken, bottom, _ = state.opening[0]
    if bottom == BEGINNING:
        ask(state)  # CR 103.6: "you may begin the game with it on the battlefield"
    elif bottom < 0:
        n = len(_hand(state, player))
        state.pending = Decision(player, DecisionKind.MULLIGAN, f"keep this hand of {n} card"
                                 f"{'s' if n != 1 else ''}? (yes: keep; no: mulligan, CR "
                                 f"103.5; mulligans so far: {taken})")
    else:
        state.pending = Decision(player, DecisionKind.CHOOSE_BOTTOM,
                                 f"put a card from your hand on the bottom of your library "
                                 f"(CR 103.5; {bottom} to go)", options=_hand(state, player))


def _hand(state: GameState, player: str) -> tuple[str, ...]:
    return tuple(p.id for p in state.cards(player, Zone.HAND))


def mulligan_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """Keep (``yes``) or mulligan (``no``); after seven mulligans, only keep."""
    _, taken, _, _ = state.opening[0]
    return ChoiceActions((YES,) if taken >= OPENING_HAND else (YES, Answer(False)),
                         "answers (yes: keep, no: mulligan)")


def apply_mulligan(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Keep the hand (then put a card on the bottom per mulligan taken, one ``choose_bottom``
    decision each, or let the next player decide) or take a mulligan: the hand is shuffled
    into the library and seven cards are drawn (CR 103.5).
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer)
    player, taken, _, _ = state.opening[0]
    rest = state.opening[1:]
    state.pending = None
    if action.yes:
        bottom = min(taken, len(_hand(state, player)))  # a small deck's hand may be short
        if bottom:
            state.opening = ((player, taken, bottom, ()), *rest)
        else:
            state.opening = rest
            state.log(HandKept, player=player)
            _next(state)
        return
    owner = state.players[player]
    hand = _hand(state, player)
    state.log(Mulliganed, player=player, count=taken + 1)
    owner.library = owner.library + tuple(state.permanents[c].card for c in hand)
    for card in hand:
        del state.permanents[card]  # back in the library: no longer an object (400.7)
    shuffle(state, player)
    for _ in range(min(OPENING_HAND, len(owner.library))):
        draw(state, player)
    owner.drawn_this_turn = 0  # before the first turn (CR 103.5)
    state.opening = ((player, taken + 1, -1, ()), *rest)


def bottom_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``bottom ID`` for each card in the player's hand (CR 103.5)."""
    return ChoiceActions(tuple(Choose("bottom", c) for c in decision.options), "cards in hand")


def apply_bottom(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """The card goes to the bottom of its owner's library (CR 103.5, 401.4)."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose)
    player, taken, bottom, chosen = state.opening[0]
    chosen = (*chosen, action.value)
    owner = state.players[player]
    owner.library = owner.library + (state.permanents[action.value].card,)
    del state.permanents[action.value]
    state.version += 1
    state.pending = None
    if bottom > 1:
        state.opening = ((player, taken, bottom - 1, chosen), *state.opening[1:])
    else:
        state.opening = state.opening[1:]
        state.log(HandKept, player=player, bottom=len(chosen), cards=chosen)
        _next(state)


def apply_begin_with(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """A card begins the game on the battlefield, or not (CR 103.6, ``opening_hand``); once
    every player has chosen, the first turn begins (103.8)."""
    if apply_begin(state, legal, action):
        _begin(state)


def _next(state: GameState) -> None:
    """After a player kept: once every player has, each may begin the game with some cards on
    the battlefield (103.6, ``sim.rules.opening_hand``), then the first turn begins (103.8)."""
    if not state.opening and not queue(state):
        _begin(state)


def _begin(state: GameState) -> None:
    """The first turn begins (CR 103.8)."""
    if not state.opening:
        state.log(TurnBegan, turn=state.turn, player=state.active)
        if state.record_events:
            state.events.append(STEP_BEGAN[state.step])
