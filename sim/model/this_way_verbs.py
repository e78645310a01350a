"""The ``Op`` verbs of instructions that refer to what the instruction before them did (CR
608.2c: "... this way"), split from ``sim.model.programs``: "you gain life equal to the damage
dealt this way" (``GAIN_DEALT``; read by ``sim.text.library_rules``, checked by
``sim.text.this_way_text``, written back by ``sim.text.render_this_way``, run by
``sim.rules.dealt_this_way``)."""

from __future__ import annotations

#: "you gain life equal to the damage dealt this way" (CR 608.2c, 120.3, 119.3): right after
#: an instruction dealing damage, the damage its source dealt by it (after prevention, 615)
GAIN_DEALT = "gain life equal to the damage dealt this way"
