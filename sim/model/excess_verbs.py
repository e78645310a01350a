"""Marks of a damage instruction (``Op.params`` of a ``DAMAGE``) that change the damage it deals
(split from ``sim.model.programs``; read by ``sim.text.excess_text``, done by
``sim.rules.excess_damage``):

* ``EXCESS_TO_CONTROLLER``: "~ deals 4 damage to target creature. Excess damage is dealt to that
  creature's controller instead." (CR 120.4a: the damage event is modified as it is dealt — the
  creature is dealt lethal damage, its controller the rest, at once).
* ``CANT_BE_PREVENTED``: "... the damage can't be prevented" (CR 615.12)."""

from __future__ import annotations

EXCESS_TO_CONTROLLER = "excess damage to that creature's controller"
CANT_BE_PREVENTED = "the damage can't be prevented"

#: each mark's sentence, after the damage instruction
MARK_SENTENCES = {EXCESS_TO_CONTROLLER: "excess damage is dealt to that creature's controller "
                                        "instead",
                  CANT_BE_PREVENTED: "the damage can't be prevented"}

__all__ = ["CANT_BE_PREVENTED", "EXCESS_TO_CONTROLLER", "MARK_SENTENCES"]
