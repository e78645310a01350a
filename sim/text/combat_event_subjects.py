"""The subjects of the combat trigger conditions of ``sim.text.combat_event_rules`` (read
there, matched by ``sim.rules.combat_events``, rendered by ``sim.text.render_combat_events``;
CR 603.2, 508.1, 509.1):

* "whenever ~ attacks for the first time each turn" (``FIRST_ATTACK``);
* blocking and becoming blocked (``block_subject``): who ("~", "equipped creature",
  "enchanted creature"), what it does ("blocks or becomes blocked", "becomes blocked",
  "blocks"), and the other creature: "by a <quality> creature" — once per such creature
  (509.1: each blocker is declared blocking its attackers; "that creature" the other one) —
  or "by one or more <quality> creatures" — once (603.2c; "it" the creature the trigger is
  about) — or none ("enchanted creature blocks or becomes blocked": once). The qualities: any
  creature (""), a color ("white"), either of two ("green or white"; "blue and/or black"), a
  color it hasn't ("nonblack", CR 105.2), "colorless" (105.2c), "artifact" (an artifact
  creature), a creature type ("type:Vampire"; "non-wall": not a Wall, 205.3m).
"""

from __future__ import annotations

#: "whenever ~ attacks for the first time each turn"
FIRST_ATTACK = "self attacks first each turn"

_COLORS = ("white", "blue", "black", "red", "green")
#: the color qualities read: each color, two colors (either order), "non<color>", "non-wall"
BLOCK_QUALITIES = frozenset((*_COLORS, *(f"{a} or {b}" for a in _COLORS for b in _COLORS
                                        if a != b),
                             *(f"non{c}" for c in _COLORS), "non-wall"))
#: every fixed subject of these conditions
COMBAT_EVENT_SUBJECTS = frozenset((FIRST_ATTACK,))

#: who a block trigger is about: ~, or the creature the source is attached to
BLOCK_WHO = ("self", "equipped", "enchanted")
#: what it does: blocks or becomes blocked, becomes blocked (509.1h), blocks
EITHER, BLOCKED, BLOCKS = "either", "blocked", "blocks"
#: once per other creature ("by a creature"), or once ("by one or more creatures")
EACH, SOME = "each", "some"
#: the quality of no "by ..." phrase ("whenever enchanted creature blocks or becomes blocked")
NO_OTHER = "-"
#: the subjects' beginnings (``sim.rules.combat_events``)
BLOCK_PREFIXES = tuple(f"{who} block|" for who in BLOCK_WHO)


def block_subject(who: str, verb: str, many: str, quality: str) -> str:
    """A block trigger's subject: "self block|either|each|white" (it starts with "self" for
    a trigger about ~: "it" is ~, ``sim.text.trigger_referents``)."""
    return f"{who} block|{verb}|{many}|{quality}"


def block_parts(subject: str) -> tuple[str, str, str, str] | None:
    """(who, verb, many, quality) of a block trigger's subject, or None for another."""
    who, sep, rest = subject.partition(" block|")
    parts = rest.split("|")
    if not sep or who not in BLOCK_WHO or len(parts) != 3:
        return None
    return who, parts[0], parts[1], parts[2]
