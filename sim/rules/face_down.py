"""Face-down spells and permanents (CR 708): casting a card face down with morph, megamorph
or disguise, and turning a face-down permanent face up.

A card with morph (702.37a), megamorph (702.37b) or disguise (702.168a) may be cast face down
for {3}, an alternative cost (702.37c, 702.168b, 118.9; offered by
``sim.rules.alt_costs.alternatives`` at sorcery speed): as that cost is chosen the card turns
face down and the spell on the stack is a 2/2 creature spell with no name, mana cost,
subtypes or abilities (708.2a, 708.4; ward {2} with disguise, 702.168a), so its cost changes
are those of that spell (702.37c). It resolves into a face-down permanent with the same
characteristics (``cast_face_down``; ``sim.model.face_down_cards``).

Any time its controller has priority, they may turn it face up by paying its morph,
megamorph or disguise cost (702.37e, 702.168d): a special action (116.2b) that doesn't use
the stack, so no player can respond to it, and possible with a split second spell on the
stack (702.61b) — in combat after blockers are declared, say (``face_up_actions``,
``turn_face_up``). It regains its own characteristics (708.8): its abilities that trigger on
entering the battlefield don't trigger, but "when ~ is turned face up" does
(``TurnedFaceUp``); with megamorph a +1/+1 counter is put on it as it turns face up
(702.37b). Whatever was done to it face down (counters, damage, effects, being tapped or
summoning sick) stays (708.8, 302.6). A face-down permanent or spell leaving for another
zone is revealed (708.9: ``sim.model.state.GameState.move``).
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.model.abilities import MEGAMORPH
from sim.model.actions import TurnFaceUp
from sim.model.board import retype
from sim.model.events import TurnedFaceUp
from sim.model.face_down_cards import FACE_DOWN_NAME, face_down_card, face_up_cost
from sim.model.mana import ManaCost
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.programs import Program
from sim.model.stack_objects import Casting
from sim.model.state import GameState
from sim.rules.costs import can_pay, pay


def cast_face_down(state: GameState, casting: Casting) -> Casting:
    """``casting`` with its card turned face down (702.37c, 702.168b, 708.4): the card's own
    characteristics kept hidden in ``Permanent.face_down``, the spell a nameless 2/2 creature
    spell with no abilities (708.2a; the name shown is ``FACE_DOWN_NAME``), paid for with
    mana alone (no convoke or delve: the face-down spell has no such ability)."""
    item = casting.item
    perm = state.permanents[item.source]
    perm.face_down, perm.card = perm.card, face_down_card(perm.card)
    state.version += 1
    return attrs.evolve(casting, item=attrs.evolve(item, name=FACE_DOWN_NAME,
                                                   program=Program("")), how="")


def face_up_actions(state: GameState, player: str) -> Iterator[TurnFaceUp]:
    """The face-down permanents ``player`` controls that they may turn face up now (702.37e,
    702.168d: with a morph, megamorph or disguise cost they can pay)."""
    for perm in state.battlefield():
        if perm.face_down is not None and perm.controller == player and \
                face_up_payable(state, perm):
            yield TurnFaceUp(perm.id)


def face_up_payable(state: GameState, perm: Permanent) -> bool:
    """Whether the face-down ``perm``'s controller can turn it face up now: it has a morph,
    megamorph or disguise cost (702.37e: one that hasn't can't be turned face up this way)
    they can pay."""
    card = perm.face_down
    cost = face_up_cost(card) if card is not None else None
    return cost is not None and can_pay(state, perm.controller, ManaCost.parse(cost[1]))


def turn_face_up(state: GameState, player: str, pid: str) -> None:
    """Turn the face-down ``pid`` face up (702.37e, 116.2b: no stack): its cost is paid, it
    regains its own characteristics (708.8), a megamorph permanent gets a +1/+1 counter
    (702.37b), and ``TurnedFaceUp`` is logged for "when ~ is turned face up" (its
    enters-the-battlefield abilities don't trigger: it entered already, 708.8). The player
    receives priority again (116.3c)."""
    perm = state.permanents[pid]
    card = perm.face_down
    assert card is not None and perm.zone is Zone.BATTLEFIELD
    cost = face_up_cost(card)
    assert cost is not None
    pay(state, player, ManaCost.parse(cost[1]))
    perm.card, perm.face_down = card, None
    if perm.printed is not None:  # a type-changing effect applied to the face-down 2/2 still
        perm.printed = card  # applies (708.8): ``retype`` brings ``card`` up to date
        retype(state, pid)
    if cost[0] == MEGAMORPH:
        perm.counters[PLUS] = perm.counters.get(PLUS, 0) + 1
    state.static_sources = None
    state.statics_may_change()
    state.version += 1
    state.changes += 1
    state.log(TurnedFaceUp, permanent=pid, player=player, name=card.name)
    state.passes = 0


__all__ = ["cast_face_down", "face_up_actions", "turn_face_up"]
