"""Restrictions on casting spells (CR 101.2, 601.2): "Each player can't cast more than one spell
each turn.", "You can't cast more than one spell each turn."

CR 101.2: when a rule or effect allows an action and another says it can't be taken, the
"can't" wins. Each is a static ability of a permanent on the battlefield (``Kw`` flags,
printed or granted), checked as a player would begin to cast a spell — any way it is cast:
from a hand, a graveyard or exile, for an alternative cost or without paying its mana cost
(``sim.rules.casting``'s ``castable_now``, ``castable_for`` and ``castable_free``). "More than
one spell each turn" counts every spell the player cast this turn (601.2i,
``Player.spells_this_turn``), before the permanent arrived too.
"""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.state import GameState

_EACH, _YOU = int(Kw.ONE_SPELL_EACH), int(Kw.ONE_SPELL_YOU)
_ANY = _EACH | _YOU


def may_cast(state: GameState, player: str) -> bool:
    """Whether no restriction of a permanent on the battlefield keeps ``player`` from casting
    a spell now (CR 101.2)."""
    if not state.players[player].spells_this_turn:
        return True  # (no restriction applies: the common case, without looking)
    for perm in state.permanents.values():
        if perm.zone is not Zone.BATTLEFIELD:
            continue
        bits = state.keywords(perm.id) & _ANY
        if not bits:
            continue
        if bits & _EACH or bits & _YOU and perm.controller == player:
            return False  # one spell cast this turn already
    return True


__all__ = ["may_cast"]
