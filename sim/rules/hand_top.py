"""Putting cards from a hand on top of the library (issue 29, real decks; CR 401.4, 608.2c):
"put two cards from your hand on top of your library in any order" (Brainstorm's second half,
``sim.model.player_verbs.HAND_TO_TOP``). The player chooses the cards one at a time (a
``CARD_CHOICE`` among the names in their hand: cards of one name are the same card to put
back), each put on top of the library in turn, so the last chosen ends on top; no choice is
asked while the cards left to choose from are all one card or all must go. With fewer cards
in hand than asked, all of them go (608.2c: as much as possible). Also "shuffle your library"
and Ponder's "you may shuffle" (701.24a: ``SHUFFLE_LIBRARY``)."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.objects import Zone
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import choose_each
from sim.rules.library import fold, shuffle_library


def _left(state: GameState, player: str, chosen: tuple[str, ...]) -> list[str]:
    """The names of the cards of ``player``'s hand not chosen yet (each card once)."""
    names = [p.card.name for p in state.cards(player, Zone.HAND)]
    for name in chosen:
        names.remove(name)
    return names


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and the options (card names) of the next card to put on top."""
    op = work.item.effect.ops[work.index]
    left = _left(state, work.item.controller, work.chosen)
    need = min(op.amount, len(left) + len(work.chosen)) - len(work.chosen)
    return f"the card from your hand to put on top of your library next ({need} to go; the " \
        "last one chosen ends on top, CR 401.4)", tuple(dict.fromkeys(left))


def hand_to_top(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """Put ``op.amount`` cards from the controller's hand on top of their library, chosen one
    at a time (False while a choice waits)."""
    player = work.item.controller

    def ask(chosen: tuple[str, ...]) -> tuple[str, tuple[str, ...], int] | None:
        left = _left(state, player, chosen)
        need = min(op.amount, len(left) + len(chosen)) - len(chosen)
        return (player, tuple(dict.fromkeys(left)), need) if need > 0 else None

    done = choose_each(state, work, CARD_CHOICE, ask, ordered=True)
    if done is None:
        return False
    work, chosen = done
    library = fold(state, player)
    hand = state.cards(player, Zone.HAND)
    for name in chosen:  # each on top in turn: the last chosen ends on top (401.4)
        perm = next(p for p in hand if p.card.name == name)
        hand.remove(perm)
        del state.permanents[perm.id]
        library = (perm.card, *library)
    state.players[player].library = library
    state.resolving = attrs.evolve(work, chosen=())
    state.version += 1
    state.changes += 1
    return True


def shuffle_libraries(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                      n: int) -> bool:
    """"shuffle your library", "you may shuffle" (CR 701.24a): each player of ``objects``
    shuffles their library (the game's next seeded generator)."""
    for player in objects:
        if player in state.players:
            fold(state, player)
            shuffle_library(state, player)
    state.version += 1
    return True
