"""Transforming double-faced cards (CR 701.28, 712): a permanent turns over to its other face.

A transforming double-faced card's ``CardDef`` knows its back face (``CardDef.back``, read by the
same Oracle compiler). Transforming keeps the permanent one object (it doesn't change zones,
so it keeps its counters, damage, attachments, tapped status, controller and the effects that
apply to it); only its characteristics become those of the other face (712.8d-e): its
``card`` is the back face, its front kept in ``Permanent.front`` (``sim.model.board`` turns it
front face up again as it leaves the battlefield, 712.8a). A permanent without a back face
can't transform (701.28c), and an ability of a permanent put on the stack before that
permanent last transformed doesn't transform it again (701.28f).

The werewolves' intervening "if" clauses (CR 603.4) read what the players cast during the
previous turn (``Player.spells_last_turn``, kept by ``sim.rules.turn``).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model import zone_verbs as zv
from sim.model.abilities import DAYBOUND, NIGHTBOUND
from sim.model.board import retype
from sim.model.events import Transformed
from sim.model.objects import Zone
from sim.model.stack_objects import SPELL, Resolving
from sim.model.state import GameState


def transform(state: GameState, pid: str) -> bool:
    """Turn the permanent ``pid`` over (CR 701.28a): a front face up becomes its back face
    (``CardDef.back``), a back face its front; the object is the same, its counters, damage,
    attachments and status kept (712.8d-e; no zone change, 400.7). False, and nothing
    happens, for a permanent that isn't a transforming double-faced card (701.28c)."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    printed = perm.printed if perm.printed is not None else perm.card
    if perm.front is not None:
        perm.card, perm.front, face = perm.front, None, "front"
    elif printed.back is not None:
        perm.card, perm.front, face = printed.back, printed, "back"
    else:
        return False
    perm.printed = None
    perm.transformed_at = state.stack_count
    state.static_sources = None  # its static abilities are the other face's (604.1)
    retype(state, pid)  # the type-changing effects that apply to it apply on (613.1d)
    state.statics_may_change()
    state.log(Transformed, permanent=pid, name=perm.card.name, face=face)
    return True


def transform_op(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Transform ~" (CR 701.28a). An activated or triggered ability of the permanent
    transforms it only if it hasn't transformed since the ability was put on the stack
    (701.28f: two werewolf triggers on the stack turn it over once; a delayed triggered
    ability, ``StackItem.moves`` set, is not held back). A permanent with daybound or
    nightbound transforms only as it becomes night or day (702.145b, 702.145e:
    ``sim.rules.day_night``), never by this instruction."""
    item = work.item
    for pid in objects:
        perm = state.permanents.get(pid)
        if perm is None or perm.card.params and (
                (DAYBOUND, "") in perm.card.params or (NIGHTBOUND, "") in perm.card.params):
            continue  # 702.145b, 702.145e: it transforms only as day and night change
        if pid == item.source and item.kind != SPELL and item.moves < 0 and \
                item.id[1:].isdigit() and perm.transformed_at >= int(item.id[1:]):
            continue  # 701.28f
        transform(state, pid)
    return True


def spells_last_turn_holds(state: GameState, condition: str) -> bool:
    """The werewolves' intervening "if" (CR 603.4): "if no spells were cast last turn" (no
    player cast one during the previous turn), "if a player cast two or more spells last turn"
    (one player cast at least two)."""
    counts = [p.spells_last_turn for p in state.players.values()]
    if condition == zv.NO_SPELLS_LAST_TURN:
        return not any(counts)
    return max(counts, default=0) >= 2
