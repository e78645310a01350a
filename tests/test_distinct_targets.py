"""Whether the targets of an "another target ..." phrase can all be chosen
(``sim.rules.distinct_targets``, CR 601.2c, 115.3): a spell whose second target must differ
from its first can't be cast with a single object for both."""

from __future__ import annotations

from test_another_target import BITE, creature, legal, main, spell


def test_with_one_creature_the_spell_cant_be_cast() -> None:
    """CR 601.2c: with a single creature on the battlefield the second target can't be
    chosen: the spell can't be cast (one creature is not both targets)."""
    state = main(spell(BITE), spell("You gain 1 life.", pid="p2"), creature("ogre", "A", 3, 3))
    assert "cast p1" not in legal(state) and "cast p2" in legal(state)


def test_a_fight_with_one_creature_cant_be_cast() -> None:
    """CR 601.2c, 701.14a: "target creature you control fights another target creature" with
    A's one creature only is not offered; with B's creature too it is."""
    text = "Target creature you control fights another target creature."
    alone = main(spell(text, "Sorcery"), spell("You gain 1 life.", pid="p2"),
                 creature("ogre", "A", 3, 3))
    assert "cast p1" not in legal(alone)
    both = main(spell(text, "Sorcery"), creature("ogre", "A", 3, 3),
                creature("bears", "B", 2, 2))
    assert "cast p1" in legal(both)
