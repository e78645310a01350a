"""Protection and hexproof from a quality (CR 702.16, 702.11d): the test a card passes when it
has a quality a parameter names (``quality``: "red", "all colors", "artifacts", "Goblins"), and
whether a permanent is protected from a source (``protecting``, ``protected_from``).
"""

from __future__ import annotations

from collections.abc import Callable

from sim.model.abilities import OWN_PROTECTION_KEEPS, PROTECTION
from sim.model.card import CardDef
from sim.model.qualities import CARD_TYPE_PLURALS, COLOR_NAMES_BY_LETTER, singular
from sim.model.state import GameState

#: a test a card passes when it has a quality ("red", "artifacts", "Goblins")
Quality = Callable[[CardDef], bool]

_QUALITIES: dict[str, Quality] = {}


def _one(value: str) -> Quality:
    if value in COLOR_NAMES_BY_LETTER:
        return lambda card: value in card.color_set
    if value == "all colors":
        return lambda card: bool(card.color_set)
    if value == "multicolored":
        return lambda card: len(card.color_set) > 1
    if value == "monocolored":
        return lambda card: len(card.color_set) == 1
    if value == "colorless":
        return lambda card: not card.color_set
    if value == "everything":
        return lambda card: True
    kind = CARD_TYPE_PLURALS.get(value)
    if kind is not None:
        return lambda card: kind in card.types
    subtype = singular(value)
    return lambda card: card.has_subtype(subtype)


def quality(value: str) -> Quality:
    """The predicate "does this object have the quality" for a parameter value (see the
    module docstring), made once per value."""
    found = _QUALITIES.get(value)
    if found is None:
        parts = [_one(v) for v in value.split(",")]
        found = parts[0] if len(parts) == 1 else (lambda card: any(p(card) for p in parts))
        _QUALITIES[value] = found
    return found


def protecting(state: GameState, pid: str, source: CardDef, kind: str) -> str:
    """The quality of ``pid``'s first ``kind`` ability (``sim.model.abilities.PROTECTION`` or
    ``HEXPROOF_FROM``) that ``source`` has, or "" if none: the test behind each of 702.16b-f
    and 702.11d."""
    params = state.params(pid)
    if not params:
        return ""
    for k, value in params:
        if k == kind and quality(value)(source):
            return value
    return ""


def protected_from(state: GameState, pid: str, source: str) -> bool:
    """Whether the permanent ``pid`` has protection from the object ``source`` (a permanent,
    or a card on the stack): CR 702.16."""
    perm = state.permanents.get(source)
    return perm is not None and bool(protecting(state, pid, perm.card, PROTECTION))


def removing(state: GameState, pid: str, aura: str) -> str:
    """The quality of ``pid``'s protection that makes the Aura ``aura`` attached to it fall
    off (CR 702.16c, 704.5m), or "": an Aura with "this effect doesn't remove ~"
    (``OWN_PROTECTION_KEEPS``) is kept by the protection its own static abilities grant, not
    by any other (a printed one, another source's, an effect's)."""
    card = state.permanents[aura].card
    if (OWN_PROTECTION_KEEPS, "") not in card.params:
        return protecting(state, pid, card, PROTECTION)
    params = state.permanents[pid].card.params
    if state.static_sources is None or state.static_sources:
        for source, static in state._grants(pid):
            if source.id != aura:
                params = params | static.params
    for e in state.effects:
        if e.params and pid in e.affected:
            params = params | e.params
    for k, value in params:
        if k == PROTECTION and quality(value)(card):
            return value
    return ""
