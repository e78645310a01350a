"""Players' hands and libraries as instructions resolve: a player draws (CR 121.1), discards
(701.9: of their choice, 701.9a, or at random, 701.9b) or mills (701.13a) cards.

A discard the player chooses is asked one card at a time (``DISCARD_CHOICE``, answered by a
``choose_discard`` decision as in the cleanup step, ``sim.rules.priority`` asks); when several
players discard ("each player discards a card"), they choose in APNAP order and then discard
at once (101.4). A random discard draws from the game's seeded generator (the one shuffles
use, ``numpy.random.default_rng((seed, k))``), so a game replays.
"""

from __future__ import annotations

import attrs
import numpy as np

from sim.model import programs as fx
from sim.model.card import CardDef
from sim.model.events import Milled
from sim.model.hand_verbs import EXILE_THAT, chosen_parts
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.player_verbs import DISCARD_DRAW_THAT_MANY
from sim.model.stack_objects import DISCARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer, choose_each
from sim.rules.library import draw, fold, make_object
from sim.rules.milled_this_way import note_milled
from sim.rules.turn import discard as discard_card


def players(state: GameState, objects: list[str]) -> list[str]:
    """The players among ``objects`` (an illegal target or a creature left out)."""
    return [o for o in objects if o in state.players]


def draw_cards(state: GameState, who: list[str], n: int) -> None:
    """Each player of ``who`` draws ``n`` cards (CR 121.1, 121.2: one at a time)."""
    for player in players(state, who):
        for _ in range(n):
            draw(state, player)


def mill(state: GameState, who: list[str], n: int) -> None:
    """Each player of ``who`` mills ``n`` cards (CR 701.13a): the top ``n`` cards of their
    library go to their graveyard, each a new object (400.7); all of them when the library
    has fewer (701.13b: as many as possible)."""
    milled: list[str] = []
    for player in players(state, who):
        library = fold(state, player)
        top = library[:max(n, 0)]
        state.players[player].library = library[len(top):]
        milled += [make_object(state, player, card, Zone.GRAVEYARD) for card in top]
        state.version += 1
        state.changes += 1
        state.log(Milled, player=player, cards=tuple(c.name for c in top))
    note_milled(state, milled)  # "from among the cards milled this way" (608.2c)


def _hand(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.cards(player, Zone.HAND)]


def discard_question(state: GameState, who: list[str], n: int, chosen: tuple[str, ...]
                     ) -> tuple[str, tuple[str, ...], int] | None:
    """Who chooses the next card to discard, the cards they may choose and how many they
    have still to choose; None once every player of ``who`` has chosen (each ``n`` cards, or
    their whole hand when it holds fewer, CR 701.9a)."""
    for player in players(state, who):
        hand = _hand(state, player)
        left = tuple(c for c in hand if c not in chosen)
        need = min(n, len(hand)) - (len(hand) - len(left))
        if need > 0:
            return player, left, need
    return None


def discard(state: GameState, work: Resolving, op: fx.Op, who: list[str], n: int) -> bool:
    """"<player> discards N cards" (CR 701.9a: the player chooses; a ``DISCARD_CHOICE`` for
    each card while they have more than they must discard, False while it waits) or "...
    at random" (701.9b); several players choose in APNAP order, then discard at once
    (101.4)."""
    if op.verb == fx.DISCARD_RANDOM:
        discard_at_random(state, who, n)
        return True
    done = choose_each(state, work, DISCARD_CHOICE,
                       lambda chosen: discard_question(state, who, n, chosen))
    if done is None:
        return False
    work, chosen = done
    # CR 118.12: "you may discard a card. if you do, ...": done only if all were discarded
    state.resolving = attrs.evolve(work, chosen=(), unpaid=len(chosen) < n * len(who))
    for card in chosen:
        discard_card(state, state.permanents[card].owner, card)
    state.changes += 1
    return True


