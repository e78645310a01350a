"""Whether a permanent has the power, toughness and keyword qualities a filter names ("with
power 3 or greater", "with toughness 4 or greater", "with flying"; CR 208.1, 702.1), for
``sim.model.board.matches``: on the battlefield through the layers (CR 613), else as it last
existed there — a trigger that looks back in time (603.10a: "whenever a creature you control
with toughness 4 or greater dies", "whenever another creature with flying dies") judges the
object by its last known information (113.7a, 608.2h): its power and toughness then
(``Permanent.known_pt``, taken by ``sim.model.board.last_known_object``) and the keywords
its last known card carries (granted ones included). A token that ceased to exist (704.5d)
is judged the same way. The object passed is a last known one when it is off the battlefield and
not the object now in ``state.permanents`` (``Board.move`` keeps a copy in ``last_known``,
its zone the one it went to).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from sim.model.filters import Filter
from sim.model.objects import Permanent, Zone


class _Board(Protocol):
    """What this module reads of ``sim.model.board.Board`` (which imports it)."""

    @property
    def permanents(self) -> Mapping[str, Permanent]: ...

    def power(self, pid: str) -> int: ...

    def toughness(self, pid: str) -> int: ...

    def keywords(self, pid: str) -> int: ...


def pt_and_keywords_fit(state: _Board, f: Filter, perm: Permanent) -> bool:
    """Whether ``perm`` has ``f``'s power, toughness and keyword qualities (any it names)."""
    now = state.permanents.get(perm.id)
    gone = now is None or perm.zone is not Zone.BATTLEFIELD and now is not perm  # (704.5d)
    if f.min_power is not None or f.max_power is not None or f.min_toughness is not None:
        if not gone:  # (a card in another zone: its characteristic-defining P/T, 604.3)
            power, toughness = state.power(perm.id), state.toughness(perm.id)
        elif perm.known_pt is not None:  # its last known power and toughness (603.10a)
            power, toughness = perm.known_pt
        else:  # not a creature as it left
            power, toughness = perm.card.power or 0, perm.card.toughness or 0
        if f.min_power is not None and power < f.min_power or \
                f.max_power is not None and power > f.max_power or \
                f.min_toughness is not None and toughness < f.min_toughness:
            return False
    return not f.with_kw or (perm.card.bits if gone else state.keywords(perm.id)) & f.with_kw != 0
