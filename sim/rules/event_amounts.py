"""How much damage the event a damage trigger triggered on dealt (CR 603.2, 120.3): "whenever
~ deals damage, you gain that much life" (``GAIN_THAT_MUCH``), the amount its triggered ability
carries as ``StackItem.x`` (``sim.rules.triggers.collect``).

Its triggers (``THAT_MUCH_TRIGGERS``) are those ``sim.rules.event_triggers.matches_more``
answers once per batch of damage dealt at once (a resolution's, or a combat damage step's,
510.2): "<it> deals [combat] damage", "<it> is dealt [combat] damage", <it> ~ or the creature
an Aura or Equipment is attached to (301.5, 303.4). The amount is the total of that batch's
damage <it> dealt (or was dealt), only damage greater than 0 being dealt (120.1), read over the
same events ``matches_more`` reads: those before <it> left the battlefield, or before the
Equipment became unattached from it. And "<it> deals combat damage to a player [an opponent]"
(once per player dealt damage): the combat damage <it> dealt to players, all of it to the one
player it attacks (510.1a-c: a creature deals combat damage to one player a step at most).

And "you gain life equal to the life lost this way" (``GAIN_LOST``, CR 608.2c, 119.3): the life
the life-loss instruction just before it made players lose, kept on ``Resolving.lost``.
"""

from __future__ import annotations

import attrs

from sim.model.events import DamageDealt, Event, Unattached
from sim.model.objects import Permanent, Zone
from sim.model.programs import DRAW_THAT_MANY, GAIN_THAT_MUCH, THAT_MUCH_DAMAGE, Op, Program
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.that_many import THAT_MANY
from sim.rules.event_triggers import seen_before_leaving
from sim.rules.life import gain_life


def uses_that_much(program: Program) -> bool:
    """Whether an instruction of ``program`` counts "that much" (``GAIN_THAT_MUCH``,
    ``DRAW_THAT_MANY``, damage of ``THAT_MUCH_DAMAGE``: "it deals that much damage to ...")."""
    return any(op.verb in (GAIN_THAT_MUCH, DRAW_THAT_MANY) or
               any(k in (THAT_MUCH_DAMAGE, THAT_MANY) for k, _ in op.params) for op in program.ops)


def damage_total(state: GameState, perm: Permanent, subject: str, batch: list[Event]) -> int:
    """The damage of ``batch`` the damage trigger of ``perm`` with ``subject`` (one of
    ``THAT_MUCH_TRIGGERS``) counts: dealt by <it>, or to <it> ("dealt damage")."""
    who, _, what = subject.partition(" ")
    me = perm.id
    if perm.zone is not Zone.BATTLEFIELD:  # as ``matches_more``: the events before it left
        seen = seen_before_leaving(state, perm, batch)
        if seen is None:
            return 0
        perm, batch = seen
    it = me if who == "self" else perm.attached_to
    if it is None:  # an Equipment unattached since: what it was attached to, before
        loose = next(((i, e) for i, e in enumerate(batch)
                      if isinstance(e, Unattached) and e.permanent == me), None)
        if loose is None:
            return 0
        batch, it = batch[:loose[0]], loose[1].creature
    to_it = what.startswith("dealt")
    if what in ("to a player", "to an opponent"):  # combat damage, to the one player it attacks
        return sum(e.amount for e in batch if isinstance(e, DamageDealt) and e.amount > 0
                   and e.source == it and e.combat and e.target in state.players
                   and (what == "to a player" or e.target != perm.controller))
    combat = what in ("combat", "dealt combat damage")
    return sum(e.amount for e in batch if isinstance(e, DamageDealt) and e.amount > 0
               and (e.target if to_it else e.source) == it and (e.combat or not combat))


# --- "the life lost this way" (CR 608.2c, 119.3; ``GAIN_LOST``) ---
def note_lost(state: GameState, lost: int) -> None:
    """Keep ``lost``, the life the resolving instruction just made players lose (CR 119.3),
    on ``state.resolving`` for "you gain life equal to the life lost this way" after it."""
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, lost=lost)


def gain_lost(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"You gain life equal to the life lost this way" (CR 608.2c, 119.3): the life the
    instruction before it made players lose, all of it (a player at 0 life loses it all)."""
    current = state.resolving
    lost = current.lost if current is not None else 0
    for o in objects:
        if o in state.players:
            gain_life(state, o, lost, work.item.name)  # 119.7: unless they can't
    return True