def of_kind(card: CardDef, kinds: str) -> bool:
    """Whether ``card`` is a card of ``kinds`` ("nonland", "noncreature, nonland": each;
    "instant or sorcery": either; CR 205.2a card types; "": any card)."""
    if not kinds:
        return True
    for alternative in kinds.split(" or "):
        if all((word.startswith("non") and word[3:].lstrip("-").title() not in card.types) or
               (not word.startswith("non") and word.title() in card.types)
               for word in alternative.split(", ")):
            return True
    return False


def chosen_options(state: GameState, player: str, kinds: str) -> tuple[str, ...]:
    """The cards of ``player``'s hand that are of ``kinds`` (``of_kind``), and of the mana
    value bound after ``MV_MARK`` if any ("nonland|<=2": "a nonland card with mana value 2 or
    less", CR 202.3; a card with no mana cost has mana value 0, 202.3a)."""
    kinds, bound, n = chosen_parts(kinds)
    return tuple(p.id for p in state.cards(player, Zone.HAND) if of_kind(p.card, kinds) and (
        not bound or (_value(p.card) <= n if bound == "<=" else _value(p.card) >= n)))


def _value(card: CardDef) -> int:
    """``card``'s mana value (CR 202.3; X is 0 off the stack, 202.3e)."""
    return ManaCost.parse(card.cost).total() if card.cost else 0


def discard_chosen(state: GameState, work: Resolving, op: fx.Op, who: list[str]) -> bool:
    """"Target opponent reveals their hand. You choose a <kind> card from it. That player
    discards that card." (CR 701.20a, 701.9a): the controller chooses one card of the kind
    (``op.card``) among the player's hand (a ``DISCARD_CHOICE`` of the controller's when
    there are several, False while it waits); with none, nothing is discarded."""
    found = players(state, who)
    if not found:
        return True
    options = chosen_options(state, found[0], op.card)
    if not options:
        return True
    pick = options[0] if len(options) == 1 else answer(state, work, DISCARD_CHOICE, options)
    if pick is None:
        return False
    if op.rule in (fx.EXILE, EXILE_THAT):  # "... and | . exile that card" (CR 406.2)
        state.move(pick, Zone.EXILE)
        state.version += 1
    else:
        discard_card(state, found[0], pick)
    state.changes += 1
    return True


def discard_at_random(state: GameState, who: list[str], n: int) -> None:
    """CR 701.9b: each player discards ``n`` cards of their hand chosen at random (the
    game's next generator, reproducible)."""
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    picked: list[tuple[str, str]] = []
    for player in players(state, who):
        hand = _hand(state, player)
        k = min(n, len(hand))
        if k < 1:
            continue
        picked += [(player, hand[int(i)]) for i in rng.choice(len(hand), size=k, replace=False)]
    for player, card in picked:
        discard_card(state, player, card)
    state.changes += 1




def discard_hand(state: GameState, work: Resolving, op: fx.Op, who: list[str], n: int) -> bool:
    """"Discard your hand", "each player discards their hand" (CR 701.9a): every card of
    each player's hand, no choice; all discarded at once (101.4), in APNAP order of players.
    ``DISCARD_DRAW_THAT_MANY``: "..., then draw that many cards" (121.1, 608.2c): then each
    draws as many cards as they discarded."""
    found = players(state, who)
    discarded: dict[str, int] = {}
    for player in [p for p in state.apnap() if p in found]:
        hand = _hand(state, player)
        discarded[player] = len(hand)
        for card in hand:
            discard_card(state, player, card)
    state.changes += 1
    if op.verb == DISCARD_DRAW_THAT_MANY:
        for player, count in discarded.items():
            draw_cards(state, [player], count)
    return True


def get_poison(state: GameState, work: Resolving, op: fx.Op, who: list[str], n: int) -> bool:
    """"Each opponent gets a poison counter" (CR 122.1f): each player of ``who`` gets ``n``
    poison counters (ten or more: they lose the game, a state-based action, 704.5c)."""
    for player in players(state, who):
        if n > 0:
            state.players[player].poison += n
            state.changes += 1
    return True
