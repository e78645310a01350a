"""A spell's own cost reduction under a condition (CR 601.2f: "~ costs {2} less to cast if
there are four or more card types among cards in your graveyard"; the condition one of a
static ability's, read by ``sim.text.render_self_costs.given_condition``).

The spell's static ability functions on the stack and as its cost is determined (CR 604.1,
601.2f); its condition is checked then, as a permanent's static ability's is (611.3a), for the
player casting it: its object (in the hand, the graveyard, exile or on the stack) seen as that
player's."""

from __future__ import annotations

import attr

from sim.model.board import condition_holds
from sim.model.card import CardDef
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.text.render_self_costs import given_condition


def given(state: GameState, player: str, card: CardDef, rest: str) -> int:
    """1 when the condition of the ``SELF_COST`` words ``rest`` ("given: if ...") holds for
    ``card`` cast by ``player`` now, else 0 (CR 601.2f)."""
    static = given_condition(rest)
    source = _spell_object(state, card) if static is not None else None
    if static is None or source is None:
        return 0
    if source.controller != player:
        source = attr.evolve(source, controller=player)
    return int(condition_holds(state, source, static))


def _spell_object(state: GameState, card: CardDef) -> Permanent | None:
    """The object of ``card`` being cast, else one not on the battlefield (a card in a hand,
    graveyard or exile that may be cast)."""
    casting = state.casting
    if casting is not None:
        perm = state.permanents.get(casting.item.source)
        if perm is not None and perm.card is card:
            return perm
    return next((p for p in state.permanents.values()
                 if p.card is card and p.zone is not Zone.BATTLEFIELD), None)
