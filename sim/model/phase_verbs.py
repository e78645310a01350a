"""The ``Op.rule`` of an additional combat phase "after this phase" (CR 500.8): "after this
phase, there is an additional combat phase" (``Op(EXTRA_COMBAT, rule=AFTER_THIS_PHASE)``; read
by ``sim.text.after_phase_text`` after an attack trigger, done by ``sim.rules.after_phase``),
beside the main phase's "after this main phase, there is an additional combat phase followed
by an additional main phase" (``Op(EXTRA_COMBAT)``)."""

from __future__ import annotations

AFTER_THIS_PHASE = "after this phase"
