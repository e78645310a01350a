"""Ward's costs (CR 702.21a): "Ward [cost]" means "Whenever this permanent becomes the target
of a spell or ability an opponent controls, counter that spell or ability unless that player
pays [cost]." The parameter ``WARD`` holds the cost: "2" for "ward {2}" (generic mana, the
form read first), or the words after the dash of the other forms — "pay 3 life" (119.4),
"discard a card" (701.9a), "{2}, pay 2 life" — which ``ward_cost`` splits into its parts.
"""

from __future__ import annotations

import re

import attrs

#: the words of a ward cost other than mana alone: "[{N}, ]pay N life" | "discard a card"
_LIFE = re.compile(r"(?:\{(\d+)\}, )?pay (\d+) life")
DISCARD_A_CARD = "discard a card"
#: "ward—pay life equal to ~'s power" (CR 702.21a, 119.4; 608.2h: its power as the ward
#: ability resolves, as it last existed on the battlefield if it has left)
LIFE_EQUAL_TO_POWER = "pay life equal to ~'s power"


@attrs.frozen(slots=True)
class WardCost:
    """What a ward's cost asks: generic mana, life (CR 119.4) and cards discarded
    (701.9a)."""

    mana: int = 0
    life: int = 0
    discard: int = 0
    #: the life is the warded permanent's power (``LIFE_EQUAL_TO_POWER``), known as the ward
    #: ability resolves (``sim.rules.ward``)
    life_power: bool = False


def ward_cost(value: str) -> WardCost | None:
    """The parts of a ``WARD`` parameter's value, None for words that are no ward cost the
    engine pays."""
    if value.isdigit():
        return WardCost(mana=int(value))
    if value == DISCARD_A_CARD:
        return WardCost(discard=1)
    if value == LIFE_EQUAL_TO_POWER:
        return WardCost(life_power=True)
    found = _LIFE.fullmatch(value)
    if found is None:
        return None
    return WardCost(mana=int(found[1] or 0), life=int(found[2]))


def ward_text(value: str) -> str:
    """The keyword as printed (normalized): "ward {2}", "ward — pay 3 life" (the dash spaced, as
    ``sim.text.wording.normal`` writes it)."""
    return f"ward {{{value}}}" if value.isdigit() else f"ward — {value}"


def ward_payment(value: str) -> str:
    """What the player pays, as an instruction: "pay {2}", "pay 3 life", "pay {2} and 2
    life", "discard a card"."""
    cost = ward_cost(value)
    assert cost is not None
    if cost.discard:
        return DISCARD_A_CARD
    if cost.life_power:
        return "pay life equal to its power"
    parts = ([f"{{{cost.mana}}}"] if cost.mana else []) + (
        [f"{cost.life} life"] if cost.life else [])
    return "pay " + " and ".join(parts)


__all__ = ["DISCARD_A_CARD", "LIFE_EQUAL_TO_POWER", "WardCost", "ward_cost", "ward_payment",
           "ward_text"]
