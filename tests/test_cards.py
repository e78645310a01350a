"""The card pool (cards/): the shipped data loads and is consistent, lookups, and errors on bad
data files (docs/card-format.md)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from cards import DATA, CardPool, default_pool, load_file, load_pool
from sim import CardDef, Kw, ScenarioError, parse_scenario
from sim.model import abilities as ab

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


# --- the combat-rules cards (cards/data/combat_rules.toml and core.toml) ---------------------
# Expected values come from the Oracle text (2025 "this creature" wording), not from the data.

COMBAT_CARDS = {
    # name: (cost, types, subtypes, colors, power, toughness)
    "Crazed Goblin": ("{R}", ("Creature",), ("Goblin", "Warrior"), ("R",), 1, 1),
    "Silent Arbiter": ("{4}", ("Artifact", "Creature"), ("Construct",), (), 1, 5),
    "Razorgrass Screen": ("{1}", ("Artifact", "Creature"), ("Wall",), (), 2, 1),
    "Goblin War Drums": ("{2}{R}", ("Enchantment",), (), ("R",), None, None),
    "Two-Headed Dragon": ("{4}{R}{R}", ("Creature",), ("Dragon",), ("R",), 4, 4),
    "Roofstalker Wight": ("{1}{B}", ("Creature",), ("Zombie",), ("B",), 2, 1),
    "Loxodon Gatekeeper": ("{2}{W}{W}", ("Creature",), ("Elephant", "Soldier"), ("W",), 2, 3),
    "Burning-Tree Bloodscale": ("{2}{R}{G}", ("Creature",), ("Lizard", "Berserker"), ("R", "G"),
                                2, 2),
    "Manta Ray": ("{1}{U}{U}", ("Creature",), ("Fish",), ("U",), 3, 3),
    "Peacekeeper": ("{2}{W}", ("Creature",), ("Human",), ("W",), 1, 1),
    "Blazing Archon": ("{6}{W}{W}{W}", ("Creature",), ("Archon",), ("W",), 5, 6),
    "Ember Beast": ("{2}{R}", ("Creature",), ("Beast",), ("R",), 3, 4),
    "Familiar Ground": ("{2}{G}", ("Enchantment",), (), ("G",), None, None),
    "Ghostly Prison": ("{2}{W}", ("Enchantment",), (), ("W",), None, None),
    "Elvish Aberration": ("{5}{G}", ("Creature",), ("Elf", "Mutant"), ("G",), 4, 5),
    "Cowed by Wisdom": ("{W}", ("Enchantment",), ("Aura",), ("W",), None, None),
    "Into the Fray": ("{R}", ("Instant",), ("Arcane",), ("R",), None, None),
    "Lure": ("{1}{G}{G}", ("Enchantment",), ("Aura",), ("G",), None, None),
    "Goblin Fire Fiend": ("{3}{R}", ("Creature",), ("Goblin", "Berserker"), ("R",), 1, 1),
    "Nettling Imp": ("{2}{B}", ("Creature",), ("Imp",), ("B",), 1, 1),
    "Invasion Plans": ("{2}{R}", ("Enchantment",), (), ("R",), None, None),
    "Stalking Tiger": ("{3}{G}", ("Creature",), ("Cat",), ("G",), 3, 3),
    "Stone-Tongue Basilisk": ("{4}{G}{G}{G}", ("Creature",), ("Basilisk",), ("G",), 4, 5),
    "War Cadence": ("{2}{R}", ("Enchantment",), (), ("R",), None, None),
    "Dueling Grounds": ("{1}{G}{W}", ("Enchantment",), (), ("G", "W"), None, None),
    "Viashino Bey": ("{2}{R}{R}", ("Creature",), ("Lizard",), ("R",), 4, 3),
    "Viashino Warrior": ("{3}{R}", ("Creature",), ("Lizard", "Warrior"), ("R",), 4, 2),
    "Bullwhip": ("{4}", ("Artifact",), (), (), None, None),
    "Gorilla Berserkers": ("{3}{G}{G}", ("Creature",), ("Ape", "Berserker"), ("G",), 2, 3),
    "Ekundu Cyclops": ("{3}{R}", ("Creature",), ("Cyclops",), ("R",), 3, 4),
    "Hurloon Minotaur": ("{1}{R}{R}", ("Creature",), ("Minotaur",), ("R",), 2, 3),
    "Errantry": ("{1}{R}", ("Enchantment",), ("Aura",), ("R",), None, None),
    "Krosan Vorine": ("{3}{G}", ("Creature",), ("Cat", "Beast"), ("G",), 3, 2),
    "Watchdog": ("{3}", ("Artifact", "Creature"), ("Dog",), (), 1, 2),
    "Hill Giant": ("{3}{R}", ("Creature",), ("Giant",), ("R",), 3, 3),
    "Insatiable Gorgers": ("{2}{R}{R}", ("Creature",), ("Vampire", "Berserker"), ("R",), 5, 3),
    "Propaganda": ("{2}{U}", ("Enchantment",), (), ("U",), None, None),
    "Juggernaut": ("{4}", ("Artifact", "Creature"), ("Juggernaut",), (), 5, 3),
    "Grand Melee": ("{3}{R}", ("Enchantment",), (), ("R",), None, None),
}

VANILLA = ("Hill Giant", "Hurloon Minotaur", "Viashino Warrior")

#: Cards whose Oracle text has nothing the engine runs in combat: no keywords, params,
#: statics or mana (their other abilities are given by a scenario as state; see `note`).
NOTHING_MODELLED = ("Roofstalker Wight", "Loxodon Gatekeeper",
                    "Into the Fray", "Nettling Imp", "War Cadence", "Viashino Warrior",
                    "Bullwhip", "Hurloon Minotaur", "Hill Giant")


def _only_static(card: CardDef) -> ab.Static:
    """The card's one static ability, beside an Aura's enchant ability (702.5a)."""
    params = {kind for kind, _ in card.params}
    assert card.keywords == Kw.NONE and params <= {ab.ENCHANT} and card.mana == 0, card
    assert len(card.statics) == 1, card
    return card.statics[0]


def _rules(card: CardDef) -> list[tuple[str, int, str]]:
    return sorted((s.rule, s.amount, s.affects) for s in card.statics)


@pytest.mark.parametrize("name", sorted(COMBAT_CARDS))
def test_combat_card_is_in_the_pool_with_its_oracle_characteristics(name: str) -> None:
    card = default_pool()[name]
    cost, types, subtypes, colors, power, toughness = COMBAT_CARDS[name]
    assert card.name == name
    assert (card.cost, card.types, card.subtypes, card.colors) == (cost, types, subtypes, colors)
    assert (card.power, card.toughness) == (power, toughness)
    if name in VANILLA:
        assert not card.text and card.keywords == Kw.NONE
    else:
        assert card.text, "the full Oracle text is kept for reference"
        assert name not in card.text, "2025 Oracle wording: 'this creature', not the name"


def test_abilities_are_oracle_sentences() -> None:
    """Every `abilities` entry in the shipped data is a sentence of the card's own `text`."""
    for path in sorted(DATA.glob("*.toml")):
        for entry in tomllib.loads(path.read_text(encoding="utf-8"))["card"]:
            for sentence in entry.get("abilities", []):
                assert sentence in entry.get("text", ""), (entry["name"], sentence)


