"""The parts of an activated ability's cost that act on objects other than mana, {T} and
life (CR 118.3, 602.2b, 601.2h): sacrificing, discarding, exiling from a graveyard, returning
to a hand, removing or putting counters — on permanents or cards the player chooses as the
cost is paid (``CostPart.what``) or on the ability's source itself (``CostPart.own``).

``sim.text`` reads them ("Sacrifice a creature", "Discard two cards", "Remove a +1/+1
counter from ~", "Exile ~ from your graveyard"), ``sim.text.render_activated.cost`` writes them
back, and ``sim.rules.cost_parts`` offers the choices and pays them.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import Filter

#: the verbs (CR 701.21a sacrifice, 701.9a discard, 406.3 exile, 400.7 a zone change to a
#: hand, 122.1 counters)
SACRIFICE, DISCARD, EXILE, RETURN, REMOVE_COUNTERS, PUT_COUNTERS = (
    "sacrifice", "discard", "exile", "return", "remove counters", "put counters")

#: "mill a card" (CR 701.13a: the top cards of the payer's library; 118.3: not with fewer
#: cards there), paid with no choice
MILL = "mill"

#: "exile the top card | the top two cards of your library" (CR 406.3; 118.3: not with fewer
#: cards there), paid with no choice
EXILE_TOP = "exile top"

#: "reveal ~ from your hand" (forecast's, CR 702.57a-b): the ability is activated only from
#: its owner's hand; revealing it changes nothing the engine keeps (every player sees it)
REVEAL = "reveal"

#: "exert ~" (CR 701.43a: its controller chooses to have it not untap during their next untap
#: step; ``sim.rules.exerting``), paid with no choice, always payable (701.43b: even an
#: untapped or already exerted permanent)
EXERT = "exert"


#: where the objects a part names are: the battlefield (permanents their payer controls), the
#: payer's hand, the payer's graveyard
BATTLEFIELD, HAND, GRAVEYARD = "battlefield", "hand", "graveyard"


#: a ``CostPart.count`` for "remove any number of <kind> counters from ~": the ability's X,
#: announced as it is activated (CR 601.2b, 602.2b), at most the counters there are (118.3)
ANY_NUMBER = -1

#: a ``CostPart.count`` for "remove x <kind> counters from ~": the same, worded with X
X_COUNTERS = -2


@attrs.frozen(slots=True)
class CostPart:
    """One part of a cost: ``verb`` ``count`` objects of one of the kinds ``what`` lists
    (any of them; none: any card, for a hand or a graveyard) from ``zone``, chosen as the
    cost is paid (601.2h) — or, with ``own`` set, the ability's source itself ("remove a
    +1/+1 counter from a creature you control": the permanent chosen, one with such a
    counter, 122.1; "... from ~": the source). ``other``:
    "another" (not the source, 611.3); ``counter``: the kind of counter removed or put
    ("+1/+1", "charge"); ``random``: "discard a card at random" (701.9b)."""

    verb: str
    count: int = 1
    what: tuple[Filter, ...] = ()
    zone: str = BATTLEFIELD
    own: bool = False
    other: bool = False
    counter: str = ""
    random: bool = False

    @property
    def chosen(self) -> bool:
        """Whether the player chooses the objects it acts on as it is paid (601.2h): any part
        not about the source itself and not at random."""
        return not self.own and not self.random and self.verb not in (MILL, EXERT, EXILE_TOP)


def unpaid_parts(parts: list[CostPart] | tuple[CostPart, ...]) -> list[str]:
    """The parts of one cost the engine does not pay (``Cost.unpaid``): two parts choosing
    from the same zone (one object could be counted for both; no such cost is read
    exactly), or two about the source itself."""
    zones = [p.zone for p in parts if p.chosen]
    selves = [p for p in parts if p.own]
    out = []
    if len(zones) != len(set(zones)):
        out.append("two cost parts choosing from one zone")
    if len(selves) > 1:
        out.append("two cost parts on the source")
    return out


__all__ = ["unpaid_parts", "ANY_NUMBER", "BATTLEFIELD", "DISCARD", "EXERT", "EXILE", "EXILE_TOP",
           "GRAVEYARD", "REVEAL",
           "HAND",
           "MILL", "PUT_COUNTERS", "REMOVE_COUNTERS", "RETURN", "SACRIFICE", "X_COUNTERS",
           "CostPart"]
