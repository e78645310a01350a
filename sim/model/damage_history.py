"""Whether a permanent was dealt damage this turn (CR 120.3): "destroy target creature that
was dealt damage this turn" (``TargetSpec.damaged``, a target's filter checked as it is
chosen and as the spell or ability resolves, 608.2b).

Damage dealt to a creature, planeswalker or battle notes the turn and the object
(``Permanent.damaged_at``: the turn and its ``moves``; a new object, 400.7, was dealt none),
whatever the damage's result — marked damage, -1/-1 counters from wither or infect (120.3d),
loyalty or defense counters removed — and whether or not the damage is still marked
(regeneration or an effect may have removed it, 701.19a). Damage marked on a permanent at all
was dealt this turn (marked damage wears off in each cleanup step, 514.2): a position set up
mid-turn with damage marked counts it.
"""

from __future__ import annotations

from sim.model.objects import Permanent

#: the words of the filter (CR 120.3)
DAMAGED_WORDS = "that was dealt damage this turn"


def damaged_this_turn(turn: int, perm: Permanent) -> bool:
    """Whether ``perm`` was dealt damage in turn ``turn`` (CR 120.3)."""
    return perm.damage > 0 or perm.damaged_at == (turn, perm.moves)


__all__ = ["DAMAGED_WORDS", "damaged_this_turn"]
