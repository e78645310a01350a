"""What a kind of card names (``sim.model.card_kinds``; CR 205.2a-205.4a card types, subtypes
and supertypes, 105.2 colors, 110.4a permanents)."""

from __future__ import annotations

from test_stack import card

from sim.model.card_kinds import matches


def test_a_kind_is_a_conjunction_of_words_and_kinds_are_alternatives() -> None:
    """CR 105.2, 205.2a, 110.4a, 205.4a: "green creature" needs both; "goblin permanent" a
    Goblin that is a permanent card; "creature or land" either; "basic forest" a basic
    Forest; "multicolored" two or more colors (105.4)."""
    bears, goblin, forest = card("Grizzly Bears"), card("Raging Goblin"), card("Forest")
    assert matches(bears, "green creature", "") and not matches(goblin, "green creature", "")
    assert matches(goblin, "goblin permanent", "") and not matches(bears, "goblin permanent", "")
    assert matches(forest, "creature or land", "") and matches(bears, "creature or land", "")
    assert matches(forest, "basic forest", "") and not matches(card("Island"), "basic forest", "")
    assert not matches(bears, "multicolored creature", "")
