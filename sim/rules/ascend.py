"""Ascend and the city's blessing (CR 702.131).

702.131a: ascend on an instant or sorcery spell is a spell ability: "If you control ten or
more permanents and you don't have the city's blessing, you get the city's blessing for the
rest of the game" — checked as the spell resolves, before its other instructions (the keyword
comes first; ``resolved``). 702.131b: ascend on a permanent is a static ability: "Any time
you control ten or more permanents and you don't have the city's blessing, you get the city's
blessing for the rest of the game" — it doesn't use the stack, and ten permanents for an
instant is enough (a legendary permanent entering as the tenth before the legend rule puts
one away). 702.131c: the city's blessing is a designation with no rules meaning of its own;
any number of players may have it (``Player.city_blessing``), and nothing takes it away.
702.131d: after a player gets it, continuous effects are reapplied before triggers are
checked (``GameState.version``: every characteristic is computed afresh).

The permanent's check runs where the number of permanents a player controls can reach ten:
as a permanent enters the battlefield under their control (``entered``: a resolving permanent
spell, a token, a land played, a face-down permanent, a card put onto the battlefield), as
they gain control of permanents (``sim.rules.move_ops.gain_control``; an exchange of control
once it is complete, ``sim.rules.control_exchange``: it is simultaneous, 701.12a) and
whenever state-based actions are checked (``sim.rules.sba``: control an Aura gives). It
costs nothing on a board without ascend: ``entered`` looks only when the
entering permanent has ascend or its controller controlled one (``Player.ascends``, kept by
``ascend_permanents``), and state-based actions ask only for a permanent whose card has it.
"""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.objects import Permanent
from sim.model.state import GameState

#: ascend, as a plain int (``GameState.keywords``)
ASCEND = int(Kw.ASCEND)

#: how many permanents a player controls to get the city's blessing (CR 702.131a-b)
TEN = 10


def _bless(state: GameState, player: str) -> None:
    """``player`` gets the city's blessing for the rest of the game (702.131c); continuous
    effects are reapplied (702.131d)."""
    state.players[player].city_blessing = True
    state.version += 1
    state.changes += 1


def resolved(state: GameState, player: str) -> None:
    """An instant or sorcery with ascend that ``player`` controls resolves (CR 702.131a):
    ten or more permanents controlled now give the blessing."""
    if state.players[player].city_blessing:
        return
    if sum(1 for p in state.battlefield() if p.controller == player) >= TEN:
        _bless(state, player)


def ascend_permanents(state: GameState, player: str) -> None:
    """A permanent with ascend ``player`` controls (its abilities now, 613.1f: one that lost
    them has none) gives the blessing while they control ten or more permanents (702.131b);
    ``Player.ascends`` notes whether they control such a permanent."""
    owner = state.players[player]
    if owner.city_blessing:
        return
    count, has = 0, False
    for perm in state.battlefield():
        if perm.controller == player:
            count += 1
            if not has and perm.card.bits & ASCEND:
                has = bool(state.keywords(perm.id) & ASCEND)
    owner.ascends = has
    if has and count >= TEN:
        _bless(state, player)


def entered(state: GameState, perm: Permanent) -> None:
    """``perm`` entered the battlefield under its controller's control: the tenth permanent,
    or a permanent with ascend among ten (702.131b)."""
    owner = state.players[perm.controller]
    if not owner.city_blessing and (owner.ascends or perm.card.bits & ASCEND):
        ascend_permanents(state, perm.controller)


__all__ = ["ASCEND", "TEN", "ascend_permanents", "entered", "resolved"]
