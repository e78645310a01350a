"""The subjects of the combat trigger conditions of ``sim.text.combat_event_rules`` (read
there, matched by ``sim.rules.combat_events``, rendered by ``sim.text.render_combat_events``;
CR 603.2, 508.1, 509.1):

* "whenever ~ attacks for the first time each turn" (``FIRST_ATTACK``);
* "whenever ~ blocks or becomes blocked by a <quality> creature": ``BLOCKED_BY`` and the
  quality (``BECOMES_BLOCKED_BY``: "whenever ~ becomes blocked by a <quality> creature", ~
  attacking only) — a color ("a white creature"), two ("a green or white creature"), a color it
  hasn't ("a nonblack creature", CR 105.2) or a creature type it hasn't ("a non-Wall
  creature", 205.3m).
"""

from __future__ import annotations

#: "whenever ~ attacks for the first time each turn"
FIRST_ATTACK = "self attacks first each turn"
#: "whenever ~ blocks or becomes blocked by a <quality> creature": the subject's prefix
BLOCKED_BY = "self blocks or blocked by "
#: "whenever ~ becomes blocked by a <quality> creature": the subject's prefix
BECOMES_BLOCKED_BY = "self blocked by "

_COLORS = ("white", "blue", "black", "red", "green")
#: the qualities read: each color, two colors (either order), "non<color>", "non-wall"
BLOCK_QUALITIES = frozenset((*_COLORS, *(f"{a} or {b}" for a in _COLORS for b in _COLORS
                                        if a != b),
                             *(f"non{c}" for c in _COLORS), "non-wall"))
#: every subject of these conditions
COMBAT_EVENT_SUBJECTS = frozenset((FIRST_ATTACK, *(BLOCKED_BY + q for q in BLOCK_QUALITIES),
                                   *(BECOMES_BLOCKED_BY + q for q in BLOCK_QUALITIES)))
