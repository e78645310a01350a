"""Casting a split card (CR 709): as one of its halves, chosen before it is put on the stack
(709.3), the spell having only that half's characteristics (709.3a) and the card its halves'
combined again once it leaves the stack (709.4: ``sim.model.zone_moves.moved_instead``);
aftermath (702.127a): the half with it only from a graveyard, the other half not from one, and
cast from a graveyard the card is exiled as it leaves the stack.

A split card out of the stack is ``sim.model.split_cards.whole_card``: no spell of its own, so
the priority listing offers its halves instead (``half_casts``: "cast c7 as Ice"), each judged
by the same rules as any card (``sim.rules.casting.castable_now``, with the half's
characteristics: its timing, cost and targets); casting one makes the object that half
(``Permanent.printed`` keeps the whole card meanwhile), then casts it as any card
(``begin_cast``). A card with no halves costs these nothing: the listing tests
``CardDef.halves`` once per card.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.actions import FUSED, ActivateAbility, CastSpell
from sim.model.card import CardDef
from sim.model.errors import IllegalActionError
from sim.model.objects import Permanent, Zone
from sim.model.split_cards import AFTERMATH, half_named
from sim.model.state import GameState
from sim.rules import adventure
from sim.rules.casting import begin_cast, castable_now
from sim.rules.modal_faces import face_chosen

_CASTABLE_FROM = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)


def _may_try(half: CardDef, zone: Zone) -> bool:
    """Whether ``half`` may be cast from ``zone`` at all: a half with aftermath only from a
    graveyard, any other half never from one (CR 702.127a; from a hand, or from exile when an
    effect lets its owner play the card, 601.2)."""
    return ((AFTERMATH, "") in half.params) is (zone is Zone.GRAVEYARD)


def castable_half(state: GameState, player: str, perm: Permanent, half: CardDef) -> bool:
    """Whether ``player`` may cast the split card ``perm`` as ``half`` now (CR 709.3): where
    it is (``_may_try``), and by every rule any card is cast by, judged with the half's
    characteristics (709.3a: timing, cost, targets; ``castable_now``)."""
    if perm.zone not in _CASTABLE_FROM or perm.owner != player or not _may_try(half, perm.zone):
        return False
    whole = perm.card
    perm.card = half  # 709.3a: the half's characteristics, as it would be cast
    try:
        return castable_now(state, player, perm.id)
    finally:
        perm.card = whole


def half_casts(state: GameState, player: str, perm: Permanent) -> Iterator[CastSpell]:
    """The casts of the split card ``perm`` its owner ``player`` may make now: one per half
    they may cast (CR 709.3, ``castable_half``)."""
    for half in perm.card.halves:
        if castable_half(state, player, perm, half):
            yield CastSpell(perm.id, half.name)


def cast_half(state: GameState, player: str, action: CastSpell) -> None:
    """Cast the split card ``action.card`` as its half ``action.face`` (CR 709.3): the object
    becomes that half (709.3a; the whole card kept in ``Permanent.printed`` until it leaves
    the stack, 709.4), then it is cast as any card (601.2a, ``begin_cast``)."""
    perm = state.permanents.get(action.card)
    half = None if perm is None else half_named(perm.card, action.face)
    if perm is None or half is None or not castable_half(state, player, perm, half):
        raise IllegalActionError(f"{action}: not a half of a split card {player} may cast now "
                                 "(CR 709.3)")
    perm.printed, perm.card = perm.card, half
    state.version += 1
    begin_cast(state, player, perm.id)


def cast_as(state: GameState, player: str, action: CastSpell) -> None:
    """Cast ``action.card`` as the face ``action.face`` names, chosen before it moves to the
    stack (CR 601.2a): a split card's half (709.3, ``cast_half``), an adventurer card's
    Adventure (715.3, ``sim.rules.adventure.chosen``), a modal double-faced card's back face
    (712.11b, ``sim.rules.modal_faces.face_chosen``); the card as it is when it names none."""
    perm = state.permanents.get(action.card)
    if action.face and perm is not None and perm.card.halves:
        cast_half(state, player, action)
        return
    adventure.chosen(state, action)
    face_chosen(state, action)
    begin_cast(state, player, action.card)


def why_not_half(state: GameState, player: str, action: CastSpell | ActivateAbility) -> list[str]:
    """Why ``player`` can't cast the split card ``action.card`` as ``action.face`` now (CR
    709.3), when the action names a half (empty otherwise, and for a half they may cast)."""
    if not isinstance(action, CastSpell) or not action.face:
        return []
    perm = state.permanents.get(action.card)
    if perm is None or not perm.card.halves:
        return []  # (an Adventure, a back face: ``why_not`` explains, CR 715.3, 712.11b)
    names = ", ".join(h.name for h in perm.card.halves)
    if action.face == FUSED:
        return [f"{perm.card.name} can't be cast fused: the engine does not run fuse (CR "
                f"702.102a); cast one half ({names})"]
    half = half_named(perm.card, action.face)
    if half is None:
        return [f"{perm.card.name} has no half named {action.face!r}: its halves are {names}"]
    if castable_half(state, player, perm, half):
        return []
    where = "only from a graveyard (CR 702.127a)" if (AFTERMATH, "") in half.params else \
        "from a hand, or from exile when an effect lets its owner (CR 709.3, 601.2)"
    return [f"{player} can't cast {perm.card.name} as {half.name} now: {half.name} is cast "
            f"{where}, as {', '.join(half.types).lower()} timing allows, for its own cost "
            f"{half.cost} and with legal targets (CR 709.3a: only the half's characteristics)"]
