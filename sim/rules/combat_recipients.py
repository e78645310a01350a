"""The recipients a creature's combat names (issue 29, damage; ``sim.model.damage_verbs``):
"each creature blocking it" — the creatures blocking it now (CR 509.1h, 506.4: one that has
left combat blocks nothing) — and "the player or planeswalker it's attacking" (CR 506.3d,
508.1b: what it was declared attacking; none once it is removed from combat, or when it attacks
a battle, which is neither). "It" is ~ (``programs.SELF``) or the creature the trigger is about
(``programs.THAT``, 603.2).
"""

from __future__ import annotations

from sim.model.damage_verbs import BLOCKERS_OF
from sim.model.programs import SELF
from sim.model.stack_objects import StackItem
from sim.model.state import GameState


def combat_recipients(state: GameState, item: StackItem, ref: str) -> list[str]:
    """The objects or players ``ref`` (``BLOCKERS_OF`` or ``ATTACKED_BY`` and "self" |
    "that") names as ``item`` resolves."""
    combat = state.combat
    prefix, it = ref.split(":", 1)
    creature = item.source if it == SELF else item.that
    if combat is None or creature is None or creature not in combat.attackers:
        return []
    if prefix + ":" == BLOCKERS_OF:
        return [b for b in combat.blocked_by.get(creature, ())
                if creature in combat.blocks.get(b, ())]
    attacked = combat.attackers[creature]
    return [attacked] if attacked in state.players or state.is_planeswalker(attacked) else []
