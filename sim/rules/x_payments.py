"""Paying {X} as a spell or ability resolves (CR 107.3, 118.12): "you may pay {X}. If you do,
create X 1/1 white Soldier creature tokens", "... you gain X life". The controller chooses X
as they pay (107.3: X is the amount chosen; any amount they can pay, 0 included, 118.3), or
not to pay; the X chosen is the resolving ability's X (``StackItem.x``), which its later
instructions ("X tokens", "+X/+0") and a reflexive ability it triggers read (``Op.x``,
``sim.rules.op_amounts``)."""

from __future__ import annotations

import attrs

from sim.model.mana import ManaCost
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.costs import can_pay, pay

#: the answer declining the payment
NO = "no"


def x_options(state: GameState, player: str) -> tuple[str, ...]:
    """Each X ``player`` can pay now (CR 107.3, 118.3: 0 always, and up to all the mana they
    can make: no other bound), then ``NO``."""
    most = 0
    while can_pay(state, player, ManaCost.parse(f"{{{most + 1}}}")):
        most += 1
    return (*(str(x) for x in range(most + 1)), NO)


def pay_x(state: GameState, work: Resolving, choice: str) -> None:
    """Pay the X chosen (``choice``; ``NO``: not paid): the mana is spent (logs CostPaid) and
    X becomes the resolving ability's (107.3); ``Resolving.unpaid`` says whether it was paid
    (118.12)."""
    paid = choice.isdigit()
    x = int(choice) if paid else 0
    if paid and x:
        pay(state, work.item.controller, ManaCost.parse(f"{{{x}}}"))
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=not paid,
                                   item=attrs.evolve(current.item, x=x) if paid else
                                   current.item)
