"""A quick necessary condition of paying a spell's mana cost (issue 31, speed): the most mana
of each kind a player could have for it, so a card whose colored symbols ask more is known
uncastable without the exact search (``costs.can_pay``, CR 601.2g-h).

The bound holds only where the printed mana cost is what is paid with the pool and the
sources as they are: no static ability in play (none restricts or adds mana, CR 106.6-7,
605.1b, 613.1f), no restricted mana in the pool, no permanent with parameters (no cost
change, 601.2f), and a card with no parameters of its own (no alternative or additional
cost, kicker, convoke, 118.9, 601.2b); otherwise ``bounds`` is None and nothing is ruled out.
"""

from __future__ import annotations

from sim.model.card import CardDef
from sim.model.mana import ManaCost
from sim.model.state import GameState
from sim.rules.cost_changes import with_params
from sim.rules.costs import Source


def bounds(state: GameState, player: str, sources: list[Source]) -> tuple[int, ...] | None:
    """The most mana of each kind (W, U, B, R, G, C) ``player`` could pay a printed cost
    with: their pool's, and for each of ``sources`` (``costs.mana_sources``) the most of that
    kind one of its activations makes; None where the bound does not hold (the module
    docstring)."""
    if state.statics_present() or with_params(state):
        return None
    owner = state.players[player]
    if owner.limited_mana:
        return None
    pool = owner.mana
    most = [pool.W, pool.U, pool.B, pool.R, pool.G, pool.C]
    for source in sources:
        for way in source[3]:
            for k in range(6):
                if way[k] > 0:
                    most[k] += way[k]  # (at most: every alternative counted)
    return tuple(most)


def short(card: CardDef, most: tuple[int, ...] | None) -> bool:
    """Whether ``card``'s mana cost has more symbols of some kind (W, U, B, R, G, C) than
    ``most`` (``bounds``) allows: then it can't be paid (CR 601.2g-h, 107.4a-c)."""
    if most is None or card.params:
        return False
    cost = ManaCost.parse(card.cost)
    if cost.hybrid:
        return False  # (a hybrid or Phyrexian symbol may be paid another way, 107.4e-f)
    return most[0] < cost.W or most[1] < cost.U or most[2] < cost.B or most[3] < cost.R or \
        most[4] < cost.G or most[5] < cost.C  # (no tuple built: this runs per card listed)
