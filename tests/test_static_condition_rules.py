"""Reading the conditions of ``sim.model.static_conditions`` (``sim.text.static_condition_rules``;
CR 611.3a, 207.2c): each form reads into its kind, count and kind of permanent, and the "it"
after a condition about the permanent an Aura or Equipment is attached to stands for that
permanent; what the engine would not run as written is left unread."""

from __future__ import annotations

import pytest

from sim.model import static_conditions as sc
from sim.model.abilities import ENCHANTED, EQUIPPED, THRESHOLD, Static
from sim.text.oracle import read_text


def _static(text: str) -> Static:
    read = read_text(text, "Beast")
    assert not read.unsupported, read.unsupported
    [static] = read.parsed.statics
    return static


@pytest.mark.parametrize(("text", "kind", "count"), [
    ("Beast gets +1/+1 as long as you have seven or more cards in hand.", sc.HAND_AT_LEAST, 7),
    ("Hellbent — Beast gets +1/+1 as long as you have no cards in hand.", sc.HAND_EMPTY, 0),
    ("Delirium — Beast gets +1/+1 as long as there are four or more card types among cards "
     "in your graveyard.", sc.GRAVEYARD_CARD_TYPES, 4),
    ("Descend 8 — As long as there are eight or more permanent cards in your graveyard, Beast "
     "gets +1/+1.", sc.GRAVEYARD_PERMANENTS, 8),
    ("Beast gets +1/+1 as long as an opponent has ten or more cards in their graveyard.",
     sc.OPPONENT_GRAVEYARD, 10),
    ("Threshold — Beast gets +1/+1 as long as there are seven or more cards in your "
     "graveyard.", THRESHOLD, 0),
    ("As long as you have 5 or less life, Beast gets +1/+1.", sc.LIFE_AT_MOST, 5),
    ("Beast gets +1/+1 as long as you've drawn two or more cards this turn.",
     sc.DRAWN_AT_LEAST, 2),
    ("Beast has flying as long as it's enchanted.", sc.SELF_ENCHANTED, 0),
    ("As long as Beast is equipped, it gets +1/+1.", sc.SELF_EQUIPPED, 0),
    ("Beast can't be blocked as long as it's attacking alone.", sc.ATTACKING_ALONE, 0),
])
def test_each_condition_reads_into_its_kind(text: str, kind: str, count: int) -> None:
    """CR 611.3a, 207.2c: the condition (the ability word read past) and its number."""
    static = _static(text)
    assert (static.condition, static.count) == (kind, count)


def test_it_stands_for_the_permanent_the_source_is_attached_to() -> None:
    """CR 301.5, 303.4: "as long as equipped creature is a Human, it gets ..." affects the
    equipped creature; "enchanted creature is white" names a color."""
    human = _static("As long as equipped creature is a Human, it gets an additional +1/+1.")
    assert human.affects == EQUIPPED and human.what is not None
    assert human.what.subtype == "Human" and human.condition == sc.HOST_IS[EQUIPPED]
    white = _static("As long as enchanted creature is white, it gets +1/+1.")
    assert white.affects == ENCHANTED and white.what is not None and white.what.color == "W"


@pytest.mark.parametrize("text", [
    "Beast gets +1/+1 as long as there are six or more cards in your graveyard.",
    "Beast can't be blocked as long as defending player controls three or more artifacts.",
])
def test_what_is_not_run_stays_unread(text: str) -> None:
    """CR 611.3a: a number of graveyard cards other than threshold's seven, and "three or
    more" of the defending player's, are not read (no condition runs them)."""
    assert read_text(text, "Beast").unsupported
