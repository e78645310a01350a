"""The instructions of the control family (issue 29, control): exchanging control of two
permanents (CR 701.12a-b, 613.1b). Split from ``sim.model.programs``, whose ``Op`` verbs they
are."""

from __future__ import annotations

#: "exchange control of <first> and <second>" (CR 701.12b): ``Op.rule`` names the first
#: permanent (``target:0``, ``SELF``), ``Op.who`` the second; "exchange control of two target
#: <permanents>": ``Op.rule`` empty, ``Op.who`` the target of two slots
#: (``sim.rules.control_exchange``)
EXCHANGE_CONTROL = "exchange control"

__all__ = ["EXCHANGE_CONTROL"]
