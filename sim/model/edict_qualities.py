"""The qualities an edict (CR 701.21a: "<player> sacrifices <N> <kinds>") may add to the kinds
of permanent the player chooses among, kept as ``Op.rule`` of ``programs.SACRIFICE``
(``sim.rules.edicts``):

- ``ATTACKING``, ``BLOCKING``, ``ATTACKING_OR_BLOCKING``: "target player sacrifices an
  attacking creature" (506.4: a creature is attacking or blocking only during combat);
- ``WITH`` + a keyword's name: "each opponent sacrifices a creature with flying" (702: the
  ability as the permanent has it now);
- ``GREATEST_POWER``: "each opponent sacrifices a creature with the greatest power among
  creatures they control" (208.3: its power now; among tied creatures the player chooses);
- ``OTHER_THAN_SELF``: "sacrifice a creature other than ~" (not the source itself).

``COULDNT`` marks the instructions of "sacrifice a creature. if you can't, ~ deals 7 damage to
you" (``Op.if_paid``): done only if the controller sacrificed none (CR 701.21a: one can
sacrifice only a permanent one controls).
"""

from __future__ import annotations

ATTACKING, BLOCKING = "attacking", "blocking"
ATTACKING_OR_BLOCKING = "attacking or blocking"
#: the qualities said before the kinds ("an attacking creature")
COMBAT_QUALITIES = frozenset((ATTACKING, BLOCKING, ATTACKING_OR_BLOCKING))
#: "with <keyword>": the quality's prefix, the keyword's name after it ("with flying")
WITH = "with "
GREATEST_POWER = "with the greatest power"
OTHER_THAN_SELF = "other than ~"
#: ``Op.if_paid`` of "if you can't, <effect>" after the controller's own edict
COULDNT = "couldn't sacrifice"


def keyword_of(quality: str) -> str:
    """The keyword's name of a ``WITH`` quality ("flying"); "" for any other."""
    return quality[len(WITH):] if quality.startswith(WITH) and quality != GREATEST_POWER else ""


__all__ = ["ATTACKING", "ATTACKING_OR_BLOCKING", "BLOCKING", "COMBAT_QUALITIES", "COULDNT",
           "GREATEST_POWER", "OTHER_THAN_SELF", "WITH", "keyword_of"]
