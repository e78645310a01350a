"""A permanent that isn't a creature while a condition holds: "as long as your devotion to
white is less than five, ~ isn't a creature" (issue 29, as long as; CR 611.3a-b: checked
continuously; 613.1d: a type-changing effect, layer 4; 700.5: devotion).

The static ability is a ``Static`` with ``rule`` ``NOT_CREATURE``, ``affects`` ``SELF`` and
its condition (``sim.model.static_conditions.holds``). While it holds, the permanent on the
battlefield is its printed card without the card type creature and the creature types that
go with it (205.1a, 205.3d: a subtype stays only with a card type it goes with) —
``removed_creature``, called where ``sim.model.board.retype`` builds the card
(``sim.model.characteristic_layers.changed_card``). In every other zone it is a creature
card (the ability functions only on the battlefield, 611.3a). What the condition reads can
change as any object changes zones or control, so ``creature_changes`` lists the permanents
with such an ability whose card no longer agrees with it, asked as objects move
(``sim.model.board.attached_control``) and before state-based actions are checked (704.3,
``sim.rules.sba``): only the permanents with static abilities (``Board.static_sources``) are
looked at, and only while one of them has such an ability. One that stops being a creature
is removed from combat (506.4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol, TypeVar

import attrs

from sim.model.abilities import Static
from sim.model.card import CardDef
from sim.model.characteristic_layers import changed_card
from sim.model.combat_state import CombatState
from sim.model.granted_abilities import changes_attached
from sim.model.objects import Effect, Permanent, Player, Zone
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.model.static_conditions import holds

#: the static rule "~ isn't a creature" (under its condition)
NOT_CREATURE = "isn't a creature"

#: the static rule of living metal (CR 702.161a: "As long as it's your turn, this Vehicle is
#: also a creature"): its card with the card type creature added on its controller's turn
#: (layer 4, 613.1d; its printed power and toughness, 208.3)
LIVING_METAL = "living metal"


class Typed(Protocol):
    """What these functions read of the board (``sim.model.board.Board`` has it)."""

    players: dict[str, Player]
    permanents: dict[str, Permanent]
    combat: CombatState | None
    turn: int
    active: str
    static_sources: tuple[str, ...] | None
    effects: list[Effect]

    def battlefield(self) -> Iterator[Permanent]:
        """The permanents on the battlefield."""
        ...

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[tuple[Permanent, Static]]:
        """The static abilities granting ``pid`` abilities, with their sources."""
        ...

    def cards(self, owner: str, zone: Zone) -> list[Permanent]:
        """The objects ``owner`` owns in ``zone``."""
        ...

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game."""
        ...

    def statics_present(self) -> bool:
        """Whether any permanent with static abilities exists."""
        ...


def _rules(card: CardDef) -> list[Static]:
    return [s for s in card.statics if s.rule == NOT_CREATURE] if card.statics else []


def _not_creature(board: Typed, perm: Permanent, card: CardDef) -> bool:
    """Whether a ``NOT_CREATURE`` ability of ``card`` (``perm``'s printed card) applies now."""
    return perm.zone is Zone.BATTLEFIELD and any(
        holds(board, perm, s.condition, s.what, s.count) for s in _rules(card))


#: the static rules that change whether the permanent is a creature
_TYPE_RULES = frozenset((NOT_CREATURE, LIVING_METAL))


def _living(board: Typed, perm: Permanent, card: CardDef) -> bool:
    """Whether a ``LIVING_METAL`` ability of ``card`` (``perm``'s printed card) applies now:
    on the battlefield, on its controller's turn (CR 702.161a)."""
    return perm.zone is Zone.BATTLEFIELD and board.active == perm.controller and any(
        s.rule == LIVING_METAL for s in card.statics)


def _made_creature(board: Typed, pid: str) -> bool:
    """Whether an effect makes ``pid`` a creature ("becomes an artifact creature", crew's,
    CR 702.122a)."""
    return any(pid in e.affected and "Creature" in e.types for e in board.effects)


def removed_creature(board: Typed, perm: Permanent, printed: CardDef) -> None:
    """``perm``'s card without the creature type while its ``NOT_CREATURE`` ability applies
    (layer 4, CR 613.1d; 205.1a, 205.3d: its creature types go too), or with it while its
    ``LIVING_METAL`` ability applies (702.161a)."""
    if not printed.statics:
        return
    if not _not_creature(board, perm, printed):
        if "Creature" not in perm.card.types and _living(board, perm, printed):
            perm.card = attrs.evolve(perm.card, types=(*perm.card.types, "Creature"))
            perm.printed = printed
        return
    card = perm.card
    perm.card = attrs.evolve(card, types=tuple(t for t in card.types if t != "Creature"),
                             subtypes=tuple(t for t in card.subtypes
                                            if t in NONCREATURE_SUBTYPES))
    perm.printed = printed


def layered_card(board: Typed, perm: Permanent, printed: CardDef) -> None:
    """``perm``'s card after layers 4-6 (``sim.model.board.retype``): the creature types and
    colors effects set (``changed_card``), then without the creature type while a
    ``NOT_CREATURE`` ability applies (CR 613.1d; within layer 4 a characteristic-defining
    ability's or a static ability's own timestamp, 613.7a: a static ability of the object
    itself, removing what the effects that add types can't give back while it applies)."""
    changed_card(board, perm, printed)
    removed_creature(board, perm, printed)


def creature_changes(board: Typed) -> list[str]:
    """The permanents with a ``NOT_CREATURE`` ability whose card disagrees with its condition
    now (``sim.model.board.retype`` brings each up to date); one that stops being a creature
    leaves combat (CR 506.4)."""
    if not board.statics_present():
        return []
    assert board.static_sources is not None
    out = []
    for sid in board.static_sources:
        perm = board.permanents.get(sid) if sid else None
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            continue
        printed = perm.printed if perm.printed is not None else perm.card
        if not any(s.rule in _TYPE_RULES for s in printed.statics):
            continue
        living = any(s.rule == LIVING_METAL for s in printed.statics)
        creature = "Creature" in printed.types and not _not_creature(board, perm, printed)
        if living and not creature:  # 702.161a; an effect's "becomes a creature" stays
            creature = _living(board, perm, printed) or _made_creature(board, sid)
        if creature != perm.card.is_creature:
            out.append(sid)
            if not creature and board.combat is not None:
                board.combat.remove(sid)
    return out


_B = TypeVar("_B", bound=Typed)


def retype_all(board: _B, moved: str | None, attached: Callable[[], list[str]],
               retype: Callable[[_B, str], None]) -> None:
    """Bring up to date (``retype``, ``sim.model.board.retype``) the permanents
    ``sim.model.board.attached_control`` looks at: those the objects attached to others change
    (``attached``, when ``moved`` is none or such an object), then those of
    ``creature_changes`` (asked after: the permanents with static abilities are found as the
    attached changes left them)."""
    if moved is None or changes_attached(board.permanents[moved].card):
        for pid in attached():
            retype(board, pid)
    for pid in creature_changes(board):
        retype(board, pid)


__all__ = ["LIVING_METAL", "NOT_CREATURE", "Typed", "creature_changes", "layered_card",
           "removed_creature", "retype_all"]
