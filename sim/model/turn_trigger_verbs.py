"""The ``Op`` verb of a delayed triggered ability that lasts the rest of the turn (issue 29,
CR 603.7a, c): split from ``sim.model.programs``, whose verbs it joins. Read by
``sim.text.turn_trigger_text``, run by ``sim.rules.turn_triggers``, written back by
``sim.text.render_turn_triggers``."""

from __future__ import annotations

#: "whenever a creature attacks this turn, put a +1/+1 counter on it" (CR 603.7a, c): resolving,
#: the instruction creates a delayed triggered ability that triggers each time its event
#: happens until the turn ends; ``Op.rule`` is the ability written without "this turn" (the
#: trigger the engine matches), ``Op.program`` its effect
WHENEVER_THIS_TURN = "whenever this turn"

#: "when that creature leaves the battlefield this turn, <effect>" (CR 603.7a, 603.6c): like
#: ``WHEN_DIES``, about the last target, triggering once as it leaves the battlefield for any
#: zone that turn (``sim.rules.delayed.died``)
WHEN_LEAVES = "when that creature leaves the battlefield this turn"
