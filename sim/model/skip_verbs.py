"""The instructions of skipping turns (CR 614.10): "you skip your next turn", "you skip your
next two turns" — of the player ``Op.who`` (``sim.rules.skipping``)."""

from __future__ import annotations

#: "you skip your next turn" (CR 614.10)
SKIP_TURN = "skip turn"

#: "you skip your next two turns" (CR 614.10)
SKIP_TWO_TURNS = "skip two turns"

__all__ = ["SKIP_TURN", "SKIP_TWO_TURNS"]
