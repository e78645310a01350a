"""The card pool (cards/): the shipped data loads and is consistent, lookups, and errors on bad
data files (docs/card-format.md)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from cards import DATA, CardPool, default_pool, load_file, load_pool
from sim import CardDef, Kw, ScenarioError, parse_scenario

CARD_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery"}

GOOD = """
[[card]]
name = "Grizzly Bears"
power = 2
toughness = 2
"""


def write(tmp_path: Path, text: str, name: str = "bad.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load_error(path: Path, *more: Path) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        load_pool([path, *more])
    return info.value


# --- the shipped pool -----------------------------------------------------------------------

def test_default_pool_loads() -> None:
    pool = default_pool()
    files = sorted(DATA.glob("*.toml"))
    assert files
    entries = sum(len(tomllib.loads(f.read_text(encoding="utf-8"))["card"]) for f in files)
    assert len(pool) == entries > 20
    assert all(isinstance(card, CardDef) for card in pool)
    assert default_pool() is pool  # loaded once


def test_every_card_is_consistent() -> None:
    for card in default_pool():
        assert card.name and card.name == card.name.strip(), card
        assert card.types and set(card.types) <= CARD_TYPES, card
        assert set(card.colors) <= set("WUBRG"), card
        if card.is_creature:
            assert isinstance(card.power, int) and isinstance(card.toughness, int), card
        else:
            assert card.power is None and card.toughness is None, card
        if card.is_planeswalker:
            assert isinstance(card.loyalty, int) and card.loyalty > 0, card
        else:
            assert card.loyalty is None, card
        assert isinstance(card.keywords, Kw)


def test_names_are_unique_ignoring_case() -> None:
    names = [card.name.casefold() for card in default_pool()]
    assert len(names) == len(set(names))


def test_known_cards() -> None:
    pool = default_pool()
    nighthawk = pool["Vampire Nighthawk"]
    assert (nighthawk.power, nighthawk.toughness) == (2, 3)
    assert nighthawk.keywords == Kw.FLYING | Kw.DEATHTOUCH | Kw.LIFELINK
    assert nighthawk.colors == ("B",) and nighthawk.cost == "{1}{B}{B}"
    jace = pool["Jace Beleren"]
    assert jace.is_planeswalker and jace.loyalty == 3 and jace.supertypes == ("Legendary",)
    myr = pool["Darksteel Myr"]
    assert myr.types == ("Artifact", "Creature") and myr.keywords == Kw.INDESTRUCTIBLE


# --- lookups --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Serra Angel", "serra angel", "SERRA ANGEL", "  sErRa AnGeL "])
def test_lookup_is_case_insensitive(name: str) -> None:
    pool = default_pool()
    assert pool.get(name) is pool["Serra Angel"]
    assert name in pool


def test_unknown_names() -> None:
    pool = default_pool()
    assert pool.get("Sera Angel") is None
    assert "Sera Angel" not in pool
    assert 42 not in pool
    with pytest.raises(KeyError):
        pool["Sera Angel"]


@pytest.mark.parametrize(("typo", "card"), [("Sera Angel", "Serra Angel"),
                                            ("grizly bears", "Grizzly Bears"),
                                            ("Typhoid Rat", "Typhoid Rats"),
                                            ("vampire nighthawks", "Vampire Nighthawk")])
def test_suggestions_for_a_misspelling(typo: str, card: str) -> None:
    assert default_pool().suggest(typo)[0] == card


def test_a_scenario_with_a_misspelt_card_suggests_the_name() -> None:
    data = {"players": {"A": {}, "B": {}},
            "permanents": [{"id": "x", "controller": "A", "card": "Sera Angel"}]}
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "s.toml", default_pool())
    assert info.value.field == "permanents[0].card"
    assert "Did you mean 'Serra Angel'" in str(info.value)


def test_pool_from_cards() -> None:
    bear = CardDef("Bear", power=2, toughness=2)
    pool = CardPool([bear])
    assert pool["BEAR"] is bear and len(pool) == 1 and list(pool) == [bear]
    with pytest.raises(ValueError, match="duplicate"):
        pool.add(CardDef("bear", power=1, toughness=1))


def test_a_good_file_loads(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + """
[[card]]
name = "Bolt"
types = ["instant"]
colors = "red"
text = "Lightning Bolt deals 3 damage to any target."
note = "Not castable yet."

