"""``sim.text.render_graveyard_cards``: graveyard card targets written back as read (CR 115.1,
205.2-205.4): the kinds of an "or" list in any order, "non-" words with or without a hyphen."""

from __future__ import annotations

import pytest

from sim.text.graveyard_cards import gy_card_spec
from sim.text.render_graveyard_cards import is_kind_card, kind_card
from sim.text.wording import matches


@pytest.mark.parametrize("words", [
    "knight card from your graveyard",
    "vampire or wizard creature card from your graveyard",
    "creature or vehicle card from a graveyard",
    "noncreature, nonland permanent card from your graveyard",
    "non-aura enchantment card from an opponent's graveyard",
    "legendary creature card with mana value 3 or less from your graveyard",
    "artifact, enchantment, or planeswalker card from your graveyard",
    "nonland card from a graveyard",
])
def test_each_phrase_renders_back(words: str) -> None:
    """CR 115.1: the spec read from "target <words>" writes "target <words>" again."""
    spec = gy_card_spec(words.replace(",", " ,").split())
    assert is_kind_card(spec)
    assert matches(kind_card(spec), "target " + words)
