"""Whether a permanent is equipped, enchanted or modified (``Filter.attached``): qualities read
off the objects attached to it, not off the permanent itself.

* "equipped" (CR 301.5): an Equipment is attached to it;
* "enchanted" (303.4): an Aura is attached to it, whoever controls the Aura;
* "modified" (700.9): it has one or more counters on it, is equipped, or is enchanted by an
  Aura controlled by its controller;
* "enchanted or equipped": either of the first two.
"""

from __future__ import annotations

from collections.abc import Iterable

from sim.model.filters import ENCHANTED, EQUIPPED, MODIFIED
from sim.model.objects import Permanent, Zone


def has_attached_quality(battlefield: Iterable[Permanent], perm: Permanent, quality: str
                         ) -> bool:
    """Whether ``perm`` is ``quality`` (one of ``sim.model.filters.ATTACHED_QUALITIES``) now,
    the objects on the battlefield ``battlefield`` attached to it (CR 301.5, 303.4, 700.9)."""
    return is_attached_quality(perm, quality, (
        o for o in battlefield if o.attached_to == perm.id and o.zone is Zone.BATTLEFIELD))


def is_attached_quality(perm: Permanent, quality: str, attachments: Iterable[Permanent]
                        ) -> bool:
    """Whether ``perm``, with ``attachments`` attached to it (now, or as it last existed:
    603.10a), is ``quality``."""
    if quality == MODIFIED and any(n > 0 for n in perm.counters.values()):  # 122.1
        return True
    for other in attachments:
        card = other.card
        if card.has_subtype("Equipment"):
            if quality != ENCHANTED:
                return True
        elif card.has_subtype("Aura") and quality != EQUIPPED and (
                quality != MODIFIED or other.controller == perm.controller):
            return True
    return False
