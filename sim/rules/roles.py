"""Role tokens (CR 303.7, 111.10): "create a <kind> Role token attached to <creature>" and the
state-based action that keeps one Role per controller on a permanent.

The Role is an Aura token (``sim.model.role_verbs.ROLES``) created under the controller's
control already attached to the creature (303.4f: the effect says what it enchants); with no
such creature on the battlefield — no target chosen for "up to one", or the target gone — no
token is created. 303.7: if a permanent has more than one Role attached controlled by the same
player, each but the one with the most recent timestamp is put into its owner's graveyard (a
state-based action, 704.5): Roles are tokens, numbered in the order they were created
(``sim.rules.tokens``), and never move to another permanent, so the newest is the one with
the highest number.
"""

from __future__ import annotations

from sim.model.objects import Permanent, Zone
from sim.model.programs import Op
from sim.model.role_verbs import ROLE_VERBS
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.tokens import create_token, spec_card


def create_role(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Create the Role ``op.verb`` names attached to the creature ``objects`` holds (CR
    303.7); nothing when there is none on the battlefield."""
    host = state.permanents.get(objects[0]) if objects else None
    if host is None or host.zone is not Zone.BATTLEFIELD or not host.card.is_creature:
        return True
    [made] = create_token(state, work.item.controller, spec_card(ROLE_VERBS[op.verb]))
    state.permanents[made].attached_to = host.id
    state.static_sources = None  # what the Aura's static abilities apply to changed
    state.version += 1
    state.changes += 1
    return True


def _created(pid: str) -> int:
    """A token's creation number (``<controller>:token:<n>``); -1 for another object."""
    head, _, n = pid.rpartition(":token:")
    return int(n) if head and n.isdigit() else -1


def superseded(state: GameState, role: Permanent) -> bool:
    """Whether the Role ``role`` is attached to a permanent with a more recent Role its
    controller controls attached (CR 303.7): it is put into its owner's graveyard."""
    host = role.attached_to
    return host is not None and any(
        p.id != role.id and p.attached_to == host and p.controller == role.controller
        and "Role" in p.card.subtypes and _created(p.id) > _created(role.id)
        for p in state.battlefield())


__all__ = ["create_role", "superseded"]
