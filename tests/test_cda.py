"""Characteristic-defining power and toughness that count cards in a hand or graveyard (CR
604.3, 613.4a), and an imported "*" the card's text defines not reported as missing."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from cards.database import CardRecord, Face, build_record
from sim.model.board import power_and_toughness

SHOCK: dict[str, Any] = {"name": "Shock", "types": ["Instant"], "cost": "{R}",
                         "text": "Shock deals 2 damage to any target."}
BEARS: dict[str, Any] = {"name": "Bears", "power": 2, "toughness": 2}


def board(text: str, hand: list[Any], a_graveyard: list[Any], b_graveyard: list[Any]
          ) -> mtgsim.GameState:
    return mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": hand, "graveyard": a_graveyard},
                    "B": {"hand": [SHOCK], "graveyard": b_graveyard}},
        "permanents": [{"id": "x", "controller": "A", "name": "Counter", "power": 0,
                        "toughness": 1, "text": text}, {"id": "b", "controller": "B",
                                                        **BEARS}],
        "combat": {"attacks": {}}})


@plays("This creature's power and toughness are each equal to the number of cards in your hand.")
def test_cards_in_your_hand() -> None:
    """CR 604.3: two cards in its controller's hand (the opponent's don't count): 2/2."""
    state = board("This creature's power and toughness are each equal to the number of cards "
                  "in your hand.", [SHOCK, BEARS], [], [])
    assert power_and_toughness(state, "x") == (2, 2)


@plays("This creature's power and toughness are each equal to the number of creature cards in "
       "your graveyard.",
       "This creature's power is equal to the number of instant and sorcery cards in your "
       "graveyard.")
@pytest.mark.parametrize("text, expected", [
    ("This creature's power and toughness are each equal to the number of creature cards in "
     "your graveyard.", (1, 1)),
    ("This creature's power is equal to the number of instant and sorcery cards in your "
     "graveyard.", (1, 1))])
def test_cards_of_a_type_in_your_graveyard(text: str, expected: tuple[int, int]) -> None:
    """CR 604.3: its controller's graveyard holds a creature card and an instant; the
    opponent's graveyard isn't counted; "power is" leaves the printed toughness."""
    state = board(text, [], [SHOCK, BEARS], [BEARS, SHOCK])
    assert power_and_toughness(state, "x") == expected


@plays("This creature's power and toughness are each equal to the number of creature cards in "
       "all graveyards.")
def test_cards_in_all_graveyards() -> None:
    """CR 604.3: every player's graveyard counts."""
    state = board("This creature's power and toughness are each equal to the number of "
                  "creature cards in all graveyards.", [], [BEARS, SHOCK], [BEARS])
    assert power_and_toughness(state, "x") == (2, 2)


def test_an_imported_star_the_text_defines_is_not_missing() -> None:
    """CR 604.3: a printed "*" the compiler reads a characteristic-defining ability for is
    defined by it; a "*" it doesn't read is reported as read as 0."""
    text = "This creature's power and toughness are each equal to the number of cards in your hand."
    card = build_record(CardRecord("Maro", "normal", (Face(
        "Maro", types=("Creature",), power="*", toughness="*", text=text),)), "test")
    assert card.unsupported == ()
    card = build_record(CardRecord("Odd", "normal", (Face(
        "Odd", types=("Creature",), power="*", toughness="*", text="Flying"),)), "test")
    assert card.unsupported == ("printed power '*' (read as 0)",
                                "printed toughness '*' (read as 0)")
