"""Creature types two cards share (CR 205.3m, 702.73a; ``sim.model.creature_types``)."""

from __future__ import annotations

from test_stack import card

from sim.model.creature_types import creature_types, shares_creature_type


def test_shared_creature_types_and_changeling() -> None:
    """CR 205.3m: a Bird Soldier shares a type with a Human Soldier, not with a Bear; 702.73a:
    a changeling shares every creature type; 205.3d: a land's subtypes are no creature
    types."""
    hawk = card("Hawk", power=1, toughness=1, subtypes=["Bird", "Soldier"])
    squire = card("Squire", power=1, toughness=1, subtypes=["Human", "Soldier"])
    bear = card("Bear", power=2, toughness=2, subtypes=["Bear"])
    shifter = card("Shifter", power=1, toughness=1, text="Changeling")
    assert shares_creature_type(hawk, squire) and not shares_creature_type(hawk, bear)
    assert shares_creature_type(hawk, shifter) and shares_creature_type(shifter, bear)
    assert creature_types(card("Forest")) == frozenset()
