"""sim.model.card: printed characteristics (CR 109.3) and ``build_card``'s field validation."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from cards import default_pool
from sim.model.card import CardDef
from sim.model.keywords import Kw
from sim.text import build_card, param_text, parse_param


class FieldError(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def fail(field: str, message: str) -> Exception:
    return FieldError(field, message)


def build(base: CardDef | None = None, **fields: Any) -> CardDef:
    return build_card(fields, fail, base)


def field_of_error(**fields: Any) -> str:
    with pytest.raises(FieldError) as info:
        build(**fields)
    return info.value.field


def test_carddef_is_frozen_and_hashable() -> None:
    a = CardDef("Bear", power=2, toughness=2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.power = 3  # type: ignore[misc]
    assert a == CardDef("Bear", power=2, toughness=2)
    assert len({a, CardDef("Bear", power=2, toughness=2)}) == 1


def test_type_predicates() -> None:
    assert CardDef("x", power=1, toughness=1).is_creature
    artifact_creature = CardDef("x", types=("Artifact", "Creature"), power=1, toughness=1)
    assert artifact_creature.is_creature and not artifact_creature.is_planeswalker
    walker = CardDef("j", types=("Planeswalker",), loyalty=3)
    assert walker.is_planeswalker and not walker.is_creature


def test_default_type_is_creature() -> None:
    c = build(name="Bear", power=2, toughness=2)
    assert c.types == ("Creature",)
    assert (c.power, c.toughness) == (2, 2)


def test_types_are_normalised_and_checked() -> None:
    assert build(name="Myr", types=["artifact", " CREATURE "], power=0,
                 toughness=1).types == ("Artifact", "Creature")
    assert field_of_error(name="x", types=["creature", "tribal wizard"]) == "types"


def test_subtypes_title_cased() -> None:
    c = build(name="x", power=1, toughness=1, subtypes=[" human ", "knight"])
    assert c.subtypes == ("Human", "Knight")


@pytest.mark.parametrize(("given", "expected"), [("white", "W"), ("u", "U"), ("Black", "B"),
                                                  ("R", "R"), ("green", "G")])
def test_colors(given: str, expected: str) -> None:
    """CR 105.1: the five colors; accepted by name or by symbol letter."""
    assert build(name="x", power=1, toughness=1, colors=[given]).colors == (expected,)


def test_unknown_color() -> None:
    assert field_of_error(name="x", power=1, toughness=1, colors=["purple"]) == "colors"


def test_creature_needs_power_and_toughness() -> None:
    """CR 208.1: a creature card has power and toughness."""
    assert field_of_error(name="x", toughness=1) == "power"
    assert field_of_error(name="x", power=1) == "toughness"


def test_planeswalker_needs_loyalty() -> None:
    """CR 306.5a-b: a planeswalker has loyalty and enters with that many loyalty counters."""
    assert field_of_error(name="j", types=["planeswalker"]) == "loyalty"
    assert build(name="j", types=["planeswalker"], loyalty=3).loyalty == 3


def test_noncreature_needs_no_power() -> None:
    c = build(name="Pacifism", types=["enchantment"], subtypes=["aura"])
    assert c.power is None and not c.is_creature and c.subtypes == ("Aura",)


@pytest.mark.parametrize("bad", [True, "2", 2.0, None])
def test_power_must_be_an_integer(bad: object) -> None:
    assert field_of_error(name="x", power=bad, toughness=1) == "power"


def test_name_required_and_non_empty() -> None:
    assert field_of_error(power=1, toughness=1) == "name"
    assert field_of_error(name="  ", power=1, toughness=1) == "name"


def test_keywords_and_abilities() -> None:
    c = build(name="x", power=1, toughness=1, keywords=["Flying", "first_strike"],
              abilities=["This creature can't block."])
    assert c.keywords == Kw.FLYING | Kw.FIRST_STRIKE | Kw.CANT_BLOCK


def test_single_keyword_string_accepted() -> None:
    assert build(name="x", power=1, toughness=1, keywords="trample").keywords == Kw.TRAMPLE


def test_bad_keyword_names_its_index() -> None:
    assert field_of_error(name="x", power=1, toughness=1,
                          keywords=["flying", "flyng"]) == "keywords[1]"
    assert field_of_error(name="x", power=1, toughness=1,
                          abilities=["can't be sacrificed"]) == "abilities[0]"


def test_keywords_must_be_strings() -> None:
    assert field_of_error(name="x", power=1, toughness=1, keywords=[1]) == "keywords"


def test_fields_laid_over_base() -> None:
    base = CardDef("Grizzly Bears", power=2, toughness=2, colors=("G",), keywords=Kw.REACH)
    c = build(base, power=5)
    assert (c.name, c.power, c.toughness, c.colors) == ("Grizzly Bears", 5, 2, ("G",))
    assert c.keywords & Kw.REACH
    assert base.power == 2  # the base is untouched


ORACLE = {
    # name: (types, power, toughness, abilities)
    "Grizzly Bears": ({"Creature"}, 2, 2, Kw.NONE),
    "Giant Spider": ({"Creature"}, 2, 4, Kw.REACH),
    "Wall of Stone": ({"Creature"}, 0, 8, Kw.DEFENDER),
    "Serra Angel": ({"Creature"}, 4, 4, Kw.FLYING | Kw.VIGILANCE),
    "Raging Goblin": ({"Creature"}, 1, 1, Kw.HASTE),
    "Youthful Knight": ({"Creature"}, 2, 1, Kw.FIRST_STRIKE),
    "Fencing Ace": ({"Creature"}, 1, 1, Kw.DOUBLE_STRIKE),
    "Colossal Dreadmaw": ({"Creature"}, 6, 6, Kw.TRAMPLE),
    "Typhoid Rats": ({"Creature"}, 1, 1, Kw.DEATHTOUCH),
    "Vampire Nighthawk": ({"Creature"}, 2, 3, Kw.FLYING | Kw.DEATHTOUCH | Kw.LIFELINK),
    "Darksteel Myr": ({"Artifact", "Creature"}, 0, 1, Kw.INDESTRUCTIBLE),
    "Boggart Brute": ({"Creature"}, 3, 2, Kw.MENACE),
}


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_default_pool_matches_oracle(name: str) -> None:
    types, power, toughness, kw = ORACLE[name]
    c = default_pool()[name]
    assert set(c.types) == types
    assert (c.power, c.toughness, c.keywords) == (power, toughness, kw)


def test_default_pool_planeswalker() -> None:
    jace = default_pool()["jace beleren"]  # looked up case-insensitively
    assert jace.is_planeswalker and jace.loyalty == 3 and jace.power is None


@pytest.mark.parametrize("text", ["t can't block.", "Can't block.", "This creature can't block."])
def test_a_one_letter_name_is_not_found_inside_cant(text: str) -> None:
    """The card's name means the card only as a whole phrase: "t" is not the "t" of "can't"."""
    assert build(name="t", power=1, toughness=1, abilities=[text]).keywords == Kw.CANT_BLOCK


