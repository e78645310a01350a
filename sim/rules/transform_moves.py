"""Putting a transforming double-faced card onto the battlefield transformed (CR 712.14): "exile
~, then return it to the battlefield transformed under its owner's control" and a dies
trigger's "return it to the battlefield [tapped and] transformed under its owner's control"
(the handlers of ``EXILE_RETURN_TRANSFORMED`` and ``RETURN_TRANSFORMED`` in
``sim.rules.effect_ops.OPS``).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import Exiled
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.zone_verbs import UNDER_YOURS
from sim.rules.tokens import enter_battlefield


def exile_return_transformed(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                             n: int) -> bool:
    """"Exile ~, then return it to the battlefield transformed under its owner's control" (or
    "... under your control": the ability's controller's, 110.2a): the
    permanent is exiled (a new object, 400.7, front face up, 712.8a), then put onto the
    battlefield under that player's control with its back face up (712.14), another new object,
    summoning sick (302.6). A token exiled ceases to exist (111.8, 704.5d) and doesn't return;
    a card that isn't a transforming double-faced card stays in exile (712.14a)."""
    for pid in objects:
        perm = state.permanents.get(pid)
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            continue
        state.move(pid, Zone.EXILE)
        state.log(Exiled, permanent=pid, reason=f"exiled by {work.item.name}")
        if perm.token or perm.card.back is None:
            continue
        perm.front, perm.card = perm.card, perm.card.back  # 712.14: back face up
        mine = (UNDER_YOURS, "") in op.params  # "under your control" (110.2a): the ability's
        enter_battlefield(state, pid, work.item.controller if mine else perm.owner)
    return True


def return_transformed(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                       n: int) -> bool:
    """A dies trigger's "return it to the battlefield [tapped and] transformed under its owner's
    control" (or "... under your control": the ability's controller's, 110.2a) (CR 712.14):
    the card, still in its owner's graveyard, enters with its back face up, a new object
    (400.7); not a token (gone, 704.5d), nor a card that has left the
    graveyard since, nor one that isn't a transforming double-faced card (712.14a)."""
    pid = work.item.source
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.GRAVEYARD or perm.token or perm.card.back is None:
        return True
    perm.front, perm.card = perm.card, perm.card.back  # 712.14: back face up
    mine = (UNDER_YOURS, "") in op.params  # "under your control" (110.2a): the ability's
    enter_battlefield(state, pid, work.item.controller if mine else perm.owner, tapped=op.tapped)
    return True
