"""The tap and untap symbols in an activated ability's cost (CR 107.5, 107.6): "{T}" means
"tap this permanent", "{Q}" means "untap this permanent"; a permanent already tapped can't pay
{T}, one already untapped can't pay {Q} (118.3), and a creature's ability with either symbol
can't be activated unless its controller has controlled it continuously since their most
recent turn began (302.6), haste aside (702.10c). Paying {Q} untaps it — or, with a stun counter
on it, removes one instead (122.1d: the untap is replaced; the cost is still paid, as the stun
counter's ruling says). Used by ``sim.rules.casting`` (``activatable``, ``pay_costs``)."""

from __future__ import annotations

from sim.model.events import Tapped, Untapped
from sim.model.keywords import Kw
from sim.model.objects import Permanent, stunned
from sim.model.programs import Cost
from sim.model.state import GameState


def symbols_payable(state: GameState, perm: Permanent, cost: Cost) -> bool:
    """Whether ``perm`` can pay ``cost``'s {T} and {Q} now (CR 107.5, 107.6, 302.6)."""
    if cost.tap and perm.tapped or cost.untap and not perm.tapped:
        return False
    return not ((cost.tap or cost.untap) and perm.card.is_creature and perm.sick
                and not state.has(perm.id, Kw.HASTE))


def pay_symbols(state: GameState, source: str, tap: bool, untap: bool) -> None:
    """Tap (``tap``: {T}, 701.26a) or untap (``untap``: {Q}, 701.26b) the source as the cost
    is paid (601.2h)."""
    if not (tap or untap):
        return
    perm = state.permanents[source]
    if tap:
        perm.tapped = True
        state.log(Tapped, permanent=source)
    elif not stunned(perm):  # 122.1d: a stun counter removed instead
        perm.tapped = False
        state.log(Untapped, permanent=source)
    state.statics_may_change()
