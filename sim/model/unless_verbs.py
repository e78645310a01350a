"""The "unless" instruction (CR 118.12a): "<instruction> unless <player> pays <cost>" — "counter
target spell unless its controller pays {3}", "sacrifice it unless you return a land you
control to its owner's hand", "each opponent sacrifices a permanent unless they pay {1}".

Read by ``sim.text.unless_rules`` into two ``Op``s: an ``UNLESS`` op (the choice, asked as the
spell or ability resolves) followed by the instruction it spares, marked ``Op.if_paid``
``SPARED``: done only when the cost was not paid (``Resolving.unpaid``; for ``THEY``, only for
the players who did not pay, ``Resolving.unpaid_by``). Run by ``sim.rules.unless``, written
back by ``sim.text.render_unless``.

The ``UNLESS`` op: ``who`` the player who may pay (``YOU``, ``controller:target:0``, a target
player, ``THAT_PLAYER``), or "" with ``card`` naming them (``THEY``: each player the spared
instruction acts on, for themselves). The cost: mana
(``rule`` the mana, "{X}" with ``x``: the spell's X, CR 107.3), life (``rule`` ``LIFE``,
``amount`` the life, 119.4) or objects (``Op.cost``, a ``sim.model.cost_parts.CostPart``:
sacrifice, discard, exile from a graveyard, return to the hand).
"""

from __future__ import annotations

#: the choice to pay, before the instruction it spares (CR 118.12a)
UNLESS = "unless"
#: ``Op.if_paid`` of the instruction done only when its "unless" cost was not paid
SPARED = "unless not paid"
#: the payer: each player the spared instruction acts on ("unless they pay")
THEY = "they"
#: ``Op.rule`` of a cost in life ("unless they pay 2 life", CR 119.4); of "unless its
#: controller has ~ deal 3 damage to them" (``amount`` the damage, dealt by the source)
LIFE, DAMAGE = "life", "damage"


__all__ = ["DAMAGE", "LIFE", "SPARED", "THEY", "UNLESS"]
