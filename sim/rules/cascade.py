"""Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library
until you exile a nonland card whose mana value is less than this spell's mana value. You may
cast that card without paying its mana cost if the resulting spell's mana value is less than
this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of
your library in a random order."

The trigger's instruction (``CASCADE``) exiles the card it stops at as an object in exile (the
card the player may cast: its targets are judged with its own characteristics), asks its
controller whether to cast it (a ``CARD_CHOICE``: its id, or "none"; not asked when it can't be
cast: no legal target, an additional cost that can't be paid, a text the engine doesn't run),
then puts the other cards exiled — and the found card when it isn't cast — on the bottom of
the library in a random order (the game's next seeded generator). The cards exiled before it
are no objects (a library's cards aren't, 401.2): they stay on top of the library while the
choice waits — no player can act meanwhile — and go to the bottom with the rest. The cast
itself follows the resolution (``sim.rules.casting.begin_free_cast``: its choices are made as
the next decisions, before any player receives priority), its mana cost not paid (118.9), X 0
(107.3b); the spell it makes goes on the stack above the spell with cascade.

A card's mana value in a library has X = 0 (202.3e); the spell's is its card's with its X on
the stack (202.3e), as it last existed there if it has left (the cascade trigger resolves even
if the spell was countered).
"""

from __future__ import annotations

import attrs
import numpy as np

from sim.model.card import CardDef
from sim.model.events import LibraryLooked
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.programs import CASCADE, SELF, Op
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.casting import begin_free_cast, castable_free
from sim.rules.copies import copied_spell
from sim.rules.library import fold, make_object

#: the answer that declines to cast the card found
NONE = "none"


def cascade(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Run cascade (module docstring); False while the choice to cast the card found waits.
    ``work.chosen`` keeps, across the wait, the found card's object and how many cards were
    exiled before it."""
    player = work.item.controller
    if not work.chosen:
        found = _exile_until(state, player, _spell_value(state, work))
        if found is None:
            return True
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=found)
    oid, above = work.chosen[0], int(work.chosen[1])
    cast = False
    if oid and castable_free(state, player, oid):
        pick = answer(state, work, CARD_CHOICE, (oid, NONE))
        if pick is None:
            return False
        cast = pick == oid
    owner = state.players[player]
    rest = list(owner.library[:above])
    owner.library = owner.library[above:]
    if oid and not cast:  # the card found goes to the bottom too: no longer an object
        rest.append(state.permanents.pop(oid).card)
    _to_bottom(state, player, rest)
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=())
    if cast:
        begin_free_cast(state, player, oid)
    state.version += 1
    state.changes += 1
    return True


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of cascade's choice (``CARD_CHOICE``), for
    ``sim.rules.priority``."""
    oid = work.chosen[0]
    name = state.permanents[oid].card.name
    return f"cascade: cast {name} ({oid}) without paying its mana cost, or 'none' (CR " \
        "702.85a)", (oid, NONE)


def _spell_value(state: GameState, work: Resolving) -> int:
    """The mana value of the spell with cascade (CR 202.3e: X its value on the stack): the
    trigger's source's card, as it is or was last on the stack."""
    spell = copied_spell(state, Op(CASCADE, SELF), [work.item.source])
    card = state.permanents[work.item.source].card
    return ManaCost.parse(card.cost).total(spell.x if spell is not None else 0)


def _exile_until(state: GameState, player: str, value: int) -> tuple[str, str] | None:
    """Exile cards from the top of ``player``'s library until a nonland card with mana value
    less than ``value`` (CR 702.85a): that card made an object in exile; returns its id and
    how many cards were exiled before it (left on top until the choice is made). With no
    such card every card is exiled and goes to the bottom in a random order: None."""
    library = fold(state, player)
    at = next((k for k, card in enumerate(library) if "Land" not in card.types
               and _value(card) < value), None)
    if at is None:
        state.players[player].library = ()
        _to_bottom(state, player, list(library))
        state.log(LibraryLooked, player=player, verb=CASCADE, top=0, bottom=len(library))
        return None
    card = library[at]
    state.players[player].library = (*library[:at], *library[at + 1:])
    oid = make_object(state, player, card, Zone.EXILE)
    state.log(LibraryLooked, player=player, verb=CASCADE, top=0, bottom=at,
              revealed=card.name)
    return oid, str(at)


def _value(card: CardDef) -> int:
    """A card's mana value (CR 202.3; X is 0 off the stack, 202.3e)."""
    return ManaCost.parse(card.cost).total() if card.cost else 0


def _to_bottom(state: GameState, player: str, cards: list[CardDef]) -> None:
    """Put ``cards`` on the bottom of ``player``'s library in a random order (the game's next
    seeded generator)."""
    if not cards:
        return
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    owner = state.players[player]
    owner.library = (*owner.library, *(cards[int(k)] for k in rng.permutation(len(cards))))
