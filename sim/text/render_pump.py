"""The pump family's wordings (issue 29): "gets +1/-1 or -1/+1" (CR 608.2d), from the
``modify`` instruction's own bonus and its ``PT_CHOICE`` parameter (``sim.model.pump_verbs``)."""

from __future__ import annotations

from sim.model.programs import Op
from sim.model.pump_verbs import PT_CHOICE, pt_options
from sim.text.render_statics import pt
from sim.text.wording import Piece


def pt_or(op: Op) -> Piece:
    """"+1/+1", or "+1/-1 or -1/+1" when the bonus is a choice of two."""
    bonus = pt(op.power, op.toughness, op.x)
    for kind, value in op.params:
        if kind == PT_CHOICE:
            return (bonus, " or ", pt_options(value)[1])
    return bonus
