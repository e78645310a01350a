"""What a creature counts for as it is tapped to pay a crew or saddle cost (CR 702.122a,
702.171a): "this creature crews Vehicles as though its power were 2 greater" (a Pilot token's),
"~ saddles Mounts and crews Vehicles as though its power were 1 greater", "~ crews Vehicles
using its toughness rather than its power". Its power itself is unchanged (the ability says
only how the cost's total is reached); read by ``sim.text.keyword_rules``, run by
``sim.rules.activation.crew_value``, written back by ``crew_text``.

A parameter (``sim.model.abilities.Param``): the kind says which costs it applies to, the
value how the creature counts: ``"+N"`` (its power plus N) or ``TOUGHNESS`` (its toughness
instead of its power)."""

from __future__ import annotations

#: the kinds: crew costs only (702.122a), or saddle costs (702.171a) and crew costs
CREWS_AS = "crews vehicles as"
SADDLES_AND_CREWS_AS = "saddles mounts and crews vehicles as"

#: the value of "using its toughness rather than its power"
TOUGHNESS = "toughness"

_VERBS = {CREWS_AS: "crews vehicles", SADDLES_AND_CREWS_AS: "saddles mounts and crews vehicles"}


def crew_text(kind: str, value: str) -> str:
    """The phrase of a ``CREWS_AS`` or ``SADDLES_AND_CREWS_AS`` parameter (after "~ ")."""
    if value == TOUGHNESS:
        return f"{_VERBS[kind]} using its toughness rather than its power"
    return f"{_VERBS[kind]} as though its power were {value.lstrip('+')} greater"


__all__ = ["CREWS_AS", "SADDLES_AND_CREWS_AS", "TOUGHNESS", "crew_text"]
