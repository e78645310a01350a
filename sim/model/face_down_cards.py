"""Face-down spells and permanents (CR 708): the characteristics a face-down object has, and
the cost that turns it face up.

A card cast face down with morph, megamorph or disguise (702.37c, 702.168b) is a 2/2 creature
with no name, no mana cost (so colorless, 202.2, mana value 0), no subtypes and no abilities
(708.2a); one cast with disguise has ward {2} besides (702.168a). ``Permanent.card`` is then
one of these shared definitions and ``Permanent.face_down`` keeps the card's own, which no
opponent may look at (708.5); ``sim.rules.face_down`` turns it face up (702.37e, 116.2b) and
``sim.model.state.GameState.move`` reveals it as it leaves the battlefield or the stack
(708.9)."""

from __future__ import annotations

from sim.model.abilities import DISGUISE, FACE_UP_COSTS, WARD
from sim.model.card import CardDef

#: a face-down spell or permanent (708.2a): 2/2, no name, no cost, no subtypes, no abilities
FACE_DOWN_CARD = CardDef("", types=("Creature",), power=2, toughness=2)
#: one cast with disguise (702.168a): ward {2} too
FACE_DOWN_WARD_CARD = CardDef("", types=("Creature",), power=2, toughness=2,
                              params=frozenset([(WARD, "2")]))

#: how a face-down spell is named where the game shows it (708.2a: it has no name)
FACE_DOWN_NAME = "face-down creature spell"


def face_up_cost(card: CardDef) -> tuple[str, str] | None:
    """The keyword (``FACE_UP_COSTS``) and cost ("{2}{U}") that turn ``card`` face up while it
    is face down (702.37e; for the first such keyword it has), None when it has none."""
    for kind, value in card.params:
        if kind in FACE_UP_COSTS:
            return kind, value
    return None


def face_down_card(card: CardDef) -> CardDef:
    """The characteristics ``card`` has cast face down (708.2a; 702.168a: ward {2} with
    disguise)."""
    cost = face_up_cost(card)
    return FACE_DOWN_WARD_CARD if cost is not None and cost[0] == DISGUISE else FACE_DOWN_CARD


__all__ = ["FACE_DOWN_CARD", "FACE_DOWN_NAME", "FACE_DOWN_WARD_CARD", "face_down_card",
           "face_up_cost"]
