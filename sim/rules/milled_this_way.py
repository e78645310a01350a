"""A card put into its owner's hand from among the cards just milled (CR 701.13a, 608.2c,
400.7): "Mill three cards. You may put a land card from among them into your hand. If you
don't, put a +1/+1 counter on ~" (``MILLED_TO_HAND``). ``sim.rules.hands.mill`` keeps the new
objects it made (``Resolving.milled``, with the instruction that milled them); the choice is
among those still in the graveyard of the card type named (a card that left is a new object,
400.7); none put, ``Resolving.unpaid`` is set for "if you don't" (118.12 wording)."""

from __future__ import annotations

import attrs

from sim.model.card import PERMANENT_CARD_TYPES
from sim.model.objects import Zone
from sim.model.programs import Op
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer


def note_milled(state: GameState, milled: list[str]) -> None:
    """Keep on ``state.resolving`` the cards the instruction running milled."""
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, milled=tuple(milled), milled_by=current.index)


def milled_options(work: Resolving, state: GameState, op: Op, at: int) -> tuple[str, ...]:
    """The cards the mill just before ``op`` (instruction ``at`` of the program) milled that
    are still in a graveyard and of the type it names ("permanent": a permanent card, 110.4b);
    none when the instruction before milled nothing."""
    current = state.resolving or work
    if current.milled_by != at:  # the mill ran as instruction at - 1 (``index`` then: at)
        return ()
    kind = op.card.capitalize()
    out = []
    for o in current.milled:
        perm = state.permanents.get(o)
        if perm is None or perm.zone is not Zone.GRAVEYARD:
            continue
        types = perm.card.types
        if kind in types or kind == "Permanent" and PERMANENT_CARD_TYPES.intersection(types):
            out.append(o)
    return tuple(out)


def milled_to_hand(state: GameState, work: Resolving, op: Op, objects: list[str],
                   n: int) -> bool:
    """"Put a <kind> card from among the cards milled this way into your hand" (CR 608.2c,
    400.7): the controller chooses one (a ``CARD_CHOICE``); none there, nothing moves and
    "if you don't" holds. False while the choice waits."""
    current = state.resolving or work
    options = milled_options(work, state, op, current.index - 1)
    if not options:
        state.resolving = attrs.evolve(current, unpaid=True)
        return True
    chosen = answer(state, work, CARD_CHOICE, options)
    if chosen is None:
        return False
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=False)
    state.move(chosen, Zone.HAND)
    return True


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """What ``MILLED_TO_HAND`` asks, and its options."""
    op = work.item.effect.ops[work.index]
    return f"choose a {op.card} card to put into your hand (CR 608.2c)", \
        milled_options(work, state, op, work.index)
