"""The layers' order where effects change characteristics (issue 29, "becomes"; CR 613):
card types replaced (205.1a), creature types and colors set (layers 4-5, ``changed_card``, called by
``sim.model.board.retype``), abilities lost (layer 6, ``layered_keywords``, called by
``Board.keywords``), in timestamp order (613.7) with the static abilities granting some."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

import attrs

from sim.model.abilities import Static
from sim.model.ability_loss import stripped
from sim.model.card import CardDef
from sim.model.keyword_counters import KEYWORD_COUNTERS, counter_key, counter_keys, own_bits
from sim.model.objects import Effect, Permanent, Zone
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.model.ring_verbs import LEGENDARY, legendary

__all__ = ["changed_card", "is_changing", "layered_keywords", "own_bits", "sources_before"]


class _Layered(Protocol):
    """What the layers read of the board (``sim.model.board.Board``)."""

    permanents: dict[str, Permanent]
    effects: list[Effect]

    def battlefield(self) -> Iterator[Permanent]:
        """The permanents on the battlefield."""

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[tuple[Permanent, Static]]:
        """The static abilities granting ``pid`` abilities, with their sources."""


def _key(perm: Permanent) -> str:
    """A static ability's source as one object with one timestamp (CR 613.7a, 613.7e): the
    same object (400.7, ``Permanent.moves``) attached to the same object."""
    return f"{perm.id}#{perm.moves}@{perm.attached_to}"


def sources_before(board: _Layered) -> frozenset[str]:
    """The permanents whose static abilities have a timestamp earlier than an effect beginning
    now (CR 613.7a, 613.7e): those on the battlefield with static abilities (``_key``); and
    the keyword counters on the battlefield (122.1b, ``keyword_counters.counter_key``)."""
    return frozenset(_key(p) for p in board.battlefield() if p.card.statics).union(
        *(counter_keys(p) for p in board.battlefield() if p.counters))


def layered_keywords(board: _Layered, pid: str) -> int:
    """``pid``'s abilities after layer 6 when an effect makes it lose some (CR 613.1f, in
    timestamp order, 613.7): its own, then each static ability granting some and each
    effect, in timestamp order — a static ability of a permanent that was on the battlefield
    as a losing effect began (``Effect.before``) applies before it and loses to it; one that
    arrived later (or an Aura or Equipment attached later, 613.7e) applies after it. A keyword
    counter (122.1b) is such an ability, its timestamp the counter's."""
    perm = board.permanents[pid]
    mask = perm.card.bits
    losing = [e for e in board.effects if pid in e.affected and e.remove]
    grants = [(next((i for i, e in enumerate(losing) if _key(source) in e.before),
                    len(losing)), int(static.add)) for source, static in board._grants(pid)]
    grants += [(next((i for i, e in enumerate(losing) if counter_key(perm, kind) in e.before),
                     len(losing)), KEYWORD_COUNTERS[kind]) for kind, n in perm.counters.items()
               if n > 0 and kind in KEYWORD_COUNTERS]
    seen = 0
    for e in board.effects:
        if pid not in e.affected:
            continue
        if e.remove:
            for at, add in grants:
                if at == seen:
                    mask |= add
            seen += 1
        mask = (mask & ~int(e.remove)) | int(e.add)  # "loses all abilities, and gains flying"
    for at, add in grants:
        if at == seen:
            mask |= add
    return mask


#: the card types (CR 205.2a): an effect's other ``types`` words are subtypes
_CARD_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                         "Land", "Planeswalker", "Sorcery", "Tribal"))


def changed_card(board: _Layered, perm: Permanent, printed: CardDef) -> None:
    """``perm``'s card (after the types effects add, ``sim.model.board.retype``; ``printed``
    its printed card) with the creature types and colors of the effects that set them, in
    timestamp order (CR 613.7): "becomes a Serpent" replaces its creature types (layer 4,
    205.1a-b), a later "in addition to its other types" adds to them; "becomes blue" sets its
    colors (layer 5, 105.3)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    effects = [e for e in board.effects if perm.id in e.affected and
               (e.colors is not None or e.types)]
    if any(e.strip for e in board.effects if perm.id in e.affected):  # layer 6 (613.1f)
        perm.card, perm.printed = stripped(perm.card), printed
    if effects and legendary(effects):  # a Ring-bearer (701.54c): a supertype, not a subtype
        perm.card, perm.printed = _legendary(perm.card), printed
    if not any(e.colors is not None or e.creature_types or e.card_types for e in effects):
        return
    card = perm.card
    added = {t for e in effects for t in e.types}
    colors, subtypes = card.colors, [t for t in card.subtypes if t not in added]
    types = list(printed.types)
    for e in effects:
        if e.colors is not None:
            colors = e.colors
        if e.card_types:  # 205.1a: its card types replaced, and the subtypes going with them
            types = []
            subtypes = _creature_subtypes(subtypes, printed)
        types += [t for t in e.types if t in _CARD_TYPES and t not in types]
        if e.creature_types:
            subtypes = [t for t in subtypes if t in NONCREATURE_SUBTYPES]
        subtypes += [t for t in e.types if t not in _CARD_TYPES and t not in subtypes and
                     t != LEGENDARY]
    if any(e.card_types for e in effects):
        card = attrs.evolve(card, types=tuple(types))
    perm.card, perm.printed = attrs.evolve(card, colors=colors, subtypes=tuple(subtypes)), printed


def _legendary(card: CardDef) -> CardDef:
    """``card`` legendary (CR 205.4a: a supertype), the word the types effect added
    (``sim.model.board.retype`` adds each word that isn't a card type to the subtypes)
    moved to its supertypes."""
    supertypes = card.supertypes if LEGENDARY in card.supertypes else \
        (LEGENDARY, *card.supertypes)
    return attrs.evolve(card, supertypes=supertypes,
                        subtypes=tuple(t for t in card.subtypes if t != LEGENDARY))


def _creature_subtypes(subtypes: list[str], printed: CardDef) -> list[str]:
    """The subtypes an object keeps as an effect makes it a creature only (CR 205.1a: a
    subtype stays only while it goes with a card type the object still has): its creature
    types, not its artifact, enchantment, land or planeswalker types (205.3d)."""
    printed_creature = "Creature" in printed.types or "Kindred" in printed.types or \
        "Tribal" in printed.types
    return [t for t in subtypes if t not in NONCREATURE_SUBTYPES and
            (printed_creature or t not in printed.subtypes)]


def is_changing(effect: Effect) -> bool:
    """Whether ``effect`` changes types, creature types or colors (layers 4-5), or makes
    objects lose all abilities (layer 6, ``sim.model.ability_loss``): the
    permanents it affects are retyped as it begins and ends (``sim.model.board.retype``)."""
    return bool(effect.types) or effect.colors is not None or effect.strip or \
        effect.abilities is not None  # quoted abilities granted (613.1f, granted_abilities)
