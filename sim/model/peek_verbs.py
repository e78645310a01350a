"""A static ability letting its controller look at hidden cards (CR 401.2: a library's cards
are face down and no player may look at them unless a rule or effect allows it):
``LOOK_TOP_ANY_TIME``, "you may look at the top card of your library any time", a ``Static``
rule run by ``sim.rules.top_peek``."""

from __future__ import annotations

#: "you may look at the top card of your library any time" (CR 401.2)
LOOK_TOP_ANY_TIME = "look at the top card of your library any time"