@pytest.mark.parametrize("name", NOTHING_MODELLED)
def test_cards_with_nothing_for_the_engine(name: str) -> None:
    card = default_pool()[name]
    assert card.keywords == Kw.NONE and not card.params and not card.statics
    assert card.mana == 0


@pytest.mark.parametrize(("name", "flags"), [
    ("Crazed Goblin", Kw.ATTACKS_EACH_COMBAT),
    ("Insatiable Gorgers", Kw.ATTACKS_EACH_COMBAT),
    ("Razorgrass Screen", Kw.DEFENDER | Kw.BLOCKS_EACH_COMBAT),
    ("Watchdog", Kw.BLOCKS_EACH_COMBAT),
    ("Two-Headed Dragon", Kw.FLYING | Kw.MENACE | Kw.BLOCK_ADDITIONAL),
    ("Ember Beast", Kw.CANT_ATTACK_ALONE | Kw.CANT_BLOCK_ALONE),
    ("Goblin Fire Fiend", Kw.HASTE | Kw.MUST_BE_BLOCKED),
    ("Stalking Tiger", Kw.ONE_BLOCKER),
    ("Krosan Vorine", Kw.PROVOKE | Kw.ONE_BLOCKER),
    ("Gorilla Berserkers", Kw.TRAMPLE | Kw.EXCEPT_BY_THREE),
    ("Ekundu Cyclops", Kw.ATTACKS_WITH_ANY),
    ("Viashino Bey", Kw.LEADS_ATTACK),
    ("Blazing Archon", Kw.FLYING),
    ("Juggernaut", Kw.ATTACKS_EACH_COMBAT),
])
def test_own_abilities_are_flags(name: str, flags: Kw) -> None:
    assert default_pool()[name].keywords == flags


