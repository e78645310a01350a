"""Abilities run together in a card's text (``sim.text.ability_breaks``): "~ enters with three
oil counters on it.{T}, Remove an oil counter from ~: Draw a card." is two abilities (CR 113.2,
602.1: an activated ability begins its own paragraph), each read and run."""

from __future__ import annotations

from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.objects import Zone
from sim.rules.tokens import enter_battlefield
from sim.text import FULL, read_card
from sim.text.ability_breaks import with_breaks

SEER = card("Seer", power=0, toughness=3, cost="{0}",
            text="Seer enters the battlefield with three oil counters on it.{T}, Remove an oil "
                 "counter from Seer: Draw a card.")


def test_the_break_is_put_back_before_a_symbol_only() -> None:
    """CR 602.1: a period directly followed by "{" ends an ability; other periods don't."""
    assert with_breaks("A.{T}: B.") == "A.\n{T}: B."
    assert with_breaks("Add {G}. Draw a card.") == "Add {G}. Draw a card."
    assert read_card(SEER.text, "Seer").status == FULL


def test_both_abilities_run() -> None:
    """CR 614.1c, 602.2: the Seer enters with three oil counters; its activated ability removes
    one and draws a card."""
    state = two_turns(perm("s1", "A", SEER, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    enter_battlefield(state, "s1", "A")
    assert state.permanents["s1"].counters == {"oil": 3}
    state.permanents["s1"].sick = False  # (as if it had been there since the turn began)
    hand = len(state.cards("A", Zone.HAND))
    play(state, "activate s1 0")
    finish_one(state)
    assert state.permanents["s1"].counters == {"oil": 2}
    assert len(state.cards("A", Zone.HAND)) == hand + 1


def test_a_line_of_keywords_ends_before_a_cost() -> None:
    """CR 702.1, 602.1: keywords run on by an activated ability's cost ("Flying{5}: ...") are
    two lines; words that aren't all keywords, and a symbol not opening a cost, are left."""
    assert with_breaks("Flash\nFlying, trample{2}{G}, Sacrifice a land: Draw a card.") == \
        "Flash\nFlying, trample\n{2}{G}, Sacrifice a land: Draw a card."
    assert with_breaks("Prototype {1}{G} — 2/2{T}: Add {G}.") == \
        "Prototype {1}{G} — 2/2{T}: Add {G}."
    assert with_breaks("Ward{2}") == "Ward{2}"
    assert with_breaks("Seer draws{1}: Draw a card.") == "Seer draws{1}: Draw a card."
    text = "Flying{1}{B}: Wraith gets +1/+1 until end of turn."
    assert read_card(text, "Wraith").status == FULL
