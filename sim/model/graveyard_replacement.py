"""A card's own "if ~ would be put into a graveyard from anywhere, exile it instead" (CR
614.1a, 614.6; disturb's back faces, Baithook Angler's Hook-Haunt Drifter): a replacement
effect on every move of that object to a graveyard — from the battlefield as it dies (it
doesn't die: no ``Died`` event, ``sim.rules.exile_instead``), from the stack as it resolves
or is countered, from the hand as it is discarded (still discarded, 614.6: only the
graveyard is replaced), from the library as it is milled (``sim.rules.library.make_object``).
``Board.move`` asks ``to_exile`` of a move to the graveyard only when the object's card has
parameters (a frozenset lookup), so a board without it pays nothing more.

The rule's words are its parameter's kind (value ""), rendered back by
``sim.text.static_text.param_text``'s fallback. On the battlefield an object that lost its
abilities (613.1f: ``Board.params``) is put into the graveyard (the ability no longer
exists); in the other zones its card's printed abilities apply (113.6)."""

from __future__ import annotations

from typing import Any

from sim.model.objects import Permanent, Zone

#: the parameter (kind, value) of "if ~ would be put into a graveyard from anywhere, exile it
#: instead" (CR 614.1a)
GY_EXILE = "if ~ would be put into a graveyard from anywhere, exile it instead"
GY_EXILE_PARAM = (GY_EXILE, "")


def to_exile(board: Any, perm: Permanent, zone: Zone) -> Zone:
    """Where ``perm`` (on ``board``, a ``Board``) put into ``zone`` goes: exile instead of a
    graveyard when its own ability says so (CR 614.1a), else ``zone``."""
    if zone is not Zone.GRAVEYARD or GY_EXILE_PARAM not in perm.card.params:
        return zone
    if perm.zone is Zone.BATTLEFIELD and GY_EXILE_PARAM not in board.params(perm.id):
        return zone  # it lost the ability (613.1f)
    return Zone.EXILE
