"""Which spells each restriction forbids (CR 101.2; ``sim.model.restriction_verbs``)."""

from __future__ import annotations

from sim.model.restriction_verbs import (
    CANT_CAST,
    CANT_CAST_CREATURE,
    CANT_CAST_INSTANT_SORCERY,
    CANT_CAST_NONCREATURE,
    CANT_PLAY_LANDS,
    forbids_spell,
)


def test_each_rule_forbids_its_kind_of_spell() -> None:
    """CR 101.2: by the spell's card types — an artifact creature is a creature spell; "can't
    play lands" forbids no spell."""
    creature, instant, artifact = ("Artifact", "Creature"), ("Instant",), ("Artifact",)
    assert all(forbids_spell(CANT_CAST, t) for t in (creature, instant, artifact))
    assert forbids_spell(CANT_CAST_CREATURE, creature)
    assert not forbids_spell(CANT_CAST_CREATURE, instant)
    assert forbids_spell(CANT_CAST_NONCREATURE, artifact)
    assert not forbids_spell(CANT_CAST_NONCREATURE, creature)
    assert forbids_spell(CANT_CAST_INSTANT_SORCERY, ("Sorcery",))
    assert not forbids_spell(CANT_CAST_INSTANT_SORCERY, artifact)
    assert not forbids_spell(CANT_PLAY_LANDS, instant)
