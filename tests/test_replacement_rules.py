"""Reading replacement effects that modify an event (CR 614.1a; ``sim.text.replacement_rules``):
the clause's model renders back to its exact words; the played tests are in
``tests/test_replacement_verbs.py``."""

from __future__ import annotations

from sim.model.replacement_verbs import LIFE_GAIN_TWICE
from sim.text import FULL, read_card


def test_a_life_gain_doubling_is_read_as_its_static_rule() -> None:
    """CR 614.1a: "if you would gain life, you gain twice that much life instead" is a static
    rule of the card; "plus 1" (whose order with a doubling the player would choose, 616.1) is
    not read."""
    reading = read_card("If you would gain life, you gain twice that much life instead.",
                        "Faithmender", ("Creature",))
    assert reading.status == FULL
    assert [s.rule for s in reading.parsed.statics] == [LIFE_GAIN_TWICE]
    plus = read_card("If you would gain life, you gain that much life plus 1 instead.",
                     "Angel", ("Creature",))
    assert plus.status != FULL
