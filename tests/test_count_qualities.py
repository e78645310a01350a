"""More counted qualities (issue 29, characteristic-defining abilities, CR 604.3, 613.4a;
``sim.model.count_qualities``, ``sim.text.count_more_rules``, ``sim.text.render_count_more``):
"snow" (205.4g), "colorless" (105.2c), "nonland", "non-Wall" (205.4b), "and/or" types,
"with <keyword>", "named ~" (201.2), "of the chosen color" (614.12), and cards in a graveyard,
in exile or in all hands (110.4a, 402.1, 404.1, 406.1): each counted on a board where only the
permanents or cards of the quality count, one of them played in a game."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_counts import SHOCK, creature, game, land

import mtgsim
from cards.database import CardRecord, Face, build_record
from sim.model.board import power_and_toughness
from sim.model.objects import Zone
from sim.text import FULL, read_card

SNOW = ("This creature's power and toughness are each equal to the number of snow permanents "
        "you control.")
SNOW_LANDS = ("This creature's power and toughness are each equal to the number of snow lands "
              "you control.")
NONLAND = ("This creature's power and toughness are each equal to the number of nonland "
           "permanents you control.")
NON_WALL = ("This creature's power and toughness are each equal to the number of non-Wall "
            "creatures you control.")
COLORLESS = "This creature's power is equal to the number of colorless creatures you control."
AND_OR = ("This creature's power is equal to the number of artifacts and/or enchantments you "
          "control.")
SHADOW = ("This creature's power is equal to the number of creatures with shadow on the "
          "battlefield.")
NAMED = ("This creature's power and toughness are each equal to the number of creatures named "
         "Crowd on the battlefield.")
CHOSEN_COLOR = ("This creature's power and toughness are each equal to the number of permanents "
                "of the chosen color your opponents control.")


def _board(text: str, *others: dict[str, Any], players: dict[str, Any] | None = None,
           **fields: Any) -> mtgsim.GameState:
    return game([creature("crowd", "A", 0, 5, text, **fields), *others], players=players)


@plays(SNOW, SNOW_LANDS)
@pytest.mark.parametrize("text, expected", [(SNOW, (2, 2)), (SNOW_LANDS, (1, 1))])
def test_snow_permanents_and_snow_lands(text: str, expected: tuple[int, int]) -> None:
    """CR 205.4g: snow is a supertype; A's snow Forest and snow artifact are counted (the
    lands only: the Forest), not A's plain Island nor B's snow Forest."""
    state = _board(text, {**land("sf", "A", "Forest"), "supertypes": ["Snow"]},
                   land("isl", "A", "Island"),
                   {"id": "art", "controller": "A", "name": "Icebox", "types": ["Artifact"],
                    "supertypes": ["Snow"]},
                   {**land("bf", "B", "Forest"), "supertypes": ["Snow"]})
    assert power_and_toughness(state, "crowd") == expected


@plays(NONLAND, NON_WALL)
def test_nonland_and_non_wall() -> None:
    """CR 205.4b: "nonland permanents" are A's creatures (the crowd itself, a Wall) and not
    its land; "non-Wall creatures" leave the Wall out (and B's creature: "you control")."""
    others = (creature("wall", "A", 0, 4, subtypes=["Wall"]), land("isl", "A", "Island"),
              creature("bear", "B", 2, 2))
    assert power_and_toughness(_board(NONLAND, *others), "crowd") == (2, 2)
    assert power_and_toughness(_board(NON_WALL, *others), "crowd") == (1, 1)


@plays(COLORLESS, AND_OR)
def test_colorless_creatures_and_either_type() -> None:
    """CR 105.2c: the colorless artifact creature counts, the green Elf doesn't (the crowd is
    green); "artifacts and/or enchantments": the artifact creature and the enchantment, once
    each (the toughness printed: "power is")."""
    others = ({**creature("golem", "A", 3, 3), "types": ["Artifact", "Creature"]},
              creature("elf", "A", 1, 1, colors=["G"]),
              {"id": "ench", "controller": "A", "name": "Aura", "types": ["Enchantment"]})
    assert power_and_toughness(_board(COLORLESS, *others, colors=["G"]), "crowd") == (1, 5)
    assert power_and_toughness(_board(AND_OR, *others), "crowd") == (2, 5)


@plays(SHADOW, NAMED)
def test_with_a_keyword_and_named_as_itself() -> None:
    """CR 702.28 (shadow, a keyword ability), 201.2: creatures with shadow on the whole
    battlefield (A's and B's); creatures named as the source, itself included."""
    others = (creature("shade", "A", 1, 1, "Shadow"), creature("wraith", "B", 1, 1, "Shadow"),
              creature("elf", "A", 1, 1))
    assert power_and_toughness(_board(SHADOW, *others), "crowd") == (2, 5)
    named = (creature("twin", "B", 1, 1, name="Crowd"), creature("elf", "A", 1, 1))
    assert power_and_toughness(_board(NAMED, *named), "crowd") == (2, 2)


@plays(CHOSEN_COLOR)
def test_permanents_of_the_chosen_color() -> None:
    """CR 614.12, 105.2: none chosen, none counted; with blue chosen, B's two blue permanents
    (not A's blue one, not B's green one)."""
    others = (creature("b1", "B", 1, 1, colors=["U"]), creature("b2", "B", 1, 1, colors=["U"]),
              creature("b3", "B", 1, 1, colors=["G"]), creature("a1", "A", 1, 1, colors=["U"]))
    state = _board(CHOSEN_COLOR, *others)
    assert power_and_toughness(state, "crowd") == (0, 0)
    state = _board(CHOSEN_COLOR, *others)
    state.permanents["crowd"].chosen = "blue"
    assert power_and_toughness(state, "crowd") == (2, 2)


@plays(NON_WALL)
def test_a_count_falling_in_a_game_kills_the_creature() -> None:
    """CR 604.3, 704.5f: the crowd counts itself and the Elf (2/2); B shocks the Elf in the
    beginning of combat: the crowd is 1/1 and survives; the Wall never counted."""
    state = game([creature("crowd", "A", 0, 0, NON_WALL), creature("elf", "A", 1, 1),
                  creature("wall", "A", 0, 4, subtypes=["Wall"])],
                 actions=[{"step": "beginning_of_combat", "player": "B", "cast": "shock",
                           "targets": ["elf"]}],
                 players={"A": {}, "B": {"hand": [SHOCK]}})
    assert power_and_toughness(state, "crowd") == (2, 2)
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf"}


# --- cards in a graveyard, in exile, in hands (404.1, 406.1, 402.1) -----------------------------

BOLT: dict[str, Any] = {"name": "Bolt", "types": ["Instant"], "cost": "{R}",
                        "text": "Bolt deals 3 damage to any target."}
RELIC: dict[str, Any] = {"name": "Relic", "types": ["Artifact"], "cost": "{1}"}
BEAR: dict[str, Any] = {"name": "Bear", "power": 2, "toughness": 2}
SWAMP: dict[str, Any] = {"name": "Swamp", "types": ["Land"], "subtypes": ["Swamp"]}
NONCREATURE = ("This creature's power is equal to the number of noncreature, nonland cards in "
               "your graveyard.")
PERMANENT_CARDS = ("This creature's power is equal to the number of permanent cards in your "
                   "graveyard.")
EXILE = ("This creature's power is equal to the number of cards you own in exile and its "
         "toughness is equal to that number plus 1.")
EXILE_AND_GRAVEYARD = ("This creature's power is equal to the total number of instant and "
                       "sorcery cards you own in exile and in your graveyard.")
HANDS = ("This creature's power and toughness are each equal to the total number of cards in "
         "all players' hands.")


@plays(NONCREATURE, PERMANENT_CARDS)
@pytest.mark.parametrize("text, expected", [(NONCREATURE, 2), (PERMANENT_CARDS, 3)])
def test_kinds_of_cards_in_your_graveyard(text: str, expected: int) -> None:
    """CR 205.4b, 110.4a: A's graveyard holds an instant, an artifact, a creature and a land:
    two are neither creature nor land; three are permanent cards (not the instant); B's
    graveyard doesn't count."""
    players = {"A": {"graveyard": [BOLT, RELIC, BEAR, SWAMP]}, "B": {"graveyard": [RELIC]}}
    assert power_and_toughness(_board(text, players=players), "crowd") == (expected, 5)


@plays(EXILE, EXILE_AND_GRAVEYARD)
def test_cards_you_own_in_exile() -> None:
    """CR 406.1, 604.3: the cards A owns in exile (two once the Bolt and the Bear are exiled;
    B's exiled card never counts); the instants and sorceries in exile and in the graveyard:
    the Bolt, exiled, and the one left in the graveyard."""
    players = {"A": {"graveyard": [BOLT, BEAR, BOLT]}, "B": {"graveyard": [RELIC]}}
    state = _board(EXILE, players=players)
    assert power_and_toughness(state, "crowd") == (0, 1)
    cards = [p.id for p in state.permanents.values() if p.zone is Zone.GRAVEYARD]
    for pid in cards[1:]:
        state.move(pid, Zone.EXILE)
    assert power_and_toughness(state, "crowd") == (2, 3)
    state = _board(EXILE_AND_GRAVEYARD, players=players)
    state.move(next(p.id for p in state.permanents.values() if p.card.name == "Bolt"),
               Zone.EXILE)
    assert power_and_toughness(state, "crowd") == (2, 5)


@plays(HANDS)
def test_cards_in_all_hands_in_a_game() -> None:
    """CR 402.1, 604.3: A's two cards and B's one: 3/3; B casts its Shock at the Elf in the
    beginning of combat: two cards in hands, a 2/2."""
    state = game([creature("crowd", "A", 0, 0, HANDS), creature("elf", "A", 1, 1)],
                 actions=[{"step": "beginning_of_combat", "player": "B", "cast": "shock",
                           "targets": ["elf"]}],
                 players={"A": {"hand": [BOLT, BEAR]}, "B": {"hand": [SHOCK]}})
    assert power_and_toughness(state, "crowd") == (3, 3)
    mtgsim.play(state)
    assert power_and_toughness(state, "crowd") == (2, 2)


def test_the_counts_read_whole() -> None:
    """Each count is read and rendered back exactly; a "non" word naming no type stays
    unread."""
    for text in (SNOW, SNOW_LANDS, NONLAND, NON_WALL, COLORLESS, AND_OR, SHADOW, CHOSEN_COLOR,
                 TOTAL_VALUE, NAMES, MOST_HAND, HALF_LIFE, PARTY,
                 NONCREATURE, PERMANENT_CARDS, EXILE, EXILE_AND_GRAVEYARD, HANDS):
        card = read_card(text.replace("This creature", "Crowd"), "Crowd")
        assert card.status == FULL, text
    assert read_card("Crowd's power is equal to the number of nonfoo permanents you control.",
                     "Crowd").status != FULL


@pytest.mark.parametrize("power, toughness, text", [
    ("1+*", "1+*", "Testling's power and toughness are each equal to 1 plus the number of lands "
     "you control."),
    ("2", "1+*", "Testling's toughness is equal to 1 plus the number of green creatures on the "
     "battlefield.")])
def test_a_printed_n_plus_star_is_defined_by_n_plus_a_count(
        power: str, toughness: str, text: str) -> None:
    """CR 208.2, 604.3: a printed "1+*" is defined by "1 plus <count>"; a "2+*" is not."""
    card = build_record(CardRecord("Testling", "normal", (Face(
        "Testling", types=("Creature",), power=power, toughness=toughness, text=text),)), "t")
    assert card.unsupported == ()
    card = build_record(CardRecord("Testling", "normal", (Face(
        "Testling", types=("Creature",), power=power.replace("1", "2"),
        toughness=toughness.replace("1", "2"), text=text),)), "t")
    assert card.unsupported


TOTAL_VALUE = ("This creature's power and toughness are each equal to the total mana value of "
               "other creatures you control.")
NAMES = ("This creature's power and toughness are each equal to the number of differently named "
         "lands you control.")
MOST_HAND = ("This creature's power and toughness are each equal to the number of cards in the "
             "hand of the opponent with the most cards in hand.")
HALF_LIFE = ("This creature's power and toughness are each equal to half the highest life total "
             "among your opponents, rounded up.")


@plays(TOTAL_VALUE, NAMES)
def test_total_mana_value_and_differently_named_lands() -> None:
    """CR 202.3 (X counts 0, 202.3e), 201.2: A's other creatures cost {2}{G} and {X}{R}: a
    total of 4 (not the source's own, not B's); A's two Forests and an Island are two names."""
    others = (creature("elf", "A", 1, 1, cost="{2}{G}"), creature("imp", "A", 1, 1, cost="{X}{R}"),
              creature("bear", "B", 2, 2, cost="{5}"))
    assert power_and_toughness(_board(TOTAL_VALUE, *others, cost="{7}"), "crowd") == (4, 4)
    lands = (land("f1", "A", "Forest"), land("f2", "A", "Forest"), land("i1", "A", "Island"),
             land("m1", "B", "Mountain"))
    lands = tuple({**d, "name": d["subtypes"][0]} for d in lands)
    assert power_and_toughness(_board(NAMES, *lands), "crowd") == (2, 2)


@plays(MOST_HAND, HALF_LIFE)
def test_an_opponents_hand_and_life() -> None:
    """CR 402.1: B, A's opponent, holds three cards (A's own hand doesn't count); CR 119.1,
    107.1a: B at 15 life: half, rounded up, is 8; after B's Shock to A's Elf, two cards."""
    players = {"A": {"hand": [BOLT] * 5}, "B": {"hand": [SHOCK, BOLT, BEAR], "life": 15}}
    state = _board(MOST_HAND, players=players)
    assert power_and_toughness(state, "crowd") == (3, 3)
    assert power_and_toughness(_board(HALF_LIFE, players=players), "crowd") == (8, 8)
    state = game([creature("crowd", "A", 0, 0, MOST_HAND), creature("elf", "A", 1, 1)],
                 actions=[{"step": "beginning_of_combat", "player": "B", "cast": "shock",
                           "targets": ["elf"]}], players=players)
    mtgsim.play(state)
    assert power_and_toughness(state, "crowd") == (2, 2)


PARTY = "This creature's power is equal to the number of creatures in your party."


@plays(PARTY)
def test_the_creatures_in_your_party() -> None:
    """CR 700.8: A's party is one each of Cleric, Rogue, Warrior and Wizard at most: two
    Clerics count once, a changeling (702.73a) takes the Rogue's place, B's Wizard doesn't
    count: 3 (Cleric, Warrior, changeling as Rogue or Wizard)."""
    others = (creature("c1", "A", 1, 1, subtypes=["Human", "Cleric"]),
              creature("c2", "A", 1, 1, subtypes=["Cleric"]),
              creature("w1", "A", 1, 1, subtypes=["Warrior"]),
              creature("ch", "A", 1, 1, "Changeling"),
              creature("z1", "B", 1, 1, subtypes=["Wizard"]))
    assert power_and_toughness(_board(PARTY, *others), "crowd") == (3, 5)
    others = (*others, creature("r1", "A", 1, 1, subtypes=["Rogue"]))
    assert power_and_toughness(_board(PARTY, *others), "crowd") == (4, 5)
    assert power_and_toughness(_board(PARTY, *others[:2]), "crowd") == (1, 5)
