"""``sim.rules.return_counters`` and ``sim.text.render_return_counters``: the counters a card
returned to the battlefield enters with (CR 614.1c, 122.6), from the op and back to words."""

from __future__ import annotations

from sim.model.programs import CARD_TO_BATTLEFIELD, Op
from sim.rules.return_counters import entering_counters
from sim.text.render_return_counters import counters_on_it
from sim.text.wording import matches


def test_counters_of_an_op_and_their_words() -> None:
    """CR 614.1c, 122.6: the kinds and their number; "additional" counters are +1/+1
    counters like any other (122.1a); none without a counter."""
    plain = Op(CARD_TO_BATTLEFIELD, "target:0")
    assert entering_counters(plain) is None and counters_on_it(plain) == ""
    two = Op(CARD_TO_BATTLEFIELD, "target:0", counter="hexproof,indestructible", amount=1)
    assert entering_counters(two) == {"hexproof": 1, "indestructible": 1}
    assert matches(counters_on_it(two),
                   " with a hexproof counter and an indestructible counter on it")
    more = Op(CARD_TO_BATTLEFIELD, "target:0", counter="additional +1/+1", amount=2)
    assert entering_counters(more) == {"+1/+1": 2}
    assert matches(counters_on_it(more), " with two additional +1/+1 counters on it")
