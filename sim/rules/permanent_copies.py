"""Token copies of permanents (CR 707.2, 111.1): "create a token that's a copy of target
creature you control | ~ | that creature".

A token copy's card is the copiable values of the object it copies (707.2): the values printed
on the face that is up (707.8, 712.8), as modified by its face-down status (a face-down
permanent's copy is a face-up colorless nameless 2/2, 707.2 example, 708.2) — not the
type-changing effects that apply to it (``Permanent.printed``: a crewed Vehicle's copy is no
creature, 707.2 example), nor its counters, damage, status (tapped) or the choices made as it
entered (707.2, 707.4): the token makes its own "as ~ enters" choices and gets its own "enters
with" counters, as any permanent entering does (``sim.rules.tokens``). A copy of a transforming
double-faced permanent is a transforming token with both faces, with the copied face up
(707.8a). The token is created by the resolving ability's controller, who owns and controls it
(111.2).

An object that has left the battlefield ("when ~ dies, create a token that's a copy of it")
is copied as it last existed there (CR 608.2h, 113.7a: its last known information).
"""

from __future__ import annotations

import attrs

from sim.model.card import CardDef
from sim.model.face_down_cards import face_down_card
from sim.model.objects import Permanent, Zone
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.tokens import create_token


def copiable(perm: Permanent) -> tuple[CardDef, CardDef | None]:
    """The copiable values of the permanent ``perm`` (CR 707.2): the card of its face up — the
    face-down characteristics while face down (708.2), its back face while transformed
    (712.8) — without the type-changing effects that apply to it (613.1d); and its front face
    when the back face is up (a transforming copy, 707.8a), else None."""
    if perm.face_down is not None:
        return face_down_card(perm.face_down), None
    card = perm.printed if perm.printed is not None else perm.card
    return card, perm.front


#: the card types (CR 205.2a) an exception may add; its other words are subtypes (205.3)
_CARD_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Kindred", "Land",
                         "Planeswalker"))


def with_types(card: CardDef, types: tuple[str, ...]) -> CardDef:
    """``card`` with the exception "except it's a <types> in addition to its other types" (CR
    707.9b: part of the copy's copiable values): card types and subtypes it lacks added."""
    if not types:
        return card
    added = tuple(t for t in types if t in _CARD_TYPES and t not in card.types)
    subtypes = tuple(t for t in types if t not in _CARD_TYPES and t not in card.subtypes)
    return attrs.evolve(card, types=(*card.types, *added), subtypes=(*card.subtypes, *subtypes))


def last_copiable(state: GameState, pid: str) -> tuple[CardDef, CardDef | None] | None:
    """The copiable values of ``pid`` on the battlefield, or as it last existed there when it
    has left (CR 608.2h, 113.7a); None when it never was a permanent the game knows."""
    perm = state.permanents.get(pid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return copiable(perm)
    known = state.last_known.get(pid)
    if known is None:
        return None
    if known.face_down is None and known.front is None and known.printed is None \
            and known.modal_front is None and perm is not None and not perm.token:
        return perm.card, None  # its card as printed (the last known one may carry granted
        # abilities in its card: those are not copiable, 707.2); a modal double-faced card
        # that was its back face is that face (712.8f), the card now its front (712.8a)
    return copiable(known)


def copy_token(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Create a token that's a copy of <permanent>" (CR 707.2, 111.1): a token whose card is
    the copiable values of the object ``op.who`` names (none when it names nothing — an
    illegal target, 608.2b), under the controller's control, ``tapped`` if the instruction
    says so; the tokens made are ``Resolving.made``."""
    values = last_copiable(state, objects[0]) if objects else None
    if values is None:
        return True
    card, front = values
    make_copies(state, work, with_types(card, op.types), front, tapped=op.tapped)  # 707.9b
    return True


def make_copies(state: GameState, work: Resolving, card: CardDef, front: CardDef | None,
                count: int = 1, tapped: bool = False) -> None:
    """``count`` tokens whose card is ``card`` (copiable values, CR 707.2) under the
    controller of ``work``, ``front`` their front face when ``card`` is a transformed
    back face (707.8a); the tokens made are ``Resolving.made``."""
    made = create_token(state, work.item.controller, card, tapped=tapped, count=count)
    if front is not None:
        for pid in made:
            state.permanents[pid].front = front
    current = state.resolving
    if current is not None:
        state.resolving = attrs.evolve(current, made=tuple(made))
