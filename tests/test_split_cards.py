"""Split cards' characteristics (CR 709.4; ``sim.model.split_cards``) and the actions that
cast a half (709.3) or both (fuse, 702.102a) in text and JSON."""

from __future__ import annotations

from test_split_casting import FIRE_ICE, SPRING_MIND

from sim.model.actions import FUSED, CastSpell, action_from_json, parse_action
from sim.model.split_cards import AFTERMATH, cast_by_halves, half_named


def test_halves_by_name_and_the_layouts_cast_by_halves() -> None:
    """CR 709.3: a half is chosen by its name; a Room's halves (709.5) are not cast this way."""
    assert half_named(FIRE_ICE, "ice") is FIRE_ICE.halves[1]
    assert half_named(FIRE_ICE, "Fire // Ice") is None
    assert (AFTERMATH, "") in SPRING_MIND.halves[1].params
    assert cast_by_halves("split", [("Instant",), ("Sorcery",)])
    assert not cast_by_halves("split", [("Enchantment",), ("Enchantment",)])
    assert not cast_by_halves("adventure", [("Creature",), ("Sorcery",)])


def test_the_cast_actions_read_back() -> None:
    """CR 709.3, 702.102a: "cast c7 as Ice", "cast c7 fused" and their JSON forms."""
    for action in (CastSpell("c7", "Ice"), CastSpell("c7", FUSED), CastSpell("c7"),
                   CastSpell("c7", "Wax // Wane")):
        assert parse_action(str(action)) == action
        assert action_from_json(action.to_json()) == action
