"""The values chosen as a permanent entered (CR 614.12: "as ~ enters, choose a color | a
creature type") and what they change: "~ is the chosen type | color" (layers 4-5, 613.1d-e),
"one mana of the chosen color" (106.1), "creatures of the chosen type | color" (``of_chosen``).
``sim.model.board`` applies them (``retype``, ``matches``)."""

from __future__ import annotations

from typing import Any

from sim.model.abilities import IS_CHOSEN
from sim.model.card import CardDef
from sim.model.mana import Mana

#: the colors as a choice names them (``sim.rules.chosen``), and their letters
_CHOSEN_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def of_chosen(value: str, kind: str, card: CardDef) -> bool:
    """Whether ``card`` is of the creature type or color (``kind`` "type", "color") chosen as
    a permanent entered (``value``, CR 614.12); nothing is while none was chosen."""
    if not value:
        return False
    return card.has_subtype(value) if kind == "type" else \
        _CHOSEN_COLORS.get(value, "") in card.color_set


def chosen_characteristics(card: CardDef, value: str) -> dict[str, Any]:
    """What "~ is the chosen type in addition to its other types" (layer 4) and "~ is the
    chosen color" (layer 5, CR 613.1d-e, 614.12) change in the printed ``card``, the creature
    type or color ``value`` chosen as it entered: its subtypes or colors; and the mana its
    "{T}: Add one mana of the chosen color" makes (``CHOSEN_MANA``, 106.1: its
    ``mana_adds``)."""
    out: dict[str, Any] = {}
    for s in card.statics:
        if s.rule == IS_CHOSEN and s.amount and value not in card.subtypes:
            out["subtypes"] = (*card.subtypes, value)
        elif s.rule == IS_CHOSEN and not s.amount and value in _CHOSEN_COLORS:
            out["colors"] = (_CHOSEN_COLORS[value],)
    if value in _CHOSEN_COLORS and any(not m.total for ways in card.mana_adds for m in ways):
        # "one mana of the chosen color" (``CHOSEN_MANA``, the one alternative making none)
        made = Mana(**{_CHOSEN_COLORS[value]: 1})
        out["mana_adds"] = tuple(tuple(m if m.total else made for m in ways)
                                 for ways in card.mana_adds)
    return out
