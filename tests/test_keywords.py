"""sim.model.keywords: keyword abilities (CR 702) and "can't attack"/"can't block" phrases as bits.
"""

from __future__ import annotations

import functools
import operator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import BlockDeclaration, CardDef, DeclareBlockers, GameState, Permanent, Player
from sim.model.abilities import LANDWALK
from sim.model.errors import UnknownNameError
from sim.model.keywords import Kw
from sim.text import (
    ABILITIES,
    KEYWORD_FORMS,
    KEYWORDS,
    names,
    normalize,
    parse_ability,
    parse_keyword,
)

ALL_FLAGS = [f for f in Kw if f is not Kw.NONE]

# The keyword names of CR 702 that the engine implements, spelled as the rules spell them.
CR_KEYWORDS = {
    "flying": Kw.FLYING,  # 702.9
    "reach": Kw.REACH,  # 702.17
    "vigilance": Kw.VIGILANCE,  # 702.20
    "defender": Kw.DEFENDER,  # 702.3
    "haste": Kw.HASTE,  # 702.10
    "first strike": Kw.FIRST_STRIKE,  # 702.7
    "double strike": Kw.DOUBLE_STRIKE,  # 702.4
    "trample": Kw.TRAMPLE,  # 702.19
    "trample over planeswalkers": Kw.TRAMPLE_OVER_PW,  # 702.19c
    "deathtouch": Kw.DEATHTOUCH,  # 702.2
    "lifelink": Kw.LIFELINK,  # 702.15
    "indestructible": Kw.INDESTRUCTIBLE,  # 702.12
    "menace": Kw.MENACE,  # 702.111
    "horsemanship": Kw.HORSEMANSHIP,  # 702.31
    "shadow": Kw.SHADOW,  # 702.28
    "fear": Kw.FEAR,  # 702.36
    "intimidate": Kw.INTIMIDATE,  # 702.13
    "skulk": Kw.SKULK,  # 702.118
    "provoke": Kw.PROVOKE,  # 702.39
    "infect": Kw.INFECT,  # 702.90
    "wither": Kw.WITHER,  # 702.80
}


def test_every_flag_is_a_distinct_single_bit() -> None:
    values = [int(f) for f in ALL_FLAGS]
    assert len(set(values)) == len(values)
    for v in values:
        assert v > 0 and v & (v - 1) == 0, f"{v:b} is not a single bit"


@pytest.mark.parametrize(("name", "flag"), sorted(CR_KEYWORDS.items()))
def test_parse_keyword_cr_names(name: str, flag: Kw) -> None:
    assert parse_keyword(name).flags is flag


@pytest.mark.parametrize("spelling", ["First Strike", "first_strike", "FIRST STRIKE",
                                      "  first   strike  ", "First Strike."])
def test_parse_keyword_spellings(spelling: str) -> None:
    assert parse_keyword(spelling).flags is Kw.FIRST_STRIKE


def test_parse_keyword_rejects_ability_phrases() -> None:
    """"Can't block" is a restriction (CR 509.1b), not a keyword ability."""
    with pytest.raises(UnknownNameError):
        parse_keyword("can't block")


def test_unknown_keyword_suggests_close_names() -> None:
    with pytest.raises(UnknownNameError) as info:
        parse_keyword("flyng")
    err = info.value
    assert err.kind == "keyword"
    assert err.name == "flyng"
    assert "flying" in err.suggestions
    assert set(err.accepted) == set(CR_KEYWORDS) | set(KEYWORD_FORMS)
    assert "protection from <color>" in err.accepted
    assert isinstance(err, ValueError)


def test_unknown_keyword_with_nothing_close() -> None:
    with pytest.raises(UnknownNameError) as info:
        parse_keyword("xyzzy")
    assert info.value.suggestions == []


@pytest.mark.parametrize("text", ["Can't block.", "can't block", "This creature can't block.",
                                  "CARDNAME can't block", "~ can't block", "can\u2019t block",
                                  "can't_block"])
def test_parse_ability_cant_block_phrasings(text: str) -> None:
    assert parse_ability(text) is Kw.CANT_BLOCK


@pytest.mark.parametrize("text", ["Can't attack.", "this creature can't attack"])
def test_parse_ability_cant_attack_phrasings(text: str) -> None:
    assert parse_ability(text) is Kw.CANT_ATTACK


def test_parse_ability_accepts_keywords_too() -> None:
    assert parse_ability("Flying") is Kw.FLYING
    assert parse_ability("Trample.") is Kw.TRAMPLE


def test_parse_ability_unknown() -> None:
    with pytest.raises(UnknownNameError) as info:
        parse_ability("can't be blocked by goblins unless it's tuesday")
    assert info.value.kind == "ability"
    assert "can't block" in info.value.accepted
    assert "can't be blocked" in info.value.accepted


