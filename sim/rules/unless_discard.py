""""Sacrifice ~ unless you discard a [<kind>] card [at random]" (CR 118.12a: "unless" offers
a cost; 701.9a-b: discarding) as an instruction resolves — Masticore's upkeep, Balduvian
Horde's "when ~ enters".

The controller first chooses whether to discard (a ``PAY_CHOICE``, "yes" or "no"; not asked
when they have no card of the kind, 118.3: a cost that can't be paid is not paid); having
chosen to, they choose the card (a ``DISCARD_CHOICE`` among the cards of the kind in their
hand, none when only one fits) — or, "at random", the game's seeded generator picks it
(701.9b). Not discarded, the source is sacrificed if it is still on the battlefield under
their control (701.21a). The "yes" is kept in ``Resolving.chosen`` while the card is chosen.
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.stack_objects import DISCARD_CHOICE, PAY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.hands import chosen_options, discard_at_random
from sim.rules.sacrifice import sacrifice_controlled
from sim.rules.turn import discard as discard_card

#: the answer, kept in ``Resolving.chosen``, that the controller chose to discard
_YES = "yes"


def unless_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The cards of the controller's hand they may discard for the instruction waiting in
    ``work`` (of its kind, ``Op.card``; CR 701.9a)."""
    op = work.item.effect.ops[work.index]
    return chosen_options(state, work.item.controller, op.card)


def sacrifice_unless_discard(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                             n: int) -> bool:
    """"Sacrifice ~ unless you discard a card" (CR 118.12a, 701.9a-b, 701.21a); False while a
    choice waits."""
    player = work.item.controller
    options = chosen_options(state, player, op.card)
    choice = work.chosen[0] if work.chosen else ""
    if not choice:
        choice = "no"
        if options:  # 118.3: a card to discard, else the cost can't be paid
            given = answer(state, work, PAY_CHOICE, (_YES, "no"))
            if given is None:
                return False
            choice = given
    if choice == _YES and op.rule == fx.DISCARD_RANDOM:  # 701.9b
        discard_at_random(state, [player], 1)
    elif choice == _YES:
        card = options[0] if len(options) == 1 else None
        if card is None:
            current = state.resolving
            assert current is not None
            work = state.resolving = attrs.evolve(current, chosen=(_YES,))
            card = answer(state, work, DISCARD_CHOICE, options)
            if card is None:
                return False
        discard_card(state, player, card)
        state.changes += 1
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=(), unpaid=choice != _YES)
    if choice != _YES:
        sacrifice_controlled(state, current, objects)  # if still there, theirs (701.21a)
    return True


__all__ = ["sacrifice_unless_discard", "unless_options"]