[[card]]
name = "Wall"
power = 0
toughness = 8
keywords = "defender"
abilities = ["This creature can\u2019t attack."]
""")
    bears, bolt, wall = load_file(path)
    assert (bears.name, bears.types, bears.power, bears.toughness) == \
           ("Grizzly Bears", ("Creature",), 2, 2)
    assert bolt.types == ("Instant",) and bolt.colors == ("R",) and bolt.power is None
    assert wall.keywords == Kw.DEFENDER | Kw.CANT_ATTACK


# --- bad data files -------------------------------------------------------------------------

@pytest.mark.parametrize(("body", "field", "words"), [
    ('power = 2\ntoughness = 2\nflavor = "Grr."\n', "flavor", "unknown field"),
    ('power = "2"\ntoughness = 2\n', "power", "expected an integer"),
    ("power = 2.5\ntoughness = 2\n", "power", "expected an integer"),
    ("power = true\ntoughness = 2\n", "power", "expected an integer"),
    ('power = 2\ntoughness = 2\nkeywords = ["flying", "tramplez"]\n', "keywords[1]",
     "unknown keyword 'tramplez'"),
    ("power = 2\n", "toughness", "needs an integer power and toughness"),
    ("toughness = 2\n", "power", "needs an integer power and toughness"),
    ('types = ["Planeswalker"]\n', "loyalty", "needs an integer loyalty"),
    ('power = 2\ntoughness = 2\ncolors = ["purple"]\n', "colors", "unknown color"),
    ('power = 2\ntoughness = 2\ntypes = ["Creature", "Tribal Wizard"]\n', "types",
     "unknown card type"),
    ('power = 2\ntoughness = 2\nabilities = ["can fly"]\n', "abilities[0]", "unknown ability"),
])
def test_a_bad_card_names_file_card_and_field(tmp_path: Path, body: str, field: str,
                                              words: str) -> None:
    path = write(tmp_path, GOOD + '\n[[card]]\nname = "Bad Bear"\n' + body)
    err = load_error(path)
    assert err.source == str(path)
    assert err.field == f"card[1] (Bad Bear).{field}"
    assert words in err.message
    assert str(path) in str(err) and "Bad Bear" in str(err) and field in str(err)


def test_unknown_field_lists_the_accepted_ones(tmp_path: Path) -> None:
    err = load_error(write(tmp_path, GOOD + "flavour = 'x'\n"))
    assert err.field == "card[0] (Grizzly Bears).flavour"
    assert "accepted: name, types" in err.message and "note" in err.message


def test_unknown_keyword_suggests(tmp_path: Path) -> None:
    err = load_error(write(tmp_path, GOOD + 'keywords = ["First Strik"]\n'))
    assert err.field == "card[0] (Grizzly Bears).keywords[0]"
    assert "Did you mean 'first strike'" in err.message


def test_a_card_without_a_name_is_named_by_position(tmp_path: Path) -> None:
    err = load_error(write(tmp_path, GOOD + "\n[[card]]\npower = 1\ntoughness = 1\n"))
    assert err.field == "card[1].name"


def test_duplicate_name_in_one_file(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + '\n[[card]]\nname = "grizzly bears"\npower = 1\n'
                                  "toughness = 1\n")
    err = load_error(path)
    assert err.source == str(path)
    assert "grizzly bears" in err.field
    assert "duplicate card" in err.message
    assert str(path) in str(err)


def test_duplicate_name_across_files(tmp_path: Path) -> None:
    first = write(tmp_path, GOOD, "a.toml")
    second = write(tmp_path, GOOD, "b.toml")
    err = load_error(first, second)
    assert err.source == str(second)
    assert "Grizzly Bears" in str(err) and "duplicate card" in err.message


def test_a_shipped_name_repeated_in_a_new_file_fails(tmp_path: Path) -> None:
    extra = write(tmp_path, '[[card]]\nname = "SERRA ANGEL"\npower = 1\ntoughness = 1\n')
    err = load_error(*sorted(DATA.glob("*.toml")), extra)
    assert err.source == str(extra) and "SERRA ANGEL" in str(err)


@pytest.mark.parametrize(("text", "words"), [
    ('name = "Grizzly Bears"\n', "expected only [[card]] tables"),
    ("card = 3\n", "expected only [[card]] tables"),
    ("[[card]\n", "cannot read card data"),
])
def test_a_malformed_file_names_the_file(tmp_path: Path, text: str, words: str) -> None:
    path = write(tmp_path, text)
    err = load_error(path)
    assert err.source == str(path) and words in err.message


def test_entry_that_is_not_a_table(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('card = ["Grizzly Bears"]\n', encoding="utf-8")
    with pytest.raises(ScenarioError) as exc:
        load_file(path)
    assert exc.value.source == str(path) and exc.value.field == "card[0]"
    assert "[[card]] table" in exc.value.message


def test_duplicate_in_one_file_names_position(tmp_path: Path) -> None:
    path = tmp_path / "dup.toml"
    body = 'name = "Twin"\npower = 1\ntoughness = 1\n'
    path.write_text(f"[[card]]\n{body}[[card]]\n{body}", encoding="utf-8")
    with pytest.raises(ScenarioError) as exc:
        load_file(path)
    assert exc.value.field == "card[1] (Twin).name"