@pytest.mark.parametrize(("name", "text", "amount"), [
    ("That", "Creatures can't attack you unless their controller pays {2} for each creature "
             "they control that's attacking you.", 2),
    ("S", "Creatures can't attack you unless their controller pays {3} for each creature "
          "they control that's attacking you.", 3),
])
def test_a_name_inside_a_rules_word_is_left_alone(name: str, text: str, amount: int) -> None:
    """"that's" is a rules word, not the card "That" followed by "'s"."""
    prison = build(name=name, types=["Enchantment"], abilities=[text])
    assert [(s.rule, s.amount) for s in prison.statics] == [("attack tax", amount)]


def test_a_name_that_prefixes_a_rules_word_is_left_alone() -> None:
    """A card named "Can" keeps "can't attack alone"; its name still means itself."""
    can = build(name="Can", power=1, toughness=1,
                abilities=["Can can't attack alone.", "can't block"])
    assert can.keywords == Kw.CANT_ATTACK_ALONE | Kw.CANT_BLOCK


@pytest.mark.parametrize("text", ["protection from red", "forestwalk", "rampage 3",
                                  "can't be blocked except by blue creatures",
                                  "can't be blocked by walls",
                                  "can't attack unless defending player controls an island"])
def test_param_text_reads_back_as_the_same_parameter(text: str) -> None:
    param = parse_param(text)
    assert param is not None and param_text(param).lower() == text
    assert parse_param(param_text(param)) == param


# --- changeling (702.73a) and devoid (702.114a) ----------------------------------------------

def test_changeling_has_every_creature_type_but_no_other_subtype() -> None:
    shifter = build_card({"name": "Shifter", "power": 1, "toughness": 1, "subtypes":
                          ["Shapeshifter"], "text": "Changeling"}, fail)
    assert shifter.changeling and shifter.has_subtype("Shapeshifter")
    assert shifter.has_subtype("Goblin") and shifter.has_subtype_plural("Elves")
    assert not shifter.has_subtype("Equipment") and not shifter.has_subtype("Island")
    bear = build_card({"name": "Bear", "power": 2, "toughness": 2, "subtypes": ["Bear"]}, fail)
    assert bear.has_subtype("bear") and not bear.has_subtype("Goblin")


def test_devoid_leaves_the_printed_colors_but_no_color() -> None:
    eldrazi = build_card({"name": "Eldrazi", "power": 1, "toughness": 1, "colors": ["U"],
                          "text": "Devoid"}, fail)
    assert eldrazi.colors == ("U",) and eldrazi.color_set == frozenset()
    assert default_pool()["Deepfathom Skulker"].color_set == frozenset()


@pytest.mark.parametrize(("plural", "subtype"), [
    ("goblins", "Goblin"), ("elves", "Elf"), ("wolves", "Wolf"), ("sphinxes", "Sphinx"),
    ("zombies", "Zombie"), ("merfolk", "Merfolk"), ("walls", "Wall"), ("foxes", "Fox")])
def test_creature_type_plurals(plural: str, subtype: str) -> None:
    from sim.model.qualities import plural as plural_of
    from sim.model.qualities import singular
    assert singular(plural) == subtype
    assert plural_of(subtype).lower() == plural
