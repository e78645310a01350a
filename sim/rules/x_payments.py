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


def fixed_part(cost: str) -> str:
    """The mana of ``cost`` ("{X}{R}", upper case) besides its one {X}: "{R}" ("" for "{X}")."""
    return cost.replace("{X}", "", 1)


def x_options(state: GameState, player: str, fixed: str = "") -> tuple[str, ...]:
    """Each X ``player`` can pay now with the mana ``fixed`` besides it ("{X}{R}": "{R}"; CR
    107.3, 118.3: 0 always when the rest can be paid, and up to all the mana they can make: no
    other bound), then ``NO``."""
    if not can_pay(state, player, ManaCost.parse(fixed or "{0}")):
        return (NO,)
    most = 0
    while can_pay(state, player, ManaCost.parse(f"{{{most + 1}}}{fixed}")):
        most += 1
    return (*(str(x) for x in range(most + 1)), NO)


def pay_x(state: GameState, work: Resolving, choice: str, fixed: str = "") -> None:
    """Pay the X chosen (``choice``; ``NO``: not paid) and the mana ``fixed`` besides it: the
    mana is spent (logs CostPaid) and X becomes the resolving ability's (107.3);
    ``Resolving.unpaid`` says whether it was paid (118.12)."""
    paid = choice.isdigit()
    x = int(choice) if paid else 0
    if paid and (x or fixed):
        pay(state, work.item.controller, ManaCost.parse(f"{{{x}}}{fixed}" if x else fixed))
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=not paid,
                                   item=attrs.evolve(current.item, x=x) if paid else
                                   current.item)
