"""The model of cost changes that depend on a spell's targets (CR 601.2f after 601.2c):
``TARGET_TAX`` values and their clause (``sim.model.target_tax``)."""

from __future__ import annotations

from sim.model.target_tax import TARGET_TAX, tax_text
from sim.text import read_card


def test_tax_read_and_written_back() -> None:
    """CR 601.2f: "spells your opponents cast that target ~ cost {2} more to cast" is the
    value "2|more|your opponents", written back as printed."""
    reading = read_card("Spells your opponents cast that target Icefall Regent cost {2} more "
                        "to cast.", "Icefall Regent", ("Creature",))
    assert (TARGET_TAX, "2|more|your opponents") in reading.parsed.params
    assert tax_text("2|more|your opponents") == \
        "spells your opponents cast that target ~ cost {2} more to cast"
    assert tax_text("1|less|you") == "spells you cast that target ~ cost {1} less to cast"
