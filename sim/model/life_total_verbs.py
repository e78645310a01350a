"""The ``Op`` verb of an instruction setting a player's life total (issue 29; CR 119.5): split
from ``sim.model.programs``, whose verbs it joins. Read by ``sim.text.life_total_text``, run by
``sim.rules.life_totals``, written back by ``sim.text.render_life_totals``."""

from __future__ import annotations

#: "your life total becomes equal to your starting life total", "your life total becomes half
#: your starting life total, rounded up" (CR 119.5: the player gains or loses the difference;
#: ``Op.rule`` one of ``STARTING``, ``HALF_UP``, ``HALF_DOWN``; 103.4)
LIFE_BECOMES = "life total becomes"
STARTING = "starting"
HALF_UP = "half, rounded up"
HALF_DOWN = "half, rounded down"
