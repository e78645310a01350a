"""The spells a player casts each turn, in order (CR 601.2i: a spell becomes cast once its
costs are paid), and the reductions they give: "the first creature spell you cast each turn
costs {1} less to cast", "the second spell you cast each turn costs {1} less to cast" (CR
601.2f; ``sim.model.nth_spell_costs``)."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.card import CardDef
from sim.model.nth_spell_costs import ORDINALS
from sim.model.stack_objects import SPELL, Casting, StackItem
from sim.model.state import GameState


def note_cast(state: GameState, item: StackItem, origin: str = "hand") -> None:
    """``item``, a spell, became cast (CR 601.2i) from the zone ``origin`` (601.2a): counted
    among its controller's spells this turn (surge, 702.117a) and those cast from their hand,
    and its card kept, in order (``Player.cast_this_turn``)."""
    player = state.players[item.controller]
    player.spells_this_turn += 1
    player.hand_spells_this_turn += 1 if origin == "hand" else 0
    player.cast_this_turn = (*player.cast_this_turn, state.permanents[item.source].card)


def nth_less(state: GameState, player: str, card: CardDef, value: str,
             kinds_of: Callable[[CardDef, list[str]], bool]) -> int:
    """The generic mana the ``NTH_SPELL_COST`` ``value`` of a permanent ``player`` controls
    takes from ``card`` they cast now (CR 601.2f): N when ``card`` is of its kinds and the
    spells of those kinds ``player`` cast before it this turn are one fewer than its ordinal
    (none before "the first"); ``kinds_of``: whether a card is of some kinds."""
    nth, kinds, n = value.split("|")
    words = kinds.replace(" or ", " and ").split(" and ") if kinds else []
    if words and not kinds_of(card, words):
        return 0
    before = sum(1 for c in state.players[player].cast_this_turn
                 if not words or kinds_of(c, words))
    return int(n) if before == ORDINALS[nth] else 0


def most(value: str) -> int:
    """The most an ``NTH_SPELL_COST`` value may take off (``cost_changes.reductions``)."""
    return int(value.split("|")[2])



def cast_from(item: StackItem, casting: Casting, sacrificed: tuple[str, ...]) -> StackItem:
    """``item`` as it becomes cast (CR 601.2i): the permanents ``sacrificed`` to pay its costs
    ("the sacrificed creature's power", 608.2h), and whether it is a spell cast from its
    controller's hand (601.2a: "if you cast it from your hand")."""
    return attrs.evolve(item, sacrificed=sacrificed,
                        from_hand=casting.origin == "hand" and item.kind == SPELL)
