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

#: "shuffle the cards from your hand into your library, then draw that many cards", "each
#: player shuffles the cards from their hand into their library, then draws that many cards"
#: (CR 701.24a, 121.1, 608.2c): every player puts their whole hand into their library and
#: shuffles it, then each draws as many cards as they put there
SHUFFLE_HAND_DRAW = "shuffle hand, draw that many"
