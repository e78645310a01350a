"""Additional costs of X objects or X life (CR 601.2b: "as an additional cost to cast this
spell, discard X cards"; 107.3: X is announced as the spell is cast, then the cost is X of
them; 118.3: a player can't pay more than they have; 119.4: life).

The ``X_COST`` parameter's value is the cost's words ("discard x cards", "discard x cards at
random", "discard x creature cards", "pay x life", "exile x creature cards from your
graveyard", "sacrifice x lands", "return x swamps you control to their owner's hand");
``x_part`` makes it, once X is announced, the cost part the engine pays with the objects
chosen one at a time (``sim.model.cost_parts``: the parts of an activated ability's cost,
``sim.rules.cost_choices``); ``sim.rules.x_paid`` runs it."""

from __future__ import annotations

from sim.model.abilities import Filter
from sim.model.cost_parts import BATTLEFIELD, GRAVEYARD, HAND, CostPart

#: "as an additional cost to cast this spell, <verb> x <objects>" (CR 601.2b, 107.3)
X_COST = "additional x cost"

#: the objects a cost names, after its "x" (plural, as printed) and what they are
_KINDS = {"cards": (), "creature": (Filter(card_type="Creature"),),
          "land": (Filter(card_type="Land"),), "lands": (Filter(card_type="Land"),),
          "creatures": (Filter(card_type="Creature"),), "swamps": (Filter(subtype="Swamp"),)}


def x_life(value: str) -> bool:
    """Whether the cost ``value`` is "pay x life" (CR 119.4)."""
    return value == "pay x life"


def x_part(value: str, x: int) -> CostPart:
    """The cost part of the cost ``value`` (not "pay x life") with X announced as ``x``: its
    verb (701.9a discard, 701.9b at random, 406.3 exile, 701.21a sacrifice, a return to the
    hand), ``x`` objects of its kind from the caster's hand, graveyard or battlefield."""
    words = value.split()
    zone = HAND if words[0] == "discard" else GRAVEYARD if words[-1] == "graveyard" else \
        BATTLEFIELD
    return CostPart(words[0], x, _KINDS[words[2]], zone, random=words[-1] == "random")
