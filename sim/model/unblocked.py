"""Unblocked creatures (CR 509.1h): "An attacking creature with one or more creatures declared
as blockers for it becomes a blocked creature; one with no creatures declared as blockers for
it becomes an unblocked creature." Before blockers are declared an attacking creature is
neither; from then until the end of combat an attacking creature not blocked is unblocked —
one put onto the battlefield attacking after blockers were declared too (506.4, 508.4). Read
by ``Filter.unblocked`` ("an unblocked attacking creature you control": ninjutsu's cost,
702.49a)."""

from __future__ import annotations

from sim.model.combat_state import CombatState
from sim.model.objects import Step

#: the steps of the combat phase after blockers are declared (509.1h, 510, 511)
_AFTER_BLOCKS = frozenset((Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT))


def is_unblocked(combat: CombatState | None, step: Step, pid: str) -> bool:
    """Whether ``pid`` is an unblocked attacking creature now (509.1h): attacking, blockers
    declared (every defending player's, their costs paid), and not blocked."""
    return combat is not None and pid in combat.attackers and step in _AFTER_BLOCKS \
        and combat.block_queue == [] and combat.blocks_due is None \
        and pid not in combat.blocked


__all__ = ["is_unblocked"]
