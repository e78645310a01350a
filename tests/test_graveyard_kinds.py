"""``sim.rules.graveyard_kinds``: whether a card is of the kinds a card target names (CR
205.2a card types, 205.3 subtypes, 205.4a supertypes, 110.4b permanent cards, 702.73a
changeling)."""

from __future__ import annotations

from sim.model.programs import TargetSpec
from sim.rules.graveyard_kinds import has_kind, kinds_ok
from sim.text.card_fields import build_card


def test_a_changeling_has_every_creature_type_but_no_other_card_type() -> None:
    """CR 702.73a: a changeling card is every creature type in every zone, never another card
    type (205.2a) nor a supertype (205.4a), nor an artifact subtype (205.3g)."""
    shifter = build_card({"name": "S", "types": ["Creature"], "subtypes": ["Shapeshifter"],
                          "text": "Changeling", "power": 1, "toughness": 1},
                         lambda k, m: Exception(k + m))
    assert has_kind(shifter, "goblin") and has_kind(shifter, "Wizard")
    assert not has_kind(shifter, "artifact") and not has_kind(shifter, "legendary")
    assert not has_kind(shifter, "vehicle")
    assert has_kind(shifter, "permanent")


def test_kinds_card_type_and_non_kinds() -> None:
    """CR 205.2a, 205.3m: "Zombie creature card" needs both; "nonland permanent card" any
    permanent card but a land (110.4b)."""
    zombie = build_card({"name": "Z", "types": ["Creature"], "subtypes": ["Zombie"],
                         "power": 2, "toughness": 2}, lambda k, m: Exception(k + m))
    tribal = build_card({"name": "T", "types": ["Kindred", "Instant"], "subtypes": ["Zombie"]},
                        lambda k, m: Exception(k + m))
    spec = TargetSpec("t", frozenset({"zombie"}), zone="graveyard", card_type="Creature")
    assert kinds_ok(spec, zombie) and not kinds_ok(spec, tribal)
    nonland = TargetSpec("t", frozenset({"permanent"}), zone="graveyard", not_subtype="Land")
    assert kinds_ok(nonland, zombie) and not kinds_ok(nonland, tribal)
