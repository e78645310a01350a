"""The verb of an optional cost paid with objects as an ability resolves (CR 118.12): "you may
discard a card or pay {3}. When you do, ...", "you may tap an untapped creature you control.
If you do, ...". Split from ``sim.model.programs``, whose ``Op`` verbs it is one of."""

from __future__ import annotations

#: "you may <cost>" (CR 118.12, 601.2b): ``Op.rule`` the cost's words, an additional cost's
#: shape (``sim.model.extra_costs``: sacrificed, discarded, exiled, tapped, returned objects,
#: or a choice between such a cost and mana or life); paid, ``Resolving.unpaid`` is False
#: (``sim.rules.cost_options``), so "if you do" / "when you do" (603.12) may follow it
COST_OPTION = "pay a cost of objects"
