"""The ``Op`` verbs of instructions setting a player's life total (issue 29; CR 119.5) or making
them lose half of it (119.3): split from ``sim.model.programs``, whose verbs they join. Read by
``sim.text.life_total_text`` and ``sim.text.half_life_rules``, run by ``sim.rules.life_totals``,
written back by ``sim.text.render_life_totals``."""

from __future__ import annotations

#: "your life total becomes equal to your starting life total", "your life total becomes half
#: your starting life total, rounded up" (CR 119.5: the player gains or loses the difference;
#: ``Op.rule`` one of ``STARTING``, ``HALF_UP``, ``HALF_DOWN``; 103.4)
LIFE_BECOMES = "life total becomes"
STARTING = "starting"
HALF_UP = "half, rounded up"
HALF_DOWN = "half, rounded down"

#: "that player loses half their life, rounded up | down" (CR 119.3, 107.1a: half of each
#: player's life total as the instruction is carried out, rounded as it says; 107.1b: none
#: when it is 0 or less); ``Op.who`` the players who lose it
LOSE_HALF_UP = "lose half their life, rounded up"
LOSE_HALF_DOWN = "lose half their life, rounded down"
