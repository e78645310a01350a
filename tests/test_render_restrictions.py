"""Restrictions on players for the rest of the turn render back to their words (CR 101.2;
``sim.text.render_restrictions``)."""

from __future__ import annotations

import pytest
from test_stack import card

from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import canonical


@pytest.mark.parametrize("text", [
    "Target player can't cast spells this turn.",
    "Target opponent can't cast instant or sorcery spells this turn.",
    "Your opponents can't cast spells this turn.",
    "Players can't cast noncreature spells this turn.",
    "Target player can't play lands this turn.",
    "Target player can't cast creature spells this turn. Draw a card.",
])
def test_each_restriction_renders_back(text: str) -> None:
    """CR 101.2: the subject, the rule's words and "this turn", as written."""
    prog = read_effect(text)
    assert not prog.unsupported
    assert canonical(program(prog)) == text.lower().rstrip(".")


def test_the_static_rule_renders_back() -> None:
    """CR 101.2: "your opponents can't cast spells during your turn", a permanent's static
    ability, written back as read."""
    made = card("Dromo", types=["Creature"], cost="{W}", power=5, toughness=7,
                text="Your opponents can't cast spells during your turn.")
    assert not made.unsupported and made.supported
