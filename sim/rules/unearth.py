"""Unearth (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
exile it instead of putting it anywhere else. Activate only as a sorcery." The ability is
activated from its owner's graveyard (``sim.rules.casting.activatable``: ``Cost.graveyard``);
resolving, it returns the card (``return_unearthed``), marked in ``Permanent.unearthed``:
``Board.move`` exiles it instead of putting it anywhere else, and the delayed triggered ability
(603.7) triggers once, at the next end step (``end_step_triggers``)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.abilities import EXILE_IF_DIES
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Zone
from sim.model.programs import EXILE, SELF, Op, Program
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.tokens import enter_battlefield

#: ``Permanent.unearthed``: returned by unearth, its delayed exile still to trigger; returned,
#: the delayed exile triggered already
PENDING, TRIGGERED = 1, 2

#: the delayed triggered ability's effect
_EXILE_IT = Program("exile ~", ops=(Op(EXILE, SELF),))


def return_unearthed(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """Unearth's effect (CR 702.84a): the card, if still in its owner's graveyard (400.7: else
    it is a new object, and nothing happens), returns to the battlefield under their control
    (110.2) and gains haste (an effect with no end, 611.2a); it is marked for the exile."""
    pid = work.item.source
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.GRAVEYARD:
        return True
    enter_battlefield(state, pid, perm.owner)
    # haste, and "exile it instead" as it would die (a replacement on dying, 614.1a, so no
    # "dies" event: 700.4); leaving for another zone, ``Board.move`` exiles it
    state.add_effect(Effect(frozenset({pid}), Duration.INDEFINITE, add=Kw.HASTE,
                            params=frozenset([(EXILE_IF_DIES, "")]),
                            description=f"{work.item.name} (unearth, CR 702.84a)"))
    perm.unearthed = PENDING
    return True


def end_step_triggers(state: GameState) -> list[StackItem]:
    """Unearth's delayed triggered ability (CR 702.84a, 603.7c: it triggers once), for each
    unearthed permanent still on the battlefield as the end step begins: "exile it", controlled
    by the unearth ability's controller (the permanent's owner, who activated it)."""
    out: list[StackItem] = []
    for perm in state.battlefield():
        if perm.unearthed == PENDING:
            perm.unearthed = TRIGGERED
            out.append(StackItem("", TRIGGER, perm.owner, perm.id,
                                 f"{perm.id}: exile it (unearth, CR 702.84a)", _EXILE_IT))
    return out

