"""Marks of drawing instructions (issue 29, draw round 2; CR 121.1), kept out of
``sim.model.programs``. Read by ``sim.text.draw_rules``, run by ``sim.rules.draws``, written
back by ``sim.text.render_players``."""

from __future__ import annotations

#: ``Op.rule`` of a ``DRAW``: "you and target opponent | defending player | that player each
#: draw N cards" — the controller draws too, the players in APNAP order (CR 101.4, 121.1)
YOU_TOO = "you and each draw"
