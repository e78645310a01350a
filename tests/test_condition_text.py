"""Reading and writing back the board conditions (``sim.text.condition_text``; CR 603.4,
608.2c): each form round-trips, and what would run differently from its words is left
unread."""

from __future__ import annotations

import pytest

from sim.model.board_conditions import CONTROLS, HAND, SELF_COUNTERS, THAT_PLAYER
from sim.text.card_reader import read_card
from sim.text.condition_text import board_condition, board_condition_words
from sim.text.wording import matches

FORMS = ("if you have no cards in hand", "if that player has two or fewer cards in hand",
         "if you have 7 or more cards in hand", "if you have 10 or less life",
         "if you have more cards in hand than each opponent",
         "if an opponent controls more lands than you", "if you control a wizard",
         "if you control two or more tapped creatures", "if you control no untapped lands",
         "if an opponent controls three or more creatures",
         "if there are three or more creature cards in your graveyard",
         "if you have four or more creature cards in your graveyard",
         "if you control another creature with power 4 or greater",
         "if you control a blue permanent", "if you control two or more gates",
         "if there are no depletion counters on ~", "if ~ has one or more +1/+1 counters on it",
         "if ~ is tapped", "if ~ is an enchantment", "if it's not your turn",
         "if you gained life this turn", "if you gained 4 or more life this turn",
         "if ~ didn't attack this turn", "if you have fewer than seven cards in hand",
         "if you gained or lost life this turn", "if no creatures attacked this turn",
         "if a creature died under your control this turn", "if it's not a token",
         "if you didn't attack with a creature this turn",
         "if no creatures are on the battlefield", "if you cast it from your hand",
         "if it was cast", "if it's not their turn", "if it was a human",
         "if it wasn't a demon", "if it had counters on it", "if it had a +1/+1 counter on it",
         "if it had no time counters on it", "if its power was 4 or greater",
         "if that player controls more lands than each other player",
         "if you have less life than an opponent",
         "if you control fewer creatures than each opponent",
         "if an opponent has more cards in hand than you",
         "if a player has more life than each other player",
         "if two or more creatures died this turn",
         "if you control three or more creatures with different powers",
         "if creatures you control have total power 8 or greater",
         "if an opponent has three or more poison counters",
         "if an opponent has no cards in hand",
         "if seven or more cards are in your graveyard")


@pytest.mark.parametrize("words", FORMS)
def test_each_form_round_trips(words: str) -> None:
    """CR 603.4: the condition read renders back to its words."""
    assert board_condition(words) is not None
    rendering = board_condition_words(words)
    assert rendering is not None and matches(rendering, words + ", ")


def test_what_the_words_mean() -> None:
    """CR 402.1, 122.1: the bounds and whose."""
    hand = board_condition("if that player has two or fewer cards in hand")
    assert hand is not None and (hand.test, hand.who, hand.most) == (HAND, THAT_PLAYER, 2)
    kind = board_condition("if you control two or more tapped creatures")
    assert kind is not None and kind.test == CONTROLS and kind.least == 2
    assert kind.kind is not None and kind.kind.tapped
    none = board_condition("if there are no depletion counters on ~")
    assert none is not None and (none.test, none.most, none.word) == (SELF_COUNTERS, 0,
                                                                      "depletion")


def test_unread_forms() -> None:
    """CR 603.4, 608.2c: "an opponent controls no ..." (each opponent?), "that player" in a
    spell (a target), "if you cast it" about another creature entering stay not run."""
    assert board_condition("if an opponent controls no creatures") is None
    assert read_card("Target player draws a card. If that player has no cards in hand, you "
                     "gain 2 life.", "Sip", ["Sorcery"]).unsupported
    assert read_card("Whenever another creature enters the battlefield under your control, "
                     "if you cast it, you gain 1 life.", "Host").unsupported
    assert read_card("Whenever another creature enters the battlefield, if it was a Human, you "
                     "gain 1 life.", "Host").unsupported  # 603.10a: a dies trigger's only


def test_restrictions_read_only_about_the_board() -> None:
    """CR 602.5b: "activate only if you control a demon" is a board condition; one about
    "that player" or the object a trigger is about is not (no such thing as it is
    activated)."""
    from sim.text.condition_text import restriction_condition
    assert restriction_condition("if you control a demon") is not None
    assert restriction_condition("if that player has no cards in hand") is None
    assert restriction_condition("if it was a human") is None


def test_a_condition_after_its_instruction_renders_after_it() -> None:
    """CR 608.2c: "draw a card if you have no cards in hand" is read and written back with
    its condition after the instruction; "... instead if ..." is not this form."""
    assert not read_card("Draw a card if you have no cards in hand.", "Sip",
                         ["Instant"]).unsupported
    assert read_card("Draw a card if it's tapped.", "Sip", ["Instant"]).unsupported
