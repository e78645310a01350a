"""Ward's costs as the model holds them (CR 702.21a; ``sim.model.ward_costs``)."""

from __future__ import annotations

from sim.model.ward_costs import WardCost, ward_cost, ward_payment, ward_text


def test_ward_costs_split_into_their_parts() -> None:
    """CR 702.21a, 119.4, 701.9a: mana, life, a discard; words no ward cost are None."""
    assert ward_cost("2") == WardCost(mana=2)
    assert ward_cost("pay 3 life") == WardCost(life=3)
    assert ward_cost("{2}, pay 2 life") == WardCost(mana=2, life=2)
    assert ward_cost("discard a card") == WardCost(discard=1)
    assert ward_cost("sacrifice a creature") is None
    assert ward_text("2") == "ward {2}" and ward_text("pay 3 life") == "ward — pay 3 life"
    assert ward_payment("{2}, pay 2 life") == "pay {2} and 2 life"
