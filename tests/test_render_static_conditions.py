"""The renderings of ``sim.model.static_conditions``' conditions (``sim.text.
render_static_conditions``; CR 611.3a): a read clause renders back to its own words, an
ability word before it too (CR 207.2c)."""

from __future__ import annotations

import pytest

from sim.text.oracle import read_text
from sim.text.render import round_trips


@pytest.mark.parametrize("text", [
    "Beast gets +1/+1 as long as you have seven or more cards in hand.",
    "Hellbent — Beast gets +1/+1 as long as you have no cards in hand.",
    "Delirium — Beast gets +1/+0 and has trample as long as there are four or more card types "
    "among cards in your graveyard.",
    "Descend 4 — As long as there are four or more permanent cards in your graveyard, Beast "
    "gets +1/+1 and has trample.",
    "Beast gets +1/+1 as long as an opponent has eight or more cards in their graveyard.",
    "Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2.",
    "As long as Beast is equipped, it has menace.",
    "As long as an opponent has 10 or less life, Beast gets +2/+1 and has intimidate.",
    "Beast gets +2/+0 as long as you've cast two or more spells this turn.",
    "Beast has double strike as long as there are three or more instant and/or sorcery cards "
    "in your graveyard.",
    "Beast gets +1/+1 as long as there's a desert card in your graveyard.",
    "Beast gets +1/+1 as long as there are four or more creature cards in your graveyard.",
    "Beast gets +1/+1 as long as there are five or more mana values among cards in your "
    "graveyard.",
    "Beast has fear as long as you control no untapped lands.",
    "As long as you control a token, Beast gets +1/+1.",
    "Corrupted — As long as an opponent has three or more poison counters, Beast has "
    "deathtouch and lifelink.",
    "As long as equipped creature is legendary, it has hexproof.",
    "Beast has lifelink as long as you control a white or black permanent.",
    "Beast gets +1/+1 as long as an opponent controls a nontoken red permanent.",
    "As long as you've drawn two or more cards this turn, Beast gets +1/+1 and has menace.",
    "Beast can't be blocked as long as defending player controls an artifact.",
    "As long as enchanted permanent is a creature, it gets +2/+1.",
    "As long as equipped creature is a Human, it gets an additional +1/+1.",
])
def test_a_read_condition_renders_back(text: str) -> None:
    """CR 611.3a: each clause's model renders to its text (the clause counts as run)."""
    read = read_text(text, "Beast")
    assert not read.unsupported
    [(clause, model)] = read.read
    assert round_trips(clause, model, "Beast")
