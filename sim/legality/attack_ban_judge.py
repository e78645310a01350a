"""An Aura's or Equipment's "enchanted | equipped creature can't attack you or planeswalkers you
control" judged (issue 29, attach; ``sim.model.attack_bans``; CR 508.1c: a restriction on
the attack declared; 303.4, 301.5: it applies to the creature the source is attached to; 109.5:
"you" is the source's controller). A battle that player protects is not barred (only "you"
and "planeswalkers you control" are named, 310.8)."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.attack_bans import NO_ATTACKS_ON_CONTROLLER
from sim.model.objects import Permanent
from sim.model.state import GameState


def host_barred(state: GameState, source: Permanent, static: Static, attacker: str,
                target: str) -> bool:
    """Whether ``static`` of ``source``, attached to ``attacker``, bars it from attacking
    ``target`` (a player or a permanent). Called only with a static that has parameters."""
    if source.attached_to != attacker or not any(
            k == NO_ATTACKS_ON_CONTROLLER for k, _ in static.params):
        return False
    you = source.controller
    if target in state.players:
        return target == you
    perm = state.permanents[target]
    return perm.controller == you and "Planeswalker" in perm.card.types


__all__ = ["host_barred"]
