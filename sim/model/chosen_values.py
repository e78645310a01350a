"""The values chosen as a permanent entered (CR 614.12: "as ~ enters, choose a color | a
creature type") and what they change: "~ is the chosen type | color" (layers 4-5, 613.1d-e),
"one mana of the chosen color" (106.1), "creatures of the chosen type | color" (``of_chosen``).
``sim.model.board`` applies them (``retype``, ``matches``)."""

from __future__ import annotations

from typing import Any

import attrs

from sim.model.abilities import IS_CHOSEN, Param
from sim.model.card import CardDef
from sim.model.mana import Mana
from sim.model.qualities import COLOR_LETTERS

#: a ``PROTECTION`` value: "protection from the chosen color" (CR 702.16, 614.12), made the
#: color chosen as the permanent entered (``chosen_characteristics``); it protects from
#: nothing while none was chosen
CHOSEN_QUALITY = "the chosen color"

#: a ``PROTECTION`` value of a resolving effect: "gains protection from the color of your
#: choice until end of turn" (CR 702.16, 608.2d): its controller chooses the color as it
#: resolves (``sim.rules.effect_ops._modify``)
YOUR_CHOICE = "the color of your choice"

def of_chosen(value: str, kind: str, card: CardDef) -> bool:
    """Whether ``card`` is of the creature type or color (``kind`` "type", "color") chosen as
    a permanent entered (``value``, CR 614.12); nothing is while none was chosen."""
    if not value:
        return False
    return card.has_subtype(value) if kind == "type" else \
        COLOR_LETTERS.get(value, "") in card.color_set


def chosen_characteristics(card: CardDef, value: str) -> dict[str, Any]:
    """What "~ is the chosen type in addition to its other types" (layer 4) and "~ is the
    chosen color" (layer 5, CR 613.1d-e, 614.12) change in the printed ``card``, the creature
    type or color ``value`` chosen as it entered: its subtypes or colors; the mana its
    "{T}: Add one mana of the chosen color" makes (``CHOSEN_MANA``, 106.1: its
    ``mana_adds``); its "protection from the chosen color" (``CHOSEN_QUALITY``, 702.16)."""
    out: dict[str, Any] = {}
    for s in card.statics:
        if s.rule == IS_CHOSEN and s.amount and value not in card.subtypes:
            out["subtypes"] = (*card.subtypes, value)
        elif s.rule == IS_CHOSEN and not s.amount and value in COLOR_LETTERS:
            out["colors"] = (COLOR_LETTERS[value],)
    if value in COLOR_LETTERS and any(not m.total for ways in card.mana_adds for m in ways):
        # "one mana of the chosen color" (``CHOSEN_MANA``, the one alternative making none)
        made = Mana(**{COLOR_LETTERS[value]: 1})
        out["mana_adds"] = tuple(tuple(m if m.total else made for m in ways)
                                 for ways in card.mana_adds)
    if value in COLOR_LETTERS:  # "protection from the chosen color" (702.16)
        out.update(_protection(card, COLOR_LETTERS[value]))
    return out


def _chosen(params: frozenset[Param], letter: str) -> frozenset[Param]:
    """``params`` with "protection from the chosen color" made that color (CR 702.16)."""
    return frozenset((k, letter if v == CHOSEN_QUALITY else v) for k, v in params)


def _protection(card: CardDef, letter: str) -> dict[str, Any]:
    """"[~ has | slivers have] protection from the chosen color" (CR 702.16, 614.12): the
    card's parameters and its static abilities' grants with the color chosen (``letter``)."""
    out: dict[str, Any] = {}
    if any(v == CHOSEN_QUALITY for _, v in card.params):
        out["params"] = _chosen(card.params, letter)
    if any(v == CHOSEN_QUALITY for s in card.statics for _, v in s.params):
        out["statics"] = tuple(attrs.evolve(s, params=_chosen(s.params, letter))
                               if s.params else s for s in card.statics)
    return out


#: ``Static.amount`` of "as ~ enters, choose an opponent" (CR 614.12; 0: a color, 1: a creature
#: type): the player chosen is the permanent's ``chosen`` (``sim.rules.chosen``)
CHOOSE_OPPONENT = 2