@pytest.mark.parametrize(("text", "flag"), [
    ("Can't be blocked.", Kw.UNBLOCKABLE),
    ("This creature can't attack alone.", Kw.CANT_ATTACK_ALONE),
    ("~ can only attack alone", Kw.ATTACKS_ALONE),
    ("can't be blocked except by two or more creatures", Kw.EXCEPT_BY_TWO),
    ("Can't be blocked except by three or more creatures.", Kw.EXCEPT_BY_THREE),
    ("can't be blocked by more than one creature", Kw.ONE_BLOCKER),
    ("can block an additional creature each combat", Kw.BLOCK_ADDITIONAL),
    ("can block any number of creatures", Kw.BLOCK_ANY),
    ("attacks each combat if able", Kw.ATTACKS_EACH_COMBAT),
    ("attacks each turn if able", Kw.ATTACKS_EACH_TURN),
    ("attacks this turn if able", Kw.ATTACKS_EACH_TURN),
    ("blocks each combat if able", Kw.BLOCKS_EACH_COMBAT),
    ("All creatures able to block this creature do so.", Kw.LURE),
    ("must be blocked if able", Kw.MUST_BE_BLOCKED),
    ("If a creature you control attacks, ~ also attacks if able.", Kw.ATTACKS_WITH_ANY),
    ("If ~ attacks, all creatures you control attack if able.", Kw.LEADS_ATTACK),
])
def test_parse_ability_restrictions_and_requirements(text: str, flag: Kw) -> None:
    """The parameterless restrictions (508.1c, 509.1b) and requirements (508.1d, 509.1c)."""
    assert parse_ability(text) is flag


def test_compound_phrases_set_two_flags() -> None:
    assert parse_ability("can't attack or block") == Kw.CANT_ATTACK | Kw.CANT_BLOCK
    assert parse_ability("Can't attack or block alone.") == \
        Kw.CANT_ATTACK_ALONE | Kw.CANT_BLOCK_ALONE


def test_normalize() -> None:
    assert normalize("  Double_Strike.  ") == "double strike"
    assert normalize("Can\u2019t   Block") == "can't block"


def test_names_of_nothing_and_of_one() -> None:
    assert names(Kw.NONE) == []
    assert names(Kw.MENACE) == ["menace"]
    assert names(Kw.CANT_BLOCK) == ["can't block"]


def test_every_flag_has_exactly_one_canonical_name() -> None:
    for flag in ALL_FLAGS:
        assert len(names(flag)) == 1, flag
    # every flag has a phrase of its own; compound phrases ("can't attack or block") only
    # combine flags that have one
    single = {f for f in [*KEYWORDS.values(), *ABILITIES.values()] if f.bit_count() == 1}
    assert single == set(ALL_FLAGS)
    for flag in [*KEYWORDS.values(), *ABILITIES.values()]:
        assert all(bit in single for bit in flag)


flag_sets = st.sets(st.sampled_from(ALL_FLAGS))


@settings(max_examples=150)
@given(flag_sets)
def test_names_round_trip(flags: set[Kw]) -> None:
    """Parsing every canonical name of a mask gives the mask back, one name per bit."""
    mask = functools.reduce(operator.or_, flags, Kw.NONE)
    listed = names(mask)
    assert len(listed) == len(flags)
    assert functools.reduce(operator.or_, (parse_ability(n) for n in listed), Kw.NONE) == mask


@settings(max_examples=100)
@given(flag_sets, flag_sets)
def test_names_order_is_stable(a: set[Kw], b: set[Kw]) -> None:
    """The same abilities are always listed in the same relative order."""
    ma = functools.reduce(operator.or_, a, Kw.NONE)
    mb = functools.reduce(operator.or_, b, Kw.NONE)
    both = names(ma | mb)
    assert [n for n in both if parse_ability(n) & ma] == names(ma)
    assert [n for n in both if parse_ability(n) & mb] == names(mb)


def _snow_board(land_supertypes: tuple[str, ...], subtype: str = "Forest") -> GameState:
    walker = CardDef("Snow Walker", power=2, toughness=2,
                     params=frozenset([(LANDWALK, "Snow Forest")]))
    land = CardDef("Land", types=("Land",), subtypes=(subtype,), supertypes=land_supertypes)
    bear = CardDef("Bear", power=2, toughness=2)
    return GameState({p: Player(p) for p in ("A", "B")},
                     {"w": Permanent("w", "A", walker), "land": Permanent("land", "B", land),
                      "bear": Permanent("bear", "B", bear)}, ("A", "B"), "A")


@pytest.mark.parametrize(("supertypes", "subtype", "blockable"), [
    (("Snow", "Basic"), "Forest", False),  # a snow Forest: unblockable
    (("Basic",), "Forest", True),  # a Forest that isn't snow: blockable
    (("Snow",), "Island", True),  # a snow land that isn't a Forest: blockable
])
def test_snow_forestwalk_needs_a_snow_forest(supertypes: tuple[str, ...], subtype: str,
                                             blockable: bool) -> None:
    """CR 702.14a-c: "snow forestwalk" makes the creature unblockable only while the defending
    player controls a land that is both snow and a Forest."""
    state = _snow_board(supertypes, subtype).start()
    state.apply("attack w=B")
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    block = DeclareBlockers(BlockDeclaration.of({"bear": "w"}))
    assert (block in state.legal_actions()) is blockable


def test_self_reference_names_the_card_its_short_name_and_this_object() -> None:
    from sim.text import self_reference

    name = "Aang, the Last Airbender"
    assert self_reference("when aang enters, draw a card", name) == "when ~ enters, draw a card"
    assert self_reference("aang, the last airbender gets +1/+1", name) == "~ gets +1/+1"
    assert self_reference("whenever this creature attacks, tap this permanent", "X") == \
        "whenever ~ attacks, tap ~"
    # whole words only: a card named "Y" leaves "you" alone; a short name under 3 letters is
    # never used
    assert self_reference("you gain 1 life", "Y") == "you gain 1 life"
    assert self_reference("tarmogoyf's power", "Tarmogoyf") == "~'s power"
    assert self_reference("ob, the x gets +1/+1 and ob attacks", "Ob, the X") == \
        "~ gets +1/+1 and ob attacks"
