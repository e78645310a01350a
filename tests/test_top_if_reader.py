"""Reading "reveal the top card of your library. if it's a <kind> card, <instructions>" (CR
701.20a, 608.2c; ``sim.text.top_if_reader``): the reveal, then the instructions marked
``IF_ITS``; a sentence the grammar reads whole is read so."""

from __future__ import annotations

from sim.model.programs import DRAW, TOP_CARD, TOP_ELSE
from sim.model.top_verbs import IF_ITS, TOP_IF
from sim.text.effect_text import read_effect


def test_the_instructions_after_the_kind_are_marked() -> None:
    """CR 608.2c: "draw a card" is done only if the card revealed is a creature or land card
    (``IF_ITS``); the reveal leaves it on top (``TOP_IF``)."""
    prog = read_effect("Reveal the top card of your library. If it's a creature or land card, "
                       "draw a card.")
    reveal, draw = prog.ops
    assert reveal.verb == TOP_CARD and TOP_IF in dict(reveal.params)
    assert reveal.card == "creature or land"
    assert draw.verb == DRAW and draw.if_paid == IF_ITS


def test_a_move_of_the_card_is_read_whole() -> None:
    """CR 701.20a: "if it's a land card, put it onto the battlefield. otherwise, put that card
    into your hand" moves the card itself: one ``TOP_CARD`` instruction, as before."""
    prog = read_effect("Reveal the top card of your library. If it's a land card, put it onto "
                       "the battlefield. Otherwise, put that card into your hand.")
    assert not prog.unsupported
    [reveal] = prog.ops
    assert TOP_ELSE in dict(reveal.params) and TOP_IF not in dict(reveal.params)
