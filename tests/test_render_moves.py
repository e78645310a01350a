"""``sim.text.render_moves``: the instructions it writes render back to their exact Oracle
text (CR 115.1, 110.2a, 400.7), each wording read by the grammar and written again."""

from __future__ import annotations

import pytest

from sim.text import read_card
from sim.text.render import round_trips


@pytest.mark.parametrize("text", [
    "return a blue or black creature you control to its owner's hand",
    "return a black or blue creature you control to its owner's hand",
    "return an artifact you control to its owner's hand",
    "return another creature you control to its owner's hand",
    "return a nonland permanent you control to its owner's hand",
    "put target creature card from a graveyard onto the battlefield under your control",
    "put target land card from your graveyard onto the battlefield tapped",
    "exile up to two target creature cards from a single graveyard",
    "put target card from your graveyard on top of your library",
    "return target card from an opponent's graveyard to their hand",
])
def test_the_move_writers_render_the_text_they_read(text: str) -> None:
    """CR 115.1, 110.2a: each instruction's program renders back to its exact text; a
    creature's "when ~ enters" trigger of it is read in full."""
    clause = f"When Mover enters, {text}."
    reading = read_card(clause, "Mover", ("Creature",))
    assert reading.status == "full", reading.unsupported
    assert reading.approximate == ()
    for said, model in reading.clauses:
        assert round_trips(said, model, "Mover")


def test_a_changed_wording_does_not_round_trip() -> None:
    """CR 115.1: "a red creature" is not the "blue" one read: the rendering is exact."""
    reading = read_card("When Mover enters, return a blue creature you control to its owner's "
                        "hand.", "Mover", ("Creature",))
    [(said, model)] = reading.clauses
    assert not round_trips(said.replace("blue", "red"), model, "Mover")
