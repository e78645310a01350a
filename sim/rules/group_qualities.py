"""The qualities of a group that narrow it beyond its types and controller (CR 115.10: a group,
not targeted): "each legendary creature you control" (a supertype, CR 205.4a) and "each
modified creature you control" (CR 700.9: "A permanent is modified if it has one or more
counters on it, if it's equipped, or if it's enchanted by an Aura that's controlled by its
controller"). ``sim.rules.targeting.qualifies`` asks only when the group names one."""

from __future__ import annotations

from sim.model.attached_qualities import has_attached_quality
from sim.model.filters import MODIFIED
from sim.model.objects import Permanent
from sim.model.state import GameState
from sim.model.target_specs import TargetSpec


def has_qualities(state: GameState, spec: TargetSpec, perm: Permanent) -> bool:
    """Whether ``perm`` has the supertype ``spec`` names (205.4a) and is modified if it says
    so (700.9)."""
    if spec.supertype and spec.supertype not in perm.card.supertypes:
        return False
    return not spec.modified or is_modified(state, perm)


def is_modified(state: GameState, perm: Permanent) -> bool:
    """CR 700.9: a counter of any kind on it (122.1), an Equipment attached to it (301.5), or
    an Aura attached to it whose controller is its controller (303.4)."""
    return has_attached_quality(state.battlefield(), perm, MODIFIED)
