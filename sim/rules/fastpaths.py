"""The switch of the engine's fast paths: shortcuts for common cases that make exactly the
changes and events of the general loop, with less machinery.

* a quiet board's priority: all pass without looking for actions or triggers
  (``sim.engine.core.is_quiet``, ``sim.rules.priority.priority``);
* a combat damage step where every assignment is forced (``sim.rules.combat_damage.forced_events``);
* a quiet combat from blockers declared to its end in one go (``sim.rules.quiet_combat.finish``).

``ENABLED = False`` takes the general path everywhere: tests compare the two on random boards
(tests/test_quiet.py), and a user who suspects a fast path can rule it out.
"""

from __future__ import annotations

ENABLED = True
