"""Marks of drawing instructions (issue 29, draw round 2; CR 121.1), kept out of
``sim.model.programs``. Read by ``sim.text.draw_rules``, run by ``sim.rules.draws``, written
back by ``sim.text.render_players``."""

from __future__ import annotations

#: ``Op.rule`` of a ``DRAW``: "you and target opponent | defending player | that player each
#: draw N cards" — the controller draws too, the players in APNAP order (CR 101.4, 121.1)
YOU_TOO = "you and each draw"

#: ``Op.rule`` of a ``DRAW`` of one card: "target opponent | defending player | each opponent
#: may draw a card" — the drawing player chooses (CR 603.5, 608.2d), ``NO_DRAW`` or the draw
#: (asked with dredge's choice of the same draw, 702.52a; ``sim.rules.dredge.draw``)
MAY_DRAW = "may draw"
#: the answer of a player who declines to draw under ``MAY_DRAW``
NO_DRAW = "no draw"
