"""The exceptions of a clone's copy effect (CR 707.9b): "except it's a <types> in addition to
its other types", "except it has <keywords>", "except it has "<ability>"", "except it's 7/7" —
each part of the copy's copiable values (so a copy of the clone has them too, 707.9b), applied
as the clone enters as the copy (``sim.rules.clones.enter_as_copy``). A quoted ability was
compiled with the clone's card (``CardDef.granted``, ``sim.text.card_reader``); in it, "~" is
the copy (201.5, 113.2c)."""

from __future__ import annotations

import attrs

from sim.model.abilities import CDA_BOTH, CDA_POWER, CDA_TOUGHNESS, Static
from sim.model.card import CardDef
from sim.model.clone_values import CLONE_COUNTERS, CLONE_PT, CLONE_TYPES, clone_param
from sim.model.granted_abilities import granted_texts
from sim.rules.permanent_copies import with_types

#: the characteristic-defining abilities of power and toughness (CR 604.3)
_PT_CDAS = frozenset((CDA_POWER, CDA_TOUGHNESS, CDA_BOTH))


def excepted(card: CardDef, static: Static, clone: CardDef) -> CardDef:
    """``card`` (the copiable values copied) with the exceptions of the clone's ``static``
    (of the clone's own card ``clone``) applied (CR 707.9b)."""
    card = with_types(card, tuple(clone_param(static, CLONE_TYPES).split()))
    pt = clone_param(static, CLONE_PT)
    if pt:  # "except it's 7/7": its base power and toughness (707.9b, 208.1)
        power, _, toughness = pt.partition("/")  # 707.9d: a P/T-defining ability not copied
        statics = tuple(s for s in card.statics if s.cda not in _PT_CDAS)
        card = attrs.evolve(card, power=int(power), toughness=int(toughness), statics=statics)
    if clone_param(static, CLONE_COUNTERS):  # "... enters with x additional +1/+1 counters"
        k = sum(1 for kind, _ in card.params if kind == CLONE_COUNTERS)  # 707.9b: each
        card = attrs.evolve(card, params=card.params | {(CLONE_COUNTERS, f"x:{k}")})
    if static.add:  # "except it has haste" (707.9b, 702)
        card = attrs.evolve(card, keywords=card.keywords | static.add)
    texts = granted_texts(static)
    if texts:  # 'except it has "<ability>"' (707.9b, 113.2c)
        for text, activated, triggered in clone.granted:
            if text in texts:
                card = attrs.evolve(card, activated=(*card.activated, *activated),
                                    triggered=(*card.triggered, *triggered))
    return card