def test_juggernaut() -> None:
    card = default_pool()["Juggernaut"]
    assert card.params == {(ab.NOT_BY_SUBTYPE, "Wall")} and not card.statics
    # it can't be blocked by Razorgrass Screen, which is a Wall
    assert "Wall" in default_pool()["Razorgrass Screen"].subtypes


def test_manta_ray() -> None:
    card = default_pool()["Manta Ray"]
    assert card.keywords == Kw.NONE and not card.statics
    assert card.params == {(ab.ATTACK_NEEDS_LAND, "Island"), (ab.ONLY_BY_COLOR, "U")}


@pytest.mark.parametrize("name", ["Silent Arbiter", "Dueling Grounds"])
def test_one_attacker_and_one_blocker_each_combat(name: str) -> None:
    card = default_pool()[name]
    assert card.keywords == Kw.NONE and not card.params
    assert _rules(card) == [(ab.MAX_ATTACKERS, 1, ""), (ab.MAX_BLOCKERS, 1, "")]
    assert not any(s.per_turn for s in card.statics)  # "each combat", not "each turn"


def test_peacekeeper_and_blazing_archon() -> None:
    pool = default_pool()
    assert _only_static(pool["Peacekeeper"]).rule == ab.NO_ATTACKS
    archon = pool["Blazing Archon"]
    assert archon.keywords == Kw.FLYING and not archon.params
    assert _rules(archon) == [(ab.NO_ATTACKS_ON_YOU, 0, "")]


@pytest.mark.parametrize("name", ["Ghostly Prison", "Propaganda"])
def test_attack_tax(name: str) -> None:
    static = _only_static(default_pool()[name])
    assert (static.rule, static.amount, static.affects) == (ab.ATTACK_TAX, 2, "")


def test_cowed_by_wisdom() -> None:
    static = _only_static(default_pool()["Cowed by Wisdom"])
    assert (static.rule, static.amount, static.affects) == (ab.HAND_TAX, 1, ab.ENCHANTED)


def test_war_cadence_is_not_a_standing_tax() -> None:
    """Its tax exists only once the {X}{R} ability resolves, which a scenario gives as state."""
    card = default_pool()["War Cadence"]
    assert not card.statics and card.keywords == Kw.NONE
    assert "{X}{R}:" in card.text


def test_lure() -> None:
    static = _only_static(default_pool()["Lure"])
    assert static.affects == ab.ENCHANTED and static.add == Kw.LURE
    assert not static.condition and (static.power, static.toughness) == (0, 0)


def test_stone_tongue_basilisk_lure_needs_threshold() -> None:
    static = _only_static(default_pool()["Stone-Tongue Basilisk"])
    assert static.affects == ab.SELF and static.add == Kw.LURE
    assert static.condition == ab.THRESHOLD


def test_errantry() -> None:
    static = _only_static(default_pool()["Errantry"])
    assert static.affects == ab.ENCHANTED and static.add == Kw.ATTACKS_ALONE
    assert (static.power, static.toughness) == (3, 0)


def test_watchdog_shrinks_attackers_while_untapped() -> None:
    card = default_pool()["Watchdog"]
    assert card.keywords == Kw.BLOCKS_EACH_COMBAT
    (static,) = card.statics
    assert static.affects == ab.ATTACKING_YOU and static.condition == ab.UNTAPPED
    assert (static.power, static.toughness, static.add) == (-1, 0, Kw.NONE)


