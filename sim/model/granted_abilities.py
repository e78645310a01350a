"""Activated and triggered abilities an Aura or Equipment grants the permanent it is attached
to: 'enchanted creature has "{T}: This creature deals 1 damage to any target."', 'equipped
creature gets +1/+1 and has "Whenever this creature deals combat damage to a player, draw a
card."', 'enchanted land has "{T}: Target creature gets +2/+1 until end of turn."' (CR 303.4,
301.5: an Aura's or Equipment's static ability affects the object it is attached to; 613.1f:
an ability-adding effect applies in layer 6; 113.6, 611.3a: the permanent has the ability
while the static ability applies to it, and "this creature" in the quoted ability means the
permanent that has it, 201.5, 113.2c).

The static ability is a ``Static`` whose ``params`` hold ``(GRANTED_TEXT, <the quoted text>)``;
the Aura's card holds each quoted text compiled (``CardDef.granted``, by
``sim.text.card_reader.granted_abilities``). While it is attached, the permanent's ``card``
carries the abilities after its own (``sim.model.board.retype``, as a type change does: the
printed card kept in ``Permanent.printed``), so activating, triggering and the last known
information read them as printed ones, its own abilities keeping their indexes. ``stale``
finds the permanents whose granted abilities changed (an Aura or Equipment attached, moved or
gone: ``sim.model.board.attached_control``)."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Static
from sim.model.attached_changes import ATTACHED_CHANGE
from sim.model.card import CardDef
from sim.model.objects import Effect, Permanent, Zone
from sim.model.pairing import PAIRED, Objects, pairs
from sim.model.programs import Activated, Triggered

#: the ``Static.params`` key of a granted quoted ability; the value is the quoted text as read
#: (normalized, "this creature" as ``~``)
GRANTED_TEXT = "granted ability"

#: the ``Static.params`` key of "is a <subtype> in addition to its other types" (layer 4, CR
#: 613.1d, 205.1b: the permanent keeps its other types); the value is the subtype ("Knight")
ADDS_SUBTYPE = "adds a subtype"

#: the ``Static.params`` key of "is every creature type" (layer 4, CR 613.1d, 205.3m): the value
#: every creature type, joined by "|" (the reader's list, ``sim.text.vocabulary``)
EVERY_CREATURE_TYPE = "every creature type"

#: the keys of the subtypes an attached object adds
_SUBTYPE_KEYS = frozenset((ADDS_SUBTYPE, EVERY_CREATURE_TYPE))

#: the subjects naming the permanent the static ability's source is attached to
_ATTACHED = (ENCHANTED, EQUIPPED, ENCHANTED_PERMANENT)

#: what the attached objects give a permanent: activated and triggered abilities (613.1f),
#: subtypes (613.1d)
Grants = tuple[tuple[Activated, ...], tuple[Triggered, ...], tuple[str, ...]]


def changes_attached(card: CardDef) -> bool:
    """Whether ``card``'s static abilities change the card of what it is attached to: quoted
    abilities or subtypes (``stale`` then looks again as it is attached or leaves)."""
    if card.granted:
        return True
    return bool(card.statics) and (any(k in _SUBTYPE_KEYS for s in card.statics
                                       for k, _ in s.params) or any(  # (hot: none, no generator)
        s.rule == ATTACHED_CHANGE for s in card.statics))  # (``sim.model.attached_changes``)


def granted_texts(static: Static) -> list[str]:
    """The quoted abilities ``static`` grants, in printed order."""
    return sorted(v for k, v in static.params if k == GRANTED_TEXT) if static.params else []


def _names(static: Static, perm: Permanent) -> bool:
    """Whether ``static`` of an object attached to ``perm`` applies to it: "enchanted |
    equipped creature" to a creature, "enchanted land | artifact | permanent" to a permanent of
    that card type (``Static.only``)."""
    if static.affects not in _ATTACHED or static.condition:
        return False
    if static.affects != ENCHANTED_PERMANENT and not perm.card.is_creature:
        return False
    kind = static.only.card_type if static.only is not None else ""
    return not kind or kind in perm.card.types


def granted(permanents: Iterable[Permanent], perm: Permanent,
            board: Objects | None = None) -> Grants | None:
    """The activated and triggered abilities the Auras and Equipment attached to ``perm`` grant
    it now (in the order they are found), or None if none does; with ``board``, also those a
    soulbond creature paired with ``perm`` (or ``perm`` itself, paired) grants both creatures
    of the pair (CR 702.95b: "each of those creatures has ...")."""
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    subtypes: list[str] = []
    for source in permanents:
        paired = board is not None and source.paired is not None and bool(
            source.card.granted) and pairs(board, source, perm.id)
        if not paired and source.attached_to != perm.id or \
                source.zone is not Zone.BATTLEFIELD or not source.card.statics:
            continue
        compiled = dict((text, (a, t)) for text, a, t in source.card.granted)
        for static in source.card.statics:
            if paired and static.affects == PAIRED or not paired and _names(static, perm):
                for text in granted_texts(static):
                    if text in compiled:
                        activated += compiled[text][0]
                        triggered += compiled[text][1]
                subtypes += [v for k, v in static.params if k == ADDS_SUBTYPE]
                subtypes += [t for k, v in static.params if k == EVERY_CREATURE_TYPE
                             for t in v.split("|")]  # CR 205.3m
    if not activated and not triggered and not subtypes:
        return None
    return tuple(activated), tuple(triggered), tuple(subtypes)


def quoted_grants(effects: list[Effect], perm: Permanent, grants: Grants | None
                  ) -> Grants | None:
    """``grants`` and the abilities the effects that apply to ``perm`` grant it for a time
    ('target creature gains "When this creature dies, draw a card." until end of turn', CR
    611.2a, 613.1f: layer 6, in timestamp order after the static abilities' own;
    ``Effect.abilities``)."""
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    for e in effects:
        if e.abilities is not None and perm.id in e.affected:
            activated += e.abilities[0]
            triggered += e.abilities[1]
    if not activated and not triggered:
        return grants
    if grants is None:
        return tuple(activated), tuple(triggered), ()
    return grants[0] + tuple(activated), grants[1] + tuple(triggered), grants[2]


def with_granted(card: CardDef, grants: Grants) -> CardDef:
    """``card`` with the subtypes added (layer 4, CR 613.1d, 205.1b) and the granted abilities
    after its own (layer 6, 613.1f)."""
    subtypes = card.subtypes + tuple(t for t in dict.fromkeys(grants[2])
                                     if t not in card.subtypes)
    return attrs.evolve(card, activated=card.activated + grants[0],
                        triggered=card.triggered + grants[1], subtypes=subtypes)


def stale(permanents: dict[str, Permanent]) -> list[str]:
    """The permanents on the battlefield whose card may no longer carry what the objects
    attached to them give (``sim.model.board.retype`` brings each up to date): those such an
    object is attached to, and those with a changed card (``Permanent.printed``)."""
    values = list(permanents.values())
    targets = {p.attached_to for p in values if p.attached_to is not None and
               p.zone is Zone.BATTLEFIELD and changes_attached(p.card)}
    targets |= {t for p in values if p.paired is not None and p.card.granted  # soulbond's
                for t in (p.id, p.paired[0])}  # pair (CR 702.95b)
    return [p.id for p in values if p.zone is Zone.BATTLEFIELD and
            (p.id in targets or p.printed is not None)]


def seen_from(source: Permanent, perm: Permanent) -> Permanent:
    """The creature ``perm`` an Aura or Equipment ``source`` affects, as a count of its static
    ability sees it (CR 613.4c): "other" means other than ``perm``, "attached to it" attached
    to ``perm``, and "you" is still ``source``'s controller (109.5)."""
    view = perm.clone()
    view.controller = source.controller
    return view


def granted_leavers(permanents: dict[str, Permanent], last_known: dict[str, Permanent],
                    left: Iterable[str]) -> list[Permanent]:
    """The objects in ``left`` (they just left the battlefield) that had triggered abilities
    granted as they left, each as it last existed with only those abilities: their
    leaves-the-battlefield abilities trigger, looking back in time (CR 603.10a, 603.6c), as a
    printed one does from the card (which no longer has them, 400.7)."""
    out = []
    for pid in left:
        perm, known = permanents.get(pid), last_known.get(pid)
        if perm is None or known is None or known.printed is None:
            continue
        extra = known.card.triggered[len(known.printed.triggered):]
        if extra:
            view = known.clone()
            view.card = attrs.evolve(known.card, triggered=extra)
            out.append(view)
    return out
