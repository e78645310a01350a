"""Cost changes that depend on a spell's targets (CR 601.2f, which determines the total cost
after the targets are chosen, 601.2c): "spells your opponents cast that target ~ cost {2}
more to cast" (a static ability of a permanent, ``TARGET_TAX``, value "<N>|<more or
less>|<whose>": "your opponents" or "you") and a spell's own "~ costs {4} less to cast if it
targets a tapped creature" (``SELF_COST``'s words ``TAPPED_TARGET``; applied by
``sim.rules.cost_changes``)."""

from __future__ import annotations

#: "spells your opponents | you cast that target ~ cost {N} more | less to cast"
TARGET_TAX = "spells that target it cost"
#: the words of "~ costs {N} less to cast if it targets a tapped creature" (``SELF_COST``)
TAPPED_TARGET = "if it targets a tapped creature"


def tax_text(value: str) -> str:
    """The clause of a ``TARGET_TAX`` value: "spells your opponents cast that target ~ cost
    {2} more to cast"."""
    n, way, whose = value.split("|")
    return f"spells {whose} cast that target ~ cost {{{n}}} {way} to cast"
