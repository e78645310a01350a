"""The reading of a spell's cost reduction under a condition (CR 601.2f, 611.3a;
``sim.text.render_self_costs``): a condition a static ability may have is read whole and
written back in either order; one about the spell itself, or none the grammar reads, is not
run."""

from __future__ import annotations

import pytest

from sim.text import FULL, read_card


@pytest.mark.parametrize("clause", [
    "This spell costs {2} less to cast if there are four or more card types among cards in "
    "your graveyard.",
    "This spell costs {1} less to cast as long as you've drawn two or more cards this turn.",
    "If an opponent controls seven or more lands, this spell costs {4} less to cast.",
    "This spell costs {1} less to cast if an opponent has three or more poison counters.",
])
def test_conditions_are_read_whole(clause: str) -> None:
    """CR 611.3a: read and rendered back."""
    reading = read_card(f"{clause}\nDraw a card.", "Probe", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported


@pytest.mark.parametrize("clause", [
    "This spell costs {2} less to cast if ~ is tapped.",  # the spell itself: not read
    "This spell costs {2} less to cast if a wizard is dreaming.",  # no condition of the grammar
])
def test_other_conditions_are_not_run(clause: str) -> None:
    """CR 601.2f: a condition the engine can't check for the spell is listed as not run."""
    reading = read_card(f"{clause}\nDraw a card.", "Probe", ("Sorcery",))
    assert reading.status != FULL
