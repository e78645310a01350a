"""Reading Role tokens (CR 111.10, 303.7): "create a Monster | Royal | Sorcerer | Virtuous |
Wicked Role token attached to <creature>" — a target creature ("[up to one] [another | other] target
creature [you control]") or the creature the ability names ("it", "that creature", "~") —
into the ``create <kind> role`` verb (``sim.model.role_verbs``)."""

from __future__ import annotations

from typing import Any

from lark import Transformer

from sim.model.role_verbs import ROLE_VERBS
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


class RoleRules(Transformer[Any, Any]):
    """The transformer of the Role token rule."""

    def role_token(self, c: list[Any]) -> Instruction:
        (n, x), kind, who = c[0], str(c[1].children[0]), c[-1]
        verb = f"create {kind} role"
        spec = who.spec if isinstance(who, Who) else None
        if (n, x) != (1, False) or verb not in ROLE_VERBS or not isinstance(who, Who) or \
                who.kind not in ("self", "it", "target") or spec is not None and (
                    spec.zone or spec.types != frozenset({"creature"})):
            raise Refused("role token")  # CR 303.7: one Role, on a creature
        return Instruction("verb", who, verb)


__all__ = ["RoleRules"]
