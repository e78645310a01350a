"""Determinization: one possible world consistent with what a player knows.

In a whole game (``Span.GAME``) some of the state is hidden from the player who must choose
(the *viewer*): the cards in each opponent's hand, the order of every library (the viewer's
own included), and the outcome of future shuffles (``GameState.seed``: shuffle ``k`` draws
from ``numpy.random.default_rng((seed, k))``). A search that read those off the real state
would be cheating. ``determinize(state, viewer, rng)`` returns a clone in which:

* each opponent's hand and library are redealt: their hand cards and library cards (the
  viewer knows the opponent's deck list, not which of its unseen cards are where) are pooled,
  shuffled with ``rng``, and the first ``len(hand)`` become the hand (new objects, with ids
  numbered as draws number them, CR 121.1) and the rest the library, top first; sizes stay;
* the viewer's own library is reordered at random, except the cards the viewer put on its
  bottom after a mulligan (CR 103.5; known from the ``HandKept`` event while no shuffle has
  happened since), which stay at the bottom in their order;
* each face-down permanent of an opponent's (CR 708.5: only its controller may look at it,
  unless the viewer controls "you may look at ... face-down creatures you don't control")
  is dealt its hidden card from that pool too: the first one, after the shuffle, that could
  be it — a card with a morph, megamorph or disguise cost that looks the same face down
  (708.2a; ward {2} for disguise, 702.168a); its own card goes back into the pool;
* the top card of a library stays on top when the viewer sees it (CR 401.2: revealed by
  "play with the top card of your library revealed", or the viewer's own with "you may look
  at the top card of your library any time");
* the viewer's hand, every other battlefield object, graveyard, exile and stack object are
  kept;
* the game's shuffle seed is replaced by one drawn from ``rng``, so future shuffles are
  unknown too.

The cards are sorted by name before each shuffle, so the world depends only on what the
viewer knows (which cards are unseen, the sizes of hands and libraries) and on ``rng``: two
positions that differ only in hidden cards give the same worlds for the same ``rng`` state.

Cards a scenario lists in a library zone (objects) are left alone, and in a combat or turn
scenario (``Span.COMBAT``/``TURN``) nothing is hidden: the file states the position, hands
included, as a puzzle does, so ``determinize`` is then a plain ``clone()``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from sim.model.card import CardDef
from sim.model.events import HandKept, Shuffled
from sim.model.face_down_cards import FACE_DOWN_WARD_CARD, face_down_card, face_up_cost
from sim.model.objects import Span, Zone
from sim.model.state import GameState
from sim.rules.library import fold, make_object
from sim.rules.top_peek import may_look_at_top, sees_face_down
from sim.rules.top_permits import may_matter, revealed_top

#: the largest seed drawn for a determinized world's future shuffles
_SEED_RANGE = 2**62


def hidden_from(state: GameState, viewer: str) -> bool:
    """Whether anything in ``state`` is hidden from ``viewer``: only in a whole game (a combat
    or turn scenario states its position completely), and only when some library (or an
    opponent's hand and library together) holds two or more different cards — libraries of
    cards of unknown characteristics (a combat episode's) hide nothing."""
    if state.span is not Span.GAME:
        return False
    for player in state.players.values():
        names = {card.name for card in player.library}
        if player.id != viewer:
            names |= {p.card.name for p in state.cards(player.id, Zone.HAND)}
        if len(names) > 1:
            return True
    return any(p.face_down is not None and p.controller != viewer  # 708.5
               for p in state.battlefield()) and not _sees_face_down(state, viewer)


def known_bottom(state: GameState, player: str) -> int:
    """How many cards at the bottom of ``player``'s library ``player`` knows: those put there
    after a mulligan (CR 103.5), unless the library has been shuffled since; 0 if the events
    are not recorded."""
    bottom = 0
    for event in state.events:
        if isinstance(event, HandKept) and event.player == player:
            bottom = event.bottom
        elif isinstance(event, Shuffled) and event.player == player:
            bottom = 0
    return min(bottom, len(state.players[player].library))


def _permuted(cards: Sequence[CardDef], rng: np.random.Generator) -> list[CardDef]:
    """``cards`` in a random order that depends only on which cards they are (sorted by name
    first), never on the order they had: the hidden arrangement cannot leak through."""
    ordered = sorted(cards, key=lambda c: c.name)
    return [ordered[int(k)] for k in rng.permutation(len(ordered))]


def _sees_face_down(state: GameState, viewer: str) -> bool:
    """Whether ``viewer`` may look at face-down creatures they don't control (CR 708.5:
    "you may look at ... face-down creatures you don't control any time"; one identity check
    on a board without such a static)."""
    return may_matter(state) and sees_face_down(state, viewer)


def _redeal(world: GameState, player: str, rng: np.random.Generator,
            face_down_seen: bool = False) -> None:
    """Pool ``player``'s hand and library and the hidden cards of the face-down permanents
    they own and control, shuffle, deal each face-down permanent a card that could be it,
    and deal the hand back at its size."""
    owner = world.players[player]
    hand = world.cards(player, Zone.HAND)
    hidden = [] if face_down_seen else [
        p for p in world.battlefield() if p.face_down is not None and p.owner == player and
        p.controller == player]
    pool = _permuted([p.card for p in hand] + list(owner.library) +
                     [p.face_down for p in hidden if p.face_down is not None], rng)
    for p in hidden:  # 708.5: any card that looks the same face down (708.2a)
        own = p.face_down
        assert own is not None
        ward = face_down_card(own) is FACE_DOWN_WARD_CARD  # disguise's ward {2} (702.168a)
        k = next((i for i, c in enumerate(pool) if face_up_cost(c) is not None and
                  (face_down_card(c) is FACE_DOWN_WARD_CARD) is ward), None)
        if k is None:  # none could be it (a card put onto the battlefield face down): its own
            k = next(i for i, c in enumerate(pool) if c is own)
        p.face_down = pool.pop(k)
    for p in hand:
        del world.permanents[p.id]
    for card in pool[:len(hand)]:
        make_object(world, player, card, Zone.HAND)
    owner.library = tuple(pool[len(hand):])


def _known_top(world: GameState, viewer: str, player: str) -> CardDef | None:
    """The top card of ``player``'s library (``Player.library``'s first) when ``viewer`` sees
    it (CR 401.2: "play with the top card of your library revealed", every player; "you may
    look at the top card of your library any time", its controller), to be kept on top; None
    when they don't, or when it is an object in the library already (left alone as it is).
    An opponent's top card made an object only so that its owner may play it
    (``sim.rules.top_plays``) is folded back into the library to be redealt with the rest
    (``library.fold``). Nothing is made an object: a resolution waiting for an answer keeps
    the library as it left it."""
    if not may_matter(world):  # (no such static: one identity check)
        return None
    if revealed_top(world, player) is not None or player == viewer and \
            may_look_at_top(world, player):
        library = world.players[player].library
        return library[0] if library and not world.cards(player, Zone.LIBRARY) else None
    if player != viewer:
        fold(world, player)
    return None


def determinize(state: GameState, viewer: str, rng: np.random.Generator) -> GameState:
    """A clone of ``state`` with what ``viewer`` cannot see resampled (see the module
    docstring). ``state`` itself is never changed."""
    world = state.clone()
    if not hidden_from(state, viewer):
        return world
    if viewer not in state.players:
        raise ValueError(f"determinize: unknown player {viewer!r}")
    for player in world.turn_order:
        top = _known_top(world, viewer, player)
        owner = world.players[player]
        if top is not None:  # kept on top (401.2), the rest dealt as before
            owner.library = owner.library[1:]
        if player == viewer:
            keep = min(known_bottom(state, player), len(owner.library))
            cut = len(owner.library) - keep
            owner.library = (*_permuted(owner.library[:cut], rng), *owner.library[cut:])
        else:
            _redeal(world, player, rng, _sees_face_down(world, viewer))
        if top is not None:
            owner.library = (top, *owner.library)
    world.seed = int(rng.integers(_SEED_RANGE))
    world.version += 1
    world.changes += 1
    return world


__all__ = ["determinize", "hidden_from", "known_bottom"]