@pytest.mark.parametrize(("name", "affects", "add"), [
    ("Goblin War Drums", ab.YOUR_CREATURES, Kw.MENACE),
    ("Familiar Ground", ab.YOUR_CREATURES, Kw.ONE_BLOCKER),
])
def test_anthems(name: str, affects: str, add: Kw) -> None:
    static = _only_static(default_pool()[name])
    assert (static.affects, static.add, static.rule, static.condition) == (affects, add, "", "")


def test_grand_melee_and_invasion_plans() -> None:
    pool = default_pool()
    melee = pool["Grand Melee"]
    assert melee.keywords == Kw.NONE and len(melee.statics) == 2
    assert sorted(s.add for s in melee.statics) == [Kw.ATTACKS_EACH_COMBAT,
                                                    Kw.BLOCKS_EACH_COMBAT]
    assert all(s.affects == ab.ALL_CREATURES for s in melee.statics)
    plans = pool["Invasion Plans"]
    assert [(s.affects, s.add, s.rule) for s in plans.statics] == [
        (ab.ALL_CREATURES, Kw.BLOCKS_EACH_COMBAT, ""), ("", Kw.NONE, ab.ATTACKER_BLOCKS)]


def test_elvish_aberration_makes_three_mana() -> None:
    card = default_pool()["Elvish Aberration"]
    assert card.mana == 3
    assert card.keywords == Kw.NONE and not card.statics and not card.params


# --- damage keywords and battles (cards/data/damage.toml) ---------------------------------------

def test_infect_and_wither_cards() -> None:
    """CR 702.90 infect, 702.80 wither, with their Oracle bodies."""
    pool = default_pool()
    elf = pool["Glistener Elf"]
    assert (elf.cost, elf.colors, elf.power, elf.toughness) == ("{G}", ("G",), 1, 1)
    assert elf.keywords == Kw.INFECT and elf.subtypes == ("Phyrexian", "Elf", "Warrior")
    stinger = pool["Plague Stinger"]
    assert stinger.keywords == Kw.FLYING | Kw.INFECT
    assert (stinger.cost, stinger.power, stinger.toughness) == ("{1}{B}", 1, 1)
    ram_gang = pool["Boggart Ram-Gang"]
    assert ram_gang.cost == "{R/G}{R/G}{R/G}" and ram_gang.colors == ("R", "G")
    assert ram_gang.keywords == Kw.HASTE | Kw.WITHER
    assert (ram_gang.power, ram_gang.toughness) == (3, 3)


def test_only_battles_have_defense() -> None:
    for card in default_pool():
        if card.is_battle:
            assert isinstance(card.defense, int) and card.defense > 0, card
        else:
            assert card.defense is None, card


def test_a_battle_needs_defense(tmp_path: Path) -> None:
    """CR 310.4: a battle has defense."""
    err = load_error(write(tmp_path, '[[card]]\nname = "Siege"\ntypes = ["Battle"]\n'))
    assert err.field == "card[0] (Siege).defense" and "needs an integer defense" in err.message
    (siege,) = load_file(write(tmp_path, '[[card]]\nname = "Siege"\ntypes = ["Battle"]\n'
                                         'subtypes = ["Siege"]\ndefense = 5\n', "ok.toml"))
    assert siege.is_battle and not siege.is_creature and siege.defense == 5
    err = load_error(write(tmp_path, '[[card]]\nname = "Siege"\ntypes = ["Battle"]\n'
                                     'defense = "5"\n', "bad2.toml"))
    assert err.field == "card[0] (Siege).defense" and "expected an integer" in err.message


def test_a_scenario_battle_enters_with_its_defense_counters() -> None:
    """CR 310.4b: a battle enters with defense counters equal to its printed defense, unless the
    scenario gives its counters (``defense`` is an accepted counter)."""
    data = {"players": {"A": {}, "B": {}},
            "permanents": [
                {"id": "s1", "controller": "B", "types": ["Battle"], "defense": 4},
                {"id": "s2", "controller": "B", "types": ["Battle"], "defense": 4,
                 "counters": {"defense": 1}}]}
    state = parse_scenario(data, "s.toml", default_pool()).state
    assert state.permanents["s1"].counters == {"defense": 4}
    assert state.permanents["s2"].counters == {"defense": 1}
    data["permanents"] = [{"id": "s3", "controller": "B", "types": ["Battle"]}]
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "s.toml", default_pool())
    assert info.value.field == "permanents[0].defense"
