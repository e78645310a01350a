"""An Aura's or Equipment's "enchanted | equipped creature can't attack you or planeswalkers you
control" (issue 29, attach; CR 508.1c: a restriction on the attack declared, 303.4, 301.5):
"you" is the Aura's or Equipment's controller (109.5), so the restriction is judged with its
source (``sim.legality.attack_ban_judge``), not from the creature's parameters alone.

The parameter's kind and value are its phrase ("can't attack you or " + "planeswalkers you
control" | "a planeswalker you control"; ``sim.model.restriction_unless.KIND_PHRASES``)."""

from __future__ import annotations

#: the parameter's kind (``Static.params`` of an Aura's or Equipment's static ability)
NO_ATTACKS_ON_CONTROLLER = "can't attack its source's controller"

#: its values, as written
PLANESWALKER_VALUES = frozenset(("planeswalkers you control", "a planeswalker you control"))

__all__ = ["NO_ATTACKS_ON_CONTROLLER", "PLANESWALKER_VALUES"]
