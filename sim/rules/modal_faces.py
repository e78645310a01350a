"""Modal double-faced cards (CR 712.3): two independent faces, either one cast or played.

A modal double-faced card's ``CardDef`` is its front face, knowing its back face
(``CardDef.modal_back``, read by the same Oracle compiler). Outside the stack and the
battlefield it has only its front face's characteristics (712.8a). Its owner chooses which
face to cast as they cast it (712.11b), and only that face's characteristics are considered
to see whether it can be cast (712.11c: ``back_ways`` turns the card over, asks the
ordinary questions — ``sim.rules.casting.castable_now``, ``sim.rules.land_entry.play_ways`` —
and turns it back); a back face that is a land is played as a land, using the land play
(712.12, 305.1). Cast or played with its back face up, it is that face on the stack and on
the battlefield (712.13: its characteristics, its mana value the back face's own, 712.8f;
``Permanent.modal_front`` keeps the front); it is front face up again in any other zone
(712.8a: ``Permanent.front_face_up``, from ``Board.move``).

The engine offers the back face (the ``CastSpell``/``PlayLand`` actions' ``back``) from its
owner's hand, from exile and from the top of their library as an effect lets them play the
card (``sim.rules.priority``, ``sim.rules.top_plays``).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.actions import Action, CastSpell, PlayLand
from sim.model.objects import Permanent
from sim.model.state import GameState
from sim.rules.casting import castable_now
from sim.rules.exile_play import foretold
from sim.rules.land_entry import play_ways


def back_face_up(perm: Permanent) -> None:
    """Turn the modal double-faced card ``perm`` (front face up) to its back face (CR
    712.11b, 712.12): ``card`` is the back face, the front kept in ``modal_front``."""
    back = perm.card.modal_back
    assert back is not None and perm.modal_front is None
    perm.modal_front, perm.card = perm.card, back


def back_ways(state: GameState, player: str, perm: Permanent, land: bool,
              allowed: Callable[[Permanent], bool] | None = None) -> tuple[Action, ...]:
    """The ways ``player`` may play the modal double-faced card ``perm`` as its back face now
    (from their hand, or from exile or the top of their library as an effect lets them, CR
    601.2, 305.1): a land played (712.12, 305.1: ``land``, a land play left) or a spell cast
    (712.11b), only the back face's characteristics considered (712.11c; ``allowed``: whether
    the permission that lets them play it covers that face). The card is turned to its back
    face while the rules are asked, and turned back."""
    if foretold(state, perm):
        return ()  # cast from exile for its foretell cost: the face foretold (702.143a)
    front = perm.card
    back_face_up(perm)
    try:
        if allowed is not None and not allowed(perm):
            return ()
        face = perm.card.name  # the back face's (``CastSpell.face``, ``PlayLand.face``)
        if "Land" in perm.card.types:
            ways: tuple[Action, ...] = tuple(
                attrs.evolve(w, face=face) for w in play_ways(state, player, perm)) \
                if land else ()
            if perm.card.params and castable_now(state, player, perm.id):  # 702.37c
                ways += (CastSpell(perm.id, face),)
            return ways
        return (CastSpell(perm.id, face),) if castable_now(state, player, perm.id) else ()
    finally:
        perm.card, perm.modal_front = front, None


def face_chosen(state: GameState, action: CastSpell | PlayLand) -> str:
    """The card ``action`` casts or plays, turned to its back face when the action chooses it
    (CR 712.11b, 712.12: chosen before it is put on the stack or the battlefield): the action
    names the back face (``CastSpell.face``, ``PlayLand.face``)."""
    if action.face:
        perm = state.permanents[action.card]
        back = perm.card.modal_back
        if back is not None and action.face == back.name:
            back_face_up(perm)
    return action.card
