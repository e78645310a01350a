"""The model of "the first <kinds> spell you cast each turn costs {N} less to cast" (CR
601.2f; ``sim.model.nth_spell_costs``): its values and their clause."""

from __future__ import annotations

from sim.model.nth_spell_costs import NTH_SPELL_COST, nth_text
from sim.text import read_card


def test_nth_read_and_written_back() -> None:
    """CR 601.2f: "the first creature spell ..." is "first|creature|2", "the second spell
    ..." is "second||1" (any spell), each written back as printed."""
    reading = read_card("The first creature spell you cast each turn costs {2} less to cast.",
                        "Conduit of Ruin", ("Creature",))
    assert (NTH_SPELL_COST, "first|creature|2") in reading.parsed.params
    assert nth_text("first|creature|2") == \
        "the first creature spell you cast each turn costs {2} less to cast"
    assert nth_text("second||1") == "the second spell you cast each turn costs {1} less to cast"
