"""The words of a group's qualities (CR 115.10; 105.2 colors, 205.4a supertypes, 700.9 modified;
``sim.text.render_group_words``): written back before the noun, after "other"."""

from __future__ import annotations

from sim.model.target_specs import TargetSpec
from sim.text.render_group_words import quality_words
from sim.text.wording import canonical


def test_quality_words() -> None:
    """CR 105.2, 205.4a and 700.9: a color, "legendary", "modified"; none for a plain group."""
    spec = TargetSpec("creature you control", controller="you")
    assert quality_words(spec) == []
    assert [canonical(w) for w in quality_words(TargetSpec("x", colors=frozenset({"white"})))] \
        == ["white "]
    assert [canonical(w) for w in quality_words(TargetSpec("x", supertype="Legendary"))] == \
        ["legendary "]
    assert [canonical(w) for w in quality_words(TargetSpec("x", modified=True))] == ["modified "]
